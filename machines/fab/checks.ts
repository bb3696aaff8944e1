/**
 * The FAB engine's checks of what comes from outside the store, fetched with the scenario checks (issue 30: valibot
 * and the schemas are not needed to draw a stored game): each player's event against `FabEventSchema`, a snapshot
 * cache against its shape. The engine finds them through `fabChecks` (./checks-slot.ts); the app fetches them after
 * a game's first drawing and before a player's first move is applied, and with every part for a new game or an
 * import (src/app/systems/fab.ts).
 */
import { FabEventSchema } from './event-schema';
import { FabSnapshotSchema } from './snapshot';
import { readEvent, readSnapshot } from '../validate';

/** A FAB event read against its schema: malformed, it is refused with the path of its first bad field. */
export const readFabEvent = (event: unknown, rule: string) => readEvent(FabEventSchema, event, rule);

/** A snapshot cache checked whole against the state's shape. */
export const readFabSnapshot = (data: unknown) => readSnapshot(FabSnapshotSchema, data, 'snapshot', 'FAB');
