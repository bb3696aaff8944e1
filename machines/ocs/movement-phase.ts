/**
 * The OCS movement phase as a statechart: breakout segment, movement segment, air and naval
 * bombardment segment (the seed defers the air rules: the segment exists and is stepped through),
 * then the hand-over to the other player. The context is the whole plain-data game state; every
 * guard asks src/rules/ocs and every action stores what src/rules/ocs returns.
 */
import { and, assign, setup } from 'xstate';
import {
  attemptBreakout,
  blowDepot,
  changeMode,
  endSegment,
  engineerWork,
  fortify,
  move,
  nextPhase,
  railMove,
  type OcsGame,
} from '../../src/rules/ocs';
import type { Result } from '../../src/rules/common/result';
import { lastAnswer } from '../remembered';
import type { OcsEvent } from './events';
import { ocsChecks } from './checks-slot';
import { PHASE_META, ruleFor, type PhaseMeta, type PhaseValue } from './segments';

export type { OcsEvent };

export interface PhaseContext {
  readonly game: OcsGame;
}

/**
 * The guard asks the rule and the action applies it: the same pure call on the same (immutable) game and
 * event, so the action takes the answer its guard has just had instead of running the rule again (half the
 * work of a replay; machines/chart-runner.ts keeps the last answer, for that game and that event object).
 */
const last = lastAnswer<[OcsGame, OcsEvent], Result<OcsGame>>();

type EventOf<K extends OcsEvent['type']> = Extract<OcsEvent, { type: K }>;

/** Whether `e` is a well-formed event of type `type`, read against the event schema once the engine's checks are
 * here (a `snapshot.can(e)` question is not read by the engine first); before that, only stored moves, checked when
 * they were stored, reach the chart (./checks-slot.ts). */
const isEventOf = <K extends OcsEvent['type']>(type: K, e: OcsEvent): e is EventOf<K> =>
  e.type === type && (ocsChecks.peek()?.isOcsEvent(e) ?? true);

/**
 * A guard that asks one rule whether it allows the event now, and says "no" whenever `apply` could not take
 * it: an event of another type or with a malformed field (a `snapshot.can(e)` question is not read by the
 * engine first), the rule's refusal, or a rule that throws (scripted dice running out during a breakout roll).
 */
const accepts =
  <K extends OcsEvent['type']>(type: K, rule: (game: OcsGame, e: EventOf<K>) => Result<OcsGame>) =>
  ({ context, event }: { context: PhaseContext; event: OcsEvent }): boolean => {
    if (!isEventOf(type, event)) return false;
    let result: Result<OcsGame>;
    try {
      result = rule(context.game, event);
    } catch {
      return false;
    }
    last.set(result, context.game, event);
    return result.ok;
  };

const store = assign<PhaseContext, OcsEvent, undefined, OcsEvent, never>({
  game: ({ context, event }) => {
    const r = last.get(context.game, event)?.answer ?? ruleFor(context.game, event);
    return r.ok ? r.value : context.game;
  },
});

/** Entering a state stores its name in the game: the segment is the chart's, never worked out by the rules. */
const enter = (segment: PhaseValue) =>
  assign<PhaseContext, OcsEvent, undefined, OcsEvent, never>({
    game: ({ context }) => (context.game.segment === segment ? context.game : { ...context.game, segment }),
  });

export const movementPhase = setup({
  types: {
    context: {} as PhaseContext,
    events: {} as OcsEvent,
    input: {} as PhaseContext,
    meta: {} as PhaseMeta,
  },
  guards: {
    // One guard per event, each asking the rule that decides it. Sections are the topics of the in-app
    // reference (src/reference/ocs), which follows the seed's walk-through of the movement phase (004).
    // §breakout: a combat unit out of supply, within range of a supplied friend, rolls to break out
    'canAttemptBreakout?': accepts('ATTEMPT_BREAKOUT', (g, e) => attemptBreakout(g, e.unitId)),
    // §phase: the breakout segment ends (the rule refuses once the game is over)
    'canEndBreakout?': accepts('END_BREAKOUT', (g) => endSegment(g, 'breakout')),
    // §modes: a unit that has not moved switches between the modes its kind has
    'canChangeMode?': accepts('CHANGE_MODE', (g, e) => changeMode(g, e.unitId, e.mode)),
    // §movement, §movement-points, §zoc, §minimum-move: a unit or stack moves along a path it can afford
    'canMove?': accepts('MOVE', (g, e) => move(g, e.unitIds, e.path)),
    // §rail: a unit (and stack-mates) entrains at a friendly station and rides connected track
    'canMoveByRail?': accepts('RAIL_MOVE', (g, e) => railMove(g, e.unitId, e.to, e.together)),
    // §depots: the owner destroys some or all of a depot's supply
    'canBlowDepot?': accepts('BLOW_DEPOT', (g, e) => blowDepot(g, e.depotId, e.amount)),
    // §engineers, §airbases: an HQ or engineer builds or reduces an airbase, fort or port in reach
    'canBuild?': accepts('ENGINEER_WORK', (g, e) => engineerWork(g, e.unitId, e.hex, e.work, e.action)),
    // §fortifications: a combat unit that has not moved improves a fortification in its hex
    'canFortify?': accepts('FORTIFY', (g, e) => fortify(g, e.unitId)),
    // §phase: the movement segment ends
    'canEndMovement?': accepts('END_MOVEMENT', (g) => endSegment(g, 'movement')),
    // §bombardment: the air and naval bombardment segment ends
    'canEndBombardment?': accepts('END_BOMBARDMENT', (g) => endSegment(g, 'bombardment')),
    // §phase: the other player's phase (or the next turn) begins
    'canStartNextPhase?': accepts('NEXT_PHASE', (g) => nextPhase(g)),
    'isGameOver?': ({ context }) => {
      const r = nextPhase(context.game);
      return r.ok && r.value.finished;
    },
  },
  actions: { store },
}).createMachine({
  id: 'ocs-movement-phase',
  context: ({ input }) => input,
  initial: 'breakout',
  // the segments in order, as ./segments.ts names them (PHASE_META); the segments' list (PHASE_VALUES) is read from here
  states: {
    breakout: {
      meta: PHASE_META.breakout,
      entry: enter('breakout'),
      on: {
        ATTEMPT_BREAKOUT: { guard: 'canAttemptBreakout?', actions: 'store' },
        END_BREAKOUT: { guard: 'canEndBreakout?', target: 'movement', actions: 'store' },
      },
    },
    movement: {
      meta: PHASE_META.movement,
      entry: enter('movement'),
      on: {
        CHANGE_MODE: { guard: 'canChangeMode?', actions: 'store' },
        MOVE: { guard: 'canMove?', actions: 'store' },
        RAIL_MOVE: { guard: 'canMoveByRail?', actions: 'store' },
        BLOW_DEPOT: { guard: 'canBlowDepot?', actions: 'store' },
        ENGINEER_WORK: { guard: 'canBuild?', actions: 'store' },
        FORTIFY: { guard: 'canFortify?', actions: 'store' },
        END_MOVEMENT: { guard: 'canEndMovement?', target: 'bombardment', actions: 'store' },
      },
    },
    bombardment: {
      meta: PHASE_META.bombardment,
      entry: enter('bombardment'),
      on: { END_BOMBARDMENT: { guard: 'canEndBombardment?', target: 'over', actions: 'store' } },
    },
    over: {
      meta: PHASE_META.over,
      entry: enter('over'),
      on: {
        NEXT_PHASE: [
          { guard: and(['canStartNextPhase?', 'isGameOver?']), target: 'finished', actions: 'store' },
          { guard: 'canStartNextPhase?', target: 'breakout', actions: 'store' },
        ],
      },
    },
    finished: { type: 'final', meta: PHASE_META.finished, entry: enter('finished') },
  },
});

/** The segments, in the chart's order, read from the chart. */
export const PHASE_VALUES = Object.keys(movementPhase.root.states) as readonly PhaseValue[];
