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
