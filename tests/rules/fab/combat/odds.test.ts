import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  chanceAbortDecision,
  chanceAnyAbortDecision,
  chanceAtLeast,
  hitDistribution,
} from '../../../../src/rules/fab/combat/odds';
import { hitProbability, isSuccess } from '../../../../src/rules/fab/combat/table';
import { createDice, rollMany } from '../../../../src/rules/common/dice';

/** Exhaustive enumeration of every combination of faces (10^n), counting hits exactly. */
function enumerate(sns: number[]): number[] {
  const counts = new Array(sns.length + 1).fill(0);
  const total = 10 ** sns.length;
  for (let code = 0; code < total; code++) {
    let c = code;
    let hits = 0;
    for (const sn of sns) {
      const face = (c % 10) + 1;
      c = Math.floor(c / 10);
      if (isSuccess(face, sn)) hits++;
    }
    counts[hits]++;
  }
  return counts.map((k) => k / total);
}

describe('2.1 / 6.25-6.28 exact hit odds', () => {
  it('2.1 a natural 1 always hits and a 10 always misses, so success numbers clamp to 1..9', () => {
    expect(hitProbability(-3)).toBe(0.1);
    expect(hitProbability(12)).toBe(0.9);
    expect(hitDistribution([0]).probabilities[1]).toBeCloseTo(0.1, 12);
    expect(hitDistribution([15]).probabilities[0]).toBeCloseTo(0.1, 12);
  });

  it('matches exhaustive enumeration of every face for small pools', () => {
    const pools = [[5], [3, 7], [1, 5, 9], [4, 4, 6, 2], [-1, 10, 5, 5, 3]];
    for (const pool of pools) {
      const exact = enumerate(pool);
      const got = hitDistribution(pool).probabilities;
      expect(got.length).toBe(exact.length);
      got.forEach((p, k) => expect(p).toBeCloseTo(exact[k]!, 12));
    }
  });

  it('property: matches enumeration for random pools of up to 4 dice', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -2, max: 12 }), { minLength: 0, maxLength: 4 }), (pool) => {
        const exact = enumerate(pool);
        const got = hitDistribution(pool).probabilities;
        return got.every((p, k) => Math.abs(p - exact[k]!) < 1e-12);
      }),
      { numRuns: 60 },
    );
  });

  it('agrees with a 100,000-roll seeded simulation for a 24-dice pool', () => {
    const pool = Array.from({ length: 24 }, (_, i) => 2 + (i % 7));
    const odds = hitDistribution(pool);
    const [faces] = rollMany(createDice({ kind: 'seeded', seed: 2016 }), 100_000 * pool.length, 10);
    const counts = new Array(pool.length + 1).fill(0);
    for (let t = 0; t < 100_000; t++) {
      let hits = 0;
      for (let d = 0; d < pool.length; d++) if (isSuccess(faces[t * pool.length + d]!, pool[d]!)) hits++;
      counts[hits]++;
    }
    let mean = 0;
    counts.forEach((c, k) => {
      mean += (k * c) / 100_000;
      // within 5 standard errors of the exact probability
      const p = odds.probabilities[k]!;
      const se = Math.sqrt((p * (1 - p)) / 100_000);
      expect(Math.abs(c / 100_000 - p)).toBeLessThanOrEqual(5 * se + 1e-4);
    });
    expect(mean).toBeCloseTo(odds.expected, 1);
  });

  it('probabilities sum to one and the mean is the sum of the chances', () => {
    const pool = [1, 2, 3, 4, 5, 6, 7, 8, 9, 5, 5];
    const o = hitDistribution(pool);
    expect(o.probabilities.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(o.expected).toBeCloseTo(
      pool.reduce((a, s) => a + s / 10, 0),
      12,
    );
  });

  it('6.41b the abort-or-losses choice arises on two hits or more', () => {
    const o = hitDistribution([5, 5]);
    expect(chanceAbortDecision(o)).toBeCloseTo(0.25, 12);
    expect(chanceAtLeast(o, 1)).toBeCloseTo(0.75, 12);
    expect(chanceAbortDecision(hitDistribution([9]))).toBe(0);
    expect(chanceAnyAbortDecision([o, o])).toBeCloseTo(1 - 0.75 * 0.75, 12);
  });

  // Its speed (30 dice under 1 ms) is a budget of `npm run bench` (engine.fab.odds), not of the unit suite.
  it('30 dice give a distribution over 0..30 hits that sums to 1', () => {
    const pool = Array.from({ length: 30 }, (_, i) => 1 + (i % 9));
    const o = hitDistribution(pool);
    expect(o.probabilities).toHaveLength(31);
    expect(o.probabilities.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
    // each die hits on its number or less out of 10 (2.1): the mean is the sum of the chances
    expect(o.expected).toBeCloseTo(
      pool.reduce((a, n) => a + n / 10, 0),
      9,
    );
  });
});
