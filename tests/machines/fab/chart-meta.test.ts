/**
 * The FAB turn and combat round charts describe their own states: every state node's `meta` names a section of
 * the FAB reference and who decides there; the phase table, the round's step rule and the deciding side are
 * read from it (machines/fab/turn.ts, machines/fab/combat-round.ts).
 */
import { describe, expect, it } from 'vitest';
import { getStateNodes } from 'xstate/graph';
import { fabTurnMachine, type TurnMeta } from '../../../machines/fab/turn';
import { combatRoundMachine, type RoundMeta } from '../../../machines/fab/combat-round';
import { PHASE_RULE } from '../../../machines/fab/engine';
import { book } from '../../../src/reference/fab.en';

const known = new Set(book.sections.map((s) => s.id));
const TURN_DECIDERS = new Set<string>([
  'first-player',
  'second-player',
  'phasing',
  'non-phasing',
  'bridge-enemy',
  'bridge-mover',
  'combat-round',
  'nobody',
]);
const ROUND_DECIDERS = new Set<string>(['attacker', 'defender', 'firing', 'allocating', 'point', 'nobody']);

describe('FAB chart meta: one description of each state, in the chart', () => {
  it('3.0 every state of the turn names a reference section and a deciding side', () => {
    const nodes = getStateNodes(fabTurnMachine.root);
    // 28, and a path under way (5.3) in each of the two movement phases: itself, its stepping, its bridge decision
    // and that decision's two halves
    expect(nodes.length).toBe(38);
    for (const n of nodes) {
      const m = n.meta as TurnMeta | undefined;
      expect(m && known.has(m.rule), `${n.id} ${m?.rule}`).toBe(true);
      expect(m && TURN_DECIDERS.has(m.decider), n.id).toBe(true);
    }
    // the phase table is the chart's top-level meta
    expect(PHASE_RULE.reaction).toBe('7.2');
    expect(PHASE_RULE['penetration-combat']).toBe('7.4');
    expect(Object.keys(PHASE_RULE)).toEqual(Object.keys(fabTurnMachine.root.states));
  });
  it('6.2 every state of the combat round names a reference section and a deciding side', () => {
    for (const n of getStateNodes(combatRoundMachine.root)) {
      const m = n.meta as RoundMeta | undefined;
      expect(m && known.has(m.rule), `${n.id} ${m?.rule}`).toBe(true);
      expect(m && ROUND_DECIDERS.has(m.decider), n.id).toBe(true);
    }
  });
});
