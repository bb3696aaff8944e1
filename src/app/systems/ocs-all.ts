/**
 * The OCS engine with its checks at once (./ocs.ts fetches them when a game first needs them): for tests
 * (tests/setup.ts), scripts and the command line. Importing this module is what provides them.
 */
import * as checks from '../../../machines/ocs/checks';
import { ocsChecks } from '../../../machines/ocs/checks-slot';

ocsChecks.provide(checks);

export { ocsEngine } from './ocs';
