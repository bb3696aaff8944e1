/**
 * The OCS movement phase as the runner loads it: the engine (machines/ocs) joined with the shipped scenario
 * (src/scenarios/ocs/demo), which loads with this chunk (src/app/engine-loaders.ts).
 */
import { createOcsEngine } from '../../../machines/ocs/engine';
import type { OcsScenarioData } from '../../rules/ocs/phase';
import { demoScenario } from '../../scenarios/ocs/demo';

export const SCENARIOS: Readonly<Record<string, OcsScenarioData>> = { [demoScenario.id]: demoScenario };
export const ocsEngine = createOcsEngine(SCENARIOS);
export default ocsEngine;
