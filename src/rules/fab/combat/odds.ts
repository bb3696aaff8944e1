/**
 * Exact odds for a fire step: each die is a Bernoulli trial on a d10 at its own success number (2.1),
 * so the number of hits follows a Poisson-binomial distribution, computed here exactly by dynamic
 * programming over the dice (no sampling). Dice with the same success number are folded together.
 */
import { hitProbability } from './table';
import { at } from '../../common/narrow';

export interface HitOdds {
  /** probabilities[k] = chance of exactly k hits; length dice + 1, sums to 1. */
  readonly probabilities: readonly number[];
  readonly dice: number;
  readonly expected: number;
}

// 2.1 / 6.25-6.28 exact distribution of the number of hits for dice at the given success numbers
export function hitDistribution(successNumbers: readonly number[]): HitOdds {
  const n = successNumbers.length;
  // fold dice by effective success number 1..9 (anything else clamps, 2.1)
  const clamped = successNumbers.map((s) => Math.min(9, Math.max(1, Math.trunc(s))));
  let dist: number[] = [1];
  let expected = 0;
  for (let s = 1; s <= 9; s++) {
    const c = clamped.filter((x) => x === s).length;
    if (c === 0) continue;
    const p = hitProbability(s);
    const q = 1 - p;
    expected += c * p;
    for (let d = 0; d < c; d++) {
      // dist <- dist * (q + p x)
      const grown = [...dist, 0];
      dist = grown.map((x, k) => x * q + (k > 0 ? at(grown, k - 1, 'probability') : 0) * p);
    }
  }
  return { probabilities: dist, dice: n, expected };
}

// 2.1 chance of at least k hits
export function chanceAtLeast(odds: HitOdds, k: number): number {
  if (k <= 0) return 1;
  const total = odds.probabilities.slice(k).reduce((sum, p) => sum + p, 0);
  return Math.min(1, total);
}

// 6.41b chance the attacker must choose between aborting and taking losses: two hits or more in a step
export function chanceAbortDecision(defenderFire: HitOdds): number {
  return chanceAtLeast(defenderFire, 2);
}

/**
 * 6.41b chance that at least one of several independent defender fire steps forces the abort-or-losses
 * choice (for example defender artillery then defensive close fire, before any loss changes the pools).
 */
export function chanceAnyAbortDecision(steps: readonly HitOdds[]): number {
  let none = 1;
  for (const s of steps) none *= 1 - chanceAbortDecision(s);
  return 1 - none;
}
