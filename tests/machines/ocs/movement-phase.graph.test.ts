/**
 * Model-based coverage of the OCS movement-phase chart with xstate/graph: shortest paths over the chart, driven
 * by the engine's legal events (the first of each kind, dice injected as a seeded stream), reach every segment
 * of every phase to the end of the game and take every transition. Each path is replayed on an actor.
 */
import { describe, expect, it } from 'vitest';
import { createActor, type AnyMachineSnapshot, type AnyTransitionDefinition } from 'xstate';
import { getShortestPaths, getStateNodes } from 'xstate/graph';
import { legalEvents } from '../../../machines/ocs/engine';
import { movementPhase, type PhaseContext } from '../../../machines/ocs/movement-phase';
import type { OcsEvent } from '../../../machines/ocs/events';
import { ocsEngine } from '../../../src/app/systems/ocs';
import { demoScenario } from '../../../src/scenarios/ocs/demo';
import { okOutcome } from '../../fixtures/ok';

/** The first legal event of each kind: every kind the rules offer now, without every hex of every move. */
function firstOfEach(legal: readonly OcsEvent[]): OcsEvent[] {
  const seen = new Set<string>();
  return legal.filter((e) => !seen.has(e.type) && !!seen.add(e.type));
}

/** A state for the traversal: the segment, the turn and side, and the kind of event that led there. */
function key(s: AnyMachineSnapshot, e: OcsEvent | undefined): string {
  const g = (s.context as PhaseContext).game;
  return JSON.stringify([s.value, g.turn, g.player, e?.type]);
}

describe('model-based coverage of the OCS movement phase chart (xstate/graph)', () => {
  it('every segment and every transition is reached by some path, to the end of the game', { timeout: 120_000 }, () => {
    const all: AnyTransitionDefinition[] = [];
    for (const node of getStateNodes(movementPhase.root)) {
      for (const ts of node.transitions.values()) all.push(...ts);
      all.push(...(node.always ?? []));
    }
    const taken = new Set<AnyTransitionDefinition>();
    const visited = new Set<string>();
    let paths = 0;
    for (const seed of [1, 2]) {
      const game = okOutcome(
        ocsEngine.start({
          system: 'ocs',
          scenario: { id: demoScenario.id, version: 1 },
          options: {},
          dice: { kind: 'seeded', seed },
        }),
      ).state;
      const input: PhaseContext = { game };
      const found = getShortestPaths(movementPhase, {
        input,
        events: (snap) => firstOfEach(legalEvents(snap.context.game)),
        serializeState: (snap, e) => key(snap as AnyMachineSnapshot, e),
      });
      paths += found.length;
      for (const path of found) {
        const actor = createActor(movementPhase, {
          input,
          inspect: (ev) => {
            if (ev.type !== '@xstate.microstep') return;
            for (const t of ev._transitions) taken.add(t);
            for (const n of (ev.snapshot as AnyMachineSnapshot)._nodes) visited.add(n.id);
          },
        });
        actor.start();
        for (const n of actor.getSnapshot()._nodes) visited.add(n.id);
        for (const step of path.steps) {
          if (step.event.type.startsWith('xstate.')) continue;
          actor.send(step.event);
        }
        expect(actor.getSnapshot().value).toEqual(path.state.value);
        // the stored segment is the chart's own state value, on every path
        expect(actor.getSnapshot().context.game.segment).toBe(actor.getSnapshot().value);
        actor.stop();
      }
    }
    const states = getStateNodes(movementPhase.root).map((n) => n.id);
    const missingStates = states.filter((id) => !visited.has(id));
    const missingTransitions = all
      .filter((t) => !taken.has(t))
      .map((t) => `${t.source.id} --${t.eventType || 'always'}--> ${(t.target ?? []).map((x) => x.id).join(',')}`);
    console.log(
      `ocs phase graph: ${paths} paths, states ${states.length - missingStates.length}/${states.length}, transitions ${all.length - missingTransitions.length}/${all.length}`,
    );
    expect({ missingStates, missingTransitions }).toEqual({ missingStates: [], missingTransitions: [] });
  });
});
