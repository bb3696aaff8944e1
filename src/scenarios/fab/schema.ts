/**
 * Typed validator for FAB scenarios (valibot): shape first, then cross-references. A broken scenario is
 * refused with the path of the bad field, e.g. `units[3].formation`.
 */
import * as v from 'valibot';
import { reject, type Result } from '../../rules/common/result';
import type { FabScenario } from '../../rules/fab/types';

const Side = v.picklist(['blue', 'red']);
const Quality = v.picklist(['elite', 'veteran', 'recruit']);
const UnitClass = v.picklist(['armor', 'infantry']);
const Id = v.pipe(v.string(), v.minLength(1));
const Num = v.pipe(v.number(), v.finite());
const Int = v.pipe(v.number(), v.integer());
const NonNegInt = v.pipe(v.number(), v.integer(), v.minValue(0));
const SideRecord = v.object({ blue: NonNegInt, red: NonNegInt });
const PartialSideRecord = v.object({ blue: v.optional(Int), red: v.optional(Int) });

const Area = v.object({
  id: Id,
  number: Int,
  name: Id,
  terrain: v.picklist([0, 1, 2, 3]),
  x: Num,
  y: Num,
  polygon: v.optional(v.array(v.object({ x: Num, y: Num }))),
  entry: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]$/))),
  vp: v.optional(Int),
});

const Boundary = v.object({
  id: Id,
  a: Id,
  b: Id,
  river: v.boolean(),
  road: v.boolean(),
  bridge: v.optional(v.string()),
});
const Formation = v.object({ id: Id, side: Side, name: Id, colour: Id, letter: v.pipe(v.string(), v.length(1)) });
const Arrival = v.object({
  turn: v.pipe(Int, v.minValue(1)),
  entry: v.pipe(v.string(), v.regex(/^[A-Z]{1,2}$/)),
  steps: v.optional(v.pipe(Int, v.minValue(1))),
});
const Unit = v.object({
  id: Id,
  side: Side,
  name: Id,
  type: v.optional(v.string()),
  formation: Id,
  class: UnitClass,
  steps: v.pipe(v.array(Quality), v.minLength(1), v.maxLength(4)),
  start: v.optional(Id),
  startSteps: v.optional(v.pipe(Int, v.minValue(1))),
  arrives: v.optional(Arrival),
  reserveEligible: v.optional(v.boolean()),
});
const Asset = v.object({
  id: Id,
  side: Side,
  name: Id,
  kind: v.picklist(['artillery', 'battle', 'engineer', 'staff']),
  formation: v.optional(Id),
  class: v.optional(UnitClass),
  quality: Quality,
  turn: v.optional(NonNegInt),
  startBox: v.optional(v.picklist(['available', 'used', 'cup'])),
  cannotRetreat: v.optional(v.boolean()),
});
const Effect = v.variant('kind', [
  v.object({ kind: v.literal('special-action') }),
  v.object({
    kind: v.literal('replacements'),
    steps: v.pipe(Int, v.minValue(1)),
    unitClass: v.optional(UnitClass),
    allowElite: v.optional(v.boolean()),
  }),
  v.object({ kind: v.literal('air-support'), dice: v.pipe(Int, v.minValue(1)), quality: Quality }),
  v.object({ kind: v.literal('extra-draw'), count: v.pipe(Int, v.minValue(1)) }),
  v.object({ kind: v.literal('rally-assets'), count: v.pipe(Int, v.minValue(1)) }),
  v.object({ kind: v.literal('victory-points'), points: Int }),
]);
const Event = v.object({
  id: Id,
  side: Side,
  name: Id,
  formation: v.optional(Id),
  turn: v.optional(NonNegInt),
  effect: Effect,
  when: v.optional(v.picklist(['admin', 'combat', 'any'])),
});
const SpecialAction = v.object({ id: Id, side: Side, name: Id, turn: v.optional(NonNegInt) });
const TurnEntry = v.object({
  turn: v.pipe(Int, v.minValue(1)),
  label: Id,
  draws: SideRecord,
  drawsSecond: v.optional(SideRecord),
  suddenDeath: v.optional(PartialSideRecord),
});
const Modifier = v.object({
  id: Id,
  rule: Id,
  delta: Int,
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
  label: Id,
  appDefault: v.boolean(),
  base: v.pipe(Int, v.minValue(1), v.maxValue(10)),
  modifiers: v.array(Modifier),
});

export const FabScenarioSchema = v.object({
  id: Id,
  version: v.pipe(Int, v.minValue(1)),
  name: Id,
  sides: v.tuple([
    v.object({ id: v.literal('blue'), name: Id, colour: Id }),
    v.object({ id: v.literal('red'), name: Id, colour: Id }),
  ]),
  firstPlayer: Side,
  turns: v.pipe(Int, v.minValue(1)),
  areas: v.pipe(v.array(Area), v.minLength(2)),
  boundaries: v.array(Boundary),
  formations: v.array(Formation),
  units: v.array(Unit),
  assets: v.array(Asset),
  events: v.array(Event),
  specialActions: v.array(SpecialAction),
  entryAreas: v.array(v.object({ letter: v.pipe(v.string(), v.regex(/^[A-Z]$/)), area: Id, side: Side })),
  reserveMarkers: SideRecord,
  supplySources: v.array(v.object({ side: Side, area: Id, needsControl: v.optional(v.boolean()) })),
  initialControl: v.object({
    defaultControl: Side,
    areas: v.object({ blue: v.optional(v.array(Id)), red: v.optional(v.array(Id)) }),
  }),
  turnRecord: v.array(TurnEntry),
  victory: v.object({ perStepEliminated: v.optional(NonNegInt), blueWinsAbove: Int }),
  extraDefenderArtillery: v.optional(v.record(v.string(), NonNegInt)),
  extraEngineerFunctions: v.optional(v.array(v.string())),
  strategicMoveLimit: v.optional(PartialSideRecord),
  combatTable: CombatTableSchema,
  notes: v.optional(v.string()),
});

function bad(path: string, message: string): Result<never> {
  return reject('scenario', `Scenario field ${path}: ${message}`, 'scenario.invalid', { path });
}

/** Validate a FAB scenario: shape (valibot), then every cross-reference. Rejection names the bad field. */
export function validateFabScenario(data: unknown): Result<FabScenario> {
  const parsed = v.safeParse(FabScenarioSchema, data);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const path = (issue.path ?? [])
      .map((p) => (typeof p.key === 'number' ? `[${p.key}]` : `.${String(p.key)}`))
      .join('')
      .replace(/^\./, '');
    return bad(path || '(root)', issue.message);
  }
  const sc: FabScenario = parsed.output;
  const areaIds = new Set<string>();
  for (const [i, a] of sc.areas.entries()) {
    if (areaIds.has(a.id)) return bad(`areas[${i}].id`, `duplicate area id ${a.id}`);
    areaIds.add(a.id);
  }
  const numbers = new Set<number>();
  for (const [i, a] of sc.areas.entries()) {
    if (numbers.has(a.number)) return bad(`areas[${i}].number`, `duplicate area number ${a.number}`);
    numbers.add(a.number);
  }
  const pairs = new Set<string>();
  const bIds = new Set<string>();
  for (const [i, b] of sc.boundaries.entries()) {
    if (!areaIds.has(b.a)) return bad(`boundaries[${i}].a`, `unknown area ${b.a}`);
    if (!areaIds.has(b.b)) return bad(`boundaries[${i}].b`, `unknown area ${b.b}`);
    if (b.a === b.b) return bad(`boundaries[${i}].b`, 'a boundary joins two different areas');
    const k = [b.a, b.b].sort().join('|');
    if (pairs.has(k)) return bad(`boundaries[${i}]`, `a second boundary between ${b.a} and ${b.b}`);
    if (bIds.has(b.id)) return bad(`boundaries[${i}].id`, `duplicate boundary id ${b.id}`);
    pairs.add(k);
    bIds.add(b.id);
  }
  const forms = new Map(sc.formations.map((f) => [f.id, f]));
  const pieceIds = new Set<string>();
  const dup = (id: string, path: string) => {
    if (pieceIds.has(id)) return bad(path, `duplicate piece id ${id}`);
    pieceIds.add(id);
    return null;
  };
  const letters = new Set(sc.entryAreas.map((e) => e.letter));
  for (const [i, u] of sc.units.entries()) {
    const d = dup(u.id, `units[${i}].id`);
    if (d) return d;
    const f = forms.get(u.formation);
    if (!f) return bad(`units[${i}].formation`, `unknown formation ${u.formation}`);
    if (f.side !== u.side) return bad(`units[${i}].formation`, `formation ${u.formation} belongs to the other side`);
    if ((u.start === undefined) === (u.arrives === undefined))
      return bad(`units[${i}].start`, 'a unit has either a start area or an arrival');
    if (u.start !== undefined && !areaIds.has(u.start)) return bad(`units[${i}].start`, `unknown area ${u.start}`);
    if (u.arrives) {
      for (const l of u.arrives.entry.split(''))
        if (!letters.has(l)) return bad(`units[${i}].arrives.entry`, `no entry area lettered ${l}`);
      if (u.arrives.turn > sc.turns) return bad(`units[${i}].arrives.turn`, 'arrives after the last turn');
    }
    if ((u.startSteps ?? 1) > u.steps.length) return bad(`units[${i}].startSteps`, 'more steps than the unit has');
  }
  for (const [i, a] of sc.assets.entries()) {
    const d = dup(a.id, `assets[${i}].id`);
    if (d) return d;
    if (a.formation && forms.get(a.formation)?.side !== a.side)
      return bad(`assets[${i}].formation`, `unknown formation ${a.formation} for this side`);
    if (a.kind === 'battle' && !a.class) return bad(`assets[${i}].class`, 'a battle asset needs a class');
  }
  for (const [i, e] of sc.events.entries()) {
    const d = dup(e.id, `events[${i}].id`);
    if (d) return d;
    if (e.formation && forms.get(e.formation)?.side !== e.side)
      return bad(`events[${i}].formation`, `unknown formation ${e.formation} for this side`);
  }
  for (const [i, s] of sc.specialActions.entries()) {
    const d = dup(s.id, `specialActions[${i}].id`);
    if (d) return d;
  }
  for (const [i, e] of sc.entryAreas.entries())
    if (!areaIds.has(e.area)) return bad(`entryAreas[${i}].area`, `unknown area ${e.area}`);
  for (const [i, s] of sc.supplySources.entries())
    if (!areaIds.has(s.area)) return bad(`supplySources[${i}].area`, `unknown area ${s.area}`);
  for (const side of ['blue', 'red'] as const) {
    for (const [i, a] of (sc.initialControl.areas[side] ?? []).entries())
      if (!areaIds.has(a)) return bad(`initialControl.areas.${side}[${i}]`, `unknown area ${a}`);
    if (!sc.supplySources.some((s) => s.side === side)) return bad('supplySources', `no supply source for ${side}`);
  }
  for (let t = 1; t <= sc.turns; t++) {
    const i = sc.turnRecord.findIndex((r) => r.turn === t);
    if (i < 0) return bad('turnRecord', `turn ${t} is missing`);
  }
  for (const [i, f] of sc.formations.entries())
    if (sc.formations.findIndex((g) => g.id === f.id) !== i)
      return bad(`formations[${i}].id`, `duplicate formation ${f.id}`);
  return { ok: true, value: sc };
}
