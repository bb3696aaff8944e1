/**
 * A second copy of everything the app stores, kept apart from the database (in an IndexedDB database of a
 * storage bucket of its own where the browser has Storage Buckets, in Cache Storage elsewhere), from which the
 * games are put back when the browser throws the main IndexedDB database away.
 *
 * Why: Chromium deletes an origin's whole IndexedDB database when it finds the database damaged on opening it
 * ("database was corrupt: checksum mismatch"), and a browser killed in the middle of a write can leave it so
 * (seen in our crash test: one kill in about a hundred, the storage service killed with the browser). That is
 * what a dead battery does. A bucket has database files of its own, written one after the main ones, never at
 * the same time, so the kill that damages one leaves the other whole.
 *
 * How: every read-write transaction of `transact` records the records it puts and the keys it deletes (the
 * snapshot cache excepted: it is rebuilt from the log). Those writes are stored as one numbered entry here
 * while the transaction is held open, and it commits after: a move is shown only when both copies hold it, and
 * the copy never lacks a committed move (a kill between the two leaves at most an extra entry, whose moves a
 * restore drops: each game's header, written with every change to its log, says how long the log is). A base entry holds a whole copy of the database as it was at its number; writes numbered
 * after it are replayed over it. From time to time (at start, and after many writes) the base is rewritten
 * from the database and older writes are dropped. When the database is being created while a base exists
 * here, the base and the writes after it are put back inside the creating (upgrade) transaction, and
 * `recovery()` tells the home screen what came back; a database created with nothing to put back starts the
 * copy with an empty base. With neither storage (tests, insecure pages) there is no second copy.
 */
import type { IDBPDatabase } from 'idb';
import { SCHEMA_VERSION, Stores, type SandtableDB } from './schema';
import {
  REPLICATED,
  nextSeq,
  raiseSeq,
  setRecovered,
  type Names,
  type Recovery,
  type ReplicaOp,
  type SerialRange,
} from './replica-record';

/** Where the copy is kept: text entries by name (a storage bucket's IndexedDB, Cache Storage, or memory in tests). */
export interface ReplicaStore {
  readonly kind: string;
  put(key: string, body: string): Promise<void>;
  get(key: string): Promise<string | undefined>;
  keys(): Promise<readonly string[]>;
  delete(key: string): Promise<void>;
}

interface Base {
  readonly seq: number;
  readonly stores: Partial<Record<Names, unknown[]>>;
}

const CACHE = 'sandtable-replica-v1';
const BUCKET = 'sandtable-replica';
const ENTRIES = 'entries';
/** The base is named by the schema version its records are written for: the base of another version is never
 * restored (records of an older shape would skip their migration); a new one is written at the next start. */
const BASE = `/__replica__/base-v${SCHEMA_VERSION}`;
const OP = '/__replica__/op/';
const BASES = '/__replica__/base';
/** Writes after which the base is rewritten (at start, or during a session). */
const COMPACT_AFTER = 300;
/** How long a write waits for its copy before going on without it (the copy is then rebuilt from the database). */
let copyWaitMs = 2000;

/** `work`, or a rejection after `ms`. */
function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, ko) => {
    timer = setTimeout(() => ko(new Error('The copy took too long.')), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

let storeOverride: ReplicaStore | null | undefined;
let storePromise: Promise<ReplicaStore | null> | null = null;
let writesSinceBase = 0;
let compacting: Promise<void> | null = null;

/** Keep the copy in this store (tests), or nowhere (`null`); `undefined` goes back to the browser's. Resets. */
export function configureReplica(store: ReplicaStore | null | undefined, waitMs = 2000): void {
  storeOverride = store;
  copyWaitMs = waitMs;
  storePromise = null;
  writesSinceBase = 0;
  compacting = null;
  setRecovered(null);
}

function replicaCache(): Promise<ReplicaStore | null> {
  if (storeOverride !== undefined) return Promise.resolve(storeOverride);
  storePromise ??= (async () => {
    try {
      return (await bucketStore()) ?? (await cacheStore());
    } catch {
      return null; // storage refused (private mode in some browsers): no second copy
    }
  })();
  return storePromise;
}

/**
 * Preferred: IndexedDB in a storage bucket of its own (Chromium's Storage Buckets API). A bucket has its own
 * database files, so the damage a kill does to the main database's files cannot reach the copy: the two are
 * written one after the other, never at once, and a kill tears at most the one being written.
 */
async function bucketStore(): Promise<ReplicaStore | null> {
  const buckets: unknown = typeof navigator !== 'undefined' ? Reflect.get(navigator, 'storageBuckets') : undefined;
  if (!buckets || typeof buckets !== 'object') return null;
  const open: unknown = Reflect.get(buckets, 'open');
  if (typeof open !== 'function') return null;
  const bucket: unknown = await Reflect.apply(open, buckets, [BUCKET, { durability: 'strict' }]);
  const factory: unknown = bucket && typeof bucket === 'object' ? Reflect.get(bucket, 'indexedDB') : undefined;
  if (!(factory instanceof IDBFactory)) return null;
  const request = factory.open('replica', 1);
  request.onupgradeneeded = () => request.result.createObjectStore(ENTRIES);
  const d = await done(request);
  const run = <T>(mode: IDBTransactionMode, fn: (s: IDBObjectStore) => IDBRequest<T>): Promise<T> => {
    const tx = d.transaction(ENTRIES, mode, mode === 'readwrite' ? { durability: 'strict' } : undefined);
    const r = fn(tx.objectStore(ENTRIES));
    return new Promise<T>((ok, ko) => {
      tx.oncomplete = () => ok(r.result);
      tx.onabort = () => ko(tx.error ?? new Error('The copy could not be written.'));
    });
  };
  return {
    kind: 'storage bucket',
    put: async (key, body) => void (await run('readwrite', (st) => st.put(body, key))),
    get: async (key) => {
      const v: unknown = await run('readonly', (st) => st.get(key));
      return typeof v === 'string' ? v : undefined;
    },
    keys: async () => (await run('readonly', (st) => st.getAllKeys())).map(String),
    delete: async (key) => void (await run('readwrite', (st) => st.delete(key))),
  };
}

/** Elsewhere (Safari, Firefox): Cache Storage, which keeps each entry in files of its own. */
async function cacheStore(): Promise<ReplicaStore | null> {
  if (typeof caches === 'undefined') return null;
  const cache = await caches.open(CACHE);
  return {
    kind: 'Cache Storage',
    put: (key, body) => cache.put(key, new Response(body, { headers: { 'content-type': 'application/json' } })),
    get: async (key) => (await cache.match(key))?.text(),
    keys: async () => (await cache.keys()).map((r) => new URL(r.url).pathname),
    delete: async (key) => void (await cache.delete(key)),
  };
}

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((ok, ko) => {
    request.onsuccess = () => ok(request.result);
    request.onerror = () => ko(request.error ?? new Error('Storage refused.'));
  });
}

/** This page's mark in its writes' names: two pages (or two copies of the store module) writing in the same
 * microsecond do not overwrite each other's write. */
const writer = Math.random().toString(36).slice(2, 8);
const opKey = (seq: number) => `${OP}${String(seq).padStart(17, '0')}-${writer}`;
const seqOf = (url: string) => Number(url.slice(url.lastIndexOf('/') + 1).split('-')[0]);
const json = (value: unknown): string => JSON.stringify(value);

function keyRange(r: SerialRange): IDBKeyRange {
  if (r.lower !== undefined && r.upper !== undefined)
    return IDBKeyRange.bound(r.lower, r.upper, r.lowerOpen, r.upperOpen);
  if (r.lower !== undefined) return IDBKeyRange.lowerBound(r.lower, r.lowerOpen);
  if (r.upper !== undefined) return IDBKeyRange.upperBound(r.upper, r.upperOpen);
  throw new Error('A key range with neither bound.');
}

/**
 * Store one transaction's writes as entry `seq`, while the transaction is held open (`holdOpenWhile`): it
 * commits only once its copy is written, so that the copy never lacks a write the database has (a kill between
 * the two would leave a hole in the copy, and a restore would bring back a game with a move missing). Resolves
 * with the entry's name, or null when there is no copy. Never throws: when the copy cannot be written (storage
 * full), its base is dropped, so that a later restore cannot bring back a copy with a hole in it, and the next
 * compaction writes a new one.
 */
export async function storeWrites(
  seq: number,
  ops: readonly ReplicaOp[],
  database: () => Promise<Db>,
): Promise<string | null> {
  if (!ops.length) return null;
  const cache = await replicaCache();
  if (!cache) return null;
  const key = opKey(seq);
  try {
    // the move waits for its copy, but not for ever: a copy that hangs is given up (as one that fails)
    await within(copyWaitMs, cache.put(key, json(ops)));
    if (++writesSinceBase >= COMPACT_AFTER) scheduleCompaction(database, 0);
    return key;
  } catch {
    await cache.delete(BASE).catch(() => undefined);
    writesSinceBase = COMPACT_AFTER;
    return null;
  }
}

/** The transaction did not commit after all: its entry goes (a restore would bring back a write never made). */
export async function dropWrite(key: string | null): Promise<void> {
  const cache = key ? await replicaCache() : null;
  if (cache && key) await cache.delete(key).catch(() => undefined);
}

type Db = IDBPDatabase<SandtableDB>;

/** Rewrite the base from the database and drop the writes it holds. One at a time; never throws. */
export function compact(d: Db): Promise<void> {
  compacting ??= (async () => {
    const cache = await replicaCache();
    if (!cache) return;
    // The number is taken before the read: a write asked for earlier commits before this read sees the stores
    // (IndexedDB orders them), and one asked for later has a higher number and is replayed over this base.
    const seq = nextSeq();
    const tx = d.transaction([...REPLICATED], 'readonly');
    const stores: Partial<Record<Names, unknown[]>> = {};
    for (const name of REPLICATED) stores[name] = await tx.objectStore(name).getAll();
    await tx.done;
    await cache.put(BASE, json({ seq, stores } satisfies Base));
    writesSinceBase = 0;
    for (const path of await cache.keys()) {
      if ((path.startsWith(OP) && seqOf(path) <= seq) || (path.startsWith(BASES) && path !== BASE))
        await cache.delete(path);
    }
  })()
    .catch(() => undefined)
    .finally(() => {
      compacting = null;
    });
  return compacting;
}

/**
 * A database created empty with nothing to restore: the copy starts afresh with an empty base, so that the
 * writes from the very first one on are a complete copy (a base made later, by compaction, would leave the
 * first minutes of play uncopied). Writes of an earlier copy are numbered below it and never replayed.
 */
export async function startAfresh(): Promise<void> {
  const cache = await replicaCache();
  if (!cache) return;
  await cache.put(BASE, json({ seq: nextSeq(), stores: {} } satisfies Base)).catch(() => undefined);
  writesSinceBase = 0;
}

/**
 * Keep the copy whole at start: with no base (a copy never made, or lost with its own storage), one is made at
 * once from the database; with many writes since the base, one is made after `ms`, when start-up is done.
 */
export function maintainReplica(database: () => Promise<Db>, ms: number): void {
  void (async () => {
    const cache = await replicaCache();
    if (!cache) return;
    const hasBase = (await cache.get(BASE).catch(() => undefined)) !== undefined;
    if (!hasBase) return compact(await database());
    scheduleCompaction(database, ms);
  })().catch(() => undefined);
}

/** Compact after `ms` when the copy has many writes since its base. */
export function scheduleCompaction(database: () => Promise<Db>, ms: number): void {
  setTimeout(() => {
    void (async () => {
      const cache = await replicaCache();
      if (!cache) return;
      const writes = (await cache.keys().catch(() => [])).length;
      if (writes >= COMPACT_AFTER || writesSinceBase >= COMPACT_AFTER) await compact(await database());
    })().catch(() => undefined);
  }, ms);
}

/** For diagnosis and the crash test: where the copy is kept, whether it has a base, and how many writes. */
export async function describeReplica(): Promise<{ kind: string; base: boolean; writes: number }> {
  const cache = await replicaCache();
  if (!cache) return { kind: 'none', base: false, writes: 0 };
  const keys = await cache.keys();
  return { kind: cache.kind, base: keys.includes(BASE), writes: keys.filter((k) => k.startsWith(OP)).length };
}

export interface Copy {
  readonly base: Base;
  readonly writes: readonly (readonly ReplicaOp[])[];
  readonly lastSeq: number;
  /** The first write that could not be read (replay stopped there), and how many writes were listed. */
  readonly broken: string | null;
  readonly listed: number;
}

/** The base and the writes after it, in order; null when there is no base (or no Cache Storage). */
export async function readCopy(): Promise<Copy | null> {
  const cache = await replicaCache();
  if (!cache) return null;
  const baseText = await cache.get(BASE);
  if (baseText === undefined) return null;
  const base = JSON.parse(baseText) as Base;
  const writes: ReplicaOp[][] = [];
  let broken: string | null = null;
  const keys = (await cache.keys()).filter((p) => p.startsWith(OP));
  for (const path of keys.filter((p) => seqOf(p) > base.seq).sort()) {
    const text = await cache.get(path);
    try {
      if (text === undefined) throw new Error('listed but not there');
      writes.push(JSON.parse(text) as ReplicaOp[]);
    } catch {
      broken = path;
      break; // a damaged write (the one being written at the kill): it and what follows were never shown
    }
  }
  return { base, writes, lastSeq: Math.max(base.seq, ...keys.map(seqOf)), broken, listed: keys.length };
}

/**
 * The database is being created (`tx` is its upgrade transaction, active now): put the copy's base and the
 * writes after it back inside that same transaction. Nobody can read the database before it commits (other
 * connections wait for the upgrade), and a browser killed during the restore leaves no database at all, so
 * the next visit restores again. The transaction commits when no request is pending: while the copy is read
 * from Cache Storage, one small read at a time keeps it open. Resolves with what came back (null: nothing).
 */
export function applyCopy(tx: IDBTransaction, copy: Copy, reason: string): Promise<Recovery | null> {
  const { base, writes } = copy;
  const games = new Map<unknown, unknown>(); // id -> header as last written
  for (const name of REPLICATED)
    for (const record of base.stores[name] ?? []) {
      tx.objectStore(name).put(record);
      if (name === Stores.games) games.set(idOf(record), record);
    }
  for (const ops of writes)
    for (const op of ops) {
      const store = tx.objectStore(op.s);
      if ('put' in op) store.put(op.put);
      else if ('clear' in op) store.clear();
      else if ('delRange' in op) store.delete(keyRange(op.delRange));
      else store.delete(op.del);
      if (op.s !== Stores.games) continue;
      if ('put' in op) games.set(idOf(op.put), op.put);
      else if ('clear' in op) games.clear();
      else if ('del' in op) games.delete(op.del);
    }
  // A game's header is written with every change to its log, so it is the authority on the log's length:
  // moves beyond it come from a write whose transaction never committed (the kill came between the copy
  // and the commit; the player never saw them, and the next session wrote over them).
  for (const [id, header] of games) {
    const count: unknown = typeof header === 'object' && header ? Reflect.get(header, 'eventCount') : undefined;
    if (typeof id === 'string' && typeof count === 'number')
      tx.objectStore(Stores.events).delete(IDBKeyRange.bound([id, count], [id, Number.MAX_SAFE_INTEGER]));
  }
  raiseSeq(copy.lastSeq);
  const detail = `${writes.length} of ${copy.listed} writes replayed${copy.broken ? `, stopped at ${copy.broken}` : ''}`;
  return new Promise((resolve) => {
    tx.addEventListener('complete', () => resolve(setRecovered({ games: games.size, reason, detail })));
    tx.addEventListener('abort', () => resolve(null));
  });
}

const idOf = (record: unknown): unknown =>
  typeof record === 'object' && record !== null ? Reflect.get(record, 'id') : undefined;
