/**
 * The pure `transition(machine, snapshot, event)` and `initialTransition(machine, input)` of xstate, with one
 * inert actor scope per machine instead of one per call. xstate's own functions build a whole actor for every
 * call only to borrow its scope, and building an actor runs the machine's initial step (its entry actions and
 * eventless guards): over a replay of 10,000 events that was a third to a half of the engines' time. The scope
 * here is the same kind of scope (no-op logger, deferral, emit, child stop and action executor: nothing is
 * executed, the snapshot is the result), made once on first use. The statecharts in machines/ invoke and
 * spawn nothing, so a shared scope holds no state between calls; tests/machines/pure-transition.test.ts checks
 * that replays through it end on the same states as through xstate's own `transition`.
 */
import {
  createActor,
  initialTransition,
  transition,
  type AnyStateMachine,
  type EventFromLogic,
  type InputFrom,
  type SnapshotFrom,
} from 'xstate';

export interface PureMachine<M extends AnyStateMachine> {
  /** The snapshot after `event` (xstate's `transition` without the actions list: none is executed here). */
  transition(snapshot: SnapshotFrom<M>, event: EventFromLogic<M>): SnapshotFrom<M>;
  /** The initial snapshot for `input` (xstate's `initialTransition` without the actions list). */
  initial(input: InputFrom<M>): SnapshotFrom<M>;
}

/** Tests only: route every step through xstate's own `transition` / `initialTransition` (the reference). */
let reference = false;
export function useXstateSteps(on: boolean): void {
  reference = on;
}

export function pureMachine<M extends AnyStateMachine>(machine: M): PureMachine<M> {
  type Scope = Parameters<M['transition']>[2];
  let scope: Scope | null = null;
  const noop = () => {};
  const scopeOf = (): Scope => {
    if (scope) return scope;
    const self = createActor(machine);
    scope = {
      self,
      id: '',
      sessionId: '',
      logger: noop,
      defer: noop,
      emit: noop,
      system: self.system,
      stopChild: noop,
      actionExecutor: noop,
    };
    return scope;
  };
  return {
    transition: (snapshot, event) =>
      reference
        ? transition(machine, snapshot, event)[0]
        : (machine.transition(snapshot, event, scopeOf()) as SnapshotFrom<M>),
    initial: (input) =>
      reference
        ? initialTransition(machine, input)[0]
        : (machine.getInitialSnapshot(scopeOf(), input) as SnapshotFrom<M>),
  };
}
