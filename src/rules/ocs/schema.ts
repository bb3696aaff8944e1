/**
 * Validation of OCS scenarios and terrain charts that come from outside (a custom scenario in a game file,
 * an edited chart): shape and caps with valibot, then every cross-reference, each a lookup among the data's
 * own keys (a hex named `constructor` or a terrain named `toString` is refused, never found on a prototype).
 * Linear in the size of the data. The result is the checked copy, unknown fields dropped.
 */
import * as v from 'valibot';
import { check, dict, id, int, list, msg, name, num } from '../common/checked';
import { reject, type Result } from '../common/result';
import { areAdjacent, sideHexes, sideKey } from './hex';
import { MODES, MOVE_TYPES, type OcsScenarioData, type TerrainChart } from './types';

/** Caps no real OCS scenario reaches (a five-map OCS game has about 10,000 hexes). */
export const OCS_CAPS = {
  hexes: 20_000,
  /** Hexsides, roads and rails each. */
  sides: 60_000,
  units: 5_000,
  depots: 2_000,
  turns: 500,
  chartRows: 100,
  /** Map width and height in hexes; hex coordinates lie within plus or minus this. */
  mapSize: 2_000,
  idLength: 64,
  nameLength: 80,
} as const;
const C = OCS_CAPS;

const HEX = /^-?\d{1,4},-?\d{1,4}$/;
const HexKeyS = v.pipe(v.string(msg('type')), v.regex(HEX, msg('invalid', 'a hex is written "q,r"')));
const SideKeyS = v.pipe(
  v.string(msg('type')),
  v.regex(/^-?\d{1,4},-?\d{1,4}\|-?\d{1,4},-?\d{1,4}$/, msg('invalid', 'a hexside is written "q,r|q,r"')),
);
const SideS = v.picklist(['A', 'B']);
const Cost = v.union([v.literal('P'), num(0, 99)], msg('invalid', 'a cost is a number from 0 to 99 or P'));
const CostRowS = v.object({ foot: Cost, track: Cost, wheeled: Cost });

export const ChartSchema = v.object({
  source: v.optional(v.picklist(['app', 'scenario', 'custom']), 'custom'),
  terrain: dict(id(C.idLength), CostRowS, C.chartRows, 1),
  hexsides: dict(id(C.idLength), v.object({ cost: CostRowS, river: v.boolean() }), C.chartRows),
  roads: v.object({ road: CostRowS, track: CostRowS, railway: CostRowS }),
  zocStopsMove: v.boolean(),
  fuelSp: num(0, 99),
  airbaseSp: num(0, 99),
  fortSp: num(0, 99),
  portSp: v.optional(num(0, 99)),
  depotTable: v.tuple([num(0, 100), num(0, 100), num(0, 100), num(0, 100), num(0, 100), num(0, 100)]),
});

const UnitS = v.object({
  id: id(C.idLength),
  name: name(C.nameLength),
  side: SideS,
  combat: v.boolean(),
  hq: v.optional(v.boolean()),
  moveType: v.picklist(MOVE_TYPES),
  ma: v.object({ combat: num(0, 99), move: num(0, 99) }),
  re: v.pipe(
    num(0, 100),
    v.check((x) => x > 0, msg('range', 0.1, 100)),
  ),
  fuel: v.boolean(),
  mode: v.picklist(MODES),
  dg: v.boolean(),
  lowSupply: v.boolean(),
  stepLoss: int(0, 10),
  engineer: v.boolean(),
  supplied: v.boolean(),
  where: v.picklist(['map', 'turn-record', 'destroyed']),
  hex: v.nullable(HexKeyS),
  returnTurn: v.optional(int(0, C.turns)),
});

export const OcsScenarioSchema = v.object({
  id: id(C.idLength),
  version: int(1, 1_000_000),
  lastTurn: int(1, C.turns),
  firstSide: SideS,
  sideNames: v.optional(v.object({ A: name(C.nameLength), B: name(C.nameLength) })),
  map: v.object({
    width: int(1, C.mapSize),
    height: int(1, C.mapSize),
    hexes: dict(
      HexKeyS,
      v.object({
        terrain: list(id(C.idLength), 4, 1),
        settlement: v.optional(v.picklist(['village', 'town', 'city'])),
        port: v.optional(v.boolean()),
        name: v.optional(name(C.nameLength)),
      }),
      C.hexes,
      1,
    ),
    hexsides: dict(
      SideKeyS,
      v.object({ feature: id(C.idLength), bridge: v.optional(v.boolean()), pontoon: v.optional(v.boolean()) }),
      C.sides,
    ),
    roads: dict(SideKeyS, v.picklist(['road', 'track']), C.sides),
    rails: dict(
      SideKeyS,
      v.object({ gauge: v.picklist(['standard', 'broad']), double: v.optional(v.boolean()) }),
      C.sides,
    ),
  }),
  chart: ChartSchema,
  control: dict(HexKeyS, SideS, C.hexes),
  units: list(UnitS, C.units),
  depots: list(v.object({ id: id(C.idLength), side: SideS, hex: HexKeyS, sp: num(0, 10_000) }), C.depots),
  airbases: dict(HexKeyS, int(0, 3), C.hexes),
  forts: dict(HexKeyS, int(0, 4), C.hexes),
  ports: v.optional(dict(HexKeyS, int(0, 3), C.hexes)),
  railCapacity: v.object({ A: num(0, 10_000), B: num(0, 10_000) }),
  entry: v.object({ A: HexKeyS, B: HexKeyS }),
});

const bad = (path: string, why: string, reason: 'unknownName' | 'duplicate' | 'invalid', nameOf = '') =>
  reject('phase', `Scenario field ${path} ${why}.`, `import.field.${reason}`, {
    path,
    name: nameOf.slice(0, 40),
    detail: why,
  });

// terrain: an edited or scenario chart must give a cost or 'P' for every movement type
export function checkChart(x: unknown, prefix = 'chart'): Result<TerrainChart> {
  if (typeof x !== 'object' || x === null) return reject('terrain', 'The terrain chart is missing.', 'chart.missing');
  return check(ChartSchema, x, 'terrain', 'Terrain chart', prefix);
}

/** The map's hexes use only terrain and hexside types of `chart` (its own rows). */
export function checkChartCovers(s: OcsScenarioData, chart: TerrainChart, where = 'chart'): Result<TerrainChart> {
  for (const [k, h] of Object.entries(s.map.hexes))
    for (const t of h.terrain)
      if (!Object.hasOwn(chart.terrain, t))
        return bad(`map.hexes.${k}.terrain`, `uses terrain "${t}" missing from the ${where}`, 'unknownName', t);
  for (const [k, h] of Object.entries(s.map.hexsides))
    if (!Object.hasOwn(chart.hexsides, h.feature))
      return bad(
        `map.hexsides.${k}.feature`,
        `uses "${h.feature}" missing from the ${where}`,
        'unknownName',
        h.feature,
      );
  return { ok: true, value: chart };
}

// phase: a scenario must hold together before a game starts: a rejection names the first bad field
export function checkScenario(x: unknown): Result<OcsScenarioData> {
  const r = check(OcsScenarioSchema, x, 'phase', 'Scenario');
  if (!r.ok) return r;
  const s: OcsScenarioData = r.value;
  const hexes = s.map.hexes;
  const onMap = (k: string | null): boolean => k !== null && Object.hasOwn(hexes, k);
  const covered = checkChartCovers(s, s.chart);
  if (!covered.ok) return covered;
  for (const f of ['hexsides', 'roads', 'rails'] as const)
    for (const k of Object.keys(s.map[f])) {
      const [a, b] = sideHexes(k);
      if (!onMap(a) || !onMap(b)) return bad(`map.${f}.${k}`, 'joins a hex that is not on the map', 'unknownName', k);
      if (!areAdjacent(a, b) || sideKey(a, b) !== k)
        return bad(`map.${f}.${k}`, 'must join two adjacent hexes, lower key first', 'invalid');
    }
  const ids = new Set<string>();
  for (const [i, u] of s.units.entries()) {
    if (ids.has(u.id)) return bad(`units[${i}].id`, `repeats ${u.id}`, 'duplicate', u.id);
    ids.add(u.id);
    if (u.where === 'map' && !onMap(u.hex))
      return bad(`units[${i}].hex`, `"${String(u.hex)}" is not on the map`, 'unknownName', String(u.hex));
  }
  const depotIds = new Set<string>();
  for (const [i, d] of s.depots.entries()) {
    if (depotIds.has(d.id)) return bad(`depots[${i}].id`, `repeats ${d.id}`, 'duplicate', d.id);
    depotIds.add(d.id);
    if (!onMap(d.hex)) return bad(`depots[${i}].hex`, `"${d.hex}" is not on the map`, 'unknownName', d.hex);
  }
  for (const f of ['control', 'airbases', 'forts', 'ports'] as const)
    for (const k of Object.keys(s[f] ?? {}))
      if (!onMap(k)) return bad(`${f}.${k}`, 'is not on the map', 'unknownName', k);
  for (const side of ['A', 'B'] as const)
    if (!onMap(s.entry[side]))
      return bad(`entry.${side}`, `"${s.entry[side]}" is not on the map`, 'unknownName', s.entry[side]);
  return { ok: true, value: s };
}
