/**
 * Strings of the OCS movement-phase screens and calculator (en, es, fr: same keys). Each language is its own module
 * (./ocs/en.ts, es.ts, fr.ts, and the refusal sentences `err.*` in ./ocs/err-en.ts...) so the app fetches only the
 * player's language (./ocs/load.ts, awaited with the screen's code by src/ui/systems.ts); this module holds all
 * three at once and registers them, for tests and scripts.
 */
import { register, type Namespace } from './registry';
import { en } from './ocs/en';
import { es } from './ocs/es';
import { fr } from './ocs/fr';
import { errEn } from './ocs/err-en';
import { errEs } from './ocs/err-es';
import { errFr } from './ocs/err-fr';

/** The keys of this namespace (the English dictionary is the reference; see ./keys.ts). */
export type Key = keyof typeof en | keyof typeof errEn;

export const messages: Namespace = {
  en: { ...en, ...errEn },
  es: { ...es, ...errEs },
  fr: { ...fr, ...errFr },
};

register('ocs', messages);
