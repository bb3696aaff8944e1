/**
 * The moves of a game opened from its snapshot cache that were not replayed to draw it, read and checked behind its
 * screen (src/app/session.ts `readHead`): a chunk of its own, fetched after the first drawing (issue 30: every game
 * screen drew without it). An engine whose cache is stored with every move (FAB, OCS) has the moves since the cache's
 * anchor, or the whole record, replayed here by the rules, in slices with a yield to the page between them.
 */
import type { Engine, GameEvent, GameSetup } from '../../rules/common/engine';
import * as store from '../../store';
import type { GameMeta, StoredEvent } from '../../store';
import { setupOf } from '../replay';
import { replayInSlices } from './slices';
import { eventOf, openFromLog, restoreSnapshot, soundEvents, usableSnapshot, type Opened } from './opening';

/** The moves before `base` (read behind the screen of a game opened from its snapshot), checked. */
export type Older<S> =
  | { readonly kind: 'unread'; readonly message: string }
  | { readonly kind: 'sound'; readonly head: StoredEvent[] }
  | { readonly kind: 'broken'; readonly message: string }
  /** The head was not sound: the game reopened from the whole record, at its last good move. */
  | { readonly kind: 'reopened'; readonly opened: Opened<S> };

/**
 * Read and check the moves of `meta`'s game before `base` (`tail`: the moves from `base` on, already checked).
 * Damage there means the record cannot be trusted past it: the whole record is opened again as on opening.
 */
export async function readOlder<S, E extends GameEvent>(
  meta: GameMeta,
  engine: Engine<S, E>,
  base: number,
  tail: readonly StoredEvent[],
  snapshot: unknown,
): Promise<Older<S>> {
  let raw: unknown[];
  try {
    raw = await store.loadEvents(meta.id, 0, base);
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    return { kind: 'unread', message: `The older moves of this game could not be read: ${why}` };
  }
  const head = soundEvents(raw, meta.id, 0);
  /** The whole record opened again, from `from` (null: replayed from the start). */
  const whole = (from: unknown): Opened<S> | string => {
    try {
      return openFromLog(meta, engine, [...raw, ...tail], from);
    } catch (e) {
      return e instanceof Error ? e.message : String(e);
    }
  };
  if (raw.length !== base || head.length !== raw.length) {
    const o = whole(snapshot);
    return typeof o === 'string' ? { kind: 'broken', message: o } : { kind: 'reopened', opened: o };
  }
  if (engine.snapshotEvery !== 1) return { kind: 'sound', head };
  // an engine whose cache is stored with every move opens from it without replaying a move (FAB, OCS: issue 30): the
  // moves since the cache's anchor (FAB: its prev, at most 50 moves back, as many as a cache every 50 moves left to
  // replay), or the whole record when it has none (OCS), are replayed here once the engine's parts are here, so a move
  // the rules refuse is still found
  try {
    await engine.prepare?.();
  } catch {
    return { kind: 'sound', head }; // its parts cannot be fetched now: the cache stands, as a long game's does
  }
  const setup = setupOf(meta);
  const all = [...head, ...tail];
  if (await replaysInSlices(engine, setup, all, anchorOf(engine, snapshot, setup, all.length)))
    return { kind: 'sound', head };
  const o = whole(null);
  if (typeof o === 'string') return { kind: 'broken', message: o };
  return o.readOnly || o.damaged ? { kind: 'reopened', opened: o } : { kind: 'sound', head };
}

/**
 * Whether every move of `entries` is taken, replayed from the start (or from `start`, a state the record passed) in
 * slices with a yield to the page between them (./slices.ts). Any doubt (a move refused, an error) says no: the caller
 * then opens the whole record again the usual way, which says what is wrong.
 */
export async function replaysInSlices<S, E extends GameEvent>(
  engine: Engine<S, E>,
  setup: GameSetup,
  entries: readonly StoredEvent[],
  start?: { state: S; index: number },
): Promise<boolean> {
  try {
    return (await replayInSlices(engine, setup, entries.map(eventOf), start)).ok;
  } catch {
    return false;
  }
}

/** The state of a cache's anchor (its `prev`) and its place, restored; undefined when it has none that can be read. */
function anchorOf<S, E extends GameEvent>(
  engine: Engine<S, E>,
  snapshot: unknown,
  setup: GameSetup,
  length: number,
): { state: S; index: number } | undefined {
  if (!usableSnapshot(snapshot, engine.stateVersion, length) || !snapshot.prev) return undefined;
  const { seq, data } = snapshot.prev;
  if (!Number.isInteger(seq) || seq < 0 || seq >= snapshot.seq) return undefined;
  const state = restoreSnapshot(engine, { ...snapshot, seq, data }, setup);
  return state === null ? undefined : { state, index: seq };
}
