/**
 * The OCS movement phase as the runner loads it: the engine (machines/ocs) joined with the shipped scenario
 * (src/scenarios/ocs/demo). The engine's checks (machines/ocs/checks.ts: valibot, the event, snapshot, scenario and
 * chart schemas), its phase chart (machines/ocs/chart-part.ts, with xstate) and the shipped scenario's body are a
 * later part (issue 30): a stored game opened from its snapshot cache (which holds its map and units) is drawn
 * without them; they are fetched after its first drawing
 * (src/ui/ocs/later.ts), before a player's move is applied, for a game set up from the start, a new game or an
 * import (`ocsEngine.prepare`, or the engine's `PartMissing`). Tests and scripts have them at once (./ocs-all.ts).
 */
import { createOcsEngine } from '../../../machines/ocs/engine';
import { ocsChecks, type OcsChecks } from '../../../machines/ocs/checks-slot';
import { ocsChart, type OcsChart } from '../../../machines/ocs/chart-slot';
import { fetchOnce } from '../../../machines/part-slot';
import type { OcsScenarioData } from '../../rules/ocs/phase';
import { scenarios } from '../../scenarios/ocs';

const shipped: Record<string, OcsScenarioData> = {};
const once = fetchOnce();

/** The shipped scenarios' bodies by id, once fetched (with the checks). */
export const SCENARIOS: Readonly<Record<string, OcsScenarioData>> = shipped;

/** Hand over the checks, the phase chart and the shipped scenarios' bodies (here at once: ./ocs-all.ts; fetched:
 * `loadOcsChecks`). */
export function provideOcsParts(checks: OcsChecks, chart: OcsChart, bodies: readonly OcsScenarioData[]): void {
  for (const b of bodies) shipped[b.id] = b;
  ocsChart.provide(chart);
  ocsChecks.provide(checks);
}

/** Fetch the engine's checks, its phase chart and the shipped scenarios once (a failed fetch is tried again on the
 * next call). */
export function loadOcsChecks(): Promise<void> {
  if (ocsChecks.peek() && ocsChart.peek() && Object.keys(shipped).length > 0) return Promise.resolve();
  return once('checks', () =>
    Promise.all([
      import('../../../machines/ocs/checks'),
      import('../../../machines/ocs/chart-part'),
      import('../../scenarios/ocs/demo'),
    ]).then(([checks, chart, demo]) => provideOcsParts(checks, chart, [demo.demoScenario])),
  );
}

export const ocsEngine = createOcsEngine(
  shipped,
  loadOcsChecks,
  scenarios.map((s) => s.id),
);
export default ocsEngine;
