/**
 * The FUBAR system as the runner loads it: the engine (machines/fubar) joined with the shipped scenarios'
 * rosters (src/scenarios/fubar/presets), which load with this chunk (src/app/engine-loaders.ts).
 */
import { createFubarEngine } from '../../../machines/fubar/engine';
import { presetSetup } from '../../scenarios/fubar/presets';

export const fubarEngine = createFubarEngine(presetSetup);
export default fubarEngine;
