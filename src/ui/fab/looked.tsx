/**
 * Issue 30: a part of the FAB screen fetched after its first paint (./Summary.tsx holds what the screen needs at
 * once and fetches this: before the first paint of a game with moves, in idle time otherwise).
 * Pass-and-play screens between the hand-off and the map:
 * - "Since you last looked": after a side takes the tablet, what the other side did that this side may know
 *   (./summary.ts builds it from the side's own view), with the last moves outlined on the map until the
 *   player's first tap. Where each side last looked is kept with the game (src/app/looked.ts).
 * - The dice: a roll that ends what is on screen (the closing roll of a combat round, a bridge-blowing roll,
 *   a supply or morale check) stays in front of the side that rolled until it taps "Go on", and the tablet
 *   is not handed over before that.
 */
import { useEffect, useRef } from 'preact/hooks';
import { t } from '../../i18n';
import type { GameEvent } from '../../rules/common/engine';
import type { FabState, Side } from '../../rules/fab/types';
import type { FabScreenView } from '../../../machines/fab/view';
import type { PlayerSessionApi } from '../../app/session-api';
import { RuleLink } from './RuleLink';
import { sideName } from './Block';
import { areaLabel, fabLines, renderLine, type LogLine, type ShownLine } from './log';
import { fabViewOf } from './view';
import {
  buildSummary,
  roundChanges,
  closedRounds,
  facesOf,
  resultCard,
  type ResultCard,
  rollText,
  type Face,
  type LookSummary,
  type SummaryAction,
} from './summary';

/** issue 25: a FAB screen reads the side's view, never the game's state (it does not compile) */
type Session = PlayerSessionApi<GameEvent, FabScreenView>;

/** The summary covers this many events at most (the log has the rest). */
const MAX_SPAN = 200;

export function summaryFor(session: Session, side: Side, looked: number | undefined): LookSummary | null {
  const events = session.log.value;
  if (!events) return null;
  const from = Math.max(0, Math.min(events.length, looked ?? 0), events.length - MAX_SPAN);
  if (from >= events.length) return null;
  // the side's own lines and views, as the runner projects them (src/app/log-lines.ts): never a game state here
  const lines = fabLines(session.lines.since(side, from));
  const then = fabViewOf(session.lines.viewAt(side, from));
  const now = fabViewOf(session.view(side));
  if (!lines || !then || !now) return null;
  const ordered = new Set(events.slice(from).flatMap((e) => (e.order ? [e.seq] : [])));
  return buildSummary(lines, ordered, then.state, now.state, side);
}

export function SummaryScreen({
  s,
  summary,
  onContinue,
}: {
  s: FabState;
  summary: LookSummary;
  onContinue: () => void;
}) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), []);
  const other = sideName(s.scenario, summary.other);
  return (
    <section class="fab-looked" aria-labelledby="fab-looked-title" data-side={summary.side}>
      <h2 id="fab-looked-title">{t('fab.sum.title')}</h2>
      {summary.moves.length || summary.actions.length || summary.changes.length ? (
        <p class="fab-muted">{t('fab.sum.intro', { side: other })}</p>
      ) : null}
      {summary.moves.length ? (
        <>
          <h3>{t('fab.sum.moves')}</h3>
          <ul class="fab-looked-list">
            {summary.moves.map((m) => (
              <li key={`${m.from}-${m.to}-${m.text}`}>{m.text}</li>
            ))}
          </ul>
          <p class="fab-muted">{t('fab.sum.marked')}</p>
        </>
      ) : null}
      {summary.actions.length ? (
        <>
          <h3>{t('fab.sum.actions')}</h3>
          <Actions list={summary.actions} />
          {summary.older ? <p class="fab-muted">{t('fab.sum.more', { n: summary.older })}</p> : null}
        </>
      ) : null}
      {summary.rolls.length ? (
        <section class="fab-looked-own" aria-labelledby="fab-looked-own">
          <h3 id="fab-looked-own">{t('fab.sum.yours')}</h3>
          <p class="fab-muted">{t('fab.sum.yoursIntro', { side: sideName(s.scenario, summary.side) })}</p>
          <Actions list={summary.rolls} />
        </section>
      ) : null}
      {summary.changes.length ? (
        <>
          <h3>{t('fab.sum.losses')}</h3>
          <ul class="fab-looked-list">
            {summary.changes.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
        </>
      ) : null}
      <button ref={button} type="button" class="st-btn st-btn-primary fab-looked-go" onClick={onContinue}>
        {t('fab.sum.continue')}
      </button>
    </section>
  );
}

/** Summary entries, a roll's dice drawn under its sentence. */
function Actions({ list }: { list: readonly SummaryAction[] }) {
  return (
    <ul class="fab-looked-list">
      {list.map((a) => (
        <li key={a.seq} class={a.faces?.length ? 'fab-looked-roll' : undefined}>
          {a.text} {a.rule ? <RuleLink rule={a.rule} /> : null}
          {a.faces?.length ? <Dice faces={a.faces} /> : null}
          {a.details.length ? (
            <ul class="fab-looked-details">
              {a.details.map((d, i) => (
                <li key={i}>{d}</li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * The lines of the newest events (the one just sent, and any the app took after it) that rolled dice the screen
 * is about to stop showing: the round they closed, or the tablet going to the other side. Empty when there is
 * nothing to hold the screen for (the combat screen shows the last roll itself while the same side goes on
 * deciding there).
 */
export function rollToHold(session: Session, viewer: string, before: number, goesOnInCombat: boolean): LogLine[] {
  const events = session.log.value;
  // the combat screen shows the last fire step itself: a lone roll there needs no panel, but rolls the app
  // made after it (the other side's fire step) would be lost behind it
  if ((goesOnInCombat && events && events.length <= before + 1) || !events || events.length <= before) return [];
  // the holder's lines of the newest moves (the runner replays only those when the log is not built yet)
  const lines = fabLines(session.lines.since(viewer, before)) ?? [];
  const rolls = lines.filter((l) => facesOf(l).length > 0);
  // one fire step and nothing else: the combat screen going on shows exactly that roll
  const lone = rolls.length === 1 && rolls[0]?.fire && facesOf(rolls[0]).length === rolls[0].fire.dice.length;
  return goesOnInCombat && (rolls.length === 0 || lone) ? [] : rolls;
}

/** How many moves before the newest ones are read back to find where a round that just closed began. */
const ROUND_LOOKBACK = 80;

/**
 * Issue 27, the results of a decision shown to the side that took it, before the cover comes up: each combat round
 * the newest moves (the one `viewer` just sent, from log length `before`, and any the app took after it) closed,
 * from its opening, with every die, the losses, retreats, eliminations and control; else, when the tablet goes to
 * the other side next and the board changed, what the newest moves did. Built from the side's own lines and views
 * (session.lines), never from a state. Empty when there is nothing to show (the caller then holds rolls only).
 */
export function resultsToHold(session: Session, viewer: string, before: number): ResultCard[] {
  const events = session.log.value;
  if (!events || events.length <= before) return [];
  const back = Math.max(0, before - ROUND_LOOKBACK);
  const lines = fabLines(session.lines.since(viewer, back));
  const now = fabViewOf(session.view(viewer));
  if (!lines || !now) return [];
  const stateAt = (n: number) => fabViewOf(session.lines.viewAt(viewer, n))?.state ?? null;
  const cards: ResultCard[] = [];
  for (const r of closedRounds(lines, events.length - before, now.combat?.area ?? null)) {
    // the side's views before the round's first move and after its last (move n is line n - back)
    const then = stateAt(back + r.start);
    const after = stateAt(back + r.start + r.lines.length);
    if (then && after) cards.push(resultCard(r.area, r.lines, then, after));
  }
  if (cards.length) return cards;
  // the other side decides next (the cover comes up): what this decision did, when it changed the board
  if (now.actor === null || now.actor === viewer || viewer === 'open') return [];
  const thenView = fabViewOf(session.lines.viewAt(viewer, before));
  if (!thenView) return [];
  const newest = lines.slice(lines.length - (events.length - before));
  const card = resultCard(null, newest, thenView.state, now.state);
  // a plain move (no roll) changes the board only as the mover meant it: no card to read for that (a tap per
  // hand-off); a roll's outcome (a bridge, supply, a morale check) is shown
  const rolled = newest.some((l) => facesOf(l).length > 0);
  // inside a round the board changes only at its end (6.29): the hits are read from the round itself
  const inRound =
    thenView.combat && now.combat && thenView.combat.area === now.combat.area
      ? roundChanges(thenView.combat.round, now.combat.round, now.state)
      : [];
  const changes = [...inRound, ...(rolled ? card.changes : [])];
  return changes.length ? [{ ...card, area: null, changes }] : [];
}

/** The result cards of a decision (`resultsToHold`), in front of the side that took it until it taps "Go on". */
export function ResultPanel({ cards, s, onGo }: { cards: readonly ResultCard[]; s: FabState; onGo: () => void }) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), []);
  return (
    <div class="fab-roll fab-result" role="dialog" aria-modal="true" aria-labelledby="fab-result-title">
      <div class="fab-roll-box">
        <h2 id="fab-result-title">{t('fab.res.title')}</h2>
        {cards.map((c, i) => (
          <section key={i} class="fab-result-card" data-area={c.area ?? undefined}>
            <h3>{c.area ? t('fab.res.round', { area: areaLabel(s, c.area) }) : t('fab.res.move')}</h3>
            {c.actions.length ? <Actions list={c.actions} /> : null}
            <h4>{t('fab.res.board')}</h4>
            {c.changes.length ? (
              <ul class="fab-looked-list fab-result-changes">
                {c.changes.map((x) => (
                  <li key={x}>{x}</li>
                ))}
              </ul>
            ) : (
              <p class="fab-muted">{t('fab.res.none')}</p>
            )}
          </section>
        ))}
        <p class="fab-muted">{t('fab.res.hint')}</p>
        <button ref={button} type="button" class="st-btn st-btn-primary fab-roll-go" onClick={onGo}>
          {t('fab.roll.goOn')}
        </button>
      </div>
    </div>
  );
}

/** Dice as dice: each face, its success number, green for a hit and grey for a miss (said in words next to it). */
function Dice({ faces }: { faces: readonly Face[] }) {
  return (
    <p class="fab-roll-faces" aria-hidden="true">
      {faces.map((f, i) => (
        <span
          key={i}
          class={`fab-roll-die${f.hit === true ? ' fab-roll-hit' : f.hit === false ? ' fab-roll-miss' : ''}`}
        >
          <span class="fab-roll-face">{f.face}</span>
          {f.sn !== undefined ? <span class="fab-roll-sn">≤{f.sn}</span> : null}
        </span>
      ))}
    </p>
  );
}

function RollLine({ line, s }: { line: LogLine; s: FabState }) {
  const shown: ShownLine = renderLine(line, s);
  // who rolled and for what, in one sentence (the bridge's own note is then said by it)
  const subject = rollText(line, s);
  const details = subject
    ? renderLine({ ...line, notes: line.notes.filter((n) => n.code !== 'blown' && n.code !== 'blowFailed') }, s).details
    : shown.details;
  return (
    <section class="fab-roll-line">
      <Dice faces={facesOf(line)} />
      <p class="fab-roll-text">
        {subject ?? t('fab.sum.bySide', { side: sideName(s.scenario, line.side), text: shown.text })}{' '}
        {shown.rule ? <RuleLink rule={shown.rule} /> : null}
      </p>
      <ul class="fab-looked-details">
        {details.map((d, i) => (
          <li key={i}>{d}</li>
        ))}
      </ul>
    </section>
  );
}

export function RollPanel({ lines, s, onGo }: { lines: readonly LogLine[]; s: FabState; onGo: () => void }) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), []);
  return (
    <div class="fab-roll" role="dialog" aria-modal="true" aria-labelledby="fab-roll-title">
      <div class="fab-roll-box">
        <h2 id="fab-roll-title">{t('fab.roll.title')}</h2>
        {lines.map((l) => (
          <RollLine key={l.seq} line={l} s={s} />
        ))}
        <p class="fab-muted">{t('fab.roll.hint')}</p>
        <button ref={button} type="button" class="st-btn st-btn-primary fab-roll-go" onClick={onGo}>
          {t('fab.roll.goOn')}
        </button>
      </div>
    </div>
  );
}
