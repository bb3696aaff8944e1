/**
 * The FAB turn sequence (3.0) as an xstate v5 statechart: reinforcement phase (4.1), then for each player
 * turn admin (4.2), operational movement (5.2), strategic movement (5.4), combat (6.0), reaction (7.2),
 * penetration movement (7.3), penetration combat (7.4) and supply (9.0); victory check with sudden death
 * (3.4, 19.4); turn advance and game end (3.5). Driven only through the pure `initialTransition` /
 * `transition`; the context is plain data. A combat round's state is held in the context and combat events
 * are forwarded to it (see combat-bridge.ts).
 */
import { assign, not, setup } from 'xstate';
import { reject, type Rejection, type Result } from '../../src/rules/common/result';
import { rolledBetween } from '../../src/rules/common/dice';
import type { FabPhase, FabState, Side } from '../../src/rules/fab/types';
import { otherSide } from '../../src/rules/fab/types';
import { note } from '../../src/rules/fab/board';
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
  moveStep,
  placeReserve,
  strategicMove,
} from '../../src/rules/fab/movement';
import { mandatoryCombats, markNewlyContested, uncontestedAreas } from '../../src/rules/fab/combat-phase';
import { endOfPhase, finalWinner, suddenDeathWinner, supplyPhase, netVP } from '../../src/rules/fab/supply-phase';
import { emptyMovementLog } from '../../src/rules/fab/setup';
import { COMBAT_EVENT_TYPES, combatEvent, holder, startCombat, type CombatEvent } from './combat-bridge';
import type { FabEvent } from './events';

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
  switch (e.type) {
    case 'RECLAIM_ASSET':
      return reclaimAsset(g, side, e.asset);
    case 'RETURN_TO_CUP':
      return returnToCup(g, side, e.assets);
    case 'PLACE_REINFORCEMENT':
      return placeReinforcement(g, side, e.unit, e.area, e.source || undefined);
    case 'PLAY_EVENT':
      return playEvent(g, side, e.event, e.units ?? []);
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
    case 'ACTIVATE':
      return activateForPenetration(g, side, e.source, e.unit);
    case 'SELECT_COMBAT':
      return startCombat(g, e.area);
    case 'OPEN_COMBAT':
      return openPenetrationCombat(g, side, e.source, e.area);
    default:
      if (COMBAT_EVENT_TYPES.has(e.type)) {
        const r = combatEvent(g, e as CombatEvent);
        return r.ok ? { ok: true, value: r.state, barrier: r.barrier } : r;
      }
      return reject('3.0', `Unknown event ${e.type}.`);
  }
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
    strategicMoves: 0,
  };
}

/** End of a movement phase: finish the moving unit, then stacking and markers. */
function finishMovement(g: FabState): Result<FabState> {
  if (g.pendingBridge) return reject('5.35', 'A bridge-blowing decision must be made first.');
  const e = endMove(g);
  if (!e.ok) return e;
  return { ok: true, value: endOfPhase(e.value) };
}

const result = (ctx: TurnContext, r: Result<FabState> & { barrier?: boolean }): TurnContext =>
  r.ok
    ? { g: r.value, error: null, barrier: ctx.barrier || !!r.barrier || rolledBetween(ctx.g.dice, r.value.dice) }
    : { ...ctx, error: r };

/**
 * 5.35d a river crossing into a newly contested area waits for the enemy's bridge-blowing decision, then
 * for the mover's choice to cross a bridge just blown: the same in operational (5.3) and penetration (7.3)
 * movement.
 */
const bridgeDecisionState = {
  always: { guard: not('isBridgeDecisionPending?'), target: 'moving' },
  on: {
    BLOW_BRIDGE: { actions: 'decide' },
    CROSS_BLOWN: { actions: 'decide' },
    END_PHASE: {
      actions: { type: 'refuse', params: { rule: '5.35', text: 'A bridge-blowing decision must be made first.' } },
    },
  },
} as const;

/**
 * 6.2 a combat round in progress, the same in the combat and penetration-combat phases (7.4): every
 * combat event is forwarded to the round held in the context; the phase cannot end mid-round.
 */
const combatRoundState = {
  always: { guard: not('isRoundInProgress?'), target: 'selecting' },
  on: {
    REINFORCE: { actions: 'decide' },
    WITHDRAW: { actions: 'decide' },
    DECLINE_SPECIAL_ACTION: { actions: 'decide' },
    ASSIGN_ASSETS: { actions: 'decide' },
    DESIGNATE_POINT: { actions: 'decide' },
    ROLL: { actions: 'decide' },
    ENGINEER_REMOVE_DEFENCES: { actions: 'decide' },
    STEP_LOSS: { actions: 'decide' },
    ABSORB_BY_DISORDER: { actions: 'decide' },
    ABSORB_BY_RETREAT: { actions: 'decide' },
    ABORT: { actions: 'decide' },
    EXPLOIT: { actions: 'decide' },
    DECLINE_EXPLOITATION: { actions: 'decide' },
    END_PHASE: {
      actions: { type: 'refuse', params: { rule: '6.29', text: 'Finish the combat round in progress first.' } },
    },
  },
} as const;

export const fabTurnMachine = setup({
  types: {
    context: {} as TurnContext,
    events: {} as FabEvent,
    input: {} as FabState,
  },
  guards: {
    'isRoundInProgress?': ({ context }) => holder(context.g) !== null,
    'isBridgeDecisionPending?': ({ context }) => !!context.g.pendingBridge,
    'hasMandatoryCombatsLeft?': ({ context }) => mandatoryCombats(context.g).length > 0,
    'canFinishReinforcement?': ({ context }) => canFinishReinforcement(context.g, stepSide(context.g)).ok,
    'isFirstPlayerTurn?': ({ context }) => context.g.playerTurn === 1,
    'isSuddenDeath?': ({ context }) => suddenDeathWinner(context.g) !== null,
    'isLastTurn?': ({ context }) => context.g.turn >= context.g.scenario.turns,
  },
  actions: {
    decide: assign(({ context, event }) => result(context, applyDecision(context.g, event))),
    refuse: assign(({ context }, p: { rule: string; text: string }) => ({ ...context, error: reject(p.rule, p.text) })),
    explainReinforcement: assign(({ context }) => {
      const r = canFinishReinforcement(context.g, stepSide(context.g));
      return { ...context, error: r.ok ? reject('4.1', 'Not yet.') : r };
    }),
    explainMandatory: assign(({ context }) => ({
      ...context,
      error: reject(
        context.g.phase === 'combat' ? '6.1' : '7.41',
        `A combat round must still be fought in every newly contested area (${mandatoryCombats(context.g).length} left).`,
      ),
    })),
    startReinforcementPhase: assign(({ context }) => ({ ...context, g: startReinforcement(context.g) })),
    finishFirstReinforcement: assign(({ context }) => {
      const g = finishReinforcementStep(context.g, context.g.step as Side);
      return { ...context, g: { ...g, step: otherSide(context.g.scenario.firstPlayer) } };
    }),
    finishReinforcementPhase: assign(({ context }) => {
      const g = addReinforcementPieces(finishReinforcementStep(context.g, context.g.step as Side));
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
    endMovementPhase: assign(({ context }) => {
      const r = finishMovement(context.g);
      if (!r.ok) return { ...context, error: r };
      const g =
        context.g.phase === 'operational-movement' || context.g.phase === 'penetration-movement'
          ? markNewlyContested(r.value)
          : r.value;
      return { ...context, g };
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
      for (const id in areas) if (areas[id]!.newlyContested) areas[id] = { ...areas[id]!, newlyContested: false };
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
        g: note(
          { ...context.g, phase: 'game-over', finished: true, winner: w },
          '19.4',
          `Sudden death: ${w} wins (net VP ${netVP(context.g)}).`,
        ),
      };
    }),
    declareFinal: assign(({ context }) => {
      const w = finalWinner(context.g);
      return {
        ...context,
        g: note(
          { ...context.g, phase: 'game-over', finished: true, winner: w },
          '3.5',
          `The last turn is over: ${w} wins (net VP ${netVP(context.g)}).`,
        ),
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
    setup: { on: { START: 'reinforcement' } },
    // 4.1 both players in turn, first player first (steps a-c each), then 4.1d
    reinforcement: {
      entry: 'startReinforcementPhase',
      initial: 'firstPlayer',
      on: {
        RECLAIM_ASSET: { actions: 'decide' },
        RETURN_TO_CUP: { actions: 'decide' },
        PLACE_REINFORCEMENT: { actions: 'decide' },
      },
      states: {
        firstPlayer: {
          on: {
            END_STEP: [
              { guard: not('canFinishReinforcement?'), actions: 'explainReinforcement' },
              { target: 'secondPlayer', actions: 'finishFirstReinforcement' },
            ],
          },
        },
        secondPlayer: {
          on: {
            END_STEP: [
              { guard: not('canFinishReinforcement?'), actions: 'explainReinforcement' },
              { target: '#fab-turn.admin', actions: 'finishReinforcementPhase' },
            ],
          },
        },
      },
    },
    // 4.2 draws (a), then the phasing player (b), then the non-phasing player (c)
    admin: {
      entry: 'startAdmin',
      initial: 'phasingPlayer',
      on: {
        PLAY_EVENT: { actions: 'decide' },
        ALT_EVENT: { actions: 'decide' },
        ENGINEER: { actions: 'decide' },
        STAFF: { actions: 'decide' },
        SPECIAL_ACTION: { actions: 'decide' },
      },
      states: {
        phasingPlayer: { on: { END_STEP: { target: 'nonPhasingPlayer', actions: 'toNonPhasingAdmin' } } },
        nonPhasingPlayer: { on: { END_STEP: { target: '#fab-turn.operational-movement', actions: 'endAdmin' } } },
      },
    },
    // 5.2 / 5.3: units move one at a time; a river crossing into a newly contested area may pause the move for
    // the enemy's bridge-blowing decision (5.35d), then for the mover's choice to cross a bridge just blown
    'operational-movement': {
      entry: 'startOperational',
      initial: 'moving',
      states: {
        moving: {
          always: { guard: 'isBridgeDecisionPending?', target: 'bridgeDecision' },
          on: {
            MOVE_STEP: { actions: 'decide' },
            END_MOVE: { actions: 'decide' },
            HOLD: { actions: 'decide' },
            RESERVE: { actions: 'decide' },
            BUILD_DEFENCES: { actions: 'decide' },
            END_PHASE: { target: '#fab-turn.strategic-movement', actions: 'endMovementPhase' },
          },
        },
        bridgeDecision: bridgeDecisionState,
      },
    },
    'strategic-movement': {
      entry: 'startStrategic',
      on: {
        STRATEGIC_MOVE: { actions: 'decide' },
        END_PHASE: { target: 'combat', actions: 'endMovementPhase' },
      },
    },
    // 6.0: the attacker selects areas one at a time; each selected area fights one combat round, whose
    // state is held in the context and advanced by forwarding the combat events (combat-bridge.ts)
    combat: {
      entry: 'startCombatPhase',
      initial: 'selecting',
      states: {
        selecting: {
          on: {
            SELECT_COMBAT: { target: 'round', actions: 'decide' },
            END_PHASE: [
              { guard: 'hasMandatoryCombatsLeft?', actions: 'explainMandatory' },
              { target: '#fab-turn.reaction', actions: 'endCombatPhase' },
            ],
          },
        },
        round: combatRoundState,
      },
    },
    reaction: {
      entry: 'startReaction',
      on: {
        MOVE_STEP: { actions: 'decide' },
        END_MOVE: { actions: 'decide' },
        BUILD_DEFENCES: { actions: 'decide' },
        HOLD: { actions: 'decide' },
        END_PHASE: { target: 'penetration-movement', actions: 'endMovementPhase' },
      },
    },
    // 7.3: units move one at a time; a river crossing into a newly contested area may pause the move for
    // the enemy's bridge-blowing decision (5.35d), then for the mover's choice to cross a bridge just blown
    'penetration-movement': {
      entry: 'startPenetration',
      initial: 'moving',
      states: {
        moving: {
          always: { guard: 'isBridgeDecisionPending?', target: 'bridgeDecision' },
          on: {
            MOVE_STEP: { actions: 'decide' },
            END_MOVE: { actions: 'decide' },
            HOLD: { actions: 'decide' },
            BUILD_DEFENCES: { actions: 'decide' },
            ACTIVATE: { actions: 'decide' },
            END_PHASE: { target: '#fab-turn.penetration-combat', actions: 'endMovementPhase' },
          },
        },
        bridgeDecision: bridgeDecisionState,
      },
    },
    // 7.4: the attacker selects areas one at a time; each selected area fights one combat round, whose
    // state is held in the context and advanced by forwarding the combat events (combat-bridge.ts)
    'penetration-combat': {
      entry: 'startPenetrationCombat',
      initial: 'selecting',
      states: {
        selecting: {
          on: {
            SELECT_COMBAT: { target: 'round', actions: 'decide' },
            OPEN_COMBAT: { actions: 'decide' },
            END_PHASE: [
              { guard: 'hasMandatoryCombatsLeft?', actions: 'explainMandatory' },
              { target: '#fab-turn.supply', actions: 'endCombatPhase' },
            ],
          },
        },
        round: combatRoundState,
      },
    },
    supply: {
      entry: 'startSupply',
      on: {
        END_PHASE: [
          { guard: 'isFirstPlayerTurn?', target: 'admin', actions: 'startSecondPlayerTurn' },
          { target: 'victory-check' },
        ],
      },
    },
    'victory-check': {
      entry: 'enterVictoryCheck',
      always: [
        { guard: 'isSuddenDeath?', target: 'game-over', actions: 'declareSuddenDeath' },
        { guard: 'isLastTurn?', target: 'game-over', actions: 'declareFinal' },
        { target: 'reinforcement', actions: 'advanceTurn' },
      ],
    },
    'game-over': { type: 'final' },
  },
});
