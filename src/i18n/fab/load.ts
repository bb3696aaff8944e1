/**
 * The FAB strings as the app loads them: only the player's language. The screen's words are fetched alongside
 * the FAB screen's code and awaited with it (src/ui/systems.ts, in the home bundle, so the fetch does not wait
 * for the screen's code; not a top-level await, which would make Rollup split the home bundle); the refusal
 * sentences (`err.*`) are fetched at the same time but not awaited (until they arrive a refusal reads in the
 * engine's English). Another language is fetched when the player switches (src/i18n/index.ts). Tests and
 * scripts import ../fab.ts, all three languages at once.
 */
import { lang, loadLang, registerLoader, type Lang, type Messages } from '../index';

const words = (l: Lang): Promise<Messages> => {
  switch (l) {
    case 'en':
      return import('./en').then((m) => m.en);
    case 'es':
      return import('./es').then((m) => m.es);
    case 'fr':
      return import('./fr').then((m) => m.fr);
  }
};

const refusals = (l: Lang): Promise<Messages> => {
  switch (l) {
    case 'en':
      return import('./err-en').then((m) => m.errEn);
    case 'es':
      return import('./err-es').then((m) => m.errEs);
    case 'fr':
      return import('./err-fr').then((m) => m.errFr);
  }
};

registerLoader('fab', words);
registerLoader('fab', refusals, 'fab/err');

/** The player's language of the FAB screen's words (idempotent; after a failed fetch, tries again); the
 * refusal sentences start on their way too. */
export const stringsReady = (): Promise<void> => {
  loadLang(lang.value, ['fab/err']).catch(() => undefined);
  return loadLang(lang.value, ['fab']);
};
