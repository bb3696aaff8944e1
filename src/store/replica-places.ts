/**
 * Where the second copy (./replica.ts) is kept, and what keeps it answering: a storage bucket's IndexedDB where the
 * browser has Storage Buckets, Cache Storage elsewhere; the objects the copy needs held for the page's life; and
 * every operation bounded in time, so that nothing waits on the copy without a limit.
 */
/** Where the copy is kept: text entries by name (a storage bucket's IndexedDB, Cache Storage, or memory in tests). */
export interface ReplicaStore {
  readonly kind: string;
  put(key: string, body: string): Promise<void>;
  get(key: string): Promise<string | undefined>;
  keys(): Promise<readonly string[]>;
  delete(key: string): Promise<void>;
}

export const CACHE = 'sandtable-replica-v1';
const BUCKET = 'sandtable-replica';
const ENTRIES = 'entries';

/** Raised when an operation on the copy took longer than its limit. */
export class CopyTimeoutError extends Error {
  constructor(what: string) {
    super(`The second copy did not answer in time (${what}).`);
    this.name = 'CopyTimeoutError';
  }
}

/** `work`, or a CopyTimeoutError after `ms`. The timer is always cleared. */
export function within<T>(ms: number, work: Promise<T>, what = 'copy'): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, ko) => {
    timer = setTimeout(() => ko(new CopyTimeoutError(what)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * What the copy needs kept for the page's life. A `StorageBucket` is an ordinary script object: once nothing
 * refers to it, the garbage collector takes it, and Chromium then closes the bucket's connection to its storage,
 * so that requests on a database opened through its `indexedDB` factory neither complete nor fail (seen: after a
 * forced collection, every transaction on the copy hung, and every move with it). Holding the bucket alone keeps
 * the factory alive (`[SameObject]` attribute of the bucket), and holding the connection keeps the database open
 * between writes (an `IDBDatabase` no longer referenced may be closed by the collector too). The connection is
 * dropped and opened again when the browser closes it (`close` event: storage cleared, bucket deleted).
 */
export const held: { bucket: object | null; factory: IDBFactory | null; conn: Promise<IDBDatabase> | null } = {
  bucket: null,
  factory: null,
  conn: null,
};

export function bucketManager(): object | null {
  const buckets: unknown = typeof navigator !== 'undefined' ? Reflect.get(navigator, 'storageBuckets') : undefined;
  return buckets && typeof buckets === 'object' && typeof Reflect.get(buckets, 'open') === 'function' ? buckets : null;
}

/**
 * Preferred: IndexedDB in a storage bucket of its own (Chromium's Storage Buckets API). A bucket has its own
 * database files, so the damage a kill does to the main database's files cannot reach the copy.
 */
export async function bucketStore(opLimitMs: number): Promise<ReplicaStore | null> {
  const buckets = bucketManager();
  if (!buckets) return null;
  const bucket: unknown = await within(
    opLimitMs * 2,
    Promise.resolve(Reflect.apply(Reflect.get(buckets, 'open') as (n: string) => unknown, buckets, [BUCKET])),
    'opening its bucket',
  );
  const factory: unknown = bucket && typeof bucket === 'object' ? Reflect.get(bucket, 'indexedDB') : undefined;
  if (!(factory instanceof IDBFactory) || !bucket || typeof bucket !== 'object') return null;
  held.bucket = bucket;
  held.factory = factory;
  const connection = (): Promise<IDBDatabase> => {
    held.conn ??= (async () => {
      const request = factory.open('replica', 1);
      request.onupgradeneeded = () => request.result.createObjectStore(ENTRIES);
      const d = await within(opLimitMs, done(request), 'opening its database');
      d.onclose = () => (held.conn = null);
      d.onversionchange = () => {
        d.close();
        held.conn = null;
      };
      return d;
    })();
    held.conn.catch(() => (held.conn = null));
    return held.conn;
  };
  const run = async <T>(mode: IDBTransactionMode, fn: (s: IDBObjectStore) => IDBRequest<T>): Promise<T> => {
    const d = await connection();
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

/** Whether our bucket exists, asked without creating it (Storage Buckets' `keys`). */
export async function bucketExists(opLimitMs: number): Promise<boolean | null> {
  const buckets = bucketManager();
  const keys: unknown = buckets ? Reflect.get(buckets, 'keys') : undefined;
  if (!buckets || typeof keys !== 'function') return null;
  const names: unknown = await within(opLimitMs, Promise.resolve(Reflect.apply(keys, buckets, [])), 'listing buckets');
  return Array.isArray(names) ? names.includes(BUCKET) : null;
}

/** Elsewhere (Safari, Firefox): Cache Storage, which keeps each entry in files of its own. */
export async function cacheStore(opLimitMs: number): Promise<ReplicaStore | null> {
  if (typeof caches === 'undefined') return null;
  const cache = await within(opLimitMs, caches.open(CACHE), 'opening its cache');
  return {
    kind: 'Cache Storage',
    put: (key, body) => cache.put(key, new Response(body, { headers: { 'content-type': 'application/json' } })),
    get: async (key) => (await cache.match(key))?.text(),
    keys: async () => (await cache.keys()).map((r) => new URL(r.url).pathname),
    delete: async (key) => void (await cache.delete(key)),
  };
}

/** The same store, each of its operations bounded: none waits longer than its limit (CopyTimeoutError). */
/** How long writing `body` may take: `opLimitMs`, and one more second per megabyte (a base can be large). Reads
 * (never on a move's path: a restore, a compaction's listing) may take five times `opLimitMs`. */
export const writeLimitFor = (opLimitMs: number, body: string): number => opLimitMs + Math.floor(body.length / 1000);

export function bounded(copy: ReplicaStore, opLimitMs: number): ReplicaStore {
  const readLimit = () => opLimitMs * 5;
  const writeLimit = (body: string) => writeLimitFor(opLimitMs, body);
  return {
    kind: copy.kind,
    put: (key, body) => within(writeLimit(body), copy.put(key, body), 'writing'),
    get: (key) => within(readLimit(), copy.get(key), 'reading'),
    keys: () => within(readLimit(), copy.keys(), 'listing'),
    delete: (key) => within(opLimitMs, copy.delete(key), 'deleting'),
  };
}

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((ok, ko) => {
    request.onsuccess = () => ok(request.result);
    request.onerror = () => ko(request.error ?? new Error('Storage refused.'));
  });
}
