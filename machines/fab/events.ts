/**
 * The FAB events' types, derived from their valibot schemas (./event-schema.ts, read only by the engine's checks:
 * issue 30, a stored game is drawn without valibot), the combat round's event names and the questions asked of an
 * event's type.
 */
import type { InferOutput } from 'valibot';
import type { CombatEventSchema, FabEventSchema } from './event-schema';

export type CombatEvent = Readonly<InferOutput<typeof CombatEventSchema>>;

/** Every event the turn accepts (SCREAMING_CASE). Combat-round events are forwarded as they are. */
export type FabEvent = Readonly<InferOutput<typeof FabEventSchema>>;

/** The combat round's event names (6.2), the same as the schema's (checked below, and by a test at run time). */
export const COMBAT_EVENT_NAMES = [
  'REINFORCE',
  'WITHDRAW',
  'DECLINE_SPECIAL_ACTION',
  'ASSIGN_ASSETS',
  'DESIGNATE_POINT',
  'ROLL',
  'ENGINEER_REMOVE_DEFENCES',
  'STEP_LOSS',
  'ABSORB_BY_DISORDER',
  'ABSORB_BY_RETREAT',
  'ABORT',
  'EXPLOIT',
  'DECLINE_EXPLOITATION',
] as const satisfies readonly CombatEvent['type'][];
// every combat event type of the schema is in the list above
type Listed = (typeof COMBAT_EVENT_NAMES)[number];
const everyCombatEventListed: [CombatEvent['type']] extends [Listed] ? true : never = true;
void everyCombatEventListed;

const COMBAT_NAMES: ReadonlySet<string> = new Set(COMBAT_EVENT_NAMES);

/** Is this event type one of the combat round's (6.2)? For readers holding only a type (the UI, the log). */
export function isCombatEventType(type: string): type is CombatEvent['type'] {
  return COMBAT_NAMES.has(type);
}

/** A combat-round event (6.2), forwarded by the turn to the round in progress. */
export function isCombatEvent(e: FabEvent): e is CombatEvent {
  return isCombatEventType(e.type);
}
