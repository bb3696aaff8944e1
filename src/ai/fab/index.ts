/** The FAB opponent (issues 17, 29): pure TypeScript, no DOM; runs in Node, tests and a Web Worker. Its one input
 * is its side's view (`OpponentView`). */
export { decide, LEVELS, LEVEL_PARAMS, type Decision, type DecideOptions, type Level } from './decide';
export { opponentView, type OpponentView } from './input';
export { sampleWorld } from './world';
export { utility, projected } from './evaluate';
export { makeRng } from './rng';
