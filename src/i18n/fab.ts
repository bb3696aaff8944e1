/**
 * FAB screens' strings: game screen, combat round, combat assistant, new-game options (same keys in en, es, fr).
 * Each language is its own module (./fab/en.ts, es.ts, fr.ts, and the refusal sentences `err.*` in
 * ./fab/err-en.ts...) so the app fetches only the player's language (./fab/load.ts, imported by the FAB screen);
 * this module holds all three at once, for tests and scripts.
 */
import { register, type Namespace } from './index';
import { en } from './fab/en';
import { es } from './fab/es';
import { fr } from './fab/fr';
import { errEn } from './fab/err-en';
import { errEs } from './fab/err-es';
import { errFr } from './fab/err-fr';

/** The keys of this namespace (the English dictionary is the reference; see ./keys.ts). */
export type Key = keyof typeof en | keyof typeof errEn;

export const messages: Namespace = { en: { ...en, ...errEn }, es: { ...es, ...errEs }, fr: { ...fr, ...errFr } };

register('fab', messages);
