/**
 * The FAB combat round's rules and chart (6.2-6.8) as one part of the engine, fetched when a game first needs it
 * (issue 30: a chunk of its own, `fab-combat` in vite.config.ts). The engine's modules never import these: they ask
 * ./combat-part.ts, which holds this module once it is provided (src/app/systems/fab.ts fetches it; tests, scripts
 * and the opponent's worker have it at once through src/app/systems/fab-all.ts).
 */
export {
  applyCombatEvent,
  combatActor,
  combatResult,
  fireStepOf,
  inStep,
  isRoundOver,
  legalCombatEvents,
  startCombatRound,
  stepPath,
  stepRule,
} from './combat-round';
export { applyRoundResultToGame, roundSetupFromGame } from '../../src/rules/fab/combat/from-game';
export { plannedDice, pointCandidates, previewOdds, retreatChoices } from '../../src/rules/fab/combat/round';
export { FIRE_STEPS, viewOdds, viewRound } from '../../src/rules/fab/combat/view';
