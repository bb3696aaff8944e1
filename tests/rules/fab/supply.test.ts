import { describe, expect, it } from 'vitest';
import { mini, withDice } from './fixture';
import { suppliedAreas } from '../../../src/rules/fab/supply';
import {
  enforceStacking,
  moraleSuccessNumber,
  netVP,
  retreatDestination,
  suddenDeathWinner,
  supplyPhase,
  unsuppliedMoraleFailure,
  victoryPoints,
  finalWinner,
} from '../../../src/rules/fab/supply-phase';
import type { FabState, Side } from '../../../src/rules/fab/types';

const control = (s: FabState, m: Record<string, Side>): FabState => {
  const areas = { ...s.areas };
  for (const [k, v] of Object.entries(m)) areas[k] = { ...areas[k]!, control: v };
  return { ...s, areas };
};

describe('9.31 tracing a supply route', () => {
  it('9.31a the route runs through friendly-controlled areas only', () => {
    const s = control(mini([]), { q2: 'red', p2: 'red', r2: 'red' });
    const sup = suppliedAreas(s, 'blue');
    expect(sup.has('q1')).toBe(true);
    expect(sup.has('p1')).toBe(true);
    // p2/q2/r2 are red: blue units there can still trace out of them (9.31b) to column 1
    expect(sup.has('q2')).toBe(true);
    // column 3 is cut off from blue
    expect(sup.has('q3')).toBe(false);
  });
  it('9.31a a blown bridge can be used only by the unit or area next to it', () => {
    const s0 = control(mini([]), { q3: 'blue', p3: 'blue', r3: 'blue' });
    const s = { ...s0, blownBridges: ['p2-p3', 'q2-q3', 'r2-r3'] };
    const sup = suppliedAreas(s, 'blue');
    expect(sup.has('q3')).toBe(true); // adjacent to the blown bridge q2-q3 and q2 is in supply
    const s2 = {
      ...control(s, { q3: 'blue', p3: 'blue', r3: 'blue' }),
      scenario: {
        ...s.scenario,
        supplySources: [
          { side: 'blue' as const, area: 'q1' },
          { side: 'red' as const, area: 'p1' },
        ],
      },
    };
    expect(suppliedAreas(s2, 'blue').has('p3')).toBe(true);
  });
  it('9.31b a route may leave an enemy-controlled area but never pass through one', () => {
    const s = control(mini([]), { q2: 'red', p2: 'red', r2: 'red', q3: 'blue' });
    expect(suppliedAreas(s, 'blue').has('q3')).toBe(false);
    expect(suppliedAreas(s, 'blue').has('q2')).toBe(true);
  });
  it('9.31c a route passes through friendly-controlled areas whatever enemy units are there', () => {
    const s = mini([
      ['r', 'red', 'infantry', 'q2'],
      ['b', 'blue', 'infantry', 'q2'],
    ]);
    const s2 = control(s, { p2: 'red', r2: 'red', q3: 'blue' });
    expect(suppliedAreas(s2, 'blue').has('q3')).toBe(true);
  });
  it('9.31 original edition c: no tracing through an empty area next to uncontested enemy units', () => {
    const units: Parameters<typeof mini>[0] = [['r', 'red', 'infantry', 'p2']];
    const s16 = control(mini(units, 'supply', {}, '2016'), { p2: 'red', q3: 'blue', r2: 'red', r3: 'red' });
    const sor = control(mini(units, 'supply', {}, 'original'), { p2: 'red', q3: 'blue', r2: 'red', r3: 'red' });
    // q1 is the source; q2 is empty and next to red-held p2
    expect(suppliedAreas(s16, 'blue').has('q3')).toBe(true);
    expect(suppliedAreas(sor, 'blue').has('q3')).toBe(false);
  });
  it('14.9 a supply source that needs control stops supplying when lost', () => {
    const s = control(
      mini([], 'supply', {
        supplySources: [
          { side: 'blue', area: 'q1', needsControl: true },
          { side: 'red', area: 'q3' },
        ],
      }),
      { q1: 'red' },
    );
    expect(suppliedAreas(s, 'blue').size).toBe(0);
  });
});

describe('9.3 / 9.4 / 9.5 the supply phase', () => {
  it('9.32 / 9.35 supplied units step up from disorder to recovery and from recovery to good order', () => {
    const s0 = mini(
      [
        ['a', 'blue', 'infantry', 'q1'],
        ['b', 'blue', 'infantry', 'p1'],
      ],
      'supply',
    );
    const s = {
      ...s0,
      units: {
        ...s0.units,
        a: { ...s0.units.a!, order: 'disorder' as const },
        b: { ...s0.units.b!, order: 'recovery' as const },
      },
    };
    const r = supplyPhase(s).state;
    expect(r.units.a!.order).toBe('recovery');
    expect(r.units.b!.order).toBe('good');
  });
  it('9.34c / 9.4 unsupplied units are marked, do not recover, and the phasing side tests morale', () => {
    // red unit cut off in blue territory; red is phasing
    const s0 = mini([['r', 'red', 'infantry', 'p1', ['recruit', 'veteran', 'veteran']]], 'supply');
    const s = withDice(
      {
        ...s0,
        phasing: 'red',
        areas: { ...s0.areas, p1: { ...s0.areas.p1!, control: 'red' } },
        units: { ...s0.units, r: { ...s0.units.r!, order: 'disorder' as const } },
      },
      [9],
    );
    // p1 red-controlled but surrounded by blue areas -> out of supply
    const r = supplyPhase(s);
    expect(r.rolled).toBe(true);
    expect(r.state.units.r!.unsupplied).toBe(true);
    // disordered veteran fails (9 > 5-1-1): loses a step
    expect(r.state.units.r!.steps).toBe(2);
    expect(r.state.units.r!.order).toBe('disorder');
  });
  it('9.4 a failed check puts a unit in good order into disorder; disordered recruits surrender on 8-10, veterans on 10', () => {
    expect(unsuppliedMoraleFailure('good', 'recruit', 10)).toBe('disorder');
    expect(unsuppliedMoraleFailure('recovery', 'veteran', 10)).toBe('disorder');
    expect(unsuppliedMoraleFailure('disorder', 'recruit', 8)).toBe('surrender');
    expect(unsuppliedMoraleFailure('disorder', 'recruit', 7)).toBe('step');
    expect(unsuppliedMoraleFailure('disorder', 'veteran', 10)).toBe('surrender');
    expect(unsuppliedMoraleFailure('disorder', 'veteran', 9)).toBe('step');
  });
  it('9.4 a disordered elite unit never surrenders but still loses a step', () => {
    const s0 = mini([['r', 'red', 'infantry', 'p1', ['elite', 'elite']]], 'supply');
    const s = withDice(
      {
        ...s0,
        phasing: 'red',
        areas: { ...s0.areas, p1: { ...s0.areas.p1!, control: 'red' } },
        units: { ...s0.units, r: { ...s0.units.r!, order: 'disorder' as const } },
      },
      [10],
    );
    const r = supplyPhase(s).state;
    expect(r.units.r!.where).toBe('map');
    expect(r.units.r!.steps).toBe(1);
  });
  it('6.7 morale success number: base 5, recruit -2, elite +2, disorder -1, unsupplied -1', () => {
    expect(moraleSuccessNumber('veteran', false, false)).toBe(5);
    expect(moraleSuccessNumber('recruit', true, true)).toBe(1);
    expect(moraleSuccessNumber('elite', false, true)).toBe(6);
  });
  it('9.5 defences in contested areas, roadblocks, river assaults, exploitation and the non-phasing reserves go', () => {
    const s0 = mini(
      [
        ['a', 'blue', 'armor', 'q2'],
        ['r', 'red', 'infantry', 'q2'],
        ['r2', 'red', 'infantry', 'q3'],
        ['b', 'blue', 'armor', 'p1'],
      ],
      'supply',
    );
    const s: FabState = {
      ...s0,
      phasing: 'blue',
      units: {
        ...s0.units,
        a: { ...s0.units.a!, exploit: true },
        r2: { ...s0.units.r2!, reserve: true },
        b: { ...s0.units.b!, reserve: true },
      },
      areas: {
        ...s0.areas,
        q2: { ...s0.areas.q2!, defences: 'red', riverAssault: true },
        r1: { ...s0.areas.r1!, roadblock: { side: 'blue' } },
        p1: { ...s0.areas.p1!, defences: 'blue' },
      },
    };
    const r = supplyPhase(s).state;
    expect(r.areas.q2!.defences).toBeNull();
    expect(r.areas.q2!.riverAssault).toBe(false);
    expect(r.areas.r1!.roadblock).toBeNull();
    expect(r.areas.p1!.defences).toBe('blue');
    expect(r.units.a!.exploit).toBe(false);
    expect(r.units.r2!.reserve).toBe(false);
    expect(r.units.b!.reserve).toBe(true);
  });
  it('4.35 / 9.5 a surviving defended roadblock engineer goes to the Used box', () => {
    const s0 = mini([], 'supply');
    const s: FabState = {
      ...s0,
      areas: { ...s0.areas, r2: { ...s0.areas.r2!, roadblock: { side: 'blue', asset: 'b-eng' } } },
      boxes: {
        ...s0.boxes,
        blue: { ...s0.boxes.blue, available: s0.boxes.blue.available.filter((x) => x !== 'b-eng'), map: ['b-eng'] },
      },
    };
    const r = supplyPhase(s).state;
    expect(r.boxes.blue.used).toContain('b-eng');
    expect(r.boxes.blue.map).toEqual([]);
  });
});

describe('5.1 / 6.6 stacking enforcement', () => {
  it('5.1 an overstacked unit retreats to an adjacent friendly area and is disordered', () => {
    const s = mini([
      ['a', 'blue', 'infantry', 'q1', ['veteran']],
      ['b', 'blue', 'infantry', 'q1'],
      ['c', 'blue', 'infantry', 'q1'],
    ]);
    const r = enforceStacking(s);
    expect(r.units.a!.area).not.toBe('q1');
    expect(r.units.a!.order).toBe('disorder');
  });
  it('5.1 an overstacked unit that cannot retreat is eliminated', () => {
    const s0 = mini([
      ['a', 'blue', 'infantry', 'q3', ['veteran']],
      ['b', 'blue', 'infantry', 'q3'],
      ['c', 'blue', 'infantry', 'q3'],
    ]);
    const r = enforceStacking(control(s0, { q2: 'red' })); // every neighbour of q3 is red-controlled
    expect(r.units.a!.where).toBe('eliminated');
  });
  it('6.6 a retreat prefers an adjacent area holding one unit or fewer', () => {
    const s = mini([
      ['x', 'blue', 'infantry', 'p1'],
      ['y', 'blue', 'infantry', 'p1'],
      ['m', 'blue', 'infantry', 'q1'],
    ]);
    expect(retreatDestination(s, 'm', 'q1')).not.toBe('p1');
  });
});

describe('19.0 / 19.4 victory', () => {
  it('19.0 area VP go to the controller, enemy steps lost score, event VP count', () => {
    const s = mini([
      ['a', 'blue', 'infantry', 'q1'],
      ['r', 'red', 'infantry', 'q3'],
    ]);
    const sc = { ...s.scenario, areas: s.scenario.areas.map((a) => (a.id === 'q3' ? { ...a, vp: 3 } : a)) };
    const t = {
      ...s,
      scenario: sc,
      units: { ...s.units, r: { ...s.units.r!, steps: 1 } },
      vpBonus: { blue: 0, red: 2 },
    };
    expect(victoryPoints(t)).toEqual({ blue: 2, red: 5 });
    expect(netVP(t)).toBe(-3);
    expect(finalWinner(t)).toBe('red');
  });
  it('19.4 sudden death when net VP reach the turn record threshold', () => {
    const s = mini([
      ['a', 'blue', 'infantry', 'q1'],
      ['r', 'red', 'infantry', 'q3'],
    ]);
    const t = { ...s, turn: 2, vpBonus: { blue: 5, red: 0 } };
    expect(suddenDeathWinner(t)).toBe('blue');
    expect(suddenDeathWinner({ ...t, turn: 1 })).toBeNull();
  });
});
