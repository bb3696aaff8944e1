/**
 * What players keep beside a game at the table: notes (one shared, one private per side) and an optional
 * clock per side. Both are stored in the game's header (never in its event log: they change no rule) and
 * travel in its exported file. The clock is plain data and pure functions of wall-clock time, so it
 * survives a reload: the running side's time counts from `since`.
 */
import * as store from '../store';
import type { GameClock, GameNotes } from '../store';

export type { GameClock, GameNotes };

export const EMPTY_NOTES: GameNotes = { shared: '', sides: {} };

export function newClock(): GameClock {
  return { used: {}, running: null, since: null, paused: false };
}

/** Time used by `side` at `now`, the running stretch included. */
export function usedAt(c: GameClock, side: string, now: number): number {
  const base = c.used[side] ?? 0;
  return c.running === side && c.since !== null ? base + Math.max(0, now - c.since) : base;
}

/** The running stretch added to the running side's total. */
function settle(c: GameClock, now: number): Record<string, number> {
  const used = { ...c.used };
  if (c.running !== null && c.since !== null) used[c.running] = usedAt(c, c.running, now);
  return used;
}

/** The side to decide now gets the clock (null: nobody's clock runs, e.g. the game is over). */
export function runFor(c: GameClock, side: string | null, now: number): GameClock {
  if (c.running === side) return c;
  return { used: settle(c, now), running: side, since: side !== null && !c.paused ? now : null, paused: c.paused };
}

export function pauseClock(c: GameClock, now: number): GameClock {
  if (c.paused) return c;
  return { used: settle(c, now), running: c.running, since: null, paused: true };
}

export function resumeClock(c: GameClock, now: number): GameClock {
  if (!c.paused) return c;
  return { used: { ...c.used }, running: c.running, since: c.running !== null ? now : null, paused: false };
}

/** "1:02:03" or "4:05". */
export function formatClock(ms: number): string {
  const s = Math.floor(ms / 1000);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/** The notes and clock as stored now (the open session's header may be older than a note saved since). */
export async function readTable(gameId: string): Promise<{ notes: GameNotes; clock: GameClock | null }> {
  const meta = await store.getGame(gameId);
  return { notes: meta?.notes ?? EMPTY_NOTES, clock: meta?.clock ?? null };
}

export function saveNotes(gameId: string, notes: GameNotes): Promise<void> {
  return store.updateGameExtras(gameId, { notes });
}

/** Store the clock; null stops using it. */
export function saveClock(gameId: string, clock: GameClock | null): Promise<void> {
  return store.updateGameExtras(gameId, { clock });
}

/** Stop the running clock (the hand-off cover is up: the side about to play has not taken the tablet yet, and the
 * side that just played is done), so nobody's time runs while the tablet changes hands; the next side's clock
 * starts when its screen shows. No clock, or none running: nothing is written. */
export async function stopClock(gameId: string, now: number): Promise<void> {
  const { clock } = await readTable(gameId);
  if (!clock || clock.running === null) return;
  await saveClock(gameId, runFor(clock, null, now));
}
