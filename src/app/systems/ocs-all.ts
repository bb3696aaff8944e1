/**
 * The OCS engine with its checks and the shipped scenarios at once (./ocs.ts fetches them when a game first needs
 * them): for tests (tests/setup.ts), scripts and the command line. Importing this module is what provides them.
 */
import * as checks from '../../../machines/ocs/checks';
import { demoScenario } from '../../scenarios/ocs/demo';
import { provideOcsParts } from './ocs';

provideOcsParts(checks, [demoScenario]);

export { ocsEngine, SCENARIOS } from './ocs';
