/**
 * The FUBAR turn as a statechart: melee carried over from earlier turns, initiative (ties re-rolled),
 * activations alternating until every unit has tried, each activation's action, movement with enemy
 * overwatch reactions, shooting or assault, the owner's allocation of hits, then the next turn.
 * Guards are questions answered by src/rules/fubar; actions assign what those rules return.
 */
import { assign, not, setup } from 'xstate';
import * as v from 'valibot';
import { DiceExhaustedError } from '../../src/rules/common/dice';
import type { Result } from '../../src/rules/common/result';
import * as G from '../../src/rules/fubar/game';
import type { FubarCtx } from '../../src/rules/fubar/state';
import { FubarEventSchema, type FubarEvent } from './events';

export type { FubarEvent };

/**
 * An event on its way through the chart, with the answer of its rule operation when the engine has already
 * asked (see `applyEvent`): the guard and the action then use that answer rather than asking again. Without
 * it (a `snapshot.can(e)` question) the guard asks the rules itself. Nothing is kept between events.
 */
export type CheckedEvent = FubarEvent & { readonly checked?: Result<FubarCtx> };

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

export function runOp(ctx: FubarCtx, e: FubarEvent): Result<FubarCtx> {
  const op = OPS[e.type] as ((c: FubarCtx, ev: FubarEvent) => Result<FubarCtx>) | undefined;
  return op ? op(ctx, e) : { ok: false, rule: 'initiative', message: 'Unknown event.' };
}

/** The rule operation's answer for this event: the one the engine carried in, or asked now. */
const answer = (ctx: FubarCtx, e: CheckedEvent): Result<FubarCtx> => e.checked ?? runOp(ctx, e);

/**
 * Every rule operation checks the request completely before it rolls, so scripted dice running out
 * inside a guard means the request itself was acceptable. An event the engine has not read yet (a
 * `snapshot.can(e)` question) must first have its type's fields, as `apply` requires.
 */
const allowed = ({ context, event }: { context: FubarCtx; event: CheckedEvent }) => {
  if (!event.checked && !v.is(FubarEventSchema, event)) return false;
  try {
    return answer(context, event).ok;
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
    events: {} as CheckedEvent,
    input: {} as FubarCtx,
    meta: {} as FubarMeta,
  },
  guards: {
    // one guard per event, each asking the rule operation behind it (OPS)
    'canRollInitiative?': allowed,
    'canFightMelee?': allowed,
    'canActivate?': allowed,
    'canChooseAction?': allowed,
    'canFireOverwatch?': allowed,
    'canStopMoving?': allowed,
    'canShoot?': allowed,
    'canAssault?': allowed,
    'canEndActivation?': allowed,
    'canAllocateHits?': allowed,
    'canChooseLostWeapon?': allowed,
    'canStartNextTurn?': allowed,
    'canEndGame?': allowed,
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
    apply: assign(({ context, event }) => {
      const r = answer(context, event);
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
