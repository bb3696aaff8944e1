/**
 * What an undo takes back and whether it may (src/app/session.ts): back through the last tapped move and the
 * events the app took after it, never past a die roll or a reveal of hidden information (a barrier), never a move
 * of the other side's, never one of the solo opponent's.
 */
import type { GameStatus } from '../../rules/common/engine';
import type { StoredEvent } from '../../store';
import type { SoloOpponent, UndoAllowed, UndoRefused } from '../session-api';

export const readOnlyUndo: UndoRefused = {
  ok: false,
  reason: 'read-only',
  message: 'This game is read-only: nothing in its record is taken back. Continue it as a copy to play on.',
  code: 'undo.readOnly',
};

/** A take-back request waits for the other side's answer (./take-back.ts): it is withdrawn, never undone. */
export const waitingUndo: UndoRefused = {
  ok: false,
  reason: 'take-back',
  message: 'A request to take back a move waits for the other side’s answer: withdraw it instead.',
  code: 'undo.takeBack',
};

/** The states an undo goes back to could not be worked out (the older moves are not in memory). */
export const unreadUndo: UndoRefused = {
  ok: false,
  reason: 'nothing',
  message: 'The older moves of this game could not be read, so this move cannot be taken back.',
  code: 'undo.unread',
};

/**
 * How many moves an undo takes back: the events taken for the players after the last tapped move (never past
 * a roll or a reveal), and that move.
 */
export function undoSpan(entries: readonly StoredEvent[]): number {
  let n = 0;
  for (let i = entries.length - 1; i >= 0; i--) {
    const e = entries[i];
    if (!e) break;
    n++;
    if (!e.auto || e.barrier) break;
  }
  return n;
}

/** May the last move be taken back now (`status`: where the game stands; `opponent`: the app's side in solo)? */
export function undoCheck(
  entries: readonly StoredEvent[],
  status: GameStatus,
  opponent: SoloOpponent | null,
): UndoAllowed | UndoRefused {
  const span = undoSpan(entries);
  const first = entries[entries.length - span];
  const nothing: UndoRefused = {
    ok: false,
    reason: 'nothing',
    message: 'There is nothing to undo yet.',
    code: 'undo.nothing',
  };
  if (!first) return nothing;
  if (first.barrier || entries.slice(entries.length - span).some((e) => e.barrier)) {
    return {
      ok: false,
      reason: 'dice',
      message: 'The last move rolled dice or revealed hidden information, so it cannot be taken back.',
      code: 'undo.dice',
    };
  }
  // only events the app took for the players since the start: no move of anyone's to take back
  if (first.auto) return nothing;
  // solo play: the app's own moves are never taken back, and nothing is while it is to move
  if (opponent && (first.by === opponent.side || status.actor === opponent.side))
    return {
      ok: false,
      reason: 'opponent',
      message:
        'The app has moved since, or is about to: undo goes back through your own moves only, never past one of its moves.',
      code: 'undo.opponent',
    };
  if (first.by !== null && status.actor !== null && first.by !== status.actor) {
    return {
      ok: false,
      reason: 'other-side',
      message: 'The last move was the other side’s; only the player who made a move can take it back.',
      code: 'undo.otherSide',
    };
  }
  return { ok: true };
}
