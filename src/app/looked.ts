/**
 * "Since you last looked" (pass-and-play): per side, how many of the game's events its player had seen when
 * they last held the tablet. Kept in the game's header like the table notes (never in the event log: it
 * changes no rule), so a reload still knows what each side has not seen. Cached per open session for the
 * page's life, so the game screen can read it without waiting after a hand-off.
 */
import * as store from '../store';

interface Game {
  readonly gameId: string;
  /** Where each side had looked by the time the game was opened, from the header its opening read (issue 30: the
   * screen then needs no read of its own after the hand-off panel's tap); absent where a session does not know it. */
  readonly lookedWhenOpened?: Readonly<Record<string, number>> | undefined;
}

const cache = new WeakMap<Game, Record<string, number>>();

/** Where each side last looked, as stored (an empty record for a game no side has looked at yet). */
export async function readLooked(game: Game): Promise<Readonly<Record<string, number>>> {
  const known = lookedNow(game);
  if (known) return known;
  // a header that cannot be read (storage refused) counts as no side having looked: no summary, no harm
  const meta = await store.getGame(game.gameId).catch(() => undefined);
  const got = { ...(meta?.looked ?? {}), ...(cache.get(game) ?? {}) };
  cache.set(game, got);
  return got;
}

/** What is known without waiting: what the session read when it opened the game, else null until `readLooked` has
 * read the game once for this session. */
export function lookedNow(game: Game): Readonly<Record<string, number>> | null {
  const known = cache.get(game);
  if (known || !game.lookedWhenOpened) return known ?? null;
  const got = { ...game.lookedWhenOpened };
  cache.set(game, got);
  return got;
}

/** `side` has seen the first `seen` events: remembered at once, stored in the background. */
export function saveLooked(game: Game, side: string, seen: number): Promise<void> {
  const cur = lookedNow(game) ?? {};
  if (cur[side] === seen) return Promise.resolve();
  cache.set(game, { ...cur, [side]: seen });
  return store.updateGameExtras(game.gameId, { looked: { [side]: seen } });
}
