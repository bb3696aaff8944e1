/**
 * Replay and review of a saved game: a timeline of its states move by move, built by replaying the stored
 * events through the rules (the same replay that opens a game), with the cursor moves of the replay viewer
 * (step, jump by phase or turn). Reading only: nothing here writes to the stored game.
 */
import type { Engine, GameEvent, GameSetup, GameStatus } from '../rules/common/engine';
import * as store from '../store';
import type { GameMeta } from '../store';
import type { LogEntry } from './session-api';
import { setupOf } from './replay';
import { applyAt } from './take-back';

/** The turn, phase and actor after each move: what the viewer's jumps and labels need. */
export interface Stop {
  readonly turn: number;
  readonly phase: string;
  readonly actor: string | null;
  readonly finished: boolean;
  readonly label: string;
}

const stopOf = (s: GameStatus): Stop => ({
  turn: s.turn,
  phase: s.phase,
  actor: s.actor,
  finished: s.finished,
  label: s.label,
});

/**
 * The states of a game after 0, 1, ... n moves. Every `every`-th state is kept; the others are rebuilt from
 * the nearest kept one on demand (at most `every - 1` moves replayed), so a 10,000-move game costs a few
 * hundred states of memory. A move the rules refuse ends the timeline just before it (`brokenAt`).
 */
export class Timeline<S> {
  readonly stops: readonly Stop[];
  readonly brokenAt: number | null;
  private readonly kept: S[] = [];
  private readonly first: S;
  private last: { i: number; state: S } | null = null;

  constructor(
    private readonly engine: Engine<S, GameEvent>,
    private readonly setup: GameSetup,
    private readonly events: readonly GameEvent[],
    private readonly every = 32,
  ) {
    const init = engine.start(setup);
    if (!init.ok) throw new Error(`${init.message} (rule ${init.rule})`);
    let state = init.state;
    this.first = state;
    const stops: Stop[] = [stopOf(engine.status(state))];
    this.kept.push(state);
    let broken: number | null = null;
    for (const i of events.keys()) {
      let out;
      try {
        // a take-back entry (./take-back.ts) is worked out with the record before it
        out = applyAt(engine, setup, events, i, state);
      } catch {
        out = null;
      }
      if (!out || !out.ok) {
        broken = i;
        break;
      }
      state = out.state;
      stops.push(stopOf(engine.status(state)));
      if ((i + 1) % every === 0) this.kept.push(state);
    }
    this.stops = stops;
    this.brokenAt = broken;
  }

  /** Number of moves that replay (the last index of the timeline). */
  get length(): number {
    return this.stops.length - 1;
  }

  /** Turn, phase and actor after `i` moves (clamped to the timeline). */
  stopAt(i: number): Stop {
    return this.stops[clampIndex(i, this.length)] ?? stopOf(this.engine.status(this.first));
  }

  /** The states after `from` ... `to` moves (clamped), each move replayed once; the last is kept as `stateAt`'s. */
  statesBetween(from: number, to: number): S[] {
    const lo = clampIndex(from, this.length);
    const hi = clampIndex(to, this.length);
    let state = this.stateAt(lo);
    const out = [state];
    for (let j = lo; j < hi; j++) {
      const r = j < this.events.length ? applyAt(this.engine, this.setup, this.events, j, state) : null;
      if (!r?.ok) break; // cannot happen: the constructor replayed these moves
      state = r.state;
      out.push(state);
    }
    this.last = { i: lo + out.length - 1, state };
    return out;
  }

  /** The state after `i` moves (0: the start). */
  stateAt(i: number): S {
    const at = clampIndex(i, this.length);
    if (this.last?.i === at) return this.last.state;
    const k = Math.floor(at / this.every);
    // stepping forward from the state just shown is one move, not a replay from the checkpoint
    const from = this.last && this.last.i < at && this.last.i >= k * this.every ? this.last : null;
    let state = from ? from.state : (this.kept[k] ?? this.first);
    for (let j = from ? from.i : k * this.every; j < at; j++) {
      const out = j < this.events.length ? applyAt(this.engine, this.setup, this.events, j, state) : null;
      if (!out?.ok) break; // cannot happen: the constructor replayed these moves
      state = out.state;
    }
    this.last = { i: at, state };
    return state;
  }
}

export function clampIndex(i: number, length: number): number {
  return Math.max(0, Math.min(length, Math.trunc(i)));
}

/** Indexes where a new phase (or turn) begins: 0, and every i whose stop differs from the one before. */
export function phaseStarts(stops: readonly Stop[]): number[] {
  const out: number[] = [];
  for (const [i, b] of stops.entries()) {
    const a = stops[i - 1];
    if (!a || a.turn !== b.turn || a.phase !== b.phase) out.push(i);
  }
  return out;
}

export function turnStarts(stops: readonly Stop[]): number[] {
  const out: number[] = [];
  for (const [i, b] of stops.entries()) {
    const a = stops[i - 1];
    if (!a || a.turn !== b.turn) out.push(i);
  }
  return out;
}

/** The first start after `i`, or `length` (the end) when there is none. */
export function nextStart(starts: readonly number[], i: number, length: number): number {
  for (const s of starts) if (s > i) return s;
  return length;
}

/** The last start before `i`, or 0 when there is none. */
export function prevStart(starts: readonly number[], i: number): number {
  let best = 0;
  for (const s of starts) {
    if (s >= i) break;
    best = s;
  }
  return best;
}

/**
 * Who may watch: an unfinished game of a system with hidden information, not played at an open table, is
 * replayed only as one side sees it (that side's player asks for it, after a hand-off); anything else in full.
 */
export function replayAudience(args: {
  hiddenInformation: boolean;
  openTable: boolean;
  finished: boolean;
}): 'full' | 'side' {
  return args.hiddenInformation && !args.openTable && !args.finished ? 'side' : 'full';
}

/** A stored game read for review: its header and the sound part of its log. Reads only. */
export interface ReviewRecord {
  readonly meta: GameMeta;
  readonly setup: GameSetup;
  readonly log: readonly LogEntry[];
}

/** An object naming its type: all a stored event is checked for before its engine reads it. */
const isGameEvent = (x: unknown): x is GameEvent =>
  typeof x === 'object' && x !== null && 'type' in x && typeof x.type === 'string';

export async function readForReview(id: string): Promise<ReviewRecord | null> {
  const loaded = await store.loadGame(id);
  if (!loaded) return null;
  const log: LogEntry[] = [];
  for (const raw of loaded.events) {
    // the log up to its first damaged record, exactly as the game itself opens
    if (
      typeof raw !== 'object' ||
      raw === null ||
      !('seq' in raw) ||
      raw.seq !== log.length ||
      !('at' in raw) ||
      typeof raw.at !== 'number' ||
      !('event' in raw) ||
      !isGameEvent(raw.event)
    )
      break;
    log.push({ seq: log.length, at: raw.at, event: raw.event });
  }
  return { meta: loaded.meta, setup: setupOf(loaded.meta), log };
}
