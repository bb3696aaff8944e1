/**
 * The FAB turn chart as the engine steps it (./turn.ts with xstate, through machines/chart-runner.ts): a part of its
 * own that arrives after a stored game's first drawing (issue 30). The engine draws a game, says whose move it is
 * and lists the legal moves from what the game stores and the chart's table (./turn-table.ts); applying a move,
 * starting a game or replaying one waits for this part (./turn-slot.ts).
 */
import { chartRunner } from '../chart-runner';
import type { FabState } from '../../src/rules/fab/types';
import { fabTurnMachine, type FabEvent, type TurnContext, type TurnSnapshot } from './turn';
import { chartOf } from './actor';

export { phaseEvents, refusal } from './turn-refusal';
export type { TurnSnapshot };

/** The turn chart's pure steps, and the snapshots of the states the engine made, so that a replay does not
 * rebuild them (machines/chart-runner.ts: a cache, never state). */
const turnChart = chartRunner(fabTurnMachine, (s: FabState): TurnSnapshot =>
  fabTurnMachine.resolveState({
    value: chartOf(s),
    context: { g: s, error: null, barrier: false } satisfies TurnContext,
  }),
);

/** The turn chart's snapshot of a FAB state (from its stored value): `can(e)` says whether `apply` accepts e,
 * `matches(...)` which step it is in. */
export function turnSnapshot(s: FabState): TurnSnapshot {
  return turnChart.snapshotOf(s);
}

/** The snapshot after `e` (pure: only the chart's assigns run). */
export function step(snap: TurnSnapshot, e: FabEvent): TurnSnapshot {
  return turnChart.step(snap, e);
}

/** Keep the snapshot a state was made from, for that state's next event. */
export function keep(s: FabState, snap: TurnSnapshot): void {
  turnChart.keep(s, snap);
}

/** 24.0 / 4.1 a new game's snapshot: the chart's initial state ('setup', which does no rules work), then START. */
export function started(s0: FabState): TurnSnapshot {
  return turnChart.step(turnChart.initial(s0), { type: 'START' });
}
