/**
 * How the FAB opponent (./decide.ts) weighs its candidates: the context of one decision (the side's view, its
 * level's parameters, the sampled worlds and one dice seed per playout), each candidate as an arm of the search
 * (search.ts) scored by the utility of the position a playout leaves (evaluate.ts), with the same luck for every
 * candidate, and the pick among the scores by the level's noise. Also how bold a side should be (issue 29), which
 * sets the round play the look-ahead assumes (6.41b).
 */
import type { FabEvent } from '../../../machines/fab/events';
import type { AreaId, FabState, Side, UnitId } from '../../rules/fab/types';
import type { OpponentView } from './input';
import type { LevelParams } from './levels';
import { playerTurnsLeft, utility, vpMargin } from './evaluate';
import { DEFAULT_KNOBS } from './round-sim';
import type { Knobs } from './playout';
import { pick, type Arm, type Sample, type Scored } from './search';
import type { World } from './world';
import type { Rng } from './rng';
import { worked } from './work';

export interface Decision {
  readonly event: FabEvent;
  /** Candidates weighed and worlds sampled (0 worlds: a forced move). */
  readonly candidates: number;
  readonly worlds: number;
  /** Each candidate's mean utility and playouts, in the order they were listed. */
  readonly scores: readonly { readonly event: FabEvent; readonly mean: number; readonly n: number }[];
  /** Playout steps the decision spent (work.ts). */
  readonly work?: number;
}

/** What one decision weighs its candidates with. */
export interface Ctx {
  readonly view: OpponentView;
  readonly side: Side;
  readonly p: LevelParams;
  readonly worlds: readonly World[];
  readonly seeds: readonly number[];
  readonly rng: Rng;
  readonly onProgress?: (done: number, total: number) => void;
  /** 5.4 per world and set of reserve units, where strategic movement would take them (worked out once). */
  readonly plans: Map<string, readonly { unit: UnitId; to: AreaId }[]>;
  /** The work meter when the decision started (work.ts). */
  readonly work0: number;
}

const withDice = (s: FabState, seed: number): FabState => ({ ...s, dice: { kind: 'seeded', s: seed } });
const rolled = (a: FabState, b: FabState) => a.dice !== b.dice && JSON.stringify(a.dice) !== JSON.stringify(b.dice);

/** How bold a side should be now, 0..1: behind on VP and short of time (issue 29's aggression). */
export function boldness(s: FabState, side: Side): number {
  const behind = Math.max(0, -vpMargin(s, side));
  const late = 1 - Math.min(1, playerTurnsLeft(s) / (2 * s.scenario.turns));
  return Math.min(1, (behind / 3) * (0.3 + 0.7 * late));
}

/** The round play the look-ahead assumes: a bold attacker does not call an attack off (6.41b). */
export function knobsFor(s: FabState, attacker: Side): Knobs {
  const b = boldness(s, attacker);
  return b > 0.6 ? { ...DEFAULT_KNOBS, attacker: { ...DEFAULT_KNOBS.attacker, abortAt: 99 } } : DEFAULT_KNOBS;
}

/** After a candidate's own rolls (a bridge, a fire step), the playout's dice start again from one seed per playout,
 * the same for every candidate: the candidates are compared on the same luck for what follows. */
export const again = (s: FabState, seed: number): FabState => withDice(s, (seed ^ 0x5f3759df) >>> 0);

export function arm(
  ctx: Ctx,
  event: FabEvent,
  prior: number,
  run: (w: World, wi: number, seed: number) => FabState | null,
): Arm<FabEvent> {
  return {
    choice: event,
    prior,
    sample: (j) => {
      const w = ctx.worlds[j % ctx.worlds.length]!;
      const seed = ctx.seeds[j]!;
      const start = withDice(w.state, seed);
      const end = run({ ...w, state: start }, j % ctx.worlds.length, seed);
      if (!end) return null;
      const s: Sample = { v: utility(end, ctx.side, ctx.p.weights), random: rolled(start, end) };
      return s;
    },
  };
}

/** Arms of the same event (a move alone, and with a second unit joining) count at their best. */
function merge(scored: readonly Scored<FabEvent>[]): Scored<FabEvent>[] {
  const by = new Map<string, Scored<FabEvent>>();
  const order: string[] = [];
  for (const s of scored) {
    const k = JSON.stringify(s.choice);
    const prev = by.get(k);
    if (!prev) {
      by.set(k, s);
      order.push(k);
    } else if (s.mean > prev.mean) by.set(k, { ...s, finalist: s.finalist || prev.finalist, n: s.n + prev.n });
  }
  return order.map((k) => by.get(k)!);
}

export function finish(ctx: Ctx, scored: readonly Scored<FabEvent>[]): Decision | null {
  const merged = merge(scored);
  // a side that does not move now (the defender) may have a noise of its own (the levels, levels.ts)
  const noise = ctx.view.state.phasing === ctx.side ? ctx.p.noise : ctx.p.defenceNoise;
  const best = pick(merged, noise, ctx.rng);
  if (!best) return null;
  return {
    event: best.choice,
    candidates: merged.length,
    worlds: ctx.worlds.length,
    scores: merged.map((s) => ({ event: s.choice, mean: s.mean, n: s.n })),
    work: worked() - ctx.work0,
  };
}

export const maxSamples = (p: LevelParams) => Math.max(p.budget, p.roundBudget, 1);

/** The search's progress as the worker reports it: playouts done of the budget. */
export const progress = (ctx: Ctx, total: number) => (done: number) => ctx.onProgress?.(Math.min(done, total), total);

/** The work the decision has left of its level's budget (levels.ts `work`; 0: no bound). */
export const leftOf = (ctx: Ctx) => () => (ctx.p.work > 0 ? ctx.p.work - (worked() - ctx.work0) : Infinity);
