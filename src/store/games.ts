/** Saved games: headers, event logs and snapshot caches (the list, renaming and deleting: ./saved.ts). */
import { ConflictError } from './errors';
import { transact } from './db';
import {
  Stores,
  type GameClock,
  type GameMeta,
  type GameNotes,
  type GameSetupData,
  type Snapshot,
  type StoredEvent,
} from './schema';
import type { OrdersBySide } from '../rules/common/orders';
import { logRange, readMeta } from './saved';

export { deleteGame, listGames, readMeta, renameGame } from './saved';

/** The header as the games store keeps it: without the setup data (schema 4: it lives in the setups store). */
export function bareMeta(meta: GameMeta): GameMeta {
  if (!('data' in meta)) return meta;
  const { data: _data, ...bare } = meta;
  return bare;
}

/** The header with its setup data put back (when the game has any). */
export async function withSetup(
  get: (id: string) => Promise<GameSetupData | undefined>,
  stored: GameMeta,
): Promise<GameMeta> {
  const meta = readMeta(stored);
  const rec = await get(meta.id);
  return rec && rec.data !== undefined ? { ...meta, data: rec.data } : meta;
}

export function getGame(id: string): Promise<GameMeta | undefined> {
  return transact([Stores.games, Stores.setups], 'readonly', async (tx) => {
    const meta = await tx.objectStore(Stores.games).get(id);
    return meta && withSetup((k) => tx.objectStore(Stores.setups).get(k), meta);
  });
}

/** Create a game with an optional initial log (imports), all in one transaction. */
export function createGame(meta: GameMeta, events: readonly StoredEvent[] = []): Promise<void> {
  return transact([Stores.games, Stores.events, Stores.setups], 'readwrite', async (tx) => {
    const games = tx.objectStore(Stores.games);
    if (await games.get(meta.id)) throw new Error(`A game with id ${meta.id} exists already.`);
    await games.add(bareMeta(meta));
    if (meta.data !== undefined) await tx.objectStore(Stores.setups).put({ gameId: meta.id, data: meta.data });
    const ev = tx.objectStore(Stores.events);
    await Promise.all(events.map((e) => ev.add(e)));
  });
}

/**
 * Create many games at once (a restored backup), each with its log, in one transaction: all of them or none
 * (a game whose id is taken refuses the lot; the caller then stores them one by one to say which). One commit
 * for the lot instead of one per game: a backup of a thousand games is stored in a few dozen commits.
 */
export function createGames(
  games: readonly { meta: GameMeta; events: readonly StoredEvent[] }[],
  limitMs = 60_000,
): Promise<void> {
  return transact(
    [Stores.games, Stores.events, Stores.setups],
    'readwrite',
    async (tx) => {
      const store = tx.objectStore(Stores.games);
      const ev = tx.objectStore(Stores.events);
      const setups = tx.objectStore(Stores.setups);
      // every request asked for at once, in order, and awaited together: IndexedDB runs them in the order asked
      // (one round trip each when awaited one by one made a thousand-game backup take seconds more)
      const asked: Promise<unknown>[] = [];
      for (const { meta, events } of games) {
        asked.push(store.add(bareMeta(meta)));
        if (meta.data !== undefined) asked.push(setups.put({ gameId: meta.id, data: meta.data }));
        for (const e of events) asked.push(ev.add(e));
      }
      await Promise.all(asked);
    },
    limitMs,
  );
}

export interface LoadedGame {
  meta: GameMeta;
  events: unknown[];
  snapshot: unknown;
}

/** Everything needed to open a game. Records are returned raw: the runner validates them. */
export function loadGame(id: string): Promise<LoadedGame | undefined> {
  return transact([Stores.games, Stores.events, Stores.snapshots, Stores.setups], 'readonly', async (tx) => {
    const bare = await tx.objectStore(Stores.games).get(id);
    if (!bare) return undefined;
    const [meta, events, snapshot] = await Promise.all([
      withSetup((k) => tx.objectStore(Stores.setups).get(k), bare),
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
  return transact([Stores.games, Stores.events, Stores.snapshots, Stores.setups], 'readonly', async (tx) => {
    const [bare, setup, snapshot] = await Promise.all([
      tx.objectStore(Stores.games).get(id),
      tx.objectStore(Stores.setups).get(id),
      tx.objectStore(Stores.snapshots).get(id),
    ]);
    if (!bare) return undefined;
    const meta = await withSetup(() => Promise.resolve(setup), bare);
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
  limitMs?: number,
): Promise<void> {
  return appendEvents([entry], header, snapshot, limitMs);
}

/**
 * Store a run of accepted events (a move and the events it forced, in order, seqs following each other) and
 * the game's new header in one transaction: all of them or none. The header is read and written once for the
 * run (it holds the scenario's data, which can be large). Refuses with ConflictError when the log moved on
 * elsewhere (another tab), so two writers never interleave.
 */
export function appendEvents(
  entries: readonly StoredEvent[],
  header: Pick<GameMeta, 'status' | 'updatedAt'>,
  snapshot?: Snapshot,
  limitMs?: number,
): Promise<void> {
  const first = entries[0];
  if (!first) return Promise.resolve();
  if (entries.some((e, i) => e.gameId !== first.gameId || e.seq !== first.seq + i))
    return Promise.reject(new Error('The events to store do not follow each other.'));
  return transact(
    [Stores.games, Stores.events, Stores.snapshots],
    'readwrite',
    async (tx) => {
      const games = tx.objectStore(Stores.games);
      const meta = await games.get(first.gameId);
      if (!meta || meta.eventCount !== first.seq) throw new ConflictError();
      const events = tx.objectStore(Stores.events);
      for (const e of entries) await events.add(e);
      await games.put({ ...meta, ...header, eventCount: first.seq + entries.length });
      if (snapshot) await tx.objectStore(Stores.snapshots).put(snapshot);
    },
    limitMs,
  );
}

/** Undo: drop every event from `fromSeq` on, and any snapshot taken after it. */
export function truncateLog(
  gameId: string,
  fromSeq: number,
  header: Pick<GameMeta, 'status' | 'updatedAt'>,
  limitMs?: number,
): Promise<void> {
  return transact(
    [Stores.games, Stores.events, Stores.snapshots],
    'readwrite',
    async (tx) => {
      const games = tx.objectStore(Stores.games);
      const meta = await games.get(gameId);
      if (!meta || meta.eventCount < fromSeq) throw new ConflictError();
      await tx.objectStore(Stores.events).delete(logRange(gameId, fromSeq));
      const snaps = tx.objectStore(Stores.snapshots);
      const snap = await snaps.get(gameId);
      if (snap && snap.seq > fromSeq) await snaps.delete(gameId);
      await games.put({ ...meta, ...header, eventCount: fromSeq });
    },
    limitMs,
  );
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
