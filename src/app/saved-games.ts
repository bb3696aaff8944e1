/** The saved-games list as the home screen sees it: the UI reaches stored games through here, never the store. */
// the store's module of games, not its index (which holds the runner's too): the home screen loads this
import * as store from '../store/saved';
import type { GameMeta } from '../store/schema';
import type { Result } from '../rules/common/result';
import { checkGameName } from './names';

export type { GameMeta };

/** Every game stored on this device, most recently played first (as the store orders them). */
export function listGames(limitMs?: number): Promise<GameMeta[]> {
  return store.listGames(limitMs);
}

/** Rename a saved game; a name that cannot be used is refused with the reason and nothing is stored. */
export async function renameGame(id: string, name: string): Promise<Result<string>> {
  const checked = checkGameName(name);
  if (!checked.ok) return checked;
  await store.renameGame(id, checked.value);
  return checked;
}

export function deleteGame(id: string): Promise<void> {
  return store.deleteGame(id);
}
