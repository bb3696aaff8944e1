/** Saved games: headers, event logs and snapshot caches. */
import { ConflictError } from './errors';
import { transact } from './db';
import { Stores, type GameClock, type GameMeta, type GameNotes, type Snapshot, type StoredEvent } from './schema';
import type { OrdersBySide } from '../rules/common/orders';

const logRange = (gameId: string, from = 0) => IDBKeyRange.bound([gameId, from], [gameId, Number.MAX_SAFE_INTEGER]);

export function listGames(): Promise<GameMeta[]> {
  return transact([Stores.games], 'readonly', async (tx) => {
    const all = await tx.objectStore(Stores.games).index('updatedAt').getAll();
    return all.reverse();
  });
}

export function getGame(id: string): Promise<GameMeta | undefined> {
  return transact([Stores.games], 'readonly', (tx) => tx.objectStore(Stores.games).get(id));
}

/** Create a game with an optional initial log (imports), all in one transaction. */
export function createGame(meta: GameMeta, events: readonly StoredEvent[] = []): Promise<void> {
  return transact([Stores.games, Stores.events], 'readwrite', async (tx) => {
    const games = tx.objectStore(Stores.games);
    if (await games.get(meta.id)) throw new Error(`A game with id ${meta.id} exists already.`);
    await games.add(meta);
    const ev = tx.objectStore(Stores.events);
    for (const e of events) await ev.add(e);
  });
}

export interface LoadedGame {
  meta: GameMeta;
  events: unknown[];
  snapshot: unknown;
}

/** Everything needed to open a game. Records are returned raw: the runner validates them. */
export function loadGame(id: string): Promise<LoadedGame | undefined> {
  return transact([Stores.games, Stores.events, Stores.snapshots], 'readonly', async (tx) => {
    const meta = await tx.objectStore(Stores.games).get(id);
    if (!meta) return undefined;
    const [events, snapshot] = await Promise.all([
      tx.objectStore(Stores.events).getAll(logRange(id)),
      tx.objectStore(Stores.snapshots).get(id),
    ]);
    return { meta, events, snapshot };
  });
}

export interface LoadedTail extends LoadedGame {
  /** The seq of `events[0]`: the events before it were not read. */
  from: number;
}

/**
 * What opening a game needs first: header, snapshot cache, and the log from the move before the snapshot
 * on (the runner needs the last move for undo). Reading a 5,000-move log whole costs tens of milliseconds
 * that the first screen need not wait for; `loadEvents` reads the rest. One transaction, so the three
 * agree.
 */
export function loadGameTail(id: string): Promise<LoadedTail | undefined> {
  return transact([Stores.games, Stores.events, Stores.snapshots], 'readonly', async (tx) => {
    const [meta, snapshot] = await Promise.all([
      tx.objectStore(Stores.games).get(id),
      tx.objectStore(Stores.snapshots).get(id),
    ]);
    if (!meta) return undefined;
    const seq = (snapshot as { seq?: unknown } | undefined)?.seq;
    const from = typeof seq === 'number' && Number.isInteger(seq) && seq > 0 && seq <= meta.eventCount ? seq - 1 : 0;
    const events = await tx.objectStore(Stores.events).getAll(logRange(id, from));
    return { meta, events, snapshot, from };
  });
}

/** Raw log records with `from <= seq < to`. */
export function loadEvents(id: string, from: number, to: number): Promise<unknown[]> {
  if (to <= from) return Promise.resolve([]);
  return transact([Stores.events], 'readonly', (tx) =>
    tx.objectStore(Stores.events).getAll(IDBKeyRange.bound([id, from], [id, to - 1])),
  );
}

/**
 * Store one accepted event and the game's new header in one transaction (and a snapshot when given).
 * Refuses with ConflictError when the log moved on elsewhere (another tab), so two writers never interleave.
 */
export function appendEvent(
  entry: StoredEvent,
  header: Pick<GameMeta, 'status' | 'updatedAt'>,
  snapshot?: Snapshot,
): Promise<void> {
  return transact([Stores.games, Stores.events, Stores.snapshots], 'readwrite', async (tx) => {
    const games = tx.objectStore(Stores.games);
    const meta = await games.get(entry.gameId);
    if (!meta || meta.eventCount !== entry.seq) throw new ConflictError();
    await tx.objectStore(Stores.events).add(entry);
    await games.put({ ...meta, ...header, eventCount: entry.seq + 1 });
    if (snapshot) await tx.objectStore(Stores.snapshots).put(snapshot);
  });
}

/** Undo: drop every event from `fromSeq` on, and any snapshot taken after it. */
export function truncateLog(
  gameId: string,
  fromSeq: number,
  header: Pick<GameMeta, 'status' | 'updatedAt'>,
): Promise<void> {
  return transact([Stores.games, Stores.events, Stores.snapshots], 'readwrite', async (tx) => {
    const games = tx.objectStore(Stores.games);
    const meta = await games.get(gameId);
    if (!meta || meta.eventCount < fromSeq) throw new ConflictError();
    await tx.objectStore(Stores.events).delete(logRange(gameId, fromSeq));
    const snaps = tx.objectStore(Stores.snapshots);
    const snap = await snaps.get(gameId);
    if (snap && snap.seq > fromSeq) await snaps.delete(gameId);
    await games.put({ ...meta, ...header, eventCount: fromSeq });
  });
}

/**
 * Move a game to another rules version, at its player's request: the header names the new version, the
 * given moves' undo marks (who moved, dice or reveal) are rewritten, and the snapshot cache (computed
 * under the old rules) is dropped. No move is added or removed. Refuses with ConflictError when the log is
 * not `eventCount` moves long (another tab moved on).
 */
export function setRulesVersion(
  gameId: string,
  header: Pick<GameMeta, 'rulesVersion' | 'status' | 'updatedAt'>,
  eventCount: number,
  changed: readonly StoredEvent[] = [],
): Promise<void> {
  return transact([Stores.games, Stores.events, Stores.snapshots], 'readwrite', async (tx) => {
    const games = tx.objectStore(Stores.games);
    const meta = await games.get(gameId);
    if (!meta || meta.eventCount !== eventCount) throw new ConflictError();
    const events = tx.objectStore(Stores.events);
    for (const e of changed) {
      if (e.gameId !== gameId || e.seq >= eventCount || !(await events.get([gameId, e.seq])))
        throw new Error(`Move ${e.seq + 1} is not part of this game.`);
      await events.put(e);
    }
    await tx.objectStore(Stores.snapshots).delete(gameId);
    await games.put({ ...meta, ...header });
  });
}

export function putSnapshot(snapshot: Snapshot): Promise<void> {
  return transact([Stores.snapshots], 'readwrite', async (tx) => {
    await tx.objectStore(Stores.snapshots).put(snapshot);
  });
}

export function renameGame(id: string, name: string): Promise<void> {
  return transact([Stores.games], 'readwrite', async (tx) => {
    const store = tx.objectStore(Stores.games);
    const meta = await store.get(id);
    if (!meta) throw new Error('That game no longer exists.');
    // a name the player chose is no longer the file's: "(imported)" goes
    const next: GameMeta = { ...meta, name };
    delete next.imported;
    await store.put(next);
  });
}

/** Store a game's notes, clock, standing orders and where each side last looked (any may be left out), changing nothing else in
 * its header. */
export function updateGameExtras(
  id: string,
  extras: {
    notes?: GameNotes;
    clock?: GameClock | null;
    looked?: Readonly<Record<string, number>>;
    orders?: OrdersBySide;
  },
): Promise<void> {
  return transact([Stores.games], 'readwrite', async (tx) => {
    const store = tx.objectStore(Stores.games);
    const meta = await store.get(id);
    if (!meta) throw new Error('That game no longer exists.');
    const next: GameMeta = { ...meta };
    if (extras.notes) next.notes = extras.notes;
    if (extras.clock === null) delete next.clock;
    else if (extras.clock) next.clock = extras.clock;
    if (extras.looked) next.looked = { ...next.looked, ...extras.looked };
    // a side's orders replace that side's as a whole; the other side's stay
    if (extras.orders) next.orders = { ...next.orders, ...extras.orders };
    await store.put(next);
  });
}

export function deleteGame(id: string): Promise<void> {
  return transact([Stores.games, Stores.events, Stores.snapshots], 'readwrite', async (tx) => {
    await tx.objectStore(Stores.games).delete(id);
    await tx.objectStore(Stores.events).delete(logRange(id));
    await tx.objectStore(Stores.snapshots).delete(id);
  });
}
