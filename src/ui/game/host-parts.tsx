/**
 * The game host's parts a game's first drawing does not need, each fetched after the host's code (chunks of their
 * own, precached like every chunk): the table tools (notes and clocks, ./TableTools.tsx), the record's notices
 * (read-only record, newer rules: ./RecordNotices.tsx) and the notice of a move not stored (./StorageProblem.tsx).
 * The table tools and that notice are fetched as a game starts opening, not awaited (`prefetchHostParts`): they are
 * nearly always here by its first drawing; if not, the bar shows the tools' Notes button, which works (a tap opens
 * the notes once they are here). A game whose record has a notice waits for it before its first drawing
 * (`prepareNotices`), so the notice is there at once. Take-back by agreement's panels (./TakeBack.tsx) are FAB's
 * alone: a game of a system with take-back waits for them before its first drawing when they show at once
 * (`prepareTakeBack`), so a request
 * waiting is asked at once; FUBAR and OCS games never fetch them.
 */
import { useEffect, useState } from 'preact/hooks';
import type { ComponentProps } from 'preact';
import { t } from '../../i18n';
import type { GameSession } from '../../app/session';
import type { AnyEngine } from '../../rules/common/engine';
import type { SystemUi } from '../system-ui';
import { Icon } from '../icons';
import { laterPart } from '../later';
import { takeBackStringsReady } from '../../i18n/screens/load';
import { laterScreenStringsReady } from '../../i18n/screens/load-later';

const tools = laterPart(() => import('./TableTools'));
const TableTools = tools.component('TableTools', (m) => m.TableTools);

type ToolsProps = ComponentProps<typeof TableTools>;

const problem = laterPart(() => import('./StorageProblem'));
const StorageProblemNotice = problem.component('StorageProblemNotice', (m) => m.StorageProblemNotice);

/** Start fetching the table tools' code (a game is being opened) and the notice of a move not stored; nothing
 * waits for them. */
export function prefetchHostParts(): void {
  void tools.preload().catch(() => undefined);
  void problem.preload().catch(() => undefined);
}

/** What a move that could not be stored says (./StorageProblem.tsx): nothing while every write is stored. */
export function StorageProblemShown(props: ComponentProps<typeof StorageProblemNotice>) {
  return props.session.storageError.value ? <StorageProblemNotice {...props} /> : null;
}

/** The table tools, or until their code is here their Notes button (the same markup, so nothing moves). */
export function TableToolsShown(props: Omit<ToolsProps, 'startOpen'>) {
  // here already (the usual case): the tools at once, so the Notes button is never swapped under a tap
  const [here, setHere] = useState(tools.loaded);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (here) return;
    let live = true;
    // the fetch started with the opening (or again, after a failed one)
    void tools.preload().then(
      () => live && setHere(true),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  if (here) return <TableTools {...props} startOpen={wanted} />;
  return (
    <div class="st-table-tools">
      <div class="st-row st-table-row">
        <button
          type="button"
          class="st-btn st-notes-toggle"
          aria-expanded={false}
          aria-controls="st-notes"
          aria-label={t('play.notes')}
          onClick={() => {
            setWanted(true);
            void tools.preload().then(
              () => setHere(true),
              () => undefined,
            );
          }}
        >
          <Icon name="note" /> <span class="st-hide-narrow">{t('play.notes')}</span>
        </button>
      </div>
    </div>
  );
}

// with their strings (the record's and the newer rules' words: src/i18n/screens/later-en.ts...)
const notices = laterPart(() => Promise.all([import('./RecordNotices'), laterScreenStringsReady()]).then(([m]) => m));
const RecordNotices = notices.component('RecordNotices', (m) => m.RecordNotices);

const hasNotice = (session: GameSession) => !!session.readOnly.peek() || session.newerRules() !== null;

/** Start fetching the notices' code while the game is read, when its header says it is played under older rules
 * than this app's (it shows the newer rules' notice at once): waited for only after the opening, it was one more
 * fetch in a row before the first drawing (issue 30). */
export function prefetchNotices(engine: AnyEngine, rulesVersion: number): void {
  if (rulesVersion < engine.rulesVersion) void notices.preload().catch(() => undefined);
}

/** Fetch the notices' code before the first drawing of a game that shows one at once. */
export function prepareNotices(session: GameSession): Promise<void> | undefined {
  return hasNotice(session) ? notices.preload().then(() => undefined) : undefined;
}

/** The record's notices: nothing for a game on the current rules with a whole record (the usual case). */
export function RecordNoticesShown(props: ComponentProps<typeof RecordNotices>) {
  const { session } = props;
  // read so that a notice that comes later (a damaged record found by the idle read of older moves) shows
  const damaged = session.damaged.value;
  if (!session.readOnly.value && !damaged && session.newerRules() === null) return null;
  return <RecordNotices {...props} />;
}

const takeBack = laterPart(() => import('./TakeBack'));
export const AskButton = takeBack.component('AskButton', (m) => m.AskButton);
export const TakeBackWaiting = takeBack.component('TakeBackWaiting', (m) => m.TakeBackWaiting);
export const TakeBackQuestion = takeBack.component('TakeBackQuestion', (m) => m.TakeBackQuestion);

/**
 * Take-back's panels and strings, for a game whose system has take-back (FAB): fetched while the game is read (no
 * `session` yet: not awaited), and awaited before the first drawing only when they show at once: a request waits (its
 * panels come before anything else), or the last move may be asked back (the bar's button). Otherwise the game is
 * drawn without them (issue 30: 1.7 KB of the FAB screen's first load); they are here long before a move that
 * rolls dice makes the button show.
 */
export function prepareTakeBack(engine: AnyEngine, session?: GameSession): Promise<void> | undefined {
  if (!engine.takeBack) return undefined;
  const parts = Promise.all([takeBack.preload(), takeBackStringsReady()]).then(() => undefined);
  if (!session) return parts;
  const desk = session.takeBack;
  // a request waiting is asked at once, the move in the answering side's words: its lines replay the move, with every
  // part of the engine (issue 30: FAB's turn chart arrives after a drawing)
  if (desk.pending.peek()) return Promise.all([parts, engine.prepare?.()]).then(() => undefined);
  return desk.askable.peek().ok ? parts : undefined;
}

const handoff = laterPart(() => import('./Handoff'));
/** The pass-and-play hand-off panel (./Handoff.tsx): only systems with hidden information (FAB) show it. */
export const Handoff = handoff.component('Handoff', (m) => m.Handoff);

/** Start fetching the hand-off panel as soon as the system's screens are known to pass the tablet (FAB), while
 * the game is read and replayed: waited for only after the opening, it was one more fetch in a row before the
 * first drawing (about 60 ms of a resume at 4x CPU). */
export function prefetchHandoff(ui: SystemUi): void {
  if (ui.handoffSide) void handoff.preload().catch(() => undefined);
}

/** Fetch the hand-off panel before the first drawing of a game that passes the tablet now (FAB in play). */
export function prepareHandoff(ui: SystemUi, session: GameSession): Promise<void> | undefined {
  return ui.handoffSide?.(session) ? handoff.preload().then(() => undefined) : undefined;
}
