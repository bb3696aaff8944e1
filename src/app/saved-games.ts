/** The saved-games list as the home screen sees it: the UI reaches stored games through here, never the store. */
import * as store from '../store';
import type { GameMeta } from '../store';

export type { GameMeta };

/** Every game stored on this device, most recently played first (as the store orders them). */
export function listGames(limitMs?: number): Promise<GameMeta[]> {
  return store.listGames(limitMs);
}

export function renameGame(id: string, name: string): Promise<void> {
  return store.renameGame(id, name);
}

export function deleteGame(id: string): Promise<void> {
  return store.deleteGame(id);
}
