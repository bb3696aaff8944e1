/**
 * Where the FAB engine finds its checks (./checks.ts), which arrive after the rest of it (issue 30). Without them
 * the engine takes a stored game's moves and snapshot as they were checked when stored; the runner asks for them
 * (`EVENT_CHECKS`) before it applies a player's move.
 */
import { EVENT_CHECKS } from '../../src/rules/common/engine';
import { partSlot } from '../part-slot';

export type FabChecks = typeof import('./checks');

export const fabChecks = partSlot<FabChecks>(EVENT_CHECKS);
