/**
 * 5.x stacking and movement, 7.2 reaction and 7.3 penetration movement, as pure functions.
 * Units move one area at a time (MOVE_STEP) so that the 5.35d bridge opportunity can interrupt a move; a whole
 * path (MOVE_ALONG) is checked at once and then taken step by step by the turn chart (`moveAlong`, `stepAlong`).
 */
export * from './move/steps';
export * from './move/bridges';
export * from './move/stand';
export * from './move/reach';
export * from './move/path';
