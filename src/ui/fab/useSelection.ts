/**
 * What the side holding the tablet has picked on the FAB screen: the area tapped, the unit selected (a unit that
 * is moving stays selected, 5.3), the area picked for it to move to (its path is shown, and only "Move here"
 * moves), the block whose card is open, and a move that stopped on the way for the other side's decision (5.35d),
 * kept per game across the hand-off.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { GameEvent } from '../../rules/common/engine';
import type { AreaId, Side } from '../../rules/fab/types';
import type { PlayerSessionApi } from '../../app/session-api';
import type { FabScreenView } from '../../../machines/fab/view';
import type { Viewer } from './view';
import type { Stopped } from './MoveConfirm';

type Session = PlayerSessionApi<GameEvent, FabScreenView>;

/** A move that stopped on the way for the other side's decision (5.35d), per game: the screen is left for the
 * hand-off, and the mover finds where it stopped, why, and the rest of the way when the tablet comes back. */
const stoppedMoves = new Map<string, Stopped>();

export interface Selection {
  readonly area: AreaId | null;
  readonly setArea: (id: AreaId | null) => void;
  /** The unit selected, or else the unit that is moving. */
  readonly selected: string | null;
  /** Select a unit (null: put it down); the area picked for the last one is dropped. */
  readonly setUnit: (u: string | null) => void;
  /** The area picked for the selected unit: its path is shown, and only "Move here" moves (5.3). */
  readonly target: AreaId | null;
  readonly setTarget: (id: AreaId | null) => void;
  /** The side's own move stopped in this phase (where it was going is that side's plan), until it is closed. */
  readonly stopped: Stopped | null;
  /** A move stopped for the other side's decision: kept for the mover. */
  readonly keepStopped: (st: Stopped) => void;
  readonly dropStopped: () => void;
  /** The block whose card is open, for the side that tapped it (a hidden block's key means another block in
   * the other side's view). */
  readonly card: { readonly viewer: Viewer; readonly id: string } | null;
  readonly setCard: (c: { viewer: Viewer; id: string } | null) => void;
  /** Note the block a pointer went down on (read once by the area's tap that follows). */
  readonly onMapPointer: (e: PointerEvent) => void;
  /** The block the last tap landed on, if any: read once. */
  readonly takeTappedBlock: () => string | null;
}

/** The selection on the screen of `session`, for the side `me` (its view `v`). */
export function useSelection(session: Session, v: FabScreenView, me: Side): Selection {
  const s = v.state;
  const [area, setArea] = useState<AreaId | null>(null);
  const [unit, setUnitRaw] = useState<string | null>(null);
  const [target, setTarget] = useState<AreaId | null>(null);
  const setUnit = (u: string | null) => {
    setUnitRaw(u);
    setTarget(null);
  };
  const [stopped, setStopped] = useState<Stopped | null>(() => stoppedMoves.get(session.gameId) ?? null);
  const [card, setCard] = useState<{ viewer: Viewer; id: string } | null>(null);
  const tappedBlock = useRef<string | null>(null);

  // a unit that is moving stays selected; a finished one is dropped
  const movingUnit = s.moving?.unit ?? null;
  const selected = unit ?? movingUnit;
  // a stopped move is shown to its own side only (where it was going is that side's plan), in the same
  // phase, until the mover closes the note
  const live = stopped && stopped.phase === s.phase && stopped.turn === s.turn;
  const stillStopped = live && stopped.side === me ? stopped : null;
  const dropStopped = () => {
    stoppedMoves.delete(session.gameId);
    setStopped(null);
  };
  useEffect(() => {
    if (stopped && !live) dropStopped();
  }, [stopped, live]);

  return {
    area,
    setArea,
    selected,
    setUnit,
    target,
    setTarget,
    stopped: stillStopped,
    keepStopped: (st) => {
      stoppedMoves.set(session.gameId, st);
      setStopped(st);
    },
    dropStopped,
    card,
    setCard,
    onMapPointer: (e) => {
      const hit = e.target instanceof Element ? e.target.closest('[data-block]') : null;
      tappedBlock.current = hit?.getAttribute('data-block') ?? null;
    },
    takeTappedBlock: () => {
      const block = tappedBlock.current;
      tappedBlock.current = null;
      return block;
    },
  };
}
