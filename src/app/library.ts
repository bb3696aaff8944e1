/** Reusable items kept across games (FUBAR rosters...), stamped with the time they were saved. */
import * as store from '../store';
import type { LibraryItem } from '../store';

export type { LibraryItem };

export function listItems<T>(kind: string): Promise<LibraryItem<T>[]> {
  return store.listItems<T>(kind);
}

export function putItem<T>(item: { id: string; kind: string; name: string; data: T }): Promise<void> {
  return store.putItem<T>({ ...item, updatedAt: Date.now() });
}

export function deleteItem(id: string): Promise<void> {
  return store.deleteItem(id);
}
