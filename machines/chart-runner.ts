/**
 * The one way the charts in machines/ are run and reuse work (FAB turn and combat round, FUBAR turn, OCS phase).
 *
 * - `chartRunner`: a chart's pure steps (machines/pure-transition.ts) and its snapshot memory. A game state
 *   stores only its chart's value and data; the snapshot a step made it from is kept beside it (weakly, by the
 *   state object), so the next event starts from that snapshot instead of resolving the value again (a replay
 *   applies each state's next event at once). It is only a cache: a kept snapshot is used when it still fits the
 *   state (the chart's own test), otherwise the state is resolved from what it stores.
 * - `remembered` (built on `lastAnswer`): a rule's last answer. A chart's guard asks a rule, `snapshot.can` asks the guard, and the
 *   transition's action applies the same rule: the same pure call on the same immutable state and event up to
 *   three times per event. A rule wrapped here answers a call with the same arguments as its last call (compared
 *   by identity) from that call's result; it holds one answer per rule, never state.
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

/** One remembered answer: the last one stored, for the arguments it was stored with (compared by identity). */
export interface LastAnswer<A extends readonly unknown[], R> {
  /** The answer stored for exactly these arguments, or undefined when the last one was for others (or none). */
  get(...args: A): { readonly answer: R } | undefined;
  /** Store `answer` for these arguments, in place of the one before (one answer is kept, never more). */
  set(answer: R, ...args: A): void;
}

export function lastAnswer<A extends readonly unknown[], R>(): LastAnswer<A, R> {
  let last: { args: A; answer: R } | null = null;
  return {
    get: (...args) =>
      last && last.args.length === args.length && last.args.every((x, i) => x === args[i]) ? last : undefined,
    set(answer, ...args) {
      last = { args, answer };
    },
  };
}

/** A pure rule that answers a call with the same arguments as its last one from that call's result. */
export function remembered<A extends unknown[], R>(rule: (...args: A) => R): (...args: A) => R {
  const last = lastAnswer<A, R>();
  return (...args: A): R => {
    const known = last.get(...args);
    if (known) return known.answer;
    const answer = rule(...args);
    last.set(answer, ...args);
    return answer;
  };
}
