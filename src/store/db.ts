import { openDB, type IDBPDatabase, type IDBPTransaction, type StoreNames } from 'idb';
import { BlockedError, explain } from './errors';
import { DB_NAME, SCHEMA_VERSION, migrations, type SandtableDB } from './schema';

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
  return openDB<SandtableDB>(opts.name ?? DB_NAME, target, {
    upgrade(db, oldVersion, newVersion, tx) {
      for (let v = oldVersion + 1; v <= (newVersion ?? target); v++) {
        const m = migrations[v];
        if (!m) throw new Error(`No migration to schema version ${v}.`);
        m(db, tx);
      }
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
    dbPromise = openDatabase(defaultOptions);
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
  try {
    const result = await fn(tx);
    await tx.done;
    return result;
  } catch (e) {
    try {
      tx.abort();
    } catch {
      /* already finished */
    }
    await tx.done.catch(() => undefined);
    throw explain(e);
  }
}
