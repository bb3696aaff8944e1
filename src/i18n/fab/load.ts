/**
 * The FAB strings as the app loads them: only the player's language, fetched with the FAB screen and awaited
 * before it shows (src/ui/systems.ts: not a top-level await, which would make Rollup split the home bundle);
 * another language is fetched when the player switches (src/i18n/index.ts). Tests and scripts import
 * ../fab.ts, all three languages at once.
 */
import { loadLang, registerLoader, type Lang, type Messages } from '../index';

const load = (l: Lang): Promise<Messages> => {
  switch (l) {
    case 'en':
      return import('./en').then((m) => m.en);
    case 'es':
      return import('./es').then((m) => m.es);
    case 'fr':
      return import('./fr').then((m) => m.fr);
  }
};

registerLoader('fab', load);

/** The player's language of the FAB strings (idempotent; after a failed fetch, tries again). */
export const stringsReady = (): Promise<void> => loadLang();
