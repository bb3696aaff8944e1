/**
 * Running the FAB combat round (6.2), whose statechart is machines/fab/combat-round-chart.ts. States follow the rulebook steps 6.21-6.29 (plus
 * 6.8 exploitation); guards are questions answered by src/rules/fab/combat; actions store what those rules
 * return. The machine says what may happen now; the rules say whether it is legal and what it does.
 *
 * The round is driven with the pure initial step and transition (machines/pure-transition.ts); its whole state is the
 * JSON value `{ value, round }` (`CombatRound`), so a game can keep it in its own state and replay it.
 */
import { matchesState, type SnapshotFrom, type StateValue } from 'xstate';
import { chartRunner } from '../chart-runner';
import { metaOf, transitionMetaOf, transitionsOn } from '../chart-meta';
import { reject, type Rejection, type Result } from '../../src/rules/common/result';
import { rolledBetween } from '../../src/rules/common/dice';
import type { Outcome } from '../../src/rules/common/engine';
import {
  canAbort,
  canAbsorbByDisorder,
  canAbsorbByRetreat,
  createRound,
  FIRING_SIDE,
  pointCandidates,
  pointNeeded,
  retreatChoices,
  roundResult,
  stepLoss,
  stepOdds,
  type StepOdds,
  type Destinations,
  type FireStep,
  type RoundResult,
  type RoundState,
} from '../../src/rules/fab/combat/round';
import type { CombatSide, RoundSetup } from '../../src/rules/fab/combat/types';
import { applyRoundResultToGame, roundSetupFromGame } from '../../src/rules/fab/combat/from-game';
import { FIRE_STEPS } from '../../src/rules/fab/combat/view';
import { assistantSetup, type AssistantBattle } from '../../src/rules/fab/combat/assistant';
import type { AreaId, FabState, Side } from '../../src/rules/fab/types';
import type { CombatEvent } from './events';

import {
  abort,
  absorbByRetreat,
  assignAssets,
  canRoll,
  combatRoundMachine,
  designatePoint,
  engineerRemovesDefences,
  exploit,
  isDecisionMeta,
  isRoundMeta,
  legalStepLossTargets,
  reinforce,
  withdraw,
  type RoundMeta,
} from './combat-round-chart';

export { combatRoundMachine, isRoundMeta };
export type { CombatEvent };
export type { DecisionMeta, RoundDecider, RoundMeta } from './combat-round-chart';

export type CombatRoundSnapshot = SnapshotFrom<typeof combatRoundMachine>;

/** The whole combat round as plain JSON: the statechart's state value and the round data. */
export interface CombatRound {
  readonly value: StateValue;
  readonly round: RoundState;
}

/** The round chart's pure steps, and the snapshot each round came from, so the next event does not resolve the
 * state again (machines/chart-runner.ts: a cache, used only when it holds the round's own value and data). */
const roundChart = chartRunner(
  combatRoundMachine,
  (cr: CombatRound): CombatRoundSnapshot => combatRoundMachine.resolveState({ value: cr.value, context: cr.round }),
  (known, cr) => known.value === cr.value && known.context === cr.round,
);

const toSnapshot = (cr: CombatRound): CombatRoundSnapshot => roundChart.snapshotOf(cr);

function fromSnapshot(s: CombatRoundSnapshot): CombatRound {
  const cr = { value: s.value, round: s.context };
  roundChart.keep(cr, s);
  return cr;
}

// 6.2 start a combat round from a plain description of both sides
export function startCombatRound(setupData: RoundSetup): Result<CombatRound> {
  const r = createRound(setupData);
  if (!r.ok) return r;
  return { ok: true, value: fromRound(r.value) };
}

/** Enter the statechart with an already-built round (from-game adapters use this). */
export function fromRound(round: RoundState): CombatRound {
  return fromSnapshot(roundChart.initial(round));
}

/** Dotted name of the current step, e.g. 'offensiveCloseFire.allocate'. */
export function stepPath(cr: CombatRound): string {
  const walk = (v: StateValue): string =>
    typeof v === 'string' ? v : (Object.entries(v).map(([k, sub]) => `${k}.${walk(sub as StateValue)}`)[0] ?? '');
  return walk(cr.value);
}

/** The rule and decider of the state a round's value names (its deepest state's `meta`, machines/chart-meta.ts). */
export function metaOfStep(value: StateValue): RoundMeta {
  return metaOf(combatRoundMachine, value, isRoundMeta) ?? { rule: '6.2', decider: 'nobody' };
}

/** The state's own rule and decider: the deepest active state's meta (a child's overrides its parent's). */
export function roundMeta(cr: CombatRound): RoundMeta {
  return metaOfStep(cr.value);
}

/** The section a fire step (6.25-6.28) cites, read from the chart's meta of that step. */
export function fireStepRule(step: FireStep): string {
  return metaOfStep(step).rule;
}

/**
 * The section a decision cites on its button, read from the chart: the `meta` of the transition the round's
 * state (`value`) takes on that event. Null when the decision has no section of its own (declining the
 * defender's special action; a roll, which cites its fire step's) or the state does not take it.
 */
export function decisionRule(value: StateValue, type: CombatEvent['type']): string | null {
  return transitionMetaOf(combatRoundMachine, value, type, isDecisionMeta)?.rule ?? null;
}

/** Is the round in this step (a step name, or a step and its sub-step: `{ offensiveCloseFire: 'roll' }`)? */
export function inStep(value: StateValue, step: StateValue): boolean {
  return matchesState(step, value);
}

/** The fire step (6.25-6.28) the round is in, if any. */
export function fireStepOf(value: StateValue): FireStep | null {
  return FIRE_STEPS.find((st) => inStep(value, st)) ?? null;
}

/** The round's top-level step (6.21-6.29), e.g. 'offensiveCloseFire'. */
export function topStep(value: StateValue): string {
  return typeof value === 'string' ? value : (Object.keys(value)[0] ?? '');
}

/** The rulebook section of the current step, for the phase banner and reference links (the chart's meta). */
export function stepRule(cr: CombatRound): string {
  return roundMeta(cr).rule;
}

export function isRoundOver(cr: CombatRound): boolean {
  return inStep(cr.value, 'endOfRound');
}

/** Which side must act now, and whether its choice is secret from the other (6.24 in a newly contested area):
 * the decider named by the chart's meta for the current state. */
export function combatActor(cr: CombatRound): { readonly side: CombatSide; readonly secret: boolean } | null {
  const m = roundMeta(cr);
  const r = cr.round;
  switch (m.decider) {
    case 'attacker':
    case 'defender':
      return { side: m.decider, secret: !!m.secret && r.newlyContested };
    case 'firing': {
      const step = fireStepOf(cr.value);
      return step ? { side: FIRING_SIDE[step], secret: false } : null;
    }
    case 'allocating':
      return r.allocation ? { side: r.allocation.against, secret: false } : null;
    case 'point': {
      const side = pointNeeded(r);
      return side ? { side, secret: false } : null;
    }
    case 'nobody':
      return null;
  }
}

/** Does this event type belong to the current step at all? */
function acceptsType(cr: CombatRound, type: CombatEvent['type']): boolean {
  return transitionsOn(combatRoundMachine, cr.value, type) !== undefined;
}

function sideForStep(cr: CombatRound): CombatSide {
  return combatActor(cr)?.side ?? 'attacker';
}

/** Why the rules refuse this event now (used to turn a refused transition into a Rejection). */
function explain(cr: CombatRound, e: CombatEvent): Rejection {
  const r = cr.round;
  // hit-priority options carry their own rule even outside their fire step (6.41b, 6.42b, 6.42c, 6.33)
  const specific =
    e.type === 'ABSORB_BY_DISORDER'
      ? canAbsorbByDisorder(r)
      : e.type === 'ABSORB_BY_RETREAT'
        ? canAbsorbByRetreat(r)
        : e.type === 'ABORT'
          ? canAbort(r)
          : e.type === 'ENGINEER_REMOVE_DEFENCES' && !acceptsType(cr, e.type)
            ? reject(
                '6.33',
                "An engineer may remove the defences only just before the attacker's close fire.",
                'combat.engineerNotNow',
              )
            : null;
  if (specific) return specific;
  if (!acceptsType(cr, e.type)) {
    return reject(
      stepRule(cr),
      `That cannot be done now: the round is at step ${stepRule(cr)} (${stepPath(cr)}).`,
      'combat.notNow',
      {
        step: stepPath(cr),
      },
    );
  }
  const fireStep = fireStepOf(cr.value);
  const res = ((): Result<unknown> | Rejection | null => {
    switch (e.type) {
      case 'REINFORCE':
        return reinforce(r, e.unitId);
      case 'WITHDRAW':
        return withdraw(r, e.destinations ?? {});
      case 'ASSIGN_ASSETS':
        return assignAssets(r, sideForStep(cr), e.assetIds);
      case 'DESIGNATE_POINT':
        return designatePoint(r, pointNeeded(r) ?? sideForStep(cr), e.unitId);
      case 'ROLL':
        return fireStep ? canRoll(r, fireStep, e.faces) : null;
      case 'ENGINEER_REMOVE_DEFENCES':
        return engineerRemovesDefences(r, e.assetId);
      case 'STEP_LOSS':
        return stepLoss(r, e.targetId);
      case 'ABSORB_BY_DISORDER':
        return canAbsorbByDisorder(r);
      case 'ABSORB_BY_RETREAT':
        return absorbByRetreat(r, e.destinations ?? {});
      case 'ABORT':
        return canAbort(r) ?? abort(r, e.destinations ?? {});
      case 'EXPLOIT':
        return exploit(r, e.faces);
      default:
        return null;
    }
  })();
  if (res && !res.ok) return res;
  return reject('6.2', 'That cannot be done now.', 'combat.notNow', { step: stepPath(cr) });
}

// 6.2 apply one event to the round: the whole next round, or a Rejection citing the rule
export function applyCombatEvent(cr: CombatRound, e: CombatEvent): Outcome<CombatRound> {
  const snap = toSnapshot(cr);
  if (!snap.can(e)) return explain(cr, e);
  const next = roundChart.step(snap, e);
  const out = fromSnapshot(next);
  const barrier =
    rolledBetween(cr.round.dice, out.round.dice) ||
    out.round.revealed.length > cr.round.revealed.length ||
    out.round.morale.length > cr.round.morale.length ||
    (e.type === 'ROLL' && !!e.faces) ||
    (e.type === 'EXPLOIT' && !!e.faces);
  return { ok: true, state: out, barrier };
}

/** Default retreat destinations: each unit's first legal choice (for the representative legal-event list). */
function defaultDestinations(r: RoundState, side: CombatSide, riverBack = false): Destinations {
  const out: Record<string, string | null> = {};
  for (const [id, opts] of Object.entries(retreatChoices(r, side, riverBack))) out[id] = opts[0] ?? null;
  return out;
}

// 6.2 every legal event now (a representative finite set where the choices are combinatorial)
export function legalCombatEvents(cr: CombatRound): CombatEvent[] {
  const r = cr.round;
  const candidates: CombatEvent[] = [];
  const at = (step: StateValue) => inStep(cr.value, step);
  const fireStep = fireStepOf(cr.value);
  if (at('defenderSpecialAction')) {
    for (const c of r.reinforcements) candidates.push({ type: 'REINFORCE', unitId: c.unit.id });
    candidates.push(
      { type: 'WITHDRAW', destinations: defaultDestinations(r, 'defender') },
      { type: 'DECLINE_SPECIAL_ACTION' },
    );
  } else if (at('attackerAssignsAssets') || at('defenderAssignsAssets')) {
    const side: CombatSide = at('attackerAssignsAssets') ? 'attacker' : 'defender';
    candidates.push({ type: 'ASSIGN_ASSETS', assetIds: [] });
    const greedy: string[] = [];
    for (const a of r.available[side]) {
      candidates.push({ type: 'ASSIGN_ASSETS', assetIds: [a.id] });
      if (assignAssets(r, side, [...greedy, a.id]).ok) greedy.push(a.id);
    }
    if (greedy.length > 1) candidates.push({ type: 'ASSIGN_ASSETS', assetIds: greedy });
  } else if (at('designatePointUnits')) {
    for (const id of pointCandidates(r, at({ designatePointUnits: 'defender' }) ? 'defender' : 'attacker'))
      candidates.push({ type: 'DESIGNATE_POINT', unitId: id });
  } else if (fireStep) {
    if (at({ [fireStep]: 'roll' })) {
      candidates.push({ type: 'ROLL' });
      if (fireStep === 'offensiveCloseFire') {
        for (const a of r.assets)
          if (a.kind === 'engineer' && a.side === 'attacker')
            candidates.push({ type: 'ENGINEER_REMOVE_DEFENCES', assetId: a.id });
      }
    } else if (at({ [fireStep]: 'allocate' })) {
      for (const id of legalStepLossTargets(r)) candidates.push({ type: 'STEP_LOSS', targetId: id });
      candidates.push({ type: 'ABSORB_BY_DISORDER' });
      candidates.push({ type: 'ABSORB_BY_RETREAT', destinations: defaultDestinations(r, 'defender') });
      candidates.push({ type: 'ABORT', destinations: defaultDestinations(r, 'attacker', r.riverAssault) });
    } else if (at({ [fireStep]: 'redesignate' })) {
      const side = pointNeeded(r);
      if (side) for (const id of pointCandidates(r, side)) candidates.push({ type: 'DESIGNATE_POINT', unitId: id });
    }
  } else if (at('exploitation')) {
    candidates.push({ type: 'EXPLOIT' }, { type: 'DECLINE_EXPLOITATION' });
  }
  const snap = toSnapshot(cr);
  return candidates.filter((e) => snap.can(e));
}

// 6.29 what the finished round leaves on the board (null while the round is still being fought)
export function combatResult(cr: CombatRound): RoundResult | null {
  return isRoundOver(cr) ? roundResult(cr.round) : null;
}

// 6.2 / 7.4 start a round in an area of a FAB game (the phasing player attacks; penetration combat never exploits)
export function startRoundFromGame(
  s: FabState,
  area: AreaId,
  opts: { penetration?: boolean; attacker?: Side } = {},
): Result<CombatRound> {
  const setupData = roundSetupFromGame(s, area, opts);
  if (!setupData.ok) return setupData;
  return startCombatRound(setupData.value);
}

// 6.29 put a finished round's result on the board (a Rejection while the round is still being fought)
export function finishRoundInGame(s: FabState, cr: CombatRound, attacker: Side = s.phasing): Result<FabState> {
  const res = combatResult(cr);
  if (!res) return reject('6.29', 'The combat round is not over yet.', 'combat.notOver');
  return applyRoundResultToGame(s, res, attacker);
}

// 6.2 combat assistant: run a round for a battle described at the table (seeded, scripted or typed dice)
export function startCombatAssistant(battle: AssistantBattle): Result<CombatRound> {
  const setupData = assistantSetup(battle);
  if (!setupData.ok) return setupData;
  return startCombatRound(setupData.value);
}

// 6.25-6.28 exact odds of the fire step about to be rolled (null when the round is not waiting for a roll)
export function currentStepOdds(cr: CombatRound): StepOdds | null {
  const step = fireStepOf(cr.value);
  if (!step || !inStep(cr.value, { [step]: 'roll' })) return null;
  return stepOdds(cr.round, step);
}
