/**
 * Take-back by agreement (issue 27): the record's own entries, beside the rules' events. A side whose last move
 * rolled dice or revealed something (so plain undo stops before it) asks to take it back; the other side answers
 * when it next holds the tablet. The record never loses anything: the move stays, followed by the request
 * (`TAKE_BACK_ASK`, naming the seq of the move's first entry) and the answer (`TAKE_BACK_ANSWER`, accept or refuse,
 * naming the answering side). An accepted take-back means, on every replay: the state goes back to the one before
 * that move, with what cannot be undone carried over from the state after it (`Engine.takeBack`).
 *
 * Dice: the rolls the move made stay spent. The dice are part of the state, so going back to the state before the
 * move would hand the same faces to whoever moves next; a side that asks after seeing them would then know the
 * dice to come and could aim them at another attack. Carrying the dice stream over from after the move (the engine
 * does it in `takeBack`) means nobody knows the next roll, which is what keeps the game fair; and because the
 * accept is itself a stored entry, a replay of the record reaches the very same dice again, so it stays
 * reproducible. The price is that a take-back lets a move be rolled again, which is why the other side must agree.
 * Knowledge: what a side saw (FAB `seen`) is kept from after the move too; it cannot be unseen.
 *
 * Pure: no I/O, no clock. `applyAt` is what every replay of a record calls for its entry `i`; the working out of a
 * take-back entry is in ./take-back-entries.ts, loaded with the engines that have take-back.
 */
import { PartMissing, type Engine, type GameEvent, type GameSetup, type Outcome } from '../rules/common/engine';
import type { Rejection } from '../rules/common/result';
import type { PendingTakeBack } from './session-api';

export const ASK = 'TAKE_BACK_ASK';
export const ANSWER = 'TAKE_BACK_ANSWER';
/** The rule these refusals cite: not a section of any rulebook, the app's own agreement between the players. */
export const TAKE_BACK_RULE = 'take-back';
const MAX_SIDE = 40;

export interface TakeBackAsk {
  readonly type: typeof ASK;
  /** The seq of the first entry of the move asked back (its tapped event; the app's events after it go with it). */
  readonly seq: number;
  /** The side that asks: the one that made that move (the other side may be the one to decide now, e.g. after a
   * combat roll; the side that rolled asks while it still holds the tablet, reading the result). */
  readonly side: string;
}

export interface TakeBackAnswer {
  readonly type: typeof ANSWER;
  /** The same seq as the request it answers. */
  readonly seq: number;
  readonly accept: boolean;
  /** The side that answered (not the one that asked). */
  readonly side: string;
}

export type TakeBackEvent = TakeBackAsk | TakeBackAnswer;

/** The record entry `e` as a take-back request, or null (any other event, or a malformed one). */
export function asAsk(e: GameEvent | undefined): TakeBackAsk | null {
  if (!e || e.type !== ASK) return null;
  const { seq, side } = e;
  if (typeof seq !== 'number' || !Number.isInteger(seq) || seq < 0) return null;
  return typeof side === 'string' && side !== '' && side.length <= MAX_SIDE ? { type: ASK, seq, side } : null;
}

/** The record entry `e` as an answer to a take-back request, or null. */
export function asAnswer(e: GameEvent | undefined): TakeBackAnswer | null {
  if (!e || e.type !== ANSWER) return null;
  const { seq, accept, side } = e;
  if (typeof seq !== 'number' || !Number.isInteger(seq) || seq < 0) return null;
  if (typeof accept !== 'boolean' || typeof side !== 'string' || side === '' || side.length > MAX_SIDE) return null;
  return { type: ANSWER, seq, accept, side };
}

/** True for the record's take-back entries (well formed or not): no rules engine ever reads these. */
export const isTakeBack = (e: GameEvent | undefined): boolean => e?.type === ASK || e?.type === ANSWER;

export function refuse(message: string, code: string, params?: Record<string, string | number>): Rejection {
  return { ok: false, rule: TAKE_BACK_RULE, message, code, ...(params ? { params } : {}) };
}

/**
 * Entry `i` of a record (`events`, all of them from the first) applied to `state`, the state after the entries
 * before it: the rules' own events go to the engine, take-back entries are worked out here. `base`: the seq of
 * `events[0]` when only the tail of the record is in memory (a take-back there is refused, so the caller reads the
 * whole record). A take-back entry is refused, with the reason, when:
 *  - the system has no take-back (`Engine.takeBack` absent);
 *  - a request names a move that is not before it, or a move the side asking did not make (the side to decide
 *    before that move), or there is a take-back entry from that move on (the entries between the move and the
 *    request are the app's events after it: checked with their marks where a record comes from outside, see
 *    `checkTakeBackSpans`);
 *  - an answer does not follow its request at once, names another move, or is given by the side that asked.
 * A request and a refusal change nothing; an accept goes back to the state before the move, the dice and what
 * was seen carried from now. Both answers are barriers (nobody undoes them); a request is not (it is withdrawn
 * by an undo before the other side answers).
 */
export function applyAt<S, E extends GameEvent>(
  engine: Engine<S, E>,
  setup: GameSetup,
  events: readonly GameEvent[],
  i: number,
  state: S,
  base = 0,
): Outcome<S> {
  const event = events[i];
  if (!event) return refuse(`The record has no move ${base + i + 1}.`, 'takeBack.missing');
  // a stored record names its system: its events are this engine's (and `apply` refuses any it does not know)
  if (!isTakeBack(event)) return engine.apply(state, event as E);
  if (!engine.takeBack) return refuse('This rule system has no take-back by agreement.', 'takeBack.none');
  if (base !== 0) return refuse('The older moves of this game are not read yet.', 'takeBack.unread');
  if (!workedOut) throw new PartMissing('take-back');
  return workedOut(engine, setup, events, i, state);
}

/** The part of `applyAt` that works out a take-back entry (./take-back-entries.ts): only a system with take-back
 * needs it, so it comes with that system's engine (./systems/fab.ts), not with every game screen. */
export type WorkedOut = <S, E extends GameEvent>(
  engine: Engine<S, E>,
  setup: GameSetup,
  events: readonly GameEvent[],
  i: number,
  state: S,
) => Outcome<S>;
let workedOut: WorkedOut | null = null;

/** Called once by ./take-back-entries.ts when it arrives. */
export function provideTakeBackEntries(f: WorkedOut): void {
  workedOut = f;
}

export type { PendingTakeBack };

/** The request at the end of `entries` (stored records: `by` is who sent each), or null. */
export function pendingTakeBack(
  entries: readonly { readonly seq: number; readonly by: string | null; readonly event: GameEvent }[],
): PendingTakeBack | null {
  const last = entries[entries.length - 1];
  const ask = asAsk(last?.event);
  return last && ask ? { at: last.seq, move: ask.seq, by: ask.side } : null;
}

/**
 * A record from outside (an import, a backup) with its entries' marks: every request names the last move tapped
 * before it (all the entries between are the app's, `auto`), never an event the app took. The index of the first
 * request that does not, or -1.
 */
export function checkTakeBackSpans(entries: readonly { readonly auto?: true; readonly event: GameEvent }[]): number {
  for (const [i, e] of entries.entries()) {
    const ask = asAsk(e.event);
    if (!ask) continue;
    if (ask.seq >= i || entries[ask.seq]?.auto) return i;
    if (entries.slice(ask.seq + 1, i).some((x) => !x.auto)) return i;
  }
  return -1;
}
