/**
 * What the model-based chart tests share (FAB turn and combat round, FUBAR turn, OCS phase): the list of every
 * transition of a chart, the replay of each path xstate/graph finds on a real actor whose microsteps are watched
 * (transient states and eventless transitions are only seen inside a macrostep), and the report of what no path
 * reached. Each test keeps its own starting positions, events and state key.
 */
import { expect } from 'vitest';
import {
  createActor,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyTransitionDefinition,
  type InspectionEvent,
} from 'xstate';
import { getStateNodes } from 'xstate/graph';

export class ChartCoverage {
  /** Every transition of the chart, eventless ones included. */
  readonly all: AnyTransitionDefinition[] = [];
  readonly taken = new Set<AnyTransitionDefinition>();
  readonly visited = new Set<string>();
  paths = 0;

  constructor(readonly machine: AnyStateMachine) {
    for (const node of getStateNodes(machine.root)) {
      for (const ts of node.transitions.values()) this.all.push(...ts);
      this.all.push(...(node.always ?? []));
    }
  }

  private readonly inspect = (ev: InspectionEvent): void => {
    if (ev.type !== '@xstate.microstep') return;
    for (const t of ev._transitions) this.taken.add(t);
    for (const n of (ev.snapshot as AnyMachineSnapshot)._nodes) this.visited.add(n.id);
  };

  /**
   * Replay `events` on an actor started from `input` (or from `snapshot`, a persisted one), recording the
   * transitions taken and the states passed; events of xstate's own (`xstate.init`) are skipped. Returns the
   * final snapshot (the actor is stopped).
   */
  replay(
    events: readonly { readonly type: string }[],
    from: { input?: unknown; snapshot?: unknown } = {},
  ): AnyMachineSnapshot {
    this.paths++;
    const actor = createActor(this.machine, {
      ...(from.input !== undefined ? { input: from.input } : {}),
      ...(from.snapshot !== undefined ? { snapshot: from.snapshot as never } : {}),
      inspect: this.inspect,
    });
    actor.start();
    for (const n of actor.getSnapshot()._nodes) this.visited.add(n.id);
    for (const e of events) if (!e.type.startsWith('xstate.')) actor.send(e);
    const end = actor.getSnapshot() as AnyMachineSnapshot;
    for (const n of end._nodes) this.visited.add(n.id);
    actor.stop();
    return end;
  }

  /** Replay a path found by xstate/graph and check the actor ends where the traversal said it would. */
  replayPath(
    path: { readonly steps: readonly { readonly event: { readonly type: string } }[]; readonly state: unknown },
    from: { input?: unknown; snapshot?: unknown } = {},
  ): AnyMachineSnapshot {
    const end = this.replay(
      path.steps.map((s) => s.event),
      from,
    );
    expect(end.value).toEqual((path.state as AnyMachineSnapshot).value);
    return end;
  }

  /** States and transitions no replay reached (a history state counts once a transition into it is taken). */
  missing(): { missingStates: string[]; missingTransitions: string[] } {
    for (const t of this.taken) for (const n of t.target ?? []) if (n.type === 'history') this.visited.add(n.id);
    const missingStates = getStateNodes(this.machine.root)
      .map((n) => n.id)
      .filter((id) => !this.visited.has(id));
    const missingTransitions = this.all
      .filter((t) => !this.taken.has(t))
      .map((t) => `${t.source.id} --${t.eventType || 'always'}--> ${(t.target ?? []).map((x) => x.id).join(',')}`);
    return { missingStates, missingTransitions };
  }

  /** Print the figures under `name` and expect every state and transition reached. */
  expectAllReached(name: string): void {
    const m = this.missing();
    const states = getStateNodes(this.machine.root).length;
    console.info(
      `${name}: ${this.paths} paths, states ${states - m.missingStates.length}/${states}, ` +
        `transitions ${this.all.length - m.missingTransitions.length}/${this.all.length}`,
    );
    expect(m).toEqual({ missingStates: [], missingTransitions: [] });
  }
}
