/**
 * The replay viewer: any saved game, move by move, by phase and by turn, or played back at a chosen speed,
 * with the system's own screen (map, panels, log) drawn at the chosen move and a list of the moves beside it.
 * The screen gets a read-only session: nothing it sends is applied or stored. An unfinished game with hidden
 * information replays only as one side saw it, after that side's hand-off; anything else replays in full.
 */
import { computed, signal, useSignal, useSignalEffect, type Signal } from '@preact/signals';
import type { JSX } from 'preact';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { t } from '../../i18n';
// its words are a part of their own (src/i18n/screens/later-en.ts...): registered here, so `t` fetches them if needed
import '../../i18n/screens/load-later';
import type { GameSessionApi, LogEntry, UndoRefused } from '../../app/session-api';
import type { AnyEngine, GameEvent, GameSetup } from '../../rules/common/engine';
import {
  Timeline,
  clampIndex,
  nextStart,
  phaseStarts,
  prevStart,
  readForReview,
  replayAudience,
  turnStarts,
  type ReviewRecord,
} from '../../app/review';
import { loadSystem } from '../registry';
import { Icon as AppIcon } from '../icons';
import type { SystemUi } from '../system-ui';
import { holdWakeLock } from '../shell/wakelock';
import { replayViewer } from './replay-view';
import { logLines } from '../../app/log-lines';

interface Loaded {
  record: ReviewRecord;
  ui: SystemUi;
  timeline: Timeline<unknown>;
}

const SPEEDS = [1, 2, 4, 8] as const;

async function load(id: string): Promise<Loaded> {
  const record = await readForReview(id);
  if (!record) throw new Error(t('core.gameMissing'));
  const ui = await loadSystem(record.meta.system);
  // the parts of the engine the replay takes (a shipped scenario's body...), fetched as a game needs them
  await ui.engine.prepare?.({ setup: record.setup, events: record.log.map((e) => e.event) });
  const timeline = new Timeline<unknown>(
    ui.engine,
    record.setup,
    record.log.map((e) => e.event),
  );
  return { record, ui, timeline };
}

export function Replay({ id }: { id: string }) {
  const [got, setGot] = useState<{ id: string; loaded: Loaded } | null>(null);
  const [failed, setFailed] = useState<{ id: string; message: string } | null>(null);
  useEffect(() => holdWakeLock(), []);
  useEffect(() => {
    let live = true;
    load(id).then(
      (loaded) => live && setGot({ id, loaded }),
      (e: unknown) => live && setFailed({ id, message: e instanceof Error ? e.message : String(e) }),
    );
    return () => {
      live = false;
    };
  }, [id]);
  if (failed?.id === id)
    return (
      <main class="st-page">
        <p role="alert" class="st-error">
          {t('play.replayFailed', { reason: failed.message })}
        </p>
        <a class="st-btn" href="#/">
          {t('core.home')}
        </a>
      </main>
    );
  if (got?.id !== id)
    return (
      <main class="st-page" aria-busy="true">
        <p class="st-muted">{t('core.loading')}</p>
      </main>
    );
  return <Audience loaded={got.loaded} />;
}

/** Sides that may be asked for: every side that had to decide in the game (FAB: both, always). */
function sidesOf(l: Loaded): string[] {
  const seen = new Set<string>(l.record.meta.system === 'fab' ? ['blue', 'red'] : []);
  for (const s of l.timeline.stops) if (s.actor) seen.add(s.actor);
  return [...seen];
}

function Audience({ loaded }: { loaded: Loaded }) {
  const { record, ui, timeline } = loaded;
  const [side, setSide] = useState<string | null>(null);
  const audience = replayAudience({
    hiddenInformation: !!ui.handoffSide,
    openTable: record.meta.options['openTable'] === true,
    finished: timeline.stops[timeline.length]?.finished === true,
  });
  const session = useMemo(() => replaySession(record, timeline, ui.engine), [record, timeline, ui]);
  const label = (s: string) => ui.sideLabel?.(session, s) ?? s;
  if (audience === 'side' && side === null)
    return (
      <div class="st-handoff" role="dialog" aria-modal="true" aria-labelledby="replay-who">
        <div class="st-handoff-box">
          <h1 id="replay-who">{t('play.replayWho')}</h1>
          <p>{t('play.replayWhoHint')}</p>
          <div class="st-row st-replay-sides">
            {sidesOf(loaded).map((s) => (
              <button key={s} type="button" class="st-btn st-btn-primary st-handoff-take" onClick={() => setSide(s)}>
                {t('core.iAm', { side: label(s) })}
              </button>
            ))}
          </div>
          <a class="st-btn" href="#/">
            {t('play.replayBack')}
          </a>
        </div>
      </div>
    );
  return (
    <ReplayView
      loaded={loaded}
      session={session}
      viewer={replayViewer(audience, side)}
      notice={audience === 'side' && side ? t('play.replayAsSide', { side: label(side) }) : t('play.replayFull')}
      label={label}
    />
  );
}

/** A session the system screens can draw from, fixed at the replay's cursor; it refuses every change. */
interface ReplaySession extends GameSessionApi<unknown, GameEvent> {
  readonly cursor: Signal<number>;
}

function replaySession(record: ReviewRecord, timeline: Timeline<unknown>, engine: AnyEngine): ReplaySession {
  const cursor = signal(timeline.length);
  const log = record.log.slice(0, timeline.length);
  const refused = (): UndoRefused => ({ ok: false, reason: 'nothing', message: t('play.replayReadOnly') });
  const setup: GameSetup = record.setup;
  const state = computed(() => timeline.stateAt(cursor.value));
  const stop = computed(() => timeline.stopAt(cursor.value));
  return {
    cursor,
    gameId: `replay:${record.meta.id}`,
    system: record.meta.system,
    name: signal(record.meta.name),
    scenario: record.meta.scenario,
    options: record.meta.options,
    setup,
    state,
    status: computed(() => ({ ...stop.value })),
    log: computed(() => log.slice(0, cursor.value)),
    undoable: computed(refused),
    damaged: signal(null),
    // the replay says itself that nothing here changes the game; this is about a record that cannot replay
    readOnly: signal(null),
    dispatch: () => Promise.resolve({ ok: false, rule: 'replay', message: t('play.replayReadOnly') }),
    // the screens draw the engine's per-side view (2.2): the replay shows a side only what it knew then
    view: (side: string) => engine.view(state.value, side),
    lines: logLines({
      engine,
      setup: () => setup,
      entries: () => log.slice(0, cursor.value),
      anchor: () => null,
      current: () => state.value,
    }),
    probe: () => ({ ok: false, rule: 'replay', message: t('play.replayReadOnly') }),
    dispatchAs: () => Promise.resolve({ ok: false, rule: 'replay', message: t('play.replayReadOnly') }),
    undo: () => Promise.resolve(refused()),
    rename: (name: string) => Promise.resolve({ ok: true as const, value: name }),
  };
}

function ReplayView({
  loaded,
  session,
  viewer,
  notice,
  label,
}: {
  loaded: Loaded;
  session: ReplaySession;
  viewer: string;
  notice: string;
  label: (side: string) => string;
}) {
  const { record, ui, timeline } = loaded;
  const n = timeline.length;
  const phases = useMemo(() => phaseStarts(timeline.stops), [timeline]);
  const turns = useMemo(() => turnStarts(timeline.stops), [timeline]);
  const playing = useSignal(false);
  const speed = useSignal<number>(2);
  const cursor = session.cursor;
  const go = (i: number) => {
    cursor.value = clampIndex(i, n);
  };

  // autoplay: one move every 1/speed seconds, stopping at the end
  useSignalEffect(() => {
    if (!playing.value) return;
    const every = 1000 / speed.value;
    const timer = setInterval(() => {
      if (cursor.peek() >= n) {
        playing.value = false;
        return;
      }
      cursor.value = cursor.peek() + 1;
    }, every);
    return () => clearInterval(timer);
  });

  const i = cursor.value;
  const stop = timeline.stopAt(i);
  const Screen = ui.GameScreen;
  const recent = useMemo(
    () => moveList(ui, session, viewer, record.log, timeline, i),
    [ui, session, viewer, record, timeline, i],
  );
  return (
    <div class="st-game-host st-replay" data-cursor={i}>
      <header class="st-gamebar">
        <a class="st-btn" href="#/" aria-label={t('core.home')}>
          <AppIcon name="home" /> <span class="st-hide-narrow">{t('core.home')}</span>
        </a>
        <h1 class="st-gamebar-title">{t('play.replayOf', { name: record.meta.name })}</h1>
        <a class="st-btn" href={`#/rules/${record.meta.system}`}>
          {t('core.rules')}
        </a>
      </header>
      <p class="st-replay-notice st-muted" role="note">
        {notice} {t('play.replayReadOnly')}
      </p>
      <nav class="st-replay-bar" aria-label={t('play.replay')}>
        <div class="st-row st-replay-buttons">
          <Btn
            label={t('play.replayFirst')}
            icon={<Icon d="M4 4h3v16H4zM20 4 8 12l12 8z" />}
            off={i === 0}
            onClick={() => go(0)}
          />
          <Btn
            label={t('play.replayPrevTurn')}
            icon={<Icon d="M12 4 2 12l10 8zM22 4 12 12l10 8z" />}
            off={i === 0}
            onClick={() => go(prevStart(turns, i))}
          />
          <Btn label={t('play.replayPrevPhase')} icon="«" off={i === 0} onClick={() => go(prevStart(phases, i))} />
          <Btn label={t('play.replayPrev')} icon="‹" off={i === 0} onClick={() => go(i - 1)} cls="st-replay-prev" />
          <button
            type="button"
            class="st-btn st-btn-primary st-replay-play"
            aria-pressed={playing.value}
            onClick={() => {
              if (!playing.value && cursor.peek() >= n) cursor.value = 0;
              playing.value = !playing.value;
            }}
          >
            {playing.value ? <Icon d="M5 4h5v16H5zM14 4h5v16h-5z" /> : <Icon d="M5 4l15 8-15 8z" />}{' '}
            {playing.value ? t('play.replayPause') : t('play.replayPlay')}
          </button>
          <Btn label={t('play.replayNext')} icon="›" off={i === n} onClick={() => go(i + 1)} cls="st-replay-next" />
          <Btn label={t('play.replayNextPhase')} icon="»" off={i === n} onClick={() => go(nextStart(phases, i, n))} />
          <Btn
            label={t('play.replayNextTurn')}
            icon={<Icon d="M2 4l10 8-10 8zM12 4l10 8-10 8z" />}
            off={i === n}
            onClick={() => go(nextStart(turns, i, n))}
          />
          <Btn
            label={t('play.replayLast')}
            icon={<Icon d="M17 4h3v16h-3zM4 4l12 8-12 8z" />}
            off={i === n}
            onClick={() => go(n)}
          />
          <label class="st-replay-speed">
            {t('play.replaySpeed')}{' '}
            <select
              value={String(speed.value)}
              onChange={(e) => (speed.value = Number((e.target as HTMLSelectElement).value))}
            >
              {SPEEDS.map((s) => (
                <option key={s} value={String(s)}>
                  {t('play.replaySpeedN', { n: s })}
                </option>
              ))}
            </select>
          </label>
          <p class="st-replay-where" aria-live="polite">
            <strong>{i === 0 ? t('play.replayStart') : t('play.replayMove', { n: i, total: n })}</strong> · {stop.label}
          </p>
        </div>
        <input
          class="st-replay-range"
          type="range"
          min={0}
          max={n}
          value={i}
          aria-label={t('play.replayPosition')}
          aria-valuetext={i === 0 ? t('play.replayStart') : t('play.replayMove', { n: i, total: n })}
          onInput={(e) => go(Number((e.target as HTMLInputElement).value))}
        />
      </nav>
      <div class="st-replay-body">
        <div class="st-replay-screen">
          <Screen session={session} viewer={viewer} />
        </div>
        <aside class="st-replay-log" aria-label={t('play.replayLog')}>
          <h2>{t('play.replayLog')}</h2>
          <ol reversed start={i}>
            {recent.map((m) => (
              <li key={m.seq} class={m.seq === i - 1 ? 'st-replay-current' : undefined}>
                <button type="button" class="st-replay-move" onClick={() => go(m.seq + 1)}>
                  <span class="st-replay-movenum">{m.seq + 1}.</span> {m.actor ? label(m.actor) : '·'}
                  {': '}
                  <span class="st-replay-movetext">{m.text}</span>
                  <span class="st-muted st-replay-movewhere">
                    {t('play.turnN', { turn: m.turn })} · {m.phase}
                  </span>
                </button>
              </li>
            ))}
          </ol>
        </aside>
      </div>
    </div>
  );
}

function Btn({
  label,
  icon,
  off,
  onClick,
  cls,
}: {
  label: string;
  icon: string | JSX.Element;
  off: boolean;
  onClick: () => void;
  cls?: string;
}) {
  return (
    <button
      type="button"
      class={`st-btn${off ? ' st-btn-off' : ''}${cls ? ` ${cls}` : ''}`}
      aria-label={label}
      title={label}
      disabled={off}
      onClick={onClick}
    >
      <span aria-hidden="true">{icon}</span>
    </button>
  );
}

/** Drawn, not a font glyph: the media symbols are missing from many devices' fonts. */
function Icon({ d }: { d: string }) {
  return (
    <svg class="st-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d={d} fill="currentColor" />
    </svg>
  );
}

/** Moves shown in the list: the newest, up to the cursor. */
const MOVE_LIST = 40;

/**
 * The moves up to the cursor, newest first (the last 40), each with who made it, where it stood and what it did
 * in words (the system's `moveTexts`, from what the viewer may know at the cursor; the event type otherwise).
 */
export function moveList(
  ui: Pick<SystemUi, 'moveTexts' | 'phaseText'>,
  session: GameSessionApi<unknown, GameEvent>,
  viewer: string,
  log: readonly LogEntry[],
  timeline: Timeline<unknown>,
  i: number,
) {
  const lo = Math.max(0, i - MOVE_LIST);
  const states = ui.moveTexts ? timeline.statesBetween(lo, i) : [];
  const moves = [];
  for (let k = lo; k < i; k++) {
    const event = log[k]?.event;
    if (event) moves.push({ event, before: states[k - lo], after: states[k - lo + 1] });
  }
  let texts: readonly string[];
  try {
    texts = ui.moveTexts?.({ session, viewer, moves }) ?? [];
  } catch {
    texts = []; // a move the words cannot be found for is shown by its type
  }
  const out: { seq: number; text: string; actor: string | null; turn: number; phase: string }[] = [];
  for (let k = i - 1; k >= lo; k--) {
    const before = timeline.stopAt(k);
    out.push({
      seq: k,
      text: texts[k - lo] || (log[k]?.event.type ?? ''),
      actor: before.actor,
      turn: before.turn,
      phase: ui.phaseText?.(before.phase) ?? before.phase.replace(/[-_]/g, ' '),
    });
  }
  return out;
}
