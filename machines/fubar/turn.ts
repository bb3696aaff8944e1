/**
 * The FUBAR turn as a statechart: melee carried over from earlier turns, initiative (ties re-rolled),
 * activations alternating until every unit has tried, each activation's action, movement with enemy
 * overwatch reactions, shooting or assault, the owner's allocation of hits, then the next turn.
 * Guards are questions answered by src/rules/fubar; actions assign what those rules return.
 */
import { assign, not, setup } from 'xstate';
import type { Result } from '../../src/rules/common/result';
import * as G from '../../src/rules/fubar/game';
import type { FubarCtx } from '../../src/rules/fubar/state';
import type { FubarEvent } from './events';
import { fubarChecks } from './checks-slot';

export type { FubarEvent };

type EventOf<K extends FubarEvent['type']> = Extract<FubarEvent, { type: K }>;
type Op<K extends FubarEvent['type']> = (ctx: FubarCtx, e: EventOf<K>) => Result<FubarCtx>;

/** Whether `e` is a well-formed event of type `type`, read against the event schema once the engine's checks are
 * here (a `snapshot.can(e)` question is not read by the engine first); before that, only stored moves, checked when
 * they were stored, reach the chart (./checks-slot.ts). */
const isEventOf = <K extends FubarEvent['type']>(type: K, e: FubarEvent): e is EventOf<K> =>
  e.type === type && (fubarChecks.peek()?.isFubarEvent(e) ?? true);

/** actions: a moving unit stops where it is; there must be one moving. */
function doneMoving(c: FubarCtx): Result<FubarCtx> {
  return c.active ? { ok: true, value: c } : { ok: false, rule: 'actions', message: 'No unit is moving.' };
}

/** The rule operation behind each event: its guard asks whether it accepts, the `apply` action applies it. */
export const OPS: { [K in FubarEvent['type']]: Op<K> } = {
  ROLL_INITIATIVE: (c) => G.rollInitiative(c),
  FIGHT_MELEE: G.fightMelee,
  ACTIVATE: G.activate,
  CHOOSE_ACTION: G.chooseAction,
  OVERWATCH_FIRE: G.overwatchFire,
  DONE_MOVING: doneMoving,
  SHOOT: G.shoot,
  ASSAULT: G.assault,
  END_ACTIVATION: (c) => G.endActivation(c),
  ALLOCATE_HITS: G.allocateHits,
  CHOOSE_LOST_WEAPON: G.chooseLostWeapon,
  NEXT_TURN: (c) => G.nextTurn(c),
  END_GAME: G.endGame,
};

/** The answer of the rule operation behind `e`: a new context or the rule's refusal. May throw (dice run out). */
export function runOp(ctx: FubarCtx, e: FubarEvent): Result<FubarCtx> {
  const op = OPS[e.type] as Op<FubarEvent['type']> | undefined;
  return op ? op(ctx, e) : { ok: false, rule: 'initiative', message: 'Unknown event.' };
}

/**
 * A guard that asks one rule operation whether it accepts the event, and says "no" whenever `apply` could not
 * take it: an event of another type or with a malformed field (a `snapshot.can(e)` question is not read by the
 * engine first), a refusal, or an operation that throws, such as scripted dice running out in the middle of a
 * roll. Rule operations are pure, so the `apply` action asking again gets the same answer.
 */
const accepts =
  <K extends FubarEvent['type']>(type: K, op: Op<K>) =>
  ({ context, event }: { context: FubarCtx; event: FubarEvent }): boolean => {
    if (!isEventOf(type, event)) return false;
    try {
      return op(context, event).ok;
    } catch {
      return false;
    }
  };

/** The unit that was acting can no longer act (wiped out, destroyed or its crew stunned by overwatch fire). */
function activeStopped(ctx: FubarCtx): boolean {
  const u = ctx.active ? G.unitOf(ctx, ctx.active) : undefined;
  return !u || G.isOut(u) || !!u.vehicle?.stunned;
}

/**
 * Who decides in a state, as the chart says it: the side holding the initiative, the side of the active unit,
 * the owner of the unit taking the first pending hits, either side (rolls and pauses either player may tap),
 * or no one (the game is over). `deciderOf` in the engine turns it into a side.
 */
export type FubarDecider = 'initiative' | 'active' | 'owner' | 'both' | 'none';

/** Each state's rule topic (src/reference/fubar) and the side that decides there. */
export interface FubarMeta {
  readonly rule: string;
  readonly side: FubarDecider;
}

const DECIDERS: readonly FubarDecider[] = ['initiative', 'active', 'owner', 'both', 'none'];
export const isFubarMeta = (x: unknown): x is FubarMeta =>
  typeof x === 'object' &&
  x !== null &&
  typeof (x as { rule?: unknown }).rule === 'string' &&
  (DECIDERS as readonly unknown[]).includes((x as { side?: unknown }).side);

const meta = (rule: string, side: FubarDecider): FubarMeta => ({ rule, side });

export const fubarTurn = setup({
  types: {
    context: {} as FubarCtx,
    events: {} as FubarEvent,
    input: {} as FubarCtx,
    meta: {} as FubarMeta,
  },
  guards: {
    // One guard per event, each asking the rule that decides it. Sections are the topics of the in-app
    // reference (src/reference/fubar), with the seed's heading (002, FUBAR 2nd edition) in brackets.
    // §initiative [Iniciativa]: each side rolls, a tie is rolled again; only at the start of a turn
    'canRollInitiative?': accepts('ROLL_INITIATIVE', (c) => G.rollInitiative(c)),
    // §melee [Combate cuerpo a cuerpo]: a melee still locked from an earlier turn is fought again
    'canFightMelee?': accepts('FIGHT_MELEE', G.fightMelee),
    // §activation [Activación]: a unit of the side with initiative that has not tried this turn rolls
    'canActivate?': accepts('ACTIVATE', G.activate),
    // §actions [Activación, options table]: the active unit picks an action its kind may take
    'canChooseAction?': accepts('CHOOSE_ACTION', G.chooseAction),
    // §actions [Activación, overwatch]: an enemy unit on overwatch fires once at the moving unit
    'canFireOverwatch?': accepts('OVERWATCH_FIRE', G.overwatchFire),
    // §actions [Activación]: the moving unit stops
    'canStopMoving?': accepts('DONE_MOVING', doneMoving),
    // §shooting [Disparando]: a volley the action allows, at an enemy unit its weapons can hurt
    'canShoot?': accepts('SHOOT', G.shoot),
    // §melee [Combate cuerpo a cuerpo]: the assaulting unit contacts an enemy infantry unit
    'canAssault?': accepts('ASSAULT', G.assault),
    // §actions [Activación]: the active unit's activation ends
    'canEndActivation?': accepts('END_ACTIVATION', (c) => G.endActivation(c)),
    // §suppression [Supresión]: the owner makes each hit a casualty or, within the training cap, a suppression
    'canAllocateHits?': accepts('ALLOCATE_HITS', G.allocateHits),
    // §vehicle-damage [Vehículos blindados, damage table]: the owner names the weapon lost
    'canChooseLostWeapon?': accepts('CHOOSE_LOST_WEAPON', G.chooseLostWeapon),
    // §initiative [Iniciativa]: a new turn once every unit has tried
    'canStartNextTurn?': accepts('NEXT_TURN', (c) => G.nextTurn(c)),
    // §units [Unidades]: the players end the game, naming the winner or a draw
    'canEndGame?': accepts('END_GAME', G.endGame),
    'gameDecided?': ({ context }) => G.gameDecided(context),
    'meleeLeftToFight?': ({ context }) => G.meleeToFight(context).length > 0,
    'initiativeTied?': ({ context }) => context.initiative === null,
    'activationPassed?': ({ context }) => context.active !== null,
    'everyUnitTried?': ({ context }) => G.everyUnitTried(context),
    'actionMoves?': ({ context }) => G.actionMoves(context),
    'actionAssaults?': ({ context }) => G.actionAssaults(context),
    'actionFires?': ({ context }) => G.actionFires(context),
    'decisionPending?': ({ context }) => context.pending.length > 0,
    'activeStopped?': ({ context }) => activeStopped(context),
    'lastTurnOver?': ({ context }) =>
      context.turnLimit !== null && context.turn >= context.turnLimit && G.everyUnitTried(context),
  },
  actions: {
    // the rule operation behind the event, which its guard has just accepted
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
      meta: meta('initiative', 'both'),
      always: [
        { guard: 'gameDecided?', target: 'over' },
        { guard: 'meleeLeftToFight?', target: 'fighting.melee' },
        { target: 'initiative' },
      ],
    },
    // initiative: both sides roll; a tie is rolled again
    initiative: {
      meta: meta('initiative', 'both'),
      on: { ROLL_INITIATIVE: { guard: 'canRollInitiative?', actions: 'apply', target: 'initiativeRolled' } },
    },
    initiativeRolled: {
      meta: meta('initiative', 'both'),
      always: [{ guard: 'initiativeTied?', target: 'initiative' }, { target: 'nextActivation' }],
    },
    // activation: the side with initiative picks a unit and rolls
    nextActivation: {
      meta: meta('activation', 'both'),
      entry: 'settleInitiative',
      always: [
        { guard: 'gameDecided?', target: 'over' },
        { guard: 'everyUnitTried?', target: 'turnEnd' },
        { target: 'activation' },
      ],
    },
    activation: {
      meta: meta('activation', 'initiative'),
      on: { ACTIVATE: { guard: 'canActivate?', actions: 'apply', target: 'activationRolled' } },
    },
    activationRolled: {
      meta: meta('activation', 'both'),
      always: [{ guard: 'activationPassed?', target: 'action' }, { target: 'nextActivation' }],
    },
    // actions: the active unit chooses what it does
    action: {
      meta: meta('actions', 'active'),
      on: { CHOOSE_ACTION: { guard: 'canChooseAction?', actions: 'apply', target: 'actionChosen' } },
    },
    actionChosen: {
      meta: meta('actions', 'both'),
      always: [
        { guard: 'actionMoves?', target: 'fighting.moving' },
        { guard: 'actionFires?', target: 'fighting.shooting' },
        { actions: 'stopActive', target: 'nextActivation' },
      ],
    },
    moved: {
      meta: meta('actions', 'both'),
      always: [
        { guard: 'actionAssaults?', target: 'fighting.assault' },
        { guard: 'actionFires?', target: 'fighting.shooting' },
        { actions: 'stopActive', target: 'nextActivation' },
      ],
    },
    /**
     * The steps where a fight starts: a melee (carried over or begun by an assault), shooting, and movement
     * under overwatch fire. Each fight is resolved outside (the owner allocates the hits), then play resumes
     * through the history state in the step it was fought from: the chart remembers where, not the rules.
     */
    fighting: {
      meta: meta('melee', 'both'),
      initial: 'melee',
      states: {
        // melee: fights carried over from earlier turns; when none is left the turn goes on
        melee: {
          meta: meta('melee', 'both'),
          always: { guard: not('meleeLeftToFight?'), target: '#fubarTurn.turnStart' },
          on: { FIGHT_MELEE: { guard: 'canFightMelee?', actions: 'apply', target: '#fubarTurn.resolved' } },
        },
        // actions: while the unit moves, enemy units on overwatch may react; a unit stopped by the fire ends
        moving: {
          meta: meta('actions', 'active'),
          always: { guard: 'activeStopped?', actions: 'stopActive', target: '#fubarTurn.nextActivation' },
          on: {
            OVERWATCH_FIRE: { guard: 'canFireOverwatch?', actions: 'apply', target: '#fubarTurn.resolved' },
            DONE_MOVING: { guard: 'canStopMoving?', target: '#fubarTurn.moved' },
          },
        },
        // melee: the assaulting unit contacts an enemy unit (or fails to reach one and ends); once fought,
        // its activation is over
        assault: {
          meta: meta('melee', 'active'),
          always: { guard: 'activeStopped?', actions: 'stopActive', target: '#fubarTurn.nextActivation' },
          on: {
            ASSAULT: { guard: 'canAssault?', actions: 'apply', target: '#fubarTurn.resolved' },
            END_ACTIVATION: { guard: 'canEndActivation?', actions: 'apply', target: '#fubarTurn.nextActivation' },
          },
        },
        // shooting: volleys split across targets until the player ends the activation
        shooting: {
          meta: meta('shooting', 'active'),
          on: {
            SHOOT: { guard: 'canShoot?', actions: 'apply', target: '#fubarTurn.resolved' },
            END_ACTIVATION: { guard: 'canEndActivation?', actions: 'apply', target: '#fubarTurn.nextActivation' },
          },
        },
        /** Where the last fight was fought from. */
        resume: { type: 'history' },
      },
    },
    resolved: {
      meta: meta('shooting', 'both'),
      always: [
        { guard: 'decisionPending?', target: 'owner' },
        { guard: 'gameDecided?', target: 'over' },
        { target: 'fighting.resume' },
      ],
    },
    // suppression / vehicle-damage: the target's owner decides what each hit does
    owner: {
      meta: meta('suppression', 'owner'),
      on: {
        ALLOCATE_HITS: { guard: 'canAllocateHits?', actions: 'apply', target: 'resolved' },
        CHOOSE_LOST_WEAPON: { guard: 'canChooseLostWeapon?', actions: 'apply', target: 'resolved' },
      },
    },
    turnEnd: {
      meta: meta('initiative', 'both'),
      always: [{ guard: 'lastTurnOver?', actions: 'markEnded', target: 'over' }],
      on: {
        NEXT_TURN: { guard: 'canStartNextTurn?', actions: 'apply', target: 'turnStart' },
        END_GAME: { guard: 'canEndGame?', actions: 'apply', target: 'over' },
      },
    },
    over: { type: 'final', meta: meta('units', 'none') },
  },
});

/** The steps inside `fighting`, one of which its history state remembers. */
export type FightStep = 'melee' | 'moving' | 'assault' | 'shooting';
export const FIGHT_STEPS = Object.keys(fubarTurn.root.states['fighting']?.states ?? {}).filter(
  (k) => k !== 'resume',
) as readonly FightStep[];

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

/** The chart's state value as stored with the game: a step at the top, or a step inside `fighting`. */
export type FubarValue = Exclude<FubarPhase, FightStep> | { readonly fighting: FightStep };

/** The steps at the top of the chart and inside `fighting`, read from the chart itself. */
export const TOP_STEPS = Object.keys(fubarTurn.root.states).filter((k) => k !== 'fighting') as Exclude<
  FubarPhase,
  FightStep
>[];
