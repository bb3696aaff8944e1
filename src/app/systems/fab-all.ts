/**
 * Every part of the FAB engine at once (./fab.ts fetches each when a game first needs it): for tests
 * (vitest.config.ts setupFiles), scripts and the command line, and the opponent's worker, which start and replay
 * games of any scenario synchronously. Importing this module is what provides them.
 */
import { fabScenarios } from '../../scenarios/fab/data';
import * as checks from '../../scenarios/fab/schema';
import { provideFabParts } from './fab';

provideFabParts({ bodies: fabScenarios, checks });

export { fabEngine, fabRecordEngine } from './fab';
