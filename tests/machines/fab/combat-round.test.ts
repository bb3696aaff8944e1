import { describe, expect, it } from 'vitest';
import {
  applyCombatEvent,
  combatActor,
  combatResult,
  currentStepOdds,
  legalCombatEvents,
  stepPath,
  stepRule,
} from '../../../machines/fab/combat-round';
import { plannedDice, stepOdds } from '../../../src/rules/fab/combat/round';
import { a2, d1, d2, play, start, unit } from './combat-fixtures';

const ASSIGN = (...assetIds: string[]) => ({ type: 'ASSIGN_ASSETS' as const, assetIds });
const POINT = (unitId: string) => ({ type: 'DESIGNATE_POINT' as const, unitId });
const ROLL = { type: 'ROLL' as const };
const LOSS = (targetId: string) => ({ type: 'STEP_LOSS' as const, targetId });

function outcome(cr: ReturnType<typeof start>, id: string) {
  const res = combatResult(cr);
  if (!res) throw new Error('round not over');
  return res.units.find((u) => u.id === id)!;
}

describe('FAB combat round statechart (6.2), one walk per branch with injected dice', () => {
  it('6.21 / 8.24 the defender withdraws by special action: no disorder, exploitation for the attacker', () => {
    let cr = start([3], { defender: { units: [d1, d2], specialActions: 1 } });
    expect(stepPath(cr)).toBe('defenderSpecialAction');
    expect(combatActor(cr)).toEqual({ side: 'defender', secret: false });
    cr = play(cr, { type: 'WITHDRAW', destinations: { d1: 'D1', d2: 'D1' } });
    expect(stepPath(cr)).toBe('exploitation');
    expect(combatActor(cr)?.side).toBe('attacker');
    cr = play(cr, { type: 'EXPLOIT' });
    const res = combatResult(cr)!;
    expect(res.defenderWithdrew).toBe(true);
    expect(res.specialActionsUsed).toBe(1);
    expect(outcome(cr, 'd1')).toMatchObject({ area: 'D1', order: 'good', stepsLost: 0, faceUp: false });
    expect(outcome(cr, 'd2')).toMatchObject({ area: 'D1', order: 'good' });
    // a1 is elite (morale 7) and rolled 3; a2 is infantry and never tests
    expect(res.exploitationMarks).toEqual(['a1']);
    expect(res.shownForMorale).toEqual(['a1']);
    expect(res.revealed).toEqual([]);
    expect(outcome(cr, 'a1').faceUp).toBe(false);
  });

  it('8.24 / 6.6 a withdrawal must name legal destinations (D2 already holds two units)', () => {
    const cr = start([], { defender: { units: [d1, d2], specialActions: 1 } });
    const out = applyCombatEvent(cr, { type: 'WITHDRAW', destinations: { d1: 'D2', d2: 'D1' } });
    expect(out).toMatchObject({ ok: false, rule: '6.6' });
  });

  it('6.25 / 6.8 artillery wipes out the defender: exploitation, the round ends after defender artillery', () => {
    let cr = start([1, 1, 10, 2], {
      defender: { units: [d2], available: [{ id: 'dart1', kind: 'artillery', formation: 'G1' }] },
    });
    expect(stepPath(cr)).toBe('attackerAssignsAssets');
    cr = play(cr, ASSIGN('art1', 'art2'), ASSIGN('dart1'), POINT('d2'), POINT('a1'));
    expect(stepPath(cr)).toBe('attackerArtillery.roll');
    cr = play(cr, ROLL);
    expect(cr.round.lastFire?.hits).toBe(2);
    expect(combatActor(cr)?.side).toBe('defender');
    cr = play(cr, { type: 'ABSORB_BY_DISORDER' }, LOSS('d2'));
    expect(stepPath(cr)).toBe('defenderArtillery.roll');
    expect(cr.round.wipedByArtillery).toBe(true);
    cr = play(cr, ROLL);
    expect(stepPath(cr)).toBe('exploitation');
    expect(cr.round.fired).toEqual(['attackerArtillery', 'defenderArtillery']);
    cr = play(cr, { type: 'EXPLOIT' });
    const res = combatResult(cr)!;
    expect(outcome(cr, 'd2')).toMatchObject({ eliminated: true, area: null });
    expect(res.exploitationMarks).toEqual(['a1']);
    expect([...res.assetsToUsed].sort()).toEqual(['art1', 'art2', 'dart1']);
    expect(res.revealed).toEqual(['a1', 'a2', 'd2']);
  });

  it('6.27 / 6.41b the attacker aborts after defensive fire: disordered, stays, no offensive fire', () => {
    let cr = start([1, 1, 1]);
    cr = play(cr, ASSIGN(), ASSIGN(), POINT('d1'), POINT('a1'));
    expect(stepPath(cr)).toBe('defensiveCloseFire.roll');
    cr = play(cr, ROLL);
    expect(cr.round.allocation?.remaining).toBe(3);
    expect(applyCombatEvent(cr, LOSS('a2'))).toMatchObject({ ok: false, rule: '6.41a' });
    expect(applyCombatEvent(cr, { type: 'ABORT' })).toMatchObject({ ok: false, rule: '6.41a' });
    cr = play(cr, LOSS('a1'));
    expect(legalCombatEvents(cr).map((e) => e.type)).toContain('ABORT');
    cr = play(cr, { type: 'ABORT' });
    expect(stepPath(cr)).toBe('endOfRound');
    const res = combatResult(cr)!;
    expect(res.attackerAborted).toBe(true);
    expect(outcome(cr, 'a1')).toMatchObject({ steps: 2, stepsLost: 1, order: 'disordered', area: 'X', faceUp: true });
    expect(outcome(cr, 'a2')).toMatchObject({ steps: 2, order: 'disordered', area: 'X' });
    expect(cr.round.fired).not.toContain('offensiveCloseFire');
    expect(res.exploitationOpportunity).toBe(false);
  });

  it('6.41b / 6.43 the attacker takes its losses (everyone once before anyone twice) and fires', () => {
    let cr = start([1, 1, 10, 10, 10, 10]);
    cr = play(cr, ASSIGN(), ASSIGN(), POINT('d1'), POINT('a1'), ROLL, LOSS('a1'));
    expect(applyCombatEvent(cr, LOSS('a1'))).toMatchObject({ ok: false, rule: '6.43' });
    cr = play(cr, LOSS('a2'));
    expect(stepPath(cr)).toBe('offensiveCloseFire.roll');
    const planned = plannedDice(cr.round, 'offensiveCloseFire');
    // a1 is down to 2 veteran steps (armour vs an infantry point +1), a2 has 1 veteran step
    expect(planned.map((p) => [p.firer, p.successNumber])).toEqual([
      ['a1', 6],
      ['a1', 6],
      ['a2', 5],
    ]);
    expect(planned[0]!.reasons).toEqual([{ rule: '6.24', code: 'armor-vs-infantry', delta: 1 }]);
    cr = play(cr, ROLL);
    expect(stepPath(cr)).toBe('endOfRound');
    expect(outcome(cr, 'a1')).toMatchObject({ steps: 2, order: 'good' });
    expect(outcome(cr, 'a2')).toMatchObject({ steps: 1, order: 'good' });
    expect(outcome(cr, 'd1')).toMatchObject({ steps: 2, area: 'X', faceUp: true });
  });

  it('6.42a-c the defender absorbs with defences, disorder and retreat in one round', () => {
    let cr = start([1, 1, 10, 10, 10, 1, 1, 10, 10, 10], { defences: true, terrain: 1 });
    cr = play(cr, ASSIGN('art1', 'art2'), ASSIGN(), POINT('d1'), POINT('a1'));
    expect(plannedDice(cr.round, 'attackerArtillery').map((p) => p.successNumber)).toEqual([4, 4]); // defences -1
    cr = play(cr, ROLL);
    expect(cr.round.allocation).toMatchObject({ hits: 2, absorbedByDefences: 1, remaining: 1 });
    expect(cr.round.defences).toBe(false);
    expect(applyCombatEvent(cr, { type: 'ABSORB_BY_RETREAT' })).toMatchObject({ ok: false, rule: '6.42c' });
    cr = play(cr, { type: 'ABSORB_BY_DISORDER' });
    expect(stepPath(cr)).toBe('defensiveCloseFire.roll');
    // disordered defenders still fire, at -1, and infantry against the armoured point a1 -1 (the recruit -1 more)
    expect(plannedDice(cr.round, 'defensiveCloseFire').map((p) => p.successNumber)).toEqual([3, 3, 2]);
    cr = play(cr, ROLL);
    // defences are gone, terrain 1 counts against the attacker's close fire
    expect(plannedDice(cr.round, 'offensiveCloseFire').map((p) => p.successNumber)).toEqual([6, 6, 6, 4, 4]);
    cr = play(cr, ROLL);
    expect(cr.round.allocation?.remaining).toBe(2);
    expect(applyCombatEvent(cr, { type: 'ABSORB_BY_DISORDER' })).toMatchObject({ ok: false, rule: '6.42b' });
    cr = play(cr, { type: 'ABSORB_BY_RETREAT', destinations: { d1: 'D1', d2: 'D1' } }, LOSS('d1'));
    expect(stepPath(cr)).toBe('endOfRound');
    const res = combatResult(cr)!;
    expect(res.defencesRemoved).toBe(true);
    expect(res.exploitationOpportunity).toBe(false);
    expect(outcome(cr, 'd1')).toMatchObject({
      steps: 1,
      area: 'D1',
      order: 'disordered',
      retreatPath: ['D1'],
      faceUp: false,
    });
    expect(outcome(cr, 'd2')).toMatchObject({ steps: 1, area: 'D1', order: 'disordered' });
    // nobody of the defender is left in X, so the attackers stand up hidden again (6.29)
    expect(outcome(cr, 'a1').faceUp).toBe(false);
  });

  it('6.42d / 6.8 more hits than the defender can take gives exploitation (failed morale: no mark)', () => {
    let cr = start([10, 1, 1, 1, 10, 10, 9], { defender: { units: [d2] } });
    cr = play(cr, ASSIGN(), ASSIGN(), POINT('d2'), POINT('a1'), ROLL, ROLL, LOSS('d2'));
    expect(cr.round.overwhelmed).toBe(true);
    expect(stepPath(cr)).toBe('exploitation');
    cr = play(cr, { type: 'EXPLOIT' });
    const res = combatResult(cr)!;
    expect(res.exploitationOpportunity).toBe(true);
    expect(cr.round.morale[0]).toMatchObject({ id: 'a1', successNumber: 7, face: 9, passed: false });
    expect(res.exploitationMarks).toEqual([]);
  });

  it('6.8 the attacker may decline the exploitation and stay hidden', () => {
    let cr = start([10, 1, 1, 10, 10, 10], { defender: { units: [d2] } });
    cr = play(cr, ASSIGN(), ASSIGN(), POINT('d2'), POINT('a1'), ROLL, ROLL, LOSS('d2'), {
      type: 'DECLINE_EXPLOITATION',
    });
    const res = combatResult(cr)!;
    expect(res.shownForMorale).toEqual([]);
    expect(res.exploitationMarks).toEqual([]);
    expect(outcome(cr, 'a1').faceUp).toBe(false);
  });

  it('6.41b river assault: the aborting units retreat back across the river, disordered; never exploitation', () => {
    let cr = start([1, 1, 10], { riverAssault: true });
    cr = play(cr, ASSIGN(), ASSIGN(), POINT('d1'), POINT('a1'), ROLL, LOSS('a1'));
    expect(applyCombatEvent(cr, { type: 'ABORT', destinations: { a1: 'B', a2: 'A' } })).toMatchObject({
      ok: false,
      rule: '6.6',
    });
    cr = play(cr, { type: 'ABORT', destinations: { a1: 'A', a2: 'A' } });
    expect(outcome(cr, 'a1')).toMatchObject({ area: 'A', order: 'disordered', steps: 2 });
    expect(outcome(cr, 'a2')).toMatchObject({ area: 'A', order: 'disordered', steps: 2 });
  });

  it('6.8 a river assault that overwhelms the defender gives no exploitation', () => {
    let cr = start([10, 1, 1, 10, 10, 10], { riverAssault: true, defender: { units: [d2] } });
    cr = play(cr, ASSIGN(), ASSIGN(), POINT('d2'), POINT('a1'), ROLL, ROLL, LOSS('d2'));
    expect(stepPath(cr)).toBe('endOfRound');
    expect(combatResult(cr)!.exploitationOpportunity).toBe(false);
  });

  it('4.35 defended roadblock: no special action, only one artillery of its formation, the engineer leads and dies', () => {
    const reng = { id: 'reng', kind: 'engineer' as const, formation: 'G1', unitClass: 'infantry' as const };
    let cr = start([10, 10, 1, 1, 10, 10, 10], {
      defender: {
        units: [],
        specialActions: 1,
        available: [
          { id: 'dart1', kind: 'artillery', formation: 'G1' },
          { id: 'db1', kind: 'battle', formation: 'G1' },
          { id: 'dart9', kind: 'artillery', formation: 'G9' },
        ],
      },
      defendedRoadblock: reng,
    });
    expect(stepPath(cr)).toBe('attackerAssignsAssets');
    cr = play(cr, ASSIGN());
    expect(applyCombatEvent(cr, ASSIGN('db1'))).toMatchObject({ ok: false, rule: '4.35' });
    expect(applyCombatEvent(cr, ASSIGN('dart9'))).toMatchObject({ ok: false, rule: '6.23' });
    cr = play(cr, ASSIGN('dart1'), POINT('reng'), POINT('a1'), ROLL, ROLL, ROLL, LOSS('reng'));
    expect(stepPath(cr)).toBe('exploitation');
    cr = play(cr, { type: 'DECLINE_EXPLOITATION' });
    const res = combatResult(cr)!;
    expect(res.roadblockRemoved).toBe(true);
    expect(res.assetsEliminated).toEqual(['reng']);
    expect(res.assetsToUsed).toEqual(['dart1']);
  });

  it('6.43 battle assets may absorb losses before the point unit; other units may not', () => {
    let cr = start([1, 1, 10, 10, 10, 10, 10]);
    cr = play(cr, ASSIGN('b1'), ASSIGN(), POINT('d1'), POINT('a1'), ROLL, LOSS('b1'));
    expect(applyCombatEvent(cr, LOSS('a2'))).toMatchObject({ ok: false, rule: '6.43' });
    cr = play(cr, LOSS('a1'));
    expect(plannedDice(cr.round, 'offensiveCloseFire').map((p) => p.firer)).toEqual(['a1', 'a1', 'a2', 'a2']);
    cr = play(cr, ROLL);
    const res = combatResult(cr)!;
    expect(res.assetsEliminated).toEqual(['b1']);
    expect(outcome(cr, 'a1')).toMatchObject({ steps: 2 });
    expect(outcome(cr, 'a2')).toMatchObject({ steps: 2 });
  });

  it('6.25 / 6.24 a point unit eliminated mid-round is replaced and the new one sets the modifiers', () => {
    const armoredD1 = unit('d1', 'defender', { unitClass: 'armor' });
    let cr = start([1, 10, 10, 10, 10, 10, 10, 10, 10], {
      defender: { units: [armoredD1, d2], available: [{ id: 'dart1', kind: 'artillery', formation: 'G1' }] },
    });
    cr = play(cr, ASSIGN('art1'), ASSIGN('dart1'), POINT('d2'), POINT('a1'), ROLL, LOSS('d2'));
    expect(stepPath(cr)).toBe('attackerArtillery.redesignate');
    expect(combatActor(cr)?.side).toBe('defender');
    expect(applyCombatEvent(cr, POINT('d2'))).toMatchObject({ ok: false, rule: '6.24' });
    cr = play(cr, POINT('d1'));
    expect(stepPath(cr)).toBe('defenderArtillery.roll');
    cr = play(cr, ROLL, ROLL);
    // armour against armour: no class modifier; infantry against armour -1
    expect(plannedDice(cr.round, 'offensiveCloseFire').map((p) => p.successNumber)).toEqual([6, 6, 6, 4, 4]);
    cr = play(cr, ROLL);
    expect(outcome(cr, 'd2').eliminated).toBe(true);
    expect(outcome(cr, 'd1')).toMatchObject({ steps: 2, area: 'X' });
  });

  it('6.24 / 8.23 a reinforcing unit cannot lead while the original point unit stands; the point choice is secret', () => {
    const r1 = unit('r1', 'defender');
    let cr = start([], {
      defender: { units: [d1], specialActions: 1 },
      reinforcements: [{ unit: r1, fromArea: 'D1', fromUncontested: true }],
    });
    expect(legalCombatEvents(cr).map((e) => e.type)).toEqual(['REINFORCE', 'WITHDRAW', 'DECLINE_SPECIAL_ACTION']);
    cr = play(cr, { type: 'REINFORCE', unitId: 'r1' });
    // the only special action is spent: on to 6.22
    expect(stepPath(cr)).toBe('attackerAssignsAssets');
    cr = play(cr, ASSIGN(), ASSIGN());
    expect(combatActor(cr)).toEqual({ side: 'defender', secret: true });
    expect(applyCombatEvent(cr, POINT('r1'))).toMatchObject({ ok: false, rule: '8.23' });
    cr = play(cr, POINT('d1'));
    expect(combatActor(cr)).toEqual({ side: 'attacker', secret: false });
    expect(stepRule(cr)).toBe('6.24');
  });

  it("6.2 an event out of its step is refused with the current step's rule; the round state is untouched", () => {
    const cr = start([]);
    const out = applyCombatEvent(cr, ROLL);
    expect(out).toMatchObject({ ok: false, rule: '6.22', code: 'combat.notNow' });
    expect(applyCombatEvent(cr, ASSIGN('art1', 'art2', 'ev1', 'b1'))).toMatchObject({ ok: true });
  });

  it('2.1 rolling marks an undo barrier, and a seeded game replays identically', () => {
    const seeded = { dice: { kind: 'seeded' as const, s: 77 } };
    const walk = () => {
      let cr = start([], seeded);
      cr = play(cr, ASSIGN(), ASSIGN(), POINT('d1'), POINT('a1'));
      const out = applyCombatEvent(cr, ROLL);
      if (!out.ok) throw new Error(out.message);
      expect(out.barrier).toBe(true);
      return out.state.round.lastFire;
    };
    expect(walk()).toEqual(walk());
  });

  it("6.27 the odds shown before the roll are the distribution of that step's dice", () => {
    let cr = start([]);
    expect(currentStepOdds(cr)).toBeNull();
    cr = play(cr, ASSIGN(), ASSIGN(), POINT('d1'), POINT('a1'));
    expect(stepPath(cr)).toBe('defensiveCloseFire.roll');
    const o = currentStepOdds(cr)!;
    expect(o).toEqual(stepOdds(cr.round, 'defensiveCloseFire'));
    expect(o.rule).toBe('6.27');
    // d1 two veteran infantry dice vs an armour point (-1): 4; d2 recruit: 5 - 1 - 1 = 3
    expect(o.odds.probabilities[0]).toBeCloseTo(0.6 * 0.6 * 0.7, 12);
    expect(o.abortDecision).toBeCloseTo(1 - o.odds.probabilities[0]! - o.odds.probabilities[1]!, 12);
  });
});

describe('combat assistant with typed dice', () => {
  it('2.1 typed faces drive the roll when the round allows them, and must match the dice count', () => {
    let cr = start([], { typedDice: true });
    cr = play(cr, ASSIGN(), ASSIGN(), POINT('d1'), POINT('a1'));
    expect(applyCombatEvent(cr, { type: 'ROLL', faces: [1, 2] })).toMatchObject({ ok: false, rule: '2.1' });
    cr = play(cr, { type: 'ROLL', faces: [1, 2, 10] });
    expect(cr.round.lastFire?.dice.map((d) => d.hit)).toEqual([true, true, false]);
  });
  it('2.1 typed faces are refused in a game that rolls its own dice', () => {
    let cr = start([1]);
    cr = play(cr, ASSIGN(), ASSIGN(), POINT('d1'), POINT('a1'));
    expect(applyCombatEvent(cr, { type: 'ROLL', faces: [1, 1, 1] })).toMatchObject({ ok: false, rule: '2.1' });
  });
  void a2;
});

describe('2.2 / 6.24 what each side may see of the round', () => {
  it("6.24 the defender's secret point and hidden labels stay out of the attacker's view until the reveal", async () => {
    const { viewRound } = await import('../../../src/rules/fab/combat/view');
    let cr = start([]);
    cr = play(cr, ASSIGN(), ASSIGN(), POINT('d2'));
    const attackerView = viewRound(cr.round, 'attacker');
    expect(attackerView.point.defender).toBeNull();
    expect(attackerView.originalDefenderPoint).toBeNull();
    expect(JSON.stringify(attackerView)).not.toContain('"d2"');
    expect(attackerView.units.filter((u) => 'ref' in u)).toEqual([
      { ref: 'hidden-1', side: 'defender', hidden: true },
      { ref: 'hidden-2', side: 'defender', hidden: true },
    ]);
    expect(viewRound(cr.round, 'defender').point.defender).toBe('d2');
    cr = play(cr, POINT('a1'));
    expect(viewRound(cr.round, 'attacker').point.defender).toBe('d2');
    expect(viewRound(cr.round, 'attacker').units.some((u) => 'ref' in u)).toBe(false);
  });
});
