/**
 * Strings of FAB standing orders (issue 16): the panel where a side answers recurring questions in advance. The app fetches one language of
 * them with the FAB screen's words (they are in ./fab/en.ts, es.ts, fr.ts: ./fab/load.ts); this module holds all
 * three at once and registers them, for tests and scripts.
 */
import { register, type Namespace } from './registry';
import { ordersEn } from './fab/en';
import { ordersEs } from './fab/es';
import { ordersFr } from './fab/fr';

/** The keys of this namespace (the English dictionary is the reference; see ./keys.ts). */
export type Key = keyof typeof ordersEn;

export const messages: Namespace = { en: ordersEn, es: ordersEs, fr: ordersFr };

register('orders', messages);
