/** The FUBAR parts fetched after the table screen's code, in one chunk (./later.ts). */
export { NewGameOptions, RosterTool } from './Rosters';
export { Volley } from './Volley';
export { Allocate } from './Allocate';
