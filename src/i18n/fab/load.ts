/**
 * The FAB strings as the app loads them: only the player's language. The screen's words are fetched alongside
 * the FAB screen's code and awaited with it (src/ui/systems.ts, in the home bundle, so the fetch does not wait
 * for the screen's code; not a top-level await, which would make Rollup split the home bundle); the refusal
 * sentences (`err.*`) are fetched at the same time but not awaited (until they arrive a refusal reads in the
 * engine's English); the words of the parts fetched after the game screen (the combat round's panel, the map key,
 * the log tab...) come with those parts (./load-later.ts, in the FAB screen's chunk). Another language is fetched when the player switches
 * (src/i18n/index.ts). Tests and scripts import ../fab.ts, all three languages at once.
 */
import { perLang, registerLoader, systemStrings } from '../registry';

/** A language's module of the screen's words, with the standing orders' and solo play's (namespaces of their own). */
const module = perLang({
  en: () => import('./en').then((m) => ({ fab: m.en, orders: m.ordersEn, solo: m.soloEn })),
  es: () => import('./es').then((m) => ({ fab: m.es, orders: m.ordersEs, solo: m.soloEs })),
  fr: () => import('./fr').then((m) => ({ fab: m.fr, orders: m.ordersFr, solo: m.soloFr })),
});

registerLoader('orders', (l) => module(l).then((m) => m.orders));
registerLoader('solo', (l) => module(l).then((m) => m.solo));

/** The player's language of the FAB screen's words, the standing orders' and solo play's (idempotent; after a
 * failed fetch, tries again); the refusal sentences start on their way too. */
export const stringsReady = systemStrings(
  'fab',
  (l) => module(l).then((m) => m.fab),
  perLang({
    en: () => import('./err-en').then((m) => m.errEn),
    es: () => import('./err-es').then((m) => m.errEs),
    fr: () => import('./err-fr').then((m) => m.errFr),
  }),
  ['orders', 'solo'],
);
