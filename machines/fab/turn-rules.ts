/**
 * The rules the FAB turn chart (machines/fab/turn.ts) asks: for each player's decision, the rule of
 * src/rules/fab that decides it (its guard asks it, its action applies the same answer, and a refusal quotes it);
 * the end of a movement phase (5.1, 5.35); and the side acting in a sub-step (4.1, 4.2). Plain functions of the
 * game, no chart: the chart says when each is asked.
 */
import { reject, type Rejection, type Result } from '../../src/rules/common/result';
import { rolledBetween } from '../../src/rules/common/dice';
import type { FabState, Side } from '../../src/rules/fab/types';
import { otherSide } from '../../src/rules/fab/types';
import { overstacked } from '../../src/rules/fab/board';
import { placeReinforcement, reclaimAsset, returnToCup } from '../../src/rules/fab/reinforcement';
import { alternativeEvent, engineerFunction, playEvent } from '../../src/rules/fab/admin';
import {
  activateForPenetration,
  openPenetrationCombat,
  qualityReplacements,
  reorganize,
  staffFunction,
} from '../../src/rules/fab/special-actions';
import {
  buildDefences,
  crossBlownBridge,
  decideBridge,
  endMove,
  holdPosition,
  moveAlong,
  moveStep,
  placeReserve,
  strategicMove,
} from '../../src/rules/fab/movement';
import { mandatoryCombats, markNewlyContested, uncontestedAreas } from '../../src/rules/fab/combat-phase';
import { endOfPhase } from '../../src/rules/fab/supply-phase';
import { emptyMovementLog } from '../../src/rules/fab/setup';
import { ownerChoosesStackingRetreat, stackingRetreat } from '../../src/rules/fab/stacking';
import { remembered } from '../remembered';
import { combatEvent, startCombat } from './combat-bridge';
import { isCombatEvent, type CombatEvent, type FabEvent } from './events';

/** What the turn keeps between steps: the game, the last refusal, and whether hidden information or dice were
 * met on the way (the runner's barrier). */
export interface TurnContext {
  readonly g: FabState;
  readonly error: Rejection | null;
  readonly barrier: boolean;
}

/** The side acting in the current sub-step (reinforcement and admin alternate between the sides). */
export function stepSide(g: FabState): Side {
  if (g.phase === 'reinforcement') return g.step === 'blue' || g.step === 'red' ? g.step : g.scenario.firstPlayer;
  if (g.phase === 'admin') return g.step === 'non-phasing' ? otherSide(g.phasing) : g.phasing;
  if (g.phase === 'reaction') return otherSide(g.phasing);
  return g.phasing;
}

/** A rule's answer to a decision: the next game, or the rule's refusal (`barrier`: a combat round rolled or
 * revealed something). */
export type Decision = Result<FabState> & { barrier?: boolean };

/** The turn's own steps, which no rule decides (the chart does: 3.0). */
export type StepEvent = Extract<FabEvent, { type: 'START' | 'END_STEP' | 'END_PHASE' }>;
/** A player's decision of the turn (the combat round's events are one kind: the round decides them). */
export type DecisionType = Exclude<FabEvent, StepEvent | CombatEvent>['type'];
type Ev<K extends FabEvent['type']> = Extract<FabEvent, { type: K }>;

/** The rule deciding each decision of the turn, by event type (each cites its section). */
export const DECISION_RULES: { readonly [K in DecisionType]: (g: FabState, e: Ev<K>) => Decision } = {
  // 4.1a a used reusable asset comes back to Available
  RECLAIM_ASSET: (g, e) => reclaimAsset(g, stepSide(g), e.asset),
  // 4.1b used assets go back into the cup
  RETURN_TO_CUP: (g, e) => returnToCup(g, stepSide(g), e.assets),
  // 4.1c a reinforcement enters the map (8.27 paid by a special action)
  PLACE_REINFORCEMENT: (g, e) => placeReinforcement(g, stepSide(g), e.unit, e.area, e.source || undefined),
  // 17.0 / 4.22 an event played
  PLAY_EVENT: (g, e) => playEvent(g, stepSide(g), e.event, e.units ?? [], e.assets),
  // 4.21 an event used for its alternative
  ALT_EVENT: (g, e) => alternativeEvent(g, stepSide(g), e.event, e.assets),
  // 4.31-4.35 an engineer's function
  ENGINEER: (g, e) => engineerFunction(g, stepSide(g), e.asset, e.fn, e.area, e.bridges ?? []),
  // 8.3 a command staff's function
  STAFF: (g, e) => staffFunction(g, stepSide(g), e.asset, e.fn, e.unit),
  // 8.25 reorganization or 8.26 quality replacements by special action
  SPECIAL_ACTION: (g, e) =>
    e.use === 'reorganize'
      ? reorganize(g, stepSide(g), e.source, e.area)
      : qualityReplacements(g, stepSide(g), e.source, e.unit),
  // 5.32 / 5.35 one area entered
  MOVE_STEP: (g, e) => moveStep(g, e.unit, e.to),
  // 5.3 / 5.35a a whole path, checked before the chart takes it
  MOVE_ALONG: (g, e) => moveAlong(g, e.unit, e.path),
  // 5.35a the moving unit stops
  END_MOVE: (g) =>
    g.pendingBridge
      ? reject('5.35', 'A bridge-blowing decision must be made first.')
      : g.moving
        ? endMove(g)
        : reject('5.35', 'No unit is moving.'),
  // 5.24 a unit holds its position
  HOLD: (g, e) => holdPosition(g, e.unit),
  // 5.21 a unit goes into reserve
  RESERVE: (g, e) => placeReserve(g, e.unit),
  // 5.23 a unit builds defences
  BUILD_DEFENCES: (g, e) => buildDefences(g, e.unit),
  // 5.35d the enemy's bridge-blowing attempt
  BLOW_BRIDGE: (g, e) => decideBridge(g, e.attempt),
  // 5.35d the mover's choice to cross a bridge just blown
  CROSS_BLOWN: (g, e) => crossBlownBridge(g, e.cross),
  // 5.4 a strategic move
  STRATEGIC_MOVE: (g, e) => strategicMove(g, e.unit, e.to),
  // 5.1 / 6.6 the owner's stacking retreat
  STACK_RETREAT: (g, e) => stackingRetreat(g, e.unit, e.to),
  // 8.21 a unit activated for penetration
  ACTIVATE: (g, e) => activateForPenetration(g, stepSide(g), e.source, e.unit),
  // 6.1 / 7.4 an area selected for a combat round
  SELECT_COMBAT: (g, e) => startCombat(g, e.area),
  // 8.22 a penetration combat opened by special action
  OPEN_COMBAT: (g, e) => openPenetrationCombat(g, stepSide(g), e.source, e.area),
};

/** 6.2 a combat round's event, forwarded to the round in progress (its own chart names a guard per event). */
function roundDecision(g: FabState, e: CombatEvent): Decision {
  const r = combatEvent(g, e);
  return r.ok ? { ok: true, value: r.state, barrier: r.barrier } : r;
}

/** Dispatch a player's decision to the rule that decides it (a step of the turn is not a decision). */
export function applyDecision(g: FabState, e: FabEvent): Decision {
  if (isCombatEvent(e)) return roundDecision(g, e);
  if (e.type === 'START' || e.type === 'END_STEP' || e.type === 'END_PHASE')
    return reject('3.0', `${e.type} is a step of the turn, not a decision.`);
  const rule = DECISION_RULES[e.type] as (g: FabState, e: FabEvent) => Decision;
  return rule(g, e);
}

/**
 * The rule's answer to a decision, asked once (machines/chart-runner.ts): the chart's guard asks it (so
 * `snapshot.can(e)` is the rule's answer), the action stores it, and a refusal quotes it. A rule that throws on
 * an event it cannot read is a refusal.
 */
export const decision = remembered((g: FabState, e: FabEvent): Decision => {
  try {
    return applyDecision(g, e);
  } catch (err) {
    return reject('3.0', `That event could not be read: ${err instanceof Error ? err.message : String(err)}`);
  }
});

/** A movement phase begins: fresh bookkeeping (5.35c, 5.34, 2.4). */
export function startMovement(g: FabState): FabState {
  return {
    ...g,
    movement: emptyMovementLog(uncontestedAreas(g)),
    moving: null,
    pendingBridge: null,
    route: null,
    strategicMoves: 0,
  };
}

/** 5.35 / 5.1 end of a movement phase: finish the moving unit, then stacking and markers (asked by the guard,
 * then applied by the action: remembered). */
export const finishMovement = remembered((g: FabState): Result<FabState> => {
  if (g.pendingBridge) return reject('5.35', 'A bridge-blowing decision must be made first.');
  const e = endMove(g);
  if (!e.ok) return e;
  return { ok: true, value: endOfPhase(e.value) };
});

/** 5.1 (rules version 4 on) the movement phase may end, and ends with an area overstacked: its owner makes the
 * retreat (the phase's `stacking` state) before the next phase begins. Versions 1-3 retreat for the player. */
export function stackingDue(g: FabState): boolean {
  if (!ownerChoosesStackingRetreat(g) || !finishMovement(g).ok) return false;
  const e = endMove(g);
  return e.ok && overstacked(e.value).length > 0;
}

/** 6.1 / 7.41 the combat phase may end only when every newly contested area has had its round. */
export function combatsOwed(g: FabState): Rejection | null {
  const left = mandatoryCombats(g).length;
  return left === 0
    ? null
    : reject(
        g.phase === 'combat' ? '6.1' : '7.41',
        `A combat round must still be fought in every newly contested area (${left} left).`,
      );
}

/** A movement phase is over: the unit in motion stops, stacking (versions 1-3: for the player) and markers are
 * dealt with (endOfPhase), and the phase's newly contested areas are marked. */
export function endOfMovementPhase(ctx: TurnContext): TurnContext {
  const r = finishMovement(ctx.g);
  if (!r.ok) return { ...ctx, error: r };
  const { stacking: _done, ...g0 } = r.value;
  const g: FabState =
    g0.phase === 'operational-movement' || g0.phase === 'penetration-movement' ? markNewlyContested(g0) : g0;
  return { ...ctx, g };
}

/** The context after a rule's answer: the new game, or the refusal kept. */
export const result = (ctx: TurnContext, r: Decision): TurnContext =>
  r.ok
    ? { g: r.value, error: null, barrier: ctx.barrier || !!r.barrier || rolledBetween(ctx.g.dice, r.value.dice) }
    : { ...ctx, error: r };
