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
    const s = varnaBehind(2, 1);
    expect(utility(s, 'red', LEVEL_PARAMS.normal.weights)).toBe(
      Math.tanh(projected(s, 'red') / utilityScale(s, 'red')),
    );
  });
});
