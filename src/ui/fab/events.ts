/** How the FAB screens group the engine's legal events: moves of one unit, and the combat round's events. */
import type { GameEvent } from '../../rules/common/engine';
import { COMBAT_EVENT_NAMES, type FabEvent } from '../../../machines/fab/events';

/** Events that belong to one unit: offered when that unit is selected on the map (5.0, 8.2). Typed on the FAB
 * event names, so a misspelled one does not compile. */
export const UNIT_EVENTS: ReadonlySet<string> = new Set<FabEvent['type']>([
  'MOVE_STEP',
  'HOLD',
  'RESERVE',
  'BUILD_DEFENCES',
  'STRATEGIC_MOVE',
  'ACTIVATE',
  'PLACE_REINFORCEMENT',
]);

/** The combat round's events (6.2), from the one schema that defines them. */
export const COMBAT_EVENTS: ReadonlySet<string> = new Set(COMBAT_EVENT_NAMES);

export function unitOf(e: GameEvent): string | null {
  return typeof e['unit'] === 'string' ? e['unit'] : null;
}
