/**
 * The part of the second copy (src/store/replica.ts) every write needs at once: the writes of a transaction
 * recorded as they are asked for, the numbering, and holding the creating transaction open during a restore.
 * The rest (where the copy is kept, compaction, restore) is loaded when first needed, off the home screen's
 * first paint.
 */
import type { StoreNames } from 'idb';
import { Stores, type SandtableDB } from './schema';

export type Names = StoreNames<SandtableDB>;

/** The stores copied here: every one but the snapshot cache. */
export const REPLICATED: readonly Names[] = [
  Stores.games,
  Stores.events,
  Stores.setups,
  Stores.library,
  Stores.reference,
  Stores.settings,
];

export interface SerialRange {
  readonly lower?: IDBValidKey;
  readonly upper?: IDBValidKey;
  readonly lowerOpen: boolean;
  readonly upperOpen: boolean;
}

/** One recorded write: a record put (or added), a key or key range deleted, or a store cleared. */
export type ReplicaOp =
  | { readonly s: Names; readonly put: unknown }
  | { readonly s: Names; readonly del: IDBValidKey }
  | { readonly s: Names; readonly delRange: SerialRange }
  | { readonly s: Names; readonly clear: true };

/** What came back after the browser lost the database, for the home screen. */
export interface Recovery {
  readonly games: number;
  /** The browser's own words on why the database was lost, when it gave any (Chromium's `dataLossMessage`). */
  readonly reason: string;
  /** For diagnosis: how much of the copy was replayed. */
  readonly detail?: string;
}

let recovered: Recovery | null = null;
let lastSeq = 0;

/** What was restored at this visit's start, if anything (shown once on the home screen). */
export function recovery(): Recovery | null {
  return recovered;
}

/** The player has read the notice. */
export function forgetRecovery(): void {
  recovered = null;
}

/** Set what was restored (or null). */
export function setRecovered(r: Recovery | null): Recovery | null {
  recovered = r;
  return r;
}

/** The number of the next write: increasing, and above any number an earlier visit gave (it follows the clock). */
export function nextSeq(): number {
  lastSeq = Math.max(lastSeq + 1, Date.now() * 1000);
  return lastSeq;
}

/** Numbers already used by the copy (read at a restore): the next write is numbered above them. */
export function raiseSeq(n: number): void {
  lastSeq = Math.max(lastSeq, n);
}

function deleteOp(s: Names, key: IDBValidKey | IDBKeyRange): ReplicaOp {
  if (key instanceof IDBKeyRange) {
    const lower: unknown = key.lower;
    const upper: unknown = key.upper;
    return {
      s,
      delRange: {
        ...(lower !== undefined ? { lower: lower as IDBValidKey } : {}),
        ...(upper !== undefined ? { upper: upper as IDBValidKey } : {}),
        lowerOpen: key.lowerOpen,
        upperOpen: key.upperOpen,
      },
    };
  }
  return { s, del: key };
}

/**
 * The same transaction, with the writes of its object stores recorded into `ops` as they are asked for. Reads
 * and everything else pass through untouched, but for one mark: a game header written here carries the write's
 * number (`copySeq`), so that a later start can see whether the second copy holds that write.
 */
export function recordWrites<T extends { objectStore(name: never): unknown }>(tx: T, ops: ReplicaOp[], seq = 0): T {
  return new Proxy(tx, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop, target);
      if (prop === 'objectStore' && typeof value === 'function')
        return (name: Names) => {
          const store: unknown = Reflect.apply(value, target, [name]);
          return REPLICATED.includes(name) && typeof store === 'object' && store
            ? recordStore(store, name, ops, seq)
            : store;
        };
      return typeof value === 'function' ? bound(value, target) : value;
    },
  });
}

/** `fn` called on `self`, its result typed unknown. */
type AnyFunction = Parameters<typeof Reflect.apply>[0];
const bound =
  (fn: AnyFunction, self: object) =>
  (...args: unknown[]): unknown =>
    Reflect.apply(fn, self, args);

function recordStore(store: object, name: Names, ops: ReplicaOp[], seq: number): object {
  return new Proxy(store, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop, target);
      if (typeof value !== 'function') return value;
      if (prop === 'put' || prop === 'add')
        return (given: unknown, ...rest: unknown[]) => {
          const record =
            name === Stores.games && seq && given && typeof given === 'object' ? { ...given, copySeq: seq } : given;
          ops.push({ s: name, put: record });
          return bound(value, target)(record, ...rest);
        };
      if (prop === 'delete')
        return (key: IDBValidKey | IDBKeyRange) => {
          ops.push(deleteOp(name, key));
          return bound(value, target)(key);
        };
      if (prop === 'clear')
        return () => {
          ops.push({ s: name, clear: true });
          return bound(value, target)();
        };
      return bound(value, target);
    },
  });
}

/**
 * Keep `tx` from committing until `work` settles, then call `then` with its value while the transaction is active
 * (inside a request's success callback), so that `then` may still make requests of it. `work` must not reject.
 */
export function holdOpenThen<T>(tx: IDBTransaction, store: string, work: Promise<T>, then: (value: T) => void): void {
  let result: { value: T } | null = null;
  void work.then((value) => (result = { value }));
  const objectStore = tx.objectStore(store);
  const spin = (): void => {
    if (result) then(result.value);
    else objectStore.get('').onsuccess = spin;
  };
  spin();
}
