/**
 * The OCS strings as the app loads them: only the player's language, fetched alongside the screen's code and
 * awaited with it (src/ui/systems.ts); the refusal sentences (`err.*`, ./err-en.ts...) are fetched at the same time
 * but not awaited, as FAB's (../fab/load.ts); another language when the player switches (src/i18n/index.ts). Tests
 * and scripts import ../ocs.ts, all three languages at once.
 */
import { perLang, systemStrings } from '../registry';

/** The player's language of the OCS screen's words (idempotent; after a failed fetch, tries again). */
export const stringsReady = systemStrings(
  'ocs',
  perLang({
    en: () => import('./en').then((m) => m.en),
    es: () => import('./es').then((m) => m.es),
    fr: () => import('./fr').then((m) => m.fr),
  }),
  perLang({
    en: () => import('./err-en').then((m) => m.errEn),
    es: () => import('./err-es').then((m) => m.errEs),
    fr: () => import('./err-fr').then((m) => m.errFr),
  }),
);
