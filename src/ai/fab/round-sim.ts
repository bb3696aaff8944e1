/**
 * A combat round (6.2) played fast for the opponent's look-ahead: the same pure rules the combat statechart
 * (machines/fab/combat-round.ts) asks, called in the chart's order without the chart (no xstate step per event),
 * so that a sampled world can fight a round in a few hundred microseconds. Only the opponent's estimates use it;
 * every event the opponent sends still goes through the engine. Its step pointer mirrors the chart's states:
 * 6.21 special action, 6.22 / 6.23 assets, 6.24 points, 6.25-6.28 fire (roll, allocate, re-designate), 6.8
 * exploitation, 6.29 end (tests/ai/round-sim.test.ts checks it agrees with the chart).
 */
import type { StateValue } from 'xstate';
import type { CombatEvent } from '../../../machines/fab/events';
import {
  abort,
  absorbByDisorder,
  absorbByRetreat,
  activeUnits,
  allocationDone,
  assignAssets,
  attackerGone,
  canAbort,
  canAbsorbByDisorder,
  canAbsorbByRetreat,
  declineExploitation,
  designatePoint,
  engineerRemovesDefences,
  exploit,
  exploitationArises,
  exploitationCandidates,
  fire,
  FIRING_SIDE,
  isRoadblockOnly,
  legalStepLossTargets,
  plannedDice,
  pointCandidates,
  pointNeeded,
  reinforce,
  retreatChoices,
  revealAll,
  stepLoss,
  withdraw,
  type FireStep,
  type RoundState,
} from '../../rules/fab/combat/round';
import type { CombatSide, Quality } from '../../rules/fab/combat/types';
import type { Result } from '../../rules/common/result';
import { tick } from './work';

/** Where the round stands: the chart's state, one of 6.21-6.29. */
export type Pointer =
  | { readonly k: 'sa' }
  | { readonly k: 'atkAssets' }
  | { readonly k: 'defAssets' }
  | { readonly k: 'defPoint' }
  | { readonly k: 'atkPoint' }
  | { readonly k: 'fire'; readonly step: FireStep; readonly sub: 'roll' | 'allocate' | 'redesignate' }
  | { readonly k: 'exploit' }
  | { readonly k: 'end' };

export interface Driven {
  readonly at: Pointer;
  readonly r: RoundState;
  /** 8.1 the special actions the defender named to pay for 8.23 / 8.24, in order. */
  readonly payers?: readonly string[];
}

const FIRE_ORDER: readonly FireStep[] = [
  'attackerArtillery',
  'defenderArtillery',
  'defensiveCloseFire',
  'offensiveCloseFire',
];

/** The pointer for a state value of the combat-round chart. */
export function pointerOf(value: StateValue): Pointer {
  if (typeof value === 'string') {
    switch (value) {
      case 'defenderSpecialAction':
        return { k: 'sa' };
      case 'attackerAssignsAssets':
        return { k: 'atkAssets' };
      case 'defenderAssignsAssets':
        return { k: 'defAssets' };
      case 'exploitation':
        return { k: 'exploit' };
      default:
        return { k: 'end' };
    }
  }
  const [top, sub] = Object.entries(value)[0] ?? ['', ''];
  if (top === 'designatePointUnits') return sub === 'attacker' ? { k: 'atkPoint' } : { k: 'defPoint' };
  const step = FIRE_ORDER.find((f) => f === top);
  if (step) {
    const s = typeof sub === 'string' ? sub : '';
    // checkPoint and done are passed through by `settle`
    return { k: 'fire', step, sub: s === 'roll' ? 'roll' : s === 'redesignate' ? 'redesignate' : 'allocate' };
  }
  return { k: 'end' };
}

/** 6.25-6.28 a fire step is done: its allocation cleared, and the chart's next step. */
function fireDone(r0: RoundState, step: FireStep): Omit<Driven, 'payers'> {
  const r = { ...r0, allocation: null };
  switch (step) {
    case 'attackerArtillery':
      return { at: { k: 'fire', step: 'defenderArtillery', sub: 'roll' }, r };
    case 'defenderArtillery':
      return r.aborted || attackerGone(r) || r.wipedByArtillery
        ? { at: { k: 'exploit' }, r }
        : { at: { k: 'fire', step: 'defensiveCloseFire', sub: 'roll' }, r };
    case 'defensiveCloseFire':
      return r.aborted || attackerGone(r)
        ? { at: { k: 'end' }, r }
        : { at: { k: 'fire', step: 'offensiveCloseFire', sub: 'roll' }, r };
    case 'offensiveCloseFire':
      return { at: { k: 'exploit' }, r };
  }
}

/** Take the chart's eventless steps until a side must decide (or the round is over). */
export function settle(d0: Driven): Driven {
  let d = d0;
  for (let guard = 0; guard < 40; guard++) {
    const { at, r } = d;
    switch (at.k) {
      case 'sa':
        if (isRoadblockOnly(r) || r.specialActions.used >= r.specialActions.defender) {
          d = { ...d, at: { k: 'atkAssets' } };
          continue;
        }
        return d;
      case 'fire':
        if (at.sub === 'roll') {
          const art = at.step === 'attackerArtillery' || at.step === 'defenderArtillery';
          if (art && plannedDice(r, at.step).length === 0) {
            d = { ...d, ...fireDone(r, at.step) };
            continue;
          }
          return d;
        }
        if (at.sub === 'allocate') {
          if (!allocationDone(r)) return d;
          if (pointNeeded(r) !== null) return { ...d, at: { ...at, sub: 'redesignate' } };
          d = { ...d, ...fireDone(r, at.step) };
          continue;
        }
        return d;
      case 'exploit':
        if (!exploitationArises(r) || exploitationCandidates(r).length === 0) return { ...d, at: { k: 'end' } };
        return d;
      default:
        return d;
    }
  }
  return d;
}

/** The side that decides now (null when the round is over). */
export function deciderOf(d: Driven): CombatSide | null {
  const { at, r } = d;
  switch (at.k) {
    case 'sa':
    case 'defAssets':
    case 'defPoint':
      return 'defender';
    case 'atkAssets':
    case 'atkPoint':
    case 'exploit':
      return 'attacker';
    case 'fire':
      if (at.sub === 'roll') return FIRING_SIDE[at.step];
      if (at.sub === 'allocate') return r.allocation?.against ?? null;
      return pointNeeded(r);
    case 'end':
      return null;
  }
}

const val = (x: Result<RoundState>): RoundState | null => (x.ok ? x.value : null);

/** Apply one of the round's events at the pointer (the rule the chart's guard and action call), then settle; null
 * when the rules refuse it. */
export function applyRound(d: Driven, e: CombatEvent): Driven | null {
  tick();
  const { at, r } = d;
  let next: Driven | null = null;
  switch (at.k) {
    case 'sa': {
      const payers =
        e.type === 'REINFORCE' || e.type === 'WITHDRAW' ? [...(d.payers ?? []), ...(e.source ? [e.source] : [])] : [];
      if (e.type === 'REINFORCE') {
        const x = val(reinforce(r, e.unitId));
        next = x && { at, r: x, payers };
      } else if (e.type === 'WITHDRAW') {
        const x = val(withdraw(r, e.destinations ?? {}));
        next = x && { at: { k: 'exploit' }, r: x, payers };
      } else if (e.type === 'DECLINE_SPECIAL_ACTION') next = { ...d, at: { k: 'atkAssets' } };
      break;
    }
    case 'atkAssets':
    case 'defAssets': {
      if (e.type !== 'ASSIGN_ASSETS') break;
      const x = val(assignAssets(r, at.k === 'atkAssets' ? 'attacker' : 'defender', e.assetIds));
      next = x && { ...d, at: at.k === 'atkAssets' ? { k: 'defAssets' } : { k: 'defPoint' }, r: x };
      break;
    }
    case 'defPoint': {
      if (e.type !== 'DESIGNATE_POINT') break;
      const x = val(designatePoint(r, 'defender', e.unitId));
      next = x && { ...d, at: { k: 'atkPoint' }, r: x };
      break;
    }
    case 'atkPoint': {
      if (e.type !== 'DESIGNATE_POINT') break;
      const x = val(designatePoint(r, 'attacker', e.unitId));
      next = x && { ...d, at: { k: 'fire', step: 'attackerArtillery', sub: 'roll' }, r: revealAll(x) };
      break;
    }
    case 'fire': {
      if (at.sub === 'roll') {
        if (e.type === 'ROLL' && e.faces === undefined) {
          const x = val(fire(r, at.step));
          next = x && { ...d, at: { ...at, sub: 'allocate' }, r: x };
        } else if (e.type === 'ENGINEER_REMOVE_DEFENCES' && at.step === 'offensiveCloseFire') {
          const x = val(engineerRemovesDefences(r, e.assetId));
          next = x && { ...d, at, r: x };
        }
      } else if (at.sub === 'allocate') {
        let x: RoundState | null = null;
        if (e.type === 'STEP_LOSS') x = val(stepLoss(r, e.targetId));
        else if (e.type === 'ABSORB_BY_DISORDER' && at.step === 'attackerArtillery') x = val(absorbByDisorder(r));
        else if (e.type === 'ABSORB_BY_RETREAT' && at.step === 'offensiveCloseFire')
          x = val(absorbByRetreat(r, e.destinations ?? {}));
        else if (e.type === 'ABORT' && (at.step === 'defenderArtillery' || at.step === 'defensiveCloseFire'))
          x = val(abort(r, e.destinations ?? {}));
        next = x && { ...d, at, r: x };
      } else if (e.type === 'DESIGNATE_POINT') {
        const side = pointNeeded(r);
        const x = side ? val(designatePoint(r, side, e.unitId)) : null;
        next = x && { ...d, at: { ...at, sub: 'allocate' }, r: x };
      }
      break;
    }
    case 'exploit': {
      if (e.type === 'EXPLOIT' && e.faces === undefined) {
        const x = val(exploit(r));
        next = x && { ...d, at: { k: 'end' }, r: x };
      } else if (e.type === 'DECLINE_EXPLOITATION') {
        const x = val(declineExploitation(r));
        next = x && { ...d, at: { k: 'end' }, r: x };
      }
      break;
    }
    case 'end':
      break;
  }
  return next && settle(next);
}

const QUALITY: Readonly<Record<Quality, number>> = { elite: 3, veteran: 2, recruit: 1 };

/** How much a unit in the round is worth as a point unit (steps, then the quality of its current step). */
function strength(r: RoundState, id: string): number {
  const u = r.units.find((x) => x.id === id);
  if (!u) return 0;
  return u.steps * 4 + QUALITY[u.qualities[u.steps - 1] ?? 'recruit'];
}

/** Knobs of the default round play (the look-ahead's model of both sides). */
export interface RoundKnobs {
  /** 6.41b the attacker aborts when at least this many hits remain after the mandatory loss. */
  readonly abortAt: number;
  /** 6.42c the defender retreats from close fire when at least this many hits remain (and always when the hits
   * would wipe it out). */
  readonly retreatAt: number;
  /** Commit every asset the rules allow (6.22 / 6.23); otherwise none. */
  readonly commit: boolean;
}

export const DEFAULT_KNOBS: Readonly<Record<CombatSide, RoundKnobs>> = {
  attacker: { abortAt: 2, retreatAt: 2, commit: true },
  defender: { abortAt: 2, retreatAt: 2, commit: true },
};

/** 6.43 the piece to take the next step loss: a battle asset first, then the unit with most steps left. */
function lossTarget(r: RoundState): string | null {
  const legal = legalStepLossTargets(r);
  let best: string | null = null;
  let bestScore = -Infinity;
  for (const id of legal) {
    const u = r.units.find((x) => x.id === id);
    const score = u ? u.steps * 10 - (u.steps <= 1 ? 100 : 0) : 1000;
    if (score > bestScore) {
      bestScore = score;
      best = id;
    }
  }
  return best;
}

/** 6.22 / 6.23 every available asset that may go in, added one by one while the rules accept the set. */
export function greedyAssets(r: RoundState, side: CombatSide): string[] {
  const out: string[] = [];
  for (const a of r.available[side]) if (assignAssets(r, side, [...out, a.id]).ok) out.push(a.id);
  return out;
}

function bestPoint(r: RoundState, side: CombatSide): string | null {
  let best: string | null = null;
  let bestScore = -Infinity;
  for (const id of pointCandidates(r, side)) {
    const sc = strength(r, id);
    if (sc > bestScore) {
      bestScore = sc;
      best = id;
    }
  }
  return best;
}

/** The first legal retreat destination of each unit (the engine's representative choice, 6.6). */
export function firstDestinations(r: RoundState, side: CombatSide, riverBack = false): Record<string, string | null> {
  const out: Record<string, string | null> = {};
  for (const [id, opts] of Object.entries(retreatChoices(r, side, riverBack))) out[id] = opts[0] ?? null;
  return out;
}

/** The default choice of the side deciding now. */
export function defaultEvent(
  d: Driven,
  knobs: Readonly<Record<CombatSide, RoundKnobs>> = DEFAULT_KNOBS,
): CombatEvent | null {
  const { at, r } = d;
  switch (at.k) {
    case 'sa':
      return { type: 'DECLINE_SPECIAL_ACTION' };
    case 'atkAssets':
      return { type: 'ASSIGN_ASSETS', assetIds: knobs.attacker.commit ? greedyAssets(r, 'attacker') : [] };
    case 'defAssets':
      return { type: 'ASSIGN_ASSETS', assetIds: knobs.defender.commit ? greedyAssets(r, 'defender') : [] };
    case 'defPoint':
    case 'atkPoint': {
      const id = bestPoint(r, at.k === 'defPoint' ? 'defender' : 'attacker');
      return id ? { type: 'DESIGNATE_POINT', unitId: id } : null;
    }
    case 'fire': {
      if (at.sub === 'roll') {
        if (at.step === 'offensiveCloseFire' && r.defences) {
          // 6.33 an engineer clears the defences when the rest of the attack still rolls two dice or more
          const eng = r.assets.find((a) => a.side === 'attacker' && a.kind === 'engineer' && !a.eliminated);
          if (eng && plannedDice(r, 'offensiveCloseFire').length >= 3)
            return { type: 'ENGINEER_REMOVE_DEFENCES', assetId: eng.id };
        }
        return { type: 'ROLL' };
      }
      if (at.sub === 'redesignate') {
        const side = pointNeeded(r);
        const id = side ? bestPoint(r, side) : null;
        return id ? { type: 'DESIGNATE_POINT', unitId: id } : null;
      }
      const a = r.allocation;
      if (!a) return null;
      if (a.against === 'attacker') {
        if (canAbort(r) === null && a.remaining >= knobs.attacker.abortAt)
          return { type: 'ABORT', destinations: firstDestinations(r, 'attacker', r.riverAssault) };
      } else {
        if (canAbsorbByDisorder(r) === null) return { type: 'ABSORB_BY_DISORDER' };
        if (canAbsorbByRetreat(r) === null) {
          const left = activeUnits(r, 'defender').reduce((n, u) => n + u.steps, 0);
          if (a.remaining >= knobs.defender.retreatAt || a.remaining >= left)
            return { type: 'ABSORB_BY_RETREAT', destinations: firstDestinations(r, 'defender') };
        }
      }
      const id = lossTarget(r);
      return id ? { type: 'STEP_LOSS', targetId: id } : null;
    }
    case 'exploit':
      // 6.8 the armour tests its morale for an exploitation marker (7.3 penetration)
      return { type: 'EXPLOIT' };
    case 'end':
      return null;
  }
}

/** Play the round to its end with the default choices of both sides. */
export function playOut(d0: Driven, knobs: Readonly<Record<CombatSide, RoundKnobs>> = DEFAULT_KNOBS): Driven {
  let d = settle(d0);
  for (let k = 0; k < 200 && d.at.k !== 'end'; k++) {
    const e = defaultEvent(d, knobs);
    const next = e && applyRound(d, e);
    if (!next) break;
    d = next;
  }
  return d;
}
