/**
 * Issue 29, the hard level's evaluation far behind: on the Varna Gap, Blue (who must force the Sella) starts about
 * 8 VP behind on the 19.0 margin. The plain utility (tanh of the projected margin over its scale) is then within a
 * few hundredths of -1, and 11 VP behind in turn 4 within a few ten-thousandths: every candidate scored alike, and a
 * gamble looked as good as a sound attack. Hard's utility keeps part of it on a wider scale (levels.ts
 * `HARD_WEIGHTS`, evaluate.ts `utility`), so it still ranks positions by the margin they keep.
 */
import { describe, expect, it } from 'vitest';
import { fabEngine } from '../../src/app/systems/fab';
import { projected, utility, utilityScale, WEIGHTS } from '../../src/ai/fab/evaluate';
import { LEVEL_PARAMS } from '../../src/ai/fab/levels';
import type { FabState } from '../../src/rules/fab/types';

/** The Varna Gap in blue's operational movement of `turn`, with `redBonus` event VP to red (19.0). */
function varnaBehind(turn: number, redBonus: number): FabState {
  const r = fabEngine.start({
    system: 'fab',
    scenario: { id: 'fab-varna-gap', version: 1 },
    options: {},
    dice: { kind: 'seeded', seed: 1 },
  });
  if (!r.ok) throw new Error(r.message);
  const s = r.state;
  return { ...s, turn, playerTurn: 1, phase: 'operational-movement', vpBonus: { blue: 0, red: redBonus } };
}

describe('issue 29: far behind, hard still tells a better position from a worse one', () => {
  it('19.0 blue 11 VP behind in turn 4: one VP more or less moves hard’s utility, where the plain one is flat', () => {
    const hard = LEVEL_PARAMS.hard.weights;
    const worse = varnaBehind(4, 3);
    const better = varnaBehind(4, 2);
    expect(projected(better, 'blue', hard) - projected(worse, 'blue', hard)).toBeCloseTo(1, 5);
    // the plain utility (normal's) is saturated here: a VP is worth almost nothing
    const plain = utility(better, 'blue', WEIGHTS) - utility(worse, 'blue', WEIGHTS);
    expect(utility(worse, 'blue', WEIGHTS)).toBeLessThan(-0.998);
    expect(plain).toBeLessThan(0.002);
    // hard's keeps a VP worth at least ten times that, and its order
    const gap = utility(better, 'blue', hard) - utility(worse, 'blue', hard);
    expect(gap).toBeGreaterThan(0.01);
    expect(gap).toBeGreaterThan(10 * plain);
  });

  it('19.0 at the start, hard takes a sure loss of one VP over an even gamble of +2 / -6; the plain utility does not', () => {
    // blue's opening, about 10 VP behind: the plain utility is so flat and convex there that an even chance of
    // gaining two VP or losing six (an attack at bad odds: two VP lost on average) looks better than one VP lost
    const u = (redBonus: number, w: typeof WEIGHTS) => utility(varnaBehind(1, redBonus), 'blue', w);
    const edge = (w: typeof WEIGHTS) => u(1, w) - (0.5 * u(-2, w) + 0.5 * u(6, w));
    expect(edge(WEIGHTS)).toBeLessThan(0);
    expect(edge(LEVEL_PARAMS.hard.weights)).toBeGreaterThan(0);
  });

  it('normal and easy keep the plain utility (their play does not change)', () => {
    expect(LEVEL_PARAMS.normal.weights.tail).toBe(0);
    expect(LEVEL_PARAMS.easy.weights.tail).toBe(0);
    expect(LEVEL_PARAMS.normal.weights.cost).toBe(0);
    expect(LEVEL_PARAMS.easy.weights.cost).toBe(0);
    const s = varnaBehind(2, 1);
    expect(utility(s, 'red', LEVEL_PARAMS.normal.weights)).toBe(
      Math.tanh(projected(s, 'red') / utilityScale(s, 'red')),
    );
  });
});

/** `s` with unit `id` changed. */
const withUnit = (s: FabState, id: string, patch: Partial<FabState['units'][string]>): FabState => {
  const u = s.units[id];
  if (!u) throw new Error(`no unit ${id}`);
  return { ...s, units: { ...s.units, [id]: { ...u, ...patch } } };
};

describe('issue 29: a side’s own chance to take a VP area net of the steps it trades (19.0: a step lost is a VP)', () => {
  // the `cost` weight, tried for hard and left out (no gain over 400 Varna Gap games; levels.ts, the README)
  const traded = { ...LEVEL_PARAMS.hard.weights, cost: 2 };

  it('19.0 at the Varna Gap’s start, blue’s chances against red’s held VP areas are worth less with the trade counted', () => {
    const s = varnaBehind(1, 0);
    const plain = projected(s, 'blue', WEIGHTS);
    // the plain evaluation counts up to three attacks on each area as free; `cost` takes off the steps they trade
    expect(projected(s, 'blue', traded)).toBeLessThan(plain - 0.5);
    // hard itself keeps the free chances (as before)
    expect(projected(s, 'blue', LEVEL_PARAMS.hard.weights)).toBe(plain);
  });

  it('6.1 standing next to a held VP area is not as good as taking it: armour beside Varna is worth far less', () => {
    // the 3-step armour from Brennic to West Varna, beside Varna (3 VP, a 3-step red unit in it): the plain
    // evaluation counts its share of Varna's future fall for free, so waiting there scores as well as attacking
    const s = varnaBehind(1, 0);
    const beside = withUnit(s, 'n2-1', { area: 'v9' });
    expect(s.units['n2-1']?.area).toBe('v8');
    const gain = (w: typeof WEIGHTS) => projected(beside, 'blue', w) - projected(s, 'blue', w);
    expect(gain(WEIGHTS)).toBeGreaterThan(0.4);
    expect(gain(traded)).toBeLessThan(0.5 * gain(WEIGHTS));
  });

  it('19.0 a VP area whose holder is nearly gone still counts for its taker with the trade counted', () => {
    // Varna’s defender down to one step, against six beside it: the rounds cost the taker little, the chance stays
    const beside = withUnit(varnaBehind(1, 0), 'n2-1', { area: 'v9' });
    const weak = withUnit(beside, 's1-1', { steps: 1 });
    // two of red's steps gone are two VP to blue (19.0); the chance to take Varna adds to them
    expect(projected(weak, 'blue', traded) - projected(beside, 'blue', traded)).toBeGreaterThan(2.5);
  });

  it('19.0 the enemy’s chances against the side’s own VP areas stay free (it must still guard them)', () => {
    // red judging the same positions: blue's attacks on red's areas are counted without their cost
    const s = varnaBehind(1, 0);
    expect(projected(s, 'red', traded)).toBe(projected(s, 'red', LEVEL_PARAMS.hard.weights));
  });
});

describe('issue 29: the holder’s defences to come (5.23), `dig`', () => {
  // tried for hard and left at 0 (no gain over the noise on the Varna Gap; levels.ts, the README), kept for tuning
  const dug = { ...LEVEL_PARAMS.hard.weights, dig: 1 };

  it('5.23 in blue’s turn, Stillwater held by one red block with no defences counts as dug in for blue’s later attacks', () => {
    const s = varnaBehind(1, 0);
    expect(s.areas.v22?.defences).toBeNull();
    expect(s.areas.v22?.control).toBe('red');
    expect(projected(s, 'blue', dug)).toBeLessThan(projected(s, 'blue', LEVEL_PARAMS.hard.weights) - 0.1);
    // in red's turn blue attacks before red can dig in: as it stands
    const redTurn: FabState = { ...s, playerTurn: 2, phasing: 'red' };
    expect(projected(redTurn, 'blue', dug)).toBe(projected(redTurn, 'blue', LEVEL_PARAMS.hard.weights));
    // red's own view of the same position: blue's attacks on red's areas are not touched
    expect(projected(s, 'red', dug)).toBe(projected(s, 'red', LEVEL_PARAMS.hard.weights));
    expect(LEVEL_PARAMS.hard.weights.dig).toBe(0);
    expect(LEVEL_PARAMS.normal.weights.dig).toBe(0);
    expect(LEVEL_PARAMS.easy.weights.dig).toBe(0);
  });

  it('5.23 a contested area cannot be dug in: standing in Stillwater gains more over standing beside it with `dig`', () => {
    const s = varnaBehind(1, 0);
    const beside = withUnit(s, 'n1-2', { area: 'v21' });
    const inside = withUnit(s, 'n1-2', { area: 'v22' });
    const edge = (w: typeof WEIGHTS) => projected(inside, 'blue', w) - projected(beside, 'blue', w);
    expect(edge(dug)).toBeGreaterThan(edge(LEVEL_PARAMS.hard.weights) + 0.1);
  });
});

describe('issue 29: strength across a river presses a VP area less (5.35c-e), `river`', () => {
  // blue's 3-step armour from Brennic to West Varna: beside Varna (3 VP), but across the Sella from it, where one unit
  // a boundary may cross into red's area each movement phase (5.35c), red may blow the bridge (5.35d) and the
  // crossing unit then fights a river assault (5.35e). Tried for hard and left at 0 (no gain over the noise on the
  // Varna Gap; levels.ts), kept for tuning
  const dry = LEVEL_PARAMS.hard.weights;
  const wet = { ...dry, river: 0.5 };

  it('5.35c a second blue unit at West Varna adds less to blue’s chance of Varna with `river` than without', () => {
    const s = varnaBehind(1, 0);
    const beside = withUnit(s, 'n2-1', { area: 'v9' });
    const gain = (w: typeof WEIGHTS) => projected(beside, 'blue', w) - projected(s, 'blue', w);
    expect(gain(dry)).toBeGreaterThan(0.4);
    expect(gain(wet)).toBeLessThan(0.8 * gain(dry));
  });

  it('5.35c with no blue unit across the Sella from a VP area, `river` changes nothing', () => {
    // West Varna's and Quay Road's blue infantry stepped back from the river
    const s = withUnit(withUnit(varnaBehind(1, 0), 'n1-1', { area: 'v8' }), 'n1-2', { area: 'v20' });
    expect(projected(s, 'blue', wet)).toBe(projected(s, 'blue', dry));
  });

  it('5.35c the enemy’s strength across a river still counts in full against the side’s own areas (red guards Varna)', () => {
    // red judging the opening: blue's infantry at West Varna threatens Varna as before
    const s = varnaBehind(1, 0);
    expect(projected(s, 'red', wet)).toBe(projected(s, 'red', dry));
    // blue's own view of it: its infantry at West Varna counts less against Varna
    expect(projected(s, 'blue', wet)).toBeLessThan(projected(s, 'blue', dry));
    for (const level of ['easy', 'normal', 'hard'] as const) expect(LEVEL_PARAMS[level].weights.river).toBe(0);
  });
});
