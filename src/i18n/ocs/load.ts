/**
 * The OCS strings as the app loads them: only the player's language, fetched alongside the screen's code and
 * awaited with it (src/ui/systems.ts); another language when the player switches (src/i18n/index.ts). Tests and
 * scripts import ../ocs.ts, all three languages at once.
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

registerLoader('ocs', words);

/** The player's language of the OCS strings (idempotent; after a failed fetch, tries again). */
export const stringsReady = (): Promise<void> => loadLang(lang.value, ['ocs']);
