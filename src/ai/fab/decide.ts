/**
 * The FAB opponent: one decision for one side, from that side's view only (src/ai/fab/view.ts).
 *
 * It chooses among the engine's legal events (machines/fab/legal.ts lists each option the rules allow).
 * Inside a combat round it follows the rules-aware round policy (policy.ts). Elsewhere it scores each candidate
 * over a few determinized worlds (determinize.ts: hidden blocks, the enemy cup and the dice drawn at random,
 * consistent with what the side has seen): the evaluation after the event (evaluate.ts), plus, for opening a
 * combat round (6.1, 8.22), rollouts of the whole round with the round policy and fresh dice in every world.
 * Levels: easy = one world, no rollouts, noisy choices; normal = two worlds and rollouts; hard = more of both.
 * All its random numbers come from `seed` (stored in the game record), so the same seed gives the same move.
 */
import type { FabEvent } from '../../../machines/fab/events';
import type { FabState, Side } from '../../rules/fab/types';
import { actorOf } from '../../../machines/fab/engine';
import { fabEngine } from '../../app/systems/fab';
import { holder } from '../../../machines/fab/combat-bridge';
import { sideView } from './view';
import { sampleWorld } from './determinize';
import { evaluate } from './evaluate';
import { pickRoundEvent } from './policy';
import { makeRng, type Rng } from './rng';

export type Level = 'easy' | 'normal' | 'hard';
export const LEVELS: readonly Level[] = ['easy', 'normal', 'hard'];

interface LevelParams {
  /** Determinized worlds per decision. */
  readonly worlds: number;
  /** Rollouts of combat rounds per decision, shared among the worlds and the rounds it may open (0: judged by a
   * prior only); at least one per world and round. Bounds the time of the slowest decisions. */
  readonly rollouts: number;
  /** Uniform noise added to every score. */
  readonly noise: number;
}

export const LEVEL_PARAMS: Readonly<Record<Level, LevelParams>> = {
  easy: { worlds: 1, rollouts: 0, noise: 3 },
  normal: { worlds: 2, rollouts: 8, noise: 0.05 },
  hard: { worlds: 4, rollouts: 24, noise: 0.02 },
};

export interface DecideOptions {
  readonly level: Level;
  readonly seed: number;
  /** Called after each world is scored (for a "thinking" indicator). */
  readonly onProgress?: (done: number, total: number) => void;
}

export interface Decision {
  readonly event: FabEvent;
  /** Candidates scored and worlds sampled (0 for a round choice or a forced move). */
  readonly candidates: number;
  readonly worlds: number;
  /** Each legal event's mean gain over the worlds, in the order of `legalEvents` (empty for a round choice). */
  readonly scores: readonly number[];
}

/** Below this gain, ending the step or phase is preferred to doing something pointless. */
const EPS = 0.1;

/** Small preferences for choices whose worth the evaluation cannot see (assets, markers). */
function prior(e: FabEvent): number {
  switch (e.type) {
    case 'PLAY_EVENT':
      return 1;
    case 'RECLAIM_ASSET':
      return 0.6;
    case 'RETURN_TO_CUP':
      return Array.isArray(e['assets']) ? 0.15 * e['assets'].length : 0;
    case 'ALT_EVENT':
      return 0.05;
    case 'BLOW_BRIDGE':
      return e['attempt'] ? 0.5 : 0;
    case 'HOLD':
      return -0.05;
    case 'END_PHASE':
    case 'END_STEP':
    case 'END_MOVE':
      return EPS;
    default:
      return 0;
  }
}

const opensRound = (e: FabEvent) => e.type === 'SELECT_COMBAT' || e.type === 'OPEN_COMBAT';

/** Play a combat round to its end in a world with the round policy for both sides. */
function playRound(w: FabState, rng: Rng): FabState {
  let s = w;
  for (let k = 0; k < 60 && holder(s) && !s.finished; k++) {
    const actor = actorOf(s);
    if (!actor) break;
    const h = holder(s);
    const mine = h && (h.attacker === actor ? 'attacker' : 'defender');
    const point = h && mine ? h.round.round.point[mine] : null;
    const e = pickRoundEvent(fabEngine.legalEvents(s), s, actor, point, rng, 0.5);
    if (!e) break;
    const r = fabEngine.apply(s, e);
    if (!r.ok) break;
    s = r.state;
  }
  return s;
}

/** A world's value for `side`, looking through a 5.35d bridge decision the move just caused: the enemy's
 * choice (blow or not) averaged, the mover's own (cross or not) at its best. */
function settle(w: FabState, side: Side, depth = 2): number {
  if (!w.pendingBridge || depth === 0 || w.finished) return evaluate(w, side);
  const actor = actorOf(w);
  const values: number[] = [];
  for (const e of fabEngine.legalEvents(w)) {
    const r = fabEngine.apply(w, e);
    if (r.ok) values.push(settle(r.state, side, depth - 1));
  }
  if (!values.length) return evaluate(w, side);
  return actor === side ? Math.max(...values) : values.reduce((a, b) => a + b, 0) / values.length;
}

/** The opponent's next event for `side`, or null when `side` does not decide now. */
export function decide(state: FabState, side: Side, opts: DecideOptions): Decision | null {
  if (actorOf(state) !== side) return null;
  const legal = fabEngine.legalEvents(state);
  const first = legal[0];
  if (!first) return null;
  const rng = makeRng(opts.seed);
  const p = LEVEL_PARAMS[opts.level];
  const view = sideView(state, side);
  if (legal.length === 1) return { event: first, candidates: 1, worlds: 0, scores: [] };
  if (view.combat) {
    const mine = view.combat.attacker === side ? 'attacker' : 'defender';
    const e = pickRoundEvent(legal, view.state, side, view.combat.round.point[mine], rng, p.noise);
    return { event: e ?? first, candidates: legal.length, worlds: 0, scores: [] };
  }
  const scenario = state.scenario; // public: the printed scenario, never the pieces' whereabouts
  const sums = new Array<number>(legal.length).fill(0);
  const counts = new Array<number>(legal.length).fill(0);
  const opening = legal.filter(opensRound).length;
  const perWorld = opening ? Math.max(1, Math.floor(p.rollouts / (p.worlds * opening))) : 0;
  for (let wi = 0; wi < p.worlds; wi++) {
    const w = sampleWorld(view, scenario, side, rng);
    const base = evaluate(w, side);
    legal.forEach((e, i) => {
      const r = fabEngine.apply(w, e);
      if (!r.ok) return; // a hidden precondition refused it in this world
      let value: number;
      if (opensRound(e) && p.rollouts > 0) {
        // the round takes its dice from the state it starts in: fresh dice for every rollout
        let tot = 0;
        let n = 0;
        for (let k = 0; k < perWorld; k++) {
          const started = fabEngine.apply({ ...w, dice: { kind: 'seeded', s: rng.seed() } }, e);
          if (!started.ok) continue;
          tot += evaluate(playRound(started.state, rng), side);
          n++;
        }
        value = n ? tot / n : evaluate(r.state, side);
      } else value = settle(r.state, side);
      sums[i] = (sums[i] ?? 0) + value - base;
      counts[i] = (counts[i] ?? 0) + 1;
    });
    opts.onProgress?.(wi + 1, p.worlds);
  }
  let best = first;
  let bestScore = -Infinity;
  const scores = legal.map((_, i) => {
    const c = counts[i] ?? 0;
    return c ? (sums[i] ?? 0) / c : -50;
  });
  // 5.23 defences are worth building where the side holds victory points
  const vpHeld = new Set(
    scenario.areas.filter((a) => a.vp && view.state.areas[a.id]?.control === side).map((a) => a.id),
  );
  const defend = (e: FabEvent) =>
    e.type === 'BUILD_DEFENCES' && vpHeld.has(view.state.units[String(e['unit'])]?.area ?? '') ? 0.3 : 0;
  legal.forEach((e, i) => {
    const gain = (scores[i] ?? -50) + defend(e);
    const attack = opensRound(e) && p.rollouts === 0 ? 0.3 : 0;
    const sc = gain + prior(e) + attack + p.noise * rng.float();
    if (sc > bestScore) {
      bestScore = sc;
      best = e;
    }
  });
  return { event: best, candidates: legal.length, worlds: p.worlds, scores };
}
