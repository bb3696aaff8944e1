/**
 * The game log as each side may read it, built here, below the screens: the stored moves are replayed through
 * the engine and each is turned into the side's line by the engine's own projection (`Engine.logLine`, FAB:
 * machines/fab/log-lines.ts), so no screen ever holds a game state to read the log, and a piece a side did not know
 * is never in its lines. Lines are kept per side and only new moves are replayed; a long record is built in
 * slices (`budgetMs`), its newest lines first from a state the runner knows near the end (`anchor`). A replay that
 * finds a part of the engine missing (FAB's turn chart and combat rules arrive after a game's first drawing, issue
 * 30) asks the runner for it and answers null, as for lines not built yet: asked again, it goes on from there.
 */
import { PartMissing, type GameEvent } from '../rules/common/engine';
import type { LogEntry, LogLinesApi } from './session-api';
import { applyAt, asAnswer, isTakeBack } from './take-back';
import { provideLogLines, type LogSource } from './log-lines-slot';

export type { LogSource };

export type { LogLinesApi };

interface Whole<S, E extends GameEvent> {
  setupKey: string;
  last: S | null;
  lastEntry: LogEntry<E> | null;
  lines: unknown[];
}

interface Tail<S, E extends GameEvent> {
  n: number;
  lastEntry: LogEntry<E> | undefined;
  lines: unknown[];
  prev: S | null;
  next: number;
}

export function logLines<S, E extends GameEvent>(src: LogSource<S, E>): LogLinesApi {
  const wholes = new Map<string, Whole<S, E>>();
  const tails = new Map<string, Tail<S, E>>();
  /** The last state `stateAt` worked out, with the record (its last entry then, the set-up) it holds for. */
  let known: { n: number; lastEntry: LogEntry<E> | undefined; setup: unknown; state: S } | null = null;
  const engine = src.engine;
  const plain = (seq: number, prev: S, e: E, next: S | null, side: string): unknown =>
    engine.logLine ? engine.logLine(seq, prev, e, next, side, src.app?.()) : { seq, event: e };
  // a take-back entry (./take-back.ts) is a line of its own, about the position it was sent in (nothing of the
  // states it goes back to is in it); an answer is the answering side's line
  const line = (seq: number, prev: S, e: E, next: S | null, side: string): unknown => {
    if (!isTakeBack(e)) return plain(seq, prev, e, next, side);
    const l = plain(seq, prev, e, prev, side);
    const answer = asAnswer(e);
    return answer && l !== null && typeof l === 'object' ? { ...l, side: answer.side } : l;
  };
  /** Entry `i` of `events` applied to `s` (take-back entries worked out with the record before them). */
  const step = (events: readonly LogEntry<E>[], i: number, s: S) => {
    const event = events[i]?.event;
    if (event && !isTakeBack(event)) return engine.apply(s, event);
    return applyAt(
      engine,
      src.setup(),
      events.map((x) => x.event),
      i,
      s,
    );
  };
  const start = (): S | null => {
    const r = engine.start(src.setup());
    return r.ok ? r.state : null;
  };

  function all(side: string, budgetMs = Infinity): readonly unknown[] | null {
    const events = src.entries();
    if (!events) return null;
    let c = wholes.get(side);
    const key = JSON.stringify(src.setup().dice);
    // the runner's log only grows or shrinks at its end and keeps its entry objects, so the lines still hold
    // when the entry of the last one is still in its place (an undone and replaced move is a new entry there)
    const n = c?.lines.length ?? 0;
    if (!c || c.setupKey !== key || n > events.length || (n > 0 && events[n - 1] !== c.lastEntry)) {
      c = { setupKey: key, last: start(), lastEntry: null, lines: [] };
      wholes.set(side, c);
    }
    const until = budgetMs === Infinity ? Infinity : performance.now() + budgetMs;
    const from = c.lines.length;
    for (let i = from; i < events.length; i++) {
      if (i > from && (i & 15) === 0 && performance.now() > until) return null; // every slice moves on
      const entry = events[i]!;
      const prev = c.last;
      if (prev === null) {
        // the game cannot be started again (set-up refused): its moves are still listed, from the state now
        c.lines.push(line(entry.seq, src.current(), entry.event, null, side));
        c.lastEntry = entry;
        continue;
      }
      // a step that throws (a part of the engine not here yet) leaves the lines built so far as they were
      const out = step(events, i, prev);
      const next = out.ok ? out.state : null;
      c.lines.push(line(entry.seq, prev, entry.event, next, side));
      c.last = next;
      c.lastEntry = entry;
    }
    return c.lines;
  }

  function newest(side: string, budgetMs = Infinity): readonly unknown[] | null {
    const events = src.entries();
    if (!events) return null;
    const n = events.length;
    let c = tails.get(side);
    if (!c || c.n !== n || c.lastEntry !== events[n - 1]) {
      const anchor = src.anchor();
      if (!anchor || anchor.seq >= n) return null;
      c = { n, lastEntry: events[n - 1], lines: [], prev: anchor.state, next: anchor.seq };
      tails.set(side, c);
    }
    const until = budgetMs === Infinity ? Infinity : performance.now() + budgetMs;
    while (c.prev !== null && c.next < n) {
      if (c.lines.length > 0 && (c.next & 7) === 0 && performance.now() > until) return null;
      const entry = events[c.next]!;
      const out = step(events, c.next, c.prev);
      const next = out.ok ? out.state : null;
      c.lines.push(line(entry.seq, c.prev, entry.event, next, side));
      c.prev = next;
      c.next++;
    }
    return c.lines;
  }

  function tailDone(side: string): boolean {
    const events = src.entries();
    if (!events) return true;
    const c = tails.get(side);
    if (c && c.n === events.length && c.lastEntry === events[events.length - 1]) return !c.prev || c.next >= c.n;
    const anchor = src.anchor();
    return !anchor || anchor.seq >= events.length;
  }

  function done(side: string): readonly unknown[] | null {
    const c = wholes.get(side);
    const events = src.entries();
    if (!c || !events || c.lines.length !== events.length) return null;
    return events.length === 0 || events[events.length - 1] === c.lastEntry ? c.lines : null;
  }

  /** `work`, or null when it needs a part of the engine that has not arrived (fetched meanwhile). */
  function withPart<T>(work: () => T): T | null {
    try {
      return work();
    } catch (e) {
      if (!(e instanceof PartMissing)) throw e;
      void src.fetch?.(e.part).catch(() => undefined);
      return null;
    }
  }

  return {
    all: (side, budgetMs) => withPart(() => all(side, budgetMs)),
    newest: (side, budgetMs) => withPart(() => newest(side, budgetMs)),
    done,
    progress: (side) => ({ built: wholes.get(side)?.lines.length ?? 0, total: src.entries()?.length ?? 0 }),
    prebuild(side, sliceMs = 5) {
      type Idle = (cb: () => void, o?: { timeout: number }) => number;
      const ric = (globalThis as { requestIdleCallback?: Idle }).requestIdleCallback;
      const later = (cb: () => void) => (ric ? ric(cb, { timeout: 1000 }) : setTimeout(cb, 16));
      let stopped = false;
      const slice = () => {
        if (stopped) return;
        // the newest lines first (what the Log tab shows at once), then the whole log from the start
        if (!tailDone(side) && !done(side)) {
          withPart(() => newest(side, sliceMs));
          return void later(slice);
        }
        // null: not all built yet, the runner is still reading the older moves, or a part of the engine is on its way;
        // in every case, once more later
        if (withPart(() => all(side, sliceMs)) === null) later(slice);
      };
      later(slice);
      return () => {
        stopped = true;
      };
    },
    since: (side, from) => withPart(() => since(side, from)),
    viewAt: (side, n) => withPart(() => viewAt(side, n)),
  };

  function since(side: string, from: number): readonly unknown[] | null {
    const events = src.entries();
    if (!events) return null;
    const whole = done(side);
    if (whole) return whole.slice(from);
    let s = stateAt(from);
    if (s === null) return null;
    const out: unknown[] = [];
    for (let i = from; i < events.length; i++) {
      const entry = events[i]!;
      const o = step(events, i, s);
      const next = o.ok ? o.state : null;
      out.push(line(entry.seq, s, entry.event, next, side));
      if (next === null) break;
      s = next;
    }
    return out;
  }

  function viewAt(side: string, n: number): unknown {
    const s = stateAt(n);
    return s === null ? null : engine.view(s, side);
  }

  /** The full state after the first `n` moves: from the latest state known at or before it (the runner's anchor, or
   * the state this last worked out, while the record up to it is the same), else from the start. A summary of what a
   * side missed asks twice for the state where it begins (its lines, its view), and that place is often before the
   * anchor (at the last 50th move): each time a replay from the start (issue 30: two replays of a long game at every
   * hand-off), now one, and the next hand-off's goes on from it. */
  function stateAt(n: number): S | null {
    const events = src.entries();
    if (!events) return null;
    const anchor = src.anchor();
    const setup = src.setup();
    let s: S | null = null;
    let i = 0;
    if (anchor && anchor.seq <= n) {
      s = anchor.state;
      i = anchor.seq;
    }
    const k = known;
    if (k && k.setup === setup && k.n <= n && k.n >= i && k.n <= events.length && events[k.n - 1] === k.lastEntry) {
      s = k.state;
      i = k.n;
    }
    s ??= start();
    for (; s !== null && i < n && i < events.length; i++) {
      const o = step(events, i, s);
      s = o.ok ? o.state : null;
    }
    if (s !== null && i === n) known = { n, lastEntry: events[n - 1], setup, state: s };
    return s;
  }
}

// the runner builds a session's lines with this builder once an engine that reads them has loaded it (./log-lines-slot.ts)
provideLogLines(logLines);
