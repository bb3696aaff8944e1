import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { stepCost, reachable, mover, move, checkPath, pathTo } from '../../../src/rules/ocs/movement';
import { allowance, changeMode } from '../../../src/rules/ocs/modes';
import { DEFAULT_CHART } from '../../../src/rules/ocs/chart';
import { hexDistance, neighbourKeys, parseHex, sideKey } from '../../../src/rules/ocs/hex';
import { benchFixture } from '../../../src/rules/ocs/bench-fixtures';
import { at, game, unit } from './fixtures';
import type { OcsGame, MoveType } from '../../../src/rules/ocs/types';
import { okValue } from '../../fixtures/ok';

const cost = (g: OcsGame, mt: MoveType, a: string, b: string) => stepCost(g.chart, g.map, mt, a, b);

describe('terrain and hexsides', () => {
  it('terrain: off-road, the costliest terrain in a hex with several types counts', () => {
    const g = game({ terrain: { [at(1, 0)]: ['clear', 'forest', 'hills'] } });
    const s = cost(g, 'track', at(0, 0), at(1, 0));
    expect(okValue(s).cost).toBe(3);
    expect(okValue(s).parts[0]).toMatchObject({ kind: 'terrain', id: 'forest' });
  });
  it('terrain: prohibited terrain is refused with the terrain rule', () => {
    const g = game({ terrain: { [at(1, 0)]: ['marsh'] } });
    const s = cost(g, 'wheeled', at(0, 0), at(1, 0));
    expect(s.ok).toBe(false);
    expect(!s.ok && s.rule).toBe('terrain');
    expect(cost(g, 'foot', at(0, 0), at(1, 0))).toMatchObject({ ok: true, value: { cost: 3 } });
  });
  it('hexsides: a river adds its cost to the hex entered', () => {
    const g = game({ hexsides: { [`${at(0, 0)}>${at(1, 0)}`]: { feature: 'river' } } });
    const s = cost(g, 'wheeled', at(0, 0), at(1, 0));
    expect(okValue(s).cost).toBe(1 + 3);
  });
  it('hexsides: bridges and pontoons cancel river costs entirely', () => {
    const g = game({
      hexsides: {
        [`${at(0, 0)}>${at(1, 0)}`]: { feature: 'river', bridge: true },
        [`${at(1, 0)}>${at(2, 0)}`]: { feature: 'major-river', pontoon: true },
      },
    });
    expect(cost(g, 'foot', at(0, 0), at(1, 0))).toMatchObject({ ok: true, value: { cost: 1 } });
    expect(cost(g, 'wheeled', at(1, 0), at(2, 0))).toMatchObject({ ok: true, value: { cost: 1 } });
  });
  it('hexsides: a bridge does not cancel a hexside that is not a river (escarpment)', () => {
    const g = game({ hexsides: { [`${at(0, 0)}>${at(1, 0)}`]: { feature: 'escarpment', bridge: true } } });
    expect(cost(g, 'foot', at(0, 0), at(1, 0))).toMatchObject({ ok: true, value: { cost: 3 } });
    expect(cost(g, 'track', at(0, 0), at(1, 0))).toMatchObject({ ok: false, rule: 'hexsides' });
  });
  it('roads: following a road pays the road cost, ignoring the terrain and the river crossed', () => {
    const g = game({
      terrain: { [at(1, 0)]: ['forest'] },
      hexsides: { [`${at(0, 0)}>${at(1, 0)}`]: { feature: 'major-river' } },
      roads: { [`${at(0, 0)}>${at(1, 0)}`]: 'road' },
    });
    const s = cost(g, 'wheeled', at(0, 0), at(1, 0));
    expect(s).toMatchObject({ ok: true, value: { cost: 0.5, road: 'road' } });
  });
  it('roads: a railway counts as a road, through terrain otherwise prohibited', () => {
    const g = game({
      terrain: { [at(1, 0)]: ['mountain'] },
      rails: { [`${at(0, 0)}>${at(1, 0)}`]: { gauge: 'standard' } },
    });
    // roads: a railway line is a road, so it costs what the road costs (0.5 in the default chart)
    expect(cost(g, 'foot', at(0, 0), at(1, 0))).toMatchObject({ ok: true, value: { cost: 0.5, road: 'railway' } });
    expect(cost(g, 'wheeled', at(0, 0), at(1, 0))).toMatchObject({ ok: true, value: { cost: 0.5, road: 'railway' } });
  });
  it('reversibility: a unit barred from mountains may not leave one for clear through a hexside without a road', () => {
    const g = game({ terrain: { [at(0, 0)]: ['mountain'] }, roads: { [`${at(0, 0)}>${at(0, 1)}`]: 'track' } });
    expect(cost(g, 'track', at(0, 0), at(1, 0))).toMatchObject({ ok: false, rule: 'reversibility' });
    expect(cost(g, 'track', at(0, 0), at(0, 1))).toMatchObject({ ok: true, value: { road: 'track' } });
  });
});

describe('modes', () => {
  const u = unit('u', 'A', at(0, 0), { ma: { combat: 4, move: 8 } });
  it('modes: move mode uses the move side, strategic doubles it', () => {
    expect(allowance({ ...u, mode: 'move' })).toBe(8);
    expect(allowance({ ...u, mode: 'strategic' })).toBe(16);
  });
  it('modes: reserve halves, DG halves, both quarter the allowance', () => {
    expect(allowance({ ...u, mode: 'reserve' })).toBe(2);
    expect(allowance({ ...u, mode: 'combat', dg: true })).toBe(2);
    expect(allowance({ ...u, mode: 'reserve', dg: true })).toBe(1);
  });
  it("modes: mode changes only at the start of the unit's move", () => {
    const g = game({ units: [u] });
    const a = changeMode(g, 'u', 'move');
    expect(a.ok).toBe(true);
    const moved = move(g, ['u'], [at(1, 0)]);
    expect(changeMode(okValue(moved), 'u', 'move')).toMatchObject({ ok: false, rule: 'modes' });
  });
  it('modes: only combat units may enter reserve mode', () => {
    const g = game({ units: [unit('t', 'A', at(0, 0), { combat: false, mode: 'move' })] });
    expect(changeMode(g, 't', 'reserve')).toMatchObject({ ok: false, rule: 'modes' });
  });
});

describe('movement and the one-hex minimum', () => {
  it('movement-points: a move spends the path cost, and the unit may go on with the rest', () => {
    const g = game({ units: [unit('u', 'A', at(0, 0))], terrain: { [at(2, 0)]: ['forest'] } });
    const r = okValue(move(g, ['u'], [at(1, 0), at(2, 0)]));
    expect(r.moves['u']).toMatchObject({ spent: 3, hexes: 2, done: false });
    expect(move(r, ['u'], [at(3, 0), at(4, 0)])).toMatchObject({ ok: false, rule: 'movement-points' });
    expect(move(r, ['u'], [at(3, 0)]).ok).toBe(true);
  });
  it('minimum-move: a unit that has not moved may always go one hex, even short of points', () => {
    const g = game({
      units: [unit('u', 'A', at(0, 0), { ma: { combat: 1, move: 1 } })],
      terrain: { [at(1, 0)]: ['marsh'] },
    });
    expect(okValue(move(g, ['u'], [at(1, 0)])).moves['u']?.done).toBe(true);
    const m = mover(g, ['u']);
    expect(reachable(g, okValue(m)).get(at(1, 0))?.minimum).toBe(true);
  });
  it('minimum-move: not into prohibited terrain', () => {
    const g = game({
      units: [unit('u', 'A', at(0, 0), { moveType: 'wheeled', ma: { combat: 1, move: 1 } })],
      terrain: { [at(1, 0)]: ['marsh'] },
    });
    expect(move(g, ['u'], [at(1, 0)])).toMatchObject({ ok: false, rule: 'terrain' });
  });
  it('minimum-move: not to overrun (an enemy hex is never entered here)', () => {
    const g = game({ units: [unit('u', 'A', at(0, 0), { ma: { combat: 1, move: 1 } }), unit('e', 'B', at(1, 0))] });
    expect(move(g, ['u'], [at(1, 0)])).toMatchObject({ ok: false, rule: 'movement' });
  });
  it('minimum-move: a unit needing fuel pays supply even to move one hex', () => {
    const base = {
      units: [unit('u', 'A', at(0, 0), { fuel: true, moveType: 'track' as const, ma: { combat: 1, move: 1 } })],
      terrain: { [at(1, 0)]: ['forest'] },
    };
    expect(move(game(base), ['u'], [at(1, 0)])).toMatchObject({ ok: false, rule: 'minimum-move' });
    const g = game({ ...base, depots: [{ id: 'd', side: 'A', hex: at(3, 3), sp: 2 }] });
    expect(okValue(move(g, ['u'], [at(1, 0)])).depots[0]?.sp).toBe(2 - DEFAULT_CHART.fuelSp);
  });
  it('movement: a stack moves together and every unit pays', () => {
    const g = game({ units: [unit('a', 'A', at(0, 0)), unit('b', 'A', at(0, 0), { ma: { combat: 2, move: 2 } })] });
    const r = move(g, ['a', 'b'], [at(1, 0), at(2, 0)]);
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.value.units['a']?.hex).toBe(at(2, 0));
      expect(r.value.units['b']?.hex).toBe(at(2, 0));
      expect(r.value.moves['b']?.done).toBe(true);
    }
    expect(move(g, ['a', 'b'], [at(1, 0), at(2, 0), at(3, 0)])).toMatchObject({ ok: false, rule: 'movement-points' });
  });
  it('movement: in a stack of several movement types each unit pays its own costs', () => {
    const g = game({
      terrain: { [at(1, 0)]: ['forest'] },
      units: [
        unit('inf', 'A', at(0, 0), { ma: { combat: 6, move: 6 } }),
        unit('car', 'A', at(0, 0), { moveType: 'wheeled', ma: { combat: 6, move: 6 } }),
      ],
    });
    const r = move(g, ['inf', 'car'], [at(1, 0)]);
    if (!r.ok) throw new Error(r.message);
    expect(r.value.moves['inf']?.spent).toBe(2);
    expect(r.value.moves['car']?.spent).toBe(4);
  });
  it('movement: a mixed stack goes only where every unit may go and can pay', () => {
    const g = game({
      terrain: { [at(1, 0)]: ['marsh'], [at(1, 1)]: ['forest'] },
      units: [
        unit('inf', 'A', at(0, 0)),
        unit('car', 'A', at(0, 0), { moveType: 'wheeled', ma: { combat: 5, move: 5 } }),
      ],
    });
    expect(move(g, ['inf', 'car'], [at(1, 0)])).toMatchObject({ ok: false, rule: 'terrain' });
    const m = mover(g, ['inf', 'car']);
    if (!m.ok) throw new Error(m.message);
    const reach = reachable(g, m.value);
    expect(reach.has(at(1, 0))).toBe(false);
    // clear then forest: the wheeled unit pays 1 + 4 = 5 of its 5 points, the foot unit 1 + 2 of its 4
    expect(reach.get(at(1, 1))).toMatchObject({ remaining: 0, path: [at(0, 1), at(1, 1)] });
    expect(reach.get(at(0, 1))?.remaining).toBe(3);
  });
  it('movement: when another unit starts moving, the previous one has finished', () => {
    const g = game({ units: [unit('a', 'A', at(0, 0)), unit('b', 'A', at(0, 1))] });
    const r1 = move(g, ['a'], [at(1, 0)]);
    if (!r1.ok) throw new Error(r1.message);
    const r2 = move(r1.value, ['b'], [at(1, 1)]);
    if (!r2.ok) throw new Error(r2.message);
    expect(move(r2.value, ['a'], [at(2, 0)])).toMatchObject({ ok: false, rule: 'movement' });
  });
});

describe('zones of control', () => {
  it('zoc: entering a live enemy zone of control ends the move', () => {
    const g = game({ units: [unit('u', 'A', at(0, 2)), unit('e', 'B', at(3, 2))] });
    expect(move(g, ['u'], [at(1, 2), at(2, 2), at(2, 1)])).toMatchObject({ ok: false, rule: 'zoc' });
    const r = move(g, ['u'], [at(1, 2), at(2, 2)]);
    expect(okValue(r).moves['u']?.done).toBe(true);
  });
  it('zoc: a friendly combat unit in the hex negates the zone of control', () => {
    const g = game({ units: [unit('u', 'A', at(0, 2)), unit('f', 'A', at(2, 2)), unit('e', 'B', at(3, 2))] });
    const m = mover(g, ['u']);
    expect(reachable(g, okValue(m)).get(at(2, 2))?.stop).toBe(false);
  });
  it('zoc: units in strategic mode may not enter an enemy zone of control', () => {
    const g = game({ units: [unit('u', 'A', at(0, 2), { mode: 'strategic' }), unit('e', 'B', at(3, 2))] });
    expect(move(g, ['u'], [at(1, 2), at(2, 2)])).toMatchObject({ ok: false, rule: 'modes' });
  });
});

/* ---------- reachable set against brute force ---------- */

function bruteForce(g: OcsGame, ids: string[]): Map<string, number> {
  const m = mover(g, ids);
  if (!m.ok) throw new Error(m.message);
  const best = new Map<string, number>();
  const walk = (path: string[], spent: number) => {
    const last = path.length ? path[path.length - 1]! : m.value.hex;
    for (const n of neighbourKeys(last)) {
      if (!g.map.hexes[n] || n === m.value.hex || path.includes(n)) continue;
      const c = checkPath(g, m.value, [...path, n]);
      if (!c.ok || c.value.minimum) continue;
      if ((best.get(n) ?? Infinity) > c.value.total) best.set(n, c.value.total);
      if (!c.value.stop) walk([...path, n], c.value.total);
    }
    void spent;
  };
  walk([], 0);
  return best;
}

const terrains = ['clear', 'forest', 'rough', 'hills', 'marsh', 'mountain', 'lake', 'desert'];

describe('reachable hexes', () => {
  it('movement-points: Dijkstra over the chart agrees with brute-force enumeration of every path (small maps)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...terrains), { minLength: 20, maxLength: 20 }),
        fc.array(fc.tuple(fc.nat(19), fc.nat(5), fc.constantFrom('river', 'major-river', 'escarpment', 'wadi')), {
          maxLength: 6,
        }),
        fc.array(fc.nat(19), { maxLength: 6 }),
        fc.constantFrom<MoveType>('foot', 'track', 'wheeled'),
        fc.integer({ min: 1, max: 6 }),
        fc.option(fc.nat(19), { nil: undefined }),
        (ts, sides, roadCells, mt, ma, enemyAt) => {
          const w = 5,
            h = 4;
          const cell = (i: number) => {
            const c = i % w,
              r = Math.floor(i / w) % h;
            return at(c, r);
          };
          const terrain: Record<string, string[]> = {};
          ts.forEach((t, i) => (terrain[cell(i)] = [t]));
          terrain[cell(0)] = ['clear'];
          const hexsides: Record<string, { feature: string }> = {};
          for (const [i, d, f] of sides) {
            const a = cell(i);
            const b = neighbourKeys(a)[d]!;
            hexsides[`${a}>${b}`] = { feature: f };
          }
          const roads: Record<string, 'road'> = {};
          for (const i of roadCells) {
            const a = cell(i);
            const b = neighbourKeys(a)[i % 6]!;
            roads[`${a}>${b}`] = 'road';
          }
          const units = [unit('u', 'A', cell(0), { moveType: mt, ma: { combat: ma, move: ma } })];
          if (enemyAt !== undefined && cell(enemyAt) !== cell(0)) units.push(unit('e', 'B', cell(enemyAt)));
          const g = game({ width: w, height: h, terrain, hexsides, roads, units });
          const m = okValue(mover(g, ['u']));
          const fast = reachable(g, m);
          const slow = bruteForce(g, ['u']);
          const fastNormal = new Map([...fast].filter(([, r]) => !r.minimum).map(([k, r]) => [k, r.cost]));
          expect(fastNormal).toEqual(slow);
          for (const [k, r] of fast) {
            const p = pathTo(fast, cell(0), k)!;
            const c = okValue(checkPath(g, m, p));
            if (!r.minimum) expect(c.total).toBeCloseTo(r.cost);
          }
        },
      ),
      { numRuns: 150 },
    );
  });
  it('movement-points: for a stack of two movement types the search finds exactly the hexes some legal path reaches', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...terrains), { minLength: 20, maxLength: 20 }),
        fc.array(fc.tuple(fc.nat(19), fc.nat(5), fc.constantFrom('river', 'major-river', 'escarpment', 'wadi')), {
          maxLength: 5,
        }),
        fc.array(fc.nat(19), { maxLength: 5 }),
        fc.constantFrom<[MoveType, MoveType]>(['foot', 'wheeled'], ['track', 'wheeled'], ['foot', 'track']),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 6 }),
        (ts, sides, roadCells, [t1, t2], ma1, ma2) => {
          const w = 5,
            h = 4;
          const cell = (i: number) => at(i % w, Math.floor(i / w) % h);
          const terrain: Record<string, string[]> = {};
          ts.forEach((t, i) => (terrain[cell(i)] = [t]));
          terrain[cell(0)] = ['clear'];
          const hexsides: Record<string, { feature: string }> = {};
          for (const [i, d, f] of sides) {
            const a = cell(i);
            hexsides[`${a}>${neighbourKeys(a)[d]!}`] = { feature: f };
          }
          const roads: Record<string, 'track'> = {};
          for (const i of roadCells) {
            const a = cell(i);
            roads[`${a}>${neighbourKeys(a)[i % 6]!}`] = 'track';
          }
          const g = game({
            width: w,
            height: h,
            terrain,
            hexsides,
            roads,
            units: [
              unit('u1', 'A', cell(0), { moveType: t1, ma: { combat: ma1, move: ma1 } }),
              unit('u2', 'A', cell(0), { moveType: t2, ma: { combat: ma2, move: ma2 } }),
            ],
          });
          const m = okValue(mover(g, ['u1', 'u2']));
          const fast = reachable(g, m);
          const slow = bruteForce(g, ['u1', 'u2']);
          expect(new Set([...fast].filter(([, r]) => !r.minimum).map(([k]) => k))).toEqual(new Set(slow.keys()));
          for (const k of fast.keys()) expect(checkPath(g, m, pathTo(fast, cell(0), k)!).ok).toBe(true);
        },
      ),
      { numRuns: 120 },
    );
  });
  // Its speed (under 5 ms) is a budget of `npm run bench` (engine.ocs.reach), not of the unit suite.
  it('movement-points: 20 movement points on the 60x40 bench map reach over a hundred hexes', () => {
    const { game: g, unitIds } = benchFixture(7);
    const m = okValue(mover(g, unitIds));
    expect(m.remaining).toBe(20);
    expect(reachable(g, m).size).toBeGreaterThan(100);
  });
  it('breakout: hex distance is symmetric and neighbours are one hex away', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -50, max: 50 }),
        fc.integer({ min: -50, max: 50 }),
        fc.integer({ min: -50, max: 50 }),
        fc.integer({ min: -50, max: 50 }),
        (a, b, c, d) => {
          expect(hexDistance({ q: a, r: b }, { q: c, r: d })).toBe(hexDistance({ q: c, r: d }, { q: a, r: b }));
          for (const n of neighbourKeys(`${a},${b}`)) {
            expect(hexDistance({ q: a, r: b }, parseHex(n))).toBe(1);
            expect(sideKey(n, `${a},${b}`)).toBe(sideKey(`${a},${b}`, n));
          }
        },
      ),
    );
  });
});
