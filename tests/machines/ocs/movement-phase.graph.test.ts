/**
 * Model-based coverage of the OCS movement-phase chart with xstate/graph: shortest paths over the chart, driven
 * by the engine's legal events (the first of each kind, dice injected as a seeded stream), reach every segment
 * of every phase to the end of the game and take every transition. Each path is replayed on an actor.
 */
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { legalEvents } from '../../../machines/ocs/engine';
import { movementPhase, type PhaseContext } from '../../../machines/ocs/movement-phase';
import type { OcsEvent } from '../../../machines/ocs/events';
import { ocsEngine } from '../../../src/app/systems/ocs';
import { demoScenario } from '../../../src/scenarios/ocs/demo';
import { okOutcome } from '../../fixtures/ok';
import { ChartCoverage } from '../graph-coverage';

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
    const cover = new ChartCoverage(movementPhase);
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
      for (const path of found) {
        const end = cover.replayPath(path, { input });
        // the stored segment is the chart's own state value, on every path
        expect((end.context as PhaseContext).game.segment).toBe(end.value);
      }
    }
    cover.expectAllReached('ocs phase graph');
  });
});
