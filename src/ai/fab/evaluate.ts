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
import { battleOdds } from './battle-odds';
import { victoryPoints } from '../../rules/fab/supply-phase';
import type { AreaId, FabPhase, FabScenario, FabState, Side } from '../../rules/fab/types';
import { otherSide } from '../../rules/fab/types';
import { tick } from './work';

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

/** Supply phases (9.0) each side still has: its own player turns whose supply phase is still to come. */
function suppliesLeft(s: FabState, side: Side): number {
  const total = 2 * s.scenario.turns;
  const now = (s.turn - 1) * 2 + (s.playerTurn - 1);
  let n = 0;
  for (let k = now; k < total; k++) {
    const phasing = k % 2 === 0 ? s.scenario.firstPlayer : otherSide(s.scenario.firstPlayer);
    if (phasing === side && (k > now || PHASE_AT[s.phase] < PHASE_AT.supply)) n++;
  }
  return n;
}

/** 9.4 the chance that an unsupplied unit loses a step at one of its side's supply phases: it fails its morale
 * check (6.7: 5, recruit -2, elite +2, -1 unsupplied, -1 disordered), and a unit in good order is only
 * disordered by a first failure. */
function supplyLoss(quality: number, disordered: boolean): number {
  const sn = 5 + (quality > 1.1 ? 2 : quality < 0.9 ? -2 : 0) - 1 - (disordered ? 1 : 0);
  const fail = 1 - Math.min(9, Math.max(1, sn)) / 10;
  return disordered ? fail : 0.3 * fail;
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
  /** Multiplier on the utility's scale (larger: nearer risk-neutral). */
  readonly scale: number;
  /** Share of the utility given to the margin on a scale `tailScale` times wider (0: none; `utility`). */
  readonly tail: number;
  readonly tailScale: number;
  /** Multiplier on the steps the side can expect to trade for a VP area it must take, in VP (19.0), taken off its
   * chance's worth (0: the chance is free, every level; tried for hard in issue 29, no gain: levels.ts). */
  readonly cost: number;
  /** 1: in the side's own turn, an enemy-held VP area the enemy stands in alone counts as dug in for the side's
   * later attacks (5.23: the holder builds defences in its turn, before them); 0: as it stands now (normal, easy). */
  readonly dig: number;
  /** Share of the side's own strength next to an enemy-held VP area across a river boundary that does not count
   * as pressure on it (5.35c: one unit a boundary crosses into an enemy-held area each movement phase; 5.35d: the
   * holder may blow the bridge; 5.35e: a river assault); 0: counted as any neighbour's (normal, easy). */
  readonly river: number;
}

export const WEIGHTS: EvalWeights = {
  step: 0.45,
  stepLate: 0.1,
  disorder: 0.25,
  unsupplied: 0.35,
  threat: 0.5,
  approach: 0.06,
  assets: 1,
  scale: 1,
  tail: 0,
  tailScale: 4,
  cost: 0,
  dig: 0,
  river: 0,
};

const QUALITY = { elite: 1.25, veteran: 1, recruit: 0.8 } as const;

/** What the evaluation needs of a scenario, worked out once per scenario object. */
interface Static {
  readonly index: ReadonlyMap<AreaId, number>;
  readonly units: readonly {
    readonly id: string;
    readonly blue: boolean;
    readonly armor: boolean;
    readonly q: readonly number[];
  }[];
  readonly vp: readonly {
    readonly id: AreaId;
    readonly vp: number;
    readonly terrain: number;
    /** Areas one and two boundaries away (5.31); `wet`: those of `near1` across a river boundary. */
    readonly near1: readonly number[];
    readonly wet: ReadonlySet<number>;
    readonly near2: readonly number[];
  }[];
  /** A piece's worth in its side's Available box. */
  readonly piece: ReadonlyMap<string, number>;
}

const statics = new WeakMap<FabScenario, Static>();

function staticOf(sc: FabScenario): Static {
  const hit = statics.get(sc);
  if (hit) return hit;
  const index = new Map<AreaId, number>(sc.areas.map((a, i) => [a.id, i]));
  const d = distances(sc);
  const vp = sc.areas
    .filter((a) => a.vp)
    .map((a) => {
      const row = d.get(a.id);
      const at = (k: number) => sc.areas.filter((b) => row?.get(b.id) === k).map((b) => index.get(b.id)!);
      const wet = new Set(
        (boardIndex(sc).neighbours.get(a.id) ?? []).filter((x) => x.boundary.river).map((x) => index.get(x.area)!),
      );
      return { id: a.id, vp: a.vp ?? 0, terrain: a.terrain, near1: at(1), near2: at(2), wet };
    });
  const piece = new Map<string, number>();
  for (const a of sc.assets) piece.set(a.id, a.kind === 'artillery' ? 0.5 : a.kind === 'staff' ? 0.3 : 0.4);
  for (const a of sc.specialActions) piece.set(a.id, 0.45);
  for (const e of sc.events) piece.set(e.id, 0.4);
  const units = sc.units.map((u) => ({
    id: u.id,
    blue: u.side === 'blue',
    armor: u.class === 'armor',
    q: u.steps.map((x) => QUALITY[x]),
  }));
  const out: Static = { index, units, vp, piece };
  statics.set(sc, out);
  return out;
}

/** A side's pieces in its boxes (Available ready to use; cup and Used come back later; Eliminated is gone). */
function boxValue(s: FabState, side: Side, st: Static): number {
  const b = s.boxes[side];
  const v = (ids: readonly string[]) => {
    let n = 0;
    for (const id of ids) n += st.piece.get(id) ?? 0;
    return n;
  };
  return v(b.available) + 0.9 * v(b.map) + 0.55 * v(b.cup) + 0.5 * v(b.used);
}

/** The victory margin for `side` now, against the scenario's threshold (19.0: blue wins above it). */
export function vpMargin(s: FabState, side: Side): number {
  const vp = victoryPoints(s);
  const net = vp.blue - vp.red - s.scenario.victory.blueWinsAbove - 0.5;
  return side === 'blue' ? net : -net;
}

/** The projected margin in VP for `side` (see the module comment). */
export function projected(s: FabState, side: Side, w: EvalWeights = WEIGHTS): number {
  if (s.finished) return s.winner === side ? 50 : s.winner ? -50 : 0;
  tick(3);
  const sc = s.scenario;
  const st = staticOf(sc);
  const n = sc.areas.length;
  const mineBlue = side === 'blue';
  const left = playerTurnsLeft(s);
  const frac = left / (2 * sc.turns);
  let score = vpMargin(s, side);
  const attacks: Record<Side, number> = { blue: attacksLeft(s, 'blue'), red: attacksLeft(s, 'red') };
  // what a step (or a chit) is still worth to a side: what its own attacks left can do with it (its defence is
  // in the VP areas' chances below)
  const useBlue = Math.min(1, attacks.blue / 2);
  const useRed = Math.min(1, attacks.red / 2);
  const stepBase = w.stepLate + (w.step - w.stepLate) * frac;
  const supplies: Record<Side, number> = { blue: suppliesLeft(s, 'blue'), red: suppliesLeft(s, 'red') };
  const perStep = sc.victory.perStepEliminated ?? 0;
  const table = s.options.combatTable ?? sc.combatTable;
  // good-order strength per area and side (blue at 2i, red at 2i+1), armour apart for its longer reach, and
  // units per area and side for stacking
  const str = new Float64Array(2 * n);
  const armor = new Float64Array(2 * n);
  const count = new Uint8Array(2 * n);
  const areaOf: number[] = [];
  for (const d of st.units) {
    const u = s.units[d.id];
    if (!u || u.where !== 'map' || !u.area) continue;
    const ai = st.index.get(u.area);
    if (ai === undefined) continue;
    const mine = d.blue === mineBlue;
    const sign = mine ? 1 : -1;
    const k = d.blue ? useBlue : useRed;
    score += sign * stepBase * k * u.steps;
    if (u.order !== 'good') score -= sign * w.disorder * k;
    if (u.unsupplied) {
      score -= sign * w.unsupplied * k;
      // 9.4 a step lost to a failed morale check is a VP to the other side (19.0)
      const left = Math.min(2, d.blue ? supplies.blue : supplies.red);
      if (left > 0) score -= sign * left * supplyLoss(d.q[u.steps - 1] ?? 1, u.order !== 'good') * perStep;
    }
    const good = u.order === 'good' && !u.unsupplied;
    const strength = u.steps * (d.q[u.steps - 1] ?? 1) * (good ? 1 : 0.5);
    const slot = 2 * ai + (d.blue ? 0 : 1);
    str[slot]! += strength;
    if (good && d.armor) armor[slot]! += strength;
    count[slot]! += 1;
    if (mine) areaOf.push(ai);
  }
  // 5.1 two units a side per area: a third must leave before the phase ends
  for (let i = 0; i < 2 * n; i++) if (count[i]! > 2) score -= ((i % 2 === 0) === mineBlue ? 3 : -3) * (count[i]! - 2);
  // each VP area's chance to change hands in the combat phases left: what stands in it (helped by 2.4 terrain and
  // 5.23 defences) against what its taker can bring (adjacent, armour two areas away)
  for (const a of st.vp) {
    const as = s.areas[a.id];
    if (!as) continue;
    const holderBlue = as.control === 'blue';
    const h = holderBlue ? 0 : 1;
    const t = 1 - h;
    const ai = st.index.get(a.id)!;
    let nearH = 0;
    let nearT = 0;
    for (const j of a.near1) {
      // 5.35c-e across a river, the side's own strength counts less as a taker (`river`, hard); the enemy's in
      // full (a side still guards what it holds)
      const f = holderBlue !== mineBlue && a.wet.has(j) ? 1 - w.river : 1;
      nearH += 0.8 * str[2 * j + h]!;
      nearT += 0.8 * f * str[2 * j + t]!;
    }
    for (const j of a.near2) {
      nearH += 0.4 * armor[2 * j + h]!;
      nearT += 0.4 * armor[2 * j + t]!;
    }
    const inH = str[2 * ai + h]!;
    const inT = str[2 * ai + t]!;
    const pressure = inT + nearT;
    const nTurns = attacks[holderBlue ? 'red' : 'blue'];
    let p: number;
    let cost = 0;
    if (pressure <= 0.5 || nTurns === 0) p = 0;
    else if (inH <= 0) p = inT > 0 ? 0.95 : 0.85 * Math.min(1, nTurns);
    else {
      // a round's odds (battle-odds.ts): what the taker can bring against what holds the area, and, when both
      // stand in it, the holder's own chance to clear it first
      // 5.23 the holder digs in before the side's next attack if the area is its alone (`dig`)
      const dug = w.dig > 0 && holderBlue !== mineBlue && s.phasing === side && inT <= 0 && !s.finished;
      const odds = battleOdds(table, pressure, inH + 0.3 * nearH, a.terrain, dug || as.defences === as.control);
      const q = odds.capture;
      const tries = Math.min(nTurns, 3);
      p = 1 - Math.pow(1 - q, tries);
      // the side's own attacks are not free: each round until the area falls trades steps, a VP each (19.0);
      // the enemy's are counted as before (it may attack at a loss, and a side must still guard what it holds)
      if (w.cost > 0 && holderBlue !== mineBlue) {
        const rounds = q > 0 ? p / q : tries;
        cost = w.cost * rounds * (odds.attackerLoss - odds.defenderLoss) * perStep;
      }
      if (inT > 0) {
        const back = battleOdds(table, inH + 0.5 * nearH, inT, a.terrain, false).capture;
        p *= 1 - 0.5 * (1 - Math.pow(1 - back, Math.min(attacks[holderBlue ? 'blue' : 'red'], 3)));
      }
    }
    const swing = Math.max(0, 2 * a.vp * p * w.threat - cost);
    score += holderBlue === mineBlue ? -swing : swing;
  }
  const use = mineBlue ? useBlue : useRed;
  const useEnemy = mineBlue ? useRed : useBlue;
  // approach the VP areas the side must take (most when it is behind); blown bridges are a long way round; and
  // keep the enemy away from its own
  if (w.approach > 0) {
    const dd = distances(sc, s.blownBridges);
    const targets: AreaId[] = [];
    const held: AreaId[] = [];
    for (const a of st.vp) (s.areas[a.id]?.control === side ? held : targets).push(a.id);
    const need = (score < 0 ? 1 : 0.5) * use;
    if (targets.length && need > 0)
      for (const ai of areaOf) {
        const row = dd.get(sc.areas[ai]!.id);
        let best = 8;
        for (const t of targets) best = Math.min(best, row?.get(t) ?? 99);
        score -= w.approach * need * best;
      }
    if (held.length && useEnemy > 0)
      for (const d of st.units) {
        if (d.blue === mineBlue) continue;
        const u = s.units[d.id];
        if (!u || u.where !== 'map' || !u.area) continue;
        const row = dd.get(u.area);
        let best = 8;
        for (const t of held) best = Math.min(best, row?.get(t) ?? 99);
        score += w.approach * 0.5 * useEnemy * best;
      }
  }
  // a chit serves its side's attacks, and its defence against the other side's (6.23, 8.23 / 8.24); a piece kept
  // is never worth less than one spent, even at the very end
  const enemy = otherSide(side);
  const keep = (x: Side) => 0.05 + Math.min(1, (attacks[x] + 0.5 * attacks[otherSide(x)]) / 2);
  score += w.assets * (boxValue(s, side, st) * keep(side) - boxValue(s, enemy, st) * keep(enemy));
  return score;
}

/** The scale of the utility for `side`: wide while the side still has attacks to make (6.1, the margin can still
 * change a lot, and by its own choice), narrower with only the enemy's left (which an enemy ahead need not make),
 * narrow at the end. */
export function utilityScale(s: FabState, side: Side): number {
  return 0.8 + 0.9 * Math.sqrt(2 * attacksLeft(s, side) + 0.5 * attacksLeft(s, otherSide(side)));
}

/** The utility of a state for `side`, in (-1, 1): +-1 for a game won or lost. With a `tail` (hard), that share of it
 * is the margin on a scale `tailScale` times wider: far behind (or ahead) the first part is flat (every candidate
 * within a few ten-thousandths of -1), and the wide part still ranks them by the margin they keep (issue 29). */
export function utility(s: FabState, side: Side, w: EvalWeights = WEIGHTS): number {
  if (s.finished) return s.winner === side ? 1 : s.winner ? -1 : 0;
  const x = projected(s, side, w) / (w.scale * utilityScale(s, side));
  if (w.tail <= 0) return Math.tanh(x);
  return (1 - w.tail) * Math.tanh(x) + w.tail * Math.tanh(x / w.tailScale);
}
