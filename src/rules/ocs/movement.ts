/**
 * Movement: the cost of each hex entered, reachable hexes (Dijkstra over the chart), paths and moves.
 */
import { reject, accept, type Result, type Rejection } from '../common/result';
import { DIRECTIONS, hexLabel, parseHex, sideHexes, sideKey, type HexKey } from './hex';
import { FRESH, liveEnemyZoc, occupancy, phaseMove } from './board';
import { allowance } from './modes';
import { paySupply } from './depots';
import type { Cost, MoveType, OcsGame, OcsMap, RoadKind, TerrainChart, Unit } from './types';
import { own } from '../common/own';
import { follows } from '../common/rulings';
import { RAIL_AS_ROAD } from './rulings';

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

interface Graph {
  readonly keys: HexKey[];
  readonly index: Map<HexKey, number>;
  /** n*6 neighbour indices, -1 off the map. */
  readonly nb: Int32Array;
}

const graphs = new WeakMap<OcsMap, Graph>();
const costs = new WeakMap<OcsMap, WeakMap<TerrainChart, Partial<Record<MoveType, Float64Array>>>>();

function graphOf(map: OcsMap): Graph {
  let g = graphs.get(map);
  if (g) return g;
  const keys = Object.keys(map.hexes);
  const index = new Map<HexKey, number>();
  const byNum = new Map<number, number>();
  const qs = new Int32Array(keys.length),
    rs = new Int32Array(keys.length);
  keys.forEach((k, i) => {
    index.set(k, i);
    const h = parseHex(k);
    qs[i] = h.q;
    rs[i] = h.r;
    byNum.set(h.q * 65536 + h.r, i);
  });
  const nb = new Int32Array(keys.length * 6).fill(-1);
  for (let i = 0; i < keys.length; i++) {
    for (let j = 0; j < 6; j++) {
      const d = DIRECTIONS[j]!;
      const n = byNum.get((qs[i]! + d.q) * 65536 + rs[i]! + d.r);
      if (n !== undefined) nb[i * 6 + j] = n;
    }
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
function edgeCosts(map: OcsMap, chart: TerrainChart, mt: MoveType): Float64Array {
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
    const ts = map.hexes[g.keys[i]!]!.terrain;
    if (ts.length === 0) best = Infinity;
    for (const t of ts) best = Math.max(best, num(own(chart.terrain, t)?.[mt]));
    tc[i] = best;
  }
  const arr = new Float64Array(n * 6).fill(Infinity);
  for (let i = 0; i < n; i++) {
    if (tc[i] === Infinity) continue;
    for (let j = 0; j < 6; j++) {
      const v = g.nb[i * 6 + j]!;
      if (v >= 0) arr[i * 6 + j] = tc[v]!;
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
      arr[a * 6 + j] = arr[a * 6 + j]! + add;
    });
  }
  const road = (s: string, kind: RoadKind) => {
    const c = num(chart.roads[kind][mt]);
    both(s, (a, _b, j) => {
      if (c <= arr[a * 6 + j]!) arr[a * 6 + j] = c;
    });
  };
  for (const [s, kind] of Object.entries(map.roads)) road(s, kind);
  for (const s of Object.keys(map.rails)) road(s, 'railway');
  byType[mt] = arr;
  return arr;
}

/* ---------- movers ---------- */

export interface Mover {
  readonly units: readonly Unit[];
  readonly hex: HexKey;
  /** Movement type of the first unit (the one whose costs are shown first). */
  readonly moveType: MoveType;
  /** Every movement type in the stack, the first unit's first. */
  readonly types: readonly MoveType[];
  /** Points left to the stack (the smallest of its units). */
  readonly remaining: number;
  /** Points left per movement type (the smallest among the units of that type). */
  readonly remainingBy: Readonly<Partial<Record<MoveType, number>>>;
  /** No unit of the stack has moved a hex yet this phase: the one-hex minimum may apply. */
  readonly fresh: boolean;
  readonly strategic: boolean;
  /** Some unit needs fuel and has not been fuelled this phase. */
  readonly needsFuel: boolean;
}

// movement: units move alone or as a stack from one hex; each unit of a stack pays its own movement type's costs
export function mover(g: OcsGame, unitIds: readonly string[]): Result<Mover> {
  if (unitIds.length === 0) return reject('movement', 'Choose at least one unit to move.', 'move.none');
  if (new Set(unitIds).size !== unitIds.length) return reject('movement', 'A unit is listed twice.', 'move.twice');
  if (g.segment !== 'movement') return reject('phase', 'Units move in the movement segment.', 'move.segment');
  const units: Unit[] = [];
  for (const id of unitIds) {
    const u = own(g.units, id);
    if (!u || u.where !== 'map' || u.hex === null) return reject('movement', 'That unit is not on the map.', 'noUnit');
    if (u.side !== g.player) return reject('movement', 'Only the player in phase moves units.', 'notYours');
    units.push(u);
  }
  const first = units[0]!;
  if (units.some((u) => u.hex !== first.hex))
    return reject('movement', 'Units moving together must start in the same hex.', 'move.stackHex');
  let remaining = Infinity;
  const remainingBy: Partial<Record<MoveType, number>> = {};
  const types: MoveType[] = [];
  let fresh = true;
  let needsFuel = false;
  for (const u of units) {
    const pm = phaseMove(g, u.id);
    if (pm.done) return reject('movement', `${u.name} has finished moving this phase.`, 'move.done', { unit: u.name });
    const left = Math.max(0, allowance(u) - pm.spent);
    remaining = Math.min(remaining, left);
    remainingBy[u.moveType] = Math.min(remainingBy[u.moveType] ?? Infinity, left);
    if (!types.includes(u.moveType)) types.push(u.moveType);
    if (pm.hexes > 0) fresh = false;
    if (u.fuel && !pm.fueled) needsFuel = true;
  }
  return accept({
    units,
    hex: first.hex!,
    moveType: first.moveType,
    types,
    remaining: Math.max(0, remaining),
    remainingBy,
    fresh,
    strategic: units.some((u) => u.mode === 'strategic'),
    needsFuel,
  });
}

export interface Reach {
  readonly cost: number;
  readonly remaining: number;
  readonly prev: HexKey;
  /** Reached only through the one-hex minimum move. */
  readonly minimum: boolean;
  /** The hex is in a live enemy zone of control: the move ends there. */
  readonly stop: boolean;
  /** For a stack of several movement types: the whole path (start excluded). */
  readonly path?: readonly HexKey[];
}

class Heap {
  private d: number[] = [];
  private v: number[] = [];
  get size(): number {
    return this.v.length;
  }
  push(dist: number, x: number): void {
    const d = this.d,
      v = this.v;
    let i = v.length;
    d.push(dist);
    v.push(x);
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (d[p]! <= dist) break;
      d[i] = d[p]!;
      v[i] = v[p]!;
      i = p;
    }
    d[i] = dist;
    v[i] = x;
  }
  pop(): [number, number] {
    const d = this.d,
      v = this.v;
    const topD = d[0]!,
      topV = v[0]!;
    const lastD = d.pop()!,
      lastV = v.pop()!;
    const n = v.length;
    if (n > 0) {
      let i = 0;
      for (;;) {
        let c = 2 * i + 1;
        if (c >= n) break;
        if (c + 1 < n && d[c + 1]! < d[c]!) c++;
        if (d[c]! >= lastD) break;
        d[i] = d[c]!;
        v[i] = v[c]!;
        i = c;
      }
      d[i] = lastD;
      v[i] = lastV;
    }
    return [topD, topV];
  }
}

const EPS = 1e-9;

/** Blocked hexes for a mover: enemy-occupied; and the live enemy zones of control. */
function obstacles(g: OcsGame, m: Mover): { enemy: Set<HexKey>; zoc: Set<HexKey> } {
  const enemy = new Set<HexKey>();
  for (const [h, us] of occupancy(g)) if (us.some((u) => u.side !== g.player)) enemy.add(h);
  return {
    enemy,
    zoc: liveEnemyZoc(
      g,
      g.player,
      m.units.map((u) => u.id),
    ),
  };
}

// movement-points, minimum-move, zoc: every hex the mover can reach now, cheapest first (Dijkstra over the chart)
export function reachable(g: OcsGame, m: Mover): Map<HexKey, Reach> {
  if (m.types.length > 1) return reachableMixed(g, m);
  const out = new Map<HexKey, Reach>();
  const graph = graphOf(g.map);
  const start = graph.index.get(m.hex);
  if (start === undefined) return out;
  const w = edgeCosts(g.map, movementChart(g), m.moveType);
  const { enemy, zoc } = obstacles(g, m);
  const n = graph.keys.length;
  const dist = new Float64Array(n).fill(Infinity);
  const prev = new Int32Array(n).fill(-1);
  const blocked = new Uint8Array(n); // 1 enemy, 2 zone of control
  for (const h of enemy) {
    const i = graph.index.get(h);
    if (i !== undefined) blocked[i] = 1;
  }
  for (const h of zoc) {
    const i = graph.index.get(h);
    if (i !== undefined && blocked[i] === 0) blocked[i] = 2;
  }
  const stops = g.chart.zocStopsMove;
  const R = m.remaining;
  if (!m.needsFuel || canFuel(g, m)) {
    dist[start] = 0;
    const heap = new Heap();
    heap.push(0, start);
    while (heap.size > 0) {
      const [du, u] = heap.pop();
      if (du > dist[u]!) continue;
      if (u !== start && blocked[u] === 2 && stops) continue;
      for (let j = 0; j < 6; j++) {
        const v = graph.nb[u * 6 + j]!;
        if (v < 0 || blocked[v] === 1) continue;
        if (blocked[v] === 2 && m.strategic) continue;
        const nd = du + w[u * 6 + j]!;
        if (nd <= R + EPS && nd < dist[v]! - EPS) {
          dist[v] = nd;
          prev[v] = u;
          heap.push(nd, v);
        }
      }
    }
    for (let i = 0; i < n; i++) {
      if (i === start || dist[i] === Infinity) continue;
      out.set(graph.keys[i]!, {
        cost: dist[i]!,
        remaining: R - dist[i]!,
        prev: graph.keys[prev[i]!]!,
        minimum: false,
        stop: blocked[i] === 2 && stops,
      });
    }
    // minimum-move: a unit that has not moved may always go one hex, though not into prohibited terrain, an enemy hex or past its mode
    if (m.fresh) {
      for (let j = 0; j < 6; j++) {
        const v = graph.nb[start * 6 + j]!;
        if (v < 0 || blocked[v] === 1 || (blocked[v] === 2 && m.strategic)) continue;
        const c = w[start * 6 + j]!;
        if (c === Infinity || out.has(graph.keys[v]!)) continue;
        out.set(graph.keys[v]!, { cost: R, remaining: 0, prev: m.hex, minimum: true, stop: blocked[v] === 2 && stops });
      }
    }
  }
  return out;
}

interface Label {
  readonly v: number;
  readonly c: readonly number[];
  readonly prev: Label | null;
  dead: boolean;
}

// movement-points: a stack of several movement types: every unit must afford the path with its own costs (Pareto search)
function reachableMixed(g: OcsGame, m: Mover): Map<HexKey, Reach> {
  const out = new Map<HexKey, Reach>();
  const graph = graphOf(g.map);
  const start = graph.index.get(m.hex);
  if (start === undefined || (m.needsFuel && !canFuel(g, m))) return out;
  const ws = m.types.map((t) => edgeCosts(g.map, movementChart(g), t));
  const Rs = m.types.map((t) => m.remainingBy[t] ?? 0);
  const { enemy, zoc } = obstacles(g, m);
  const stops = g.chart.zocStopsMove;
  const labels = new Map<number, Label[]>();
  const first: Label = { v: start, c: Rs.map(() => 0), prev: null, dead: false };
  labels.set(start, [first]);
  const queue: Label[] = [first];
  for (let qi = 0; qi < queue.length; qi++) {
    const l: Label = queue[qi]!;
    if (l.dead) continue;
    const key = graph.keys[l.v]!;
    if (l.v !== start && stops && zoc.has(key)) continue;
    for (let j = 0; j < 6; j++) {
      const v: number = graph.nb[l.v * 6 + j]!;
      if (v < 0 || v === start) continue;
      const vk = graph.keys[v]!;
      if (enemy.has(vk) || (m.strategic && zoc.has(vk))) continue;
      const c = l.c.map((x, i) => x + ws[i]![l.v * 6 + j]!);
      if (c.some((x, i) => x > Rs[i]! + EPS)) continue;
      const here = labels.get(v) ?? [];
      if (here.some((o) => !o.dead && o.c.every((x, i) => x <= c[i]! + EPS))) continue;
      for (const o of here) if (o.c.every((x, i) => c[i]! <= x + EPS)) o.dead = true;
      const nl: Label = { v, c, prev: l, dead: false };
      labels.set(v, [...here.filter((o) => !o.dead), nl]);
      queue.push(nl);
    }
  }
  for (const [v, ls] of labels) {
    if (v === start) continue;
    let best: Label | null = null;
    let slack = -Infinity;
    for (const l of ls) {
      if (l.dead) continue;
      const s = Math.min(...l.c.map((x, i) => Rs[i]! - x));
      if (s > slack) {
        slack = s;
        best = l;
      }
    }
    if (!best) continue;
    const path: HexKey[] = [];
    for (let cur: Label | null = best; cur && cur.v !== start; cur = cur.prev) path.push(graph.keys[cur.v]!);
    path.reverse();
    const vk = graph.keys[v]!;
    out.set(vk, {
      cost: best.c[0]!,
      remaining: slack,
      prev: path.length > 1 ? path[path.length - 2]! : m.hex,
      minimum: false,
      stop: stops && zoc.has(vk),
      path,
    });
  }
  if (m.fresh) {
    for (let j = 0; j < 6; j++) {
      const v = graph.nb[start * 6 + j]!;
      if (v < 0) continue;
      const vk = graph.keys[v]!;
      if (out.has(vk) || enemy.has(vk) || (m.strategic && zoc.has(vk))) continue;
      if (ws.some((w) => w[start * 6 + j] === Infinity)) continue;
      out.set(vk, { cost: Rs[0]!, remaining: 0, prev: m.hex, minimum: true, stop: stops && zoc.has(vk), path: [vk] });
    }
  }
  return out;
}

function canFuel(g: OcsGame, m: Mover): boolean {
  return paySupply(g, g.player, m.hex, g.chart.fuelSp).ok;
}

/** The path to `to` found by `reachable`, start excluded. */
// movement: the path the search found to a hex
/**
 * movement-points: why a stack cannot reach `target` this phase. With unlimited points the same search
 * tells apart a hex that is merely too far (its cheapest cost is named) from one that no route reaches
 * (prohibited terrain, enemy units or zones of control block every way).
 */
export function explainUnreachable(g: OcsGame, m: Mover, target: HexKey): Rejection {
  const hex = hexLabel(target);
  if (target === m.hex) return reject('movement', 'The stack is already in that hex.', 'move.here', { hex });
  // the hex itself refused, whatever the route: an enemy unit in it, or an enemy zone of control for a stack in
  // strategic mode (issue 27: a tap on an enemy unit said "no route", not the real cause)
  const { enemy, zoc } = obstacles(g, m);
  if (enemy.has(target))
    return reject('movement', 'An enemy unit holds that hex; overruns are not part of this app.', 'move.enemy', {
      hex,
    });
  if (m.strategic && zoc.has(target))
    return reject('modes', 'Units in strategic mode may not enter an enemy zone of control.', 'move.strategicZoc', {
      hex,
    });
  if (m.remaining <= 0)
    return reject('movement-points', 'This stack has no movement points left this phase.', 'move.spent', { hex });
  const unlimited = reachable(g, {
    ...m,
    remaining: Number.POSITIVE_INFINITY,
    remainingBy: Object.fromEntries(m.types.map((t) => [t, Number.POSITIVE_INFINITY])),
    fresh: false,
  });
  const r = unlimited.get(target);
  if (!r) {
    return reject(
      'movement',
      `No route reaches hex ${hex}: prohibited terrain, enemy units or zones of control block every way.`,
      'move.noRoute',
      { hex },
    );
  }
  const need = Math.round(r.cost * 100) / 100;
  return reject(
    'movement-points',
    `Hex ${hex} costs at least ${need} MP to reach; this stack has ${m.remaining} left.`,
    'move.tooFarTo',
    { hex, need, left: m.remaining },
  );
}

export function pathTo(reach: Map<HexKey, Reach>, from: HexKey, to: HexKey): HexKey[] | null {
  const r0 = reach.get(to);
  if (!r0) return null;
  if (r0.path) return [...r0.path];
  const path: HexKey[] = [];
  let cur: HexKey = to;
  while (cur !== from) {
    path.push(cur);
    const r = reach.get(cur);
    if (!r) return null;
    cur = r.prev;
  }
  return path.reverse();
}

export interface PathCheck {
  /** Steps and total for the first unit's movement type. */
  readonly steps: readonly Step[];
  readonly total: number;
  /** Every movement type of the stack with its own steps and total (the first one repeats the above). */
  readonly byType: readonly { readonly type: MoveType; readonly steps: readonly Step[]; readonly total: number }[];
  readonly minimum: boolean;
  readonly stop: boolean;
  readonly fuel: number;
}

// movement, minimum-move, zoc, reversibility: check a path hex by hex, with the cost and reason of each step
export function checkPath(g: OcsGame, m: Mover, path: readonly HexKey[]): Result<PathCheck> {
  if (path.length === 0) return reject('movement', 'Choose a hex to move to.', 'move.empty');
  const { enemy, zoc } = obstacles(g, m);
  const byType = m.types.map((type) => ({ type, steps: [] as Step[], total: 0 }));
  let from = m.hex;
  let stop = false;
  for (let i = 0; i < path.length; i++) {
    const to = path[i]!;
    if (stop) return reject('zoc', 'A unit entering an enemy zone of control stops there.', 'move.zocStop');
    const d = parseHex(from),
      e = parseHex(to);
    if (!DIRECTIONS.some((x) => d.q + x.q === e.q && d.r + x.r === e.r))
      return reject('movement', 'Each hex of the path must touch the one before.', 'move.gap');
    if (enemy.has(to))
      return reject('movement', 'An enemy unit holds that hex; overruns are not part of this app.', 'move.enemy');
    if (zoc.has(to) && m.strategic)
      return reject('modes', 'Units in strategic mode may not enter an enemy zone of control.', 'move.strategicZoc');
    for (const bt of byType) {
      const s = stepCost(movementChart(g), g.map, bt.type, from, to);
      if (!s.ok) return s;
      bt.steps.push(s.value);
      bt.total += s.value.cost;
    }
    if (zoc.has(to) && g.chart.zocStopsMove) stop = true;
    from = to;
  }
  const fuel = m.needsFuel ? g.chart.fuelSp : 0;
  if (fuel > 0 && !paySupply(g, g.player, m.hex, fuel).ok) {
    return reject(
      'minimum-move',
      'This unit needs fuel and no friendly depot can pay for it, so it may not move even one hex.',
      'move.fuel',
    );
  }
  const main = byType[0]!;
  const over = byType.find((bt) => bt.total > (m.remainingBy[bt.type] ?? 0) + EPS);
  if (!over) return accept({ steps: main.steps, total: main.total, byType, minimum: false, stop, fuel });
  if (m.fresh && path.length === 1)
    return accept({ steps: main.steps, total: main.total, byType, minimum: true, stop, fuel });
  const left = m.remainingBy[over.type] ?? 0;
  return reject(
    'movement-points',
    `This path costs ${over.total} movement points and only ${left} are left.`,
    'move.tooFar',
    { cost: over.total, left },
  );
}

// movement: commit a move along a path; the stack pays, takes control of the hexes it enters, and stops in a zone of control
export function move(g: OcsGame, unitIds: readonly string[], path: readonly HexKey[]): Result<OcsGame> {
  const m = mover(g, unitIds);
  if (!m.ok) return m;
  const c = checkPath(g, m.value, path);
  if (!c.ok) return c;
  let state: OcsGame = g;
  if (c.value.fuel > 0) {
    const paid = paySupply(state, g.player, m.value.hex, c.value.fuel);
    if (!paid.ok) return paid;
    state = paid.value;
  }
  // a different unit starting its move ends the move of the previous one
  const moves = { ...state.moves };
  const same = state.active.length === unitIds.length && unitIds.every((id) => state.active.includes(id));
  if (!same) for (const id of state.active) moves[id] = { ...(moves[id] ?? FRESH), done: true };
  const dest = path[path.length - 1]!;
  const units = { ...state.units };
  for (const u of m.value.units) {
    const pm = moves[u.id] ?? FRESH;
    const mine = c.value.byType.find((bt) => bt.type === u.moveType)?.total ?? c.value.total;
    const spent = c.value.minimum ? allowance(u) : pm.spent + mine;
    moves[u.id] = {
      ...pm,
      spent,
      hexes: pm.hexes + path.length,
      fueled: pm.fueled || u.fuel,
      done: pm.done || c.value.minimum || c.value.stop || spent >= allowance(u) - EPS,
    };
    units[u.id] = { ...u, hex: dest };
  }
  // control of every hex of the map: copied only when the move changes it (a copy of a few hundred hexes on
  // every move was a fifth of a replay's time)
  let control = state.control;
  if (m.value.units.some((u) => u.combat) && path.some((h) => control[h] !== g.player)) {
    const next: Record<HexKey, OcsGame['player']> = { ...control };
    for (const h of path) next[h] = g.player;
    control = next;
  }
  return accept({ ...state, units, moves, control, active: [...unitIds] });
}
