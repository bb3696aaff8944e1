/**
 * The words of the FUBAR parts fetched after the table screen (the roster builder and the new-game form's rosters, the
 * shooting and allocation panels: ../../ui/fubar/later.ts), one language at a time. Registered when the FUBAR screen's
 * code arrives, not with the home screen (./load.ts): a language switch before then has nothing of these to fetch, and
 * the parts ask for the player's language when they load.
 */
import { lang, loadLang, perLang, registerLoader } from '../registry';

const later = perLang({
  en: () => import('./later-en').then((m) => m.laterEn),
  es: () => import('./later-es').then((m) => m.laterEs),
  fr: () => import('./later-fr').then((m) => m.laterFr),
});

registerLoader('fubar', later, 'fubar/later');

/** The player's language of the strings of the parts fetched after the table screen, awaited with their chunk. */
export const laterStringsReady = (): Promise<void> => loadLang(lang.value, ['fubar/later']);
