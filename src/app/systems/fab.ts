/**
 * The FAB system as the runner loads it: the engine (machines/fab) joined with its shipped scenarios and the
 * scenario checks (src/scenarios/fab). This module is the FAB chunk's entry (src/app/engine-loaders.ts), so
 * the scenario bodies load with the system, never inside the engine and never with the home screen.
 */
import * as v from 'valibot';
import { createFabEngine } from '../../../machines/fab/engine';
import { reject, type Rejection } from '../../rules/common/result';
import { fabScenarios } from '../../scenarios/fab/data';
import { CombatTableSchema, validateFabScenario } from '../../scenarios/fab/schema';

/** 6.4 an edited combat table (rules option): refused with the path of its first bad field. */
function checkCombatTable(raw: unknown): Rejection | null {
  const t = v.safeParse(CombatTableSchema, raw);
  if (t.success) return null;
  const issue = t.issues[0];
  const path = (issue.path ?? []).map((p) => (typeof p.key === 'number' ? `[${p.key}]` : `.${String(p.key)}`)).join('');
  return reject('scenario', `Rules option combatTable${path}: ${issue.message}`, 'scenario.invalid', {
    path: `options.combatTable${path}`,
  });
}

export const fabEngine = createFabEngine({ shipped: fabScenarios, validate: validateFabScenario, checkCombatTable });
export default fabEngine;
