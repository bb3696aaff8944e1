/**
 * The FUBAR turn chart is the one answer to "what may happen now": over thousands of states reached by random
 * legal play (dice injected as seeded streams), `snapshot.can(e)` and `engine.apply(state, e).ok` agree on
 * every candidate: each legal event, the same with a field changed (unknown unit, a unit of the other side,
 * wrong kinds of values, a field missing), a well-formed event of every type (most belong to another step of
 * the turn) and malformed ones.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { phaseOf, snapshotOf, type FubarState } from '../../../machines/fubar/engine';
import { FubarEventSchema, type FubarEvent } from '../../../machines/fubar/events';
import { fubarEngine } from '../../../src/app/systems/fubar';
import { PRESET_SCENARIOS } from '../../../src/scenarios/fubar/presets';
import { okOutcome } from '../../fixtures/ok';
import { agree, MALFORMED, mutations, newTally, type Candidate } from '../can-apply';

const RUNS = Number(process.env.FUBAR_AGREE_RUNS ?? 24);
const STEPS = 120;
const TYPES = FubarEventSchema.options.map((o) => o.entries.type.literal);

/** A well-formed event of every type, naming real units of both sides: mostly events of another step. */
function everyStep(s: FubarState): Candidate[] {
  const c = s.ctx;
  const a = c.units.find((u) => u.side === 0)?.id ?? 'none';
  const b = c.units.find((u) => u.side === 1)?.id ?? 'none';
  const shots = [{ from: a, weapon: 0 }];
  const out: FubarEvent[] = [
    { type: 'ROLL_INITIATIVE' },
    { type: 'FIGHT_MELEE', engagement: c.engagements[0]?.id ?? 'm1' },
    { type: 'ACTIVATE', unit: a, enemyInSight: true, figuresAway: 0 },
    { type: 'ACTIVATE', unit: b, enemyInSight: false, figuresAway: 1 },
    { type: 'CHOOSE_ACTION', action: 'walk' },
    { type: 'CHOOSE_ACTION', action: 'drive', terrain: 'open' },
    { type: 'OVERWATCH_FIRE', unit: b, target: a, shots, cover: 0 },
    { type: 'DONE_MOVING' },
    { type: 'SHOOT', target: b, shots, cover: 1 },
    { type: 'ASSAULT', target: b },
    { type: 'END_ACTIVATION' },
    { type: 'ALLOCATE_HITS', casualties: [], suppressed: [] },
    { type: 'CHOOSE_LOST_WEAPON', weapon: 0 },
    { type: 'NEXT_TURN' },
    { type: 'END_GAME', winner: 0 },
  ];
  return [...out, ...TYPES.map((type) => ({ type }))];
}

/** A small seeded generator for the player's choices (the game's own dice stay in the game state). */
function picker(seed: number) {
  let x = seed >>> 0 || 1;
  return (n: number) => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return Math.floor((x / 4294967296) * n);
  };
}

describe('FUBAR turn: snapshot.can(e) and apply(state, e).ok agree (property, fast-check)', () => {
  it('on every candidate event over thousands of states reached by random legal play', { timeout: 120_000 }, () => {
    const tally = newTally();
    const scenarios = Object.keys(PRESET_SCENARIOS);
    fc.assert(
      fc.property(fc.nat({ max: 2 ** 30 }), fc.nat({ max: scenarios.length - 1 }), (seed, which) => {
        const id = scenarios[which]!;
        let s = okOutcome(
          fubarEngine.start({
            system: 'fubar',
            scenario: { id, version: 1 },
            options: {},
            dice: { kind: 'seeded', seed },
            data: { ...PRESET_SCENARIOS[id]!, turnLimit: null },
          }),
        ).state;
        const pick = picker(seed + 1);
        for (let n = 0; n < STEPS && !fubarEngine.status(s).finished; n++) {
          const legal = fubarEngine.legalEvents(s);
          const ids = [...s.ctx.units.map((u) => u.id), ...s.ctx.engagements.map((e) => e.id)];
          const candidates = [...legal, ...mutations(legal, ids, pick), ...everyStep(s), ...MALFORMED];
          const snap = snapshotOf(s);
          const state = s;
          agree(
            tally,
            `${id} seed ${seed} step ${n} (${phaseOf(s)})`,
            candidates,
            (e) => snap.can(e as FubarEvent),
            (e) => fubarEngine.apply(state, e as FubarEvent).ok,
          );
          const pool = legal.filter((e) => e.type !== 'END_GAME');
          const next = (pool.length ? pool : legal)[pick(pool.length || legal.length)];
          expect(next).toBeDefined();
          s = okOutcome(fubarEngine.apply(s, next!)).state;
        }
        expect(tally.disagreements).toEqual([]);
      }),
      { numRuns: RUNS, seed: 20261123 },
    );
    console.log(
      `fubar can/apply: ${tally.states} states, ${tally.candidates} candidates (${tally.accepted} accepted, ${tally.refused} refused)`,
    );
    expect(tally.states).toBeGreaterThan(RUNS * 20);
    expect(tally.accepted).toBeGreaterThan(0);
    expect(tally.refused).toBeGreaterThan(tally.accepted);
  });
});
