import { describe, expect, it } from 'vitest';
import { createActor, type AnyMachineSnapshot, type AnyTransitionDefinition } from 'xstate';
import { getShortestPaths, getStateNodes } from 'xstate/graph';
import { combatRoundMachine, legalCombatEvents } from '../../../machines/fab/combat-round';
import { createRound, type RoundState } from '../../../src/rules/fab/combat/round';
import type { RoundSetup } from '../../../src/rules/fab/combat/types';
import { a2, d1, d2, setupWith, unit } from './combat-fixtures';

const ones = Array<number>(400).fill(1);
const tens = Array<number>(400).fill(10);
const mixed = Array.from({ length: 400 }, (_, i) => (i % 3 === 0 ? 1 : 10));
const r1 = unit('r1', 'defender');
const aw = unit('aw', 'attacker', { qualities: ['veteran'], steps: 1 });

/** Representative fixtures: every die hits, none hits, some hit; weak sides; defences with an engineer. */
const fixtures: RoundSetup[] = [
  setupWith(ones, {
    defender: { units: [d1, d2], specialActions: 1, available: [{ id: 'dart1', kind: 'artillery', formation: 'G1' }] },
    reinforcements: [{ unit: r1, fromArea: 'D1', fromUncontested: true }],
  }),
  setupWith(tens, { defences: true }),
  setupWith(mixed, { defences: true }),
  setupWith(ones, { defender: { units: [d2], available: [{ id: 'dart1', kind: 'artillery', formation: 'G1' }] } }),
  setupWith(ones, {
    attacker: { units: [aw] },
    defender: { units: [d1], available: [{ id: 'dart1', kind: 'artillery', formation: 'G1' }] },
  }),
  setupWith(ones, {
    defender: { units: [d1], specialActions: 1 },
    reinforcements: [{ unit: r1, fromArea: 'D1', fromUncontested: true }],
  }),
  setupWith(ones, {
    extraDefenderArtillery: 1,
    defender: {
      units: [d1],
      available: [
        { id: 'dart1', kind: 'artillery', formation: 'G1' },
        { id: 'dart2', kind: 'artillery', formation: 'G1' },
      ],
    },
  }),
  setupWith(ones, {
    attacker: { units: [aw, a2] },
    defender: { units: [d1], available: [{ id: 'dart1', kind: 'artillery', formation: 'G1' }] },
  }),
];

function key(s: { value: unknown; context: RoundState }): string {
  const c = s.context;
  return JSON.stringify([
    s.value,
    c.units.map((u) => [u.id, u.steps, u.order, !!u.retreat]),
    c.assets.map((a) => [a.id, a.eliminated, !!a.removedDefences]),
    c.allocation && [
      c.allocation.remaining,
      c.allocation.stepLosses,
      c.allocation.takingLosses,
      c.allocation.disorderUsed,
    ],
    c.point,
    c.defences,
    c.exploitation,
    c.aborted,
  ]);
}

describe('model-based coverage of the combat round statechart (xstate/graph)', () => {
  it('every state and every transition of 6.21-6.29 is reached by some path', () => {
    const all: AnyTransitionDefinition[] = [];
    for (const node of getStateNodes(combatRoundMachine.root)) {
      for (const ts of node.transitions.values()) all.push(...ts);
      all.push(...(node.always ?? []));
    }
    const taken = new Set<AnyTransitionDefinition>();
    const visited = new Set<string>();
    let paths = 0;
    for (const setup of fixtures) {
      const round = createRound(setup);
      if (!round.ok) throw new Error(round.message);
      const found = getShortestPaths(combatRoundMachine, {
        input: round.value,
        events: (snap) => legalCombatEvents({ value: snap.value, round: snap.context }),
        serializeState: (snap) => key(snap as never),
      });
      for (const path of found) {
        paths++;
        const actor = createActor(combatRoundMachine, {
          input: round.value,
          inspect: (ev) => {
            if (ev.type !== '@xstate.microstep') return;
            for (const t of ev._transitions) taken.add(t);
            // transient states (checkPoint, done) are only seen inside a macrostep
            for (const n of (ev.snapshot as AnyMachineSnapshot)._nodes) visited.add(n.id);
          },
        });
        actor.start();
        for (const step of path.steps) {
          if (step.event.type.startsWith('xstate.')) continue;
          actor.send(step.event);
        }
        for (const n of actor.getSnapshot()._nodes) visited.add(n.id);
        // the replayed actor ends where the traversal said it would
        expect(actor.getSnapshot().value).toEqual(path.state.value);
        actor.stop();
      }
    }
    const missingStates = getStateNodes(combatRoundMachine.root)
      .map((n) => n.id)
      .filter((id) => !visited.has(id));
    const missingTransitions = all
      .filter((t) => !taken.has(t))
      .map((t) => `${t.source.id} --${t.eventType || 'always'}--> ${(t.target ?? []).map((x) => x.id).join(',')}`);
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
    expect(paths).toBeGreaterThan(20);
  });
});
