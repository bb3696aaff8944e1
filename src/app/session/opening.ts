/**
 * Opening a stored game (src/app/session.ts): the record read and checked move by move, the snapshot cache used
 * when it is sound, the rest replayed; a damaged or refused move opens the game read-only at the last good one.
 * Nothing of the record is written here; only a missing or stale snapshot cache is refreshed.
 */
import { PartMissing, type Engine, type GameEvent, type GameSetup, type GameStatus } from '../../rules/common/engine';
import type { Rejection } from '../../rules/common/result';
import { rulesVersionOf } from '../../rules/common/rulings';
import * as store from '../../store';
import type { GameMeta, StoredEvent } from '../../store';
import { loadEngine } from '../engines';
import { replay, setupOf } from '../replay';
import { applyAt } from '../take-back';
import type { LogEntry, ReadOnly } from '../session-api';

/** A snapshot cache is written with every SNAPSHOT_EVERY-th event, in the same transaction. */
export const SNAPSHOT_EVERY = 50;

export function isStoredEvent(x: unknown, gameId: string, seq: number): x is StoredEvent {
  return (
    typeof x === 'object' &&
    x !== null &&
    'gameId' in x &&
    x.gameId === gameId &&
    'seq' in x &&
    x.seq === seq &&
    'at' in x &&
    typeof x.at === 'number' &&
    'barrier' in x &&
    typeof x.barrier === 'boolean' &&
    'event' in x &&
    typeof x.event === 'object' &&
    x.event !== null &&
    'type' in x.event &&
    typeof x.event.type === 'string'
  );
}

/** Opening a game that is not (or no longer) stored on this device. */
export class GameMissingError extends Error {
  constructor() {
    super('That game is not on this device any more.');
    this.name = 'GameMissingError';
  }
}

/** A game its engine cannot set up (e.g. played under newer rules than this app knows). Nothing is changed. */
export class GameSetupError extends Error {
  constructor(readonly rejection: Rejection) {
    super(`This game cannot be set up: ${rejection.message} (rule ${rejection.rule})`);
    this.name = 'GameSetupError';
  }
}

/** Resolves when the browser is idle (at most 300 ms on), or on the next turn of the event loop elsewhere. */
export function whenIdle(): Promise<void> {
  // not in every browser (nor in Node), whatever the DOM types say
  const ric = typeof globalThis.requestIdleCallback === 'function' ? globalThis.requestIdleCallback : undefined;
  return new Promise((ok) => (ric ? ric(() => ok(), { timeout: 300 }) : setTimeout(ok, 0)));
}

export interface Opened<S> {
  entries: StoredEvent[];
  state: S;
  damaged: string | null;
  /** Set when the record holds moves past the position shown: it is opened read-only, nothing is removed. */
  readOnly: ReadOnly | null;
  fromSnapshot: boolean;
  /** Replayed whole: the state at the last multiple of SNAPSHOT_EVERY before the end, kept as the refreshed
   * snapshot's `prev` (the log's anchor). */
  mid: { seq: number; state: S } | null;
}

/** The records at the start of `raw` that are sound moves of game `id`, in order from seq `base`. */
export function soundEvents(raw: readonly unknown[], id: string, base: number): StoredEvent[] {
  const sound: StoredEvent[] = [];
  for (const x of raw) {
    if (!isStoredEvent(x, id, base + sound.length)) break;
    sound.push(x);
  }
  return sound;
}

/** How many records at the start of `raw` are sound moves of game `id`, in order from seq `base`. */
export const soundPrefix = (raw: readonly unknown[], id: string, base: number): number =>
  soundEvents(raw, id, base).length;

/** The state kept in a snapshot cache, or null when the cache cannot be read (it is only a cache). */
export function restoreSnapshot<S, E extends GameEvent>(
  engine: Engine<S, E>,
  snap: store.Snapshot,
  setup: GameSetup,
): S | null {
  try {
    const restored = engine.restore(snap.data, setup);
    return restored.ok ? restored.state : null;
  } catch (e) {
    // a part of the engine not fetched is no reason to think the cache unreadable
    if (e instanceof PartMissing) throw e;
    return null;
  }
}

/** Whether a stored snapshot cache (as read, unchecked) is one of this state version for at most `logLength`
 * moves: only its `seq`, `stateVersion`, `data` and `prev` are ever read, `data` by the engine's own checks. */
export function usableSnapshot(snap: unknown, stateVersion: number, logLength: number): snap is store.Snapshot {
  return (
    typeof snap === 'object' &&
    snap !== null &&
    'stateVersion' in snap &&
    snap.stateVersion === stateVersion &&
    'seq' in snap &&
    typeof snap.seq === 'number' &&
    Number.isInteger(snap.seq) &&
    snap.seq <= logLength
  );
}

/** The whole log checked record by record, the snapshot cache used when it is sound, the rest replayed. A
 * damaged or rule-breaking record opens the game at the last good move with a message. Throws when the game
 * cannot even be set up. */
export function openFromLog<S, E extends GameEvent>(
  meta: GameMeta,
  engine: Engine<S, E>,
  raw: readonly unknown[],
  snapshot: unknown,
): Opened<S> {
  const id = meta.id;
  const setup = setupOf(meta);
  // 1. The log, up to the first damaged record.
  const entries = soundEvents(raw, id, 0);
  const sound = entries.length;
  let damaged: string | null = null;
  let readOnly: ReadOnly | null = null;
  const stored = Math.max(meta.eventCount, raw.length);
  if (sound < raw.length) {
    damaged = `Move ${sound + 1} of this game was damaged in storage; the game opens read-only at the last good move before it.`;
    readOnly = {
      kind: 'damaged',
      goodMoves: sound,
      storedMoves: stored,
      rule: 'storage',
      message: `Move ${sound + 1} was damaged in storage.`,
      code: 'record.damaged',
      params: { move: sound + 1 },
    };
  } else if (raw.length < meta.eventCount) {
    damaged = `The last ${meta.eventCount - raw.length} moves of this game were lost from storage; the game opens read-only at the last stored move.`;
    readOnly = {
      kind: 'lost',
      goodMoves: raw.length,
      storedMoves: stored,
      rule: 'storage',
      message: `The last ${meta.eventCount - raw.length} moves were lost from storage.`,
      code: 'record.lost',
      params: { count: meta.eventCount - raw.length },
    };
  }

  // 2. The snapshot cache, when it is current and readable.
  let from: { state: S; index: number } | undefined;
  if (usableSnapshot(snapshot, engine.stateVersion, entries.length)) {
    const state = restoreSnapshot(engine, snapshot, setup); // unreadable: rebuilt from the log below
    if (state !== null) from = { state, index: snapshot.seq };
  }

  // 3. Replay. A stale or corrupt snapshot that makes the log fail is discarded and the log replayed whole.
  const events = entries.map((e) => e.event);
  let r = from ? replay(engine, setup, events, from) : null;
  if (r && !r.ok) from = undefined;
  let mid: { seq: number; state: S } | null = null;
  if (!r || !from) {
    // replayed whole, in two parts: the state between them is the log's anchor (see Opened.mid)
    const k = Math.floor((events.length - 1) / SNAPSHOT_EVERY) * SNAPSHOT_EVERY;
    const head = k > 0 ? replay(engine, setup, events.slice(0, k)) : null;
    if (head?.ok) mid = { seq: k, state: head.state };
    r = head && !head.ok ? head : replay(engine, setup, events, mid ? { state: mid.state, index: k } : undefined);
  }
  let state: S;
  if (r.ok) state = r.state;
  else if (r.state === null) throw new GameSetupError(r.rejection);
  else state = r.state;
  let good = entries.length;
  if (!r.ok) {
    good = r.at;
    damaged = `Move ${r.at + 1} of this game is refused by the rules (${r.rejection.rule}: ${r.rejection.message}); the game opens read-only just before it.`;
    readOnly = {
      kind: 'refused',
      goodMoves: r.at,
      storedMoves: stored,
      rule: r.rejection.rule,
      message: r.rejection.message,
      code: 'record.refused',
      params: { move: r.at + 1, rule: r.rejection.rule, reason: r.rejection.message },
      ...(r.rejection.code ? { rejection: r.rejection } : {}),
    };
  }
  // Nothing is removed from the record here: moves past `good` stay stored, and the game is read-only.
  return {
    entries: entries.slice(0, good),
    state,
    damaged,
    readOnly,
    fromSnapshot: !!from,
    mid: mid && mid.seq < good ? mid : null,
  };
}

/** The quick opening: the snapshot and the moves after it, all sound, or null (then the whole log is read). */
export function openFromTail<S, E extends GameEvent>(
  meta: GameMeta,
  engine: Engine<S, E>,
  loaded: store.LoadedTail,
): { entries: StoredEvent[]; state: S } | null {
  const snap = loaded.snapshot;
  if (!usableSnapshot(snap, engine.stateVersion, meta.eventCount) || snap.seq !== loaded.from + 1) return null;
  const entries = soundEvents(loaded.events, meta.id, loaded.from);
  if (entries.length !== loaded.events.length || loaded.from + entries.length !== meta.eventCount) return null;
  const setup = setupOf(meta);
  const state = restoreSnapshot(engine, snap, setup);
  if (state === null) return null;
  const r = replay(
    engine,
    setup,
    entries.map((e) => e.event),
    { state, index: 1 },
    loaded.from,
  );
  return r.ok ? { entries, state: r.state } : null;
}

/** The event of a stored record, when it has one (records are checked before they are replayed). */
export function eventOf(x: unknown): GameEvent {
  const e = (x as { event?: unknown } | null)?.event;
  return e && typeof e === 'object' ? (e as GameEvent) : { type: '' };
}

export function findLastBarrier(entries: readonly StoredEvent[]): number {
  for (let i = entries.length - 1; i >= 0; i--) if (entries[i]?.barrier) return i;
  return -1;
}

export function toLog<E extends GameEvent>(e: StoredEvent): LogEntry<E> {
  return {
    seq: e.seq,
    at: e.at,
    event: e.event as E,
    ...(e.auto ? { auto: true as const } : {}),
    ...(e.auto && e.order ? { order: true as const } : {}),
  };
}

/**
 * The states since the last barrier (roll or reveal) of `entries`, the first being the state just after it: what
 * undo may go back through. Null when the record does not replay (then no undo beyond what is known).
 */
export function windowSince<S, E extends GameEvent>(
  engine: Engine<S, E>,
  setup: GameSetup,
  entries: readonly StoredEvent[],
): S[] | null {
  const lastBarrier = findLastBarrier(entries);
  const events = entries.map((e) => e.event as E);
  const head = replay(engine, setup, events.slice(0, lastBarrier + 1));
  if (!head.ok) return null;
  const win: S[] = [head.state];
  let st = head.state;
  for (let i = lastBarrier + 1; i < events.length; i++) {
    const out = applyAt(engine, setup, events, i, st);
    if (!out.ok) return null;
    st = out.state;
    win.push(st);
  }
  return win;
}

export interface OpenOptions<S, E extends GameEvent> {
  readonly now?: () => number;
  readonly engine?: Engine<S, E>;
  /** The engine of the game's system; `status` is the stored header's (where the game stood at its last move), and
   * `rulesVersion` the rules it is played under (a game under older rules shows a notice at once). */
  readonly engineFor?: (system: GameMeta['system'], status: GameStatus, rulesVersion: number) => Promise<Engine<S, E>>;
}

/** A stored game as read for its session: the moves in memory (from `base`), the position after them, and what
 * the session does next. */
export interface Opening<S, E extends GameEvent> {
  readonly meta: GameMeta;
  readonly engine: Engine<S, E>;
  readonly entries: StoredEvent[];
  readonly base: number;
  readonly state: S;
  readonly damaged: string | null;
  readonly readOnly: ReadOnly | null;
  /** The snapshot cache the game opened from, to chain the next one to (absent: none was used). */
  readonly adopt?: unknown;
  /** Read and check the moves before `base` behind the screen (the snapshot they lead to). */
  readonly head?: unknown;
  /** A missing or stale cache refreshed on the way (and its `prev` as the log's anchor). */
  readonly refreshed?: {
    readonly last: { seq: number; data: unknown };
    readonly anchor: { seq: number; state: S; data: unknown } | null;
  };
}

/** Read game `id` from the store and work out where it stands. Throws GameMissingError, or GameSetupError for a game
 * under rules newer than this app's (not opened at all, not even from its snapshot). */
export async function openStored<S, E extends GameEvent>(id: string, opts: OpenOptions<S, E>): Promise<Opening<S, E>> {
  const loaded = await store.loadGameTail(id);
  if (import.meta.env.VITE_OPEN_MARKS) performance.mark('open:read');
  if (!loaded) throw new GameMissingError();
  const { meta } = loaded;
  const engine =
    opts.engine ??
    (opts.engineFor
      ? await opts.engineFor(meta.system, meta.status, meta.rulesVersion)
      : ((await loadEngine(meta.system)) as Engine<S, E>));
  // what this opening starts, restores and replays, fetched when the engine loads parts as they are needed; and the
  // take-back desk of a system that has take-back (FAB only: ./take-back.ts registers itself, ./take-back-desk.ts)
  await Promise.all([
    engine.prepare?.({ setup: setupOf(meta), snapshot: loaded.snapshot, events: loaded.events.map(eventOf) }),
    engine.takeBack ? import('./take-back') : null,
  ]);
  if (import.meta.env.VITE_OPEN_MARKS) performance.mark('open:parts');
  const rules = rulesVersionOf(setupOf(meta), engine.rulesVersion, meta.system.toUpperCase());
  if (!rules.ok) throw new GameSetupError(rules);
  // a part the opening found it needs after all (a snapshot cache that does not replay, so the game is set up from
  // the start: FUBAR's roster check): fetched, and the opening tried again (issue 30)
  for (let tries = 0; ; tries++) {
    try {
      return await openLoaded(id, meta, engine, loaded);
    } catch (e) {
      if (!(e instanceof PartMissing) || !engine.prepare || tries >= 3) throw e;
      await engine.prepare({ setup: setupOf(meta), missing: e.part });
    }
  }
}

/** `openStored` once the engine and the parts it was asked for are here. */
async function openLoaded<S, E extends GameEvent>(
  id: string,
  meta: GameMeta,
  engine: Engine<S, E>,
  loaded: store.LoadedTail,
): Promise<Opening<S, E>> {
  const quick = loaded.from > 0 ? openFromTail(meta, engine, loaded) : null;
  if (quick)
    return {
      meta,
      engine,
      entries: quick.entries,
      base: loaded.from,
      state: quick.state,
      damaged: null,
      readOnly: null,
      adopt: loaded.snapshot,
      head: loaded.snapshot,
    };

  const raw = loaded.from > 0 ? [...(await store.loadEvents(id, 0, loaded.from)), ...loaded.events] : loaded.events;
  const o = openFromLog(meta, engine, raw, loaded.snapshot);
  const opening: Opening<S, E> = {
    meta,
    engine,
    entries: o.entries,
    base: 0,
    state: o.state,
    damaged: o.damaged,
    readOnly: o.readOnly,
    ...(o.fromSnapshot ? { adopt: loaded.snapshot } : {}),
  };
  if (o.fromSnapshot || o.entries.length === 0 || o.damaged) return opening;
  // Refresh a missing or stale cache so the next opening is fast; failure here is harmless. A short game gets one
  // too (issue 30): restoring a cache is quicker than setting the game up and replaying even ten moves in a page
  // whose rules code has not warmed up yet, and a two-minute-old game opened three times slower than a long one.
  const data = engine.serialize(o.state);
  const prev = o.mid ? { seq: o.mid.seq, data: engine.serialize(o.mid.state) } : null;
  void store
    .putSnapshot({
      gameId: id,
      seq: o.entries.length,
      stateVersion: engine.stateVersion,
      data,
      ...(prev ? { prev } : {}),
    })
    .catch(() => undefined);
  return {
    ...opening,
    refreshed: {
      last: { seq: o.entries.length, data },
      anchor: o.mid && prev ? { seq: o.mid.seq, state: o.mid.state, data: prev.data } : null,
    },
  };
}
