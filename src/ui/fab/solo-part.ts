/**
 * A solo game's part of the FAB screen (issue 30: a chunk of its own, never fetched by a two-player game): the app's
 * turns (./opponent.ts, which talks to the opponent's worker) and the bar that shows them. A solo game's screen waits
 * for it before its first paint (./index.tsx prepareScreen).
 */
export { opponentTurns } from './opponent';
export { OpponentBar } from './OpponentBar';
