/** Reading everything for a backup, and adding restored items without ever replacing one that exists. */
import { transact } from './db';
import { withSetup } from './games';
import { Stores, type GameMeta, type LibraryItem, type ReferenceMark, type StoredEvent } from './schema';

export interface EverythingStored {
  games: { meta: GameMeta; events: StoredEvent[] }[];
  library: LibraryItem[];
  bookmarks: ReferenceMark[];
}

/** Every saved game with its log, every library item (rosters, charts) and every bookmark: one read. */
export function readEverything(): Promise<EverythingStored> {
  const stores = [Stores.games, Stores.events, Stores.library, Stores.reference, Stores.setups];
  return transact(stores, 'readonly', async (tx) => {
    const metas = await tx.objectStore(Stores.games).getAll();
    const games: EverythingStored['games'] = [];
    for (const bare of metas) {
      const meta = await withSetup((k) => tx.objectStore(Stores.setups).get(k), bare);
      const range = IDBKeyRange.bound([meta.id, 0], [meta.id, Number.MAX_SAFE_INTEGER]);
      games.push({ meta, events: await tx.objectStore(Stores.events).getAll(range) });
    }
    const library = await tx.objectStore(Stores.library).getAll();
    const bookmarks = await tx.objectStore(Stores.reference).index('kind').getAll('bookmark');
    return { games, library, bookmarks };
  });
}

/** The ids already on the device, so a restore can skip them. */
export function storedKeys(): Promise<{ games: Set<string>; library: Set<string>; marks: Set<string> }> {
  return transact([Stores.games, Stores.library, Stores.reference], 'readonly', async (tx) => ({
    games: new Set((await tx.objectStore(Stores.games).getAllKeys()).map(String)),
    library: new Set((await tx.objectStore(Stores.library).getAllKeys()).map(String)),
    marks: new Set((await tx.objectStore(Stores.reference).getAllKeys()).map(String)),
  }));
}

/** Add a library item; false (and nothing written) when its id is taken. */
export function addItem(item: LibraryItem): Promise<boolean> {
  return transact([Stores.library], 'readwrite', async (tx) => {
    const store = tx.objectStore(Stores.library);
    if (await store.get(item.id)) return false;
    await store.add(item);
    return true;
  });
}

/** Add a bookmark; false when it is there already. */
export function addMark(mark: ReferenceMark): Promise<boolean> {
  return transact([Stores.reference], 'readwrite', async (tx) => {
    const store = tx.objectStore(Stores.reference);
    if (await store.get(mark.key)) return false;
    await store.add(mark);
    return true;
  });
}
