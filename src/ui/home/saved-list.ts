/**
 * The saved games as the home screen lists them, read with a time limit (a storage that does not answer is said,
 * with a Retry, never shown as "no games"). Apart from the home screen so that the screens that change the list
 * (backup, dialogs, my scenarios) refresh it without importing the home screen back.
 */
import { signal } from '@preact/signals';
import { listGames, type GameMeta } from '../../app/saved-games';

export const games = signal<GameMeta[] | null>(null);
export const loadError = signal<string | null>(null);
/** A read of the list is under way: an empty list from an earlier read is not "no games" until it is done. */
export const reading = signal(false);

/** How long the home screen waits for the list before it says it could not read it (with a Retry). */
const LIST_LIMIT_MS = 5000;

export async function refreshGames(): Promise<void> {
  reading.value = true;
  try {
    games.value = await listGames(LIST_LIMIT_MS);
    loadError.value = null;
  } catch (e) {
    loadError.value = e instanceof Error ? e.message : String(e);
  } finally {
    reading.value = false;
  }
}
