/**
 * The FUBAR system as the runner loads it: the engine (machines/fubar) joined with the shipped scenarios'
 * rosters (src/scenarios/fubar/presets). The engine's checks (machines/fubar/checks.ts: valibot, the event, snapshot
 * and set-up schemas, the roster check) and the rosters are a chunk of their own (issue 30): a stored game opened from
 * its snapshot cache is drawn without them; they are fetched after its first drawing (src/ui/fubar/later.ts), before
 * a player's move is applied, and for a game set up from the start, a new game or an import (`fubarEngine.prepare`).
 * Tests and scripts have them at once (./fubar-all.ts).
 */
import { createFubarEngine } from '../../../machines/fubar/engine';
import { fubarChecks, type FubarChecks } from '../../../machines/fubar/checks-slot';
import { fetchOnce } from '../../../machines/part-slot';
import { EVENT_CHECKS, PartMissing } from '../../rules/common/engine';

type Presets = typeof import('../../scenarios/fubar/presets');

let presets: Presets | null = null;
const once = fetchOnce();

/** Hand over the checks and the shipped rosters (here at once: ./fubar-all.ts; fetched: `loadFubarChecks`). */
export function provideFubarParts(checks: FubarChecks, rosters: Presets): void {
  presets = rosters;
  fubarChecks.provide(checks);
}

/** Fetch the engine's checks and the shipped rosters once (a failed fetch is tried again on the next call). */
export function loadFubarChecks(): Promise<void> {
  if (fubarChecks.peek() && presets) return Promise.resolve();
  return once('checks', () =>
    Promise.all([import('../../../machines/fubar/checks'), import('../../scenarios/fubar/presets')]).then(
      ([checks, rosters]) => provideFubarParts(checks, rosters),
    ),
  );
}

/** The rosters of a shipped scenario; they come with the checks (a game set up from the start needs both). */
function presetSetup(scenarioId: string): unknown {
  if (!presets) throw new PartMissing(EVENT_CHECKS);
  return presets.presetSetup(scenarioId);
}

export const fubarEngine = createFubarEngine(presetSetup, loadFubarChecks);
export default fubarEngine;
