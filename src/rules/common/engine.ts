/**
 * The contract between a rule system and the game runner (src/app). Each system implements one
 * `Engine` in `machines/<system>/engine.ts`, driving its xstate statecharts with the pure
 * `initialTransition` / `transition` functions (or equivalent), calling src/rules for every decision.
 *
 * The game record is `{ system, scenario, rulesVersion, options, dice, events[] }`. State is derived by replaying the
 * events through `apply`; the runner stores `serialize(state)` as a cache and rebuilds it when stale.
 * Everything here must be deterministic: no Math.random, no Date, no I/O.
 */
import type { OrdersBySide } from './orders';
import type { DiceSpec } from './dice';
import type { Rejection, Result } from './result';
import type { Ruling } from './rulings';

export type SystemId = 'fab' | 'fubar' | 'ocs';

/** An event a player (or the app on a player's behalf) sends. SCREAMING_CASE `type`. */
export interface GameEvent {
  readonly type: string;
  readonly [key: string]: unknown;
}

export interface GameSetup {
  readonly system: SystemId;
  readonly scenario: { readonly id: string; readonly version: number };
  /** Rules options chosen at creation (edition, hidden assets, open table, edited combat table...). */
  readonly options: Readonly<Record<string, unknown>>;
  readonly dice: DiceSpec;
  /** Optional system-specific setup data (e.g. FUBAR rosters, a custom scenario body). */
  readonly data?: unknown;
  /**
   * The rules version the game is played under (src/rules/common/rulings.ts). Absent: version 1, the rules
   * of every record written before versions existed. The engine keeps it in its state for the rules to read.
   */
  readonly rulesVersion?: number;
  /**
   * True when `data` and `options` are the checked form `Engine.checkSetup` made at import or creation (and
   * the game stored): `start` and `restore` trust them and do not validate them again. Never read from a file.
   */
  readonly checked?: boolean;
}

export interface GameStatus {
  /** Turn number, 1-based; 0 before the first turn. */
  readonly turn: number;
  /** Machine-readable phase id, e.g. "operational-movement". */
  readonly phase: string;
  /** Section the phase comes from, for links into the reference (e.g. "5.0"). */
  readonly phaseRule?: string;
  /** The side that must decide now; null when nobody must (game over). Drives the hand-off panel. */
  readonly actor: string | null;
  readonly finished: boolean;
  readonly winner?: string | null;
  /** One line for the saved-games list, e.g. "Turn 2 · Combat · Blue to move". English. */
  readonly label: string;
}

export interface Applied<S> {
  readonly ok: true;
  readonly state: S;
  /**
   * True when this event rolled dice or revealed hidden information: undo may not step back past it.
   */
  readonly barrier: boolean;
}

export type Outcome<S> = Applied<S> | Rejection;

/** What is about to be started, restored or replayed (`Engine.prepare`): a game's set-up, the snapshot cache it
 * opens from, the moves to replay after it. */
export interface EngineNeed {
  readonly setup: GameSetup;
  readonly snapshot?: unknown;
  readonly events?: readonly GameEvent[];
  /** The part a call found missing (`PartMissing.part`): a move waits for it, then is applied (issue 30). */
  readonly missing?: string;
}

/**
 * Whether `need` opens a stored game from a snapshot cache of its last move (an engine with `snapshotEvery` 1): the
 * tail read with the cache begins with the cache's own last move (kept for undo) and none is replayed, so the game is
 * drawn from what it stores, without the parts that replay moves (issue 30: FAB's turn chart, OCS's phase chart).
 */
export function opensFromLastCache(need: EngineNeed): boolean {
  return need.snapshot !== undefined && need.snapshot !== null && need.events !== undefined && need.events.length <= 1;
}

/**
 * The part that reads a move from outside the store against the system's event schema (FUBAR, OCS: issue 30). A
 * game opened from the app's own store does without it (its moves and snapshot were checked when they were stored;
 * an import is checked whole, with every part, before it is stored); the runner asks for it, as `need.missing`,
 * before it applies a player's move, so a tap that comes before the part waits for it.
 */
export const EVENT_CHECKS = 'event checks';

/**
 * Thrown by an engine asked for something whose code or data has not arrived yet (see `Engine.prepare`). Never a
 * Rejection: a missing part is not the rules' answer, so the runner does not take it for a refused or damaged
 * record.
 */
export class PartMissing extends Error {
  constructor(readonly part: string) {
    super(`The ${part} part of the rules engine is not loaded yet.`);
    this.name = 'PartMissing';
  }
}

export interface Engine<S = unknown, E extends GameEvent = GameEvent, V = unknown> {
  readonly system: SystemId;
  /** Bumped whenever serialized state changes shape, so stale snapshot caches are rebuilt. */
  readonly stateVersion: number;
  /**
   * The current rules version of this system: new games are played under it. `start` accepts every version
   * from 1 up to it (and refuses a newer one), and the state it builds plays by the rulings of that version.
   */
  readonly rulesVersion: number;
  /** Every ruling change since version 1, each with the version that introduced it. */
  readonly rulings: readonly Ruling[];
  /**
   * A snapshot cache is stored with every move whose number is a multiple of this (absent: the runner's
   * SNAPSHOT_EVERY, src/app/session/opening.ts). 1: with every move, so a stored game opens from its last position
   * without replaying a move, for an engine that can draw a game but not apply a move before a later part arrives
   * (FAB: its turn chart; OCS: its phase chart; issue 30). Such a cache chains to the one at the last multiple of
   * SNAPSHOT_EVERY when the engine's log is built by replay (`logLine`): the anchor of a long log's newest lines.
   */
  readonly snapshotEvery?: number;
  /**
   * Validate what a set-up brings from outside (a custom scenario, rosters, an edited chart or combat
   * table) once, at import or creation, in time linear in its size, and return the set-up in its checked
   * form: unknown fields dropped, `checked: true`, everything else (the rules version) kept. A Rejection
   * names the bad field. Absent: nothing to check.
   */
  checkSetup?(setup: GameSetup): Result<GameSetup>;
  /**
   * Fetch the code and data the engine loads when first needed (each its own chunk in the app: a shipped
   * scenario's body, the checks of a custom scenario): what starting, restoring and replaying `need` takes, or,
   * without it, every part. Resolves once it is here. Until then a call that needs a missing part throws
   * `PartMissing`. Absent: everything is always here.
   */
  prepare?(need?: EngineNeed): Promise<void>;
  /** Build the initial state, under `setup.rulesVersion`. A scenario that fails validation, or a rules version
   * newer than this engine's, is a Rejection naming it. */
  start(setup: GameSetup): Outcome<S>;
  /** Apply one event. Pure. A player's mistake is a Rejection with a rule number; never throws for it. */
  apply(state: S, event: E): Outcome<S>;
  status(state: S): GameStatus;
  /** Plain JSON of the state, for snapshot caches. `restore(serialize(s))` must equal `s` in behaviour. */
  serialize(state: S): unknown;
  /** Rebuild state from `serialize` output; return a Rejection if the data is not usable. `setup` is the
   * game's own set-up, for what a snapshot only refers to (a custom scenario is not stored twice). */
  restore(data: unknown, setup?: GameSetup): Outcome<S>;
  /** A JSON summary of the final state, printed by `npm run replay`. */
  summary(state: S): unknown;
  /**
   * Every legal event now, used by fuzzers and the UI to offer only what is allowed. Where the space is
   * too large (free choices of numbers), a representative finite set that includes every kind of event.
   */
  legalEvents(state: S): E[];
  /**
   * The event the app takes on the deciding side's behalf now, or null: the rules leave that side exactly this
   * one event and taking it tells nobody anything hidden (hand off only for real decisions). The runner stores
   * it as that side's event, exactly like a tapped one. Absent: every event is a player's.
   */
  forcedEvent?(state: S): E | null;
  /**
   * The event the side to act told the app in advance to send for the question it faces now (its standing
   * orders, src/rules/common/orders.ts, kept in the game's header), or null. Always one of the legal events; the
   * runner stores it as that side's event, like a forced one. Absent: the system has no standing orders.
   */
  orderedEvent?(state: S, orders: OrdersBySide): E | null;
  /**
   * Everything `side` may know of the game, and nothing more: what a screen reads while that side holds the
   * tablet ('open' for the open table or a system without hidden information). Systems with no hidden
   * information return the whole state.
   */
  view(state: S, side: string): V;
  /**
   * An event a screen built from `view(state, side)` as `apply` reads it (a view may name a hidden piece by
   * a key of its own instead of its id). Systems whose views name everything leave this out.
   */
  fromView?(state: S, side: string, event: E): E;
  /**
   * One stored move as `side` may read it in the log: what the event did between `prev` and `next` (null when it
   * failed to replay), with every piece `side` did not know both before and after it named by the view's word for
   * a hidden piece. Kept as codes and ids (the screen puts it into words). Systems with no hidden information may
   * leave this out: their log shows the events themselves. `app` is the side the app plays in a solo game (FAB:
   * its attacks carry the odds it saw from its view).
   */
  logLine?(seq: number, prev: S, event: E, next: S | null, side: string, app?: string): unknown;
  /**
   * Take-back by agreement (src/app/take-back.ts): the state `before` a move the players agreed to take back, with
   * what cannot be undone carried over from the state `after` it (and the moves the app took after it): the dice
   * stream (the rolls made stay spent) and what each side has seen. Absent: the system offers no take-back.
   */
  takeBack?(before: S, after: S): S;
}

/**
 * Some system's engine, where the caller does not know which (the engine table, the runner, the replay
 * command). Engine methods are declared as methods, so each system's `Engine<State, Event>` fits here
 * without a cast; what it returns is `unknown` state until narrowed.
 */
export type AnyEngine = Engine<unknown, GameEvent>;
