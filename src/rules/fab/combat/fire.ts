/** 6.25-6.28 fire: the dice each step rolls, their odds, and the roll itself. Part of the combat round (./round.ts). */
import type { CombatSide, CombatUnit, DieResult, Reason, UnitClass } from './types';
import {
  FIRE_STEP_RULE,
  type FireStep,
  type AssetInRound,
  type RoundState,
  isBattleAsset,
  activeUnits,
  currentQuality,
  findPieceClass,
  other,
  withLog,
} from './round-state';
import { type FireContext, type Firer, isSuccess, successNumber } from './table';
import { type HitOdds, chanceAbortDecision, hitDistribution } from './odds';
import { type Rejection, type Result, accept, reject } from '../../common/result';
import { pointCandidates } from './point-units';
import { roll } from '../../common/dice';
import { settleAllocation } from './allocation';
import { at } from '../../common/narrow';

// ---------------------------------------------------------------------------------------------------
// fire

export const FIRING_SIDE: Readonly<Record<FireStep, CombatSide>> = {
  attackerArtillery: 'attacker',
  defenderArtillery: 'defender',
  defensiveCloseFire: 'defender',
  offensiveCloseFire: 'attacker',
};

export interface PlannedDie {
  readonly firer: string;
  readonly successNumber: number;
  readonly reasons: readonly Reason[];
}

/** 6.27 / 6.28 one die per step the unit has. */
export function unitFirers(u: CombatUnit): Firer[] {
  const out: Firer[] = [];
  for (let s = 0; s < u.steps; s++)
    out.push({
      id: u.id,
      type: u.unitClass,
      quality: currentQuality(u),
      disordered: u.order !== 'good',
      unsupplied: !!u.unsupplied,
    });
  return out;
}

/** The dice of `side`'s assets: in an artillery step (6.25, 6.26) one per artillery asset and an event's own
 * dice (17.0); in close fire one per battle or engineer asset still holding its place (6.27, 6.28). */
export function assetFirers(assets: readonly AssetInRound[], side: CombatSide, artillery: boolean): Firer[] {
  const out: Firer[] = [];
  for (const a of assets) {
    if (a.side !== side || a.eliminated) continue;
    if (artillery) {
      const n = a.kind === 'artillery' ? 1 : a.kind === 'event' ? (a.dice ?? 0) : 0;
      for (let k = 0; k < n; k++)
        out.push({
          id: a.id,
          type: 'artillery',
          quality: a.quality ?? 'veteran',
          disordered: false,
          unsupplied: false,
        });
    } else if (isBattleAsset(a) && !a.removedDefences) {
      out.push({
        id: a.id,
        type: a.unitClass ?? 'infantry',
        quality: a.quality ?? 'veteran',
        disordered: false,
        unsupplied: false,
      });
    }
  }
  return out;
}

export function firersFor(r: RoundState, step: FireStep): Firer[] {
  const side = FIRING_SIDE[step];
  if (step === 'attackerArtillery' || step === 'defenderArtillery') return assetFirers(r.assets, side, true);
  return [...activeUnits(r, side).flatMap(unitFirers), ...assetFirers(r.assets, side, false)];
}

// 6.25-6.28 the dice a fire step will roll now, each with its success number and the reasons for it
export function plannedDice(r: RoundState, step: FireStep, assumeTargetClass?: UnitClass): PlannedDie[] {
  const side = FIRING_SIDE[step];
  const target = assumeTargetClass ?? findPieceClass(r, r.point[other(side)]) ?? 'infantry';
  const ctx: FireContext = {
    targetClass: target,
    targetInDefences: side === 'attacker' && r.defences,
    attackerCloseFire: step === 'offensiveCloseFire',
    terrain: r.terrain,
  };
  return firersFor(r, step).map((f) => {
    const sn = successNumber(r.table, f, ctx);
    return { firer: f.id, successNumber: sn.value, reasons: sn.reasons };
  });
}

export interface StepOdds {
  readonly step: FireStep;
  readonly rule: string;
  readonly odds: HitOdds;
  /** Chance of two hits or more when the defender fires (6.41b abort-or-losses choice); 0 otherwise. */
  readonly abortDecision: number;
}

// 6.25-6.28 exact hit distribution of a fire step as things stand now
export function stepOdds(r: RoundState, step: FireStep, assumeTargetClass?: UnitClass): StepOdds {
  const odds = hitDistribution(plannedDice(r, step, assumeTargetClass).map((d) => d.successNumber));
  return {
    step,
    rule: FIRE_STEP_RULE[step],
    odds,
    abortDecision: FIRING_SIDE[step] === 'defender' ? chanceAbortDecision(odds) : 0,
  };
}

export interface OddsPreview {
  readonly attackerAssets?: readonly string[];
  readonly defenderAssets?: readonly string[];
  /** Point units to assume (by id) where they are not designated yet. */
  readonly points?: { readonly attacker?: string; readonly defender?: string };
  /**
   * Class to assume for an enemy point unit the viewer cannot see yet (6.24 in a newly contested area),
   * keyed by the firing side, so that odds never leak a hidden label.
   */
  readonly assumeTargetClass?: { readonly attacker?: UnitClass; readonly defender?: UnitClass };
}

// 6.22 / 6.23 odds of every fire step if these assets were committed (point units default to the first eligible)
export function previewOdds(r: RoundState, preview: OddsPreview = {}): StepOdds[] {
  let s: RoundState = r;
  const add = (side: CombatSide, ids: readonly string[] | undefined) => {
    if (!ids) return;
    const extra = r.available[side].filter((a) => ids.includes(a.id)).map((a) => ({ ...a, side, eliminated: false }));
    s = { ...s, assets: [...s.assets, ...extra] };
  };
  add('attacker', preview.attackerAssets);
  add('defender', preview.defenderAssets);
  for (const side of ['defender', 'attacker'] as const) {
    if (s.point[side] === null)
      s = { ...s, point: { ...s.point, [side]: preview.points?.[side] ?? pointCandidates(s, side)[0] ?? null } };
  }
  return (['attackerArtillery', 'defenderArtillery', 'defensiveCloseFire', 'offensiveCloseFire'] as const).map((st) =>
    stepOdds(s, st, preview.assumeTargetClass?.[FIRING_SIDE[st]]),
  );
}

// 2.1 enough dice remain for a roll (scripted dice can run out; typed faces must match the dice)
export function canRoll(r: RoundState, step: FireStep, faces?: readonly number[]): Rejection | null {
  const n = plannedDice(r, step).length;
  if (faces !== undefined) {
    if (!r.typedDice)
      return reject(
        '2.1',
        'This game rolls its own dice; typed results are only for the combat assistant.',
        'combat.noTypedDice',
      );
    if (faces.length !== n)
      return reject('2.1', `Type exactly ${n} dice for this fire step.`, 'combat.typedCount', { n });
    if (faces.some((f) => !Number.isInteger(f) || f < 1 || f > 10))
      return reject('2.1', 'Each die shows a number from 1 to 10.', 'combat.typedFace');
    return null;
  }
  if (r.dice.kind === 'scripted' && r.dice.rolls.length - r.dice.i < n) {
    return reject('2.1', `The scripted dice hold fewer than the ${n} dice this step needs.`, 'combat.diceOut', { n });
  }
  return null;
}

// 6.25-6.28 roll a fire step and start allocating its hits to the other side (6.42a defences absorb first)
export function fire(r: RoundState, step: FireStep, faces?: readonly number[]): Result<RoundState> {
  const bad = canRoll(r, step, faces);
  if (bad) return bad;
  const planned = plannedDice(r, step);
  let dice = r.dice;
  const results: DieResult[] = planned.map((p, i) => {
    let face: number;
    if (faces) face = at(faces, i, 'die face');
    else [face, dice] = roll(dice, 10);
    return { ...p, face, hit: isSuccess(face, p.successNumber) };
  });
  const hits = results.filter((d) => d.hit).length;
  const by = FIRING_SIDE[step];
  const against = other(by);
  let s: RoundState = {
    ...r,
    dice,
    lastFire: { step, by, dice: results, hits },
    fired: [...r.fired, step],
    log: [...r.log, { rule: FIRE_STEP_RULE[step], code: 'combat.fired', params: { step, dice: results.length, hits } }],
  };
  let remaining = hits;
  let absorbed = 0;
  if (against === 'defender' && s.defences && remaining > 0) {
    // 6.42a the first hit of the round is absorbed by removing the defences marker
    remaining -= 1;
    absorbed = 1;
    s = withLog({ ...s, defences: false, defencesRemoved: 'hit' }, { rule: '6.42a', code: 'combat.defencesAbsorb' });
  }
  s = {
    ...s,
    allocation: {
      step,
      against,
      hits,
      remaining,
      absorbedByDefences: absorbed,
      stepLosses: 0,
      disorderUsed: false,
      retreatUsed: false,
      takingLosses: false,
      excess: 0,
    },
  };
  return accept(settleAllocation(s));
}
