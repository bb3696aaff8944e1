/**
 * The FAB parts fetched after the first paint (./parts.ts, one chunk: ../later.tsx), as components with the same
 * props. Once the chunk is here a part renders at once, in the same render as its screen (no "appears a moment
 * later"): the chunk is fetched in idle time right after a game's first screen shows (`preloadLaterWhenIdle`,
 * called by ../systems.ts), long before a player can reach the map key, the log or the end of the game. A part
 * needed before that (a game opened on its victory screen, the new-game form) asks for the chunk itself and shows
 * "Loading" for that moment; a fetch that fails says so.
 */
import { laterPart } from '../later';
import { laterStringsReady } from '../../i18n/fab/load-later';
import { loadCombatRules, loadFabChecks } from '../../app/systems/fab';
import { preloadLooked, preloadLookedWhenIdle } from './Summary';

// the parts' chunk with their words in the player's language (src/i18n/fab/load-later.ts); the combat assistant
// runs rounds with the engine's combat rules; with them the engine's checks, so that a player's move seldom waits
// for them (issue 30: src/app/systems/fab.ts)
const parts = laterPart(() =>
  Promise.all([import('./parts'), laterStringsReady(), loadCombatRules(), loadFabChecks()]).then(([m]) => m),
);

/** The combat round's panel, a chunk of its own, with the engine's combat rules (issue 30: they arrive after the
 * engine): a game opened on a round waits for them alone (./index.tsx); any other fetches them in idle time after
 * its first paint, long before its first battle (a battle declared before they came waits for them: the runner). */
const combat = laterPart(() =>
  Promise.all([import('./Combat'), laterStringsReady(), loadCombatRules()]).then(([m]) => m),
);
export const preloadCombat = combat.preload;

/** The guided first turn of the teaching scenario, a chunk of its own: a game the guide may speak in waits for it
 * (./index.tsx), any other never fetches it until then. Its words are in the later strings (issue 30). */
const guide = laterPart(() => Promise.all([import('./Guide'), laterStringsReady()]).then(([m]) => m));
export const preloadGuide = guide.preload;
export const Guide = guide.component('Guide', (m) => m.Guide);

/** The choice panel of administration, reinforcement and a stacking retreat (4.1-4.35, 5.1, 8.25-8.33), a chunk of
 * its own with its words (issue 30): a game opened where the side to act has such a choice waits for it
 * (./index.tsx); any other fetches it in idle time after its first paint. */
const choices = laterPart(() => Promise.all([import('./Choices'), laterStringsReady()]).then(([m]) => m));
export const preloadChoices = choices.preload;
export const ChoicePanel = choices.component('ChoicePanel', (m) => m.ChoicePanel);

/** A solo game's part (./solo-part.ts: the app's turns and their bar), awaited before a solo game's first paint
 * (./index.tsx); `soloPart()` is the part once here. */
let soloMod: typeof import('./solo-part') | null = null;
const solo = laterPart(() => import('./solo-part').then((m) => (soloMod = m)));
export const preloadSolo = solo.preload;
export const soloPart = () => soloMod;
export const OpponentBar = solo.component('OpponentBar', (m) => m.OpponentBar);

/** Fetch the new-game form's parts (the options and solo forms are in the parts' chunk). */
export const preloadParts = parts.preload;

/** Fetch the parts' chunks (idempotent; after a failure, the next call tries again). */
export const preloadLater = () =>
  Promise.all([parts.preload(), combat.preload(), guide.preload(), choices.preload(), preloadLooked()]).then(
    ([m]) => m,
  );

/** Fetch the parts once the browser is idle after the screen just rendered. */
export const preloadLaterWhenIdle = (): void => {
  parts.preloadWhenIdle();
  combat.preloadWhenIdle();
  choices.preloadWhenIdle();
  preloadLookedWhenIdle();
};

export const CombatAssistant = parts.component<Record<string, never>>('CombatAssistant', (m) => m.CombatAssistant);
export const FabOptionsForm = parts.component('FabOptionsForm', (m) => m.FabOptionsForm);
export const SoloForm = parts.component('SoloForm', (m) => m.SoloForm);
export const MapKey = parts.component('MapKey', (m) => m.MapKey);
export const Log = parts.component('Log', (m) => m.Log);
export const Victory = parts.component('Victory', (m) => m.Victory);
export const TurnPanel = parts.component('TurnPanel', (m) => m.TurnPanel);
export const UnitCard = parts.component('UnitCard', (m) => m.UnitCard);
export const CombatPanel = combat.component('CombatPanel', (m) => m.CombatPanel);
