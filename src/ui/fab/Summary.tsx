/**
 * What the FAB screen needs of "since you last looked" and of the dice and results held on screen at once (the
 * bookkeeping of where each side looked, the bridge wait), and the part that draws them, fetched after the screen's
 * own code (issue 30: ./looked.tsx, with ./summary.ts): awaited before the first paint of a game with moves
 * (./index.tsx prepareScreen), otherwise fetched in idle time after it; a move's results wait for it if it has not
 * come yet (./useSend.ts), and a panel asked for before shows "Loading" for that moment (../later.tsx). A summary
 * replays the moves since the side last looked: it also waits for the engine's parts that replay needs (the turn
 * chart and the combat rules, fetched while the hand-off panel is up), with "Loading" meanwhile.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { t } from '../../i18n';
import type { GameEvent } from '../../rules/common/engine';
import type { FabState, Side } from '../../rules/fab/types';
import { otherSide } from '../../rules/fab/types';
import type { FabScreenView } from '../../../machines/fab/view';
import type { PlayerSessionApi } from '../../app/session-api';
import { lookedNow, readLooked, saveLooked } from '../../app/looked';
import { laterPart } from '../later';
import { hasReplayParts, loadReplayParts } from '../../app/systems/fab';
import { laterStringsReady } from '../../i18n/fab/load-later';
import { RuleLink } from './RuleLink';
import { sideName } from './Block';
import { areaLabel } from './log';
import { boardIndex } from '../../rules/fab/board';
import type { Stopped } from './MoveConfirm';
import type { LookSummary, SummaryMove } from './summary';

/** issue 25: a FAB screen reads the side's view, never the game's state (it does not compile) */
type Session = PlayerSessionApi<GameEvent, FabScreenView>;

type Looked = typeof import('./looked');
/** The part, once here: read synchronously by the hook, so a screen drawn after it came shows the summary at once. */
let looked: Looked | null = null;
// with its words in the player's language (../../i18n/fab/load-later.ts: the `sum.*` strings); the engine's parts its
// replay of the moves needs (the turn chart, the combat rules: issue 30) are asked for apart, only when a summary is due
const part = laterPart(() => Promise.all([import('./looked'), laterStringsReady()]).then(([m]) => (looked = m)));

/** Fetch the part (idempotent; after a failure the next call tries again). */
export const preloadLooked = part.preload;
export const preloadLookedWhenIdle = part.preloadWhenIdle;
export const SummaryScreen = part.component('SummaryScreen', (m) => m.SummaryScreen);
export const ResultPanel = part.component('ResultPanel', (m) => m.ResultPanel);
export const RollPanel = part.component('RollPanel', (m) => m.RollPanel);

export interface LastLooked {
  readonly summary: LookSummary | null;
  /** The summary's part is on its way (it was not here for the first paint): the screen shows its frame, not the
   * map the summary comes before. */
  readonly waiting: boolean;
  /** The moves to outline on the map until the first tap. */
  readonly marks: readonly SummaryMove[];
  readonly close: () => void;
  readonly clearMarks: () => void;
}

/**
 * The summary for `viewer` when it has just taken the tablet, and the bookkeeping of what it has seen: while
 * the map is on screen every new event counts as seen (stored a moment after each move, and when the screen
 * closes, e.g. at the next hand-off). A game no side has looked at yet (a new game, or one from before this
 * was kept) starts counting from now for both sides. Where each side looked comes with the game's header when the
 * game opens (the session's `lookedWhenOpened`, src/app/looked.ts), so it is known by the time the player taps;
 * `readLooked` reads it for a session that did not (a replay's).
 */
export function useLastLooked(session: Session, viewer: string): LastLooked {
  // a replay (its session is `replay:<id>`) shows what a side saw then; it keeps no record of looking
  const side: Side | null =
    (viewer === 'blue' || viewer === 'red') && !session.gameId.startsWith('replay:') ? viewer : null;
  const known = lookedNow(session);
  const [where, setWhere] = useState(known);
  const n = session.log.value?.length ?? null;
  // issue 30: the summary's code is a part (./looked.tsx), here before the first paint of a game with moves
  // (./index.tsx prepareScreen), and the engine's parts its replay needs follow; when either is not here yet, the
  // summary is worked out once they come ("Loading" meanwhile), and nothing counts as seen before
  // undefined: a summary is due but the engine's parts its replay needs are not here yet (issue 30)
  const compute = (l: Readonly<Record<string, number>>, m: Looked): LookSummary | null | undefined => {
    if (!side || n === null || l[side] === undefined) return null;
    return hasReplayParts() ? m.summaryFor(session, side, l[side]) : undefined;
  };
  const [summary, setSummary] = useState<LookSummary | null | undefined>(() =>
    known && looked ? compute(known, looked) : undefined,
  );
  const [open, setOpen] = useState(true);
  const [marks, setMarks] = useState<readonly SummaryMove[]>([]);
  useEffect(() => {
    if (where) return;
    let live = true;
    void readLooked(session).then((l) => live && setWhere(l));
    return () => {
      live = false;
    };
  }, [session.gameId]);
  useEffect(() => {
    if (summary !== undefined || !where || n === null) return;
    if (side && Object.keys(where).length === 0) {
      // nobody has looked yet: from now on, for both sides
      void saveLooked(session, otherSide(side), n).catch(() => undefined);
    }
    // nothing to tell without the side's last look (a replay, a game nobody looked at): no part needed for that
    if (!side || where[side] === undefined) return setSummary(null);
    const now = looked ? compute(where, looked) : undefined;
    if (now !== undefined) return setSummary(now);
    let live = true;
    void Promise.all([preloadLooked(), loadReplayParts()]).then(
      ([m]) => live && setSummary(compute(where, m) ?? null),
      () => live && setSummary(null),
    );
    return () => {
      live = false;
    };
  }, [where, n]);
  const seeing = side !== null && summary !== undefined && (summary === null || !open);
  // what is on screen counts as seen: stored a moment after each move, and when the screen closes
  const latest = useRef<number | null>(null);
  latest.current = seeing ? n : null;
  useEffect(() => {
    if (!seeing || n === null || !side) return;
    const timer = setTimeout(() => void saveLooked(session, side, n).catch(() => undefined), 300);
    return () => clearTimeout(timer);
  }, [seeing, n]);
  useEffect(
    () => () => {
      if (side && latest.current !== null) void saveLooked(session, side, latest.current).catch(() => undefined);
    },
    [],
  );
  return {
    summary: open ? (summary ?? null) : null,
    waiting:
      open &&
      !!side &&
      where?.[side] !== undefined &&
      n !== null &&
      summary === undefined &&
      !(looked && hasReplayParts()),
    marks,
    close: () => {
      setMarks(summary?.moves ?? []);
      setOpen(false);
    },
    clearMarks: () => setMarks([]),
  };
}

/**
 * 5.35d the mover's move stopped at a bridge for the other side's decision: where the block stands, the bridge
 * ahead and who decides, with the map in view behind, before the hand-off ("Pass the tablet" lets it go). The
 * decision and any die are in the mover's summary when the tablet comes back.
 */
export function BridgeWait({
  s,
  stopped,
  decider,
  onPass,
}: {
  s: FabState;
  stopped: Stopped;
  decider: Side;
  onPass: () => void;
}) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), []);
  const unit = boardIndex(s.scenario).unitDefs.get(stopped.unit)?.name ?? stopped.unit;
  return (
    <div class="fab-roll fab-wait" role="dialog" aria-modal="true" aria-labelledby="fab-wait-title">
      <div class="fab-roll-box">
        <h2 id="fab-wait-title">{t('fab.move.waitTitle')}</h2>
        <p class="fab-roll-text">
          {t('fab.move.waitBridge', {
            unit,
            at: areaLabel(s, stopped.at),
            next: areaLabel(s, stopped.next),
            side: sideName(s.scenario, decider),
          })}{' '}
          <RuleLink rule="5.35" />
        </p>
        <p class="fab-muted">{t('fab.move.waitHint')}</p>
        <button ref={button} type="button" class="st-btn st-btn-primary fab-roll-go" onClick={onPass}>
          {t('fab.move.pass')}
        </button>
      </div>
    </div>
  );
}
