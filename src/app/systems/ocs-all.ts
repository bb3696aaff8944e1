/**
 * The OCS engine with its checks, its phase chart and the shipped scenarios at once (./ocs.ts fetches them when a game first needs
 * them): for tests (tests/setup.ts), scripts and the command line. Importing this module is what provides them.
 */
import * as checks from '../../../machines/ocs/checks';
import * as chart from '../../../machines/ocs/chart-part';
import { demoScenario } from '../../scenarios/ocs/demo';
import { provideOcsParts } from './ocs';

provideOcsParts(checks, chart, [demoScenario]);

export { ocsEngine, SCENARIOS } from './ocs';
