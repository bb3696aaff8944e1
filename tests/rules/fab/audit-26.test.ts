/**
 * Issue 26's audit rulings in the FAB rules (rules version 4), with the old ruling kept for games of version 3,
 * and the refusals the audit found citing the wrong section (docs/rules-versions.md).
 */
import { describe, expect, it } from 'vitest';
import { mini, type UnitSpec } from './fixture';
import { alternativeEvent } from '../../../src/rules/fab/admin';
import { reorganize } from '../../../src/rules/fab/special-actions';
import { candidateEvents } from '../../../machines/fab/legal';
import type { FabPhase, FabState, UnitState } from '../../../src/rules/fab/types';
import type { Result } from '../../../src/rules/common/result';

const ok = <T>(r: Result<T>): T => {
  if (!r.ok) throw new Error(`${r.rule} ${r.message}`);
  return r.value;
};

/** A mini state under `version`, with some units patched. */
function at(
  version: number,
  units: UnitSpec[],
  phase: FabPhase,
  patch: Record<string, Partial<UnitState>> = {},
  edition: '2016' | 'original' = '2016',
): FabState {
  const s = mini(units, phase, {}, edition);
  const us = { ...s.units };
  for (const [id, p] of Object.entries(patch)) us[id] = { ...us[id]!, ...p };
  return { ...s, units: us, rulesVersion: version };
}

/** Blue's replacements event b-rep in Available, and these assets in the Eliminated box. */
function withEliminated(s: FabState, eliminated: string[]): FabState {
  const b = s.boxes.blue;
  const gone = (x: string) => !eliminated.includes(x) && x !== 'b-rep';
  return {
    ...s,
    boxes: {
      ...s.boxes,
      blue: {
        ...b,
        cup: b.cup.filter(gone),
        used: b.used.filter(gone),
        available: [...b.available.filter(gone), 'b-rep'],
        eliminated: [...b.eliminated.filter(gone), ...eliminated],
      },
    },
  };
}

describe('4.21 the alternative use of an event brings back eliminated assets (rules version 4)', () => {
  const units: UnitSpec[] = [['a', 'blue', 'infantry', 'q1']];

  it('4.21 an event cannot be spent on its alternative use when no asset is eliminated: refused, nothing changes', () => {
    const s = withEliminated(at(4, units, 'admin'), []);
    const before = JSON.stringify(s);
    expect(alternativeEvent(s, 'blue', 'b-rep', [])).toMatchObject({
      ok: false,
      rule: '4.21',
      code: 'admin.nothingToReturn',
    });
    expect(JSON.stringify(s)).toBe(before);
    expect(candidateEvents(s).some((e) => e.type === 'ALT_EVENT')).toBe(false);
  });

  it('4.21 with one asset eliminated the event brings that one back; with more, the two the owner picks', () => {
    const one = ok(alternativeEvent(withEliminated(at(4, units, 'admin'), ['b-art']), 'blue', 'b-rep', ['b-art']));
    expect(one.boxes.blue.cup).toContain('b-art');
    expect(one.boxes.blue.eliminated).toContain('b-rep');
    const s = withEliminated(at(4, units, 'admin'), ['b-art', 'b-bat', 'b-eng']);
    const two = ok(alternativeEvent(s, 'blue', 'b-rep', ['b-bat', 'b-eng']));
    expect(two.boxes.blue.cup).toEqual(expect.arrayContaining(['b-bat', 'b-eng']));
    expect(two.boxes.blue.eliminated).toContain('b-art');
  });

  it('4.21 version 3 still lets the event go for nothing (stored games replay as before)', () => {
    const s = withEliminated(at(3, units, 'admin'), []);
    expect(ok(alternativeEvent(s, 'blue', 'b-rep', [])).boxes.blue.eliminated).toContain('b-rep');
    expect(candidateEvents(s)).toContainEqual({ type: 'ALT_EVENT', event: 'b-rep', assets: [] });
  });
});

describe('8.25 reorganising designates a supplied area of the side', () => {
  it('8.25 an area the side does not control is refused citing 8.25 (not 9.34)', () => {
    const units: UnitSpec[] = [['a', 'blue', 'infantry', 'q2']];
    const s = at(4, units, 'admin', { a: { order: 'disorder' } });
    // q3 is red's, next to blue's disordered unit in q2
    expect(reorganize(s, 'blue', 'b-hq', 'q3')).toMatchObject({ ok: false, rule: '8.25', code: 'sa.areaNotYours' });
    expect(ok(reorganize(s, 'blue', 'b-hq', 'q2')).units.a!.order).toBe('good');
  });
});
