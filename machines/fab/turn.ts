/**
 * The FAB turn sequence (3.0) as an xstate v5 statechart: reinforcement phase (4.1), then for each player
 * turn admin (4.2), operational movement (5.2), strategic movement (5.4), combat (6.0), reaction (7.2),
 * penetration movement (7.3), penetration combat (7.4) and supply (9.0); victory check with sudden death
 * (3.4, 19.4); turn advance and game end (3.5). Driven only through the pure `initialTransition` /
 * `transition`; the context is plain data. A combat round's state is held in the context and combat events
 * are forwarded to it (see combat-bridge.ts).
 */
import { assign, not, setup, type SnapshotFrom, type StateValue } from 'xstate';
import { metaOf } from '../chart-meta';
import { reject, type Rejection, type Result } from '../../src/rules/common/result';
import { rolledBetween } from '../../src/rules/common/dice';
import type { FabPhase, FabState, Side } from '../../src/rules/fab/types';
import { otherSide } from '../../src/rules/fab/types';
import { note, overstacked } from '../../src/rules/fab/board';
import {
  addReinforcementPieces,
  canFinishReinforcement,
  finishReinforcementStep,
  placeReinforcement,
  reclaimAsset,
  returnToCup,
  startReinforcement,
} from '../../src/rules/fab/reinforcement';
import { adminDraws, alternativeEvent, engineerFunction, playEvent } from '../../src/rules/fab/admin';
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
  stepAlong,
  strategicMove,
} from '../../src/rules/fab/movement';
import { mandatoryCombats, markNewlyContested, uncontestedAreas } from '../../src/rules/fab/combat-phase';
import { endOfPhase, finalWinner, suddenDeathWinner, supplyPhase, netVP } from '../../src/rules/fab/supply-phase';
import { emptyMovementLog } from '../../src/rules/fab/setup';
import { ownerChoosesStackingRetreat, stackingRetreat } from '../../src/rules/fab/stacking';
import { combatEvent, holder, startCombat } from './combat-bridge';
import { COMBAT_EVENT_NAMES, isCombatEvent, type CombatEvent, type FabEvent } from './events';

export type { FabEvent };

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

/** Dispatch a player's decision to the rule that handles it. */
export function applyDecision(g: FabState, e: FabEvent): Result<FabState> & { barrier?: boolean } {
  const side = stepSide(g);
  if (isCombatEvent(e)) {
    const r = combatEvent(g, e);
    return r.ok ? { ok: true, value: r.state, barrier: r.barrier } : r;
  }
  switch (e.type) {
    case 'RECLAIM_ASSET':
      return reclaimAsset(g, side, e.asset);
    case 'RETURN_TO_CUP':
      return returnToCup(g, side, e.assets);
    case 'PLACE_REINFORCEMENT':
      return placeReinforcement(g, side, e.unit, e.area, e.source || undefined);
    case 'PLAY_EVENT':
      return playEvent(g, side, e.event, e.units ?? [], e.assets);
    case 'ALT_EVENT':
      return alternativeEvent(g, side, e.event, e.assets);
    case 'ENGINEER':
      return engineerFunction(g, side, e.asset, e.fn, e.area, e.bridges ?? []);
    case 'STAFF':
      return staffFunction(g, side, e.asset, e.fn, e.unit);
    case 'SPECIAL_ACTION':
      return e.use === 'reorganize'
        ? reorganize(g, side, e.source, e.area)
        : qualityReplacements(g, side, e.source, e.unit);
    case 'MOVE_STEP':
      return moveStep(g, e.unit, e.to);
    case 'MOVE_ALONG':
      return moveAlong(g, e.unit, e.path);
    case 'END_MOVE':
      return g.pendingBridge
        ? reject('5.35', 'A bridge-blowing decision must be made first.')
        : g.moving
          ? endMove(g)
          : reject('5.35', 'No unit is moving.');
    case 'HOLD':
      return holdPosition(g, e.unit);
    case 'RESERVE':
      return placeReserve(g, e.unit);
    case 'BUILD_DEFENCES':
      return buildDefences(g, e.unit);
    case 'BLOW_BRIDGE':
      return decideBridge(g, e.attempt);
    case 'CROSS_BLOWN':
      return crossBlownBridge(g, e.cross);
    case 'STRATEGIC_MOVE':
      return strategicMove(g, e.unit, e.to);
    case 'STACK_RETREAT':
      return stackingRetreat(g, e.unit, e.to);
    case 'ACTIVATE':
      return activateForPenetration(g, side, e.source, e.unit);
    case 'SELECT_COMBAT':
      return startCombat(g, e.area);
    case 'OPEN_COMBAT':
      return openPenetrationCombat(g, side, e.source, e.area);
    case 'START':
    case 'END_STEP':
    case 'END_PHASE':
      return reject('3.0', `${e.type} is a step of the turn, not a decision.`);
  }
}

type Decision = Result<FabState> & { barrier?: boolean };

/**
 * The rule's answer to a decision, asked once: the chart's guard asks it (so `snapshot.can(e)` is the rule's
 * answer), then the action stores it, and a refusal is explained with it. A repeated call with the same state
 * and event (by identity) returns the last answer. A rule that throws on an event it cannot read is a refusal.
 */
let lastDecision: { g: FabState; e: FabEvent; r: Decision } | null = null;
export function decision(g: FabState, e: FabEvent): Decision {
  if (lastDecision && lastDecision.g === g && lastDecision.e === e) return lastDecision.r;
  let r: Decision;
  try {
    r = applyDecision(g, e);
  } catch (err) {
    r = reject('3.0', `That event could not be read: ${err instanceof Error ? err.message : String(err)}`);
  }
  lastDecision = { g, e, r };
  return r;
}

/** A movement phase begins: fresh bookkeeping (5.35c, 5.34, 2.4). */
function startMovement(g: FabState, phase: FabPhase): FabState {
  return {
    ...g,
    phase,
    step: '',
    movement: emptyMovementLog(uncontestedAreas(g)),
    moving: null,
    pendingBridge: null,
    route: null,
    strategicMoves: 0,
  };
}

/** End of a movement phase: finish the moving unit, then stacking and markers (asked by the guard, then
 * applied by the action: the last answer is kept). */
let lastFinish: { g: FabState; r: Result<FabState> } | null = null;
function finishMovement(g: FabState): Result<FabState> {
  if (lastFinish?.g === g) return lastFinish.r;
  const r = ((): Result<FabState> => {
    if (g.pendingBridge) return reject('5.35', 'A bridge-blowing decision must be made first.');
    const e = endMove(g);
    if (!e.ok) return e;
    return { ok: true, value: endOfPhase(e.value) };
  })();
  lastFinish = { g, r };
  return r;
}

/** 5.1 (rules version 4 on) the movement phase may end, and ends with an area overstacked: its owner makes the
 * retreat (the phase's `stacking` state) before the next phase begins. Versions 1-3 retreat for the player. */
function stackingDue(g: FabState): boolean {
  if (!ownerChoosesStackingRetreat(g) || !finishMovement(g).ok) return false;
  const e = endMove(g);
  return e.ok && overstacked(e.value).length > 0;
}

/** A movement phase is over: the unit in motion stops, stacking (versions 1-3: for the player) and markers are
 * dealt with (endOfPhase), and the phase's newly contested areas are marked. */
function endOfMovementPhase(ctx: TurnContext): TurnContext {
  const r = finishMovement(ctx.g);
  if (!r.ok) return { ...ctx, error: r };
  const { stacking: _done, ...g0 } = r.value;
  const g: FabState =
    g0.phase === 'operational-movement' || g0.phase === 'penetration-movement' ? markNewlyContested(g0) : g0;
  return { ...ctx, g };
}

const result = (ctx: TurnContext, r: Result<FabState> & { barrier?: boolean }): TurnContext =>
  r.ok
    ? { g: r.value, error: null, barrier: ctx.barrier || !!r.barrier || rolledBetween(ctx.g.dice, r.value.dice) }
    : { ...ctx, error: r };

/**
 * Who decides in a state of the chart (its `meta.decider`), resolved against the game by `deciderOf`:
 * the first or second player of 4.1, the phasing or non-phasing player, the enemy of the unit crossing a
 * river (5.35d blow) or that unit's owner (5.35d cross), the combat round's own decider (6.2), the owner of the
 * units overstacking an area (5.1), or nobody.
 */
export type TurnDecider =
  | 'first-player'
  | 'second-player'
  | 'phasing'
  | 'non-phasing'
  | 'bridge-enemy'
  | 'bridge-mover'
  | 'combat-round'
  | 'stacking'
  | 'nobody';

/** What each state of the turn chart says about itself: its rulebook section and who decides there. */
export interface TurnMeta {
  readonly rule: string;
  readonly decider: TurnDecider;
}

const meta = (rule: string, decider: TurnDecider): { meta: TurnMeta } => ({ meta: { rule, decider } });

/** An accepted decision: the guard asks the rule, the action stores its answer. */
const decide = { guard: 'isAccepted?', actions: 'decide' } as const;

/**
 * 5.35d a river crossing into a newly contested area waits for the enemy's bridge-blowing decision, then
 * for the mover's choice to cross a bridge just blown: the same in operational (5.3) and penetration (7.3)
 * movement. The phase cannot end while a decision waits.
 */
const bridgeDecisionState = {
  ...meta('5.35', 'bridge-mover'),
  always: { guard: not('isBridgeDecisionPending?'), target: 'moving' },
  initial: 'enemy',
  states: {
    enemy: {
      ...meta('5.35', 'bridge-enemy'),
      always: { guard: 'isMoverToDecide?', target: 'mover' },
      on: { BLOW_BRIDGE: decide },
    },
    mover: {
      ...meta('5.35', 'bridge-mover'),
      on: { CROSS_BLOWN: decide },
    },
  },
} as const;

/**
 * 5.3 / 5.35a a unit moving along a chosen path (MOVE_ALONG, checked whole by the rule before this state is
 * entered): each step is one area entered (5.32 costs, 5.35b a stop on entering enemy units or a roadblock),
 * taken by the chart one at a time (an eventless step per area), until the path is done. A river crossing into a
 * newly contested area stops the path for the enemy's bridge decision (5.35d), and the mover's choice to cross a
 * bridge just blown; the rest of the path is kept with the game (`route`), so that the move goes on after the
 * decision, or ends there when the unit does not cross, as the rule says. Its child `moving` is the stepping.
 */
const alongPathState = {
  ...meta('5.3', 'phasing'),
  always: { guard: not('isOnRoute?'), target: 'moving' },
  initial: 'moving',
  states: {
    moving: {
      ...meta('5.3', 'phasing'),
      always: [
        { guard: 'isBridgeDecisionPending?', target: 'bridgeDecision' },
        { guard: 'isOnRoute?', actions: 'stepAlong' },
      ],
    },
    bridgeDecision: bridgeDecisionState,
  },
} as const;

/** 5.3 MOVE_ALONG: the rule checks the whole path, then the chart moves the unit along it. */
const moveAlongTransition = { guard: 'isAccepted?', actions: 'decide', target: 'alongPath' } as const;

/**
 * 5.1 / 6.6 (rules version 4 on) a movement phase that ends with an area overstacked waits here while the owner of
 * the excess units retreats them one by one (STACK_RETREAT); once stacking holds, the phase ends as END_PHASE would
 * have ended it, into `next`.
 */
const stackingState = (next: string) =>
  ({
    ...meta('5.1', 'stacking'),
    always: { guard: not('isOverstacked?'), target: next, actions: 'endMovementPhase' },
    on: { STACK_RETREAT: decide },
  }) as const;

/** END_PHASE of a movement phase into `next`: through the owner's stacking retreat when one is due (5.1). */
const endMovementTransitions = (next: string) =>
  [
    { guard: 'mustRetreatForStacking?', target: 'stacking', actions: 'beginStackingRetreat' },
    { guard: 'canEndMovement?', target: next, actions: 'endMovementPhase' },
  ] as const;

/** Every combat-round event (6.2), each forwarded to the round held in the context when the round takes it. */
const COMBAT_TRANSITIONS = Object.fromEntries(COMBAT_EVENT_NAMES.map((name) => [name, decide])) as Record<
  CombatEvent['type'],
  typeof decide
>;

/** 7.4 a penetration combat round never exploits (6.8): its round takes every combat event but those two. */
const { EXPLOIT: _exploit, DECLINE_EXPLOITATION: _decline, ...PENETRATION_TRANSITIONS } = COMBAT_TRANSITIONS;

/**
 * 6.2 a combat round in progress, the same in the combat and penetration-combat phases (7.4): every
 * combat event is forwarded to the round held in the context; the phase cannot end mid-round.
 */
const combatRoundState = {
  ...meta('6.2', 'combat-round'),
  always: { guard: not('isRoundInProgress?'), target: 'selecting' },
  on: COMBAT_TRANSITIONS,
} as const;

const penetrationRoundState = {
  ...meta('7.4', 'combat-round'),
  always: { guard: not('isRoundInProgress?'), target: 'selecting' },
  on: PENETRATION_TRANSITIONS,
} as const;

export const fabTurnMachine = setup({
  types: {
    context: {} as TurnContext,
    events: {} as FabEvent,
    input: {} as FabState,
  },
  guards: {
    'isAccepted?': ({ context, event }) => decision(context.g, event).ok,
    'isRoundInProgress?': ({ context }) => holder(context.g) !== null,
    'isBridgeDecisionPending?': ({ context }) => !!context.g.pendingBridge,
    'isOnRoute?': ({ context }) => !!context.g.route,
    'isMoverToDecide?': ({ context }) => context.g.pendingBridge?.decider === 'mover',
    'canEndMovement?': ({ context }) => finishMovement(context.g).ok,
    'mustRetreatForStacking?': ({ context }) => stackingDue(context.g),
    'isOverstacked?': ({ context }) => overstacked(context.g).length > 0,
    'hasMandatoryCombatsLeft?': ({ context }) => mandatoryCombats(context.g).length > 0,
    'canFinishReinforcement?': ({ context }) => canFinishReinforcement(context.g, stepSide(context.g)).ok,
    'isFirstPlayerTurn?': ({ context }) => context.g.playerTurn === 1,
    'isSuddenDeath?': ({ context }) => suddenDeathWinner(context.g) !== null,
    'isLastTurn?': ({ context }) => context.g.turn >= context.g.scenario.turns,
  },
  actions: {
    decide: assign(({ context, event }) => result(context, decision(context.g, event))),
    stepAlong: assign(({ context }) => ({ ...context, g: stepAlong(context.g) })),
    startReinforcementPhase: assign(({ context }) => ({ ...context, g: startReinforcement(context.g) })),
    finishFirstReinforcement: assign(({ context }) => {
      const g = finishReinforcementStep(context.g, stepSide(context.g));
      return { ...context, g: { ...g, step: otherSide(context.g.scenario.firstPlayer) } };
    }),
    finishReinforcementPhase: assign(({ context }) => {
      const g = addReinforcementPieces(finishReinforcementStep(context.g, stepSide(context.g)));
      return { ...context, g: endOfPhase(g) };
    }),
    startAdmin: assign(({ context }) => {
      const g0: FabState = {
        ...context.g,
        phase: 'admin',
        step: 'phasing',
        intelligence: [],
        drawn: { blue: [], red: [] },
      };
      const g = adminDraws(g0);
      return { ...context, g, barrier: context.barrier || rolledBetween(context.g.dice, g.dice) };
    }),
    toNonPhasingAdmin: assign(({ context }) => ({ ...context, g: { ...context.g, step: 'non-phasing' } })),
    endAdmin: assign(({ context }) => ({ ...context, g: endOfPhase({ ...context.g, intelligence: [] }) })),
    startOperational: assign(({ context }) => ({ ...context, g: startMovement(context.g, 'operational-movement') })),
    startStrategic: assign(({ context }) => ({ ...context, g: startMovement(context.g, 'strategic-movement') })),
    startReaction: assign(({ context }) => ({ ...context, g: startMovement(context.g, 'reaction') })),
    startPenetration: assign(({ context }) => ({
      ...context,
      g: { ...startMovement(context.g, 'penetration-movement'), activated: [] },
    })),
    endMovementPhase: assign(({ context }) => endOfMovementPhase(context)),
    beginStackingRetreat: assign(({ context }) => {
      const e = endMove(context.g);
      return e.ok ? { ...context, g: { ...e.value, stacking: true } } : { ...context, error: e };
    }),
    startCombatPhase: assign(({ context }) => ({
      ...context,
      g: { ...context.g, phase: 'combat', step: '', foughtThisPhase: [] },
    })),
    startPenetrationCombat: assign(({ context }) => ({
      ...context,
      g: { ...context.g, phase: 'penetration-combat', step: '', foughtThisPhase: [], penetrationCombatAreas: [] },
    })),
    endCombatPhase: assign(({ context }) => {
      const areas = { ...context.g.areas };
      for (const [id, a] of Object.entries(areas)) if (a.newlyContested) areas[id] = { ...a, newlyContested: false };
      return { ...context, g: endOfPhase({ ...context.g, areas, activated: [] }) };
    }),
    startSupply: assign(({ context }) => {
      const r = supplyPhase({ ...context.g, phase: 'supply', step: '' });
      return { ...context, g: r.state, barrier: context.barrier || r.rolled };
    }),
    startSecondPlayerTurn: assign(({ context }) => ({
      ...context,
      g: { ...context.g, playerTurn: 2 as const, phasing: otherSide(context.g.scenario.firstPlayer) },
    })),
    enterVictoryCheck: assign(({ context }) => ({ ...context, g: { ...context.g, phase: 'victory-check', step: '' } })),
    declareSuddenDeath: assign(({ context }) => {
      const w = suddenDeathWinner(context.g);
      return {
        ...context,
        g: note({ ...context.g, phase: 'game-over', finished: true, winner: w }, '19.4', 'suddenDeath', {
          side: w ?? '',
          n: netVP(context.g),
        }),
      };
    }),
    declareFinal: assign(({ context }) => {
      const w = finalWinner(context.g);
      return {
        ...context,
        g: note({ ...context.g, phase: 'game-over', finished: true, winner: w }, '3.5', 'finalVictory', {
          side: w ?? '',
          n: netVP(context.g),
        }),
      };
    }),
    advanceTurn: assign(({ context }) => ({
      ...context,
      g: { ...context.g, turn: context.g.turn + 1, playerTurn: 1 as const, phasing: context.g.scenario.firstPlayer },
    })),
  },
}).createMachine({
  id: 'fab-turn',
  context: ({ input }) => ({ g: input, error: null, barrier: false }),
  // 'setup' waits for START so that building the machine's initial snapshot does no rules work
  initial: 'setup',
  states: {
    setup: { ...meta('24.0', 'nobody'), on: { START: 'reinforcement' } },
    // 4.1 both players in turn, first player first (steps a-c each), then 4.1d
    reinforcement: {
      ...meta('4.1', 'first-player'),
      entry: 'startReinforcementPhase',
      initial: 'firstPlayer',
      on: {
        RECLAIM_ASSET: decide,
        RETURN_TO_CUP: decide,
        PLACE_REINFORCEMENT: decide,
      },
      states: {
        firstPlayer: {
          ...meta('4.1', 'first-player'),
          on: {
            END_STEP: { guard: 'canFinishReinforcement?', target: 'secondPlayer', actions: 'finishFirstReinforcement' },
          },
        },
        secondPlayer: {
          ...meta('4.1', 'second-player'),
          on: {
            END_STEP: {
              guard: 'canFinishReinforcement?',
              target: '#fab-turn.admin',
              actions: 'finishReinforcementPhase',
            },
          },
        },
      },
    },
    // 4.2 draws (a), then the phasing player (b), then the non-phasing player (c)
    admin: {
      ...meta('4.2', 'phasing'),
      entry: 'startAdmin',
      initial: 'phasingPlayer',
      on: {
        PLAY_EVENT: decide,
        ALT_EVENT: decide,
        ENGINEER: decide,
        STAFF: decide,
        SPECIAL_ACTION: decide,
      },
      states: {
        phasingPlayer: {
          ...meta('4.2', 'phasing'),
          on: { END_STEP: { target: 'nonPhasingPlayer', actions: 'toNonPhasingAdmin' } },
        },
        nonPhasingPlayer: {
          ...meta('4.2', 'non-phasing'),
          on: { END_STEP: { target: '#fab-turn.operational-movement', actions: 'endAdmin' } },
        },
      },
    },
    // 5.2 / 5.3: units move one at a time; a river crossing into a newly contested area may pause the move for
    // the enemy's bridge-blowing decision (5.35d), then for the mover's choice to cross a bridge just blown
    'operational-movement': {
      ...meta('5.2', 'phasing'),
      entry: 'startOperational',
      initial: 'moving',
      states: {
        moving: {
          ...meta('5.2', 'phasing'),
          always: { guard: 'isBridgeDecisionPending?', target: 'bridgeDecision' },
          on: {
            MOVE_STEP: decide,
            MOVE_ALONG: moveAlongTransition,
            END_MOVE: decide,
            HOLD: decide,
            RESERVE: decide,
            BUILD_DEFENCES: decide,
            END_PHASE: endMovementTransitions('#fab-turn.strategic-movement'),
          },
        },
        bridgeDecision: bridgeDecisionState,
        alongPath: alongPathState,
        stacking: stackingState('#fab-turn.strategic-movement'),
      },
    },
    'strategic-movement': {
      ...meta('5.4', 'phasing'),
      entry: 'startStrategic',
      on: {
        STRATEGIC_MOVE: decide,
        END_PHASE: { guard: 'canEndMovement?', target: 'combat', actions: 'endMovementPhase' },
      },
    },
    // 6.0: the attacker selects areas one at a time; each selected area fights one combat round, whose
    // state is held in the context and advanced by forwarding the combat events (combat-bridge.ts)
    combat: {
      ...meta('6.0', 'phasing'),
      entry: 'startCombatPhase',
      initial: 'selecting',
      states: {
        selecting: {
          ...meta('6.1', 'phasing'),
          on: {
            SELECT_COMBAT: { ...decide, target: 'round' },
            END_PHASE: {
              guard: not('hasMandatoryCombatsLeft?'),
              target: '#fab-turn.reaction',
              actions: 'endCombatPhase',
            },
          },
        },
        round: combatRoundState,
      },
    },
    reaction: {
      ...meta('7.2', 'non-phasing'),
      entry: 'startReaction',
      initial: 'moving',
      states: {
        moving: {
          ...meta('7.2', 'non-phasing'),
          // 7.2 a reacting unit never meets a bridge chance (5.35d): its path is taken at once, one step per area
          always: { guard: 'isOnRoute?', actions: 'stepAlong' },
          on: {
            MOVE_STEP: decide,
            MOVE_ALONG: decide,
            END_MOVE: decide,
            BUILD_DEFENCES: decide,
            HOLD: decide,
            END_PHASE: endMovementTransitions('#fab-turn.penetration-movement'),
          },
        },
        stacking: stackingState('#fab-turn.penetration-movement'),
      },
    },
    // 7.3: units move one at a time; a river crossing into a newly contested area may pause the move for
    // the enemy's bridge-blowing decision (5.35d), then for the mover's choice to cross a bridge just blown
    'penetration-movement': {
      ...meta('7.3', 'phasing'),
      entry: 'startPenetration',
      initial: 'moving',
      states: {
        moving: {
          ...meta('7.3', 'phasing'),
          always: { guard: 'isBridgeDecisionPending?', target: 'bridgeDecision' },
          on: {
            MOVE_STEP: decide,
            MOVE_ALONG: moveAlongTransition,
            END_MOVE: decide,
            HOLD: decide,
            BUILD_DEFENCES: decide,
            ACTIVATE: decide,
            END_PHASE: endMovementTransitions('#fab-turn.penetration-combat'),
          },
        },
        bridgeDecision: bridgeDecisionState,
        alongPath: alongPathState,
        stacking: stackingState('#fab-turn.penetration-combat'),
      },
    },
    // 7.4: the attacker selects areas one at a time; each selected area fights one combat round, whose
    // state is held in the context and advanced by forwarding the combat events (combat-bridge.ts)
    'penetration-combat': {
      ...meta('7.4', 'phasing'),
      entry: 'startPenetrationCombat',
      initial: 'selecting',
      states: {
        selecting: {
          ...meta('7.4', 'phasing'),
          on: {
            SELECT_COMBAT: { ...decide, target: 'round' },
            OPEN_COMBAT: decide,
            END_PHASE: {
              guard: not('hasMandatoryCombatsLeft?'),
              target: '#fab-turn.supply',
              actions: 'endCombatPhase',
            },
          },
        },
        round: penetrationRoundState,
      },
    },
    supply: {
      ...meta('9.0', 'phasing'),
      entry: 'startSupply',
      on: {
        END_PHASE: [
          { guard: 'isFirstPlayerTurn?', target: 'admin', actions: 'startSecondPlayerTurn' },
          { target: 'victory-check' },
        ],
      },
    },
    'victory-check': {
      ...meta('3.4', 'nobody'),
      entry: 'enterVictoryCheck',
      always: [
        { guard: 'isSuddenDeath?', target: 'game-over', actions: 'declareSuddenDeath' },
        { guard: 'isLastTurn?', target: 'game-over', actions: 'declareFinal' },
        { target: 'reinforcement', actions: 'advanceTurn' },
      ],
    },
    'game-over': { ...meta('3.5', 'nobody'), type: 'final' },
  },
});

/** Why the chart takes no transition for `e` in the state `snap` (the rule's own refusal where one applies),
 * or null when the event has no step of the current phase at all. */
export function refusal(snap: TurnSnapshot, e: FabEvent): Rejection | null {
  const g = snap.context.g;
  const handled = snap._nodes.some((n) => Object.hasOwn(n.config.on ?? {}, e.type));
  // 5.1 a stacking retreat under way is the one thing to do before the phase ends
  if (g.stacking && e.type !== 'STACK_RETREAT')
    return reject(
      '5.1',
      'An area is overstacked at the end of the phase: its owner retreats the excess units first.',
      'stack.first',
    );
  if (e.type === 'END_PHASE') {
    if (g.pendingBridge) return reject('5.35', 'A bridge-blowing decision must be made first.');
    if (holder(g)) return reject('6.29', 'Finish the combat round in progress first.');
    if (snap.matches({ combat: 'selecting' }) || snap.matches({ 'penetration-combat': 'selecting' }))
      return reject(
        g.phase === 'combat' ? '6.1' : '7.41',
        `A combat round must still be fought in every newly contested area (${mandatoryCombats(g).length} left).`,
      );
    if (handled) {
      const r = finishMovement(g);
      if (!r.ok) return r;
    }
  }
  if (e.type === 'END_STEP' && snap.matches('reinforcement')) {
    const r = canFinishReinforcement(g, stepSide(g));
    return r.ok ? reject('4.1', 'Not yet.') : r;
  }
  // an event of another step of this phase (the other half of a bridge decision) gets the rule's own reason; a
  // round's event between rounds is simply not possible at this point of the phase
  if (!handled && (isCombatEvent(e) || !phaseEvents(snap).has(e.type))) return null;
  if (e.type === 'START' || e.type === 'END_STEP' || e.type === 'END_PHASE') return null;
  const r = decision(g, e);
  return r.ok ? null : r;
}

/** Every event type some state of the current phase takes (the phase's whole subtree). */
export function phaseEvents(snap: TurnSnapshot): ReadonlySet<string> {
  const top = snap._nodes[1];
  const out = new Set<string>();
  const walk = (n: typeof top): void => {
    if (!n) return;
    for (const k of Object.keys(n.config.on ?? {})) out.add(k);
    for (const c of Object.values(n.states)) walk(c);
  };
  walk(top);
  return out;
}

export type TurnSnapshot = SnapshotFrom<typeof fabTurnMachine>;

const TURN_DECIDERS: ReadonlySet<unknown> = new Set<TurnDecider>([
  'first-player',
  'second-player',
  'phasing',
  'non-phasing',
  'bridge-enemy',
  'bridge-mover',
  'combat-round',
  'stacking',
  'nobody',
]);

/** A state's `meta` as the turn chart writes it. */
export function isTurnMeta(x: unknown): x is TurnMeta {
  if (typeof x !== 'object' || x === null) return false;
  const m: { rule?: unknown; decider?: unknown } = x;
  return typeof m.rule === 'string' && TURN_DECIDERS.has(m.decider);
}

/** The rule and decider of the state a turn value names (its deepest state's `meta`, machines/chart-meta.ts). */
export function turnMetaOf(value: StateValue): TurnMeta {
  return metaOf(fabTurnMachine, value, isTurnMeta) ?? { rule: '3.0', decider: 'nobody' };
}

/** The state's own rule and decider: the deepest active state's meta (a child's overrides its parent's). */
export function turnMeta(snap: TurnSnapshot): TurnMeta {
  return turnMetaOf(snap.value);
}
