/**
 * Where an engine finds a part that arrives after the rest of it (issue 30): the checks of what comes from outside
 * the store (machines/fubar/checks.ts, machines/ocs/checks.ts), handed over by the app once fetched
 * (src/app/systems/*.ts), by tests and scripts at once (src/app/systems/*-all.ts).
 */
import { PartMissing } from '../src/rules/common/engine';

export interface PartSlot<T> {
  /** Hand the part over (null: take it away again, for tests of a page that has not fetched it). */
  provide(part: T | null): void;
  /** The part, or null when it has not arrived. */
  peek(): T | null;
  /** The part, or `PartMissing` naming it when it has not arrived (the runner then fetches it and tries again). */
  need(): T;
}

export function partSlot<T>(name: string): PartSlot<T> {
  let part: T | null = null;
  return {
    provide: (p) => void (part = p),
    peek: () => part,
    need() {
      if (part === null) throw new PartMissing(name);
      return part;
    },
  };
}

/**
 * Fetch parts once each, by key: every caller gets the same promise while a part is on its way or here; a failed
 * fetch is forgotten, so the next call tries again (the app's system loaders, src/app/systems/*.ts).
 */
export function fetchOnce(): (key: string, fetch: () => Promise<void>) => Promise<void> {
  const pending = new Map<string, Promise<void>>();
  return (key, fetch) => {
    let p = pending.get(key);
    if (!p) {
      p = fetch();
      pending.set(key, p);
      p.catch(() => pending.delete(key));
    }
    return p;
  };
}
