/**
 * What a system's game screen receives from the game runner. Screens read signals and call dispatch;
 * they never decide legality (the engine does) and never touch IndexedDB (the runner does).
 */
import type { ReadonlySignal } from '@preact/signals';
import type { GameEvent, GameSetup, GameStatus, Rejection, SystemId } from '../rules/common';

export interface UndoAllowed {
  readonly ok: true;
}
export interface UndoRefused {
  readonly ok: false;
  readonly reason: 'nothing' | 'dice' | 'reveal' | 'other-side';
  readonly message: string;
  readonly code?: string;
}

export interface LogEntry<E extends GameEvent = GameEvent> {
  readonly seq: number;
  readonly at: number;
  readonly event: E;
}

export interface GameSessionApi<S = unknown, E extends GameEvent = GameEvent> {
  readonly gameId: string;
  readonly system: SystemId;
  readonly name: ReadonlySignal<string>;
  readonly scenario: { readonly id: string; readonly version: number };
  readonly options: Readonly<Record<string, unknown>>;
  /** The game's setup (scenario, options, dice): with the log it replays the game, e.g. for a full log. */
  readonly setup: GameSetup;
  /** Current derived state (after the last stored event). */
  readonly state: ReadonlySignal<S>;
  readonly status: ReadonlySignal<GameStatus>;
  /** The accepted events so far, oldest first; null for the moment after opening a long game while the
   * moves before its snapshot are still being read. */
  readonly log: ReadonlySignal<readonly LogEntry<E>[] | null>;
  /** Whether undo is possible now, and why not. */
  readonly undoable: ReadonlySignal<UndoAllowed | UndoRefused>;
  /** Set when the game opened only up to a damaged log entry. */
  readonly damaged: ReadonlySignal<string | null>;
  /**
   * Validate, store (one IndexedDB transaction), then publish the new state. Resolves with the
   * rejection when the engine refuses (nothing stored, nothing changed), or with a storage error.
   */
  dispatch(event: E): Promise<{ ok: true } | Rejection | { ok: false; rule: 'storage'; message: string }>;
  undo(): Promise<UndoAllowed | UndoRefused>;
  rename(name: string): Promise<void>;
}

/**
 * Some system's session, as the shell hands it to that system's screen. Each screen reads its own state and
 * event types from it, which `unknown` would not allow without a cast at every screen.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the one place a session of any system is typed
export type AnySession = GameSessionApi<any, any>;
