/**
 * What the OCS screens and the engine read of the movement phase without its statechart (./movement-phase.ts, which
 * arrives after a stored game's first drawing, issue 30): each segment's rule topic and name, and the rule behind
 * each event. The chart's states take their `meta` from `PHASE_META` and its guards and actions ask `ruleFor`, so
 * what is read here is what the chart holds (tests/machines/chart-meta.test.ts checks every state's meta).
 */
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
import type { Segment } from '../../src/rules/ocs/types';
import type { Result } from '../../src/rules/common/result';
import type { OcsEvent } from './events';

/** The chart's state value, stored in the game as its segment (the rules read it there). */
export type PhaseValue = Segment;

/** Each state's rule topic (src/reference/ocs) and its name in the engine's English status line. */
export interface PhaseMeta {
  readonly rule: string;
  readonly label: string;
}

export const isPhaseMeta = (x: unknown): x is PhaseMeta =>
  typeof x === 'object' &&
  x !== null &&
  typeof (x as { rule?: unknown }).rule === 'string' &&
  typeof (x as { label?: unknown }).label === 'string';

/** The segments in the order the chart steps through them (§phase), with their topics and names. */
export const PHASE_META = {
  breakout: { rule: 'breakout', label: 'Breakout' },
  movement: { rule: 'movement', label: 'Movement' },
  bombardment: { rule: 'bombardment', label: 'Air and naval bombardment' },
  over: { rule: 'phase', label: 'Phase over' },
  finished: { rule: 'phase', label: 'Game over' },
} as const satisfies Record<PhaseValue, PhaseMeta>;

/** The rule function behind each event: the single place that says what an event does. */
export function ruleFor(game: OcsGame, e: OcsEvent): Result<OcsGame> {
  switch (e.type) {
    case 'ATTEMPT_BREAKOUT':
      return attemptBreakout(game, e.unitId);
    case 'END_BREAKOUT':
      return endSegment(game, 'breakout');
    case 'CHANGE_MODE':
      return changeMode(game, e.unitId, e.mode);
    case 'MOVE':
      return move(game, e.unitIds, e.path);
    case 'RAIL_MOVE':
      return railMove(game, e.unitId, e.to, e.together);
    case 'BLOW_DEPOT':
      return blowDepot(game, e.depotId, e.amount);
    case 'ENGINEER_WORK':
      return engineerWork(game, e.unitId, e.hex, e.work, e.action);
    case 'FORTIFY':
      return fortify(game, e.unitId);
    case 'END_MOVEMENT':
      return endSegment(game, 'movement');
    case 'END_BOMBARDMENT':
      return endSegment(game, 'bombardment');
    case 'NEXT_PHASE':
      return nextPhase(game);
  }
}

/**
 * Whether a unit may try to break out now (§breakout), as the chart's guard answers it: the rule allows it, and it
 * does not throw (scripted dice running out during the roll are a "no", never an error).
 */
export function mayBreakOut(game: OcsGame, unitId: string): boolean {
  try {
    return attemptBreakout(game, unitId).ok;
  } catch {
    return false;
  }
}
