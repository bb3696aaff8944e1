/**
 * The FAB combat round (6.2) as pure functions over a plain `RoundState`. The statechart in
 * machines/fab/combat-round.ts decides *when* each of these may happen (which step of 6.21-6.29 the
 * round is in); these functions decide *whether* the request is legal and *what it does*. Each returns
 * the whole new state or a Rejection citing the rule, never a half-applied state.
 *
 * The round is split by step into the modules re-exported here: round-state (the state and helpers),
 * round-start (6.2, 6.21), retreat-plan, assets (6.22/6.23), point-units (6.24), fire (6.25-6.28),
 * allocation (6.4, 6.33, 6.5), exploitation (6.8) and round-result (6.29).
 */
export {
  type Allocation,
  type AssetInRound,
  type ExploitationStatus,
  FIRE_STEP_RULE,
  type FireStep,
  type LogEntry,
  type RoundState,
  type UnitInRound,
  activeBattleAssets,
  activeUnits,
  currentQuality,
} from './round-state';
export { createRound, isRoadblockOnly, reinforce } from './round-start';
export { type Destinations, planRetreat, retreatChoices, withdraw } from './retreat-plan';
export { assignAssets } from './assets';
export { designatePoint, pointCandidates, pointNeeded, revealAll } from './point-units';
export {
  FIRING_SIDE,
  type OddsPreview,
  type PlannedDie,
  type StepOdds,
  canRoll,
  fire,
  plannedDice,
  previewOdds,
  stepOdds,
} from './fire';
export {
  abort,
  absorbByDisorder,
  absorbByRetreat,
  allocationDone,
  attackerGone,
  canAbort,
  canAbsorbByDisorder,
  canAbsorbByRetreat,
  defenderGone,
  engineerRemovesDefences,
  legalStepLossTargets,
  stepLoss,
  unitsInArea,
} from './allocation';
export { declineExploitation, exploit, exploitationArises, exploitationCandidates } from './exploitation';
export { type RoundResult, type UnitOutcome, roundResult } from './round-result';
