/**
 * The move queue and what a move's write is made of (src/app/session.ts): changes of a game run one after the
 * other; a move and the events the rules then take for the players are stored together, in one transaction, with
 * the snapshot cache that falls due; a write that fails says why and how to try it again.
 */
import { EVENT_CHECKS, PartMissing, type Engine, type GameEvent, type GameSetup } from '../../rules/common/engine';
import type { Rejection } from '../../rules/common/result';
import type { OrdersBySide } from '../../rules/common/orders';
import * as store from '../../store';
import type { StoredEvent } from '../../store';
import { SNAPSHOT_EVERY } from './opening';
import { at as checkedAt } from '../../rules/common/narrow';

export type StorageFailure = { ok: false; rule: 'storage'; message: string };

/** Why a move was not stored, and how to try it again. */
export interface StorageProblem {
  /** full: out of space; conflict: another tab moved on; slow: the storage did not answer in time. */
  readonly kind: 'full' | 'conflict' | 'slow' | 'other';
  readonly message: string;
  /** Try the same thing again (absent where there is nothing to retry). */
  readonly retry?: () => Promise<unknown>;
}

/**
 * How long a move's write may take before it is given up (nothing of it is stored, nothing is shown, and the
 * player is told, with a Retry): a tap is never left without an answer.
 */
export const MOVE_WRITE_LIMIT_MS = 3000;

/** Every change of a game runs after the one asked before it, whatever became of that one: a move never overtakes
 * another, and nothing is stored while the older moves are still being checked. */
export class Serial {
  private last: Promise<unknown> = Promise.resolve();

  run<T>(job: () => Promise<T>): Promise<T> {
    const p = this.last.then(job, job);
    this.last = p;
    return p;
  }

  /** Resolves once everything asked so far has run (stored or refused). */
  idle(): Promise<void> {
    return this.last.then(
      () => undefined,
      () => undefined,
    );
  }
}

/** One applied event on its way to the store: the state before it, the engine's result, taken for a player or not. */
export interface Step<S, E> {
  readonly before: S;
  readonly event: E;
  readonly out: { readonly state: S; readonly barrier: boolean };
  /** Taken by the app for the side: forced (no choice), or by the side's standing order. */
  readonly auto: false | 'forced' | 'order';
  /** Who sent it, when not the side to decide before it (a take-back answer is the other side's, ../take-back.ts). */
  readonly by?: string;
}

/** What the rules would say to `side`'s event (built from its view) at `state`: a Rejection, or null if accepted. */
export function probeEvent<S, E extends GameEvent>(engine: Engine<S, E>, state: S, side: string, event: E) {
  const own = engine.fromView ? engine.fromView(state, side, event) : event;
  try {
    const r = engine.apply(state, own);
    return r.ok ? null : r;
  } catch (e) {
    if (e instanceof PartMissing) throw e; // not the rules' answer: the caller fetches the part
    return { ok: false as const, rule: 'engine', message: e instanceof Error ? e.message : String(e) };
  }
}

/** At most this many events are taken in a row for the players (a guard against a rules loop). */
const MAX_FORCED = 500;

/**
 * Hand off only for real decisions: while the engine names an event the side to move cannot avoid
 * (`Engine.forcedEvent`) or one its standing orders answer (`orders`), apply it as that side's event, marked
 * `auto`, and add it to `run`. Nothing is stored or published here.
 */
export function takeForced<S, E extends GameEvent>(
  engine: Engine<S, E>,
  from: S,
  orders: OrdersBySide | null,
  run: Step<S, E>[],
): void {
  let st = from;
  const forced = engine.forcedEvent?.bind(engine);
  if (!forced) return;
  const ordered = engine.orderedEvent?.bind(engine);
  for (let i = 0; i < MAX_FORCED; i++) {
    let e: E | null;
    let o;
    let byOrder = false;
    try {
      e = forced(st);
      // a question the side to act answered in advance: taken like a forced event, marked as its order
      if (!e && ordered && orders) {
        e = ordered(st, orders);
        byOrder = e !== null;
      }
      if (!e) break;
      o = engine.apply(st, e);
    } catch (err) {
      // a part of the engine not here yet: the whole move waits for it (`withParts`)
      if (err instanceof PartMissing) throw err;
      break;
    }
    if (!o.ok) break;
    run.push({ before: st, event: e, out: o, auto: byOrder ? 'order' : 'forced' });
    st = o.state;
  }
}

/**
 * Run `work` (applying a move, taking the events it forces, rebuilding undo's states); when it needs a part of the
 * engine that has not arrived (`PartMissing`: FAB's turn chart or combat rules in the first moments of a page), fetch
 * the part and run it again. The move waits for the part; it is never refused for it, and nothing is stored before
 * (issue 30).
 */
export async function withParts<S, E extends GameEvent, T>(
  engine: Engine<S, E>,
  setup: GameSetup,
  work: () => T,
): Promise<T> {
  // each try may find another part missing (the turn chart, then the combat rules): a few tries, never a loop
  for (let tries = 0; ; tries++) {
    try {
      return work();
    } catch (e) {
      if (!(e instanceof PartMissing) || !engine.prepare || tries >= 3) throw e;
      await engine.prepare({ setup, missing: e.part });
    }
  }
}

/** `event` applied at `before` and the events it forces on the players after it (`takeForced`): the steps to
 * store, or the rules' refusal (an engine that throws is refused as such, naming its error). */
export async function applyMove<S, E extends GameEvent>(
  engine: Engine<S, E>,
  setup: GameSetup,
  before: S,
  event: E,
  orders: OrdersBySide | null,
): Promise<Step<S, E>[] | Rejection> {
  try {
    // a player's move is read against the system's event schema: it waits for that part if it has not arrived yet
    // (a game is drawn without it, issue 30); nothing is refused for the wait, nothing stored before it
    await engine.prepare?.({ setup, missing: EVENT_CHECKS });
    return await withParts(engine, setup, () => {
      const out = engine.apply(before, event);
      if (!out.ok) return out;
      const run: Step<S, E>[] = [{ before, event, out, auto: false }];
      takeForced(engine, out.state, orders, run);
      return run;
    });
  } catch (e) {
    return {
      ok: false,
      rule: 'engine',
      message: `The rules engine failed on this move: ${e instanceof Error ? e.message : String(e)}`,
    };
  }
}

/** The records of `run`, numbered from `start`, each with who moved and whether it rolled or revealed. */
function recordsOf<S, E extends GameEvent>(
  engine: Engine<S, E>,
  gameId: string,
  start: number,
  at: number,
  run: readonly Step<S, GameEvent>[],
): StoredEvent[] {
  return run.map((r, i) => ({
    gameId,
    seq: start + i,
    at,
    by: r.by ?? engine.status(r.before).actor,
    barrier: r.out.barrier,
    ...(r.auto ? { auto: true as const } : {}),
    ...(r.auto === 'order' ? { order: true as const } : {}),
    event: r.event,
  }));
}

export interface SnapshotDue {
  readonly seq: number;
  readonly data: unknown;
}

/**
 * The snapshot cache `run` brings due (one ends on a multiple of the engine's `snapshotEvery`, by default
 * SNAPSHOT_EVERY), chained to the one before it
 * (only one is kept per game): `newest` to store, `prev` as its `prev`; both null when none is due.
 */
function snapshotsOf<S, E extends GameEvent>(
  engine: Engine<S, E>,
  start: number,
  run: readonly Step<S, GameEvent>[],
  lastSnap: SnapshotDue | null,
  anchor: SnapshotDue | null,
): { newest: SnapshotDue | null; prev: SnapshotDue | null } {
  const every = engine.snapshotEvery ?? SNAPSHOT_EVERY;
  const due = run.flatMap((r, i) => ((start + i + 1) % every === 0 ? [{ seq: start + i + 1, r }] : []));
  const snapAt = (d: { seq: number; r: Step<S, GameEvent> } | undefined) =>
    d ? { seq: d.seq, data: engine.serialize(d.r.out.state) } : null;
  const newest = snapAt(due[due.length - 1]);
  if (every === 1) {
    // a cache with every move chains to the cache at the last multiple of SNAPSHOT_EVERY before it, the log's anchor:
    // the newest lines of a long record are built from there (FAB, issue 30). An engine whose log is not built by
    // replay (OCS) chains to none: that would double its write for nothing.
    if (!newest || !engine.logLine) return { newest, prev: null };
    const mark = Math.floor((newest.seq - 1) / SNAPSHOT_EVERY) * SNAPSHOT_EVERY;
    if (mark === 0) return { newest, prev: null }; // the start is as near
    // that cache: made in this run, or the last one stored (a move after it), or else the anchor kept so far
    const prev =
      snapAt(due.find((d) => d.seq === mark)) ??
      (lastSnap?.seq === mark ? lastSnap : null) ??
      (anchor && anchor.seq <= mark ? anchor : null);
    return { newest, prev };
  }
  const prev = snapAt(due[due.length - 2]) ?? (lastSnap && lastSnap.seq <= start ? lastSnap : null);
  return { newest, prev: newest ? prev : null };
}

/** What a failed write tells the player (the shell shows it, with `retry` where trying again can help). */
export function problemOf(e: unknown, retry: () => Promise<unknown>): StorageProblem {
  const message = e instanceof Error ? e.message : String(e);
  const kind =
    e instanceof store.StorageFullError
      ? 'full'
      : e instanceof store.ConflictError
        ? 'conflict'
        : e instanceof store.StorageTimeoutError
          ? 'slow'
          : 'other';
  // another tab moved on: trying the same move again cannot help (the shell says to reload)
  return kind === 'conflict' ? { kind, message } : { kind, message, retry };
}

/**
 * Store applied events (a move and the events it forced) in one transaction, all or none, with the snapshot cache
 * that falls due; throws when the write fails or takes longer than MOVE_WRITE_LIMIT_MS. `start`: the seq of the
 * first; `last`: the last cache stored, which a new one chains to; `anchor`: the log's anchor (see `snapshotsOf`).
 */
export async function writeRun<S, E extends GameEvent>(
  engine: Engine<S, E>,
  gameId: string,
  at: { start: number; at: number; last: SnapshotDue | null; anchor?: SnapshotDue | null },
  run: readonly Step<S, GameEvent>[],
): Promise<{ entries: StoredEvent[]; newest: SnapshotDue | null; prev: SnapshotDue | null }> {
  const entries = recordsOf(engine, gameId, at.start, at.at, run);
  const status = engine.status(checkedAt(run, run.length - 1, 'step').out.state);
  const { newest, prev } = snapshotsOf(engine, at.start, run, at.last, at.anchor ?? null);
  const snapshot = newest
    ? {
        gameId,
        seq: newest.seq,
        stateVersion: engine.stateVersion,
        data: newest.data,
        ...(prev ? { prev: { seq: prev.seq, data: prev.data } } : {}),
      }
    : undefined;
  await store.appendEvents(entries, { status, updatedAt: at.at }, snapshot, MOVE_WRITE_LIMIT_MS);
  return { entries, newest, prev };
}
