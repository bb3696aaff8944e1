/**
 * Dice whose whole state is plain data kept inside the game state, so that a replay of the event log
 * gives the same rolls and a reload can never re-roll. Two kinds:
 *  - seeded: a mulberry32 generator, its 32-bit state stored as a number;
 *  - scripted: a fixed list of results, used by tests ("dice are injected, never lucky") and by the
 *    combat assistant when players roll real dice at the table and type the results in.
 */
export type DiceState =
  | { readonly kind: 'seeded'; readonly s: number }
  | { readonly kind: 'scripted'; readonly rolls: readonly number[]; readonly i: number };

export type DiceSpec =
  { readonly kind: 'seeded'; readonly seed: number } | { readonly kind: 'scripted'; readonly rolls: readonly number[] };

export function createDice(spec: DiceSpec): DiceState {
  return spec.kind === 'seeded'
    ? { kind: 'seeded', s: spec.seed >>> 0 }
    : { kind: 'scripted', rolls: spec.rolls, i: 0 };
}

export class DiceExhaustedError extends Error {
  constructor(sides: number) {
    super(`The scripted dice ran out before a d${sides} was needed.`);
    this.name = 'DiceExhaustedError';
  }
}

/** Roll one die with `sides` faces (1..sides). Returns the face and the next dice state. */
export function roll(d: DiceState, sides: number): [number, DiceState] {
  if (d.kind === 'scripted') {
    const face = d.rolls[d.i];
    if (face === undefined) throw new DiceExhaustedError(sides);
    if (!Number.isInteger(face) || face < 1 || face > sides) {
      throw new RangeError(`Scripted roll ${face} at position ${d.i} is not a face of a d${sides}.`);
    }
    return [face, { kind: 'scripted', rolls: d.rolls, i: d.i + 1 }];
  }
  // mulberry32
  const s = (d.s + 0x6d2b79f5) >>> 0;
  let t = s;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  const u = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  return [1 + Math.floor(u * sides), { kind: 'seeded', s }];
}

/** Roll `n` dice of `sides` faces. */
export function rollMany(d: DiceState, n: number, sides: number): [number[], DiceState] {
  const out: number[] = [];
  let cur = d;
  for (let k = 0; k < n; k++) {
    const [face, next] = roll(cur, sides);
    out.push(face);
    cur = next;
  }
  return [out, cur];
}

/** True when `b` has consumed dice that `a` had not: the event between them rolled. */
export function rolledBetween(a: DiceState, b: DiceState): boolean {
  // (a change of kind between them counts as a roll, as a counter it lacks differs from any number)
  if (a.kind === 'seeded') return b.kind !== 'seeded' || b.s !== a.s;
  return b.kind !== 'scripted' || b.i !== a.i;
}
