import { describe, expect, it } from 'vitest';
import { retreatOptions } from '../../../../src/rules/fab/combat/retreat';
import type { RetreatArea, RetreatMap } from '../../../../src/rules/fab/combat/types';

const area = (id: string, own: number, adjacent: string[], o: Partial<RetreatArea> = {}): RetreatArea => ({
  id,
  controlledBy: 'defender',
  attackerUnits: 0,
  defenderUnits: own,
  adjacent: adjacent.map((to) => ({ to })),
  ...o,
});

// X is the battle; P (one unit) and Q (empty) are adjacent; F is full; beyond F: G (empty), H (one unit, farther)
const open: RetreatMap = {
  areas: [
    area('X', 0, ['P', 'Q', 'E', 'C']),
    area('P', 1, ['X']),
    area('Q', 0, ['X']),
    area('E', 0, ['X'], { controlledBy: 'attacker' }),
    area('C', 0, ['X'], { attackerUnits: 1 }),
  ],
};
const full: RetreatMap = {
  areas: [
    area('X', 0, ['F']),
    area('F', 2, ['X', 'G', 'K']),
    area('G', 0, ['F', 'H']),
    area('K', 2, ['F', 'H2']),
    area('H', 1, ['G']),
    area('H2', 1, ['K']),
  ],
};

describe('6.6 retreats', () => {
  it('6.6 only to adjacent friendly-controlled areas free of enemy units', () => {
    expect(retreatOptions({ map: open, side: 'defender', origin: 'X' }).map((o) => o.to)).toEqual(['P', 'Q']);
  });
  it('6.6 units that retreat earlier count for stacking', () => {
    expect(retreatOptions({ map: open, side: 'defender', origin: 'X', arrived: { P: 1 } }).map((o) => o.to)).toEqual([
      'Q',
    ]);
  });
  it('6.6 (2016) when every adjacent choice holds two units, keep going to the nearest friendly area holding units', () => {
    const opts = retreatOptions({ map: full, side: 'defender', origin: 'X' });
    expect(opts).toEqual([
      { to: 'H', path: ['F', 'G', 'H'] },
      { to: 'H2', path: ['F', 'K', 'H2'] },
    ]);
  });
  it('6.6 (original) a unit that would overstack keeps retreating until it fits', () => {
    const opts = retreatOptions({ map: full, side: 'defender', origin: 'X', edition: 'original' });
    expect(opts).toEqual([{ to: 'G', path: ['F', 'G'] }]);
  });
  it('6.6 with nowhere to go the unit cannot retreat', () => {
    const trapped: RetreatMap = { areas: [area('X', 0, ['E']), area('E', 0, ['X'], { controlledBy: 'attacker' })] };
    expect(retreatOptions({ map: trapped, side: 'defender', origin: 'X' })).toEqual([]);
    expect(retreatOptions({ map: trapped, side: 'defender', origin: 'X', edition: 'original' })).toEqual([]);
  });
  it('6.41b river assault aborts go back across the river they crossed', () => {
    const m: RetreatMap = {
      areas: [
        {
          id: 'X',
          controlledBy: 'defender',
          attackerUnits: 0,
          defenderUnits: 0,
          adjacent: [{ to: 'R', river: true }, { to: 'S' }, { to: 'T', river: true }],
        },
        { id: 'R', controlledBy: 'attacker', attackerUnits: 0, defenderUnits: 0, adjacent: [{ to: 'X', river: true }] },
        { id: 'S', controlledBy: 'attacker', attackerUnits: 0, defenderUnits: 0, adjacent: [{ to: 'X' }] },
        { id: 'T', controlledBy: 'attacker', attackerUnits: 0, defenderUnits: 0, adjacent: [{ to: 'X', river: true }] },
      ],
    };
    expect(retreatOptions({ map: m, side: 'attacker', origin: 'X' }).map((o) => o.to)).toEqual(['R', 'S', 'T']);
    expect(
      retreatOptions({ map: m, side: 'attacker', origin: 'X', firstStepAcrossRiverOnly: true }).map((o) => o.to),
    ).toEqual(['R', 'T']);
    expect(retreatOptions({ map: m, side: 'attacker', origin: 'X', firstStepOnlyTo: ['T'] }).map((o) => o.to)).toEqual([
      'T',
    ]);
  });
});
