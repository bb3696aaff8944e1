/**
 * Narrowing data read from outside (JSON files, storage, messages) before it is checked field by field: these say
 * only what a runtime test has shown, so the code after them needs no cast.
 */

/** A non-null object that is not an array: its fields are there to be read, each still `unknown`. */
export function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/** Whether `x` is one of `options` (compared with `===`), and so of their type. */
export function isOneOf<T>(options: readonly T[], x: unknown): x is T {
  return options.some((o) => o === x);
}

/** `list[i]` where an index out of range is a bug in the program (not a player's mistake): it throws saying
 * so, where `list[i]!` would read on with `undefined`. For lists that hold no `undefined`. */
export function at<T>(list: readonly T[], i: number, what = 'item'): T {
  const x = list[i];
  if (x === undefined) throw new RangeError(`There is no ${what} at ${i} (of ${list.length}): a bug.`);
  return x;
}

/** `record[key]` (own keys only) where its absence is a bug in the program (an id the state itself gave out),
 * not a player's mistake (those are Rejections: src/rules/common/lookup.ts). Throws naming what is missing. */
export function known<T>(record: Readonly<Record<string, T>>, key: string, what: string): T {
  const x = Object.hasOwn(record, key) ? record[key] : undefined;
  if (x === undefined) throw new Error(`The state holds no ${what} "${key}": a bug.`);
  return x;
}

/** `map.get(key)` where its absence is a bug in the program; throws naming what is missing. */
export function knownIn<K, V>(map: ReadonlyMap<K, V>, key: K, what: string): V {
  const x = map.get(key);
  if (x === undefined) throw new Error(`There is no ${what} "${String(key)}": a bug.`);
  return x;
}
