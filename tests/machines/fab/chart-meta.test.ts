/**
 * The FAB turn and combat round charts describe their own states: every state node's `meta` names a section of
 * the FAB reference and who decides there; the phase table, the round's step rule and the deciding side are
 * read from it (machines/fab/turn.ts, machines/fab/combat-round.ts).
 */
import { describe, expect, it } from 'vitest';
import { getStateNodes } from 'xstate/graph';
import { fabTurnMachine, type TurnMeta } from '../../../machines/fab/turn';
import {
  combatRoundMachine,
  decisionRule,
  fireStepRule,
  isRoundMeta,
  metaOfStep,
  type RoundMeta,
} from '../../../machines/fab/combat-round';
import { isTurnMeta } from '../../../machines/fab/turn';
import { FAB_PHASES, TURN_META, turnMetaOf } from '../../../machines/fab/turn-table';
import { PHASE_RULE } from '../../../machines/fab/engine';
import { COMBAT_EVENT_NAMES } from '../../../machines/fab/events';
import { FIRE_STEP_RULE } from '../../../src/rules/fab/combat/round';
import { FIRE_STEPS } from '../../../src/rules/fab/combat/view';
import type { StateValue } from 'xstate';
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
  'stacking',
  'nobody',
]);
const ROUND_DECIDERS = new Set<string>(['attacker', 'defender', 'firing', 'allocating', 'point', 'nobody']);

describe('FAB chart meta: one description of each state, in the chart', () => {
  it('3.0 every state of the turn names a reference section and a deciding side', () => {
    const nodes = getStateNodes(fabTurnMachine.root);
    // 28, and a path under way (5.3) in each of the two movement phases: itself, its stepping, its bridge decision
    // and that decision's two halves; the reaction phase's moving step, and a stacking retreat (5.1) in each of the
    // three phases units move in
    expect(nodes.length).toBe(42);
    for (const phase of ['operational-movement', 'reaction', 'penetration-movement'])
      expect(turnMetaOf({ [phase]: 'stacking' }), phase).toEqual({ rule: '5.1', decider: 'stacking' });
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

  it('3.0 the turn table (read without the chart, issue 30) holds exactly the states of the chart, each with its meta', () => {
    const nodes = getStateNodes(fabTurnMachine.root);
    expect(nodes.map((n) => n.path.join('.')).sort()).toEqual(Object.keys(TURN_META).sort());
    for (const n of nodes) expect(TURN_META[n.path.join('.')], n.id).toBe(n.meta);
    expect(FAB_PHASES).toEqual(Object.keys(fabTurnMachine.root.states));
    // a value that names no state of the chart has no rule of its own
    expect(turnMetaOf({ admin: 'nowhere' })).toEqual({ rule: '3.0', decider: 'nobody' });
  });

  it('3.0 / 6.2 each state is read through the shared helper (machines/chart-meta.ts): its value gives its own meta', () => {
    const valueOf = (path: readonly string[]): StateValue =>
      path.slice(0, -1).reduceRight<StateValue>((v, k) => ({ [k]: v }), path[path.length - 1] ?? '');
    for (const n of getStateNodes(fabTurnMachine.root)) {
      expect(isTurnMeta(n.meta), n.id).toBe(true);
      expect(turnMetaOf(valueOf(n.path)), n.id).toEqual(n.meta);
    }
    for (const n of getStateNodes(combatRoundMachine.root)) {
      expect(isRoundMeta(n.meta), n.id).toBe(true);
      expect(metaOfStep(valueOf(n.path)), n.id).toEqual(n.meta);
    }
  });
});

describe('FAB combat round: one table of rule and decider per state and decision, in the chart', () => {
  it('6.25-6.28 every fire step maps to its section, and every sub-state of the step but 6.24 names a new point', () => {
    expect(FIRE_STEPS.map(fireStepRule)).toEqual(['6.25', '6.26', '6.27', '6.28']);
    for (const step of FIRE_STEPS) {
      expect(fireStepRule(step)).toBe(FIRE_STEP_RULE[step]);
      expect(known.has(fireStepRule(step)), step).toBe(true);
      for (const sub of ['roll', 'allocate', 'checkPoint', 'done'])
        expect(metaOfStep({ [step]: sub }).rule, `${step}.${sub}`).toBe(fireStepRule(step));
      expect(metaOfStep({ [step]: 'redesignate' })).toEqual({ rule: '6.24', decider: 'point' });
    }
  });

  it('6.2 every decision a state takes cites a known section (or paragraph) in its transition meta, except a roll and a decline', () => {
    const seen = new Set<string>();
    for (const n of getStateNodes(combatRoundMachine.root)) {
      const value = n.path.slice(0, -1).reduceRight<StateValue>((v, k) => ({ [k]: v }), n.path.at(-1) ?? '');
      for (const type of COMBAT_EVENT_NAMES) {
        if (!Object.hasOwn(n.on, type)) continue;
        seen.add(type);
        const rule = decisionRule(value, type);
        if (type === 'ROLL' || type === 'DECLINE_SPECIAL_ACTION') expect(rule, `${n.id} ${type}`).toBeNull();
        // a section of the reference, or a lettered paragraph of one (6.42b)
        else expect(rule !== null && known.has(rule.replace(/[a-z]$/, '')), `${n.id} ${type} ${rule}`).toBe(true);
      }
    }
    expect([...seen].sort()).toEqual([...COMBAT_EVENT_NAMES].sort());
    // each side's asset assignment cites its own step, and hit allocation its own option
    expect(decisionRule('attackerAssignsAssets', 'ASSIGN_ASSETS')).toBe('6.22');
    expect(decisionRule('defenderAssignsAssets', 'ASSIGN_ASSETS')).toBe('6.23');
    expect(decisionRule({ defenderArtillery: 'allocate' }, 'ABORT')).toBe('6.41b');
    expect(decisionRule({ offensiveCloseFire: 'allocate' }, 'ABSORB_BY_RETREAT')).toBe('6.42c');
    expect(decisionRule({ offensiveCloseFire: 'roll' }, 'ENGINEER_REMOVE_DEFENCES')).toBe('6.33');
    expect(decisionRule({ defensiveCloseFire: 'redesignate' }, 'DESIGNATE_POINT')).toBe('6.24');
    // a decision the state does not take cites nothing
    expect(decisionRule('exploitation', 'STEP_LOSS')).toBeNull();
  });
});
