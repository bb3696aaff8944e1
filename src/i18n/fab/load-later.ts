/**
 * The words of the FAB parts fetched after the game screen (the combat round's panel, the map key, the log tab...:
 * ../../ui/fab/later.tsx), one language at a time. Registered when the FAB screen's code arrives, not with the home
 * screen (./load.ts): a language switch before then has nothing of these to fetch, and the parts ask for the
 * player's language when they load.
 */
import { lang, loadLang, perLang, registerLoader } from '../registry';

const later = perLang({
  en: () => import('./later-en').then((m) => m.laterEn),
  es: () => import('./later-es').then((m) => m.laterEs),
  fr: () => import('./later-fr').then((m) => m.laterFr),
});

registerLoader('fab', later, 'fab/later');

/** The player's language of the strings of the parts fetched after the game screen (../../ui/fab/later.tsx),
 * awaited with their chunk. */
export const laterStringsReady = (): Promise<void> => loadLang(lang.value, ['fab/later']);
