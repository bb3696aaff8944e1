/** Lookups by name among a record's own keys: never an inherited `toString`, `constructor` or `__proto__`. */
export function own<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}
