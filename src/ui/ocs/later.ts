/**
 * The OCS parts fetched after the game screen's code (../later.tsx): the calculator, the new-game chart editor and
 * the chart shown in a game (./ChartEditor.tsx), one chunk, fetched in idle time once a game's first screen is up
 * (src/ui/systems.ts), or by a part asked for before that.
 */
import { laterPart } from '../later';

const parts = laterPart(() => import('./parts'));

/** Fetch the parts' chunk (idempotent; after a failure, the next call tries again). */
export const preloadLater = parts.preload;
export const preloadLaterWhenIdle = parts.preloadWhenIdle;
export const Calculator = parts.component<Record<string, never>>('Calculator', (m) => m.Calculator);
export const NewGameOptions = parts.component('NewGameOptions', (m) => m.NewGameOptions);
export const ChartView = parts.component('ChartView', (m) => m.ChartView);
