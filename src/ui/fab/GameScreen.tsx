/**
 * The FAB game screen: phase bar, map, the panel of what may be done now (offered from the engine's legal
 * events only), the side's status boxes and cup, the combat screen while a round is fought, the log, and
 * the victory screen. The screen never decides legality: it asks the engine and shows its rejections.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { t } from '../../i18n';
import type { GameEvent } from '../../rules/common/engine';
import type { Rejection } from '../../rules/common/result';
import type { AreaId, Side } from '../../rules/fab/types';
import { otherSide } from '../../rules/fab/types';
import { boardIndex } from '../../rules/fab/board';
import type { PlayerSessionApi } from '../../app/session-api';
import type { FabScreenView } from '../../../machines/fab/view';
import { FabMap, mapBounds } from './Map';
import { RuleLink } from './RuleLink';
import { sideName } from './Block';
import { blocksByArea, blocksIn, fabViewOf, type BlockView, type Viewer } from './view';
import { currentDraws } from './log';
import { useMoreBelow, useRoomBeside, useSidePanel } from './layout';
import { PhaseBar } from './PhaseBar';
import { Drawn, Enders, footEvents, Play } from './Play';
import { UNIT_EVENTS, unitOf } from './events';
import { Boxes } from './Boxes';
import { CombatPanel, Log, MapKey, Victory } from './later';
import { Dialog } from '../shell/Dialog';
import { TurnPanel } from './TurnPanel';
import { IntelResult, UnitCard } from './UnitCard';
import { Guide } from './later';
import { mayGuide } from './guided';
import { sideColour } from './Block';
import { BridgeWait, ResultPanel, resultsToHold, RollPanel, rollToHold, SummaryScreen, useLastLooked } from './Summary';
import type { ResultCard } from './summary';
import type { SummaryMove } from './summary';
import type { LogLine } from './log';
import { tabletOf } from '../../app/tablet';
import { refusalText } from './refusal';
import { MoveConfirm, MoveStopped, type ReachMark, type Stopped } from './MoveConfirm';
import { movePlan } from './move-plan';
import { OpponentBar } from './OpponentBar';
import type { OpponentTurn } from './opponent';
import { OrderHint, OrdersButton } from './Orders';
import { useOneAtATime } from '../game/one-at-a-time';
import { SETTLE_MS } from './settle';

export { sidePanel } from './layout';

/** issue 25: a FAB screen reads the side's view, never the game's state (it does not compile) */
type Session = PlayerSessionApi<GameEvent, FabScreenView>;
type Tab = 'play' | 'boxes' | 'log';

/** A move that stopped on the way for the other side's decision (5.35d), per game: the screen is left for the
 * hand-off, and the mover finds where it stopped, why, and the rest of the way when the tablet comes back. */
const stoppedMoves = new Map<string, Stopped>();

/** Ending a step, a phase or a unit's move: the next step's buttons come up where its button was. */
const ENDS: ReadonlySet<string> = new Set(['END_STEP', 'END_PHASE', 'END_MOVE']);
/**
 * Per game, when an "End …" was last accepted (issue 27: a 120 ms double tap on "End the phase" once ended the
 * phase and took the next phase's first choice). For SETTLE_MS after it no tap on the screen is sent, whatever is
 * drawn under the finger by then and whichever component drew it (a panel that came up anew has no settle of its
 * own); kept per game session (the object the host keeps for the game's life) so that a screen drawn again keeps it.
 */
/** The phases in which units move (3.0): a tap on a block that cannot says why (issue 27). */
const MOVE_PHASES: ReadonlySet<string> = new Set([
  'operational-movement',
  'strategic-movement',
  'penetration-movement',
  'reaction',
]);
const endedAt = new WeakMap<object, number>();
const settlingNow = (game: object) => performance.now() - (endedAt.get(game) ?? -Infinity) < SETTLE_MS;

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
  const [area, setArea] = useState<AreaId | null>(null);
  const [unit, setUnitRaw] = useState<string | null>(null);
  /** The area picked for the selected unit: its path is shown, and only "Move here" moves (5.3). */
  const [target, setTarget] = useState<AreaId | null>(null);
  const setUnit = (u: string | null) => {
    setUnitRaw(u);
    setTarget(null);
  };
  const [stopped, setStopped] = useState<Stopped | null>(() => stoppedMoves.get(session.gameId) ?? null);
  const [message, setMessage] = useState<{ text: string; rule?: string; error: boolean } | null>(null);
  // the map key and the turn track open in a side sheet; a tapped block shows its card (UnitCard)
  const [sheet, setSheet] = useState<'key' | 'turns' | null>(null);
  // the card belongs to the side that tapped: a hidden block's key means another block in the other side's view
  const [card, setCard] = useState<{ viewer: Viewer; id: string } | null>(null);
  const tappedBlock = useRef<string | null>(null);
  const busy = useRef(false);
  const pane = useRef<HTMLDivElement>(null);
  const more = useMoreBelow(pane);
  const cue = useRef<HTMLDivElement>(null);
  const roomBeside = useRoomBeside(cue);
  // the combat round scrolls in its own box (a phone): the same cue when its choices are below
  const combatPane = useRef<HTMLDivElement>(null);
  const moreCombat = useMoreBelow(combatPane);
  // a roll held on screen until its side taps "Go on" (the tablet is not handed over before that)
  const [roll, setRoll] = useState<readonly LogLine[]>([]);
  // issue 27: what the side's decision did (a closed combat round, a loss), shown to it before the cover comes up
  const [results, setResults] = useState<readonly ResultCard[]>([]);
  // 5.35d a move stopped at a bridge for the other side's decision: the mover sees where it stopped and who
  // decides before the tablet goes across (the hand-off waits for "Pass the tablet")
  const [waiting, setWaiting] = useState<Stopped | null>(null);
  const keptForBridge = useRef(false);
  const tablet = tabletOf(session.gameId);
  useEffect(() => () => tablet?.hold(false), [tablet]);
  // 4.2 the pieces drawn from the cup in this administration phase, shown (and animated) where the player looks
  const drawn = currentDraws(s);
  // issue 27: a replay is read, not played: no "End this step" or combat choice that looks live
  const replaying = session.gameId.startsWith('replay:');
  const legal: typeof v.legal = replaying ? [] : v.legal;
  const h = v.combat && replaying ? { ...v.combat, legal: [] } : v.combat;
  const me: Side = viewer === 'open' ? (v.actor ?? s.phasing) : viewer;

  // a unit that is moving stays selected; a finished one is dropped
  const movingUnit = s.moving?.unit ?? null;
  const selected = unit ?? movingUnit;
  const placing = s.phase === 'reinforcement';
  const strategic = s.phase === 'strategic-movement';
  const reach = useMemo(() => {
    const m = new Map<AreaId, ReachMark>();
    if (!selected) return m;
    if (placing) {
      for (const e of legal)
        if (e.type === 'PLACE_REINFORCEMENT' && e['unit'] === selected && !e['source'])
          m.set(String(e['area']), { kind: 'place' });
      return m;
    }
    for (const d of v.destinations[selected] ?? [])
      m.set(
        d.area,
        strategic ? { kind: 'strategic' } : { kind: 'move', cost: movePlan(d).cost, left: d.left, stop: d.stop },
      );
    return m;
  }, [v, selected, legal, placing, strategic]);
  const dest = selected && target ? (v.destinations[selected] ?? []).find((d) => d.area === target) : undefined;
  const plan = !placing && dest ? movePlan(dest) : null;
  const from = selected ? (s.units[selected]?.area ?? null) : null;
  const targetMark = target ? reach.get(target) : undefined;
  // the panel's foot (ending the step or phase, a bridge decision); while a move is shown, its own two buttons
  // are the choice at hand and the foot waits. The "more below" cue sits beside a lone foot button when it
  // fits there (useRoomBeside), so it covers none of the list, else above the foot.
  const foot = tab === 'play' && !h && !targetMark ? footEvents(legal) : [];
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
  const combatAreas = useMemo(
    () =>
      new Set(
        legal.filter((e) => e.type === 'SELECT_COMBAT' || e.type === 'OPEN_COMBAT').map((e) => String(e['area'])),
      ),
    [legal],
  );

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
    const cards = r.ok && !session.gameId.startsWith('replay:') ? resultsToHold(session, viewer, before) : [];
    const held =
      r.ok && !cards.length
        ? rollToHold(session, viewer, before, hadCombat && !!now?.combat && (viewer === 'open' || now.actor === viewer))
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

  /** "Move here": the picked move is sent as one stored event, the path (5.3); the chart moves along it. */
  const moveTo = async (to: AreaId) => {
    if (!selected || busy.current) return;
    busy.current = true;
    try {
      setTarget(null);
      if (placing) {
        await send({ type: 'PLACE_REINFORCEMENT', unit: selected, area: to });
        setUnit(null);
        return;
      }
      if (strategic) {
        await send({ type: 'STRATEGIC_MOVE', unit: selected, to });
        setUnit(null);
        return;
      }
      const d = (v.destinations[selected] ?? []).find((x) => x.area === to);
      if (!d) return;
      // 5.3 the whole path is one stored event: the turn chart takes it one area at a time (5.35a) and stops it
      // for the other side's bridge-blowing decision (5.35d), keeping the rest of the path with the game
      const r = await send({ type: 'MOVE_ALONG', unit: selected, path: d.path });
      if (r) return;
      const now = fabViewOf(session.view(viewer))?.state;
      const bridge = now?.pendingBridge;
      // a finished move puts the block down, so that the next tap picks the next unit (no hand-off in between
      // when the side keeps the tablet)
      if (!bridge && now?.moving?.unit !== selected) setUnit(null);
      if (now && bridge) {
        // the move waits for the other side: kept to tell the mover when the tablet comes back
        const at = now.units[selected]?.area ?? bridge.from;
        const st: Stopped = { unit: selected, side: me, at, next: bridge.to, to, phase: s.phase, turn: s.turn };
        stoppedMoves.set(session.gameId, st);
        setStopped(st);
        if (keptForBridge.current) setWaiting(st);
      }
    } finally {
      busy.current = false;
    }
  };

  const onArea = (id: AreaId, block: string | null = null) => {
    // a second tap on the selected unit's own area puts it down again
    if (selected && !s.moving && id === s.units[selected]?.area) {
      setUnit(null);
      setMessage(null);
      return;
    }
    if (selected && reach.has(id)) {
      // the move is shown first: its path and cost step by step; "Move here" makes it
      setTarget(id);
      setMessage(null);
      return;
    }
    // a block that can do nothing more (its move is over) does not hold taps: they pick another area
    const selectedActs = legal.some((e) => UNIT_EVENTS.has(e.type) && unitOf(e) === selected);
    if (selected && selectedActs && id !== s.units[selected]?.area && !h) {
      // say why, with the rule: ask the engine about the first step towards that area
      const probe = placing
        ? { type: 'PLACE_REINFORCEMENT', unit: selected, area: id }
        : s.phase === 'strategic-movement'
          ? { type: 'STRATEGIC_MOVE', unit: selected, to: id }
          : { type: 'MOVE_STEP', unit: selected, to: id };
      const r = session.probe(viewer, probe);
      if (r) setMessage({ text: refusalText(r, s), rule: r.rule, error: true });
      else setMessage({ text: t('fab.notThisMove'), rule: '5.3', error: true });
      setArea(id);
      return;
    }
    setArea(id === area ? null : id);
    setTarget(null);
    setMessage(null);
    // tapping an area with exactly one unit that may act selects it at once
    const actors = blocksIn(s, viewer, v.hiddenBlocks, id).filter(
      (b) => b.side === me && legal.some((e) => UNIT_EVENTS.has(e.type) && unitOf(e) === b.id),
    );
    if (actors.length === 1 && !s.moving) setUnit(actors[0]!.id);
    else if (!s.moving) setUnit(null);
    if (!actors.length && !s.moving && !h) whyNot(id, block);
  };

  /**
   * Issue 27, "why not": a tap on an area of the side's own blocks none of which may act, in a phase where units
   * move and the side holding the tablet moves, says why, with the rule: the engine's refusal of a first step out of
   * the area (3.0 wrong side, 5.35 its move is over, 7.1 no marker to move now, 9.33 disordered...), for the block
   * tapped, or the first own block there.
   */
  const whyNot = (id: AreaId, block: string | null) => {
    if (v.actor !== me || !MOVE_PHASES.has(s.phase)) return;
    const own = blocksIn(s, viewer, v.hiddenBlocks, id).filter((b) => b.side === me);
    const u = own.find((b) => b.id === block) ?? own[0];
    if (!u) return;
    const next = boardIndex(s.scenario).neighbours.get(id) ?? [];
    let refusal: Rejection | null = null;
    for (const n of next) {
      const r = session.probe(
        viewer,
        strategic ? { type: 'STRATEGIC_MOVE', unit: u.id, to: n.area } : { type: 'MOVE_STEP', unit: u.id, to: n.area },
      );
      if (!r) return; // it may move after all (the lit areas will say where)
      refusal ??= r;
    }
    if (!refusal) return;
    const name = u.face?.def.name ?? '';
    const why = refusalText(refusal, s);
    setMessage({
      // the refusal names the unit itself when it is about the unit (5.35, 7.1); else the unit is named first
      text: name && why.includes(name) ? why : t('fab.whyNot', { unit: name, why }),
      rule: refusal.rule,
      error: true,
    });
  };

  const side = useSidePanel(mapBounds(s.scenario));
  // solo play (issue 17): a tap anywhere goes on from the app's move at once
  // issue 27: a roll the app made for its side outside a combat screen (a bridge it blew, 5.35d) or a round its
  // move closed is held in front of the player, as the player's own rolls are: the dice, then "Go on"
  const shownSeq = turns?.shown.value?.seq ?? null;
  useEffect(() => {
    if (shownSeq === null || viewer === 'open') return;
    const cards = resultsToHold(session, viewer, shownSeq).filter((c) => c.area !== null);
    if (cards.length) return setResults(cards);
    const now = fabViewOf(session.view(viewer));
    const rolls = rollToHold(session, viewer, shownSeq, !!now?.combat);
    if (rolls.length && !now?.combat) setRoll(rolls);
  }, [shownSeq]);
  const noReach = useMemo(() => new Map<AreaId, ReachMark>(), []);
  if (s.finished)
    return (
      <Victory
        v={v}
        live={!session.gameId.startsWith('replay:')}
        map={
          <div class="fab-main fab-over-map">
            <FabMap
              s={s}
              viewer={viewer}
              hidden={v.hiddenBlocks}
              selectedArea={null}
              selectedUnit={null}
              reach={noReach}
              combat={combatAreas}
              onArea={() => undefined}
            />
          </div>
        }
        log={<Log session={session} s={s} viewer={viewer} />}
      />
    );
  /** The block a tap on the map landed on, if any (read once by the area's tap that follows). */
  const onMapPointer = (e: PointerEvent) => {
    const hit = e.target instanceof Element ? e.target.closest('[data-block]') : null;
    tappedBlock.current = hit?.getAttribute('data-block') ?? null;
  };
  const tapArea = (id: AreaId) => {
    const block = tappedBlock.current;
    setCard(block ? { viewer, id: block } : null);
    tappedBlock.current = null;
    onArea(id, block);
  };
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
      {roll.length ? (
        <RollPanel
          lines={roll}
          s={s}
          onGo={() => {
            setRoll([]);
            tablet?.hold(false);
          }}
        />
      ) : null}
      {results.length ? (
        <ResultPanel
          cards={results}
          s={s}
          onGo={() => {
            setResults([]);
            tablet?.hold(false);
          }}
        />
      ) : null}
      {waiting ? (
        <BridgeWait
          s={s}
          stopped={waiting}
          decider={v.actor ?? otherSide(me)}
          onPass={() => {
            setWaiting(null);
            tablet?.hold(false);
          }}
        />
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
      {session.gameId.startsWith('replay:') || !mayGuide(s) ? null : (
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
        {h ? (
          <div class="fab-main fab-main-combat" ref={combatPane}>
            <CombatPanel
              cv={h}
              title={t('fab.combatIn', { area: s.scenario.areas.find((a) => a.id === h.area)?.name ?? h.area })}
              sideColour={(side) => sideColour(s.scenario, side === 'attacker' ? h.attacker : otherSide(h.attacker))}
              sideName={(side) =>
                t('fab.sideRole', {
                  side: sideName(s.scenario, side === 'attacker' ? h.attacker : otherSide(h.attacker)),
                  role: t(`fab.role.${side}`),
                })
              }
              onEvent={(e) => send(e)}
              areaName={(id) => {
                const a = s.scenario.areas.find((x) => x.id === id);
                return a ? `${a.number} ${a.name}` : id;
              }}
              payerName={(id) => {
                const block = s.scenario.specialActions.find((x) => x.id === id);
                if (block) return `${block.name} (${t('fab.ch.reusable')})`;
                return `${s.scenario.events.find((x) => x.id === id)?.name ?? id} (${t('fab.ch.singleUse')})`;
              }}
            />
            {moreCombat ? (
              <div class="fab-more fab-more-sticky" aria-hidden="true">
                {t('fab.more')}
              </div>
            ) : null}
          </div>
        ) : (
          <div class="fab-main" onPointerDownCapture={onMapPointer}>
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
              onArea={tapArea}
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
              onMove={() => void moveTo(target)}
              onCancel={() => setTarget(null)}
            />
          ) : !h && stillStopped && !waiting ? (
            <MoveStopped
              s={s}
              stopped={stillStopped}
              onResume={
                s.pendingBridge || s.moving?.unit !== stillStopped.unit || !reach.has(stillStopped.to)
                  ? null
                  : () => {
                      dropStopped();
                      setTarget(stillStopped.to);
                    }
              }
              onClose={dropStopped}
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
                onClose={() => setCard(null)}
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
                setUnit={setUnit}
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
