/**
 * The FUBAR strings as the app loads them: only the player's language, fetched alongside the screen's code and
 * awaited with it (src/ui/systems.ts); the refusal sentences (`err.*`, ./err-en.ts...) are fetched at the same time
 * but not awaited (until they arrive a refusal reads in the engine's English), as FAB's (../fab/load.ts); another
 * language when the player switches (src/i18n/index.ts). Tests and scripts import ../fubar.ts, all three languages
 * at once.
 */
import { lang, loadLang, registerLoader, type Lang, type Messages } from '../registry';

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

registerLoader('fubar', words);
registerLoader('fubar', refusals, 'fubar/err');

/** The player's language of the FUBAR screen's words (idempotent; after a failed fetch, tries again); the refusal
 * sentences start on their way too. */
export const stringsReady = (): Promise<void> => {
  loadLang(lang.value, ['fubar/err']).catch(() => undefined);
  return loadLang(lang.value, ['fubar']);
};
