/**
 * Seeded random play of FUBAR through engine.legalEvents: no crash, no dead end, no impossible counts.
 * FUBAR_FUZZ_TURNS sets how many turns to play (default 2,000) for a longer benchmark run.
 */
import { describe, expect, it } from 'vitest';
import { createDice, roll, type DiceState } from '../../src/rules/common/dice';
import type { GameSetup } from '../../src/rules/common/engine';
import { phaseOf, type FubarState } from '../../machines/fubar/engine';
import { fubarEngine } from '../../src/app/systems/fubar';
import * as G from '../../src/rules/fubar/game';
import { TRAINING } from '../../src/rules/fubar/tables';
import { PRESET_SCENARIOS } from '../../src/scenarios/fubar/presets';
import { okOutcome } from '../fixtures/ok';

const TURNS = Number(process.env.FUBAR_FUZZ_TURNS ?? 2000);

/** Plain checks (no expect per figure: thousands of games run through here). Throws with what broke. */
function invariants(s: FubarState, prev: FubarState): void {
  const c = s.ctx;
  const fail = (what: string) => {
    throw new Error(`${what} (turn ${c.turn}, ${phaseOf(s)})`);
  };
  if (c.turn < prev.ctx.turn || c.turn < 1) fail('the turn went backwards');
  if (c.units.length < prev.ctx.units.length) fail('units vanished');
  // the only new units are crews bailing out of a vehicle destroyed by this very step
  for (const u of c.units.slice(prev.ctx.units.length)) {
    const from = prev.ctx.units.find((v) => `${v.id}c` === u.id);
    if (!from?.vehicle || from.vehicle.destroyed || !G.unitOf(c, from.id)!.vehicle!.destroyed)
      fail(`${u.id} appeared from nowhere`);
    if (u.figures.length !== G.unitOf(c, from!.id)!.vehicle!.crewEscaped) fail(`${u.id} is not the escaped crew`);
  }
  if (c.initiative !== null && c.initiative !== 0 && c.initiative !== 1) fail('initiative held by nobody known');
  c.units.slice(0, prev.ctx.units.length).forEach((u, i) => {
    const before = prev.ctx.units[i]!;
    if (u.figures.length !== before.figures.length) fail(`${u.id} changed its figure count`);
    const sup = u.figures.filter((f) => f.status === 'suppressed').length;
    if (sup > TRAINING[u.training].maxSuppressed) fail(`${u.id} has ${sup} suppressed, over its cap`);
    before.figures.forEach((f, j) => {
      if (f.status === 'casualty' && u.figures[j]!.status !== 'casualty') fail(`${f.id} came back from the dead`);
    });
    if (u.vehicle) {
      const v = u.vehicle;
      const b = before.vehicle!;
      if (v.crewEscaped < 0 || v.crewLost < 0 || v.crewEscaped + v.crewLost > v.crew)
        fail(`${u.id} has impossible crew counts`);
      if (v.lost.length !== v.weapons.length) fail(`${u.id} weapon flags out of step`);
      if ((b.destroyed && !v.destroyed) || (b.immobilised && !v.immobilised)) fail(`${u.id} was repaired`);
      if (b.lost.some((l, k) => l && !v.lost[k])) fail(`${u.id} got a weapon back`);
    }
    if (u.overwatchUsed && !u.overwatch && !u.vehicle?.stunned) fail(`${u.id} used overwatch without being on it`);
  });
  for (const e of c.engagements) {
    if (G.isOut(G.unitOf(c, e.a)!) || G.isOut(G.unitOf(c, e.b)!)) fail(`melee ${e.id} goes on with a unit out`);
  }
  for (const p of c.pending) {
    if (p.kind === 'hits' && (p.hits <= 0 || p.hits > G.alive(G.unitOf(c, p.unit)!).length))
      fail(`impossible pending hits on ${p.unit}`);
    if (p.kind === 'weapon-loss' && p.count <= 0) fail('empty weapon loss pending');
  }
}

function pick<T>(d: DiceState, xs: readonly T[]): [T, DiceState] {
  // a d(n) from the fuzzer's own seeded stream picks an event
  const [face, next] = roll(d, xs.length);
  return [xs[face - 1]!, next];
}

describe('FUBAR fuzz', () => {
  it(
    `plays ${TURNS} random turns via legalEvents without a crash, a dead end or an impossible count`,
    { timeout: Math.max(60_000, TURNS * 40) },
    () => {
      const t0 = Date.now();
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
        let s = okOutcome(fubarEngine.start(setup)).state;
        let guard = 0;
        while (!fubarEngine.status(s).finished && turns < TURNS) {
          const legal = fubarEngine.legalEvents(s);
          if (legal.length === 0)
            throw new Error(`dead end in ${phaseOf(s)}: ${JSON.stringify(fubarEngine.summary(s))}`);
          // rarely end the game by agreement so turns accumulate
          const pool = legal.filter((e) => e.type !== 'END_GAME');
          let ev;
          [ev, chooser] = pick(chooser, pool.length && s.ctx.turn < 12 ? pool : legal);
          const out = fubarEngine.apply(s, ev);
          if (!out.ok) throw new Error(`legal event refused in ${phaseOf(s)}: ${JSON.stringify(ev)} -> ${out.message}`);
          const before = s.ctx.turn;
          const prev = s;
          events++;
          seen[ev.type] = (seen[ev.type] ?? 0) + 1;
          if (out.state.ctx.units.length > s.ctx.units.length) seen.CREW_BAILED_OUT = (seen.CREW_BAILED_OUT ?? 0) + 1;
          s = out.state;
          if (s.ctx.turn > before) turns++;
          invariants(s, prev);
          if (++guard > 20000) throw new Error('a game did not progress');
        }
        if (fubarEngine.status(s).finished) turns++;
        // the serialized state restores to the same thing
        const r = fubarEngine.restore(fubarEngine.serialize(s));
        expect(JSON.stringify(okOutcome(r).state)).toBe(JSON.stringify(s));
      }
      expect(games).toBeGreaterThan(1);
      // every kind of step was reached
      for (const t of [
        'FIGHT_MELEE',
        'ASSAULT',
        'OVERWATCH_FIRE',
        'SHOOT',
        'ALLOCATE_HITS',
        'CHOOSE_LOST_WEAPON',
        'CREW_BAILED_OUT',
        'NEXT_TURN',
      ])
        expect(seen[t] ?? 0).toBeGreaterThan(0);
      const ms = Date.now() - t0;
      console.log(`fubar fuzz: ${ms} ms, ${turns} turns, ${games} games, ${events} events`, JSON.stringify(seen));
    },
  );
});
