/**
 * The strings only the game screens' later parts show (./later-en.ts...: the record's notices, the replay screen), one
 * language at a time. Registered when one of those parts is fetched (src/ui/game/host-parts.tsx, src/ui/screens.ts),
 * not with the home screen (./load.ts): a language switch before then has nothing of these to fetch.
 */
import { lang, loadLang, perLang, registerLoader } from '../registry';

/** The strings only the game screens' later parts show (the record's notices, the replay screen). */
const laterPart = perLang({
  en: () => import('./later-en'),
  es: () => import('./later-es'),
  fr: () => import('./later-fr'),
});

registerLoader('core', (l) => laterPart(l).then((m) => m.core), 'core/screens-later');
registerLoader('play', (l) => laterPart(l).then((m) => m.play), 'play/later');

/** The player's language of the strings only the game screens' later parts show: the record's notices
 * (src/ui/game/host-parts.tsx) and the replay screen (src/ui/screens.ts), each awaited with its code. */
export const laterScreenStringsReady = (): Promise<void> => loadLang(lang.value, ['core/screens-later', 'play/later']);
