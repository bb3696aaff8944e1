/**
 * Issue 26's audit rulings in the FAB rules (rules version 4), with the old ruling kept for games of version 3,
 * and the refusals the audit found citing the wrong section (docs/rules-versions.md).
 */
import { describe, expect, it } from 'vitest';
import { mini, type UnitSpec } from './fixture';
import { alternativeEvent } from '../../../src/rules/fab/admin';
import { reorganize } from '../../../src/rules/fab/special-actions';
import { candidateEvents } from '../../../machines/fab/legal';
import { stackingChoices, stackingRetreat } from '../../../src/rules/fab/stacking';
import { enforceStacking } from '../../../src/rules/fab/supply-phase';
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

describe('5.1 / 6.6 the owner makes the stacking retreat that ends a movement phase (rules version 4)', () => {
  /** A movement phase ending with these units, the stacking retreat under way. */
  const ending = (units: UnitSpec[], edition: '2016' | 'original', control: Record<string, 'blue' | 'red'> = {}) => {
    const s = at(4, units, 'operational-movement', {}, edition);
    const areas = { ...s.areas };
    for (const [id, side] of Object.entries(control)) areas[id] = { ...areas[id]!, control: side };
    return { ...s, areas, stacking: true };
  };
  const four: UnitSpec[] = [
    ['a', 'blue', 'infantry', 'p2'],
    ['b', 'blue', 'infantry', 'p2'],
    ['c', 'blue', 'infantry', 'p2'],
    ['d', 'blue', 'infantry', 'p2'],
  ];

  it('5.1 original edition: the owner picks which units retreat and sends two of them to different areas', () => {
    const s = ending(four, 'original');
    // every unit of the stack may go to either friendly area next door (p3 is red's)
    expect(stackingChoices(s).map((c) => [c.unit, [...c.to].sort(), c.eliminate])).toEqual([
      ['a', ['p1', 'q2'], false],
      ['b', ['p1', 'q2'], false],
      ['c', ['p1', 'q2'], false],
      ['d', ['p1', 'q2'], false],
    ]);
    const one = ok(stackingRetreat(s, 'c', 'q2'));
    expect(one.units.c).toMatchObject({ area: 'q2', order: 'disorder' });
    expect(stackingChoices(one).map((c) => c.unit)).toEqual(['a', 'b', 'd']);
    const two = ok(stackingRetreat(one, 'd', 'p1'));
    expect(two.units.d).toMatchObject({ area: 'p1', order: 'disorder' });
    expect([two.units.a!.area, two.units.b!.area]).toEqual(['p2', 'p2']);
    expect(stackingChoices(two)).toEqual([]);
    expect(two.notes.at(-1)).toMatchObject({ rule: '5.1', code: 'overstackRetreat', params: { unit: 'd', to: 'p1' } });
  });

  it('6.6 the destinations follow the edition: 2016 goes on to the nearest area holding one unit, the original edition to any with room', () => {
    const crowded: UnitSpec[] = [
      ['a', 'blue', 'infantry', 'p2'],
      ['b', 'blue', 'infantry', 'p2'],
      ['c', 'blue', 'infantry', 'p2'],
      ['x', 'blue', 'infantry', 'p1'],
      ['y', 'blue', 'infantry', 'p1'],
      ['v', 'blue', 'infantry', 'q2'],
      ['w', 'blue', 'infantry', 'q2'],
      ['z', 'blue', 'infantry', 'q1'],
    ];
    // both areas next door hold two: 2016 passes through them to q1, which holds one unit; r2 is empty
    expect(stackingChoices(ending(crowded, '2016'))[0]!.to).toEqual(['q1']);
    expect([...stackingChoices(ending(crowded, 'original'))[0]!.to].sort()).toEqual(['q1', 'r2']);
    expect(stackingRetreat(ending(crowded, '2016'), 'a', 'r2')).toMatchObject({
      ok: false,
      rule: '6.6',
      code: 'stack.badDestination',
    });
    expect(ok(stackingRetreat(ending(crowded, 'original'), 'b', 'r2')).units.b!.area).toBe('r2');
  });

  it('5.1 a unit is eliminated only when no unit of the stack can retreat, and the owner says which', () => {
    const s = ending(four.slice(0, 3), 'original', { p1: 'red', q2: 'red' });
    expect(stackingChoices(s).every((c) => c.to.length === 0 && c.eliminate)).toBe(true);
    const gone = ok(stackingRetreat(s, 'b', null));
    expect(gone.units.b).toMatchObject({ where: 'eliminated', area: null });
    expect(gone.notes.at(-1)).toMatchObject({ rule: '5.1', code: 'overstackEliminated' });
    // where a unit can retreat, none is eliminated
    const open = ending(four.slice(0, 3), 'original');
    expect(stackingRetreat(open, 'b', null)).toMatchObject({ ok: false, rule: '5.1', code: 'stack.canRetreat' });
  });

  it('5.1 bad stacking retreats are refused with the rule and change nothing', () => {
    const s = ending(four.slice(0, 3), 'original');
    const before = JSON.stringify(s);
    expect(stackingRetreat(s, 'a', 'p3')).toMatchObject({ ok: false, rule: '6.6', code: 'stack.badDestination' });
    expect(stackingRetreat(s, 'nobody', 'p1')).toMatchObject({ ok: false, rule: '5.1', code: 'stack.notOverstacked' });
    expect(stackingRetreat({ ...s, stacking: false }, 'a', 'p1')).toMatchObject({ ok: false, code: 'stack.notNow' });
    expect(JSON.stringify(s)).toBe(before);
  });

  it('5.1 version 3 keeps the automatic retreat: the weakest unit, to the emptiest area', () => {
    const units: UnitSpec[] = [
      ['a', 'blue', 'infantry', 'p2'],
      ['b', 'blue', 'infantry', 'p2', ['veteran']],
      ['c', 'blue', 'infantry', 'p2'],
      ['x', 'blue', 'infantry', 'p1'],
    ];
    const r = enforceStacking(at(3, units, 'operational-movement', {}, 'original'));
    expect(r.units.b).toMatchObject({ area: 'q2', order: 'disorder' });
  });
});
