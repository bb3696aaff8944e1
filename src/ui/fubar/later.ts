/**
 * The FUBAR parts fetched after the table screen's code (../later.tsx): the roster builder and the new-game form's
 * rosters (./Rosters.tsx), and the shooting and allocation panels (./Volley.tsx, ./Allocate.tsx), one chunk with its
 * words (src/i18n/fubar/later-en.ts...),
 * fetched in idle time once a game's first screen is up (src/ui/systems.ts), or by a part asked for before that;
 * with them the engine's checks (machines/fubar/checks.ts, which the roster builder's chunk shares), so that a
 * player's move seldom waits for them (src/app/systems/fubar.ts).
 */
import { laterPart } from '../later';
import { laterStringsReady } from '../../i18n/fubar/load-later';
import { loadFubarChecks } from '../../app/systems/fubar';

// the parts' chunk with their words in the player's language (src/i18n/fubar/load-later.ts)
const parts = laterPart(() =>
  Promise.all([import('./parts-later'), laterStringsReady(), loadFubarChecks()]).then(([m]) => m),
);

/** Fetch the parts' chunk (idempotent; after a failure, the next call tries again). */
export const preloadLater = parts.preload;
export const preloadLaterWhenIdle = parts.preloadWhenIdle;
export const NewGameOptions = parts.component('NewGameOptions', (m) => m.NewGameOptions);
export const RosterTool = parts.component<Record<string, never>>('RosterTool', (m) => m.RosterTool);
export const Volley = parts.component('Volley', (m) => m.Volley);
export const Allocate = parts.component('Allocate', (m) => m.Allocate);
