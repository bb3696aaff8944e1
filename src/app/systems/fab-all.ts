/**
 * Every part of the FAB engine at once (./fab.ts fetches each when a game first needs it): for tests
 * (vitest.config.ts setupFiles), scripts and the command line, and the opponent's worker, which start and replay
 * games of any scenario synchronously. Importing this module is what provides them.
 */
import { fabScenarios } from '../../scenarios/fab/data';
import * as checks from '../../scenarios/fab/schema';
import * as combat from '../../../machines/fab/combat-rules';
import * as events from '../../../machines/fab/checks';
import * as turn from '../../../machines/fab/turn-part';
import { provideFabParts } from './fab';
import { attackOutlook } from '../../ai/fab/explain';
import { provideExplainer } from '../../../machines/fab/log-lines';

provideFabParts({ bodies: fabScenarios, checks, events, combat, turn });
// the solo opponent's explanation of its attacks in the log (a solo game's screen fetches it: src/ui/fab/index.tsx)
provideExplainer(attackOutlook);

export { fabEngine, fabRecordEngine } from './fab';
