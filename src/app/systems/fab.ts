/**
 * The FAB system as the runner loads it: the engine (machines/fab) joined with its shipped scenarios and the
 * scenario checks (src/scenarios/fab). This module is the FAB chunk's entry (src/app/engine-loaders.ts), so
 * the scenario bodies load with the system, never inside the engine and never with the home screen.
 */
import { createFabEngine } from '../../../machines/fab/engine';
import type { FabScreenView } from '../../../machines/fab/view';
import type { Engine, GameEvent } from '../../rules/common/engine';
import type { FabState } from '../../rules/fab/types';
import { check } from '../../rules/common/checked';
import { fabScenarios } from '../../scenarios/fab/data';
import { CombatTableSchema, validateFabScenario } from '../../scenarios/fab/schema';

/** 6.4 an edited combat table (rules option): refused with the path of its first bad field. */
const checkCombatTable = (raw: unknown) =>
  check(CombatTableSchema, raw, 'scenario', 'Rules option', 'options.combatTable');

export const fabEngine = createFabEngine({ shipped: fabScenarios, validate: validateFabScenario, checkCombatTable });

/**
 * The same engine as the runner holds it, for events read back from a stored record or an imported file: those
 * are typed only as `GameEvent`, and `apply` checks each against the FAB event schema (a malformed one is
 * refused with its bad field and changes nothing). Code that builds an event uses `fabEngine`, typed on
 * `FabEvent`, so a misspelled type or a missing field does not compile.
 */
export const fabRecordEngine: Engine<FabState, GameEvent, FabScreenView> = fabEngine;
export default fabEngine;
