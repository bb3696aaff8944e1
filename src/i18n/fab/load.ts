/**
 * The FAB strings as the app loads them: only the player's language. The screen's words are fetched alongside
 * the FAB screen's code and awaited with it (src/ui/systems.ts, in the home bundle, so the fetch does not wait
 * for the screen's code; not a top-level await, which would make Rollup split the home bundle); the refusal
 * sentences (`err.*`) are fetched at the same time but not awaited (until they arrive a refusal reads in the
 * engine's English); the words of the parts fetched after the game screen (the combat round's panel, the map key,
 * the log tab...) come with those parts (./load-later.ts, in the FAB screen's chunk). Another language is fetched when the player switches
 * (src/i18n/index.ts). Tests and scripts import ../fab.ts, all three languages at once.
 */
import { lang, loadLang, registerLoader, type Lang, type Messages } from '../registry';

/** A language's module of the screen's words, with the standing orders' and solo play's (namespaces of their own). */
const module = (l: Lang) => {
  switch (l) {
    case 'en':
      return import('./en').then((m) => ({ fab: m.en, orders: m.ordersEn, solo: m.soloEn }));
    case 'es':
      return import('./es').then((m) => ({ fab: m.es, orders: m.ordersEs, solo: m.soloEs }));
    case 'fr':
      return import('./fr').then((m) => ({ fab: m.fr, orders: m.ordersFr, solo: m.soloFr }));
  }
};
const words = (l: Lang): Promise<Messages> => module(l).then((m) => m.fab);

const refusals = (l: Lang): Promise<Messages> => {
  switch (l) {
    case 'en':
      return import('./err-en').then((m) => m.errEn);
    case 'es':
      return import('./err-es').then((m) => m.errEs);
    case 'fr':
      return import('./err-fr').then((m) => m.errFr);
  }
};

registerLoader('fab', words);
registerLoader('orders', (l) => module(l).then((m) => m.orders));
registerLoader('solo', (l) => module(l).then((m) => m.solo));
registerLoader('fab', refusals, 'fab/err');

/** The player's language of the FAB screen's words (idempotent; after a failed fetch, tries again); the
 * refusal sentences start on their way too. */
export const stringsReady = (): Promise<void> => {
  loadLang(lang.value, ['fab/err']).catch(() => undefined);
  return loadLang(lang.value, ['fab', 'orders', 'solo']);
};
