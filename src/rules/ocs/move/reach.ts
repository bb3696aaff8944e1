/**
 * Where a unit or stack may go (Dijkstra over the hex graph, a Pareto search for a stack of several movement types),
 * why a hex is out of reach, and checking and making a move along a path.
 */
import { reject, accept, type Result, type Rejection } from '../../common/result';
import { DIRECTIONS, hexLabel, parseHex, type HexKey } from '../hex';
import { FRESH, liveEnemyZoc, occupancy, phaseMove } from '../board';
import { allowance } from '../modes';
import { paySupply } from '../depots';
import type { MoveType, OcsGame, Unit } from '../types';
import { own } from '../../common/own';

import { at } from '../../common/narrow';
import { costAt, edgeCosts, graphOf, keyAt, movementChart, nbAt, stepCost, type Step } from './costs';

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
  const first = at(units, 0, 'unit');
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
      const dp = costAt(d, p);
      if (dp <= dist) break;
      d[i] = dp;
      v[i] = at(v, p, 'heap entry');
      i = p;
    }
    d[i] = dist;
    v[i] = x;
  }
  pop(): [number, number] {
    const d = this.d,
      v = this.v;
    const topD = costAt(d, 0),
      topV = at(v, 0, 'heap entry');
    const lastD = d.pop() ?? Infinity,
      lastV = v.pop() ?? topV;
    const n = v.length;
    if (n > 0) {
      let i = 0;
      for (;;) {
        let c = 2 * i + 1;
        if (c >= n) break;
        if (c + 1 < n && costAt(d, c + 1) < costAt(d, c)) c++;
        const dc = costAt(d, c);
        if (dc >= lastD) break;
        d[i] = dc;
        v[i] = at(v, c, 'heap entry');
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
      if (du > costAt(dist, u)) continue;
      if (u !== start && blocked[u] === 2 && stops) continue;
      for (let j = 0; j < 6; j++) {
        const v = nbAt(graph, u, j);
        if (v < 0 || blocked[v] === 1) continue;
        if (blocked[v] === 2 && m.strategic) continue;
        const nd = du + costAt(w, u * 6 + j);
        if (nd <= R + EPS && nd < costAt(dist, v) - EPS) {
          dist[v] = nd;
          prev[v] = u;
          heap.push(nd, v);
        }
      }
    }
    for (let i = 0; i < n; i++) {
      if (i === start || dist[i] === Infinity) continue;
      const cost = costAt(dist, i);
      out.set(keyAt(graph, i), {
        cost,
        remaining: R - cost,
        prev: keyAt(graph, prev[i] ?? -1),
        minimum: false,
        stop: blocked[i] === 2 && stops,
      });
    }
    // minimum-move: a unit that has not moved may always go one hex, though not into prohibited terrain, an enemy hex or past its mode
    if (m.fresh) {
      for (let j = 0; j < 6; j++) {
        const v = nbAt(graph, start, j);
        if (v < 0 || blocked[v] === 1 || (blocked[v] === 2 && m.strategic)) continue;
        const c = costAt(w, start * 6 + j);
        if (c === Infinity || out.has(keyAt(graph, v))) continue;
        out.set(keyAt(graph, v), {
          cost: R,
          remaining: 0,
          prev: m.hex,
          minimum: true,
          stop: blocked[v] === 2 && stops,
        });
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
  // (the queue grows as labels are found: the loop goes on over them)
  for (const l of queue) {
    if (l.dead) continue;
    const key = keyAt(graph, l.v);
    if (l.v !== start && stops && zoc.has(key)) continue;
    for (let j = 0; j < 6; j++) {
      const v = nbAt(graph, l.v, j);
      if (v < 0 || v === start) continue;
      const vk = keyAt(graph, v);
      if (enemy.has(vk) || (m.strategic && zoc.has(vk))) continue;
      const c = l.c.map((x, i) => x + costAt(ws[i] ?? [], l.v * 6 + j));
      if (c.some((x, i) => x > at(Rs, i, 'allowance') + EPS)) continue;
      const here = labels.get(v) ?? [];
      if (here.some((o) => !o.dead && o.c.every((x, i) => x <= costAt(c, i) + EPS))) continue;
      for (const o of here) if (o.c.every((x, i) => costAt(c, i) <= x + EPS)) o.dead = true;
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
      const s = Math.min(...l.c.map((x, i) => at(Rs, i, 'allowance') - x));
      if (s > slack) {
        slack = s;
        best = l;
      }
    }
    if (!best) continue;
    const path: HexKey[] = [];
    for (let cur: Label | null = best; cur && cur.v !== start; cur = cur.prev) path.push(keyAt(graph, cur.v));
    path.reverse();
    const vk = keyAt(graph, v);
    out.set(vk, {
      cost: costAt(best.c, 0),
      remaining: slack,
      prev: path.at(-2) ?? m.hex,
      minimum: false,
      stop: stops && zoc.has(vk),
      path,
    });
  }
  if (m.fresh) {
    for (let j = 0; j < 6; j++) {
      const v = nbAt(graph, start, j);
      if (v < 0) continue;
      const vk = keyAt(graph, v);
      if (out.has(vk) || enemy.has(vk) || (m.strategic && zoc.has(vk))) continue;
      if (ws.some((w) => w[start * 6 + j] === Infinity)) continue;
      out.set(vk, {
        cost: at(Rs, 0, 'allowance'),
        remaining: 0,
        prev: m.hex,
        minimum: true,
        stop: stops && zoc.has(vk),
        path: [vk],
      });
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
  for (const to of path) {
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
  const main = at(byType, 0, 'movement type');
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
  const dest = at(path, path.length - 1, 'hex');
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
