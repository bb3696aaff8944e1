/**
 * How the FAB screen sends the side's events (through `dispatchAs`, never reading the state, issue 25) and what
 * it holds on screen after them: one tap at a time, no tap while an "End …" settles (issue 27), the engine's
 * refusal as a message with its rule, and the tablet kept by the side while a roll, a result card or a move
 * stopped at a bridge for the other side's decision (5.35d) is shown to it.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { GameEvent } from '../../rules/common/engine';
import type { Rejection } from '../../rules/common/result';
import type { PlayerSessionApi } from '../../app/session-api';
import type { FabScreenView } from '../../../machines/fab/view';
import { tabletOf } from '../../app/tablet';
import { useOneAtATime } from '../game/one-at-a-time';
import { fabViewOf, type Viewer } from './view';
import { preloadLooked } from './Summary';
import type { ResultCard } from './summary';
import type { LogLine } from './log';
import type { Stopped } from './MoveConfirm';
import type { OpponentTurn } from './opponent';
import { refusalText } from './refusal';
import { SETTLE_MS } from './settle';

type Session = PlayerSessionApi<GameEvent, FabScreenView>;

/** What the screen says above the panel: the engine's refusal (with its rule), or why a tap did nothing. */
export interface Message {
  readonly text: string;
  readonly rule?: string;
  readonly error: boolean;
}

/** Ending a step, a phase or a unit's move: the next step's buttons come up where its button was. */
const ENDS: ReadonlySet<string> = new Set(['END_STEP', 'END_PHASE', 'END_MOVE']);
/**
 * Per game, when an "End …" was last accepted (issue 27: a 120 ms double tap on "End the phase" once ended the
 * phase and took the next phase's first choice). For SETTLE_MS after it no tap on the screen is sent, whatever is
 * drawn under the finger by then and whichever component drew it (a panel that came up anew has no settle of its
 * own); kept per game session (the object the host keeps for the game's life) so that a screen drawn again keeps it.
 */
const endedAt = new WeakMap<object, number>();
const settlingNow = (game: object) => performance.now() - (endedAt.get(game) ?? -Infinity) < SETTLE_MS;

export interface Sender {
  /** Send an event as the viewer: the refusal (with its text) if the engine refused it, else null. */
  readonly send: (e: GameEvent) => Promise<Rejection | null>;
  /** An "End …" was just accepted: the buttons are off for a moment. */
  readonly settling: boolean;
  readonly message: Message | null;
  readonly setMessage: (m: Message | null) => void;
  /** A roll held on screen until its side taps "Go on" (the tablet is not handed over before that). */
  readonly roll: readonly LogLine[];
  /** Issue 27: what the side's decision did (a closed combat round, a loss), shown before the cover comes up. */
  readonly results: readonly ResultCard[];
  /** 5.35d a move stopped at a bridge for the other side's decision: shown to the mover before the tablet goes
   * across (the hand-off waits for "Pass the tablet"). */
  readonly waiting: Stopped | null;
  readonly setWaiting: (st: Stopped | null) => void;
  /** The last event sent left the move waiting for the other side's bridge decision and the tablet kept. */
  readonly keptForBridge: { readonly current: boolean };
  /** "Go on" from a held roll, result or bridge wait: the tablet may be handed over. */
  readonly goOnRoll: () => void;
  readonly goOnResults: () => void;
  readonly passTablet: () => void;
}

/**
 * The sender of the side `viewer` holding the tablet (its view `v`); `turns` are the app's turns in a solo game,
 * whose rolls and results are held in front of the player as the player's own are.
 */
export function useSend(session: Session, v: FabScreenView, viewer: Viewer, turns: OpponentTurn | null): Sender {
  const s = v.state;
  const [message, setMessage] = useState<Message | null>(null);
  const [roll, setRoll] = useState<readonly LogLine[]>([]);
  const [results, setResults] = useState<readonly ResultCard[]>([]);
  const [waiting, setWaiting] = useState<Stopped | null>(null);
  const keptForBridge = useRef(false);
  const tablet = tabletOf(session.gameId);
  useEffect(() => () => tablet?.hold(false), [tablet]);

  // one tap at a time: the second of a double tap is dropped (src/ui/game/one-at-a-time.ts)
  const sending = useOneAtATime();
  // the buttons are off while an "End …" settles (the second tap of a double tap lands on nothing)
  const [settling, setSettling] = useState(() => settlingNow(session));
  useEffect(() => {
    if (!settling) return;
    const left = SETTLE_MS - (performance.now() - (endedAt.get(session) ?? 0));
    const timer = setTimeout(() => setSettling(false), Math.max(0, left));
    return () => clearTimeout(timer);
  }, [settling]);
  const send = (e: GameEvent): Promise<Rejection | null> =>
    settlingNow(session) ? Promise.resolve(null) : sending.run(() => sendNow(e), null);
  const sendNow = async (e: GameEvent): Promise<Rejection | null> => {
    performance.mark?.('fab:dispatch');
    const before = session.log.value?.length ?? 0;
    const hadCombat = v.combat !== null;
    tablet?.hold(true);
    const r = await session.dispatchAs(viewer, e);
    performance.mark?.('fab:stored');
    if (r.ok && ENDS.has(e.type)) {
      endedAt.set(session, performance.now());
      setSettling(true);
    }
    const now = fabViewOf(session.view(viewer));
    // issue 30: the results' code (./looked.tsx) came in idle time after the first paint; a move made before waits
    // for it here (the move itself is stored already), and a part that cannot be fetched holds nothing
    const m = r.ok ? await preloadLooked().catch(() => null) : null;
    const cards = m && !session.gameId.startsWith('replay:') ? m.resultsToHold(session, viewer, before) : [];
    const held =
      m && !cards.length
        ? m.rollToHold(
            session,
            viewer,
            before,
            hadCombat && !!now?.combat && (viewer === 'open' || now.actor === viewer),
          )
        : [];
    // 5.35d the move waits for the other side's bridge decision (however it is taken): the tablet stays
    keptForBridge.current =
      r.ok &&
      !held.length &&
      !cards.length &&
      (e.type === 'MOVE_STEP' || e.type === 'MOVE_ALONG') &&
      !!tablet &&
      !session.opponent &&
      viewer !== 'open' &&
      !!now?.state.pendingBridge &&
      now.actor !== null &&
      now.actor !== viewer;
    if (cards.length) setResults(cards);
    else if (held.length) setRoll(held);
    else if (!keptForBridge.current) tablet?.hold(false);
    if (!r.ok) {
      const refused = { ...(r as Rejection), message: refusalText(r, s) };
      setMessage({ text: refused.message, rule: refused.rule, error: true });
      return refused;
    }
    setMessage(null);
    return null;
  };

  // solo play (issue 17): a tap anywhere goes on from the app's move at once
  // issue 27: a roll the app made for its side outside a combat screen (a bridge it blew, 5.35d) or a round its
  // move closed is held in front of the player, as the player's own rolls are: the dice, then "Go on"
  const shownSeq = turns?.shown.value?.seq ?? null;
  useEffect(() => {
    if (shownSeq === null || viewer === 'open') return;
    let live = true;
    void preloadLooked().then(
      (m) => {
        if (!live) return;
        const cards = m.resultsToHold(session, viewer, shownSeq).filter((c) => c.area !== null);
        if (cards.length) return setResults(cards);
        const now = fabViewOf(session.view(viewer));
        const rolls = m.rollToHold(session, viewer, shownSeq, !!now?.combat);
        if (rolls.length && !now?.combat) setRoll(rolls);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [shownSeq]);

  return {
    send,
    settling,
    message,
    setMessage,
    roll,
    results,
    waiting,
    setWaiting,
    keptForBridge,
    goOnRoll: () => {
      setRoll([]);
      tablet?.hold(false);
    },
    goOnResults: () => {
      setResults([]);
      tablet?.hold(false);
    },
    passTablet: () => {
      setWaiting(null);
      tablet?.hold(false);
    },
  };
}
