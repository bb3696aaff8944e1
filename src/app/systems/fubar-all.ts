/**
 * The FUBAR engine with its checks and the shipped rosters at once (./fubar.ts fetches them when a game first needs
 * them): for tests (tests/setup.ts), scripts and the command line. Importing this module is what provides them.
 */
import * as checks from '../../../machines/fubar/checks';
import * as rosters from '../../scenarios/fubar/presets';
import { provideFubarParts } from './fubar';

provideFubarParts(checks, rosters);

export { fubarEngine } from './fubar';
