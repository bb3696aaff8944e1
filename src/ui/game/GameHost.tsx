/**
 * Opens a saved game and hosts its system's screen: the top bar (home, name, undo, rules), the record's
 * notices (read-only at its last good move, newer rules), and the pass-and-play hand-off for systems with hidden information.
 */
import { useEffect, useState } from 'preact/hooks';
import { has, say, t } from '../../i18n';
// static: the runner comes with this (lazily loaded) screen, and with the home screen's preload of it
import { GameMissingError, GameSession, GameSetupError } from '../../app/session';
import { tabletFor } from '../../app/tablet';
import { stopClock } from '../../app/table';
import { loadSystem } from '../registry';
import type { SystemUi } from '../system-ui';
import { setFlush } from '../shell/pwa';
import { toast } from '../shell/toast';
import { Icon } from '../icons';
import { ShownName } from '../game-name';
import { RecordNoticesShown, StorageProblemShown, TableToolsShown, prefetchHostParts } from './host-parts';
import {
  Handoff,
  prefetchHandoff,
  prefetchNotices,
  prepareHandoff,
  prepareNotices,
  prepareTakeBack,
} from './host-parts';
import { AskButton, TakeBackQuestion, TakeBackWaiting } from './host-parts'; // FAB only: fetched with its engine

interface Open {
  session: GameSession;
  ui: SystemUi;
}
/** The open game stays in memory while the player visits the rules, so coming back is instant and exact.
 * Who holds its tablet lives in src/app/tablet.ts (a statechart), not here. */
let current: Open | null = null;

/** The opening in progress, so that the render that starts it and the effect that waits for it share it. */
let opening: { id: string; p: Promise<Open> } | null = null;

function openGame(id: string): Promise<Open> {
  if (current?.session.gameId === id) return Promise.resolve(current);
  if (opening?.id === id) return opening.p;
  const p = load(id);
  opening = { id, p };
  const done = () => {
    if (opening?.p === p) opening = null;
  };
  p.then(done, done);
  return p;
}

async function load(id: string): Promise<Open> {
  // the bench's phases of an opening (scripts/bench/profile-resume.mjs --phases; not in the app's build)
  if (import.meta.env.VITE_OPEN_MARKS) performance.mark('open:start');
  let ui: SystemUi | null = null;
  // the bar's table tools, fetched while the game is read (not waited for)
  prefetchHostParts();
  // one read of the game: its header says which system's screens (and engine) to load
  const session = await GameSession.open(id, {
    engineFor: async (system, status, rules) => {
      ui = await loadSystem(system);
      // what the screen will show at once, fetched while the game is read and replayed (FAB: a combat round's panel)
      ui.prefetch?.(status);
      prepareTakeBack(ui.engine)?.catch(() => undefined);
      prefetchHandoff(ui);
      prefetchNotices(ui.engine, rules);
      return ui.engine;
    },
  }).catch((e: unknown) => {
    if (e instanceof GameMissingError) throw new Error(t('core.gameMissing'));
    // e.g. a game played under newer rules than this app knows: say why, in the player's language
    if (e instanceof GameSetupError) throw new Error(t('core.setupFailed', { reason: say(e.rejection) }));
    throw e;
  });
  if (import.meta.env.VITE_OPEN_MARKS) performance.mark('open:opened');
  const opened: Open = { session, ui: ui! };
  // a part of the screen the opened position shows at once (FAB: a combat round's panel, take-back, the hand-off;
  // a record's notice)
  await Promise.all([
    opened.ui.prepareScreen?.(session),
    prepareNotices(session),
    prepareTakeBack(opened.ui.engine, session),
    prepareHandoff(opened.ui, session),
  ]);
  if (import.meta.env.VITE_OPEN_MARKS) performance.mark('open:prepared');
  current = opened;
  // hand off only for real decisions: a position with one legal event (a new game's first step, a tab closed
  // right after a move) is played on by the app before anyone is asked
  void session.settle();
  setFlush(() => session.idle());
  return current;
}

/** An undo refusal in the player's language; solo play's (issue 17) is among the solo strings, loaded with the
 * FAB screens rather than the home screen. */
const sayUndo = (u: { message: string; code?: string }) => (u.code && has(`solo.${u.code}`) ? say(u, 'solo') : say(u));

export function GameHost({ id }: { id: string }) {
  const [got, setOpen] = useState<Open | null>(current?.session.gameId === id ? current : null);
  const [failed, setError] = useState<{ id: string; message: string } | null>(null);
  // what was got or failed for another game (the route moved on) does not count for this one
  const open = got?.session.gameId === id ? got : null;
  const error = failed?.id === id ? failed.message : null;
  // started while rendering, not in the effect: effects run after a paint, and the reads need not wait for it
  const pending = open || error ? null : openGame(id);
  // the screen stays awake on a game screen (hand-off included), and sleeps again once the game is left; the wake
  // lock's code comes after the screen's
  useEffect(() => {
    let live = true;
    let release: (() => void) | null = null;
    void import('../shell/wakelock').then(
      (m) => live && (release = m.holdWakeLock()),
      () => undefined,
    );
    return () => {
      live = false;
      release?.();
    };
  }, []);
  useEffect(() => {
    if (!pending) return;
    let live = true;
    pending.then(
      (o) => {
        if (!live) return;
        setOpen(o);
      },
      (e) => live && setError({ id, message: e instanceof Error ? e.message : String(e) }),
    );
    return () => {
      live = false;
    };
  }, [pending]);

  if (error)
    return (
      <main class="st-page">
        <p role="alert" class="st-error">
          {error}
        </p>
        <a class="st-btn" href="#/">
          {t('core.home')}
        </a>
      </main>
    );
  if (!open)
    return (
      <main class="st-page" aria-busy="true">
        <p class="st-muted">{t('core.loading')}</p>
      </main>
    );
  return <Hosted open={open} />;
}

function Hosted({ open }: { open: Open }) {
  const { session, ui } = open;
  const label = (side: string) => ui.sideLabel?.(session, side) ?? side;
  // who holds the tablet and the hand-off: src/app/tablet.ts (the first time a hidden game opens, nobody does)
  const tablet = tabletFor(session, ui.handoffSide ? (x) => ui.handoffSide?.(x) ?? null : null);
  const needed = tablet.needed.value;
  const sides = session.system === 'fab' ? ['blue', 'red'] : ['A', 'B'];
  const covered = tablet.covered.value && !!needed;
  // issue 27: while the cover is up nobody's clock runs (the side to play starts when its screen shows)
  useEffect(() => {
    if (covered) stopClock(session.gameId, Date.now()).catch(() => undefined);
  }, [covered]);
  if (covered && needed) {
    if (import.meta.env.VITE_OPEN_MARKS) performance.mark('open:handoff');
    return (
      <Handoff
        sideLabel={label(needed)}
        // a take-back request is answered first: the panel says so instead of the next step of the game
        reason={session.takeBack.pending.value ? '' : t('core.handoffReason', { status: session.status.value.label })}
        onTake={() => tablet.take()}
        passed={tablet.passed.value}
      >
        <TakeBackWaiting session={session} sides={sides} label={label} />
      </Handoff>
    );
  }
  if (import.meta.env.VITE_OPEN_MARKS) performance.mark('open:screen');
  const viewer = tablet.viewer.value;
  const undo = session.undoable.value;
  // issue 27: the side that made the last move asks to take it back while it holds the tablet
  const ask = session.takeBack.askable.value;
  const asker = ask.ok && (viewer === 'open' || viewer === ask.value.by) ? ask.value.by : null;
  const Screen = ui.GameScreen;
  return (
    <div class="st-game-host">
      <header class="st-gamebar">
        <a class="st-btn" href="#/" aria-label={t('core.home')}>
          <Icon name="home" /> <span class="st-hide-narrow">{t('core.home')}</span>
        </a>
        <h1 class="st-gamebar-title">
          <ShownName name={session.name.value} imported={session.imported.value} />
        </h1>
        {/* notes and clocks sit in the bar: a row of their own cost the map 50 px on a tablet */}
        <TableToolsShown
          key={`${session.gameId}:${viewer}`}
          session={session}
          viewer={viewer}
          sides={sides}
          label={label}
          {...(session.system === 'fubar' ? { turned: 'B' } : {})}
        />
        {/* a finished game has nothing to take back: its screen offers the map, the log and the replay */}
        {session.status.value.finished ? null : !undo.ok && asker ? (
          // issue 27: a move undo cannot take back (dice, a reveal) is asked back from the other side
          <AskButton session={session} by={asker} />
        ) : (
          <button
            type="button"
            class={`st-btn${undo.ok ? '' : ' st-btn-off'}`}
            aria-disabled={!undo.ok}
            aria-label={undo.ok ? t('core.undo') : `${t('core.undo')}: ${sayUndo(undo)}`}
            onClick={async () => {
              // A refused undo is still tappable: the tap says why (no hover-only explanations on a tablet).
              const r = await session.undo();
              if (!r.ok) toast(sayUndo(r), 'error');
            }}
          >
            <Icon name="undo" /> <span class="st-hide-narrow">{t('core.undo')}</span>
          </button>
        )}
        <a class="st-btn" href={`#/rules/${session.system}`} aria-label={t('core.rules')}>
          <Icon name="book" /> <span class="st-hide-narrow">{t('core.rules')}</span>
        </a>
      </header>
      {session.status.value.finished ? (
        <div class="st-row st-gameover" role="status">
          <span>{t('play.gameOver')}</span>
          <a class="st-btn st-btn-primary st-replay-open" href={`#/replay/${encodeURIComponent(session.gameId)}`}>
            {t('play.replayThis')}
          </a>
        </div>
      ) : null}
      <RecordNoticesShown session={session} sayRule={ui.rejectionText} />
      <StorageProblemShown session={session} />
      {/* issue 27: a take-back request is answered before anything else of the game shows */}
      {session.takeBack.pending.value && viewer !== session.takeBack.pending.value.by ? (
        <TakeBackQuestion session={session} ui={ui} viewer={viewer} sides={sides} label={label} />
      ) : (
        <Screen session={session} viewer={viewer} />
      )}
    </div>
  );
}
