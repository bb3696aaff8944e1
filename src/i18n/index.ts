/**
 * Interface strings. Every namespace lives in `src/i18n/<ns>.ts` and exports
 * `messages = { en, es, fr }` with the same keys in each language (a test enforces it).
 * Components call `t('ns.key', params)`; reading `lang.value` inside `t` makes them re-render on a switch.
 * Plurals: keys `x.one` / `x.other` (and `x.zero` when wanted) chosen with Intl.PluralRules by `tn`.
 */
import type { MessageKey, PluralKey } from './keys';
import { td, tnd } from './registry';

export type { MessageKey, PluralKey } from './keys';
// the registry and the untyped lookups (namespaces import ./registry itself: importing this file would close a
// loop through ./keys.ts, which imports every namespace's key type)
export * from './registry';

/** Translate `ns.key`, filling `{name}` blanks. The key is typed (./keys.ts): a typo does not compile. */
export function t(key: MessageKey, params?: Readonly<Record<string, string | number>>): string {
  return td(key, params);
}

/** Plural form of `ns.key` for `count` (`key.zero` if present and count is 0, else CLDR one/other...). */
export function tn(key: PluralKey, count: number, params?: Readonly<Record<string, string | number>>): string {
  return tnd(key, count, params);
}
