import { openDB, unwrap, type IDBPDatabase, type IDBPTransaction, type StoreNames } from 'idb';
import { BlockedError, StorageTimeoutError, explain } from './errors';
import { holdOpenThen, nextSeq, recordWrites, type Recovery, type ReplicaOp } from './replica-record';
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
  let gaveUp = false;
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
      // the creation may be given up (a copy that did not answer): its abort is the open's failure, not this one's
      tx.done.catch(() => undefined);
      if (created) restoring = restoreWhileCreating(unwrap(tx), lossReason(event), () => (gaveUp = true));
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
  return opening.then(
    async (d) => {
      // created with nothing to put back: the copy starts afresh, complete from the first write
      if (created && !(await restoring)) await (await replica()).startAfresh();
      return d;
    },
    (e: unknown) => {
      throw gaveUp ? new StorageTimeoutError('restore') : e;
    },
  );
}

/** The second copy's storage, compaction and restore: loaded with the first write, off the first paint. */
const replica = () => import('./replica');

/** How long a restore may read the second copy before the database's creation is given up (and tried again). */
let restoreLimitMs = 15_000;

/**
 * The database is being created (`tx` is its upgrade transaction): when the second copy has something, it goes
 * back in before the upgrade commits, so no connection ever reads the empty database (src/store/replica.ts).
 * The read is bounded: a copy that does not answer in time aborts the creation, so the open fails with a
 * StorageTimeoutError and the next attempt tries again (creating the database empty instead would let the
 * next compaction write the empty database over the only copy of the games).
 */
function restoreWhileCreating(tx: IDBTransaction, reason: string, onLate: () => void): Promise<Recovery | null> {
  return new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<'late'>((ok) => (timer = setTimeout(() => ok('late'), restoreLimitMs)));
    const loading = Promise.race([replica().then(async (m) => ({ m, copy: await m.readCopy() })), late])
      // a copy that did not answer may hold games: never start over it; a damaged one can give nothing back
      .catch((e: unknown) => (e instanceof Error && e.name === 'CopyTimeoutError' ? ('late' as const) : null))
      .finally(() => clearTimeout(timer));
    holdOpenThen(tx, Stores.settings, loading, (loaded) => {
      if (loaded === 'late') {
        onLate();
        resolve(null);
        tx.abort();
        return;
      }
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

/** Configure the shared connection (the app sets callbacks; tests set a name and limits). Resets it. */
export function configureDatabase(opts: OpenOptions & { limitMs?: number; restoreLimitMs?: number }): void {
  defaultOptions = opts;
  txLimitMs = opts.limitMs ?? 10_000;
  restoreLimitMs = opts.restoreLimitMs ?? 15_000;
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
      // the browser closed the connection (storage cleared under the app): the next request opens it again
      d.addEventListener('close', () => {
        dbPromise = null;
      });
      return d;
    });
    dbPromise.catch(() => {
      dbPromise = null;
    });
  }
  return dbPromise;
}

type Names = StoreNames<SandtableDB>;

/** How long a transaction may take, from asking for it to its commit, before it is given up (aborted). */
let txLimitMs = 10_000;

/** `work`, or a StorageTimeoutError after `ms` (then `onLate` runs). The timer is always cleared. */
function bounded<T>(ms: number, work: Promise<T>, what: string, onLate?: () => void): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, ko) => {
    timer = setTimeout(() => {
      onLate?.();
      ko(new StorageTimeoutError(what));
    }, ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * The one transaction helper: runs `fn` inside a transaction over `stores` and resolves when the
 * transaction has committed (so "stored" means stored). Storage errors come back explained.
 * `fn` must not await anything but requests of this transaction (IndexedDB closes it at the next task).
 * Writes ask for strict durability: Chromium otherwise reports a commit before the data reaches the disk,
 * and a dead battery right after a move is shown could lose it.
 *
 * Nothing here waits without a limit: opening the database and the transaction (queued behind others, run,
 * committed) have `limitMs` (10 s by default; a whole backup's read asks for more), after which the
 * transaction is aborted and a StorageTimeoutError says so; nothing was written then. Once a read-write
 * transaction has committed, its writes go to the second copy in a step of their own (src/store/replica.ts),
 * bounded there, and only then does this resolve: the caller shows a move once both copies hold it, or once
 * the copy has had its time.
 */
export async function transact<N extends Names[], M extends IDBTransactionMode, T>(
  stores: N,
  mode: M,
  fn: (tx: IDBPTransaction<SandtableDB, N, M>) => Promise<T> | T,
  limitMs = txLimitMs,
): Promise<T> {
  const started = Date.now();
  const d = await bounded(limitMs, db(), 'opening');
  let tx: IDBPTransaction<SandtableDB, N, M>;
  try {
    tx = d.transaction(stores, mode, mode === 'readwrite' ? { durability: 'strict' } : undefined);
  } catch (e) {
    if (e instanceof DOMException && e.name === 'InvalidStateError') dbPromise = null; // closed under us
    throw explain(e);
  }
  // its outcome is read through `run` below; an abort (given up, or a failed request) is no unhandled rejection
  tx.done.catch(() => undefined);
  // The writes of a read-write transaction are recorded for the second copy (src/store/replica.ts), numbered in
  // the order IndexedDB runs the transactions (the order they are asked for).
  const ops: ReplicaOp[] | null = mode === 'readwrite' ? [] : null;
  const seq = ops ? nextSeq() : 0;
  const run = (async () => {
    const result = await fn(ops ? recordWrites(tx, ops, seq) : tx);
    await tx.done;
    return result;
  })();
  let result: T;
  try {
    result = await bounded(Math.max(0, limitMs - (Date.now() - started)), run, 'transaction', () => {
      try {
        tx.abort(); // given up: nothing of it is written
      } catch {
        /* it finished meanwhile: its outcome is `run`'s */
      }
    });
  } catch (e) {
    if (e instanceof StorageTimeoutError) {
      // an abort that came too late to stop a commit: then the commit is what happened
      const outcome = await bounded(1000, run, 'transaction').then(
        (r) => ({ ok: true as const, r }),
        () => null,
      );
      if (!outcome) throw e;
      result = outcome.r;
    } else {
      try {
        tx.abort();
      } catch {
        /* already finished */
      }
      await bounded(1000, tx.done, 'transaction').catch(() => undefined);
      throw explain(e);
    }
  }
  if (ops?.length) {
    // the copy in its own step, after the commit: bounded and never throwing (src/store/replica.ts)
    await bounded(
      5000,
      replica().then((m) => m.storeWrites(seq, ops, db)),
      'copy',
    ).catch(() => false);
  }
  return result;
}
