/**
 * The OCS movement phase as the runner loads it: the engine (machines/ocs) joined with the shipped scenario
 * (src/scenarios/ocs/demo), which loads with this chunk (src/app/engine-loaders.ts). The engine's checks
 * (machines/ocs/checks.ts: valibot, the event, snapshot, scenario and chart schemas) are a chunk of their own
 * (issue 30): a stored game is drawn without them; they are fetched after its first drawing (src/ui/ocs/later.ts),
 * before a player's move is applied, and for a new game or an import (`ocsEngine.prepare`). Tests and scripts have
 * them at once (./ocs-all.ts).
 */
import { createOcsEngine } from '../../../machines/ocs/engine';
import { ocsChecks } from '../../../machines/ocs/checks-slot';
import type { OcsScenarioData } from '../../rules/ocs/phase';
import { demoScenario } from '../../scenarios/ocs/demo';

let pending: Promise<void> | null = null;

/** Fetch the engine's checks once (a failed fetch is tried again on the next call). */
export function loadOcsChecks(): Promise<void> {
  if (ocsChecks.peek()) return Promise.resolve();
  if (!pending) {
    pending = import('../../../machines/ocs/checks').then((m) => ocsChecks.provide(m));
    pending.catch(() => {
      pending = null;
    });
  }
  return pending;
}

export const SCENARIOS: Readonly<Record<string, OcsScenarioData>> = { [demoScenario.id]: demoScenario };
export const ocsEngine = createOcsEngine(SCENARIOS, loadOcsChecks);
export default ocsEngine;
