/**
 * The saved games as the home screen handles them: the list, renaming and deleting. A module of its own so the home
 * screen does not carry the runner's reads and writes of event logs and snapshots (./games.ts, which re-exports these).
 */
import { transact } from './db';
import { Stores, type GameMeta } from './schema';

/** A game's stored moves from `from` on (keys [gameId, seq]). */
export const logRange = (gameId: string, from = 0) =>
  IDBKeyRange.bound([gameId, from], [gameId, Number.MAX_SAFE_INTEGER]);

/** The header as the app reads it: without the second copy's mark (`copySeq`, src/store/replica.ts), which is
 * the store's own business. */
export function readMeta(meta: GameMeta): GameMeta {
  if (meta.copySeq === undefined) return meta;
  const { copySeq: _seq, ...rest } = meta;
  return rest;
}

/** Headers of the saved games, newest first, without their setup data (`data`: read by `getGame`/`loadGame`).
 * `limitMs`: how long the read may wait (the home screen says so, with a Retry, when it could not read). */
export function listGames(limitMs?: number): Promise<GameMeta[]> {
  return transact(
    [Stores.games],
    'readonly',
    async (tx) => {
      const all = await tx.objectStore(Stores.games).index('updatedAt').getAll();
      return all.reverse().map(readMeta);
    },
    limitMs,
  );
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

export function deleteGame(id: string): Promise<void> {
  return transact([Stores.games, Stores.events, Stores.snapshots, Stores.setups], 'readwrite', async (tx) => {
    await tx.objectStore(Stores.games).delete(id);
    await tx.objectStore(Stores.setups).delete(id);
    await tx.objectStore(Stores.events).delete(logRange(id));
    await tx.objectStore(Stores.snapshots).delete(id);
  });
}
