import { openDB, unwrap, type IDBPDatabase, type IDBPTransaction, type StoreNames } from 'idb';
import { BlockedError, explain } from './errors';
import { holdOpenThen, holdOpenWhile, nextSeq, recordWrites, type Recovery, type ReplicaOp } from './replica-record';
import { DB_NAME, SCHEMA_VERSION, Stores, migrations, type SandtableDB } from './schema';

export type DB = IDBPDatabase<SandtableDB>;

export interface OpenOptions {
  /** Database name (tests use fresh names). */
  name?: string;
  /** Target version (migration tests open older versions). */
  version?: number;
  /** Called when another tab holds an older version open and the upgrade must wait. */
  onBlocked?: (e: BlockedError) => void;
  /** Called in an old tab when a newer version wants to upgrade: the connection is closed for it. */
  onVersionChange?: () => void;
}

/** Open (creating or upgrading) the database, running every migration above the stored version in order. */
export function openDatabase(opts: OpenOptions = {}): Promise<DB> {
  const target = opts.version ?? SCHEMA_VERSION;
  let created = false;
  let restoring: Promise<Recovery | null> = Promise.resolve(null);
  const opening = openDB<SandtableDB>(opts.name ?? DB_NAME, target, {
    upgrade(db, oldVersion, newVersion, tx, event) {
      for (let v = oldVersion + 1; v <= (newVersion ?? target); v++) {
        const m = migrations[v];
        if (!m) throw new Error(`No migration to schema version ${v}.`);
        m(db, tx);
      }
      // created now: first visit, or the browser threw the old database away; the second copy, if it has
      // anything, goes back in before the upgrade commits (src/store/replica.ts)
      created = oldVersion === 0 && target === SCHEMA_VERSION;
      if (created) restoring = restoreWhileCreating(unwrap(tx), lossReason(event));
    },
    blocked() {
      opts.onBlocked?.(new BlockedError());
    },
    blocking() {
      // A newer tab wants to upgrade: let it, and tell this tab's player to reload.
      void dbPromise?.then((d) => d.close());
      dbPromise = null;
      opts.onVersionChange?.();
    },
  });
  return opening.then(async (d) => {
    // created with nothing to put back: the copy starts afresh, complete from the first write
    if (created && !(await restoring)) await (await replica()).startAfresh();
    return d;
  });
}

/** The second copy's storage, compaction and restore: loaded with the first write, off the first paint. */
const replica = () => import('./replica');

/**
 * The database is being created (`tx` is its upgrade transaction): when the second copy has something, it goes
 * back in before the upgrade commits, so no connection ever reads the empty database (src/store/replica.ts).
 */
function restoreWhileCreating(tx: IDBTransaction, reason: string): Promise<Recovery | null> {
  return new Promise((resolve) => {
    const loading = replica()
      .then(async (m) => ({ m, copy: await m.readCopy().catch(() => null) }))
      .catch(() => null); // an unreadable copy restores nothing: the database stays as the browser left it
    holdOpenThen(tx, Stores.settings, loading, (loaded) => {
      if (!loaded?.copy) return resolve(null);
      void loaded.m.applyCopy(tx, loaded.copy, reason).then(resolve);
    });
  });
}

/** Chromium says why it created the database anew (`dataLoss`, `dataLossMessage`: not in other browsers). */
function lossReason(event: IDBVersionChangeEvent): string {
  const loss: unknown = Reflect.get(event, 'dataLoss');
  const message: unknown = Reflect.get(event, 'dataLossMessage');
  return loss && loss !== 'none' && typeof message === 'string' ? message : '';
}

/** Whether this browser already holds Sandtable's database (true when the browser cannot tell). */
export async function hasDatabase(name = DB_NAME): Promise<boolean> {
  try {
    const list = await indexedDB.databases?.();
    return list ? list.some((d) => d.name === name) : true;
  } catch {
    return true;
  }
}

let dbPromise: Promise<DB> | null = null;
let defaultOptions: OpenOptions = {};

/** Configure the shared connection (the app sets callbacks; tests set a name). Resets it. */
export function configureDatabase(opts: OpenOptions): void {
  defaultOptions = opts;
  if (dbPromise) void dbPromise.then((d) => d.close()).catch(() => undefined);
  dbPromise = null;
}

export function db(): Promise<DB> {
  if (!dbPromise) {
    // the second copy (src/store/replica.ts) is rewritten after the start-up work when it needs to be
    dbPromise = openDatabase(defaultOptions).then((d) => {
      void replica()
        .then((m) => m.maintainReplica(db, 3000))
        .catch(() => undefined);
      return d;
    });
    dbPromise.catch(() => {
      dbPromise = null;
    });
  }
  return dbPromise;
}

type Names = StoreNames<SandtableDB>;

/**
 * The one transaction helper: runs `fn` inside a transaction over `stores` and resolves when the
 * transaction has committed (so "stored" means stored). Storage errors come back explained.
 * `fn` must not await anything but requests of this transaction (IndexedDB closes it at the next task).
 * Writes ask for strict durability: Chromium otherwise reports a commit before the data reaches the disk,
 * and a dead battery right after a move is shown could lose it.
 */
export async function transact<N extends Names[], M extends IDBTransactionMode, T>(
  stores: N,
  mode: M,
  fn: (tx: IDBPTransaction<SandtableDB, N, M>) => Promise<T> | T,
): Promise<T> {
  const d = await db();
  let tx: IDBPTransaction<SandtableDB, N, M>;
  try {
    tx = d.transaction(stores, mode, mode === 'readwrite' ? { durability: 'strict' } : undefined);
  } catch (e) {
    throw explain(e);
  }
  // The writes of a read-write transaction are recorded for the second copy (src/store/replica.ts), and the
  // transaction is held open until they are stored there: it commits after its copy, never before.
  const ops: ReplicaOp[] | null = mode === 'readwrite' ? [] : null;
  const seq = ops ? nextSeq() : 0;
  let copied: Promise<string | null> = Promise.resolve(null);
  try {
    const result = await fn(ops ? recordWrites(tx, ops) : tx);
    if (ops?.length) {
      const [first] = stores;
      copied = replica()
        .then((m) => m.storeWrites(seq, ops, db))
        .catch(() => null);
      if (first) await holdOpenWhile(unwrap(tx), first, copied);
    }
    await tx.done;
    return result;
  } catch (e) {
    void copied.then(async (key) => key && (await replica()).dropWrite(key));
    try {
      tx.abort();
    } catch {
      /* already finished */
    }
    await tx.done.catch(() => undefined);
    throw explain(e);
  }
}
