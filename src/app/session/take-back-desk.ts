/**
 * Where a game session gets its take-back desk (./take-back.ts, issue 27): only a system with take-back (FAB) has
 * one, and its code is fetched by the opening of such a game (./opening.ts: ./take-back.ts registers itself); a
 * session of any other system gets the closed desk here, which refuses every request. Also the desk's terms with the session, and the refusal every
 * move meets while a request waits.
 */
import { computed, signal, type ReadonlySignal } from '@preact/signals';
import { PartMissing, type Engine, type GameEvent, type GameSetup, type GameStatus } from '../../rules/common/engine';
import type { Rejection } from '../../rules/common/result';
import type { StoredEvent } from '../../store';
import type { SoloOpponent, TakeBackApi, UndoAllowed, UndoRefused } from '../session-api';
import { TAKE_BACK_RULE } from '../take-back';
import type { Step, StorageFailure } from './writes';

export const no = (message: string, code: string): Rejection => ({ ok: false, rule: TAKE_BACK_RULE, message, code });

/** A request waits: no move, no other request, no undo until it is answered or withdrawn. */
export const PENDING = no(
  'A request to take back a move waits for the other side’s answer: nothing else is played until it is answered.',
  'takeBack.pending',
);

/** The session's public side the desk reads. */
export interface TakeBackSession<S> {
  readonly setup: GameSetup;
  readonly state: ReadonlySignal<S>;
  readonly status: ReadonlySignal<GameStatus>;
  /** Changes with every stored or undone entry. */
  readonly log: ReadonlySignal<unknown>;
  readonly readOnly: ReadonlySignal<unknown>;
  readonly opponent: SoloOpponent | null;
}

/** What the session lends the desk of its own: its record, its queue, its writes. */
export interface TakeBackHost<S, E extends GameEvent> {
  readonly engine: Engine<S, E>;
  /** The stored moves in memory; `base()` is the seq of the first (0 once the whole record is read). */
  entries(): readonly StoredEvent[];
  base(): number;
  /** Run after everything asked before (the session's queue). */
  run<T>(job: () => Promise<T>): Promise<T>;
  /** Store these applied entries in one transaction, then show them. */
  store(run: readonly Step<S, GameEvent>[], retry: () => Promise<unknown>): Promise<{ ok: true } | StorageFailure>;
  /** Take the last `span` entries back out of the record (as an undo does). */
  drop(span: number, retry: () => Promise<unknown>): Promise<UndoAllowed | UndoRefused>;
}

export type { TakeBackApi };

/** The desk of a system without take-back: nothing waits, nothing may be asked. */
function closedDesk(): TakeBackApi {
  const none = no('This rule system has no take-back by agreement.', 'takeBack.none');
  const refused = () => Promise.resolve(none);
  return {
    pending: signal(null),
    askable: computed(() => none),
    ask: refused,
    answer: refused,
    withdraw: refused,
  };
}

type DeskMaker = <S, E extends GameEvent>(session: TakeBackSession<S>, host: TakeBackHost<S, E>) => TakeBackApi;
let makeDesk: DeskMaker | null = null;

/** Called once by ./take-back.ts when it arrives. */
export function provideTakeBackDesk(make: DeskMaker): void {
  makeDesk = make;
}

/** The session's desk: the closed one for a system without take-back. */
export function deskFor<S, E extends GameEvent>(session: TakeBackSession<S>, host: TakeBackHost<S, E>): TakeBackApi {
  if (!host.engine.takeBack) return closedDesk();
  if (!makeDesk) throw new PartMissing('take-back');
  return makeDesk(session, host);
}
