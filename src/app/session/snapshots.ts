/**
 * A game's snapshot caches as the session knows them (src/app/session.ts): the last one stored, which the next
 * one chains to as its `prev`, and the anchor a long log's newest lines are built from (a state some moves
 * before the end, restored only when asked for). Only caches: anything unusable is dropped, never trusted.
 */
import { usableSnapshot } from './opening';
import type { SnapshotDue } from './writes';
import type { GameSetup } from '../../rules/common/engine';

/** A snapshot's serialized state read by `engine` under the game's current set-up, or null when it cannot be. */
export function restorer<S>(
  engine: { restore(data: unknown, setup?: GameSetup): { ok: true; state: S } | { ok: false } },
  setup: () => GameSetup,
): (data: unknown) => S | null {
  return (data) => {
    try {
      const r = engine.restore(data, setup());
      return r.ok ? r.state : null;
    } catch {
      return null;
    }
  };
}

export class SnapshotChain<S> {
  /** The last snapshot cache stored (written or read), chained into the next one as its `prev`. */
  last: SnapshotDue | null = null;
  /** A serialized state the log may start from, and its restored state once asked for. */
  private anchor: { seq: number; data: unknown; state?: S | null } | null = null;

  /** `restore` reads a serialized state under the game's current rules (null when it cannot). */
  constructor(private readonly restore: (data: unknown) => S | null) {}

  /** Take the cache the game opened from as the one the next chains to, and as the log's anchor its `prev` (or
   * itself, when moves follow it). `length`: the moves of the record. */
  adopt(snap: unknown, stateVersion: number, length: number): void {
    if (!usableSnapshot(snap, stateVersion, length)) return;
    this.last = { seq: snap.seq, data: snap.data };
    const prev = snap.prev;
    const usablePrev =
      !!prev && typeof prev === 'object' && Number.isInteger(prev.seq) && prev.seq >= 0 && prev.seq < snap.seq;
    this.anchor = usablePrev
      ? { seq: prev.seq, data: prev.data }
      : snap.seq < length
        ? { seq: snap.seq, data: snap.data }
        : null;
  }

  /** A cache was stored: `newest`, chained to `prev` (which becomes the anchor). */
  stored(newest: SnapshotDue, prev: SnapshotDue | null): void {
    this.last = newest;
    if (prev) this.anchor = { seq: prev.seq, data: prev.data };
  }

  /** The anchor is a state already known (a replay passed it): no need to restore it. */
  anchorAt(at: { seq: number; state: S } | null, data: unknown = null): void {
    this.anchor = at ? { seq: at.seq, data, state: at.state } : null;
  }

  /** The caches were worked out from a record or rules no longer current. */
  forget(): void {
    this.last = null;
    this.anchor = null;
  }

  /** Moves from `seq` on were taken back: the store drops a cache after them, and the anchor must come before. */
  undoneFrom(seq: number): void {
    if (this.last && this.last.seq > seq) this.last = null;
    if (this.anchor && this.anchor.seq >= seq) this.anchor = null;
  }

  /** The anchor as stored (its serialized state), for a cache with every move to chain to (./writes.ts); null when
   * there is none or only its state is known. */
  anchorDue(): SnapshotDue | null {
    const a = this.anchor;
    return a && a.data !== null && a.data !== undefined ? { seq: a.seq, data: a.data } : null;
  }

  /** A state some moves before the end (`length` moves), for the newest lines of a long log; null when none. */
  logAnchor(length: number): { seq: number; state: S } | null {
    const a = this.anchor;
    if (!a || a.seq >= length) return null;
    if (a.state === undefined) a.state = this.restore(a.data);
    return a.state === null ? null : { seq: a.seq, state: a.state };
  }
}
