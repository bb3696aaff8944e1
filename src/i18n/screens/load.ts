/**
 * The strings of every screen but home (./en.ts, es.ts, fr.ts: `core` and `play` keys), as the app loads them: only
 * the player's language, fetched alongside a screen's code and awaited with it (src/ui/screens.ts), and after the
 * home screen's first paint with the refusal sentences (`laterStringsReady`, src/i18n/index.ts); another language
 * when the player switches. Tests and scripts import ../screens.ts and ../play.ts, all three languages at once.
 */
import { lang, loadLang, registerLoader, type Lang } from '../index';

type Part = typeof import('./en');

const part = (l: Lang): Promise<Part> => {
  switch (l) {
    case 'en':
      return import('./en');
    case 'es':
      return import('./es');
    case 'fr':
      return import('./fr');
  }
};

registerLoader('core', (l) => part(l).then((m) => m.core), 'core/screens');
registerLoader('play', (l) => part(l).then((m) => m.play), 'play');

/** The player's language of these strings (idempotent; after a failed fetch, tries again). */
export const screenStringsReady = (): Promise<void> => loadLang(lang.value, ['core/screens', 'play']);
