/**
 * A second copy of everything the app stores, kept apart from the database (in an IndexedDB database of a
 * storage bucket of its own where the browser has Storage Buckets, in Cache Storage elsewhere), from which the
 * games are put back when the browser throws the main IndexedDB database away.
 *
 * Why: Chromium deletes an origin's whole IndexedDB database when it finds the database damaged on opening it
 * ("database was corrupt: checksum mismatch"), and a browser killed in the middle of a write can leave it so
 * (seen in our crash test: one kill in about a hundred). That is what a dead battery does. A bucket has database
 * files of its own, written after the main ones, never at the same time, so the kill that damages one leaves the
 * other whole.
 *
 * How: every read-write transaction of `transact` records the records it puts and the keys it deletes (the
 * snapshot cache excepted: it is rebuilt from the log). Once the transaction has committed, those writes are
 * stored here as one numbered entry, in a step of their own, and only then is the move shown. The main
 * transaction never waits for this database (an IndexedDB transaction held open for another database starves
 * every other transaction, and one left idle commits under you), and nothing here waits without a time limit:
 * each operation on the copy gives up after `opLimitMs`, and a write whose copy is late is shown anyway.
 *
 * Holes: a kill between the commit and the copy, or a copy that failed or gave up, leaves an entry missing. Each
 * entry names the entry its page wrote before it (`prev`), so a restore sees a missing one and stops replaying
 * there; a game whose log still has a gap is cut at the gap (the header says how long its log is), so a restore
 * never brings back a game that cannot be replayed. After a failure the copy is rebuilt from the database (a new
 * base) as soon as it answers again; until then writes do not wait for it.
 *
 * A base entry holds a whole copy of the database as it was at its number; writes numbered after it are replayed
 * over it. From time to time (at start, and after many writes) the base is rewritten from the database and older
 * writes are dropped. When the database is being created while a base exists here, the base and the writes after
 * it are put back inside the creating (upgrade) transaction (a bounded wait: see `db.ts`), and `recovery()` tells
 * the home screen what came back; a database created with nothing to put back starts the copy with an empty base.
 * With neither storage (tests, insecure pages) there is no second copy.
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
import {
  CACHE,
  bounded,
  bucketExists,
  bucketManager,
  bucketStore,
  cacheStore,
  held,
  within,
  writeLimitFor,
  type ReplicaStore,
} from './replica-places';

export { CopyTimeoutError, within, type ReplicaStore } from './replica-places';

interface Base {
  readonly seq: number;
  readonly stores: Partial<Record<Names, unknown[]>>;
}

/** One stored write: its operations, and the number of the entry its page wrote before it (null: its first). */
interface Entry {
  readonly prev: number | null;
  readonly ops: readonly ReplicaOp[];
}

/** The base is named by the schema version its records are written for: the base of another version is never
 * restored (records of an older shape would skip their migration); a new one is written at the next start. */
const BASE = `/__replica__/base-v${SCHEMA_VERSION}`;
const OP = '/__replica__/op/';
const BASES = '/__replica__/base';
/** Writes after which the base is rewritten (at start, or during a session). */
const COMPACT_AFTER = 300;
/** How long one operation on the copy may take before it is given up (a move waits at most this for its copy). */
let opLimitMs = 2000;
/** After a failure, how long before the copy is rebuilt from the database (doubling up to a minute). */
let rebuildAfterMs = 3000;

let storeOverride: ReplicaStore | null | undefined;
let storePromise: Promise<ReplicaStore | null> | null = null;
let writesSinceBase = 0;
let compacting: Promise<boolean> | null = null;
/** The copy missed a write (it failed or gave up): writes do not wait for it until a rebuild succeeds. */
let degraded = false;
let rebuildTimer: ReturnType<typeof setTimeout> | null = null;
let rebuildDelay = 0;
/** The number of the last entry this page asked the copy to store (the next entry's `prev`). */
let lastEntry: number | null = null;
/** The database, for rebuilding the copy; set by the first write. */
let databaseOf: (() => Promise<Db>) | null = null;

/** Keep the copy in this store (tests), or nowhere (`null`); `undefined` goes back to the browser's. Resets. */
export function configureReplica(store: ReplicaStore | null | undefined, limitMs = 2000, rebuildMs = 3000): void {
  storeOverride = store;
  opLimitMs = limitMs;
  rebuildAfterMs = rebuildMs;
  storePromise = null;
  writesSinceBase = 0;
  compacting = null;
  degraded = false;
  if (rebuildTimer) clearTimeout(rebuildTimer);
  rebuildTimer = null;
  rebuildDelay = 0;
  lastEntry = null;
  databaseOf = null;
  setRecovered(null);
}

/** Whether the copy is behind the database now (a write failed or gave up, and no rebuild has succeeded yet). */
export function copyDegraded(): boolean {
  return degraded;
}

/** The copy's store, every operation bounded; null when there is none. Opening it is bounded too. */
function replicaStore(): Promise<ReplicaStore | null> {
  storePromise ??= (async () => {
    if (storeOverride !== undefined) return storeOverride && bounded(storeOverride, opLimitMs);
    try {
      const found = (await bucketStore(opLimitMs)) ?? (await cacheStore(opLimitMs));
      return found && bounded(found, opLimitMs);
    } catch {
      storePromise = null; // try again at the next write (the bucket may answer then)
      return null; // storage refused (private mode in some browsers) or late: no second copy for now
    }
  })();
  return storePromise;
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

type Db = IDBPDatabase<SandtableDB>;

/**
 * Store one committed transaction's writes as entry `seq`. Called after the commit, in a step of its own; the
 * caller shows the move once this settles. Never throws, never waits longer than `opLimitMs`, and does not wait
 * at all while the copy is behind (`degraded`): a failure marks the copy behind and schedules its rebuild.
 * Resolves true when the entry is stored.
 */
export async function storeWrites(
  seq: number,
  ops: readonly ReplicaOp[],
  database: () => Promise<Db>,
): Promise<boolean> {
  if (!ops.length) return false;
  databaseOf = database;
  // serialised now, before anything else can change the records
  const prev = lastEntry;
  lastEntry = Math.max(lastEntry ?? 0, seq);
  const body = json({ prev, ops } satisfies Entry);
  const writing = within(
    writeLimitFor(opLimitMs, body) + opLimitMs,
    (async () => {
      const copy = await replicaStore();
      if (!copy) return false;
      await copy.put(opKey(seq), body);
      if (++writesSinceBase >= COMPACT_AFTER) scheduleCompaction(database, 0);
      return true;
    })(),
    'writing',
  ).catch(() => {
    fellBehind();
    return false;
  });
  // while the copy is behind, a move does not wait for it (it will be rebuilt from the database)
  return degraded ? false : writing;
}

/** The copy missed a write: stop waiting for it, and rebuild it from the database soon. */
function fellBehind(): void {
  degraded = true;
  // the next try opens the copy's storage afresh (a connection the browser dropped never answers again)
  if (storeOverride === undefined) {
    storePromise = null;
    held.conn = null;
  }
  writesSinceBase = COMPACT_AFTER;
  if (rebuildTimer) return;
  rebuildDelay = rebuildDelay ? Math.min(rebuildDelay * 2, 60_000) : rebuildAfterMs;
  rebuildTimer = setTimeout(() => {
    rebuildTimer = null;
    const database = databaseOf;
    if (!database) return;
    void database()
      .then((d) => compact(d))
      .then((ok) => {
        if (!ok) fellBehind();
      })
      .catch(() => fellBehind());
  }, rebuildDelay);
}

/**
 * Rewrite the base from the database and drop the writes it holds. One at a time; never throws; every step is
 * bounded. Resolves true when the new base is stored (the copy is then whole again).
 */
export function compact(d: Db): Promise<boolean> {
  compacting ??= (async () => {
    const copy = await replicaStore();
    if (!copy) return false;
    // The number is taken before the read: a write asked for earlier commits before this read sees the stores
    // (IndexedDB orders them), and one asked for later has a higher number and is replayed over this base.
    const seq = nextSeq();
    const tx = d.transaction([...REPLICATED], 'readonly');
    const stores: Partial<Record<Names, unknown[]>> = {};
    for (const name of REPLICATED) stores[name] = await tx.objectStore(name).getAll();
    await tx.done;
    await copy.put(BASE, json({ seq, stores } satisfies Base));
    writesSinceBase = 0;
    degraded = false;
    rebuildDelay = 0;
    // entries this page wrote before the base are in it: the next entry follows the base
    if (lastEntry !== null && lastEntry <= seq) lastEntry = seq;
    for (const path of await copy.keys()) {
      if ((path.startsWith(OP) && seqOf(path) <= seq) || (path.startsWith(BASES) && path !== BASE))
        await copy.delete(path);
    }
    return true;
  })()
    .catch(() => false)
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
  try {
    const copy = await replicaStore();
    if (!copy) return;
    const seq = nextSeq();
    await copy.put(BASE, json({ seq, stores: {} } satisfies Base));
    writesSinceBase = 0;
    lastEntry = seq;
  } catch {
    fellBehind();
  }
}

/**
 * Keep the copy whole at start: with no base (a copy never made, or lost with its own storage), one is made at
 * once from the database; with many writes since the base, one is made after `ms`, when start-up is done.
 */
export function maintainReplica(database: () => Promise<Db>, ms: number): void {
  databaseOf = database;
  void (async () => {
    const d = await database();
    // read first, before this page writes: the last write of each game, as its header says
    const headers: unknown[] = await d.getAll(Stores.games);
    const copy = await replicaStore();
    if (!copy) return;
    const baseText = await copy.get(BASE).catch(() => undefined);
    if (baseText === undefined || (await missesAWrite(copy, baseText, headers))) {
      if (!(await compact(d))) fellBehind();
      return;
    }
    scheduleCompaction(database, ms);
  })().catch(() => undefined);
}

/**
 * Whether the copy lacks a game's last write: a page stopped between a write's commit and its copy (a kill) leaves
 * the database one write ahead, and the next page's writes would then be replayed over a hole. Each header names
 * its last write (`copySeq`); the copy must hold that entry unless its base is newer.
 */
async function missesAWrite(copy: ReplicaStore, baseText: string, headers: readonly unknown[]): Promise<boolean> {
  const m = /^\{"seq":(\d+)/.exec(baseText);
  const baseSeq = m ? Number(m[1]) : 0;
  const wanted = headers.flatMap((h) => {
    const seq: unknown = h && typeof h === 'object' ? Reflect.get(h, 'copySeq') : undefined;
    return typeof seq === 'number' && seq > baseSeq ? [seq] : [];
  });
  if (!wanted.length) return false;
  const held = new Set((await copy.keys()).filter((k) => k.startsWith(OP)).map(seqOf));
  return wanted.some((seq) => !held.has(seq));
}

/** Compact after `ms` when the copy has many writes since its base. */
export function scheduleCompaction(database: () => Promise<Db>, ms: number): void {
  setTimeout(() => {
    void (async () => {
      const copy = await replicaStore();
      if (!copy) return;
      const writes = (await copy.keys().catch(() => [])).length;
      if (writes >= COMPACT_AFTER || writesSinceBase >= COMPACT_AFTER) await compact(await database());
    })().catch(() => undefined);
  }, ms);
}

/** For diagnosis and the crash test: where the copy is kept, whether it has a base, how many writes, whether behind. */
export async function describeReplica(): Promise<{ kind: string; base: boolean; writes: number; behind: boolean }> {
  const copy = await replicaStore();
  if (!copy) return { kind: 'none', base: false, writes: 0, behind: false };
  const keys = await copy.keys();
  return {
    kind: copy.kind,
    base: keys.includes(BASE),
    writes: keys.filter((k) => k.startsWith(OP)).length,
    behind: degraded,
  };
}

export interface Copy {
  readonly base: Base;
  readonly writes: readonly (readonly ReplicaOp[])[];
  readonly lastSeq: number;
  /** The first write that could not be read or whose page's write before it is missing (replay stopped there),
   * and how many writes were listed. */
  readonly broken: string | null;
  readonly listed: number;
}

/**
 * The base and the writes after it, in order, up to the first that is damaged or follows a missing one; null
 * when there is no base (or no copy). Bounded: every read gives up after `opLimitMs`, and the caller bounds the
 * whole (`db.ts`).
 */
export async function readCopy(): Promise<Copy | null> {
  // nothing to read where the copy's storage does not exist yet (a first visit): it is not created here
  if (storeOverride === undefined && !(await copyMayExist())) return null;
  const copy = await replicaStore();
  if (!copy) return null;
  const baseText = await copy.get(BASE);
  if (baseText === undefined) return null;
  const base = JSON.parse(baseText) as Base;
  const writes: ReplicaOp[][] = [];
  let broken: string | null = null;
  const keys = (await copy.keys()).filter((p) => p.startsWith(OP));
  const after = keys.filter((p) => seqOf(p) > base.seq).sort();
  const present = new Set(keys.map(seqOf));
  for (const path of after) {
    const text = await copy.get(path);
    try {
      if (text === undefined) throw new Error('listed but not there');
      const parsed = JSON.parse(text) as Entry | ReplicaOp[];
      // entries of an earlier version of the copy were bare lists of operations
      const entry: Entry = Array.isArray(parsed) ? { prev: null, ops: parsed } : parsed;
      // the write its page made before this one is missing (it failed, gave up, or the kill came first): what
      // follows could rest on it
      if (entry.prev !== null && entry.prev > base.seq && !present.has(entry.prev)) throw new Error('hole');
      writes.push([...entry.ops]);
    } catch {
      broken = path;
      break; // a damaged write (the one being written at the kill), or one after a hole: never replayed
    }
  }
  return { base, writes, lastSeq: Math.max(base.seq, ...keys.map(seqOf)), broken, listed: keys.length };
}

/** Whether the browser's copy may hold anything, asked without creating its storage. */
async function copyMayExist(): Promise<boolean> {
  if (bucketManager()) return (await bucketExists(opLimitMs)) ?? true;
  return typeof caches !== 'undefined' && (await within(opLimitMs, caches.has(CACHE), 'reading'));
}

/**
 * The database is being created (`tx` is its upgrade transaction, active now): put the copy's base and the
 * writes after it back inside that same transaction. Nobody can read the database before it commits (other
 * connections wait for the upgrade), and a browser killed during the restore leaves no database at all, so
 * the next visit restores again. Resolves with what came back (null: nothing).
 */
export function applyCopy(tx: IDBTransaction, copy: Copy, reason: string): Promise<Recovery | null> {
  const { base, writes } = copy;
  const games = new Map<unknown, unknown>(); // id -> header as last written
  const logs = new Map<unknown, Set<number>>(); // id -> the move numbers the copy holds
  const track = (store: Names, record: unknown) => {
    if (store !== Stores.events || typeof record !== 'object' || !record) return;
    const id: unknown = Reflect.get(record, 'gameId');
    const seq: unknown = Reflect.get(record, 'seq');
    if (typeof seq !== 'number') return;
    const set = logs.get(id) ?? new Set<number>();
    logs.set(id, set);
    set.add(seq);
  };
  for (const name of REPLICATED)
    for (const record of base.stores[name] ?? []) {
      tx.objectStore(name).put(record);
      if (name === Stores.games) games.set(idOf(record), record);
      track(name, record);
    }
  for (const ops of writes)
    for (const op of ops) {
      const store = tx.objectStore(op.s);
      if ('put' in op) store.put(op.put);
      else if ('clear' in op) store.clear();
      else if ('delRange' in op) store.delete(keyRange(op.delRange));
      else store.delete(op.del);
      if ('put' in op) track(op.s, op.put);
      else if (op.s === Stores.events && 'delRange' in op) dropRange(logs, op.delRange);
      else if (op.s === Stores.events && 'clear' in op) logs.clear();
      if (op.s !== Stores.games) continue;
      if ('put' in op) games.set(idOf(op.put), op.put);
      else if ('clear' in op) games.clear();
      else if ('del' in op) games.delete(op.del);
    }
  // A game's header is written with every change to its log, so it is the authority on the log's length: moves
  // beyond it come from a write that never committed. A log with a gap below that length (a write the copy
  // missed) is cut at the gap, and its header says so: the game opens at its last move the copy holds in full.
  for (const [id, header] of games) {
    const count: unknown = typeof header === 'object' && header ? Reflect.get(header, 'eventCount') : undefined;
    if (typeof id !== 'string' || typeof count !== 'number') continue;
    const held = logs.get(id) ?? new Set<number>();
    let whole = 0;
    while (whole < count && held.has(whole)) whole++;
    tx.objectStore(Stores.events).delete(IDBKeyRange.bound([id, whole], [id, Number.MAX_SAFE_INTEGER]));
    if (whole < count && typeof header === 'object' && header)
      tx.objectStore(Stores.games).put({ ...header, eventCount: whole });
  }
  raiseSeq(copy.lastSeq);
  const detail = `${writes.length} of ${copy.listed} writes replayed${copy.broken ? `, stopped at ${copy.broken}` : ''}`;
  return new Promise((resolve) => {
    tx.addEventListener('complete', () => resolve(setRecovered({ games: games.size, reason, detail })));
    tx.addEventListener('abort', () => resolve(null));
  });
}

/** Forget the moves a range delete of the events store removed (undo, a deleted game). */
function dropRange(logs: Map<unknown, Set<number>>, r: SerialRange): void {
  const lower = Array.isArray(r.lower) ? r.lower : null;
  const upper = Array.isArray(r.upper) ? r.upper : null;
  const id: unknown = lower?.[0];
  const from: unknown = lower?.[1];
  const to: unknown = upper?.[1];
  const set = logs.get(id);
  if (!set || typeof from !== 'number') return;
  for (const seq of [...set]) if (seq >= from && (typeof to !== 'number' || seq <= to)) set.delete(seq);
}

const idOf = (record: unknown): unknown =>
  typeof record === 'object' && record !== null ? Reflect.get(record, 'id') : undefined;
