/**
 * Where the FUBAR engine finds its checks (./checks.ts), which arrive after the rest of it (issue 30). Without them
 * the engine takes a stored game's moves and snapshot as they were checked when stored; a set-up it must check, or
 * a move it is asked for by name (`EVENT_CHECKS`), is `PartMissing` until they are here.
 */
import { EVENT_CHECKS } from '../../src/rules/common/engine';
import { partSlot } from '../part-slot';

export type FubarChecks = typeof import('./checks');

export const fubarChecks = partSlot<FubarChecks>(EVENT_CHECKS);
