/**
 * The FAB game screen: phase bar, map, the panel of what may be done now (offered from the engine's legal
 * events only), the side's status boxes and cup, the combat screen while a round is fought, the log, and
 * the victory screen. The screen never decides legality: it asks the engine and shows its rejections. What the
 * side has picked is kept by ./useSelection.ts, the selected unit's move by ./useMovePlan.ts, what a tap on the
 * map does by ./map-tap.ts, sending events (with what is held on screen after them) by ./useSend.ts, and the
 * combat round in place of the map by ./CombatPane.tsx.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { t } from '../../i18n';
import type { GameEvent } from '../../rules/common/engine';
import type { AreaId, Side } from '../../rules/fab/types';
import { otherSide } from '../../rules/fab/types';
import type { PlayerSessionApi } from '../../app/session-api';
import type { FabScreenView } from '../../../machines/fab/view';
import { FabMap, StillMap, mapBounds } from './Map';
import { RuleLink } from './RuleLink';
import { blocksByArea, fabViewOf, type BlockView, type Viewer } from './view';
import { currentDraws } from './log';
import { useMoreBelow, useRoomBeside, useSidePanel } from './layout';
import { PhaseBar } from './PhaseBar';
import { Drawn, Enders, footEvents, Play } from './Play';
import { Boxes } from './Boxes';
import { Log, MapKey, OpponentBar, TurnPanel, UnitCard, Victory } from './later';
import { CombatPane } from './CombatPane';
import { Dialog } from '../shell/Dialog';
import { IntelResult } from './IntelResult';
import { Guide } from './later';
import { mayGuide } from './guided';
import { BridgeWait, ResultPanel, RollPanel, SummaryScreen, useLastLooked } from './Summary';
import type { SummaryMove } from './summary';
import { MoveConfirm, MoveStopped } from './MoveConfirm';
import type { OpponentTurn } from './opponent';
import { OrderHint, OrdersButton } from './Orders';
import { useSelection } from './useSelection';
import { useMovePlan } from './useMovePlan';
import { useSend } from './useSend';
import { mapTap } from './map-tap';

export { sidePanel } from './layout';

/** issue 25: a FAB screen reads the side's view, never the game's state (it does not compile) */
type Session = PlayerSessionApi<GameEvent, FabScreenView>;
type Tab = 'play' | 'boxes' | 'log';

/**
 * Everything drawn here comes from the view of the side holding the tablet (`session.view(viewer)`, the
 * engine's per-side view, 2.2): the full state is never read, and events go back through `dispatchAs`.
 */
export function GameScreen({
  session,
  viewer: rawViewer,
  turns = null,
}: {
  session: Session;
  viewer: string;
  /** The app's turns in a solo game (./opponent.ts, started by the system's module, which holds the runner's
   * session); null in a two-player game. */
  turns?: OpponentTurn | null;
}) {
  // the holder's log lines are built in idle time from the start, so that the Log tab opens at once
  useEffect(() => session.lines.prebuild(rawViewer), [session, rawViewer]);
  // "since you last looked": what the other side did, before the map (./Summary.tsx)
  const look = useLastLooked(session, rawViewer);
  const v = fabViewOf(session.view(rawViewer));
  if (!v) return <p role="alert">{t('fab.noState')}</p>;
  if (look.waiting)
    return (
      <section class="fab-looked" aria-busy="true">
        <p class="st-muted">{t('core.loading')}</p>
      </section>
    );
  if (look.summary) return <SummaryScreen s={v.state} summary={look.summary} onContinue={look.close} />;
  return <Screen session={session} v={v} marks={look.marks} clearMarks={look.clearMarks} turns={turns} />;
}

function Screen({
  session,
  v,
  marks,
  clearMarks,
  turns,
}: {
  session: Session;
  v: FabScreenView;
  marks: readonly SummaryMove[];
  clearMarks: () => void;
  turns: OpponentTurn | null;
}) {
  const s = v.state;
  const viewer: Viewer = v.viewer;
  const [tab, setTab] = useState<Tab>('play');
  // the side holding the tablet (on the open table, the side that acts now)
  const replaying = session.gameId.startsWith('replay:');
  const me: Side = viewer === 'open' ? (v.actor ?? s.phasing) : viewer;
  const sel = useSelection(session, v, me);
  const { area, selected, target } = sel;
  // the map key and the turn track open in a side sheet; a tapped block shows its card (UnitCard)
  const [sheet, setSheet] = useState<'key' | 'turns' | null>(null);
  const pane = useRef<HTMLDivElement>(null);
  const more = useMoreBelow(pane);
  const cue = useRef<HTMLDivElement>(null);
  const roomBeside = useRoomBeside(cue);
  const sender = useSend(session, v, viewer, turns);
  const { send, settling, message, roll, results, waiting } = sender;
  // 4.2 the pieces drawn from the cup in this administration phase, shown (and animated) where the player looks
  const drawn = currentDraws(s);
  // issue 27: a replay is read, not played: no "End this step" or combat choice that looks live
  const legal: typeof v.legal = replaying ? [] : v.legal;
  const h = v.combat && replaying ? { ...v.combat, legal: [] } : v.combat;
  const move = useMovePlan(session, v, legal, me, sel, sender);
  // what is lit (the moves of a block already in hand follow the first drawing: ./useMovePlan.ts)
  const { placing, shown: reach, plan, from, targetMark } = move;
  // the panel's foot (ending the step or phase, a bridge decision); while a move is shown, its own two buttons
  // are the choice at hand and the foot waits. The "more below" cue sits beside a lone foot button when it
  // fits there (useRoomBeside), so it covers none of the list, else above the foot.
  const foot = tab === 'play' && !h && !targetMark ? footEvents(legal) : [];
  const stillStopped = sel.stopped;
  const combatAreas = useMemo(
    () =>
      new Set(
        legal.filter((e) => e.type === 'SELECT_COMBAT' || e.type === 'OPEN_COMBAT').map((e) => String(e['area'])),
      ),
    [legal],
  );

  const side = useSidePanel(mapBounds(s.scenario));
  // issue 27: a combat question asked of the side out of its turn (6.21, 6.22/6.23, 6.4x, 8.24), or a hit to take
  // (6.4): the battle on a strip of map over the round, centred and marked, the blocks that may take the hit ringed
  const hits = h?.legal.flatMap((e) => (e.type === 'STEP_LOSS' ? [e.targetId] : [])) ?? [];
  const hitKey = hits.join('|');
  const battle = useMemo(
    () =>
      h && h.legal.length > 0 && (me !== s.phasing || hits.length > 0) ? { area: h.area, units: new Set(hits) } : null,
    [h?.area, h?.legal.length, me, s.phasing, hitKey],
  );
  if (s.finished)
    return (
      <Victory
        v={v}
        live={!session.gameId.startsWith('replay:')}
        map={
          <div class="fab-main fab-over-map">
            <StillMap s={s} viewer={viewer} hidden={v.hiddenBlocks} combat={combatAreas} />
          </div>
        }
        log={<Log session={session} s={s} viewer={viewer} />}
      />
    );
  const tapArea = mapTap({ session, v, legal, me, fighting: !!h, sel, plan: move, setMessage: sender.setMessage });
  // one handler for the whole life of the screen, calling the latest: a new one at every drawing made every area of
  // the map draw again (MapArea.tsx draws an area again only when its props change)
  const latestTap = useRef(tapArea);
  latestTap.current = tapArea;
  const onArea = useCallback((id: AreaId) => latestTap.current(id), []);
  const card = sel.card;
  const cardBlock = card?.viewer === viewer ? findBlock(blocksByArea(s, viewer, v.hiddenBlocks), card.id) : null;

  const duties = v.duties;
  const actor = v.actor;
  return (
    <div
      class={`fab-screen${settling ? ' fab-settling' : ''}`}
      data-phase={s.phase}
      data-phasing={s.phasing}
      data-viewer={viewer}
      onPointerDownCapture={
        turns || (marks.length && !h)
          ? () => {
              turns?.skip();
              if (!h) clearMarks();
            }
          : undefined
      }
    >
      {roll.length ? <RollPanel lines={roll} s={s} onGo={sender.goOnRoll} /> : null}
      {results.length ? <ResultPanel cards={results} s={s} onGo={sender.goOnResults} /> : null}
      {waiting ? (
        <BridgeWait s={s} stopped={waiting} decider={v.actor ?? otherSide(me)} onPass={sender.passTablet} />
      ) : null}
      <PhaseBar
        s={s}
        actor={actor}
        duties={duties}
        viewer={viewer}
        onTurns={() => setSheet('turns')}
        onKey={() => setSheet('key')}
      />
      {/* the guide is for a game being played: not in a replay (its session is a read-only `replay:` one) */}
      {/* nor over a combat question's battle map (issue 27: it would cover what the question is about) */}
      {session.gameId.startsWith('replay:') || !mayGuide(s) || battle ? null : (
        <Guide s={s} actor={actor} me={me} legal={legal} combat={!!h} selected={selected} />
      )}
      <Dialog open={sheet !== null} onClose={() => setSheet(null)} labelledBy="fab-sheet-title" class="fab-sheet">
        <div class="fab-sheet-head">
          <h2 id="fab-sheet-title">{sheet === 'turns' ? t('fab.track.open') : t('fab.key.title')}</h2>
          <button
            type="button"
            class="st-btn fab-card-close"
            aria-label={sheet === 'turns' ? t('fab.track.close') : t('fab.key.close')}
            onClick={() => setSheet(null)}
          >
            ×
          </button>
        </div>
        {sheet === 'key' ? <MapKey s={s} me={me} /> : sheet === 'turns' ? <TurnPanel s={s} /> : null}
      </Dialog>
      <div class={`fab-body${h ? ' fab-body-combat' : side ? ' fab-body-side' : ''}`}>
        {h && battle ? (
          <div class="fab-combat-col">
            <div class="fab-main fab-battle-map">
              <StillMap
                s={s}
                viewer={viewer}
                hidden={v.hiddenBlocks}
                combat={combatAreas}
                recent={marks}
                battle={battle}
              />
            </div>
            <CombatPane s={s} h={h} send={send} />
          </div>
        ) : h ? (
          <CombatPane s={s} h={h} send={send} />
        ) : (
          <div class="fab-main" onPointerDownCapture={sel.onMapPointer}>
            <FabMap
              s={s}
              viewer={viewer}
              hidden={v.hiddenBlocks}
              selectedArea={area}
              selectedUnit={selected}
              reach={reach}
              from={from}
              target={target}
              plan={plan}
              combat={combatAreas}
              recent={marks}
              bridge={s.pendingBridge ?? null}
              onArea={onArea}
            />
          </div>
        )}
        <aside class="fab-panel" aria-label={t('fab.panel')}>
          {turns ? <OpponentBar turns={turns} s={s} /> : null}
          <div class="fab-tabs" role="tablist">
            {(['play', 'boxes', 'log'] as const).map((k) => (
              <button
                key={k}
                type="button"
                role="tab"
                id={`fab-tab-${k}`}
                aria-selected={tab === k}
                aria-controls={`fab-pane-${k}`}
                class={`st-btn fab-tab${tab === k ? ' fab-tab-on' : ''}`}
                onClick={() => setTab(k)}
              >
                {t(`fab.tab.${k}`)}
              </button>
            ))}
          </div>
          {!h && selected && target && targetMark ? (
            <MoveConfirm
              s={s}
              unit={selected}
              target={target}
              mark={targetMark}
              plan={plan}
              onMove={() => void move.moveTo(target)}
              onCancel={() => sel.setTarget(null)}
            />
          ) : !h && stillStopped && !waiting ? (
            <MoveStopped
              s={s}
              stopped={stillStopped}
              onResume={
                s.pendingBridge || s.moving?.unit !== stillStopped.unit || !move.reach.has(stillStopped.to)
                  ? null
                  : () => {
                      sel.dropStopped();
                      sel.setTarget(stillStopped.to);
                    }
              }
              onClose={sel.dropStopped}
            />
          ) : null}
          <div ref={pane} class="fab-pane" role="tabpanel" id={`fab-pane-${tab}`} aria-labelledby={`fab-tab-${tab}`}>
            {message && !(h && tab === 'play') ? (
              <p class={message.error ? 'st-error fab-msg' : 'fab-msg'} role="alert">
                {message.text} {message.rule ? <RuleLink rule={message.rule} /> : null}
              </p>
            ) : null}
            {tab === 'play' && !h && cardBlock ? (
              <UnitCard
                s={s}
                v={cardBlock.b}
                me={me}
                areaName={s.scenario.areas.find((a) => a.id === cardBlock.where)?.name ?? cardBlock.where}
                onClose={() => sel.setCard(null)}
              />
            ) : null}
            {tab === 'play' && !h ? (
              <IntelResult s={s} me={me} blocks={[...blocksByArea(s, viewer, v.hiddenBlocks).values()].flat()} />
            ) : null}
            {tab === 'play' && !h && s.phase === 'admin' ? <Drawn s={s} drawn={drawn} /> : null}
            {tab === 'play' && !h && selected && !target && !placing && reach.size ? (
              <p class="fab-muted">{t('fab.move.pick')}</p>
            ) : null}
            {tab === 'play' && !h ? (
              <Play
                v={v}
                s={s}
                viewer={viewer}
                me={me}
                legal={legal}
                area={area}
                unit={selected}
                setUnit={sel.setUnit}
                send={send}
              />
            ) : null}
            {/* standing orders: the holding side's own (both on the open table), never the computer opponent's */}
            {tab === 'boxes' ? (
              <OrdersButton
                session={session}
                s={s}
                sides={(viewer === 'open' ? (['blue', 'red'] as const) : [viewer]).filter(
                  (x) => x !== session.opponent?.side,
                )}
              />
            ) : null}
            {tab === 'boxes' ? <Boxes v={v} /> : null}
            {tab === 'play' ? <OrderHint session={session} s={s} me={me} actor={actor} send={send} /> : null}
            {tab === 'log' ? <Log session={session} s={s} viewer={viewer} /> : null}
          </div>
          {foot.length ? <Enders s={s} legal={legal} send={send} /> : null}
          {more ? (
            <div
              ref={cue}
              class={`fab-more${foot.length === 0 ? '' : foot.length === 1 && roomBeside ? ' fab-more-beside' : ' fab-more-up'}`}
              aria-hidden="true"
            >
              {t('fab.more')}
            </div>
          ) : null}
        </aside>
      </div>
    </div>
  );
}

/** The block with this id (or hidden-block key) and the area it stands in, as the viewer's map shows it. */
function findBlock(
  byArea: ReadonlyMap<AreaId, readonly BlockView[]>,
  id: string,
): { where: AreaId; b: BlockView } | null {
  for (const [where, list] of byArea) {
    const b = list.find((x) => x.id === id);
    if (b) return { where, b };
  }
  return null;
}
