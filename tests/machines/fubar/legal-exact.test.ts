/**
 * Issue 13: FUBAR legalEvents is exact for the values the players report from the table (figures away, cover,
 * target, sheltering vehicle, single shot or whole volley): every listed event applies, each non-first choice
 * changes the game as its rule says, and a value outside the rules' range is refused with the rule that forbids it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { phaseOf, type FubarState } from '../../../machines/fubar/engine';
import type { FubarEvent } from '../../../machines/fubar/turn';
import { fubarEngine } from '../../../src/app/systems/fubar';
import { PRESET_SCENARIOS } from '../../../src/scenarios/fubar/presets';
import type { UnitSpec } from '../../../src/rules/fubar/roster';
import { okOutcome } from '../../fixtures/ok';

function must<T>(x: T | undefined | null, what: string): T {
  if (x === undefined || x === null) throw new Error(`missing: ${what}`);
  return x;
}

const squad = (name: string, n: number): UnitSpec => ({
  kind: 'infantry',
  name,
  training: 'seasoned',
  figures: Array.from({ length: n }, () => ({ weapons: ['rifle'], armour: 'none' })),
});

function start(rolls: number[]): FubarState {
  return okOutcome(
    fubarEngine.start({
      system: 'fubar',
      scenario: { id: 'test', version: 1 },
      options: {},
      dice: { kind: 'scripted', rolls },
      data: {
        sides: [
          { name: 'Red', roster: { name: 'R', units: [squad('R1', 4)] } },
          { name: 'Blue', roster: { name: 'B', units: [squad('B1', 3)] } },
        ],
      },
    }),
  ).state;
}

function run(s: FubarState, ...events: FubarEvent[]): FubarState {
  for (const e of events) s = okOutcome(fubarEngine.apply(s, e)).state;
  return s;
}

const legal = (s: FubarState, type: FubarEvent['type']) => fubarEngine.legalEvents(s).filter((e) => e.type === type);

describe('FUBAR legalEvents lists every table-reported value the rules allow (issue 13)', () => {
  it('activation: every figures-away count 0..living-1 with both sight answers; 2 away makes a 5 fail', () => {
    let s = run(start([6, 1, 5, 5]), { type: 'ROLL_INITIATIVE' });
    const acts = legal(s, 'ACTIVATE');
    expect(acts.map((e) => (e.type === 'ACTIVATE' ? `${e.enemyInSight}:${e.figuresAway}` : ''))).toEqual([
      'true:0',
      'true:1',
      'true:2',
      'true:3',
      'false:0',
      'false:1',
      'false:2',
      'false:3',
    ]);
    const pick = acts.find((e) => e.type === 'ACTIVATE' && e.enemyInSight && e.figuresAway === 2);
    // activation: seasoned passes on 4+; a 5 less 2 figures away fails, so the turn passes to the other side
    s = run(s, must(pick, 'figures away 2'));
    expect(phaseOf(s)).toBe('activation');
    expect(s.ctx.active).toBeNull();
    expect(s.ctx.initiative).toBe(1);
  });

  it('activation: 4 figures away from a squad of 4 is refused by the units rule, saying the range', () => {
    const s = run(start([6, 1]), { type: 'ROLL_INITIATIVE' });
    const r = fubarEngine.apply(s, { type: 'ACTIVATE', unit: 'A1', enemyInSight: true, figuresAway: 4 });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.rule).toBe('units');
    expect(!r.ok && r.message).toMatch(/0 to 3/);
  });

  it('cover: all four levels listed for a shot; moderate cover turns a 5 from a hit into a miss', () => {
    const base = run(
      start([6, 1, 6, 5, 5]),
      { type: 'ROLL_INITIATIVE' },
      { type: 'ACTIVATE', unit: 'A1', enemyInSight: true, figuresAway: 0 },
      { type: 'CHOOSE_ACTION', action: 'walk' },
      { type: 'DONE_MOVING' },
    );
    expect(phaseOf(base)).toBe('shooting');
    const shots = legal(base, 'SHOOT');
    expect(new Set(shots.map((e) => (e.type === 'SHOOT' ? e.cover : -1)))).toEqual(new Set([0, 1, 2, 3]));
    // shooting: each single shot of the volley is offered, not only the first figure's
    const singles = shots.filter((e) => e.type === 'SHOOT' && e.shots.length === 1 && e.cover === 0);
    expect(singles.map((e) => (e.type === 'SHOOT' ? e.shots[0]?.from : ''))).toEqual(['A1-1', 'A1-2', 'A1-3', 'A1-4']);
    const one = (cover: 0 | 2): FubarEvent => ({
      type: 'SHOOT',
      target: 'B1',
      shots: [{ from: 'A1-3', weapon: 0 }],
      cover,
    });
    expect(shots).toContainEqual(one(2));
    const open = run(base, one(0));
    const moderate = run(base, one(2));
    // cover: seasoned hits on 5+; moderate cover raises the need to 6+, so the same 5 leaves nothing to allocate
    expect(phaseOf(open)).toBe('owner');
    expect(phaseOf(moderate)).toBe('shooting');
    // suppression / shooting: the owner of B1 may take the one hit on any figure, as a casualty or suppressed
    const allocs = legal(open, 'ALLOCATE_HITS').map((e) =>
      e.type === 'ALLOCATE_HITS' ? `${e.casualties.join()}|${e.suppressed.join()}` : '',
    );
    expect(new Set(allocs)).toEqual(new Set(['B1-1|', 'B1-2|', 'B1-3|', '|B1-1', '|B1-2', '|B1-3']));
    const third = run(open, { type: 'ALLOCATE_HITS', casualties: [], suppressed: ['B1-3'] });
    expect(
      must(
        third.ctx.units.find((u) => u.id === 'B1'),
        'B1',
      ).figures.map((f) => f.status),
    ).toEqual(['ok', 'ok', 'suppressed']);
  });

  it('refusals: a cover level outside 0..3 is refused with the rule that forbids it', () => {
    const base = run(
      start([6, 1, 6]),
      { type: 'ROLL_INITIATIVE' },
      { type: 'ACTIVATE', unit: 'A1', enemyInSight: true, figuresAway: 0 },
      { type: 'CHOOSE_ACTION', action: 'walk' },
      { type: 'DONE_MOVING' },
    );
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: 4, max: 1000 }), fc.integer({ min: -1000, max: -1 })), (cover) => {
        const r = fubarEngine.apply(base, {
          type: 'SHOOT',
          target: 'B1',
          shots: [{ from: 'A1-1', weapon: 0 }],
          // deliberately out of the schema's range
          cover: cover as 0,
        });
        expect(r.ok).toBe(false);
        expect(!r.ok && r.message.length).toBeGreaterThan(0);
        expect(!r.ok && r.rule.length).toBeGreaterThan(0);
      }),
      { numRuns: 40 },
    );
  });

  it('property: every event legalEvents lists applies, and an out-of-range figures-away count is refused with its reason', () => {
    const scenarios = Object.keys(PRESET_SCENARIOS);
    fc.assert(
      fc.property(
        fc.nat({ max: 2 ** 30 }),
        fc.nat({ max: scenarios.length - 1 }),
        fc.integer({ min: 1, max: 50 }),
        (seed, which, over) => {
          const id = must(scenarios[which], 'scenario');
          let s = okOutcome(
            fubarEngine.start({
              system: 'fubar',
              scenario: { id, version: 1 },
              options: {},
              dice: { kind: 'seeded', seed },
              data: { ...must(PRESET_SCENARIOS[id], id), turnLimit: null },
            }),
          ).state;
          let x = seed >>> 0 || 1;
          const pick = (n: number) => {
            x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
            return Math.floor((x / 4294967296) * n);
          };
          for (let n = 0; n < 60 && !fubarEngine.status(s).finished; n++) {
            const all = fubarEngine.legalEvents(s);
            for (const e of all) expect(fubarEngine.apply(s, e).ok, `${phaseOf(s)} ${JSON.stringify(e)}`).toBe(true);
            for (const e of all) {
              if (e.type !== 'ACTIVATE') continue;
              const living = must(
                s.ctx.units.find((u) => u.id === e.unit),
                e.unit,
              ).figures.filter((f) => f.status !== 'casualty');
              const r = fubarEngine.apply(s, { ...e, figuresAway: living.length - 1 + over });
              expect(r.ok).toBe(false);
              expect(!r.ok && r.rule).toBe('units');
              expect(!r.ok && r.code).toBe('activation.away');
            }
            const pool = all.filter((e) => e.type !== 'END_GAME');
            const next = (pool.length ? pool : all)[pick(pool.length || all.length)];
            s = okOutcome(fubarEngine.apply(s, must(next, 'a legal event'))).state;
          }
        },
      ),
      { numRuns: 8, seed: 20261123 },
    );
  });
});
