/**
 * 6.4 / 6.33 / 6.5 hits and their allocation: step losses, absorbing by disorder or retreat, aborting, engineers.
 * Part of the combat round (./round.ts).
 */
import type { CombatSide } from './types';
import { type Destinations, applyRetreat, planRetreat } from './retreat-plan';
import { type Rejection, type Result, accept, reject } from '../../common/result';
import { type RoundState, type UnitInRound, activeBattleAssets, activeUnits, alive, withLog } from './round-state';

/** Close the allocation when nothing is left to allocate, or nothing is left to take the hits. */
export function settleAllocation(r: RoundState): RoundState {
  const a = r.allocation;
  if (!a) return r;
  if (a.remaining > 0 && lossTargets(r, a.against).length > 0) return r;
  let s = r;
  if (a.remaining > 0) {
    s = withLog(
      { ...s, allocation: { ...a, excess: a.remaining, remaining: 0 } },
      { rule: a.against === 'defender' ? '6.42d' : '6.41', code: 'combat.excessHits', params: { hits: a.remaining } },
    );
    if (a.against === 'defender' && (a.step === 'offensiveCloseFire' || a.step === 'defensiveCloseFire'))
      s = { ...s, overwhelmed: true };
  }
  if (a.against === 'defender' && a.step === 'attackerArtillery' && defenderGone(s)) {
    s = withLog({ ...s, wipedByArtillery: true }, { rule: '6.25', code: 'combat.wipedByArtillery' });
  }
  if (a.against === 'defender' && a.step === 'offensiveCloseFire' && defenderGone(s) && s.allocation!.excess > 0)
    s = { ...s, overwhelmed: true };
  return s;
}

/** Every defending unit and battle asset is gone (eliminated, or retreated out of the area). */
export function defenderGone(r: RoundState): boolean {
  return lossTargets(r, 'defender').length === 0;
}

export function attackerGone(r: RoundState): boolean {
  return lossTargets(r, 'attacker').length === 0;
}

/** Pieces of a side that can take a step loss (6.43): units, then battle assets. */
export function lossTargets(r: RoundState, side: CombatSide): { id: string; unit: boolean; losses: number }[] {
  return [
    ...activeUnits(r, side).map((u) => ({ id: u.id, unit: true, losses: u.lossesThisRound })),
    ...activeBattleAssets(r, side).map((a) => ({ id: a.id, unit: false, losses: 0 })),
  ];
}

export function allocationDone(r: RoundState): boolean {
  return !r.allocation || r.allocation.remaining === 0 || r.aborted;
}

// 6.43 (and 6.41a for the attacker's first hit of a step) pieces that may take the next step loss
export function legalStepLossTargets(r: RoundState): string[] {
  const a = r.allocation;
  if (!a || a.remaining === 0) return [];
  const side = a.against;
  const all = lossTargets(r, side);
  let allowed = all;
  // everyone once before anyone twice
  if (allowed.some((t) => t.losses === 0)) allowed = allowed.filter((t) => t.losses === 0);
  // the point unit is the first unit to lose a step (battle assets may go first)
  const unitsHit = r.units.some((u) => u.side === side && u.lossesThisRound > 0);
  const point = r.point[side];
  if (!unitsHit && point && all.some((t) => t.id === point && t.unit))
    allowed = allowed.filter((t) => !t.unit || t.id === point);
  if (side === 'attacker' && a.stepLosses === 0) {
    // 6.41a the mandatory first loss falls on the point unit or a battle asset; when 6.43 leaves neither
    // (the point already lost a step this round and another unit has none), the 6.43 order prevails
    const first = allowed.filter((t) => !t.unit || t.id === point);
    if (first.length > 0) allowed = first;
  }
  return allowed.map((t) => t.id);
}

// 6.41 / 6.42d / 6.43 take one hit as a step loss on a chosen unit or battle asset
export function stepLoss(r: RoundState, targetId: string): Result<RoundState> {
  const a = r.allocation;
  if (!a || a.remaining === 0) return reject('6.4', 'There is no hit left to allocate.', 'combat.noHit');
  const legal = legalStepLossTargets(r);
  if (!legal.includes(targetId)) {
    const rule = a.against === 'attacker' && a.stepLosses === 0 ? '6.41a' : '6.43';
    return reject(
      rule,
      `That step loss is not allowed now; it may fall on: ${legal.join(', ')}.`,
      'combat.badStepLoss',
      { legal: legal.join(', ') },
    );
  }
  const unit = r.units.find((u) => u.id === targetId);
  let s: RoundState;
  if (unit) {
    const steps = unit.steps - 1;
    s = withLog(
      {
        ...r,
        units: r.units.map((u) => (u.id === targetId ? { ...u, steps, lossesThisRound: u.lossesThisRound + 1 } : u)),
      },
      { rule: '6.43', code: steps === 0 ? 'combat.unitEliminated' : 'combat.stepLoss', params: { id: targetId } },
    );
  } else {
    // 6.32 a battle asset that takes a step loss is eliminated
    s = withLog(
      { ...r, assets: r.assets.map((x) => (x.id === targetId ? { ...x, eliminated: true } : x)) },
      { rule: '6.32', code: 'combat.assetEliminated', params: { id: targetId } },
    );
  }
  const takingLosses = a.against === 'attacker' && a.stepLosses >= 1 ? true : a.takingLosses;
  s = { ...s, allocation: { ...a, remaining: a.remaining - 1, stepLosses: a.stepLosses + 1, takingLosses } };
  return accept(settleAllocation(s));
}

// 6.42b one artillery hit may be absorbed by disordering every defending unit in good order or recovering
export function canAbsorbByDisorder(r: RoundState): Rejection | null {
  const a = r.allocation;
  if (!a || a.against !== 'defender' || a.remaining === 0)
    return reject('6.42b', 'There is no hit to absorb.', 'combat.noHit');
  if (a.step !== 'attackerArtillery')
    return reject('6.42b', 'Only hits from artillery can be absorbed by disorder.', 'combat.disorderOnlyArtillery');
  if (a.disorderUsed)
    return reject('6.42b', 'Disorder has already absorbed a hit from this fire.', 'combat.disorderUsed');
  if (a.stepLosses > 0)
    return reject('6.42', 'Disorder must be chosen before step losses are taken.', 'combat.disorderOrder');
  if (!activeUnits(r, 'defender').some((u) => u.order !== 'disordered')) {
    return reject(
      '6.42b',
      'No defending unit is in good order or recovering, so disorder cannot absorb a hit.',
      'combat.disorderImpossible',
    );
  }
  return null;
}

export function absorbByDisorder(r: RoundState): Result<RoundState> {
  const bad = canAbsorbByDisorder(r);
  if (bad) return bad;
  const a = r.allocation!;
  const s = withLog(
    {
      ...r,
      units: r.units.map((u) => (u.side === 'defender' && alive(u) ? { ...u, order: 'disordered' as const } : u)),
      allocation: { ...a, remaining: a.remaining - 1, disorderUsed: true },
    },
    { rule: '6.42b', code: 'combat.disorderAbsorbs' },
  );
  return accept(settleAllocation(s));
}

// 6.42c one offensive close-fire hit may be absorbed by retreating every defending unit (6.6)
export function canAbsorbByRetreat(r: RoundState): Rejection | null {
  const a = r.allocation;
  if (!a || a.against !== 'defender' || a.remaining === 0)
    return reject('6.42c', 'There is no hit to absorb.', 'combat.noHit');
  if (a.step !== 'offensiveCloseFire')
    return reject(
      '6.42c',
      "Only hits from the attacker's close fire can be absorbed by retreating.",
      'combat.retreatOnlyClose',
    );
  if (a.retreatUsed) return reject('6.42c', 'A retreat has already absorbed a hit.', 'combat.retreatUsed');
  if (a.stepLosses > 0)
    return reject('6.42', 'Retreat must be chosen before step losses are taken.', 'combat.retreatOrder');
  if (activeUnits(r, 'defender').length === 0)
    return reject('6.42c', 'Assets alone cannot retreat (4.35).', 'combat.assetsCannotRetreat');
  return null;
}

export function absorbByRetreat(r: RoundState, destinations: Destinations): Result<RoundState> {
  const bad = canAbsorbByRetreat(r);
  if (bad) return bad;
  const ids = activeUnits(r, 'defender').map((u) => u.id);
  const plan = planRetreat(r, 'defender', ids, destinations, { allowStuck: true });
  if (!plan.ok) return plan;
  const a = r.allocation!;
  const moved = applyRetreat(r.units, plan.value, true);
  // assets that the exclusive rules keep from retreating are destroyed, each counting as a hit taken
  const doomed = activeBattleAssets(r, 'defender')
    .filter((x) => x.cannotRetreat)
    .map((x) => x.id);
  const remaining = Math.max(0, a.remaining - 1 - doomed.length);
  const s = withLog(
    {
      ...r,
      units: moved,
      assets: r.assets.map((x) => (doomed.includes(x.id) ? { ...x, eliminated: true } : x)),
      allocation: { ...a, remaining, retreatUsed: true },
    },
    { rule: '6.42c', code: 'combat.retreatAbsorbs', params: { destroyedAssets: doomed.length } },
  );
  return accept(settleAllocation(s));
}

/** Units that retreated stay subject to step losses (6.42c) but no longer fight or hold the area. */
export function unitsInArea(r: RoundState, side: CombatSide): UnitInRound[] {
  return r.units.filter((u) => u.side === side && alive(u) && !(u.retreat && 'to' in u.retreat));
}

// 6.41b after the mandatory first loss, the attacker may abort: disorder and stay (river assault: retreat back)
export function canAbort(r: RoundState): Rejection | null {
  const a = r.allocation;
  if (!a || a.against !== 'attacker')
    return reject('6.41b', 'Only the attacker may abort, while taking hits.', 'combat.abortNotNow');
  if (a.stepLosses === 0)
    return reject(
      '6.41a',
      'The first hit must be taken as a step loss before aborting.',
      'combat.abortBeforeMandatory',
    );
  if (a.remaining === 0)
    return reject('6.41b', 'No hits remain, so there is nothing to abort against.', 'combat.abortNoHits');
  if (a.takingLosses)
    return reject('6.41b', 'The attacker already chose to take the remaining losses.', 'combat.abortAfterChoice');
  return null;
}

export function abort(r: RoundState, destinations: Destinations = {}): Result<RoundState> {
  const bad = canAbort(r);
  if (bad) return bad;
  let units: UnitInRound[] = r.units.map((u) =>
    u.side === 'attacker' && alive(u) && u.participating ? { ...u, order: 'disordered' as const } : u,
  );
  if (r.riverAssault) {
    const ids = activeUnits(r, 'attacker').map((u) => u.id);
    const plan = planRetreat(r, 'attacker', ids, destinations, { allowStuck: true, riverBack: true });
    if (!plan.ok) return plan;
    units = applyRetreat(units, plan.value, true);
  }
  const a = r.allocation!;
  return accept(
    withLog(
      { ...r, units, aborted: true, allocation: { ...a, remaining: 0 } },
      { rule: '6.41b', code: r.riverAssault ? 'combat.abortRiver' : 'combat.abort', params: { ignored: a.remaining } },
    ),
  );
}

// 6.33 the attacker's engineer, having survived defensive fire, removes the defences instead of firing
export function engineerRemovesDefences(r: RoundState, assetId: string): Result<RoundState> {
  const e = r.assets.find((a) => a.id === assetId && a.side === 'attacker');
  if (!e || e.kind !== 'engineer')
    return reject('6.33', 'Only an engineer asset assigned to the attack can remove defences.', 'combat.notEngineer');
  if (e.eliminated) return reject('6.33', 'That engineer did not survive the defensive fire.', 'combat.engineerDead');
  if (!r.defences) return reject('6.33', 'There are no enemy defences to remove.', 'combat.noDefences');
  if (r.aborted) return reject('6.33', 'The attack was aborted.', 'combat.aborted');
  return accept(
    withLog(
      {
        ...r,
        defences: false,
        defencesRemoved: 'engineer',
        assets: r.assets.map((a) => (a.id === assetId ? { ...a, removedDefences: true } : a)),
      },
      { rule: '6.33', code: 'combat.engineerRemovesDefences', params: { id: assetId } },
    ),
  );
}
