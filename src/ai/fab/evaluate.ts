/**
 * How good a (sampled) state is for one side, in victory points and then as a utility in (-1, 1).
 *
 * The projected margin is the victory margin now (19.0: area VP, eliminated enemy steps, event VP, against the
 * scenario's threshold) plus what the position is likely to add to it before the game ends: each VP area's
 * chance to change hands in the combat phases left (the strength standing in it against the strength that can
 * reach it, 2.4 terrain and 5.23 defences helping the holder), strength kept on the map (worth less as the end
 * nears, when only VP count), order and supply (6.5, 9.33), the distance of the side's units to the VP areas it
 * must take (blown bridges counting as a long way round, 5.32), and the pieces in each box (an asset in Available
 * is worth more than one in the cup or Used).
 *
 * The utility is tanh(margin / scale), with a scale that shrinks as the game nears its end: late in the game a
 * side that is behind gains from any chance to turn the result (a gamble's average utility beats a sure small
 * loss), and a side ahead avoids risks. That is how the opponent's aggression grows with its deficit and with
 * fewer turns left (issue 29).
 */
import { boardIndex } from '../../rules/fab/board';
import { victoryPoints } from '../../rules/fab/supply-phase';
import type { AreaId, FabPhase, FabScenario, FabState, Side } from '../../rules/fab/types';
import { otherSide } from '../../rules/fab/types';

const distCache = new WeakMap<FabScenario, Map<string, Map<AreaId, Map<AreaId, number>>>>();

/** Areas apart on the map (breadth-first over 5.31 boundaries; a blown bridge counts as `blownCost` areas). */
export function distances(sc: FabScenario, blown: readonly string[] = []): Map<AreaId, Map<AreaId, number>> {
  let bySet = distCache.get(sc);
  if (!bySet) distCache.set(sc, (bySet = new Map<string, Map<AreaId, Map<AreaId, number>>>()));
  const key = [...blown].sort().join(',');
  const hit = bySet.get(key);
  if (hit) return hit;
  const ix = boardIndex(sc);
  const gone = new Set(blown);
  const all = new Map<AreaId, Map<AreaId, number>>();
  for (const a of sc.areas) {
    // small maps: a label-correcting search with integer costs
    const d = new Map<AreaId, number>([[a.id, 0]]);
    const queue: AreaId[] = [a.id];
    for (let i = 0; i < queue.length; i++) {
      const x = queue[i]!;
      const dx = d.get(x) ?? 0;
      for (const n of ix.neighbours.get(x) ?? []) {
        const step = n.boundary.river && gone.has(n.boundary.id) ? 3 : 1;
        const nd = dx + step;
        if (nd < (d.get(n.area) ?? Infinity)) {
          d.set(n.area, nd);
          queue.push(n.area);
        }
      }
    }
    all.set(a.id, d);
  }
  bySet.set(key, all);
  return all;
}

/** Areas apart, bridges standing. */
export function hops(sc: FabScenario, a: AreaId, b: AreaId): number {
  return distances(sc).get(a)?.get(b) ?? 99;
}

/** How far through a player turn each phase stands (for the time left). */
const PHASE_AT: Readonly<Record<FabPhase, number>> = {
  setup: 0,
  reinforcement: 0,
  admin: 0.05,
  'operational-movement': 0.2,
  'strategic-movement': 0.3,
  combat: 0.4,
  reaction: 0.6,
  'penetration-movement': 0.7,
  'penetration-combat': 0.8,
  supply: 0.9,
  'victory-check': 0.95,
  'game-over': 1,
};

/** Player turns left, the current one counted by how much of it is still to come (3.0). */
export function playerTurnsLeft(s: Pick<FabState, 'turn' | 'playerTurn' | 'phase' | 'scenario'>): number {
  const total = 2 * s.scenario.turns;
  const done = (s.turn - 1) * 2 + (s.playerTurn - 1) + PHASE_AT[s.phase];
  return Math.max(0, total - done);
}

/** The combat phases each side still has: its own player turns whose combat phase is still to come (one whose
 * combat phase is over counts a little while its penetration combat, 7.4, is still to come). */
function attacksLeft(s: FabState, side: Side): number {
  const total = 2 * s.scenario.turns;
  const now = (s.turn - 1) * 2 + (s.playerTurn - 1);
  let n = 0;
  for (let k = now; k < total; k++) {
    const phasing = k % 2 === 0 ? s.scenario.firstPlayer : otherSide(s.scenario.firstPlayer);
    if (phasing !== side) continue;
    if (k > now || PHASE_AT[s.phase] < PHASE_AT.combat) n += 1;
    else if (PHASE_AT[s.phase] < PHASE_AT['penetration-combat']) n += 0.15;
  }
  return n;
}

/** Weights of the evaluation (levels may differ). */
export interface EvalWeights {
  /** A step on the map, early in the game (scaled down to `stepLate` at the end). */
  readonly step: number;
  readonly stepLate: number;
  readonly disorder: number;
  readonly unsupplied: number;
  /** Multiplier on the expected change of VP areas' control. */
  readonly threat: number;
  /** Per area between a unit and the nearest VP area its side must take. */
  readonly approach: number;
  /** Multiplier on the box values of pieces. */
  readonly assets: number;
}

export const WEIGHTS: EvalWeights = {
  step: 0.45,
  stepLate: 0.1,
  disorder: 0.25,
  unsupplied: 0.35,
  threat: 1,
  approach: 0.06,
  assets: 1,
};

const QUALITY = { elite: 1.25, veteran: 1, recruit: 0.8 } as const;

/** A piece's worth in each box (Available ready to use; cup and Used come back later; Eliminated is gone). */
function pieceValue(sc: FabScenario, id: string): number {
  const ix = boardIndex(sc);
  const a = ix.assetDefs.get(id);
  if (a) return a.kind === 'artillery' ? 0.5 : a.kind === 'staff' ? 0.3 : 0.4;
  if (ix.saDefs.has(id)) return 0.45;
  if (ix.eventDefs.has(id)) return 0.4;
  return 0;
}

function boxValue(s: FabState, side: Side): number {
  const b = s.boxes[side];
  let v = 0;
  for (const id of b.available) v += pieceValue(s.scenario, id);
  for (const id of b.map) v += 0.9 * pieceValue(s.scenario, id);
  for (const id of b.cup) v += 0.55 * pieceValue(s.scenario, id);
  for (const id of b.used) v += 0.5 * pieceValue(s.scenario, id);
  return v;
}

/** The victory margin for `side` now, against the scenario's threshold (19.0: blue wins above it). */
export function vpMargin(s: FabState, side: Side): number {
  const vp = victoryPoints(s);
  const net = vp.blue - vp.red - s.scenario.victory.blueWinsAbove - 0.5;
  return side === 'blue' ? net : -net;
}

interface Local {
  /** Good-order steps of each side in the area, weighted by quality. */
  readonly in: Record<Side, number>;
  /** ... and within reach of it (adjacent; armour two areas away at half weight). */
  readonly near: Record<Side, number>;
}

/** The projected margin in VP for `side` (see the module comment). */
export function projected(s: FabState, side: Side, w: EvalWeights = WEIGHTS): number {
  if (s.finished) return s.winner === side ? 50 : s.winner ? -50 : 0;
  const sc = s.scenario;
  const ix = boardIndex(sc);
  const enemy = otherSide(side);
  const left = playerTurnsLeft(s);
  const frac = left / (2 * sc.turns);
  let score = vpMargin(s, side);
  const attacks: Record<Side, number> = { blue: attacksLeft(s, 'blue'), red: attacksLeft(s, 'red') };
  // what a step (or a chit) is still worth to a side: what its own attacks left can do with it (its defence is
  // in the VP areas' chances below)
  const use = (x: Side) => Math.min(1, attacks[x] / 2);
  const stepW = (x: Side) => (w.stepLate + (w.step - w.stepLate) * frac) * use(x);
  const local = new Map<AreaId, Local>();
  const at = (a: AreaId): Local => {
    let l = local.get(a);
    if (!l) local.set(a, (l = { in: { blue: 0, red: 0 }, near: { blue: 0, red: 0 } }));
    return l;
  };
  const d1 = distances(sc);
  const units: { side: Side; area: AreaId; steps: number; good: boolean; armor: boolean }[] = [];
  const count = new Map<string, number>();
  for (const d of sc.units) {
    const u = s.units[d.id];
    if (!u || u.where !== 'map' || !u.area) continue;
    const sign = d.side === side ? 1 : -1;
    const k = use(d.side);
    score += sign * stepW(d.side) * u.steps;
    if (u.order !== 'good') score -= sign * w.disorder * k;
    if (u.unsupplied) score -= sign * w.unsupplied * k;
    const good = u.order === 'good' && !u.unsupplied;
    const q = QUALITY[d.steps[u.steps - 1] ?? 'veteran'];
    const strength = u.steps * q * (good ? 1 : 0.5);
    units.push({ side: d.side, area: u.area, steps: strength, good, armor: d.class === 'armor' });
    at(u.area).in[d.side] += strength;
    const key = `${d.side}|${u.area}`;
    count.set(key, (count.get(key) ?? 0) + 1);
  }
  // 5.1 two units a side per area: a third must leave before the phase ends
  for (const [key, n] of count) if (n > 2) score -= (key.startsWith(side) ? 3 : -3) * (n - 2);
  const vpAreas = sc.areas.filter((a) => a.vp);
  // strength that can reach each VP area next time its side attacks
  for (const a of vpAreas) {
    const l = at(a.id);
    const row = d1.get(a.id);
    for (const u of units) {
      if (!u.good) continue;
      const dist = row?.get(u.area) ?? 99;
      if (dist === 1) l.near[u.side] += 0.8 * u.steps;
      else if (dist === 2 && u.armor) l.near[u.side] += 0.4 * u.steps;
    }
  }
  for (const a of vpAreas) {
    const st = s.areas[a.id];
    if (!st) continue;
    const holder = st.control;
    const taker = otherSide(holder);
    const l = at(a.id);
    const defence = l.in[holder] * (1 + 0.25 * a.terrain) * (st.defences === holder ? 1.3 : 1) + 0.3 * l.near[holder];
    const pressure = l.in[taker] + l.near[taker];
    const n = attacks[taker];
    let q: number;
    if (pressure <= 0 || n === 0) q = 0;
    else if (l.in[holder] <= 0) q = l.in[taker] > 0 ? 0.95 : 0.85;
    else q = 0.8 / (1 + Math.exp(-2 * (pressure / Math.max(0.5, defence) - 1.3)));
    const p = 1 - Math.pow(1 - q, Math.min(n, 3));
    const swing = 2 * (a.vp ?? 0) * p * w.threat;
    score += holder === side ? -swing : swing;
  }
  // approach the VP areas the side must take (most when it is behind); blown bridges are a long way round
  if (w.approach > 0) {
    const targets = vpAreas.filter((a) => s.areas[a.id]?.control !== side).map((a) => a.id);
    if (targets.length) {
      const dd = distances(sc, s.blownBridges);
      const need = (score < 0 ? 1 : 0.5) * use(side);
      for (const u of units) {
        if (u.side !== side) continue;
        let best = 99;
        const row = dd.get(u.area);
        for (const t of targets) best = Math.min(best, row?.get(t) ?? 99);
        score -= w.approach * need * Math.min(best, 8);
      }
    }
    const mine = vpAreas.filter((a) => s.areas[a.id]?.control === side).map((a) => a.id);
    if (mine.length) {
      // the enemy's way to the side's VP areas
      const dd = distances(sc, s.blownBridges);
      for (const u of units) {
        if (u.side !== enemy) continue;
        let best = 99;
        const row = dd.get(u.area);
        for (const t of mine) best = Math.min(best, row?.get(t) ?? 99);
        score += w.approach * 0.5 * use(enemy) * Math.min(best, 8);
      }
    }
  }
  score += w.assets * (boxValue(s, side) * use(side) - boxValue(s, enemy) * use(enemy));
  void ix;
  return score;
}

/** The scale of the utility: wide early (the margin can still change a lot), narrow at the end. */
export function utilityScale(s: Pick<FabState, 'turn' | 'playerTurn' | 'phase' | 'scenario'>): number {
  const left = playerTurnsLeft(s);
  return 1.2 + 0.9 * Math.sqrt(left);
}

/** The utility of a state for `side`, in (-1, 1): +-1 for a game won or lost. */
export function utility(s: FabState, side: Side, w: EvalWeights = WEIGHTS): number {
  if (s.finished) return s.winner === side ? 1 : s.winner ? -1 : 0;
  return Math.tanh(projected(s, side, w) / utilityScale(s));
}
