/**
 * Issue 13's audit rulings through the FAB engine: `apply` and `legalEvents` agree under rules version 2 and
 * under version 1, for the special actions 9.34d now forbids to out-of-supply units.
 */
import { describe, expect, it } from 'vitest';
import { fabEngine } from '../../../src/app/systems/fab';
import { mini, type UnitSpec } from '../../rules/fab/fixture';
import type { GameEvent } from '../../../src/rules/common/engine';
import type { FabPhase, FabState, UnitState } from '../../../src/rules/fab/types';

function at(version: number, units: UnitSpec[], phase: FabPhase, patch: Record<string, Partial<UnitState>>): FabState {
  const s = mini(units, phase);
  const us = { ...s.units };
  for (const [id, p] of Object.entries(patch)) us[id] = { ...us[id]!, ...p };
  return { ...s, units: us, rulesVersion: version };
}
const offered = (s: FabState, e: Partial<GameEvent>) =>
  fabEngine.legalEvents(s).some((x) => Object.entries(e).every(([k, v]) => (x as Record<string, unknown>)[k] === v));

describe('9.34d through the engine: apply and legalEvents agree under both rules versions', () => {
  it('9.34d / 8.26 quality replacements for an out-of-supply unit: offered and accepted in version 1 only', () => {
    const units: UnitSpec[] = [['a', 'blue', 'infantry', 'q1', ['recruit', 'veteran', 'elite']]];
    const e = { type: 'SPECIAL_ACTION', source: 'b-hq', use: 'replacements', unit: 'a' } as const;
    const v2 = at(2, units, 'admin', { a: { steps: 2, unsupplied: true } });
    expect(fabEngine.apply(v2, e)).toMatchObject({ ok: false, rule: '9.34' });
    expect(offered(v2, { type: 'SPECIAL_ACTION', use: 'replacements' })).toBe(false);
    const v1 = { ...v2, rulesVersion: 1 };
    const r = fabEngine.apply(v1, e);
    if (!r.ok) throw new Error(r.message);
    expect(r.state.units.a!.steps).toBe(3);
    expect(offered(v1, { type: 'SPECIAL_ACTION', use: 'replacements' })).toBe(true);
  });

  it('9.34d / 8.22 opening a penetration combat round for out-of-supply units: version 1 only', () => {
    const units: UnitSpec[] = [
      ['a', 'blue', 'armor', 'q2'],
      ['r', 'red', 'infantry', 'q2'],
    ];
    const e = { type: 'OPEN_COMBAT', area: 'q2', source: 'b-hq' } as const;
    const v2 = at(2, units, 'penetration-combat', { a: { unsupplied: true } });
    expect(fabEngine.apply(v2, e)).toMatchObject({ ok: false, rule: '9.34' });
    expect(offered(v2, { type: 'OPEN_COMBAT' })).toBe(false);
    const v1 = { ...v2, rulesVersion: 1 };
    expect(fabEngine.apply(v1, e).ok).toBe(true);
    expect(offered(v1, { type: 'OPEN_COMBAT', area: 'q2' })).toBe(true);
  });

  it('9.34d / 8.23 an out-of-supply neighbour is not offered as a reinforcement in version 2, and is in version 1', () => {
    const units: UnitSpec[] = [
      ['a', 'blue', 'armor', 'q3'],
      ['r1', 'red', 'infantry', 'q3'],
      ['r2', 'red', 'infantry', 'p3'],
    ];
    const begin = (v: number) => {
      const s0 = at(v, units, 'combat', { r2: { unsupplied: true } });
      const s = { ...s0, areas: { ...s0.areas, q3: { ...s0.areas.q3!, newlyContested: true } } };
      const r = fabEngine.apply(s, { type: 'SELECT_COMBAT', area: 'q3' });
      if (!r.ok) throw new Error(r.message);
      return r.state;
    };
    const v2 = begin(2);
    expect(offered(v2, { type: 'REINFORCE', unitId: 'r2' })).toBe(false);
    expect(fabEngine.apply(v2, { type: 'REINFORCE', unitId: 'r2' })).toMatchObject({ ok: false, rule: '9.34' });
    const v1 = begin(1);
    expect(offered(v1, { type: 'REINFORCE', unitId: 'r2' })).toBe(true);
    expect(fabEngine.apply(v1, { type: 'REINFORCE', unitId: 'r2' }).ok).toBe(true);
  });
});
