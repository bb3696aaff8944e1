/**
 * The FUBAR turn as a statechart: melee carried over from earlier turns, initiative (ties re-rolled),
 * activations alternating until every unit has tried, each activation's action, movement with enemy
 * overwatch reactions, shooting or assault, the owner's allocation of hits, then the next turn.
 * Guards are questions answered by src/rules/fubar; actions assign what those rules return.
 */
import { assign, setup } from 'xstate';
import { DiceExhaustedError } from '../../src/rules/common/dice';
import type { Result } from '../../src/rules/common/result';
import * as G from '../../src/rules/fubar/game';
import type { FubarCtx, SideIndex } from '../../src/rules/fubar/state';
import type { ActionId } from '../../src/rules/fubar/tables';

export type FubarEvent =
  | { type: 'ROLL_INITIATIVE' }
  | { type: 'FIGHT_MELEE'; engagement: string }
  | { type: 'ACTIVATE'; unit: string; enemyInSight: boolean; figuresAway: number }
  | { type: 'CHOOSE_ACTION'; action: ActionId; terrain?: 'open' | 'light' }
  | ({ type: 'OVERWATCH_FIRE'; unit: string } & G.ShootPayload)
  | { type: 'DONE_MOVING' }
  | ({ type: 'SHOOT' } & G.ShootPayload)
  | { type: 'ASSAULT'; target: string }
  | { type: 'END_ACTIVATION' }
  | { type: 'ALLOCATE_HITS'; casualties: string[]; suppressed: string[] }
  | { type: 'CHOOSE_LOST_WEAPON'; weapon: number }
  | { type: 'NEXT_TURN' }
  | { type: 'END_GAME'; winner: SideIndex | null };

/** The rule operation behind each event: the guard asks whether it is allowed, the action applies it. */
export const OPS: {
  [K in FubarEvent['type']]: (ctx: FubarCtx, e: Extract<FubarEvent, { type: K }>) => Result<FubarCtx>;
} = {
  ROLL_INITIATIVE: (c) => G.rollInitiative(c),
  FIGHT_MELEE: (c, e) => G.fightMelee(c, e),
  ACTIVATE: (c, e) => G.activate(c, e),
  CHOOSE_ACTION: (c, e) => G.chooseAction(c, e),
  OVERWATCH_FIRE: (c, e) => G.overwatchFire(c, e),
  DONE_MOVING: (c) =>
    c.active ? { ok: true, value: c } : { ok: false, rule: 'actions', message: 'No unit is moving.' },
  SHOOT: (c, e) => G.shoot(c, e),
  ASSAULT: (c, e) => G.assault(c, e),
  END_ACTIVATION: (c) => G.endActivation(c),
  ALLOCATE_HITS: (c, e) => G.allocateHits(c, e),
  CHOOSE_LOST_WEAPON: (c, e) => G.chooseLostWeapon(c, e),
  NEXT_TURN: (c) => G.nextTurn(c),
  END_GAME: (c, e) => G.endGame(c, e),
};

/** The last operation's result, so the action does not redo what its guard just computed (same inputs, same answer). */
let memo: { ctx: FubarCtx; event: FubarEvent; result: Result<FubarCtx> } | null = null;

export function runOp(ctx: FubarCtx, e: FubarEvent): Result<FubarCtx> {
  if (memo && memo.ctx === ctx && memo.event === e) return memo.result;
  const op = OPS[e.type] as ((c: FubarCtx, ev: FubarEvent) => Result<FubarCtx>) | undefined;
  const result = op ? op(ctx, e) : ({ ok: false, rule: 'initiative', message: 'Unknown event.' } as const);
  memo = { ctx, event: e, result };
  return result;
}

/**
 * Every rule operation checks the request completely before it rolls, so scripted dice running out
 * inside a guard means the request itself was acceptable.
 */
const allowed = ({ context, event }: { context: FubarCtx; event: FubarEvent }) => {
  try {
    return runOp(context, event).ok;
  } catch (e) {
    if (e instanceof DiceExhaustedError) return true;
    throw e;
  }
};

/** The unit that was acting can no longer act (wiped out, destroyed or its crew stunned by overwatch fire). */
function activeStopped(ctx: FubarCtx): boolean {
  const u = ctx.active ? G.unitOf(ctx, ctx.active) : undefined;
  return !u || G.isOut(u) || !!u.vehicle?.stunned;
}

export const fubarTurn = setup({
  types: {
    context: {} as FubarCtx,
    events: {} as FubarEvent,
    input: {} as FubarCtx,
  },
  guards: {
    'isAllowed?': allowed,
    'gameDecided?': ({ context }) => G.gameDecided(context),
    'meleeLeftToFight?': ({ context }) => G.meleeToFight(context).length > 0,
    'initiativeTied?': ({ context }) => context.initiative === null,
    'activationPassed?': ({ context }) => context.active !== null,
    'everyUnitTried?': ({ context }) => G.everyUnitTried(context),
    'actionMoves?': ({ context }) => G.actionMoves(context),
    'actionAssaults?': ({ context }) => G.actionAssaults(context),
    'actionFires?': ({ context }) => G.actionFires(context),
    'decisionPending?': ({ context }) => context.pending.length > 0,
    'resumeShooting?': ({ context }) => context.resume === 'shooting',
    'resumeMoving?': ({ context }) => context.resume === 'moving' && !activeStopped(context),
    'resumeMelee?': ({ context }) => context.resume === 'melee',
    'lastTurnOver?': ({ context }) =>
      context.turnLimit !== null && context.turn >= context.turnLimit && G.everyUnitTried(context),
  },
  actions: {
    apply: assign(({ context, event }) => {
      const r = runOp(context, event);
      return r.ok ? r.value : context;
    }),
    settleInitiative: assign(({ context }) => G.settleInitiative(context)),
    stopActive: assign(({ context }) => ({ ...context, active: null })),
    markEnded: assign(({ context }) => (context.ended ? context : { ...context, ended: true })),
  },
}).createMachine({
  id: 'fubarTurn',
  context: ({ input }) => input,
  initial: 'turnStart',
  states: {
    // melee: fights carried over from earlier turns come first
    turnStart: {
      always: [
        { guard: 'gameDecided?', target: 'over' },
        { guard: 'meleeLeftToFight?', target: 'melee' },
        { target: 'initiative' },
      ],
    },
    melee: {
      on: { FIGHT_MELEE: { guard: 'isAllowed?', actions: 'apply', target: 'resolved' } },
    },
    // initiative: both sides roll; a tie is rolled again
    initiative: {
      on: { ROLL_INITIATIVE: { guard: 'isAllowed?', actions: 'apply', target: 'initiativeRolled' } },
    },
    initiativeRolled: {
      always: [{ guard: 'initiativeTied?', target: 'initiative' }, { target: 'nextActivation' }],
    },
    // activation: the side with initiative picks a unit and rolls
    nextActivation: {
      entry: 'settleInitiative',
      always: [
        { guard: 'gameDecided?', target: 'over' },
        { guard: 'everyUnitTried?', target: 'turnEnd' },
        { target: 'activation' },
      ],
    },
    activation: {
      on: { ACTIVATE: { guard: 'isAllowed?', actions: 'apply', target: 'activationRolled' } },
    },
    activationRolled: {
      always: [{ guard: 'activationPassed?', target: 'action' }, { target: 'nextActivation' }],
    },
    // actions: the active unit chooses what it does
    action: {
      on: { CHOOSE_ACTION: { guard: 'isAllowed?', actions: 'apply', target: 'actionChosen' } },
    },
    actionChosen: {
      always: [
        { guard: 'actionMoves?', target: 'moving' },
        { guard: 'actionFires?', target: 'shooting' },
        { actions: 'stopActive', target: 'nextActivation' },
      ],
    },
    // actions: while the unit moves, enemy units on overwatch may react
    moving: {
      on: {
        OVERWATCH_FIRE: { guard: 'isAllowed?', actions: 'apply', target: 'resolved' },
        DONE_MOVING: { guard: 'isAllowed?', target: 'moved' },
      },
    },
    moved: {
      always: [
        { guard: 'actionAssaults?', target: 'assault' },
        { guard: 'actionFires?', target: 'shooting' },
        { actions: 'stopActive', target: 'nextActivation' },
      ],
    },
    // melee: the assaulting unit contacts an enemy unit (or fails to reach one and ends)
    assault: {
      on: {
        ASSAULT: { guard: 'isAllowed?', actions: 'apply', target: 'resolved' },
        END_ACTIVATION: { guard: 'isAllowed?', actions: 'apply', target: 'nextActivation' },
      },
    },
    // shooting: volleys split across targets until the player ends the activation
    shooting: {
      on: {
        SHOOT: { guard: 'isAllowed?', actions: 'apply', target: 'resolved' },
        END_ACTIVATION: { guard: 'isAllowed?', actions: 'apply', target: 'nextActivation' },
      },
    },
    resolved: {
      always: [
        { guard: 'decisionPending?', target: 'owner' },
        { guard: 'gameDecided?', target: 'over' },
        { guard: 'resumeShooting?', target: 'shooting' },
        { guard: 'resumeMoving?', target: 'moving' },
        { guard: 'resumeMelee?', target: 'turnStart' },
        { actions: 'stopActive', target: 'nextActivation' },
      ],
    },
    // suppression / vehicle-damage: the target's owner decides what each hit does
    owner: {
      on: {
        ALLOCATE_HITS: { guard: 'isAllowed?', actions: 'apply', target: 'resolved' },
        CHOOSE_LOST_WEAPON: { guard: 'isAllowed?', actions: 'apply', target: 'resolved' },
      },
    },
    turnEnd: {
      always: [{ guard: 'lastTurnOver?', actions: 'markEnded', target: 'over' }],
      on: {
        NEXT_TURN: { guard: 'isAllowed?', actions: 'apply', target: 'turnStart' },
        END_GAME: { guard: 'isAllowed?', actions: 'apply', target: 'over' },
      },
    },
    over: { type: 'final' },
  },
});

export type FubarPhase =
  | 'turnStart'
  | 'melee'
  | 'initiative'
  | 'initiativeRolled'
  | 'nextActivation'
  | 'activation'
  | 'activationRolled'
  | 'action'
  | 'actionChosen'
  | 'moving'
  | 'moved'
  | 'assault'
  | 'shooting'
  | 'resolved'
  | 'owner'
  | 'turnEnd'
  | 'over';
