/** Libraries of reusable items (FUBAR rosters...), reference bookmarks and history, settings. */
import { transact } from './db';
import { Stores, type LibraryItem, type ReferenceMark } from './schema';
import type { SystemId } from '../rules/common/engine';

export function listItems<T>(kind: string): Promise<LibraryItem<T>[]> {
  return transact([Stores.library], 'readonly', async (tx) => {
    const items = (await tx.objectStore(Stores.library).index('kind').getAll(kind)) as LibraryItem<T>[];
    return items.sort((a, b) => b.updatedAt - a.updatedAt);
  });
}

export function putItem<T>(item: LibraryItem<T>): Promise<void> {
  return transact([Stores.library], 'readwrite', async (tx) => {
    await tx.objectStore(Stores.library).put(item);
  });
}

export function deleteItem(id: string): Promise<void> {
  return transact([Stores.library], 'readwrite', (tx) => tx.objectStore(Stores.library).delete(id));
}

const RECENT_LIMIT = 20;

export function listMarks(kind: ReferenceMark['kind']): Promise<ReferenceMark[]> {
  return transact([Stores.reference], 'readonly', async (tx) => {
    const marks = await tx.objectStore(Stores.reference).index('kind').getAll(kind);
    return marks.sort((a, b) => b.at - a.at);
  });
}

export function setBookmark(system: SystemId, section: string, on: boolean, at: number): Promise<void> {
  return transact([Stores.reference], 'readwrite', async (tx) => {
    const key = `bookmark:${system}:${section}`;
    const store = tx.objectStore(Stores.reference);
    if (on) await store.put({ key, kind: 'bookmark', system, section, at });
    else await store.delete(key);
  });
}

/** Remember a viewed section, keeping only the latest RECENT_LIMIT. */
export function addRecent(system: SystemId, section: string, at: number): Promise<void> {
  return transact([Stores.reference], 'readwrite', async (tx) => {
    const store = tx.objectStore(Stores.reference);
    await store.put({ key: `recent:${system}:${section}`, kind: 'recent', system, section, at });
    const recent = (await store.index('kind').getAll('recent')).sort((a, b) => b.at - a.at);
    for (const old of recent.slice(RECENT_LIMIT)) await store.delete(old.key);
  });
}

export function getSetting<T>(key: string): Promise<T | undefined> {
  return transact(
    [Stores.settings],
    'readonly',
    async (tx) => (await tx.objectStore(Stores.settings).get(key))?.value as T | undefined,
  );
}

export function setSetting(key: string, value: unknown): Promise<void> {
  return transact([Stores.settings], 'readwrite', async (tx) => {
    await tx.objectStore(Stores.settings).put({ key, value });
  });
}
