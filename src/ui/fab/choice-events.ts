/**
 * Which of the engine's legal events the choice panel (./Choices.tsx, a part fetched after the screen: issue 30)
 * offers: the game screen leaves them out of its general list, and draws the panel only when there are some.
 */
import type { GameEvent } from '../../rules/common/engine';

/** Event types the choice panel offers (the game screen leaves them out of its general list). */
export const CHOICE_EVENTS: ReadonlySet<string> = new Set([
  'RECLAIM_ASSET',
  'RETURN_TO_CUP',
  'PLAY_EVENT',
  'ALT_EVENT',
  'ENGINEER',
  'STAFF',
  'SPECIAL_ACTION',
  'STACK_RETREAT',
]);

/** A redirected reinforcement (8.27) is offered there too; a plain placement is made on the map. */
export function isChoiceEvent(e: GameEvent): boolean {
  return CHOICE_EVENTS.has(e.type) || (e.type === 'PLACE_REINFORCEMENT' && typeof e['source'] === 'string');
}
