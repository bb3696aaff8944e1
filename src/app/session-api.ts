/**
 * What a system's game screen receives from the game runner. Screens read signals and call dispatch;
 * they never decide legality (the engine does) and never touch IndexedDB (the runner does).
 */
import type { ReadonlySignal } from '@preact/signals';
import type { GameEvent, GameSetup, GameStatus, Rejection, Result, SystemId } from '../rules/common';
import type { OrdersBySide, StandingOrders } from '../rules/common/orders';

export interface UndoAllowed {
  readonly ok: true;
}
export interface UndoRefused {
  readonly ok: false;
  readonly reason: 'nothing' | 'dice' | 'reveal' | 'other-side' | 'read-only' | 'opponent' | 'take-back';
  readonly message: string;
  readonly code?: string;
}

/**
 * Why a game opened read-only: its record holds moves that cannot be replayed (damaged or lost in storage,
 * or refused by the rules it names). The position shown is after the last good move; nothing is removed.
 */
export interface ReadOnly {
  readonly kind: 'damaged' | 'lost' | 'refused';
  /** Moves that replay: the position shown is after them. */
  readonly goodMoves: number;
  /** Moves the record holds (or says it holds). */
  readonly storedMoves: number;
  /** The rule (section) that refuses the next move, or 'storage'. */
  readonly rule: string;
  /** Why, in English (the rule's own message for a refused move). */
  readonly message: string;
  readonly code: string;
  readonly params: Readonly<Record<string, string | number>>;
  /** The rules' own coded rejection, when it has a code (so the UI can say it in the player's language). */
  readonly rejection?: Rejection;
}

/** Solo play (issue 17): the side the app plays, its level, and the seed of its own random choices. */
export interface SoloOpponent {
  readonly side: string;
  readonly level: 'easy' | 'normal' | 'hard';
  readonly seed: number;
}

export interface LogEntry<E extends GameEvent = GameEvent> {
  readonly seq: number;
  readonly at: number;
  readonly event: E;
  /** Taken by the app for the side to move, which had no other choice (not set for moves of older games). */
  readonly auto?: true;
  /** Taken by the app (auto) because the side had told it to answer this way: its standing orders. */
  readonly order?: true;
}

/**
 * What a game screen may read (issue 25): everything of the session except the game's state, its setup (which
 * holds the dice to come) and the runner's snapshots. A screen of a game with hidden information takes this
 * type, so reading the state there does not compile: what the side holding the tablet may know comes from
 * `view(side)`, and the log it may read from `lines`, both made below the screens (src/app).
 */
export interface PlayerSessionApi<E extends GameEvent = GameEvent, V = unknown> {
  readonly gameId: string;
  readonly system: SystemId;
  readonly name: ReadonlySignal<string>;
  readonly scenario: { readonly id: string; readonly version: number };
  readonly options: Readonly<Record<string, unknown>>;
  readonly status: ReadonlySignal<GameStatus>;
  /** The accepted events so far, oldest first; null for the moment after opening a long game while the
   * moves before its snapshot are still being read. */
  readonly log: ReadonlySignal<readonly LogEntry<E>[] | null>;
  /** The app's side in a solo game; null (or absent) in a two-player game. */
  readonly opponent?: SoloOpponent | null;
  /** Per side, its standing orders (absent: a session that keeps none, e.g. a replay). */
  readonly orders?: ReadonlySignal<OrdersBySide>;
  /** Store `side`'s standing orders (replacing its previous ones); they answer its next such question. */
  setOrders?(side: string, orders: StandingOrders): Promise<Result<OrdersBySide>>;
  /** Whether undo is possible now, and why not. */
  readonly undoable: ReadonlySignal<UndoAllowed | UndoRefused>;
  /** Set when the game opened only up to a damaged log entry (English; `readOnly` has the details). */
  readonly damaged: ReadonlySignal<string | null>;
  /** Set when the record cannot be replayed to its end: no move is accepted, nothing is taken back. */
  readonly readOnly: ReadonlySignal<ReadOnly | null>;
  /**
   * Validate, store (one IndexedDB transaction), then publish the new state. Resolves with the
   * rejection when the engine refuses (nothing stored, nothing changed), or with a storage error.
   */
  dispatch(event: E): Promise<{ ok: true } | Rejection | { ok: false; rule: 'storage'; message: string }>;
  undo(): Promise<UndoAllowed | UndoRefused>;
  /** What `side` may know now (the engine's `view`); read inside a computed, it follows the state. */
  view(side: string): V;
  /** The log as each side may read it, projected below the screens (src/app/log-lines.ts). */
  readonly lines: LogLinesApi;
  /** What the rules would say to `side`'s event now (a Rejection), or null if it would be accepted; nothing
   * is stored or changed. For "why not?" answers on a tap. */
  probe(side: string, event: E): Rejection | null;
  /** Dispatch an event built from `side`'s view (a view may name hidden pieces by keys of its own). */
  dispatchAs(
    side: string,
    event: E,
  ): Promise<{ ok: true } | Rejection | { ok: false; rule: 'storage'; message: string }>;
  /** Rename the game: refused (nothing stored) for a name that is blank, too long or holds a direction control. */
  rename(name: string): Promise<Result<string>>;
  /** Take-back by agreement (src/app/session/take-back.ts); absent where a session offers none (a replay). */
  readonly takeBack?: TakeBackApi;
  /** Per side, how many events its player had seen when it last held the tablet, as the game's header said when this
   * session opened it ("since you last looked", src/app/looked.ts); absent where a session does not know it. */
  readonly lookedWhenOpened?: Readonly<Record<string, number>>;
}

/** A move asked back, waiting for the other side's answer: the seq of the request, of the move, and who asked. */
export interface PendingTakeBack {
  readonly at: number;
  readonly move: number;
  readonly by: string;
}

/** Take-back by agreement of a move plain undo cannot take back (it rolled dice or revealed something). */
export interface TakeBackApi {
  /** The request waiting for an answer, or null. While one waits nothing else is played. */
  readonly pending: ReadonlySignal<PendingTakeBack | null>;
  /** Whether a take-back may be asked now: of which move (its seq), by the side that made it; and why not. */
  readonly askable: ReadonlySignal<Result<{ readonly move: number; readonly by: string }>>;
  /** `side` asks (stored before shown); resolves with the request left waiting, or null when the app answered at once. */
  ask(side: string): Promise<Result<PendingTakeBack | null>>;
  /** `side`, not the one that asked, accepts (the move is taken back) or refuses (nothing changes). */
  answer(side: string, accept: boolean): Promise<Result<boolean>>;
  /** The side that asked withdraws its request before it is answered. */
  withdraw(): Promise<Result<true>>;
}

/**
 * The whole session: the shell, the game runner's own helpers, the replay and the screens of systems with no
 * hidden information (FUBAR, OCS: their view is the state) use this; a FAB screen takes `PlayerSessionApi`.
 */
export interface GameSessionApi<S = unknown, E extends GameEvent = GameEvent, V = unknown> extends PlayerSessionApi<
  E,
  V
> {
  /** The game's setup (scenario, options, dice): with the log it replays the game, e.g. for a full log. */
  readonly setup: GameSetup;
  /** Current derived state (after the last stored event). */
  readonly state: ReadonlySignal<S>;
  /**
   * A state the runner knows some moves before the end (from its snapshot caches), for building the newest
   * lines of a long log without replaying it all first; null when there is none. Optional.
   */
  logAnchor?(): { readonly seq: number; readonly state: S } | null;
}

/**
 * Some system's session, as the shell hands it to that system's screen. Each screen reads its own state and
 * event types from it, which `unknown` would not allow without a cast at every screen.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the one place a session of any system is typed
export type AnySession = GameSessionApi<any, any, any>;

/** The lines a screen reads: per side ('open': everything), as the engine's projection makes them. */
export interface LogLinesApi {
  /** Every line, or null while the runner is still reading the older moves, or when `budgetMs` ran out first
   * (call again: the lines built so far are kept). */
  all(side: string, budgetMs?: number): readonly unknown[] | null;
  /** The newest lines, from the runner's anchor near the end (null when there is none or the budget ran out). */
  newest(side: string, budgetMs?: number): readonly unknown[] | null;
  /** Every line when all are built already (no replay here), else null. */
  done(side: string): readonly unknown[] | null;
  /** How many lines are built, of how many moves (for a progress bar). */
  progress(side: string): { readonly built: number; readonly total: number };
  /** Build the side's lines ahead of need in short idle slices; returns the function that stops it. */
  prebuild(side: string, sliceMs?: number): () => void;
  /** The side's lines of the moves from `from` (0-based) to the end: from the built log when it has them, else
   * by replaying from the state after `from` moves (the runner's anchor when early enough). Null when the runner is
   * still reading the older moves or they cannot be replayed. */
  since(side: string, from: number): readonly unknown[] | null;
  /** The side's view after the first `n` moves (null when they cannot be replayed). */
  viewAt(side: string, n: number): unknown;
}
