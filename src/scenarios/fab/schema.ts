/**
 * Typed validator for FAB scenarios (valibot): shape first, then cross-references. A broken scenario is
 * refused with the path of the bad field, e.g. `units[3].formation`.
 */
import * as v from 'valibot';
import type { Result } from '../../rules/common/result';
import type { CombatTable, FabScenario } from '../../rules/fab/types';
import {
  check,
  colour,
  dict,
  fieldRefusal,
  id,
  int,
  list,
  name,
  num,
  text,
  type Reason,
} from '../../rules/common/checked';

/**
 * Caps no real FAB scenario reaches (the largest shipped map has 60 areas; the benchmark map 200), so a
 * file that passes them stays small to check and to draw. A file beyond a cap is refused, naming the cap.
 */
export const FAB_CAPS = {
  areas: 2_000,
  boundaries: 10_000,
  polygonPoints: 500,
  formations: 500,
  units: 5_000,
  assets: 2_000,
  events: 2_000,
  specialActions: 500,
  entryAreas: 26,
  supplySources: 500,
  turns: 200,
  modifiers: 200,
  idLength: 64,
  nameLength: 120,
  notesLength: 20_000,
  /** Map coordinates (x, y of areas and polygon points) lie within plus or minus this. */
  coordinate: 100_000,
} as const;
const C = FAB_CAPS;

const Side = v.picklist(['blue', 'red']);
const Quality = v.picklist(['elite', 'veteran', 'recruit']);
const UnitClass = v.picklist(['armor', 'infantry']);
const Id = id(C.idLength);
const Name = name(C.nameLength);
const Coord = num(-C.coordinate, C.coordinate);
const Small = int(-10_000, 10_000);
const Count = (min = 0, max = 1_000) => int(min, max);
const SideRecord = v.object({ blue: Count(), red: Count() });
const PartialSideRecord = v.object({ blue: v.optional(Small), red: v.optional(Small) });

const Area = v.object({
  id: Id,
  number: int(0, 1_000_000),
  name: Name,
  terrain: v.picklist([0, 1, 2, 3]),
  x: Coord,
  y: Coord,
  polygon: v.optional(list(v.object({ x: Coord, y: Coord }), C.polygonPoints)),
  entry: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]$/))),
  vp: v.optional(Small),
});

const Boundary = v.object({
  id: Id,
  a: Id,
  b: Id,
  river: v.boolean(),
  road: v.boolean(),
  bridge: v.optional(text(C.nameLength)),
});
const Formation = v.object({ id: Id, side: Side, name: Name, colour: colour(), letter: v.pipe(name(1), v.length(1)) });
const Arrival = v.object({
  turn: Count(1, C.turns),
  entry: v.pipe(v.string(), v.regex(/^[A-Z]{1,2}$/)),
  steps: v.optional(Count(1, 4)),
});
const Unit = v.object({
  id: Id,
  side: Side,
  name: Name,
  type: v.optional(text(C.nameLength)),
  formation: Id,
  class: UnitClass,
  steps: v.pipe(v.array(Quality), v.minLength(1), v.maxLength(4)),
  start: v.optional(Id),
  startSteps: v.optional(Count(1, 4)),
  arrives: v.optional(Arrival),
  reserveEligible: v.optional(v.boolean()),
});
const Asset = v.object({
  id: Id,
  side: Side,
  name: Name,
  kind: v.picklist(['artillery', 'battle', 'engineer', 'staff']),
  formation: v.optional(Id),
  class: v.optional(UnitClass),
  quality: Quality,
  turn: v.optional(Count(0, C.turns)),
  startBox: v.optional(v.picklist(['available', 'used', 'cup'])),
  cannotRetreat: v.optional(v.boolean()),
});
const Effect = v.variant('kind', [
  v.object({ kind: v.literal('special-action') }),
  v.object({
    kind: v.literal('replacements'),
    steps: Count(1, 100),
    unitClass: v.optional(UnitClass),
    allowElite: v.optional(v.boolean()),
  }),
  v.object({ kind: v.literal('air-support'), dice: Count(1, 100), quality: Quality }),
  v.object({ kind: v.literal('extra-draw'), count: Count(1, 100) }),
  v.object({ kind: v.literal('rally-assets'), count: Count(1, 100) }),
  v.object({ kind: v.literal('victory-points'), points: Small }),
]);
const Event = v.object({
  id: Id,
  side: Side,
  name: Name,
  formation: v.optional(Id),
  turn: v.optional(Count(0, C.turns)),
  effect: Effect,
  when: v.optional(v.picklist(['admin', 'combat', 'any'])),
});
const SpecialAction = v.object({ id: Id, side: Side, name: Name, turn: v.optional(Count(0, C.turns)) });
const TurnEntry = v.object({
  turn: Count(1, C.turns),
  label: Name,
  draws: SideRecord,
  drawsSecond: v.optional(SideRecord),
  suddenDeath: v.optional(PartialSideRecord),
});
const Modifier = v.object({
  id: Id,
  rule: Id,
  delta: int(-20, 20),
  firerQuality: v.optional(Quality),
  firerType: v.optional(v.picklist(['armor', 'infantry', 'artillery'])),
  targetClass: v.optional(UnitClass),
  targetInDefences: v.optional(v.boolean()),
  attackerCloseFire: v.optional(v.boolean()),
  perTerrainPoint: v.optional(v.boolean()),
  firerDisordered: v.optional(v.boolean()),
  firerUnsupplied: v.optional(v.boolean()),
});
export const CombatTableSchema = v.object({
  id: Id,
  label: Name,
  appDefault: v.boolean(),
  base: int(1, 10),
  modifiers: list(Modifier, C.modifiers),
});

export const FabScenarioSchema = v.object({
  id: Id,
  version: int(1, 1_000_000),
  name: Name,
  sides: v.tuple([
    v.object({ id: v.literal('blue'), name: Name, colour: colour() }),
    v.object({ id: v.literal('red'), name: Name, colour: colour() }),
  ]),
  firstPlayer: Side,
  turns: Count(1, C.turns),
  areas: list(Area, C.areas, 2),
  boundaries: list(Boundary, C.boundaries),
  formations: list(Formation, C.formations),
  units: list(Unit, C.units),
  assets: list(Asset, C.assets),
  events: list(Event, C.events),
  specialActions: list(SpecialAction, C.specialActions),
  entryAreas: list(v.object({ letter: v.pipe(v.string(), v.regex(/^[A-Z]$/)), area: Id, side: Side }), C.entryAreas),
  reserveMarkers: SideRecord,
  supplySources: list(v.object({ side: Side, area: Id, needsControl: v.optional(v.boolean()) }), C.supplySources),
  initialControl: v.object({
    defaultControl: Side,
    areas: v.object({ blue: v.optional(list(Id, C.areas)), red: v.optional(list(Id, C.areas)) }),
  }),
  turnRecord: list(TurnEntry, C.turns),
  victory: v.object({ perStepEliminated: v.optional(Count()), blueWinsAbove: int(-100_000, 100_000) }),
  extraDefenderArtillery: v.optional(dict(Id, Count(), C.areas)),
  extraEngineerFunctions: v.optional(list(text(C.idLength), 20)),
  strategicMoveLimit: v.optional(PartialSideRecord),
  combatTable: CombatTableSchema,
  notes: v.optional(text(C.notesLength)),
});

/** Why a cross-reference is refused, beside the reasons of any field (src/rules/common/checked.ts); each is said
 * in the player's language as `import.field.<reason>` (src/i18n/core-later.ts). */
export type CrossReason = 'sameArea' | 'otherSide' | 'startOrArrival' | 'noSupply' | 'turnMissing';
const CROSS_ENGLISH: Readonly<Record<CrossReason, string>> = {
  sameArea: 'joins an area to itself',
  otherSide: 'belongs to the other side',
  startOrArrival: 'needs either a set-up area or an arrival, not both',
  noSupply: 'has no source for side {side}',
  turnMissing: 'has no line for turn {turn}',
};

/** A cross-reference problem: the field and why. */
export interface CrossProblem {
  readonly path: string;
  readonly reason: Reason | CrossReason;
  readonly params: Readonly<Record<string, string | number>>;
}

/**
 * Every cross-reference problem of a scenario whose shape is right (a checked import, or a draft the editor
 * builds, typed as a scenario), at most `limit` of them, in one pass over each list (linear in the scenario:
 * sets and maps, never a search per item). Each names its field and a reason the app says in the player's
 * language (`import.field.<reason>`).
 */
export function crossProblems(sc: FabScenario, limit = Infinity): CrossProblem[] {
  const out: CrossProblem[] = [];
  const bad = (path: string, reason: CrossProblem['reason'], params: Record<string, string | number> = {}): boolean => {
    out.push({ path, reason, params });
    return out.length >= limit;
  };
  const named = (path: string, reason: 'unknownName' | 'duplicate', name: string) =>
    bad(path, reason, { name: name.slice(0, 40) });
  const areaIds = new Set<string>();
  const numbers = new Set<number>();
  for (const [i, a] of sc.areas.entries()) {
    if (areaIds.has(a.id) && named(`areas[${i}].id`, 'duplicate', a.id)) return out;
    areaIds.add(a.id);
    if (numbers.has(a.number) && named(`areas[${i}].number`, 'duplicate', String(a.number))) return out;
    numbers.add(a.number);
  }
  const pairs = new Set<string>();
  const bIds = new Set<string>();
  for (const [i, b] of sc.boundaries.entries()) {
    if (!areaIds.has(b.a) && named(`boundaries[${i}].a`, 'unknownName', b.a)) return out;
    if (!areaIds.has(b.b) && named(`boundaries[${i}].b`, 'unknownName', b.b)) return out;
    if (b.a === b.b && bad(`boundaries[${i}].b`, 'sameArea')) return out;
    const k = b.a < b.b ? `${b.a}|${b.b}` : `${b.b}|${b.a}`;
    if (pairs.has(k) && named(`boundaries[${i}]`, 'duplicate', k)) return out;
    if (bIds.has(b.id) && named(`boundaries[${i}].id`, 'duplicate', b.id)) return out;
    pairs.add(k);
    bIds.add(b.id);
  }
  const forms = new Map<string, (typeof sc.formations)[number]>();
  for (const [i, f] of sc.formations.entries()) {
    if (forms.has(f.id) && named(`formations[${i}].id`, 'duplicate', f.id)) return out;
    forms.set(f.id, f);
  }
  const pieceIds = new Set<string>();
  /** A piece id seen before: the problem is listed (and true when the list is full). */
  const dup = (pid: string, path: string): boolean => {
    if (pieceIds.has(pid)) return named(path, 'duplicate', pid);
    pieceIds.add(pid);
    return false;
  };
  /** An asset's or event's formation, when it names one, is one of its own side's (true when the list is full). */
  const chitFormation = (path: string, formation: string | undefined, side: string): boolean => {
    if (!formation || forms.get(formation)?.side === side) return false;
    return forms.has(formation) ? bad(path, 'otherSide') : named(path, 'unknownName', formation);
  };
  const letters = new Set(sc.entryAreas.map((e) => e.letter));
  for (const [i, u] of sc.units.entries()) {
    if (dup(u.id, `units[${i}].id`)) return out;
    const f = forms.get(u.formation);
    if (!f) {
      if (named(`units[${i}].formation`, 'unknownName', u.formation)) return out;
    } else if (f.side !== u.side && bad(`units[${i}].formation`, 'otherSide')) return out;
    if ((u.start === undefined) === (u.arrives === undefined) && bad(`units[${i}].start`, 'startOrArrival')) return out;
    if (u.start !== undefined && !areaIds.has(u.start) && named(`units[${i}].start`, 'unknownName', u.start))
      return out;
    if (u.arrives) {
      for (const l of new Set(u.arrives.entry.split('')))
        if (!letters.has(l) && named(`units[${i}].arrives.entry`, 'unknownName', l)) return out;
      if (u.arrives.turn > sc.turns && bad(`units[${i}].arrives.turn`, 'range', { min: 1, max: sc.turns })) return out;
    }
    if ((u.startSteps ?? 1) > u.steps.length && bad(`units[${i}].startSteps`, 'range', { min: 1, max: u.steps.length }))
      return out;
  }
  for (const [i, a] of sc.assets.entries()) {
    if (dup(a.id, `assets[${i}].id`) || chitFormation(`assets[${i}].formation`, a.formation, a.side)) return out;
    if (a.kind === 'battle' && !a.class && bad(`assets[${i}].class`, 'missing')) return out;
  }
  for (const [i, e] of sc.events.entries()) {
    if (dup(e.id, `events[${i}].id`) || chitFormation(`events[${i}].formation`, e.formation, e.side)) return out;
  }
  for (const [i, s] of sc.specialActions.entries()) if (dup(s.id, `specialActions[${i}].id`)) return out;
  for (const [i, e] of sc.entryAreas.entries())
    if (!areaIds.has(e.area) && named(`entryAreas[${i}].area`, 'unknownName', e.area)) return out;
  const supplied = new Set<string>();
  for (const [i, s] of sc.supplySources.entries()) {
    if (!areaIds.has(s.area) && named(`supplySources[${i}].area`, 'unknownName', s.area)) return out;
    supplied.add(s.side);
  }
  for (const [k, side] of (['blue', 'red'] as const).entries()) {
    for (const [i, a] of (sc.initialControl.areas[side] ?? []).entries())
      if (!areaIds.has(a) && named(`initialControl.areas.${side}[${i}]`, 'unknownName', a)) return out;
    if (!supplied.has(side) && bad('supplySources', 'noSupply', { side: sc.sides[k]?.name ?? side })) return out;
  }
  for (const f of Object.keys(sc.extraDefenderArtillery ?? {}))
    if (!forms.has(f) && named(`extraDefenderArtillery.${f}`, 'unknownName', f)) return out;
  const turns = new Set<number>();
  for (const r of sc.turnRecord) turns.add(r.turn);
  for (let t = 1; t <= sc.turns; t++) if (!turns.has(t) && bad('turnRecord', 'turnMissing', { turn: t })) return out;
  return out;
}

/**
 * Validate a FAB scenario: shape and caps (valibot), then every cross-reference (`crossProblems`). A rejection
 * names the first bad field. The result is the checked copy (unknown fields dropped): the form a custom
 * scenario is stored in.
 */
export function validateFabScenario(data: unknown): Result<FabScenario> {
  const parsed = check(FabScenarioSchema, data, 'scenario', 'Scenario');
  if (!parsed.ok) return parsed;
  const [first] = crossProblems(parsed.value, 1);
  return first ? fieldRefusal('scenario', 'Scenario', first, CROSS_ENGLISH) : { ok: true, value: parsed.value };
}

/** 6.4 an edited combat table (rules option), checked: refused with the path of its first bad field. */
export function checkCombatTable(raw: unknown): Result<CombatTable> {
  return check(CombatTableSchema, raw, 'scenario', 'Rules option', 'options.combatTable');
}
