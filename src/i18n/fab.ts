/**
 * FAB screens' strings: game screen, combat round, combat assistant, new-game options (same keys in en, es, fr).
 * Each language is its own module (./fab/en.ts, es.ts, fr.ts, and the refusal sentences `err.*` in
 * ./fab/err-en.ts...) so the app fetches only the player's language (./fab/load.ts, imported by the FAB screen);
 * this module holds all three at once (with the standing orders' and solo play's), for tests and scripts.
 */
import { register, type Namespace } from './registry';
import { en } from './fab/en';
import { es } from './fab/es';
import { fr } from './fab/fr';
import { errEn } from './fab/err-en';
import { errEs } from './fab/err-es';
import { errFr } from './fab/err-fr';
import { laterEn } from './fab/later-en';
import { laterEs } from './fab/later-es';
import { laterFr } from './fab/later-fr';
// the standing orders' and solo play's strings come with the FAB words in the app (./fab/load.ts): here too
import './orders';
import './solo';

/** The keys of this namespace (the English dictionary is the reference; see ./keys.ts). */
export type Key = keyof typeof en | keyof typeof errEn | keyof typeof laterEn;

export const messages: Namespace = {
  en: { ...en, ...laterEn, ...errEn },
  es: { ...es, ...laterEs, ...errEs },
  fr: { ...fr, ...laterFr, ...errFr },
};

register('fab', messages);
