/**
 * The opponent's own random numbers: a mulberry32 stream (src/rules/common/dice.ts) from a seed that the game
 * record stores, so the same seed gives the same decisions. Never the game's dice: those are future rolls.
 */
import { roll, type DiceState } from '../../rules/common/dice';

export interface Rng {
  /** An integer in 0..n-1 (n >= 1). */
  int(n: number): number;
  /** A float in [0, 1). */
  float(): number;
  /** A fresh 32-bit seed (for dice in a sampled world). */
  seed(): number;
}

const SPAN = 0x40000000;

export function makeRng(seed: number): Rng {
  let d: DiceState = { kind: 'seeded', s: seed >>> 0 };
  const next = (sides: number): number => {
    const [face, nd] = roll(d, sides);
    d = nd;
    return face - 1;
  };
  return {
    int: (n) => (n <= 1 ? 0 : next(n)),
    float: () => next(SPAN) / SPAN,
    seed: () => (next(SPAN) * 4 + next(4)) >>> 0,
  };
}

/** A copy of `xs` in random order (Fisher-Yates). */
export function shuffled<T>(xs: readonly T[], rng: Rng): T[] {
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** The seed of the decision at event index `n` of a game whose AI seed is `seed` (the record's opponent seed). */
export function decisionSeed(seed: number, n: number): number {
  return (seed ^ Math.imul(n + 1, 0x9e3779b9)) >>> 0;
}
