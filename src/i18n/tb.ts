/**
 * Strings of take-back by agreement (issue 27, src/app/take-back.ts): the request, the answer, and the refusals of
 * the runner, by their codes. The app fetches them one language at a time with the screens' strings
 * (./screens/load.ts); this module holds all three at once and registers them, for tests and scripts.
 */
import { register, type Namespace } from './registry';
import { tbEn } from './tb/en';
import { tbEs } from './tb/es';
import { tbFr } from './tb/fr';

/** The keys of this namespace (the English dictionary is the reference; see ./keys.ts). */
export type Key = keyof typeof tbEn;

export const messages: Namespace = { en: tbEn, es: tbEs, fr: tbFr };

register('tb', messages);
