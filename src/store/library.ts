/**
 * Library items read and written together (a scenario draft and the photos of its map, issue 28): not part of
 * the store's index, so that the home screen's bundle does not carry them; the drafts' own chunk imports this.
 */
import { transact } from './db';
import { Stores, type LibraryItem } from './schema';

/** One library item, or undefined. */
export function getItem<T>(id: string): Promise<LibraryItem<T> | undefined> {
  return transact(
    [Stores.library],
    'readonly',
    async (tx) => (await tx.objectStore(Stores.library).get(id)) as LibraryItem<T> | undefined,
  );
}

/** Several library items written in one transaction (a scenario draft and the photo of its map). */
export function putItems(items: readonly LibraryItem[]): Promise<void> {
  return transact([Stores.library], 'readwrite', async (tx) => {
    const store = tx.objectStore(Stores.library);
    for (const item of items) await store.put(item);
  });
}

/**
 * Remove, in one transaction, every library item whose id starts with `prefix` (a scenario draft, whose own id
 * is the prefix, and its photos), except the ids in `keep`.
 */
export function deleteItemsUnder(prefix: string, keep: readonly string[] = []): Promise<void> {
  return transact([Stores.library], 'readwrite', async (tx) => {
    const store = tx.objectStore(Stores.library);
    const range = IDBKeyRange.bound(prefix, `${prefix}\uffff`);
    if (!keep.length) return store.delete(range);
    for (const key of await store.getAllKeys(range)) if (!keep.includes(String(key))) await store.delete(key);
  });
}
