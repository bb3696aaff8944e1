/**
 * Where the engine finds the combat round's rules (./combat-rules.ts), which arrive after the rest of the engine
 * (issue 30). Every use is behind a round in progress (`holder(s)`) or a combat being declared, and a game reaches
 * either only once the part is here: the runner fetches it before it opens a game that has fought (`fabPartsFor`),
 * and when a move needs it first, `combatRules()` says so with `PartMissing` and the runner waits for it, then
 * applies the move (src/app/session.ts `dispatch`).
 */
import { PartMissing } from '../../src/rules/common/engine';

export type CombatRules = typeof import('./combat-rules');

/** The name of the part in `PartMissing` and `EngineNeed.missing`. */
export const COMBAT_PART = 'FAB combat rules';

let rules: CombatRules | null = null;

/** Hand the engine the combat rules (null: take them away again, for tests of a page that has not fetched them). */
export function provideCombatRules(r: CombatRules | null): void {
  rules = r;
}

export function hasCombatRules(): boolean {
  return rules !== null;
}

/** The combat rules, or `PartMissing` when they have not arrived. */
export function combatRules(): CombatRules {
  if (!rules) throw new PartMissing(COMBAT_PART);
  return rules;
}
