/** The FAB opponent (issue 17): pure TypeScript, no DOM; runs in Node, tests and a Web Worker. */
export { decide, LEVELS, LEVEL_PARAMS, type Decision, type DecideOptions, type Level } from './decide';
export { sideView } from './view';
export { sampleWorld } from './determinize';
export { evaluate } from './evaluate';
export { makeRng } from './rng';
