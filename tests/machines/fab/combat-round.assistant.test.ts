import { describe, expect, it } from 'vitest';
import {
  applyCombatEvent,
  combatResult,
  startCombatAssistant,
  stepPath,
  type CombatEvent,
  type CombatRound,
} from '../../../machines/fab/combat-round';
import { plannedDice } from '../../../src/rules/fab/combat/round';
import { describeSuccessNumber, defaultCombatTable } from '../../../src/rules/fab/combat/table';

function play(cr: CombatRound, ...events: CombatEvent[]): CombatRound {
  for (const e of events) {
    const out = applyCombatEvent(cr, e);
    if (!out.ok) throw new Error(`${e.type}: ${out.rule} ${out.message}`);
    cr = out.state;
  }
  return cr;
}

const battle = {
  attacker: {
    units: [
      { id: 'panzer', unitClass: 'armor' as const, formation: 'XL', qualities: ['veteran', 'elite'] as const },
      {
        id: 'rifles',
        unitClass: 'infantry' as const,
        formation: 'XL',
        qualities: ['recruit', 'veteran'] as const,
        steps: 1,
      },
    ],
    assets: [{ id: 'guns', kind: 'artillery' as const, formation: 'XL' }],
  },
  defender: {
    units: [
      { id: 'guards', unitClass: 'infantry' as const, formation: 'R', qualities: ['veteran', 'veteran'] as const },
    ],
  },
  defences: true,
  terrain: 1,
};

describe('combat assistant for the physical game (6.2)', () => {
  it('6.2 a battle described at the table runs with typed dice and retreats named by the players', () => {
    const started = startCombatAssistant({ ...battle, dice: 'typed' });
    if (!started.ok) throw new Error(started.message);
    let cr = play(
      started.value,
      { type: 'ASSIGN_ASSETS', assetIds: ['guns'] },
      { type: 'ASSIGN_ASSETS', assetIds: [] },
      { type: 'DESIGNATE_POINT', unitId: 'guards' },
      { type: 'DESIGNATE_POINT', unitId: 'panzer' },
    );
    const guns = plannedDice(cr.round, 'attackerArtillery')[0]!;
    expect(describeSuccessNumber(defaultCombatTable, { value: guns.successNumber, reasons: guns.reasons })).toBe(
      'needs 4 or less: base 5, defences -1',
    );
    // a plain ROLL has no dice to draw on: the players must type them
    expect(applyCombatEvent(cr, { type: 'ROLL' })).toMatchObject({ ok: false, rule: '2.1' });
    cr = play(cr, { type: 'ROLL', faces: [4] }); // one hit, the defences absorb it
    cr = play(cr, { type: 'ROLL', faces: [9, 9] }); // defensive close fire misses
    // panzer elite armour vs infantry: 5 +1 +1 -1 terrain = 6; rifles recruit: 5 -1 -1 = 3
    expect(plannedDice(cr.round, 'offensiveCloseFire').map((d) => d.successNumber)).toEqual([6, 6, 3]);
    cr = play(cr, { type: 'ROLL', faces: [6, 2, 4] });
    expect(cr.round.allocation?.remaining).toBe(2);
    cr = play(
      cr,
      { type: 'ABSORB_BY_RETREAT', destinations: { guards: 'the village' } },
      { type: 'STEP_LOSS', targetId: 'guards' },
    );
    expect(stepPath(cr)).toBe('endOfRound');
    const res = combatResult(cr)!;
    expect(res.units.find((u) => u.id === 'guards')).toMatchObject({
      steps: 1,
      area: 'the village',
      order: 'disordered',
    });
    expect(res.defencesRemoved).toBe(true);
  });

  it('6.2 a seeded assistant round rolls its own dice', () => {
    const started = startCombatAssistant({ ...battle, dice: { kind: 'seeded', seed: 5 } });
    if (!started.ok) throw new Error(started.message);
    const cr = play(
      started.value,
      { type: 'ASSIGN_ASSETS', assetIds: [] },
      { type: 'ASSIGN_ASSETS', assetIds: [] },
      { type: 'DESIGNATE_POINT', unitId: 'guards' },
      { type: 'DESIGNATE_POINT', unitId: 'panzer' },
      { type: 'ROLL' },
    );
    expect(cr.round.lastFire?.dice).toHaveLength(2);
  });

  it('2.4 a negative terrain number is refused', () => {
    expect(startCombatAssistant({ ...battle, terrain: -1, dice: 'typed' })).toMatchObject({ ok: false, rule: '2.4' });
  });
});
