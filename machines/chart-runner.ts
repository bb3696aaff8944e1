/**
 * The one way the charts in machines/ are run and reuse work (FAB turn and combat round, FUBAR turn, OCS phase).
 *
 * - `chartRunner`: a chart's pure steps (machines/pure-transition.ts) and its snapshot memory. A game state
 *   stores only its chart's value and data; the snapshot a step made it from is kept beside it (weakly, by the
 *   state object), so the next event starts from that snapshot instead of resolving the value again (a replay
 *   applies each state's next event at once). It is only a cache: a kept snapshot is used when it still fits the
 *   state (the chart's own test), otherwise the state is resolved from what it stores.
 * - a rule's last answer, for the guards and actions that ask the same rule: ./remembered.ts (apart, so that the
 *   rules that use it do not bring xstate with them: issue 30).
 */
import type { AnyStateMachine, EventFromLogic, InputFrom, SnapshotFrom } from 'xstate';
import { pureMachine } from './pure-transition';

export interface ChartRunner<M extends AnyStateMachine, S extends object> {
  /** The chart's snapshot of a stored state: the one kept for it when it fits, else resolved from the state. */
  snapshotOf(state: S): SnapshotFrom<M>;
  /** The snapshot after `event` (pure: no action is executed outside the chart's assigns). */
  step(snapshot: SnapshotFrom<M>, event: EventFromLogic<M>): SnapshotFrom<M>;
  /** The initial snapshot for `input`. */
  initial(input: InputFrom<M>): SnapshotFrom<M>;
  /** Keep the snapshot a state was made from, for that state's next event. */
  keep(state: S, snapshot: SnapshotFrom<M>): void;
}

/**
 * A runner for `machine` whose game states are `S`: `resolve` builds a state's snapshot from what the state
 * stores (its value, context, history); `fits` says whether a kept snapshot still describes the state (by
 * default it always does).
 */
export function chartRunner<M extends AnyStateMachine, S extends object>(
  machine: M,
  resolve: (state: S) => SnapshotFrom<M>,
  fits: (snapshot: SnapshotFrom<M>, state: S) => boolean = () => true,
): ChartRunner<M, S> {
  const steps = pureMachine(machine);
  const kept = new WeakMap<S, SnapshotFrom<M>>();
  return {
    snapshotOf(state) {
      const known = kept.get(state);
      return known && fits(known, state) ? known : resolve(state);
    },
    step: (snapshot, event) => steps.transition(snapshot, event),
    initial: (input) => steps.initial(input),
    keep(state, snapshot) {
      kept.set(state, snapshot);
    },
  };
}
