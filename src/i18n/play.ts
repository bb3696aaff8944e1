/**
 * Strings for play at the table: replay and review, the screen wake lock, notes and clocks, a move not stored. The
 * app fetches one language of them with the screens but home (./screens/load.ts, with `core` strings of those
 * screens in the same module, ./screens/en.ts...); this module holds all three at once and registers them, for
 * tests and scripts.
 */
import { register, type Namespace } from './registry';
import { play as en } from './screens/en';
import { play as es } from './screens/es';
import { play as fr } from './screens/fr';
import { play as laterEn } from './screens/later-en';
import { play as laterEs } from './screens/later-es';
import { play as laterFr } from './screens/later-fr';

/** The keys of this namespace (the English dictionary is the reference; see ./keys.ts). */
export type Key = keyof typeof en | keyof typeof laterEn;

export const messages: Namespace = {
  en: { ...en, ...laterEn },
  es: { ...es, ...laterEs },
  fr: { ...fr, ...laterFr },
};

register('play', messages);
