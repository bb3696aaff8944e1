/**
 * The OCS parts fetched after the game screen's code (../later.tsx): the calculator, the new-game chart editor and
 * the chart shown in a game (./ChartEditor.tsx), one chunk, fetched in idle time once a game's first screen is up
 * (src/ui/systems.ts), or by a part asked for before that; with them the engine's checks (machines/ocs/checks.ts,
 * which the chart editor's chunk shares), so that a player's move seldom waits for them (src/app/systems/ocs.ts).
 */
import { laterPart } from '../later';
import { loadOcsChecks } from '../../app/systems/ocs';

const parts = laterPart(() => Promise.all([import('./parts'), loadOcsChecks()]).then(([m]) => m));

/** Fetch the parts' chunk (idempotent; after a failure, the next call tries again). */
export const preloadLater = parts.preload;
export const preloadLaterWhenIdle = parts.preloadWhenIdle;
export const Calculator = parts.component<Record<string, never>>('Calculator', (m) => m.Calculator);
export const NewGameOptions = parts.component('NewGameOptions', (m) => m.NewGameOptions);
export const ChartView = parts.component('ChartView', (m) => m.ChartView);
