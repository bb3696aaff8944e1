/**
 * The OCS movement phase as the runner loads it: the engine (machines/ocs) joined with the shipped scenario
 * (src/scenarios/ocs/demo). The engine's checks (machines/ocs/checks.ts: valibot, the event, snapshot, scenario and
 * chart schemas) and the shipped scenario's body are a chunk of their own (issue 30): a stored game opened from its
 * snapshot cache (which holds its map and units) is drawn without them; they are fetched after its first drawing
 * (src/ui/ocs/later.ts), before a player's move is applied, for a game set up from the start, a new game or an
 * import (`ocsEngine.prepare`, or the engine's `PartMissing`). Tests and scripts have them at once (./ocs-all.ts).
 */
import { createOcsEngine } from '../../../machines/ocs/engine';
import { ocsChecks, type OcsChecks } from '../../../machines/ocs/checks-slot';
import { fetchOnce } from '../../../machines/part-slot';
import type { OcsScenarioData } from '../../rules/ocs/phase';
import { scenarios } from '../../scenarios/ocs';

const shipped: Record<string, OcsScenarioData> = {};
const once = fetchOnce();

/** The shipped scenarios' bodies by id, once fetched (with the checks). */
export const SCENARIOS: Readonly<Record<string, OcsScenarioData>> = shipped;

/** Hand over the checks and the shipped scenarios' bodies (here at once: ./ocs-all.ts; fetched: `loadOcsChecks`). */
export function provideOcsParts(checks: OcsChecks, bodies: readonly OcsScenarioData[]): void {
  for (const b of bodies) shipped[b.id] = b;
  ocsChecks.provide(checks);
}

/** Fetch the engine's checks and the shipped scenarios once (a failed fetch is tried again on the next call). */
export function loadOcsChecks(): Promise<void> {
  if (ocsChecks.peek() && Object.keys(shipped).length > 0) return Promise.resolve();
  return once('checks', () =>
    Promise.all([import('../../../machines/ocs/checks'), import('../../scenarios/ocs/demo')]).then(([checks, demo]) =>
      provideOcsParts(checks, [demo.demoScenario]),
    ),
  );
}

export const ocsEngine = createOcsEngine(
  shipped,
  loadOcsChecks,
  scenarios.map((s) => s.id),
);
export default ocsEngine;
