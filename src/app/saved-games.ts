/** The saved-games list as the home screen sees it: the UI reaches stored games through here, never the store. */
import * as store from '../store';
import type { GameMeta } from '../store';
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
