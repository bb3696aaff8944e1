/**
 * FUBAR screens' strings (en, es, fr: same keys). Each language is its own module (./fubar/en.ts, es.ts, fr.ts, and
 * the refusal sentences `err.*` in ./fubar/err-en.ts..., the words of the parts fetched after the screen in
 * ./fubar/later-en.ts...) so the app fetches only the player's language
 * (./fubar/load.ts, awaited with the screen's code by src/ui/systems.ts); this module holds all three at once and
 * registers them, for tests and scripts.
 */
import { register, type Namespace } from './registry';
import { en } from './fubar/en';
import { es } from './fubar/es';
import { fr } from './fubar/fr';
import { errEn } from './fubar/err-en';
import { errEs } from './fubar/err-es';
import { errFr } from './fubar/err-fr';
import { laterEn } from './fubar/later-en';
import { laterEs } from './fubar/later-es';
import { laterFr } from './fubar/later-fr';

/** The keys of this namespace (the English dictionary is the reference; see ./keys.ts). */
export type Key = keyof typeof en | keyof typeof errEn | keyof typeof laterEn;

export const messages: Namespace = {
  en: { ...en, ...laterEn, ...errEn },
  es: { ...es, ...laterEs, ...errEs },
  fr: { ...fr, ...laterFr, ...errFr },
};

register('fubar', messages);
