import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  absorbByRetreat,
  previewOdds,
  assignAssets,
  createRound,
  designatePoint,
  engineerRemovesDefences,
  fire,
  legalStepLossTargets,
  plannedDice,
  revealAll,
  stepLoss,
  type RoundState,
} from '../../../../src/rules/fab/combat/round';
import { a1, a2, d1, d2, setupWith, unit } from '../../../machines/fab/combat-fixtures';
import { okValue } from '../../../fixtures/ok';

function ready(
  o: Parameters<typeof setupWith>[1] = {},
  attackerAssets: string[] = [],
  defenderAssets: string[] = [],
): RoundState {
  const c = createRound(setupWith([], { typedDice: true, ...o }));
  if (!c.ok) throw new Error(c.message);
  let r = c.value;
  for (const [side, ids] of [
    ['attacker', attackerAssets],
    ['defender', defenderAssets],
  ] as const) {
    const x = assignAssets(r, side, ids);
    if (!x.ok) throw new Error(x.message);
    r = x.value;
  }
  const p1 = designatePoint(r, 'defender', r.units.find((u) => u.side === 'defender')!.id);
  if (!p1.ok) throw new Error(p1.message);
  const p2 = designatePoint(p1.value, 'attacker', 'a1');
  if (!p2.ok) throw new Error(p2.message);
  return revealAll(p2.value);
}

describe('6.43 step-loss allocation', () => {
  it('6.43 property: the point unit is the first unit hit, and nobody takes a second loss while someone has none', () => {
    const d3 = unit('d3', 'defender', { qualities: ['veteran', 'veteran', 'elite'], steps: 3 });
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 7 }),
        fc.array(fc.nat(), { minLength: 10, maxLength: 10 }),
        (hits, picks) => {
          let r = ready(
            { defender: { units: [d1, d3], available: [{ id: 'db1', kind: 'battle', formation: 'G1' }] } },
            [],
            ['db1'],
          );
          const n = plannedDice(r, 'offensiveCloseFire').length;
          const f = fire(
            r,
            'offensiveCloseFire',
            Array.from({ length: n }, (_, i) => (i < hits ? 1 : 10)),
          );
          if (!f.ok) return false;
          r = f.value;
          const order: string[] = [];
          let k = 0;
          while (r.allocation && r.allocation.remaining > 0) {
            const legal = legalStepLossTargets(r);
            if (legal.length === 0) return false;
            const pick = legal[picks[k++ % picks.length]! % legal.length]!;
            order.push(pick);
            const next = stepLoss(r, pick);
            if (!next.ok) return false;
            r = next.value;
          }
          const firstUnit = order.find((id) => id !== 'db1');
          if (firstUnit !== undefined && firstUnit !== 'd1') return false;
          // no piece takes a second loss while another piece has none (a piece with none is still present)
          const seen = new Map<string, number>();
          for (const id of order) {
            seen.set(id, (seen.get(id) ?? 0) + 1);
            if (seen.get(id) === 2 && ['d1', 'd3', 'db1'].some((o) => o !== id && !seen.has(o))) return false;
          }
          return true;
        },
      ),
      { numRuns: 150 },
    );
  });

  it('6.42d the defender cannot take more step losses than it has; the rest is excess', () => {
    let r = ready({ defender: { units: [d2] } });
    const f = fire(r, 'offensiveCloseFire', [1, 1, 1, 10, 10]);
    if (!f.ok) throw new Error(f.message);
    r = f.value;
    const s = stepLoss(r, 'd2');
    expect(okValue(s).allocation).toMatchObject({ remaining: 0, excess: 2 });
    expect(okValue(s).overwhelmed).toBe(true);
  });
});

describe('6.33 engineers in combat', () => {
  it('6.33 a surviving engineer removes the defences before close fire and does not fire itself', () => {
    let r = ready({ defences: true }, ['eng1']);
    expect(plannedDice(r, 'offensiveCloseFire').every((d) => d.reasons.some((x) => x.code === 'defences'))).toBe(true);
    const e = engineerRemovesDefences(r, 'eng1');
    if (!e.ok) throw new Error(e.message);
    r = e.value;
    expect(r.defences).toBe(false);
    const dice = plannedDice(r, 'offensiveCloseFire');
    expect(dice.map((d) => d.firer)).not.toContain('eng1');
    expect(dice.some((d) => d.reasons.some((x) => x.code === 'defences'))).toBe(false);
    expect(engineerRemovesDefences(r, 'eng1')).toMatchObject({ ok: false, rule: '6.33' });
  });
  it('6.33 only an engineer that survived, and only when there are defences', () => {
    const r = ready({ defences: true }, ['eng1', 'b1']);
    expect(engineerRemovesDefences(r, 'b1')).toMatchObject({ ok: false, rule: '6.33' });
    const dead = { ...r, assets: r.assets.map((a) => (a.id === 'eng1' ? { ...a, eliminated: true } : a)) };
    expect(engineerRemovesDefences(dead, 'eng1')).toMatchObject({ ok: false, code: 'combat.engineerDead' });
    expect(engineerRemovesDefences(ready({}, ['eng1']), 'eng1')).toMatchObject({
      ok: false,
      code: 'combat.noDefences',
    });
  });
});

describe('6.2 setting up a round', () => {
  it('9.33d a round where every attacker is disordered is refused', () => {
    expect(createRound(setupWith([], { attacker: { units: [{ ...a1, order: 'disordered' }] } }))).toMatchObject({
      ok: false,
      rule: '9.33d',
    });
  });
  it('6.2 disordered attackers take no part and take no losses; disordered defenders fight at -1', () => {
    const r = ready({
      attacker: { units: [a1, { ...a2, order: 'disordered' }] },
      defender: { units: [{ ...d1, order: 'recovering' }] },
    });
    expect(plannedDice(r, 'offensiveCloseFire').map((d) => d.firer)).toEqual(['a1', 'a1', 'a1']);
    expect(plannedDice(r, 'defensiveCloseFire').map((d) => d.successNumber)).toEqual([3, 3]);
  });
  it('2.3 a unit with an impossible step count is refused', () => {
    expect(createRound(setupWith([], { defender: { units: [{ ...d1, steps: 3 }] } }))).toMatchObject({
      ok: false,
      rule: '2.3',
    });
  });
});

describe('6.42c retreat and assets that may not retreat', () => {
  it('6.42c a battle asset the exclusive rules keep from retreating is destroyed, counting as a hit taken', () => {
    const c = createRound(
      setupWith([], {
        typedDice: true,
        defender: {
          units: [d1, d2],
          available: [{ id: 'stuckAT', kind: 'battle', formation: 'G1', cannotRetreat: true }],
        },
      }),
    );
    if (!c.ok) throw new Error(c.message);
    let r = c.value;
    const x = assignAssets(r, 'defender', ['stuckAT']);
    if (!x.ok) throw new Error(x.message);
    r = revealAll({ ...x.value, point: { attacker: 'a1', defender: 'd1' } });
    const f = fire(r, 'offensiveCloseFire', [1, 1, 1, 10, 10]);
    if (!f.ok) throw new Error(f.message);
    const out = absorbByRetreat(f.value, { d1: 'D1', d2: 'D1' });
    if (!out.ok) throw new Error(out.message);
    // three hits: one absorbed by the retreat, one by the destroyed asset, one left for a step loss
    expect(out.value.allocation?.remaining).toBe(1);
    expect(out.value.assets.find((a) => a.id === 'stuckAT')?.eliminated).toBe(true);
    expect(legalStepLossTargets(out.value)).toEqual(['d1']);
  });
});

describe('6.22 odds before assets are committed', () => {
  it("6.22 previewing extra artillery adds its dice to the attacker's artillery step, without committing it", () => {
    const c = createRound(setupWith([]));
    if (!c.ok) throw new Error(c.message);
    const r = c.value;
    const none = previewOdds(r);
    const two = previewOdds(r, { attackerAssets: ['art1', 'art2'], points: { defender: 'd1' } });
    expect(none[0]!.odds.dice).toBe(0);
    expect(two[0]!.odds.dice).toBe(2);
    expect(two[0]!.odds.probabilities[2]).toBeCloseTo(0.25, 12);
    expect(r.assets).toEqual([]);
    // a hidden point: odds computed against the class the viewer assumes, never the real hidden one
    const assumeArmor = previewOdds(r, { attackerAssets: ['art1'], assumeTargetClass: { attacker: 'armor' } });
    expect(assumeArmor[0]!.odds.probabilities[1]).toBeCloseTo(0.4, 12);
    // defender close fire: chance the attacker faces the abort-or-losses choice
    expect(two[2]!.abortDecision).toBeGreaterThan(0);
    expect(two[3]!.abortDecision).toBe(0);
  });
});
