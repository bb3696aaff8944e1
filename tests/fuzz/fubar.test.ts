/**
 * Seeded random play of FUBAR through engine.legalEvents: no crash, no dead end, no impossible counts.
 * FUBAR_FUZZ_TURNS sets how many turns to play (default 2,000) for a longer benchmark run.
 */
import { describe, expect, it } from 'vitest';
import { createDice, roll, type DiceState } from '../../src/rules/common/dice';
import type { GameSetup } from '../../src/rules/common/engine';
import { fubarEngine, type FubarState } from '../../machines/fubar/engine';
import * as G from '../../src/rules/fubar/game';
import { TRAINING } from '../../src/rules/fubar/tables';
import { PRESET_SCENARIOS } from '../../src/scenarios/fubar/presets';

const TURNS = Number(process.env.FUBAR_FUZZ_TURNS ?? 2000);

function invariants(s: FubarState): void {
  const c = s.ctx;
  for (const u of c.units) {
    const sup = u.figures.filter((f) => f.status === 'suppressed').length;
    expect(sup).toBeLessThanOrEqual(TRAINING[u.training].maxSuppressed);
    if (u.vehicle) {
      expect(u.vehicle.crewEscaped + u.vehicle.crewLost).toBeLessThanOrEqual(u.vehicle.crew);
      expect(u.vehicle.lost.length).toBe(u.vehicle.weapons.length);
    }
    if (u.overwatchUsed) expect(u.overwatch || u.vehicle?.stunned).toBe(true);
  }
  for (const e of c.engagements) {
    expect(G.isOut(G.unitOf(c, e.a)!)).toBe(false);
    expect(G.isOut(G.unitOf(c, e.b)!)).toBe(false);
  }
  for (const p of c.pending) {
    if (p.kind === 'hits') expect(p.hits).toBeGreaterThan(0);
    else expect(p.count).toBeGreaterThan(0);
  }
  expect(c.turn).toBeGreaterThanOrEqual(1);
}

function pick<T>(d: DiceState, xs: readonly T[]): [T, DiceState] {
  // a d(n) from the fuzzer's own seeded stream picks an event
  const [face, next] = roll(d, xs.length);
  return [xs[face - 1]!, next];
}

describe('FUBAR fuzz', () => {
  it(`plays ${TURNS} random turns via legalEvents without a crash, a dead end or an impossible count`, () => {
    let turns = 0;
    let games = 0;
    let events = 0;
    const seen: Record<string, number> = {};
    let chooser = createDice({ kind: 'seeded', seed: 20261122 });
    const scenarios = Object.keys(PRESET_SCENARIOS);
    while (turns < TURNS) {
      const setup: GameSetup = {
        system: 'fubar',
        scenario: { id: scenarios[games % scenarios.length]!, version: 1 },
        options: {},
        dice: { kind: 'seeded', seed: 1000 + games },
        data: { ...PRESET_SCENARIOS[scenarios[games % scenarios.length]!]!, turnLimit: null },
      };
      games++;
      const start = fubarEngine.start(setup);
      expect(start.ok).toBe(true);
      if (!start.ok) return;
      let s = start.state;
      let guard = 0;
      while (!fubarEngine.status(s).finished && turns < TURNS) {
        const legal = fubarEngine.legalEvents(s);
        if (legal.length === 0) throw new Error(`dead end in ${s.phase}: ${JSON.stringify(fubarEngine.summary(s))}`);
        // rarely end the game by agreement so turns accumulate
        const pool = legal.filter((e) => e.type !== 'END_GAME');
        let ev;
        [ev, chooser] = pick(chooser, pool.length && (s.ctx.turn < 12) ? pool : legal);
        const out = fubarEngine.apply(s, ev);
        if (!out.ok) throw new Error(`legal event refused in ${s.phase}: ${JSON.stringify(ev)} -> ${out.message}`);
        const before = s.ctx.turn;
        s = out.state;
        events++;
        seen[ev.type] = (seen[ev.type] ?? 0) + 1;
        if (s.ctx.turn > before) turns++;
        invariants(s);
        if (++guard > 20000) throw new Error('a game did not progress');
      }
      if (fubarEngine.status(s).finished) turns++;
      // the serialized state restores to the same thing
      const r = fubarEngine.restore(fubarEngine.serialize(s));
      expect(r.ok && JSON.stringify(r.state)).toBe(JSON.stringify(s));
    }
    expect(games).toBeGreaterThan(1);
    // every kind of step was reached
    for (const t of ['FIGHT_MELEE', 'ASSAULT', 'OVERWATCH_FIRE', 'SHOOT', 'ALLOCATE_HITS', 'CHOOSE_LOST_WEAPON', 'NEXT_TURN']) expect(seen[t] ?? 0).toBeGreaterThan(0);
    console.log(`fubar fuzz: ${turns} turns, ${games} games, ${events} events`, JSON.stringify(seen));
  });
});
