/** Morale checks (6.7): one d10 per unit or asset against a success number built from 5. */
import { roll, type DiceState } from '../../common/dice';
import { isSuccess } from './table';
import type { Quality, Reason } from './types';

export interface MoraleSubject {
  readonly id: string;
  readonly quality: Quality;
  readonly disordered: boolean;
  readonly unsupplied: boolean;
}

export interface MoraleNumber {
  readonly value: number;
  readonly reasons: readonly Reason[];
}

// 6.7 morale success number: base 5, recruit -2, elite +2, disordered -1, out of supply -1
export function moraleNumber(s: MoraleSubject): MoraleNumber {
  const reasons: Reason[] = [];
  if (s.quality === 'elite') reasons.push({ rule: '6.7', code: 'elite', delta: 2 });
  if (s.quality === 'recruit') reasons.push({ rule: '6.7', code: 'recruit', delta: -2 });
  if (s.disordered) reasons.push({ rule: '6.7', code: 'disordered', delta: -1 });
  if (s.unsupplied) reasons.push({ rule: '6.7', code: 'unsupplied', delta: -1 });
  return { value: 5 + reasons.reduce((a, r) => a + r.delta, 0), reasons };
}

export interface MoraleResult {
  readonly id: string;
  readonly successNumber: number;
  readonly reasons: readonly Reason[];
  readonly face: number;
  readonly passed: boolean;
}

// 6.7 roll one morale check (a 1 always passes, a 10 always fails, 2.1)
export function moraleCheck(dice: DiceState, s: MoraleSubject, typedFace?: number): [MoraleResult, DiceState] {
  const n = moraleNumber(s);
  const [face, next] = typedFace === undefined ? roll(dice, 10) : [typedFace, dice];
  return [{ id: s.id, successNumber: n.value, reasons: n.reasons, face, passed: isSuccess(face, n.value) }, next];
}
