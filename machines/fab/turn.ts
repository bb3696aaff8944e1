/**
 * The FAB turn sequence (3.0) as an xstate v5 statechart: reinforcement phase (4.1), then for each player
 * turn admin (4.2), operational movement (5.2), strategic movement (5.4), combat (6.0), reaction (7.2),
 * penetration movement (7.3), penetration combat (7.4) and supply (9.0); victory check with sudden death
 * (3.4, 19.4); turn advance and game end (3.5). Driven only through the pure `initialTransition` /
 * `transition`; the context is plain data. A combat round's state is held in the context and combat events
 * are forwarded to it (see combat-bridge.ts).
 *
 * What may happen now: the events the current state (and its parents) take, each with a named guard asking the
 * rule that decides it (the players' decisions: turn-rules.ts) and a named action applying that rule's answer.
 * Why an event was refused: the reason of the guard that said no (`refusal`, machines/fab/turn-refusal.ts reads it
 * from this chart's transitions and the guards' rules). Where the game is: this chart's value, stored with the game;
 * the phase and sub-step kept beside it are read from the value and its states' `meta` (`whereOf`,
 * machines/fab/actor.ts), never written by an action.
 */
import { assertEvent, assign, not, setup, type SnapshotFrom } from 'xstate';
import type { FabState } from '../../src/rules/fab/types';
import { overstacked } from '../../src/rules/fab/board';
import { canFinishReinforcement } from '../../src/rules/fab/reinforcement';
import { stepAlong } from '../../src/rules/fab/movement';
import { suddenDeathWinner } from '../../src/rules/fab/supply-phase';
import { holder } from './combat-bridge';
import { COMBAT_EVENT_NAMES, isCombatEvent, type CombatEvent, type FabEvent } from './events';
import {
  combatsOwed,
  decision,
  endOfMovementPhase,
  finishMovement,
  result,
  stackingDue,
  stepSide,
  type DecisionType,
  type TurnContext,
} from './turn-rules';
import * as steps from './turn-steps';
import { isTurnMeta, type TurnDecider, type TurnMeta } from './turn-meta';
import { at } from './turn-table';

export type { FabEvent, TurnContext, TurnDecider, TurnMeta };
export { isTurnMeta };
export { applyDecision, decision, stepSide } from './turn-rules';

type TurnArgs = { readonly context: TurnContext; readonly event: FabEvent };

/** A decision's guard: the event is of its type and the rule deciding it says yes (asked once: turn-rules.ts). */
const asks =
  (type: DecisionType) =>
  ({ context, event }: TurnArgs): boolean => {
    assertEvent(event, type);
    return decision(context.g, event).ok;
  };

/** A decision's action: the answer its guard was given, stored (the new game, or the refusal). */
const applies =
  (type: DecisionType) =>
  ({ context, event }: TurnArgs): TurnContext => {
    assertEvent(event, type);
    return result(context, decision(context.g, event));
  };

/**
 * Each player's decision of the turn: its event, the named guard that asks the rule deciding it (turn-rules.ts,
 * `DECISION_RULES`) and the named action that applies that rule's answer. The same decision is taken the same way
 * in every state that takes it.
 */
const RECLAIM_ASSET = { guard: 'mayReclaimAsset?', actions: 'reclaimAsset' } as const;
const RETURN_TO_CUP = { guard: 'mayReturnToCup?', actions: 'returnToCup' } as const;
const PLACE_REINFORCEMENT = { guard: 'mayPlaceReinforcement?', actions: 'placeReinforcement' } as const;
const PLAY_EVENT = { guard: 'mayPlayEvent?', actions: 'playEvent' } as const;
const ALT_EVENT = { guard: 'mayUseEventAlternative?', actions: 'useEventAlternative' } as const;
const ENGINEER = { guard: 'mayUseEngineer?', actions: 'useEngineer' } as const;
const STAFF = { guard: 'mayUseStaff?', actions: 'useStaff' } as const;
const SPECIAL_ACTION = { guard: 'mayTakeSpecialAction?', actions: 'takeSpecialAction' } as const;
const MOVE_STEP = { guard: 'mayMoveStep?', actions: 'moveStep' } as const;
const MOVE_ALONG = { guard: 'mayMoveAlong?', actions: 'moveAlong' } as const;
const END_MOVE = { guard: 'mayEndMove?', actions: 'endMove' } as const;
const HOLD = { guard: 'mayHold?', actions: 'hold' } as const;
const RESERVE = { guard: 'mayReserve?', actions: 'reserve' } as const;
const BUILD_DEFENCES = { guard: 'mayBuildDefences?', actions: 'buildDefences' } as const;
const BLOW_BRIDGE = { guard: 'mayBlowBridge?', actions: 'blowBridge' } as const;
const CROSS_BLOWN = { guard: 'mayCrossBlown?', actions: 'crossBlown' } as const;
const STRATEGIC_MOVE = { guard: 'mayMoveStrategically?', actions: 'moveStrategically' } as const;
const STACK_RETREAT = { guard: 'mayRetreatForStacking?', actions: 'retreatForStacking' } as const;
const ACTIVATE = { guard: 'mayActivate?', actions: 'activate' } as const;
const SELECT_COMBAT = { guard: 'maySelectCombat?', actions: 'selectCombat' } as const;
const OPEN_COMBAT = { guard: 'mayOpenCombat?', actions: 'openCombat' } as const;
/** 6.2 a combat event, forwarded to the round in progress, whose own chart names a guard per event. */
const ROUND_EVENT = { guard: 'isTakenByRound?', actions: 'forwardToRound' } as const;

/**
 * 5.35d a river crossing into a newly contested area waits for the enemy's bridge-blowing decision, then
 * for the mover's choice to cross a bridge just blown: the same in operational (5.3) and penetration (7.3)
 * movement. The phase cannot end while a decision waits.
 */
const bridgeDecisionState = (path: string) =>
  ({
    ...at(path),
    always: { guard: not('isBridgeDecisionPending?'), target: 'moving' },
    initial: 'enemy',
    states: {
      enemy: {
        ...at(`${path}.enemy`),
        always: { guard: 'isMoverToDecide?', target: 'mover' },
        on: { BLOW_BRIDGE },
      },
      mover: {
        ...at(`${path}.mover`),
        on: { CROSS_BLOWN },
      },
    },
  }) as const;

/**
 * 5.3 / 5.35a a unit moving along a chosen path (MOVE_ALONG, checked whole by the rule before this state is
 * entered): each step is one area entered (5.32 costs, 5.35b a stop on entering enemy units or a roadblock),
 * taken by the chart one at a time (an eventless step per area), until the path is done. A river crossing into a
 * newly contested area stops the path for the enemy's bridge decision (5.35d), and the mover's choice to cross a
 * bridge just blown; the rest of the path is kept with the game (`route`), so that the move goes on after the
 * decision, or ends there when the unit does not cross, as the rule says. Its child `moving` is the stepping.
 */
const alongPathState = (path: string) =>
  ({
    ...at(path),
    always: { guard: not('isOnRoute?'), target: 'moving' },
    initial: 'moving',
    states: {
      moving: {
        ...at(`${path}.moving`),
        always: [
          { guard: 'isBridgeDecisionPending?', target: 'bridgeDecision' },
          { guard: 'isOnRoute?', actions: 'stepAlong' },
        ],
      },
      bridgeDecision: bridgeDecisionState(`${path}.bridgeDecision`),
    },
  }) as const;

/** 5.3 MOVE_ALONG: the rule checks the whole path, then the chart moves the unit along it. */
const moveAlongTransition = { ...MOVE_ALONG, target: 'alongPath' } as const;

/**
 * 5.1 / 6.6 (rules version 4 on) a movement phase that ends with an area overstacked waits here while the owner of
 * the excess units retreats them one by one (STACK_RETREAT); once stacking holds, the phase ends as END_PHASE would
 * have ended it, into `next`.
 */
const stackingState = (path: string, next: string) =>
  ({
    ...at(path),
    always: { guard: not('isOverstacked?'), target: next, actions: 'endMovementPhase' },
    on: { STACK_RETREAT },
  }) as const;

/** END_PHASE of a movement phase into `next`: through the owner's stacking retreat when one is due (5.1). */
const endMovementTransitions = (next: string) =>
  [
    { guard: 'mustRetreatForStacking?', target: 'stacking', actions: 'beginStackingRetreat' },
    { guard: 'canEndMovement?', target: next, actions: 'endMovementPhase' },
  ] as const;

/** Every combat-round event (6.2), each forwarded to the round held in the context when the round takes it. */
const COMBAT_TRANSITIONS = Object.fromEntries(COMBAT_EVENT_NAMES.map((name) => [name, ROUND_EVENT])) as Record<
  CombatEvent['type'],
  typeof ROUND_EVENT
>;

/** 7.4 a penetration combat round never exploits (6.8): its round takes every combat event but those two. */
const { EXPLOIT: _exploit, DECLINE_EXPLOITATION: _decline, ...PENETRATION_TRANSITIONS } = COMBAT_TRANSITIONS;

/**
 * 6.2 a combat round in progress, the same in the combat and penetration-combat phases (7.4): every
 * combat event is forwarded to the round held in the context; the phase cannot end mid-round.
 */
const combatRoundState = {
  ...at('combat.round'),
  always: { guard: not('isRoundInProgress?'), target: 'selecting' },
  on: COMBAT_TRANSITIONS,
} as const;

const penetrationRoundState = {
  ...at('penetration-combat.round'),
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
    // the players' decisions: each asks the rule that decides it (turn-rules.ts, DECISION_RULES)
    'mayReclaimAsset?': asks('RECLAIM_ASSET'), // 4.1a reclaimAsset
    'mayReturnToCup?': asks('RETURN_TO_CUP'), // 4.1b returnToCup
    'mayPlaceReinforcement?': asks('PLACE_REINFORCEMENT'), // 4.1c / 8.27 placeReinforcement
    'mayPlayEvent?': asks('PLAY_EVENT'), // 17.0 / 4.22 playEvent
    'mayUseEventAlternative?': asks('ALT_EVENT'), // 4.21 alternativeEvent
    'mayUseEngineer?': asks('ENGINEER'), // 4.31-4.35 engineerFunction
    'mayUseStaff?': asks('STAFF'), // 8.3 staffFunction
    'mayTakeSpecialAction?': asks('SPECIAL_ACTION'), // 8.25 reorganize / 8.26 qualityReplacements
    'mayMoveStep?': asks('MOVE_STEP'), // 5.32 / 5.35 moveStep
    'mayMoveAlong?': asks('MOVE_ALONG'), // 5.3 / 5.35a moveAlong
    'mayEndMove?': asks('END_MOVE'), // 5.35a endMove
    'mayHold?': asks('HOLD'), // 5.24 holdPosition
    'mayReserve?': asks('RESERVE'), // 5.21 placeReserve
    'mayBuildDefences?': asks('BUILD_DEFENCES'), // 5.23 buildDefences
    'mayBlowBridge?': asks('BLOW_BRIDGE'), // 5.35d decideBridge
    'mayCrossBlown?': asks('CROSS_BLOWN'), // 5.35d crossBlownBridge
    'mayMoveStrategically?': asks('STRATEGIC_MOVE'), // 5.4 strategicMove
    'mayRetreatForStacking?': asks('STACK_RETREAT'), // 5.1 / 6.6 stackingRetreat
    'mayActivate?': asks('ACTIVATE'), // 8.21 activateForPenetration
    'maySelectCombat?': asks('SELECT_COMBAT'), // 6.1 / 7.4 startCombat
    'mayOpenCombat?': asks('OPEN_COMBAT'), // 8.22 openPenetrationCombat
    // 6.2 the round in progress takes the event (combat-bridge.ts; 8.1 the payer named)
    'isTakenByRound?': ({ context, event }) => isCombatEvent(event) && decision(context.g, event).ok,
    // the turn's own steps
    'isRoundInProgress?': ({ context }) => holder(context.g) !== null, // 6.2
    'isBridgeDecisionPending?': ({ context }) => !!context.g.pendingBridge, // 5.35d
    'isOnRoute?': ({ context }) => !!context.g.route, // 5.3
    'isMoverToDecide?': ({ context }) => context.g.pendingBridge?.decider === 'mover', // 5.35d
    'canEndMovement?': ({ context }) => finishMovement(context.g).ok, // 5.35 / 5.1
    'mustRetreatForStacking?': ({ context }) => stackingDue(context.g), // 5.1 (rules version 4 on)
    'isOverstacked?': ({ context }) => overstacked(context.g).length > 0, // 5.1
    'areMandatoryCombatsFought?': ({ context }) => combatsOwed(context.g) === null, // 6.1 / 7.41
    'canFinishReinforcement?': ({ context }) => canFinishReinforcement(context.g, stepSide(context.g)).ok, // 4.1c
    'isFirstPlayerTurn?': ({ context }) => context.g.playerTurn === 1, // 3.0
    'isSuddenDeath?': ({ context }) => suddenDeathWinner(context.g) !== null, // 3.4 / 19.4
    'isLastTurn?': ({ context }) => context.g.turn >= context.g.scenario.turns, // 3.5
  },
  actions: {
    // the players' decisions: each applies the answer its guard was given
    reclaimAsset: assign(applies('RECLAIM_ASSET')),
    returnToCup: assign(applies('RETURN_TO_CUP')),
    placeReinforcement: assign(applies('PLACE_REINFORCEMENT')),
    playEvent: assign(applies('PLAY_EVENT')),
    useEventAlternative: assign(applies('ALT_EVENT')),
    useEngineer: assign(applies('ENGINEER')),
    useStaff: assign(applies('STAFF')),
    takeSpecialAction: assign(applies('SPECIAL_ACTION')),
    moveStep: assign(applies('MOVE_STEP')),
    moveAlong: assign(applies('MOVE_ALONG')),
    endMove: assign(applies('END_MOVE')),
    hold: assign(applies('HOLD')),
    reserve: assign(applies('RESERVE')),
    buildDefences: assign(applies('BUILD_DEFENCES')),
    blowBridge: assign(applies('BLOW_BRIDGE')),
    crossBlown: assign(applies('CROSS_BLOWN')),
    moveStrategically: assign(applies('STRATEGIC_MOVE')),
    retreatForStacking: assign(applies('STACK_RETREAT')),
    activate: assign(applies('ACTIVATE')),
    selectCombat: assign(applies('SELECT_COMBAT')),
    openCombat: assign(applies('OPEN_COMBAT')),
    forwardToRound: assign(({ context, event }) => result(context, decision(context.g, event))),
    // the turn's own steps (turn-steps.ts)
    stepAlong: assign(({ context }) => ({ ...context, g: stepAlong(context.g) })),
    startReinforcementPhase: assign(({ context }) => steps.startReinforcementPhase(context)),
    finishFirstReinforcement: assign(({ context }) => steps.finishFirstReinforcement(context)),
    finishReinforcementPhase: assign(({ context }) => steps.finishReinforcementPhase(context)),
    startAdmin: assign(({ context }) => steps.startAdmin(context)),
    endAdmin: assign(({ context }) => steps.endAdmin(context)),
    startOperational: assign(({ context }) => steps.startOperational(context)),
    startStrategic: assign(({ context }) => steps.startStrategic(context)),
    startReaction: assign(({ context }) => steps.startReaction(context)),
    startPenetration: assign(({ context }) => steps.startPenetration(context)),
    endMovementPhase: assign(({ context }) => endOfMovementPhase(context)),
    beginStackingRetreat: assign(({ context }) => steps.beginStackingRetreat(context)),
    startCombatPhase: assign(({ context }) => steps.startCombatPhase(context)),
    startPenetrationCombat: assign(({ context }) => steps.startPenetrationCombat(context)),
    endCombatPhase: assign(({ context }) => steps.endCombatPhase(context)),
    startSupply: assign(({ context }) => steps.startSupply(context)),
    startSecondPlayerTurn: assign(({ context }) => steps.startSecondPlayerTurn(context)),
    declareSuddenDeath: assign(({ context }) => steps.declareSuddenDeath(context)),
    declareFinal: assign(({ context }) => steps.declareFinal(context)),
    advanceTurn: assign(({ context }) => steps.advanceTurn(context)),
  },
}).createMachine({
  id: 'fab-turn',
  context: ({ input }) => ({ g: input, error: null, barrier: false }),
  // 'setup' waits for START so that building the machine's initial snapshot does no rules work
  initial: 'setup',
  states: {
    setup: { ...at('setup'), on: { START: 'reinforcement' } },
    // 4.1 both players in turn, first player first (steps a-c each), then 4.1d
    reinforcement: {
      ...at('reinforcement'),
      entry: 'startReinforcementPhase',
      initial: 'firstPlayer',
      on: {
        RECLAIM_ASSET,
        RETURN_TO_CUP,
        PLACE_REINFORCEMENT,
      },
      states: {
        firstPlayer: {
          ...at('reinforcement.firstPlayer'),
          on: {
            END_STEP: { guard: 'canFinishReinforcement?', target: 'secondPlayer', actions: 'finishFirstReinforcement' },
          },
        },
        secondPlayer: {
          ...at('reinforcement.secondPlayer'),
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
      ...at('admin'),
      entry: 'startAdmin',
      initial: 'phasingPlayer',
      on: {
        PLAY_EVENT,
        ALT_EVENT,
        ENGINEER,
        STAFF,
        SPECIAL_ACTION,
      },
      states: {
        phasingPlayer: {
          ...at('admin.phasingPlayer'),
          on: { END_STEP: { target: 'nonPhasingPlayer' } },
        },
        nonPhasingPlayer: {
          ...at('admin.nonPhasingPlayer'),
          on: { END_STEP: { target: '#fab-turn.operational-movement', actions: 'endAdmin' } },
        },
      },
    },
    // 5.2 / 5.3: units move one at a time; a river crossing into a newly contested area may pause the move for
    // the enemy's bridge-blowing decision (5.35d), then for the mover's choice to cross a bridge just blown
    'operational-movement': {
      ...at('operational-movement'),
      entry: 'startOperational',
      initial: 'moving',
      states: {
        moving: {
          ...at('operational-movement.moving'),
          always: { guard: 'isBridgeDecisionPending?', target: 'bridgeDecision' },
          on: {
            MOVE_STEP,
            MOVE_ALONG: moveAlongTransition,
            END_MOVE,
            HOLD,
            RESERVE,
            BUILD_DEFENCES,
            END_PHASE: endMovementTransitions('#fab-turn.strategic-movement'),
          },
        },
        bridgeDecision: bridgeDecisionState('operational-movement.bridgeDecision'),
        alongPath: alongPathState('operational-movement.alongPath'),
        stacking: stackingState('operational-movement.stacking', '#fab-turn.strategic-movement'),
      },
    },
    'strategic-movement': {
      ...at('strategic-movement'),
      entry: 'startStrategic',
      on: {
        STRATEGIC_MOVE,
        END_PHASE: { guard: 'canEndMovement?', target: 'combat', actions: 'endMovementPhase' },
      },
    },
    // 6.0: the attacker selects areas one at a time; each selected area fights one combat round, whose
    // state is held in the context and advanced by forwarding the combat events (combat-bridge.ts)
    combat: {
      ...at('combat'),
      entry: 'startCombatPhase',
      initial: 'selecting',
      states: {
        selecting: {
          ...at('combat.selecting'),
          on: {
            SELECT_COMBAT: { ...SELECT_COMBAT, target: 'round' },
            END_PHASE: {
              guard: 'areMandatoryCombatsFought?',
              target: '#fab-turn.reaction',
              actions: 'endCombatPhase',
            },
          },
        },
        round: combatRoundState,
      },
    },
    reaction: {
      ...at('reaction'),
      entry: 'startReaction',
      initial: 'moving',
      states: {
        moving: {
          ...at('reaction.moving'),
          // 7.2 a reacting unit never meets a bridge chance (5.35d): its path is taken at once, one step per area
          always: { guard: 'isOnRoute?', actions: 'stepAlong' },
          on: {
            MOVE_STEP,
            MOVE_ALONG,
            END_MOVE,
            BUILD_DEFENCES,
            HOLD,
            END_PHASE: endMovementTransitions('#fab-turn.penetration-movement'),
          },
        },
        stacking: stackingState('reaction.stacking', '#fab-turn.penetration-movement'),
      },
    },
    // 7.3: units move one at a time; a river crossing into a newly contested area may pause the move for
    // the enemy's bridge-blowing decision (5.35d), then for the mover's choice to cross a bridge just blown
    'penetration-movement': {
      ...at('penetration-movement'),
      entry: 'startPenetration',
      initial: 'moving',
      states: {
        moving: {
          ...at('penetration-movement.moving'),
          always: { guard: 'isBridgeDecisionPending?', target: 'bridgeDecision' },
          on: {
            MOVE_STEP,
            MOVE_ALONG: moveAlongTransition,
            END_MOVE,
            HOLD,
            BUILD_DEFENCES,
            ACTIVATE,
            END_PHASE: endMovementTransitions('#fab-turn.penetration-combat'),
          },
        },
        bridgeDecision: bridgeDecisionState('penetration-movement.bridgeDecision'),
        alongPath: alongPathState('penetration-movement.alongPath'),
        stacking: stackingState('penetration-movement.stacking', '#fab-turn.penetration-combat'),
      },
    },
    // 7.4: the attacker selects areas one at a time; each selected area fights one combat round, whose
    // state is held in the context and advanced by forwarding the combat events (combat-bridge.ts)
    'penetration-combat': {
      ...at('penetration-combat'),
      entry: 'startPenetrationCombat',
      initial: 'selecting',
      states: {
        selecting: {
          ...at('penetration-combat.selecting'),
          on: {
            SELECT_COMBAT: { ...SELECT_COMBAT, target: 'round' },
            OPEN_COMBAT,
            END_PHASE: {
              guard: 'areMandatoryCombatsFought?',
              target: '#fab-turn.supply',
              actions: 'endCombatPhase',
            },
          },
        },
        round: penetrationRoundState,
      },
    },
    supply: {
      ...at('supply'),
      entry: 'startSupply',
      on: {
        END_PHASE: [
          { guard: 'isFirstPlayerTurn?', target: 'admin', actions: 'startSecondPlayerTurn' },
          { target: 'victory-check' },
        ],
      },
    },
    'victory-check': {
      ...at('victory-check'),
      always: [
        { guard: 'isSuddenDeath?', target: 'game-over', actions: 'declareSuddenDeath' },
        { guard: 'isLastTurn?', target: 'game-over', actions: 'declareFinal' },
        { target: 'reinforcement', actions: 'advanceTurn' },
      ],
    },
    'game-over': { ...at('game-over'), type: 'final' },
  },
});

export type TurnSnapshot = SnapshotFrom<typeof fabTurnMachine>;
