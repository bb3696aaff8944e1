/**
 * OCS movement: the cost of each hex entered (./move/costs.ts), and reachable hexes, paths and moves
 * (./move/reach.ts).
 */
export * from './move/costs';
export * from './move/reach';
