import { describe, expect, it } from 'vitest';
import { moraleCheck, moraleNumber } from '../../../../src/rules/fab/combat/morale';
import { roundRequirement, unresolvedMandatory } from '../../../../src/rules/fab/combat/general';

const vet = { id: 'u', quality: 'veteran' as const, disordered: false, unsupplied: false };
const dice = (rolls: number[]) => ({ kind: 'scripted' as const, rolls, i: 0 });

describe('6.7 morale checks', () => {
  it('6.7 base 5, recruit -2, elite +2, disordered -1, out of supply -1', () => {
    expect(moraleNumber(vet).value).toBe(5);
    expect(moraleNumber({ ...vet, quality: 'elite' }).value).toBe(7);
    expect(moraleNumber({ ...vet, quality: 'recruit', disordered: true, unsupplied: true }).value).toBe(1);
  });
  it('6.7 / 2.1 a roll at or under the number passes; a 1 always passes and a 10 always fails', () => {
    expect(moraleCheck(dice([5]), vet)[0].passed).toBe(true);
    expect(moraleCheck(dice([6]), vet)[0].passed).toBe(false);
    const worst = { ...vet, quality: 'recruit' as const, disordered: true, unsupplied: true };
    expect(moraleCheck(dice([1]), { ...worst })[0].passed).toBe(true);
    expect(moraleCheck(dice([2]), { ...worst })[0].passed).toBe(false);
    expect(moraleCheck(dice([10]), { ...vet, quality: 'elite' })[0].passed).toBe(false);
    const [, next] = moraleCheck(dice([4, 4]), vet);
    expect(next).toEqual({ kind: 'scripted', rolls: [4, 4], i: 1 });
  });
});

describe('6.1 which areas fight', () => {
  it('6.1 mandatory in newly contested areas, optional in already contested ones', () => {
    expect(roundRequirement({ newlyContested: true, roundsThisPhase: 0, penetration: false })).toEqual({
      ok: true,
      value: 'mandatory',
    });
    expect(roundRequirement({ newlyContested: false, roundsThisPhase: 0, penetration: false })).toEqual({
      ok: true,
      value: 'optional',
    });
  });
  it('6.1 one round per area per combat phase (2016); the earlier text sets no such limit', () => {
    expect(roundRequirement({ newlyContested: false, roundsThisPhase: 1, penetration: false })).toMatchObject({
      ok: false,
      rule: '6.1',
    });
    expect(
      roundRequirement({ newlyContested: false, roundsThisPhase: 1, penetration: false, edition: 'original' }).ok,
    ).toBe(true);
  });
  it('7.42 / 8.22 penetration combat in an already contested area needs a special action', () => {
    expect(roundRequirement({ newlyContested: false, roundsThisPhase: 0, penetration: true })).toMatchObject({
      ok: false,
      rule: '7.42',
    });
    expect(
      roundRequirement({ newlyContested: false, roundsThisPhase: 0, penetration: true, specialActionSpent: true }).ok,
    ).toBe(true);
    expect(
      roundRequirement({ newlyContested: true, roundsThisPhase: 1, penetration: true, edition: 'original' }),
    ).toMatchObject({ ok: false, rule: '8.22' });
  });
  it('6.1 the phase cannot end while a newly contested area has not fought', () => {
    expect(
      unresolvedMandatory([
        { id: 'a', newlyContested: true, roundsThisPhase: 0 },
        { id: 'b', newlyContested: true, roundsThisPhase: 1 },
        { id: 'c', newlyContested: false, roundsThisPhase: 0 },
      ]),
    ).toEqual(['a']);
  });
});
