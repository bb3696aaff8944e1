/** FAB series rules as pure functions (see each file for its sections). */
export * from './types';
export * from './board';
export * from './supply';
export * from './movement';
export * from './setup';
export * from './reinforcement';
export * from './special-actions';
export * from './admin';
export * from './supply-phase';
export * from './combat-phase';
export * from './view';
export * from './rulings';
export * from './stacking';
