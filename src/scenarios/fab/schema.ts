/**
 * Typed validator for FAB scenarios (valibot): shape first, then cross-references. A broken scenario is
 * refused with the path of the bad field, e.g. `units[3].formation`.
 */
import * as v from 'valibot';
import { reject, type Result } from '../../rules/common/result';
import type { CombatTable, FabScenario } from '../../rules/fab/types';
import { check, colour, dict, id, int, list, name, num, text } from '../../rules/common/checked';

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

function bad(path: string, message: string, reason?: 'unknownName' | 'duplicate', nameOf?: string): Result<never> {
  if (reason)
    return reject('scenario', `Scenario field ${path}: ${message}`, `import.field.${reason}`, {
      path,
      name: (nameOf ?? '').slice(0, 40),
    });
  return reject('scenario', `Scenario field ${path}: ${message}`, 'scenario.invalid', { path });
}

/**
 * Validate a FAB scenario: shape and caps (valibot), then every cross-reference, in one pass over each list
 * (linear in the file: sets and maps, never a search per item). A rejection names the bad field. The result
 * is the checked copy (unknown fields dropped): the form a custom scenario is stored in.
 */
export function validateFabScenario(data: unknown): Result<FabScenario> {
  const parsed = check(FabScenarioSchema, data, 'scenario', 'Scenario');
  if (!parsed.ok) return parsed;
  const sc: FabScenario = parsed.value;
  const areaIds = new Set<string>();
  const numbers = new Set<number>();
  for (const [i, a] of sc.areas.entries()) {
    if (areaIds.has(a.id)) return bad(`areas[${i}].id`, `duplicate area id ${a.id}`, 'duplicate', a.id);
    areaIds.add(a.id);
    if (numbers.has(a.number))
      return bad(`areas[${i}].number`, `duplicate area number ${a.number}`, 'duplicate', String(a.number));
    numbers.add(a.number);
  }
  const pairs = new Set<string>();
  const bIds = new Set<string>();
  for (const [i, b] of sc.boundaries.entries()) {
    if (!areaIds.has(b.a)) return bad(`boundaries[${i}].a`, `unknown area ${b.a}`, 'unknownName', b.a);
    if (!areaIds.has(b.b)) return bad(`boundaries[${i}].b`, `unknown area ${b.b}`, 'unknownName', b.b);
    if (b.a === b.b) return bad(`boundaries[${i}].b`, 'a boundary joins two different areas');
    const k = b.a < b.b ? `${b.a}|${b.b}` : `${b.b}|${b.a}`;
    if (pairs.has(k)) return bad(`boundaries[${i}]`, `a second boundary between ${b.a} and ${b.b}`, 'duplicate', k);
    if (bIds.has(b.id)) return bad(`boundaries[${i}].id`, `duplicate boundary id ${b.id}`, 'duplicate', b.id);
    pairs.add(k);
    bIds.add(b.id);
  }
  const forms = new Map<string, (typeof sc.formations)[number]>();
  for (const [i, f] of sc.formations.entries()) {
    if (forms.has(f.id)) return bad(`formations[${i}].id`, `duplicate formation ${f.id}`, 'duplicate', f.id);
    forms.set(f.id, f);
  }
  const pieceIds = new Set<string>();
  const dup = (pid: string, path: string) => {
    if (pieceIds.has(pid)) return bad(path, `duplicate piece id ${pid}`, 'duplicate', pid);
    pieceIds.add(pid);
    return null;
  };
  const letters = new Set(sc.entryAreas.map((e) => e.letter));
  for (const [i, u] of sc.units.entries()) {
    const d = dup(u.id, `units[${i}].id`);
    if (d) return d;
    const f = forms.get(u.formation);
    if (!f) return bad(`units[${i}].formation`, `unknown formation ${u.formation}`, 'unknownName', u.formation);
    if (f.side !== u.side) return bad(`units[${i}].formation`, `formation ${u.formation} belongs to the other side`);
    if ((u.start === undefined) === (u.arrives === undefined))
      return bad(`units[${i}].start`, 'a unit has either a start area or an arrival');
    if (u.start !== undefined && !areaIds.has(u.start))
      return bad(`units[${i}].start`, `unknown area ${u.start}`, 'unknownName', u.start);
    if (u.arrives) {
      for (const l of u.arrives.entry.split(''))
        if (!letters.has(l)) return bad(`units[${i}].arrives.entry`, `no entry area lettered ${l}`, 'unknownName', l);
      if (u.arrives.turn > sc.turns) return bad(`units[${i}].arrives.turn`, 'arrives after the last turn');
    }
    if ((u.startSteps ?? 1) > u.steps.length) return bad(`units[${i}].startSteps`, 'more steps than the unit has');
  }
  for (const [i, a] of sc.assets.entries()) {
    const d = dup(a.id, `assets[${i}].id`);
    if (d) return d;
    if (a.formation && forms.get(a.formation)?.side !== a.side)
      return bad(
        `assets[${i}].formation`,
        `unknown formation ${a.formation} for this side`,
        'unknownName',
        a.formation,
      );
    if (a.kind === 'battle' && !a.class) return bad(`assets[${i}].class`, 'a battle asset needs a class');
  }
  for (const [i, e] of sc.events.entries()) {
    const d = dup(e.id, `events[${i}].id`);
    if (d) return d;
    if (e.formation && forms.get(e.formation)?.side !== e.side)
      return bad(
        `events[${i}].formation`,
        `unknown formation ${e.formation} for this side`,
        'unknownName',
        e.formation,
      );
  }
  for (const [i, s] of sc.specialActions.entries()) {
    const d = dup(s.id, `specialActions[${i}].id`);
    if (d) return d;
  }
  for (const [i, e] of sc.entryAreas.entries())
    if (!areaIds.has(e.area)) return bad(`entryAreas[${i}].area`, `unknown area ${e.area}`, 'unknownName', e.area);
  const supplied = new Set<string>();
  for (const [i, s] of sc.supplySources.entries()) {
    if (!areaIds.has(s.area)) return bad(`supplySources[${i}].area`, `unknown area ${s.area}`, 'unknownName', s.area);
    supplied.add(s.side);
  }
  for (const side of ['blue', 'red'] as const) {
    for (const [i, a] of (sc.initialControl.areas[side] ?? []).entries())
      if (!areaIds.has(a)) return bad(`initialControl.areas.${side}[${i}]`, `unknown area ${a}`, 'unknownName', a);
    if (!supplied.has(side)) return bad('supplySources', `no supply source for ${side}`);
  }
  for (const f of Object.keys(sc.extraDefenderArtillery ?? {}))
    if (!forms.has(f)) return bad(`extraDefenderArtillery.${f}`, `unknown formation ${f}`, 'unknownName', f);
  const turns = new Set<number>();
  for (const r of sc.turnRecord) turns.add(r.turn);
  for (let t = 1; t <= sc.turns; t++) if (!turns.has(t)) return bad('turnRecord', `turn ${t} is missing`);
  return { ok: true, value: sc };
}

/** 6.4 an edited combat table (rules option), checked: refused with the path of its first bad field. */
export function checkCombatTable(raw: unknown): Result<CombatTable> {
  return check(CombatTableSchema, raw, 'scenario', 'Rules option', 'options.combatTable');
}
