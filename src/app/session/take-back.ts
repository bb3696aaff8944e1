/**
 * Take-back by agreement in a game session (issue 27; what the record holds and how it replays: ../take-back.ts). A
 * side whose last move undo cannot take back (it rolled dice or revealed something) asks; the request is stored
 * before it is shown, and until it is answered nobody moves. The other side answers when it next holds the tablet;
 * the asker may withdraw it before (the request is then undone like a move: it was never answered, so never seen).
 * In a solo game the app answers at once, by one rule: it accepts the first take-back of the game and refuses every
 * later one, so a player may correct one slip but cannot fish for better dice.
 */
import { computed, type ReadonlySignal } from '@preact/signals';
import type { GameEvent, GameStatus } from '../../rules/common/engine';
import type { Result } from '../../rules/common/result';
import type { StoredEvent } from '../../store';
import type { SoloOpponent, TakeBackApi } from '../session-api';
import {
  ANSWER,
  ASK,
  TAKE_BACK_RULE,
  applyAt,
  asAnswer,
  isTakeBack,
  pendingTakeBack,
  type PendingTakeBack,
} from '../take-back';
import { PENDING, no, provideTakeBackDesk, type TakeBackHost, type TakeBackSession } from './take-back-desk';
import type { Step } from './writes';

/**
 * May the last move be asked back, and by whom? Its value: the seq of that move's first entry (the tapped event; the
 * events the app took after it go back with it) and the side that made it, the only one that may ask (while it
 * holds the tablet: the side to decide now may be the other, e.g. after a combat roll whose result it reads).
 * Refused when a request waits, when the game is over, when the last move is the app's (solo), when there is
 * nothing to take back, or when plain undo can take it back (it rolled nothing and revealed nothing).
 */
export function askCheck(
  entries: readonly StoredEvent[],
  status: GameStatus,
  opponent: SoloOpponent | null,
): Result<{ move: number; by: string }> {
  if (pendingTakeBack(entries)) return PENDING;
  if (status.finished || status.actor === null) return no('The game is over: nothing is taken back.', 'takeBack.over');
  let i = entries.length - 1;
  while (i >= 0 && entries[i]?.auto) i--;
  const first = entries[i];
  if (!first || isTakeBack(first.event)) return no('There is no move of yours to take back.', 'takeBack.nothing');
  if (first.by === null || (opponent && first.by === opponent.side))
    return no('There is no move of yours to take back.', 'takeBack.nothing');
  // solo: nothing is asked back while the app is to move (it may be deciding from the position already)
  if (opponent && status.actor === opponent.side)
    return no('The app is about to move: ask before it does, or play on.', 'takeBack.appMoving');
  if (!entries.slice(i).some((e) => e.barrier))
    return no('This move rolled nothing and revealed nothing: Undo takes it back.', 'takeBack.undo');
  return { ok: true, value: { move: first.seq, by: first.by } };
}

export class TakeBackDesk<S, E extends GameEvent> implements TakeBackApi {
  readonly pending: ReadonlySignal<PendingTakeBack | null>;
  readonly askable: ReadonlySignal<Result<{ move: number; by: string }>>;

  constructor(
    private readonly session: TakeBackSession<S>,
    private readonly host: TakeBackHost<S, E>,
  ) {
    this.pending = computed(() => {
      void session.log.value; // re-evaluated when the record changes
      return pendingTakeBack(host.entries());
    });
    this.askable = computed(() => {
      void session.log.value;
      if (!host.engine.takeBack) return no('This rule system has no take-back by agreement.', 'takeBack.none');
      if (session.readOnly.value) return no('This game is read-only.', 'record.readOnly');
      return askCheck(host.entries(), session.status.value, session.opponent);
    });
  }

  /** The entry `event` applied at the end of the record plus `extra` (the request when answering in the same write). */
  private applied(event: GameEvent, before: S, extra: readonly GameEvent[] = []) {
    const events = [...this.host.entries().map((e) => e.event), ...extra, event];
    return applyAt(this.host.engine, this.session.setup, events, events.length - 1, before);
  }

  /**
   * The side to decide asks to take back its last move. Stored before it is shown. In a solo game the app's answer
   * is stored with it (`PendingTakeBack | null`: the request left waiting, or null when it was answered at once).
   */
  ask(side: string): Promise<Result<PendingTakeBack | null>> {
    return this.host.run(async () => {
      const check = this.askable.peek();
      if (!check.ok) return check;
      if (check.value.by !== side)
        return no('Only the side that made the last move may ask to take it back.', 'takeBack.otherSide');
      if (this.host.base() !== 0) return no('The older moves of this game are still being read.', 'takeBack.unread');
      const before = this.session.state.peek();
      const ask: GameEvent = { type: ASK, seq: check.value.move, side };
      const asked = this.applied(ask, before);
      if (!asked.ok) return asked;
      const run: Step<S, GameEvent>[] = [{ before, event: ask, out: asked, auto: false, by: side }];
      const app = this.session.opponent;
      if (app) {
        // the app's rule: the first take-back of the game is accepted, every later one refused
        const accept = !this.host.entries().some((e) => asAnswer(e.event)?.accept);
        const answer: GameEvent = { type: ANSWER, seq: check.value.move, accept, side: app.side };
        const answered = this.applied(answer, before, [ask]);
        if (!answered.ok) return answered;
        run.push({ before, event: answer, out: answered, auto: false, by: app.side });
      }
      const stored = await this.host.store(run, () => this.ask(side));
      if (!stored.ok) return stored;
      return { ok: true, value: this.pending.peek() };
    });
  }

  /** `side` (not the one that asked) accepts or refuses the waiting request. Stored before it is shown. */
  answer(side: string, accept: boolean): Promise<Result<boolean>> {
    return this.host.run(async () => {
      const p = this.pending.peek();
      if (!p) return no('No request to take back a move waits for an answer.', 'takeBack.noRequest');
      if (side === p.by) return no('The side that asked cannot answer its own request.', 'takeBack.ownAnswer');
      if (this.session.readOnly.peek()) return no('This game is read-only.', 'record.readOnly');
      if (this.host.base() !== 0) return no('The older moves of this game are still being read.', 'takeBack.unread');
      const before = this.session.state.peek();
      const answer: GameEvent = { type: ANSWER, seq: p.move, accept, side };
      const out = this.applied(answer, before);
      if (!out.ok) return out;
      const stored = await this.host.store([{ before, event: answer, out, auto: false, by: side }], () =>
        this.answer(side, accept),
      );
      return stored.ok ? { ok: true, value: accept } : stored;
    });
  }

  /** The side that asked withdraws its request before the other side answers it. */
  withdraw(): Promise<Result<true>> {
    return this.host.run(async () => {
      if (!this.pending.peek()) return no('No request to take back a move waits for an answer.', 'takeBack.noRequest');
      const r = await this.host.drop(1, () => this.withdraw());
      return r.ok ? { ok: true, value: true } : { ok: false, rule: TAKE_BACK_RULE, message: r.message };
    });
  }
}

export type { PendingTakeBack };

// this module is fetched by the opening of a game whose system has take-back (./opening.ts), and is its desk then
provideTakeBackDesk((session, host) => new TakeBackDesk(session, host));
