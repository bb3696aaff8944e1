/**
 * Where the FAB engine finds its turn chart (./turn-part.ts, with xstate), which arrives after the rest of it
 * (issue 30). Until it is here the engine draws a stored game, says who decides and lists the legal moves (from the
 * chart's table, ./turn-table.ts); applying a move or starting a game is `PartMissing` (the runner fetches the part
 * and tries again).
 */
import { partSlot } from '../part-slot';

export type FabTurnPart = typeof import('./turn-part');

/** The part's name in `PartMissing` (the app's loader fetches it: src/app/systems/fab.ts). */
export const FAB_TURN = 'FAB turn chart';

export const fabTurn = partSlot<FabTurnPart>(FAB_TURN);
