/**
 * Where the runner finds the builder of the log's lines (./log-lines.ts), which comes with the engines whose screens
 * read the log that way (FAB: ./systems/fab.ts imports it) instead of with every game screen (issue 30: FUBAR's and
 * OCS's screens draw their log from the state and never ask). The session builds its `lines` on first use.
 */
import { PartMissing, type Engine, type GameEvent, type GameSetup } from '../rules/common/engine';
import type { LogEntry, LogLinesApi } from './session-api';

/** What the lines are built from: the runner's record, read live (it grows and shrinks at its end). */
export interface LogSource<S, E extends GameEvent> {
  readonly engine: Engine<S, E, unknown>;
  setup(): GameSetup;
  /** The stored moves, oldest first; null while the older ones are still being read. */
  entries(): readonly LogEntry<E>[] | null;
  /** A state some moves before the end (the runner's snapshot caches), or null. */
  anchor(): { readonly seq: number; readonly state: S } | null;
  /** The state now (the last resort when the game cannot be started again from its set-up). */
  current(): S;
  /** The side the app plays in a solo game, if any (its lines may carry what it saw: FAB's odds of its attacks). */
  app?(): string | undefined;
  /** Fetch a part of the engine a replay found missing (`PartMissing`: FAB's turn chart, issue 30). */
  fetch?(part: string): Promise<void>;
}

export type { LogLinesApi };

type Builder = <S, E extends GameEvent>(src: LogSource<S, E>) => LogLinesApi;

let builder: Builder | null = null;

/** Hand the runner the builder (./log-lines.ts does it when it loads). */
export function provideLogLines(b: Builder): void {
  builder = b;
}

/** The lines of `src`, or `PartMissing` when no engine that reads them has brought the builder. */
export function linesOf<S, E extends GameEvent>(src: LogSource<S, E>): LogLinesApi {
  if (!builder) throw new PartMissing('log lines');
  return builder(src);
}
