/** FAB combat (6.0): the round's rules, success numbers, odds, retreats and morale, as pure functions. */
export * from './types';
export * from './table';
export * from './odds';
export * from './morale';
export * from './retreat';
export * from './general';
export * from './round';
export * from './from-game';
export * from './assistant';
export * from './view';
