import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import { combatRoundMachine, legalCombatEvents } from '../../../machines/fab/combat-round';
import { createRound, type RoundState } from '../../../src/rules/fab/combat/round';
import type { RoundSetup } from '../../../src/rules/fab/combat/types';
import { a2, d1, d2, setupWith, unit } from './combat-fixtures';
import { ChartCoverage } from '../graph-coverage';

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
    const cover = new ChartCoverage(combatRoundMachine);
    for (const setup of fixtures) {
      const round = createRound(setup);
      if (!round.ok) throw new Error(round.message);
      const found = getShortestPaths(combatRoundMachine, {
        input: round.value,
        events: (snap) => legalCombatEvents({ value: snap.value, round: snap.context }),
        serializeState: (snap) => key(snap as never),
      });
      for (const path of found) cover.replayPath(path, { input: round.value });
    }
    cover.expectAllReached('FAB combat round graph');
    expect(cover.paths).toBeGreaterThan(20);
  });
});
