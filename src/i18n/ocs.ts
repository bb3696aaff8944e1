/**
 * Strings of the OCS movement-phase screens and calculator (en, es, fr: same keys). Each language is its own module (./ocs/en.ts, es.ts, fr.ts) so the app fetches
 * only the player's language (./ocs/load.ts, awaited with the screen's code by src/ui/systems.ts); this module
 * holds all three at once and registers them, for tests and scripts.
 */
import { register, type Namespace } from './registry';
import { en } from './ocs/en';
import { es } from './ocs/es';
import { fr } from './ocs/fr';

/** The keys of this namespace (the English dictionary is the reference; see ./keys.ts). */
export type Key = keyof typeof en;

export const messages: Namespace = { en, es, fr };

register('ocs', messages);
