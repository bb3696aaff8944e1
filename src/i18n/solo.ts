/**
 * Strings of FAB solo play (issue 17): the app as a side. The app fetches one language of
 * them with the FAB screen's words (they are in ./fab/en.ts, es.ts, fr.ts: ./fab/load.ts); this module holds all
 * three at once and registers them, for tests and scripts.
 */
import { register, type Namespace } from './registry';
import { soloEn } from './fab/en';
import { soloEs } from './fab/es';
import { soloFr } from './fab/fr';

/** The keys of this namespace (the English dictionary is the reference; see ./keys.ts). */
export type Key = keyof typeof soloEn;

export const messages: Namespace = { en: soloEn, es: soloEs, fr: soloFr };

register('solo', messages);
