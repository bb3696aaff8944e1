/**
 * The OCS movement phase's statechart as the engine steps it (./movement-phase.ts with xstate, through
 * machines/chart-runner.ts): a part of its own that arrives after a stored game's first drawing, with the engine's
 * checks (issue 30). The screen draws a game from what the game stores (its segment: ./segments.ts), so xstate is not
 * in the OCS screen's first load; a move, a new game or a replay waits for this part (./chart-slot.ts).
 */
import { chartRunner } from '../chart-runner';
import type { OcsGame } from '../../src/rules/ocs';
import { movementPhase } from './movement-phase';
import type { OcsEvent } from './events';

/** The phase chart's pure steps, and the snapshot a transition ended on by the game it holds: the next event
 * starts from it instead of resolving the state again (machines/chart-runner.ts: a cache, used when its state
 * value is the one the game stores). */
const phaseChart = chartRunner(
  movementPhase,
  (game: OcsGame) => movementPhase.resolveState({ value: game.segment, context: { game } }),
  (known, game) => known.value === game.segment,
);

/** The machine snapshot of a game: the chart's state value is the one stored in it (`segment`), as is. */
export function snapshotOf(game: OcsGame) {
  return phaseChart.snapshotOf(game);
}

/** The snapshot after `event` (pure: only the chart's assigns run). */
export function step(snapshot: ReturnType<typeof snapshotOf>, event: OcsEvent) {
  return phaseChart.step(snapshot, event);
}

/** Keep the snapshot a game was made from, for that game's next event. */
export function keep(game: OcsGame, snapshot: ReturnType<typeof snapshotOf>): void {
  phaseChart.keep(game, snapshot);
}

/** A new game as the chart's initial state leaves it: entering the first segment stores its value in the game. */
export function entered(game: OcsGame): OcsGame {
  return phaseChart.initial({ game }).context.game;
}
