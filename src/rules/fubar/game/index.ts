/**
 * FUBAR turn operations over the game state, by topic as the one-page rules order them. Each operation takes
 * the state and an event's payload and returns the whole new state or a Rejection naming the topic that
 * forbids it; the turn statechart (machines/fubar/turn.ts) decides when each may happen and calls these.
 * This index re-exports what the chart, the engine and the screens use; the helpers stay inside.
 */
export type { ActivatePayload, ShootPayload, Shot, ShotMode } from './types';
export {
  alive,
  canFire,
  everyUnitTried,
  gameDecided,
  isEngaged,
  isOut,
  mayTry,
  meleeToFight,
  shotModeFor,
  sideMayTry,
  sideStanding,
  suppressedCount,
  unitOf,
  weaponAllowed,
} from './units';
export { endGame, nextTurn, rollInitiative, settleInitiative } from './initiative';
export { actionAssaults, actionFires, actionMoves, activate, chooseAction, endActivation } from './activation';
export { checkShots, overwatchFire, shoot } from './shooting';
export { crewUnitId } from './hits';
export { assault, fightMelee } from './melee';
export { allocateHits, chooseLostWeapon } from './owner';
