export * from './result';
export * from './dice';
export * from './engine';
export * from './rulings';
