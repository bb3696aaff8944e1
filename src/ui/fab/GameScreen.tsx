/**
 * The FAB game screen: phase bar, map, the panel of what may be done now (offered from the engine's legal
 * events only), the side's status boxes and cup, the combat screen while a round is fought, the log, and
 * the victory screen. The screen never decides legality: it asks the engine and shows its rejections.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { t, tn } from '../../i18n';
import type { GameEvent } from '../../rules/common/engine';
import type { Rejection } from '../../rules/common/result';
import type { AreaId, FabState, Side } from '../../rules/fab/types';
import { otherSide } from '../../rules/fab/types';
import { boardIndex } from '../../rules/fab/board';
import { victoryPoints, netVP } from '../../rules/fab/supply-phase';
import { legalCombatEvents } from '../../../machines/fab/combat-round';
import type { GameSessionApi } from '../../app/session-api';
import { actorOf, PHASE_RULE } from '../../../machines/fab/engine';
import { fabEngine } from '../../app/systems/fab';
import { FabMap, mapBounds, type Box } from './Map';
import { CombatPanel } from './Combat';
import { RuleLink } from './RuleLink';
import { ChoicePanel, isChoiceEvent } from './Choices';
import { blockLabel, sideName, sideColour } from './Block';
import {
  areaInfo,
  blocksIn,
  canSeePiece,
  canSeeUnit,
  combatHolder,
  destinationsFor,
  fabState,
  hiddenNames,
  phaseDuties,
  redact,
  viewerOf,
  vpBreakdown,
  type Viewer,
} from './view';
import { buildLog, buttonLabel, currentDraws, describeEvent, logProgress, prebuildLog, tailLog, viewLog } from './log';

type Session = GameSessionApi<FabState, GameEvent>;
type Tab = 'play' | 'boxes' | 'log';

const UNIT_EVENTS = new Set([
  'MOVE_STEP',
  'HOLD',
  'RESERVE',
  'BUILD_DEFENCES',
  'STRATEGIC_MOVE',
  'ACTIVATE',
  'PLACE_REINFORCEMENT',
]);
const COMBAT_EVENTS = new Set([
  'REINFORCE',
  'WITHDRAW',
  'DECLINE_SPECIAL_ACTION',
  'ASSIGN_ASSETS',
  'DESIGNATE_POINT',
  'ROLL',
  'ENGINEER_REMOVE_DEFENCES',
  'STEP_LOSS',
  'ABSORB_BY_DISORDER',
  'ABSORB_BY_RETREAT',
  'ABORT',
  'EXPLOIT',
  'DECLINE_EXPLOITATION',
]);

function unitOf(e: GameEvent): string | null {
  return typeof e['unit'] === 'string' ? e['unit'] : null;
}

/** Room the bars above the map take (game bar and phase bar), in CSS px: an estimate for the layout choice. */
const BARS = 110;

/**
 * Landscape layout: whether the panel should sit beside the map (a width of 280-360 px) rather than under it
 * (at most 38% of the height). Beside wins when it leaves the map drawn at least as large: a map about as
 * tall as wide (the Varna Gap on a tablet: 0.51 px per map unit instead of 0.37), not a wide strip (the
 * 200-area bench map, whose areas would shrink below a 44 px tap). Portrait and narrow screens: under.
 */
export function sidePanel(fit: Pick<Box, 'w' | 'h'>, w: number, h: number): boolean {
  if (w < 640 || w <= h || !(fit.w > 0 && fit.h > 0)) return false;
  const tall = h - BARS;
  const panel = Math.min(360, Math.max(280, w * 0.34));
  const beside = Math.min((w - panel) / fit.w, tall / fit.h);
  const under = Math.min(w / fit.w, (tall * 0.62) / fit.h);
  return beside >= under;
}

function useSidePanel(fit: Box): boolean {
  const [size, setSize] = useState(() =>
    typeof window === 'undefined' ? { w: 0, h: 0 } : { w: window.innerWidth, h: window.innerHeight },
  );
  useEffect(() => {
    const resized = () => setSize({ w: window.innerWidth, h: window.innerHeight });
    addEventListener('resize', resized);
    return () => removeEventListener('resize', resized);
  }, []);
  return sidePanel(fit, size.w, size.h);
}

export function GameScreen({ session, viewer: rawViewer }: { session: Session; viewer: string }) {
  // the log's lines are built in idle time from the start, so that the Log tab opens at once
  useEffect(() => prebuildLog(session, fabEngine, (x) => actorOf(x) ?? x.phasing), [session]);
  const s = fabState(session.state.value);
  if (!s) return <p role="alert">{t('fab.noState')}</p>;
  return <Screen session={session} s={s} viewer={viewerOf(s, rawViewer)} />;
}

function Screen({ session, s, viewer }: { session: Session; s: FabState; viewer: Viewer }) {
  const [tab, setTab] = useState<Tab>('play');
  const [area, setArea] = useState<AreaId | null>(null);
  const [unit, setUnit] = useState<string | null>(null);
  const [message, setMessage] = useState<{ text: string; rule?: string; error: boolean } | null>(null);
  const busy = useRef(false);
  // 4.2 the pieces drawn from the cup in this administration phase, shown (and animated) where the player looks
  const drawn = currentDraws(s);
  const legal = useMemo(() => fabEngine.legalEvents(s), [s]);
  const h = combatHolder(s);
  const me: Side = viewer === 'open' ? (actorOf(s) ?? s.phasing) : viewer;

  // a unit that is moving stays selected; a finished one is dropped
  const movingUnit = s.moving?.unit ?? null;
  const selected = unit ?? movingUnit;
  const placing = s.phase === 'reinforcement';
  const reach = useMemo(() => {
    const m = new Map<AreaId, number>();
    if (!selected) return m;
    if (placing) {
      for (const e of legal)
        if (e.type === 'PLACE_REINFORCEMENT' && e['unit'] === selected && !e['source']) m.set(String(e['area']), 0);
      return m;
    }
    for (const d of destinationsFor(s, selected)) m.set(d.area, d.cost);
    return m;
  }, [s, selected, legal, placing]);
  const combatAreas = useMemo(
    () =>
      new Set(
        legal.filter((e) => e.type === 'SELECT_COMBAT' || e.type === 'OPEN_COMBAT').map((e) => String(e['area'])),
      ),
    [legal],
  );

  // the engine's sentences may name pieces: the viewer reads them only with hidden names replaced
  const clean = (text: string) =>
    redact(text, hiddenNames(fabState(session.state.value) ?? s, viewer), t('fab.anEnemyBlock'));
  const send = async (e: GameEvent): Promise<Rejection | null> => {
    performance.mark?.('fab:dispatch');
    const r = await session.dispatch(e);
    performance.mark?.('fab:stored');
    if (!r.ok) {
      const safe = { ...(r as Rejection), message: clean(r.message) };
      setMessage({ text: safe.message, rule: safe.rule, error: true });
      return safe;
    }
    setMessage(null);
    return null;
  };

  const moveTo = async (to: AreaId) => {
    if (!selected || busy.current) return;
    busy.current = true;
    try {
      if (placing) {
        await send({ type: 'PLACE_REINFORCEMENT', unit: selected, area: to });
        setUnit(null);
        return;
      }
      if (s.phase === 'strategic-movement') {
        await send({ type: 'STRATEGIC_MOVE', unit: selected, to });
        setUnit(null);
        return;
      }
      const d = destinationsFor(s, selected).find((x) => x.area === to);
      if (!d) return;
      // 5.35a one area at a time, so a bridge-blowing chance (5.35d) can interrupt the move
      for (const step of d.path) {
        const r = await send({ type: 'MOVE_STEP', unit: selected, to: step });
        if (r) break;
        const now = fabState(session.state.value);
        if (!now || now.pendingBridge || now.moving?.unit !== selected) break;
      }
    } finally {
      busy.current = false;
    }
  };

  const onArea = (id: AreaId) => {
    // a second tap on the selected unit's own area puts it down again
    if (selected && !s.moving && id === s.units[selected]?.area) {
      setUnit(null);
      setMessage(null);
      return;
    }
    if (selected && reach.has(id)) {
      void moveTo(id);
      setArea(id);
      return;
    }
    if (selected && id !== s.units[selected]?.area && !h) {
      // say why, with the rule: ask the engine about the first step towards that area
      const probe = placing
        ? { type: 'PLACE_REINFORCEMENT', unit: selected, area: id }
        : s.phase === 'strategic-movement'
          ? { type: 'STRATEGIC_MOVE', unit: selected, to: id }
          : { type: 'MOVE_STEP', unit: selected, to: id };
      const r = fabEngine.apply(s, probe);
      if (!r.ok) setMessage({ text: clean(r.message), rule: r.rule, error: true });
      else setMessage({ text: t('fab.notThisMove'), rule: '5.3', error: true });
      setArea(id);
      return;
    }
    setArea(id === area ? null : id);
    setMessage(null);
    // tapping an area with exactly one unit that may act selects it at once
    const actors = blocksIn(s, viewer, id).filter(
      (b) => b.side === me && legal.some((e) => UNIT_EVENTS.has(e.type) && unitOf(e) === b.id),
    );
    if (actors.length === 1 && !s.moving) setUnit(actors[0]!.id);
    else if (!s.moving) setUnit(null);
  };

  const side = useSidePanel(mapBounds(s.scenario));
  if (s.finished) return <Victory s={s} />;

  const duties = phaseDuties(s);
  const actor = actorOf(s);
  return (
    <div class="fab-screen" data-phase={s.phase} data-viewer={viewer}>
      <PhaseBar s={s} actor={actor} duties={duties} viewer={viewer} />
      <div class={`fab-body${h ? ' fab-body-combat' : side ? ' fab-body-side' : ''}`}>
        {h ? (
          <div class="fab-main fab-main-combat">
            <CombatPanel
              cr={h.round}
              title={t('fab.combatIn', { area: s.scenario.areas.find((a) => a.id === h.area)?.name ?? h.area })}
              sideName={(side) =>
                t('fab.sideRole', {
                  side: sideName(s.scenario, side === 'attacker' ? h.attacker : otherSide(h.attacker)),
                  role: t(`fab.role.${side}`),
                })
              }
              canSee={(id) =>
                canSeeUnit(s, viewer, id) ||
                (h.round.round.revealed.includes(id) && !!h.round.round.units.find((u) => u.id === id))
              }
              viewerSide={viewer === 'open' ? 'both' : viewer === h.attacker ? 'attacker' : 'defender'}
              legal={legalCombatEvents(h.round).filter((e) => legal.some((l) => l.type === e.type))}
              onEvent={(e) => send(e)}
              areaName={(id) => {
                const a = s.scenario.areas.find((x) => x.id === id);
                return a ? `${a.number} ${a.name}` : id;
              }}
            />
          </div>
        ) : (
          <div class="fab-main">
            <FabMap
              s={s}
              viewer={viewer}
              selectedArea={area}
              selectedUnit={selected}
              reach={reach}
              combat={combatAreas}
              onArea={onArea}
            />
          </div>
        )}
        <aside class="fab-panel" aria-label={t('fab.panel')}>
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
          <div class="fab-pane" role="tabpanel" id={`fab-pane-${tab}`} aria-labelledby={`fab-tab-${tab}`}>
            {message && !(h && tab === 'play') ? (
              <p class={message.error ? 'st-error fab-msg' : 'fab-msg'} role="alert">
                {message.text} {message.rule ? <RuleLink rule={message.rule} /> : null}
              </p>
            ) : null}
            {tab === 'play' && !h && s.phase === 'admin' ? <Drawn s={s} viewer={viewer} drawn={drawn} /> : null}
            {tab === 'play' && !h ? (
              <Play
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
            {tab === 'boxes' ? <Boxes s={s} viewer={viewer} /> : null}
            {tab === 'log' ? <Log session={session} s={s} viewer={viewer} /> : null}
          </div>
        </aside>
      </div>
    </div>
  );
}

function PhaseBar({
  s,
  actor,
  duties,
  viewer,
}: {
  s: FabState;
  actor: Side | null;
  duties: ReturnType<typeof phaseDuties>;
  viewer: Viewer;
}) {
  const rule = PHASE_RULE[s.phase];
  const sc = s.scenario;
  const areaName = (id: AreaId) => {
    const a = sc.areas.find((x) => x.id === id);
    return a ? `${a.number} ${a.name}` : id;
  };
  return (
    <div class="fab-phasebar" role="status" aria-live="polite">
      <span class="fab-turn">{t('fab.turnOf', { turn: s.turn, turns: sc.turns })}</span>
      <span class="fab-side-chip" style={{ background: sideColour(sc, s.phasing) }}>
        {sideName(sc, s.phasing)}
      </span>
      <strong>{t(`fab.phase.${s.phase}`)}</strong> <RuleLink rule={rule} />
      {actor && actor !== s.phasing ? <span> · {t('fab.decides', { side: sideName(sc, actor) })}</span> : null}
      {viewer === 'open' ? <span class="fab-open"> · {t('fab.openTable')}</span> : null}
      {duties.combats.length ? (
        <span class="fab-duty">
          {' '}
          · {t('fab.mustFight', { areas: duties.combats.map(areaName).join(', ') })} <RuleLink rule="6.1" />
        </span>
      ) : null}
      {duties.arrivals ? (
        <span class="fab-duty">
          {' '}
          · {t('fab.arrivalsDue', { n: duties.arrivals })} <RuleLink rule="4.1" />
        </span>
      ) : null}
      {duties.bridge ? (
        <span class="fab-duty">
          {' '}
          · {t('fab.bridgePending')} <RuleLink rule="5.35" />
        </span>
      ) : null}
    </div>
  );
}

function eventLabel(e: GameEvent, s: FabState): string {
  return buttonLabel(e, s);
}

function Play({
  s,
  viewer,
  me,
  legal,
  area,
  unit,
  setUnit,
  send,
}: {
  s: FabState;
  viewer: Viewer;
  me: Side;
  legal: GameEvent[];
  area: AreaId | null;
  unit: string | null;
  setUnit: (u: string | null) => void;
  send: (e: GameEvent) => Promise<Rejection | null>;
}) {
  const sc = s.scenario;
  const ix = boardIndex(sc);
  const unitEvents = unit
    ? legal.filter(
        (e) =>
          unitOf(e) === unit &&
          e.type !== 'MOVE_STEP' &&
          e.type !== 'STRATEGIC_MOVE' &&
          e.type !== 'PLACE_REINFORCEMENT',
      )
    : [];
  const general = legal.filter((e) => !UNIT_EVENTS.has(e.type) && !COMBAT_EVENTS.has(e.type) && !isChoiceEvent(e));
  const pending =
    s.phase === 'reinforcement'
      ? [...new Set(legal.filter((e) => e.type === 'PLACE_REINFORCEMENT').map((e) => String(e['unit'])))]
      : [];
  const a = area ? sc.areas.find((x) => x.id === area) : null;
  const blocks = area ? blocksIn(s, viewer, area) : [];
  const info = area ? areaInfo(s, area) : null;
  const actsFor = (id: string) => legal.some((e) => UNIT_EVENTS.has(e.type) && unitOf(e) === id);
  return (
    <div class="fab-play">
      {s.pendingBridge ? (
        <p class="fab-duty">
          {s.pendingBridge.decider === 'enemy' ? t('fab.bridgeEnemy') : t('fab.bridgeMover')} <RuleLink rule="5.35" />
        </p>
      ) : null}
      {pending.length ? (
        <section aria-label={t('fab.reinforcements')}>
          <h3>
            {t('fab.reinforcements')} <RuleLink rule="4.1" />
          </h3>
          <div class="fab-list">
            {pending.map((id) => (
              <button
                key={id}
                type="button"
                class={`st-btn fab-unit-btn${unit === id ? ' fab-on' : ''}`}
                aria-pressed={unit === id}
                onClick={() => setUnit(unit === id ? null : id)}
              >
                {ix.unitDefs.get(id)?.name ?? id}
              </button>
            ))}
          </div>
          {unit && pending.includes(unit) ? <p class="fab-muted">{t('fab.tapEntry')}</p> : null}
        </section>
      ) : null}
      {a && info ? (
        <section class="fab-area-info" aria-label={`${a.number} ${a.name}`}>
          <h3>
            {a.number} {a.name}
          </h3>
          <p class="fab-muted">
            {t('fab.terrainN', { n: a.terrain })} <RuleLink rule="2.4" /> ·{' '}
            {t('fab.controlledBy', { side: sideName(sc, s.areas[a.id]!.control) })}
            {a.vp ? ` · ${t('fab.vpN', { n: a.vp })}` : ''}
            {a.entry ? ` · ${t('fab.entryLetter', { letter: a.entry })}` : ''}
            {info.contested ? ` · ${t('fab.contested')}` : ''}
            {info.newlyContested ? ` · ${t('fab.marker.newlyContested')}` : ''}
          </p>
          {blocks.length === 0 ? <p class="fab-muted">{t('fab.noBlocks')}</p> : null}
          <div class="fab-list">
            {blocks.map((b) =>
              b.side === me && b.face && actsFor(b.id) ? (
                <button
                  key={b.id}
                  type="button"
                  class={`st-btn fab-unit-btn${unit === b.id ? ' fab-on' : ''}`}
                  aria-pressed={unit === b.id}
                  onClick={() => setUnit(unit === b.id ? null : b.id)}
                >
                  {blockLabel(sc, b)}
                </button>
              ) : (
                <p key={b.id} class="fab-unit-line">
                  {blockLabel(sc, b)}
                </p>
              ),
            )}
          </div>
        </section>
      ) : (
        <p class="fab-muted">{t('fab.tapArea')}</p>
      )}
      {unit && unitEvents.length ? (
        <section aria-label={t('fab.unitActions')}>
          <h3>{ix.unitDefs.get(unit)?.name}</h3>
          <div class="fab-list">
            {unitEvents.map((e, i) => (
              <button
                key={i}
                type="button"
                class="st-btn"
                onClick={() => {
                  void send(e);
                  setUnit(null);
                }}
              >
                {eventLabel(e, s)} <span class="fab-rule-tag">({describeEvent(e, s).rule})</span>
              </button>
            ))}
          </div>
        </section>
      ) : null}
      {actorOf(s) === me ? <ChoicePanel s={s} viewer={viewer} me={me} legal={legal} send={send} /> : null}
      {general.length ? (
        <section aria-label={t('fab.actions')}>
          <h3>{t('fab.actions')}</h3>
          <div class="fab-list">
            {general.map((e, i) => (
              <button
                key={i}
                type="button"
                class={`st-btn${e.type === 'END_PHASE' || e.type === 'END_STEP' ? ' fab-primary' : ''}`}
                onClick={() => {
                  void send(e);
                  if (e.type === 'END_MOVE') setUnit(null);
                }}
              >
                {eventLabel(e, s)}
                {describeEvent(e, s).rule ? <span class="fab-rule-tag"> ({describeEvent(e, s).rule})</span> : null}
              </button>
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}

/** 4.2 the chits that just came out of the cup, animated (still under reduced motion: no animation). */
function Drawn({
  s,
  viewer,
  drawn,
}: {
  s: FabState;
  viewer: Viewer;
  drawn: readonly { side: Side; ids: readonly string[] }[];
}) {
  const ix = boardIndex(s.scenario);
  const list = drawn.filter((d) => canSeePiece(s, viewer, d.side));
  if (!list.length) return null;
  const name = (id: string) =>
    ix.assetDefs.get(id)?.name ?? ix.eventDefs.get(id)?.name ?? ix.saDefs.get(id)?.name ?? id;
  return (
    <section class="fab-drawn-list" aria-label={t('fab.justDrawn')}>
      {list.map((d) => (
        <p key={d.side}>
          <strong>{t('fab.drawnBy', { side: sideName(s.scenario, d.side) })}</strong> <RuleLink rule="4.2" />
          <span class="fab-chits">
            {d.ids.map((id, i) => (
              <span key={id} class="fab-chit fab-drawn" style={{ animationDelay: `${i * 150}ms` }}>
                {name(id)}
              </span>
            ))}
          </span>
        </p>
      ))}
    </section>
  );
}

function Boxes({ s, viewer }: { s: FabState; viewer: Viewer }) {
  const sc = s.scenario;
  const ix = boardIndex(sc);
  const seen = useRef<Record<string, readonly string[]>>({});
  const fresh = (side: Side) => {
    const before = seen.current[side];
    return before ? s.boxes[side].available.filter((id) => !before.includes(id)) : [];
  };
  const newly = { blue: fresh('blue'), red: fresh('red') };
  useEffect(() => {
    seen.current = { blue: s.boxes.blue.available, red: s.boxes.red.available };
  });
  const name = (id: string) =>
    ix.assetDefs.get(id)?.name ?? ix.eventDefs.get(id)?.name ?? ix.saDefs.get(id)?.name ?? id;
  return (
    <div class="fab-boxes">
      {(['blue', 'red'] as const).map((side) => {
        const b = s.boxes[side];
        const open = canSeePiece(s, viewer, side);
        return (
          <section key={side} class="fab-side-boxes" aria-label={sideName(sc, side)}>
            <h3>
              <span class="fab-side-chip" style={{ background: sideColour(sc, side) }}>
                {sideName(sc, side)}
              </span>
            </h3>
            <p>
              {t('fab.cupCount', { n: b.cup.length })} <RuleLink rule="2.1" />
            </p>
            {(['available', 'used', 'eliminated'] as const).map((box) => (
              <div key={box} class="fab-box">
                <h4>
                  {t(`fab.box.${box}`)} ({b[box].length})
                </h4>
                {open ? (
                  <ul class="fab-chits">
                    {b[box].map((id) => (
                      <li
                        key={id}
                        class={`fab-chit${box === 'available' && newly[side].includes(id) ? ' fab-drawn' : ''}`}
                      >
                        {name(id)}
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p class="fab-muted">{t('fab.hiddenAssets')}</p>
                )}
              </div>
            ))}
          </section>
        );
      })}
    </div>
  );
}

/** Lines of the log drawn at first, and added by each "earlier moves" tap: a 5,000-move record drawn whole
 * was 29,000 nodes and two seconds at 4x CPU. */
const LOG_PAGE = 150;
/** Milliseconds of replay per slice while the log of a long game is written out (the screen stays live). */
const LOG_SLICE_MS = 12;

function Log({ session, s, viewer }: { session: Session; s: FabState; viewer: Viewer }) {
  const [, setSlices] = useState(0);
  const [shown, setShown] = useState(LOG_PAGE);
  const all = buildLog(session, fabEngine, (x) => actorOf(x) ?? x.phasing, LOG_SLICE_MS);
  const reading = session.log.value === null;
  useEffect(() => {
    if (all || reading) return;
    const next = setTimeout(() => setSlices((n) => n + 1), 0);
    return () => clearTimeout(next);
  });
  if (reading)
    return (
      <p class="fab-muted" aria-busy="true">
        {t('fab.logLoading')}
      </p>
    );
  // a long game's newest lines come at once from the runner's anchor state, while the older ones are built
  const tail = all ? null : tailLog(session, fabEngine, (x) => actorOf(x) ?? x.phasing);
  const p = logProgress(session);
  const building = (
    <p class="fab-muted" aria-busy="true">
      <progress
        class="fab-log-progress"
        value={p.built}
        max={p.total}
        aria-label={t('fab.logBuilding', { done: p.built, total: p.total })}
      />{' '}
      {t('fab.logBuilding', { done: p.built, total: p.total })}
    </p>
  );
  const base = all ?? tail;
  if (!base) return building;
  const earlier = all ? Math.max(0, all.length - shown) : 0;
  const lines = viewLog(base.slice(earlier), s, viewer);
  const groups: { key: string; title: string; lines: typeof lines }[] = [];
  for (const l of lines) {
    const key = `${l.turn}|${l.phase}`;
    const last = groups[groups.length - 1];
    if (last && last.key === key) last.lines.push(l);
    else
      groups.push({
        key,
        title: l.turn
          ? `${t('fab.turnN', { turn: l.turn })} · ${t(`fab.phase.${l.phase}`)}`
          : t(`fab.phase.${l.phase}`),
        lines: [l],
      });
  }
  return (
    <div class="fab-log" aria-label={t('fab.tab.log')}>
      {groups.length === 0 ? <p class="fab-muted">{t('fab.logEmpty')}</p> : null}
      {groups
        .slice()
        .reverse()
        .map((g) => (
          <section key={g.key + g.lines[0]!.seq}>
            <h3>{g.title}</h3>
            <ol class="fab-plain">
              {g.lines.map((l) => (
                <li key={l.seq}>
                  <span
                    class="fab-side-dot"
                    aria-hidden="true"
                    style={{ background: sideColour(s.scenario, l.side) }}
                  />{' '}
                  <strong>{sideName(s.scenario, l.side)}:</strong> {l.text} {l.rule ? <RuleLink rule={l.rule} /> : null}
                  {l.details.length ? (
                    <ul class="fab-details">
                      {l.details.map((d, i) => (
                        <li key={i}>{d}</li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ol>
          </section>
        ))}
      {all ? null : building}
      {earlier > 0 ? (
        <button type="button" class="st-btn" onClick={() => setShown((n) => n + LOG_PAGE)}>
          {tn('fab.logEarlier', Math.min(LOG_PAGE, earlier))}
        </button>
      ) : null}
    </div>
  );
}

function Victory({ s }: { s: FabState }) {
  const sc = s.scenario;
  const vp = victoryPoints(s);
  const b = vpBreakdown(s);
  return (
    <main class="fab-victory" aria-labelledby="fab-victory-title">
      <h2 id="fab-victory-title">{s.winner ? t('fab.wins', { side: sideName(sc, s.winner) }) : t('fab.gameOver')}</h2>
      <p>
        {t('fab.netVp', { n: netVP(s) })} <RuleLink rule="19.0" />
      </p>
      <table class="fab-table">
        <caption>{t('fab.vpBreakdown')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('fab.side')}</th>
            <th scope="col">{t('fab.areaVp')}</th>
            <th scope="col">{t('fab.stepsVp')}</th>
            <th scope="col">{t('fab.bonusVp')}</th>
            <th scope="col">{t('fab.totalVp')}</th>
          </tr>
        </thead>
        <tbody>
          {(['blue', 'red'] as const).map((side) => (
            <tr key={side}>
              <th scope="row">{sideName(sc, side)}</th>
              <td>{b[side].areas.map((a) => `${a.name} (${a.vp})`).join(', ') || '—'}</td>
              <td>{b[side].steps}</td>
              <td>{b[side].bonus}</td>
              <td>{vp[side]}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <a class="st-btn fab-primary" href="#/">
        {t('fab.backHome')}
      </a>
    </main>
  );
}
