import { describe, expect, it } from 'vitest';
import { createDice, roll, rollMany, rolledBetween, DiceExhaustedError } from '../../../src/rules/common/dice';

describe('seeded dice', () => {
  it('the same seed gives the same rolls, so a replay is exact', () => {
    const [a] = rollMany(createDice({ kind: 'seeded', seed: 42 }), 50, 10);
    const [b] = rollMany(createDice({ kind: 'seeded', seed: 42 }), 50, 10);
    expect(a).toEqual(b);
  });
  it('different seeds diverge', () => {
    const [a] = rollMany(createDice({ kind: 'seeded', seed: 1 }), 20, 6);
    const [b] = rollMany(createDice({ kind: 'seeded', seed: 2 }), 20, 6);
    expect(a).not.toEqual(b);
  });
  it('every face of a d6 and a d10 comes up with roughly equal frequency', () => {
    for (const sides of [6, 10]) {
      const [rolls] = rollMany(createDice({ kind: 'seeded', seed: 7 }), 60_000, sides);
      const counts = new Array(sides).fill(0);
      for (const r of rolls) counts[r - 1]++;
      for (const c of counts) expect(Math.abs(c - 60_000 / sides)).toBeLessThan((60_000 / sides) * 0.05);
      expect(Math.min(...rolls)).toBe(1);
      expect(Math.max(...rolls)).toBe(sides);
    }
  });
  it('the generator state survives a JSON round trip', () => {
    const [, d] = rollMany(createDice({ kind: 'seeded', seed: 99 }), 3, 6);
    const copy = JSON.parse(JSON.stringify(d)) as typeof d;
    expect(rollMany(copy, 5, 6)[0]).toEqual(rollMany(d, 5, 6)[0]);
  });
});

describe('scripted dice', () => {
  it('return the injected faces in order', () => {
    const [faces, d] = rollMany(createDice({ kind: 'scripted', rolls: [3, 1, 6] }), 3, 6);
    expect(faces).toEqual([3, 1, 6]);
    expect(() => roll(d, 6)).toThrow(DiceExhaustedError);
  });
  it('refuse a face the die does not have', () => {
    expect(() => roll(createDice({ kind: 'scripted', rolls: [7] }), 6)).toThrow(RangeError);
  });
  it('rolledBetween tells whether an event consumed dice', () => {
    const d0 = createDice({ kind: 'scripted', rolls: [2, 2] });
    const [, d1] = roll(d0, 6);
    expect(rolledBetween(d0, d0)).toBe(false);
    expect(rolledBetween(d0, d1)).toBe(true);
    const s0 = createDice({ kind: 'seeded', seed: 5 });
    expect(rolledBetween(s0, roll(s0, 10)[1])).toBe(true);
  });
});
