/**
 * The strings of every screen but home, as the app loads them: the game screens' (./en.ts, es.ts, fr.ts: `core` and
 * `play` keys; those of the record's notices and the replay in ./later-en.ts..., loaded by ./load-later.ts) and the others' (./more-en.ts...:
 * settings, backup, the new-game form), only the player's language,
 * fetched alongside a screen's code and awaited with it (src/ui/screens.ts), and after the home screen's first paint
 * with the refusal sentences (`laterStringsReady`, src/i18n/index.ts); another language when the player switches.
 * Tests and scripts import ../screens.ts and ../play.ts, all three languages at once.
 */
import { lang, loadLang, perLang, registerLoader } from '../registry';

const part = perLang({
  en: () => import('./en'),
  es: () => import('./es'),
  fr: () => import('./fr'),
});

const more = perLang({
  en: () => import('./more-en').then((m) => m.more),
  es: () => import('./more-es').then((m) => m.more),
  fr: () => import('./more-fr').then((m) => m.more),
});

registerLoader('core', (l) => part(l).then((m) => m.core), 'core/screens');
registerLoader('play', (l) => part(l).then((m) => m.play), 'play');
registerLoader('core', more, 'core/more');

/** Take-back by agreement's strings (issue 27, ../tb/en.ts...), needed by its panels and the FAB log: a FAB game
 * fetches them with the panels (src/ui/game/host-parts.tsx), the replay screen with its own strings. */
const takeBack = perLang({
  en: () => import('../tb/en').then((m) => m.tbEn),
  es: () => import('../tb/es').then((m) => m.tbEs),
  fr: () => import('../tb/fr').then((m) => m.tbFr),
});
registerLoader('tb', takeBack, 'tb');

/** The player's language of the game screens' strings (idempotent; after a failed fetch, tries again). */
export const screenStringsReady = (): Promise<void> => loadLang(lang.value, ['core/screens', 'play']);

/** The player's language of take-back's strings (FAB games, the replay screen). */
export const takeBackStringsReady = (): Promise<void> => loadLang(lang.value, ['tb']);

/** The player's language of the other screens' strings (settings, backup, the new-game form...), with the game
 * screens'. */
export const moreStringsReady = (): Promise<void> => loadLang(lang.value, ['core/screens', 'play', 'core/more']);
