import { describe, expect, it } from 'vitest';
import { assignAssets, createRound, type RoundState } from '../../../../src/rules/fab/combat/round';
import type { CombatAsset, RoundSetup } from '../../../../src/rules/fab/combat/types';
import { a1, a2, d1, d2, setupWith, unit } from '../../../machines/fab/combat-fixtures';

const many = (prefix: string, kind: CombatAsset['kind'], formation: string, n: number): CombatAsset[] =>
  Array.from({ length: n }, (_, i) => ({ id: `${prefix}${i}`, kind, formation, unitClass: 'infantry' }));

const atkPool = [
  ...many('art', 'artillery', 'F1', 3),
  ...many('ev', 'event', 'F1', 2),
  ...many('bat', 'battle', 'F1', 9),
  ...many('xart', 'artillery', 'F2', 2),
  ...many('zart', 'artillery', 'Z9', 1),
];
const defPool = [
  ...many('dart', 'artillery', 'G1', 2),
  ...many('dev', 'event', 'G1', 2),
  ...many('dbat', 'battle', 'G1', 6),
  ...many('hart', 'artillery', 'H1', 1),
];

function round(o: Partial<RoundSetup> = {}): RoundState {
  const r = createRound(
    setupWith([], {
      attacker: { units: [a1, a2], available: atkPool },
      defender: { units: [d1, d2], available: defPool },
      ...o,
    }),
  );
  if (!r.ok) throw new Error(r.message);
  return r.value;
}
const ids = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}`);

describe('6.22 attacker assets', () => {
  it('6.22 same formation: up to two artillery, one event and eight battle assets', () => {
    const r = round();
    const ok = assignAssets(r, 'attacker', [...ids('art', 2), 'ev0', ...ids('bat', 8)]);
    expect(ok.ok).toBe(true);
    if (ok.ok)
      expect(ok.value.available.attacker.map((a) => a.id)).toEqual(['art2', 'ev1', 'bat8', 'xart0', 'xart1', 'zart0']);
    expect(assignAssets(r, 'attacker', ids('art', 3))).toMatchObject({
      ok: false,
      rule: '6.22',
      code: 'combat.artilleryCap',
    });
    expect(assignAssets(r, 'attacker', ['ev0', 'ev1'])).toMatchObject({ ok: false, code: 'combat.eventCap' });
    expect(assignAssets(r, 'attacker', ids('bat', 9))).toMatchObject({ ok: false, code: 'combat.battleCap' });
  });
  it('6.22 only assets of the attacking formation, listed once, from the Available box', () => {
    const r = round();
    expect(assignAssets(r, 'attacker', ['xart0'])).toMatchObject({ ok: false, code: 'combat.assetFormation' });
    expect(assignAssets(r, 'attacker', ['art0', 'art0'])).toMatchObject({ ok: false, code: 'combat.assetTwice' });
    expect(assignAssets(r, 'attacker', ['nope'])).toMatchObject({ ok: false, code: 'combat.assetNotAvailable' });
  });
  it('6.22 original edition: no cap on battle assets', () => {
    expect(assignAssets(round({ edition: 'original' }), 'attacker', ids('bat', 9)).ok).toBe(true);
  });
  it('6.22 mixed formations: artillery only, one per formation (two in the original edition)', () => {
    const mixed = { units: [a1, unit('a3', 'attacker', { formation: 'F2' })], available: atkPool };
    const r = round({ attacker: mixed });
    expect(assignAssets(r, 'attacker', ['art0', 'xart0']).ok).toBe(true);
    expect(assignAssets(r, 'attacker', ['bat0'])).toMatchObject({ ok: false, code: 'combat.mixedOnlyArtillery' });
    expect(assignAssets(r, 'attacker', ['ev0'])).toMatchObject({ ok: false, code: 'combat.mixedOnlyArtillery' });
    expect(assignAssets(r, 'attacker', ['art0', 'art1'])).toMatchObject({
      ok: false,
      code: 'combat.mixedArtilleryCap',
    });
    expect(
      assignAssets(round({ attacker: mixed, edition: 'original' }), 'attacker', ['art0', 'art1', 'xart0', 'xart1']).ok,
    ).toBe(true);
  });
  it('6.22 / 9.34a assets need attacking forces in supply that can trace supply now', () => {
    expect(
      assignAssets(round({ attacker: { units: [a1, a2], available: atkPool, supplied: false } }), 'attacker', ['art0']),
    ).toMatchObject({ ok: false, rule: '6.22' });
    expect(
      assignAssets(round({ attacker: { units: [a1, a2], available: atkPool, canTraceSupply: false } }), 'attacker', [
        'art0',
      ]),
    ).toMatchObject({ ok: false, rule: '6.22' });
    expect(
      assignAssets(round({ attacker: { units: [a1, { ...a2, unsupplied: true }], available: atkPool } }), 'attacker', [
        'art0',
      ]),
    ).toMatchObject({ ok: false, rule: '6.22' });
    expect(
      assignAssets(round({ attacker: { units: [a1, a2], available: atkPool, supplied: false } }), 'attacker', []).ok,
    ).toBe(true);
  });
  it('6.2 disordered attackers take no part, so their formation does not count', () => {
    const r = round({
      attacker: { units: [a1, unit('a3', 'attacker', { formation: 'F2', order: 'disordered' })], available: atkPool },
    });
    expect(assignAssets(r, 'attacker', ['art0', 'art1', 'bat0']).ok).toBe(true);
  });
});

describe('6.23 defender assets', () => {
  it('6.23 same formation: one artillery, one event, five battle assets', () => {
    const r = round();
    expect(assignAssets(r, 'defender', ['dart0', 'dev0', ...ids('dbat', 5)]).ok).toBe(true);
    expect(assignAssets(r, 'defender', ids('dart', 2))).toMatchObject({
      ok: false,
      rule: '6.23',
      code: 'combat.artilleryCap',
    });
    expect(assignAssets(r, 'defender', ids('dbat', 6))).toMatchObject({ ok: false, code: 'combat.battleCap' });
    expect(assignAssets(round({ edition: 'original' }), 'defender', ids('dbat', 6)).ok).toBe(true);
  });
  it('6.26 / 16.0 a scenario may allow this defender extra artillery', () => {
    expect(assignAssets(round({ extraDefenderArtillery: 1 }), 'defender', ids('dart', 2)).ok).toBe(true);
  });
  it('6.23 mixed formations: a single artillery asset in all', () => {
    const r = round({ defender: { units: [d1, unit('h1', 'defender', { formation: 'H1' })], available: defPool } });
    expect(assignAssets(r, 'defender', ['hart0']).ok).toBe(true);
    expect(assignAssets(r, 'defender', ['hart0', 'dart0'])).toMatchObject({
      ok: false,
      code: 'combat.mixedArtilleryCap',
    });
    expect(assignAssets(r, 'defender', ['dbat0'])).toMatchObject({ ok: false, code: 'combat.mixedOnlyArtillery' });
  });
  it('6.23 the defender needs to trace supply now', () => {
    expect(
      assignAssets(round({ defender: { units: [d1, d2], available: defPool, canTraceSupply: false } }), 'defender', [
        'dart0',
      ]),
    ).toMatchObject({ ok: false, rule: '6.23' });
  });
});
