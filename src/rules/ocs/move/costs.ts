/**
 * Movement costs: the cost of each hex entered (terrain, hexside, road, rail as road) and the same costs laid out per
 * edge of the map's hex graph for the searches of ./reach.ts.
 */
import { reject, accept, type Result } from '../../common/result';
import { DIRECTIONS, parseHex, sideHexes, sideKey, type HexKey } from '../hex';
import type { Cost, MoveType, OcsGame, OcsMap, RoadKind, TerrainChart } from '../types';
import { own } from '../../common/own';
import { known } from '../../common/narrow';
import { follows } from '../../common/rulings';
import { RAIL_AS_ROAD } from '../rulings';

export type CostPart =
  | { readonly kind: 'road'; readonly id: RoadKind; readonly cost: number }
  | { readonly kind: 'terrain'; readonly id: string; readonly cost: number; readonly others: readonly string[] }
  | {
      readonly kind: 'hexside';
      readonly id: string;
      readonly cost: number;
      readonly cancelledBy?: 'bridge' | 'pontoon';
    };

export interface Step {
  readonly from: HexKey;
  readonly to: HexKey;
  readonly cost: number;
  readonly road: RoadKind | null;
  readonly parts: readonly CostPart[];
}

const num = (c: Cost | undefined): number => (typeof c === 'number' ? c : Infinity);

function terrainName(id: string): string {
  return id.replace('-', ' ');
}

function offRoad(chart: TerrainChart, map: OcsMap, mt: MoveType, from: HexKey, to: HexKey): Result<Step> {
  const a = own(map.hexes, from);
  const b = own(map.hexes, to);
  if (!a || !b) return reject('movement', 'That hex is not on the map.', 'move.offMap');
  // costliest terrain in the hex entered
  let best: { id: string; cost: number } | null = null;
  for (const t of b.terrain) {
    const c = own(chart.terrain, t)?.[mt];
    if (c === undefined || c === 'P')
      return reject('terrain', `${mt} units may not enter ${terrainName(t)} except along a road.`, 'move.prohibited', {
        terrain: t,
        type: mt,
      });
    if (!best || c > best.cost) best = { id: t, cost: c };
  }
  if (!best) return reject('terrain', 'That hex has no terrain in the chart.', 'move.noTerrain');
  // A to B only if B to A: leaving terrain the unit could not enter is refused too
  for (const t of a.terrain) {
    if (num(own(chart.terrain, t)?.[mt]) === Infinity)
      return reject(
        'reversibility',
        `${mt} units may not leave ${terrainName(t)} except along a road, since they could not enter it that way.`,
        'move.reverse',
        { terrain: t, type: mt },
      );
  }
  const parts: CostPart[] = [
    { kind: 'terrain', id: best.id, cost: best.cost, others: b.terrain.filter((t) => t !== best.id) },
  ];
  let cost = best.cost;
  const hs = own(map.hexsides, sideKey(from, to));
  if (hs) {
    const row = own(chart.hexsides, hs.feature);
    const cancel = row?.river && (hs.bridge || hs.pontoon) ? (hs.bridge ? 'bridge' : 'pontoon') : undefined;
    if (cancel) parts.push({ kind: 'hexside', id: hs.feature, cost: 0, cancelledBy: cancel });
    else {
      const c = row?.cost[mt];
      if (c === undefined || c === 'P')
        return reject(
          'hexsides',
          `${mt} units may not cross a ${terrainName(hs.feature)} hexside except along a road.`,
          'move.hexside',
          { hexside: hs.feature, type: mt },
        );
      parts.push({ kind: 'hexside', id: hs.feature, cost: c });
      cost += c;
    }
  }
  return accept({ from, to, cost, road: null, parts });
}

// roads: following a road, track or railway pays its cost and ignores the terrain and hexsides crossed
function roadStep(chart: TerrainChart, map: OcsMap, mt: MoveType, from: HexKey, to: HexKey): Step | null {
  const k = sideKey(from, to);
  const kinds: RoadKind[] = [];
  const r = own(map.roads, k);
  if (r) kinds.push(r);
  if (own(map.rails, k)) kinds.push('railway');
  let best: Step | null = null;
  for (const kind of kinds) {
    const c = chart.roads[kind][mt];
    if (c === 'P') continue;
    if (!best || c < best.cost) best = { from, to, cost: c, road: kind, parts: [{ kind: 'road', id: kind, cost: c }] };
  }
  return best;
}

// movement-points, terrain, hexsides, roads, reversibility: the cost of entering `to` from `from`
export function stepCost(chart: TerrainChart, map: OcsMap, mt: MoveType, from: HexKey, to: HexKey): Result<Step> {
  const road = roadStep(chart, map, mt, from, to);
  const off = offRoad(chart, map, mt, from, to);
  if (road && (!off.ok || road.cost <= off.value.cost)) return accept(road);
  return off;
}

const railAsRoad = new WeakMap<TerrainChart, TerrainChart>();

/**
 * roads: the chart a game's movement reads. From rules version 2 a railway line is a road for every purpose:
 * a unit following one pays the chart's road cost (whatever its movement type) and ignores the hex's other
 * terrain and the hexsides crossed. Version 1 priced railways by their own row, which could prohibit a
 * movement type (wheeled units then paid the terrain, and were kept out of marsh). The derived chart is
 * kept per chart, so the search's cost cache still holds.
 */
export function movementChart(g: Pick<OcsGame, 'chart' | 'rulesVersion'>): TerrainChart {
  if (!follows(g.rulesVersion, RAIL_AS_ROAD)) return g.chart;
  let c = railAsRoad.get(g.chart);
  if (!c) railAsRoad.set(g.chart, (c = { ...g.chart, roads: { ...g.chart.roads, railway: g.chart.roads.road } }));
  return c;
}

/* ---------- cached graph for the search ---------- */

export interface Graph {
  readonly keys: HexKey[];
  readonly index: Map<HexKey, number>;
  /** n*6 neighbour indices, -1 off the map. */
  readonly nb: Int32Array;
}

/** The hex at index `i` of the graph: an index the graph gave, so always there (an error names it otherwise). */
export function keyAt(g: Graph, i: number): HexKey {
  const k = g.keys[i];
  if (k === undefined) throw new Error(`No hex at graph index ${i}.`);
  return k;
}

/** Neighbour `j` (0-5) of hex index `i`, or -1 off the map. */
export const nbAt = (g: Graph, i: number, j: number): number => g.nb[i * 6 + j] ?? -1;

/** A movement cost read from a table of costs: nothing beyond the table can be entered. */
export const costAt = (a: ArrayLike<number>, i: number): number => a[i] ?? Infinity;

const graphs = new WeakMap<OcsMap, Graph>();
const costs = new WeakMap<OcsMap, WeakMap<TerrainChart, Partial<Record<MoveType, Float64Array>>>>();

export function graphOf(map: OcsMap): Graph {
  let g = graphs.get(map);
  if (g) return g;
  const keys = Object.keys(map.hexes);
  const index = new Map<HexKey, number>();
  const byNum = new Map<number, number>();
  const coords = keys.map(parseHex);
  coords.forEach((h, i) => {
    index.set(keys[i] ?? '', i);
    byNum.set(h.q * 65536 + h.r, i);
  });
  const nb = new Int32Array(keys.length * 6).fill(-1);
  for (const [i, h] of coords.entries())
    for (const [j, d] of DIRECTIONS.entries()) {
      const n = byNum.get((h.q + d.q) * 65536 + h.r + d.r);
      if (n !== undefined) nb[i * 6 + j] = n;
    }
  g = { keys, index, nb };
  graphs.set(map, g);
  return g;
}

/** Direction index from hex a to the adjacent hex b, or -1. */
function dirOf(g: Graph, a: number, b: number): number {
  for (let j = 0; j < 6; j++) if (g.nb[a * 6 + j] === b) return j;
  return -1;
}

// movement-points: the same costs as stepCost, laid out per edge for the search (checked against it in tests)
export function edgeCosts(map: OcsMap, chart: TerrainChart, mt: MoveType): Float64Array {
  let byChart = costs.get(map);
  if (!byChart) costs.set(map, (byChart = new WeakMap()));
  let byType = byChart.get(chart);
  if (!byType) byChart.set(chart, (byType = {}));
  const have = byType[mt];
  if (have) return have;
  const g = graphOf(map);
  const n = g.keys.length;
  const tc = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    let best = 0;
    const ts = known(map.hexes, keyAt(g, i), 'hex').terrain;
    if (ts.length === 0) best = Infinity;
    for (const t of ts) best = Math.max(best, num(own(chart.terrain, t)?.[mt]));
    tc[i] = best;
  }
  const arr = new Float64Array(n * 6).fill(Infinity);
  for (let i = 0; i < n; i++) {
    if (tc[i] === Infinity) continue;
    for (let j = 0; j < 6; j++) {
      const v = nbAt(g, i, j);
      if (v >= 0) arr[i * 6 + j] = costAt(tc, v);
    }
  }
  const both = (s: string, f: (a: number, b: number, j: number) => void) => {
    const [ka, kb] = sideHexes(s);
    const a = g.index.get(ka),
      b = g.index.get(kb);
    if (a === undefined || b === undefined) return;
    const ja = dirOf(g, a, b),
      jb = dirOf(g, b, a);
    if (ja >= 0) f(a, b, ja);
    if (jb >= 0) f(b, a, jb);
  };
  for (const [s, hs] of Object.entries(map.hexsides)) {
    const row = own(chart.hexsides, hs.feature);
    if (row?.river && (hs.bridge || hs.pontoon)) continue;
    const add = num(row?.cost[mt]);
    both(s, (a, _b, j) => {
      arr[a * 6 + j] = costAt(arr, a * 6 + j) + add;
    });
  }
  const road = (s: string, kind: RoadKind) => {
    const c = num(chart.roads[kind][mt]);
    both(s, (a, _b, j) => {
      if (c <= costAt(arr, a * 6 + j)) arr[a * 6 + j] = c;
    });
  };
  for (const [s, kind] of Object.entries(map.roads)) road(s, kind);
  for (const s of Object.keys(map.rails)) road(s, 'railway');
  byType[mt] = arr;
  return arr;
}
