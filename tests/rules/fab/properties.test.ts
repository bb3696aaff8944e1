import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { mini } from './fixture';
import { gridState } from '../../../src/rules/fab/bench-fixtures';
import { suppliedAreas } from '../../../src/rules/fab/supply';
import { movementAllowance, reachable, moveStep } from '../../../src/rules/fab/movement';
import { boardIndex, currentQuality } from '../../../src/rules/fab/board';
import { playEvent } from '../../../src/rules/fab/admin';
import { okValue } from '../../fixtures/ok';

describe('FAB properties', () => {
  const grid = gridState();
  const rivers = grid.scenario.boundaries.filter((b) => b.river).map((b) => b.id);
  it('9.31 blowing bridges never puts more areas in supply', () => {
    fc.assert(
      fc.property(fc.subarray(rivers), (blown) => {
        const before = suppliedAreas(grid, 'blue');
        const after = suppliedAreas({ ...grid, blownBridges: blown }, 'blue');
        for (const a of after) if (!before.has(a)) return false;
        return true;
      }),
      { numRuns: 60 },
    );
  });
  it('5.22 / 5.33 every destination fits the allowance unless it is the first area entered', () => {
    const units = grid.scenario.units.filter((u) => u.side === 'blue').map((u) => u.id);
    fc.assert(
      fc.property(fc.constantFrom(...units), (id) => {
        const allowance = movementAllowance(boardIndex(grid.scenario).unitDefs.get(id)!);
        return reachable(grid, id).every((d) => d.cost <= allowance || d.path.length === 1);
      }),
      { numRuns: 30 },
    );
  });
  it('5.3 each reachable destination can really be reached step by step along its path', () => {
    const units = grid.scenario.units.filter((u) => u.side === 'blue').map((u) => u.id);
    fc.assert(
      fc.property(fc.constantFrom(...units), fc.nat(), (id, k) => {
        const dests = reachable(grid, id);
        if (dests.length === 0) return true;
        const d = dests[k % dests.length]!;
        let s = grid;
        for (const step of d.path) {
          const r = moveStep(s, id, step);
          if (!r.ok || r.value.pendingBridge) return !!(r.ok && r.value.pendingBridge);
          s = r.value;
        }
        return s.units[id]!.area === d.area;
      }),
      { numRuns: 40 },
    );
  });
});

describe('2.3 troop quality per step', () => {
  it('2.3 the current quality is the quality of the current step, so it changes with losses and replacements', () => {
    const s = mini([['u', 'blue', 'infantry', 'q1', ['recruit', 'veteran', 'elite']]]);
    const def = boardIndex(s.scenario).unitDefs.get('u')!;
    expect([1, 2, 3].map((n) => currentQuality(def, n))).toEqual(['recruit', 'veteran', 'elite']);
  });
});

describe('9.34d effects of being out of supply', () => {
  it('9.34d an unsupplied unit cannot be affected by a friendly event', () => {
    const s0 = mini([['a', 'blue', 'infantry', 'q1', ['recruit', 'veteran', 'veteran']]], 'admin');
    const s = {
      ...s0,
      units: { ...s0.units, a: { ...s0.units.a!, steps: 2, unsupplied: true } },
      boxes: { ...s0.boxes, blue: { ...s0.boxes.blue, available: [...s0.boxes.blue.available, 'b-rep'] } },
    };
    const r = playEvent(s, 'blue', 'b-rep', ['a']);
    expect(!r.ok && r.rule).toBe('9.34');
  });
});

describe('5.21 / 7.32 reserves and bridges in penetration', () => {
  it('5.21 a reserve marker is lost when the area holding it becomes contested', () => {
    const s0 = mini([
      ['a', 'blue', 'armor', 'q1'],
      ['r', 'red', 'infantry', 'q2'],
    ]);
    const s = { ...s0, units: { ...s0.units, r: { ...s0.units.r!, reserve: true } } };
    const r = moveStep(s, 'a', 'q2');
    expect(okValue(r).units.r!.reserve).toBe(false);
  });
  it('7.32 units creating a newly contested area in penetration face the bridge-blowing chance', () => {
    const s0 = mini(
      [
        ['a', 'blue', 'armor', 'q2'],
        ['r', 'red', 'infantry', 'q3'],
      ],
      'penetration-movement',
    );
    const s = { ...s0, units: { ...s0.units, a: { ...s0.units.a!, reserve: true } } };
    const r = moveStep(s, 'a', 'q3');
    expect(okValue(r).pendingBridge?.decider).toBe('enemy');
  });
});
