/**
 * Lookups by id for the rules: an id the game does not know is answered with a Rejection citing the rule
 * being applied, never with `undefined` read on through a non-null assertion, and never with a throw.
 */
import { accept, reject, type Result } from './result';

/** `table[id]` (own keys only), or a Rejection naming what was looked for. */
export function entry<T>(table: Readonly<Record<string, T>>, id: string, rule: string, what: string): Result<T> {
  const v = Object.prototype.hasOwnProperty.call(table, id) ? table[id] : undefined;
  return v === undefined ? reject(rule, `There is no ${what} "${id}" in this game.`) : accept(v);
}

/** `map.get(key)`, or a Rejection naming what was looked for. */
export function mapEntry<K, V>(map: ReadonlyMap<K, V>, key: K, rule: string, what: string): Result<V> {
  const v = map.get(key);
  return v === undefined ? reject(rule, `There is no ${what} "${String(key)}" in this game.`) : accept(v);
}

/** `Array.isArray` that keeps a readonly list's element type (the built-in narrows it to `any[]`). */
export const isList = (x: unknown): x is readonly unknown[] => Array.isArray(x);
