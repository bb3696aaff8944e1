/** The FAB Log tab: every move in words for the side holding the tablet, newest first, built in slices. */
import { useEffect, useMemo, useState } from 'preact/hooks';
import { lang, t, tn } from '../../i18n';
import type { GameEvent } from '../../rules/common/engine';
import type { FabState } from '../../rules/fab/types';
import type { FabScreenView } from '../../../machines/fab/view';
import type { PlayerSessionApi } from '../../app/session-api';
import { RuleLink } from './RuleLink';
import { sideName, sideColour } from './Block';
import { fabLines, renderLine, type LogLine, type ShownLine } from './log';

/** issue 25: a FAB screen reads the side's view, never the game's state (it does not compile) */
type Session = PlayerSessionApi<GameEvent, FabScreenView>;

/** Lines of the log drawn at first, and added by each "earlier moves" tap: a 5,000-move record drawn whole
 * was 29,000 nodes and two seconds at 4x CPU. */
const LOG_PAGE = 150;
/** Lines drawn from the tail while the whole log is still being built: the first drawing of the tab stays
 * small (layout of a hundred lines with their dice took most of the first 100 ms at 4x CPU). */
const LOG_TAIL = 40;
/** Moves the whole log may lag behind and still be brought up to date before drawing (else the tail first). */
const LOG_NEAR = 32;
/** Milliseconds of replay per slice while the log of a long game is written out (the screen stays live). */
const LOG_SLICE_MS = 12;

/** Lines in words, kept per line for the state they were worded from: a slice that adds older moves redraws
 * the log without wording the shown lines again. */
const worded = new WeakMap<LogLine, { s: FabState; lang: string; line: ShownLine }>();
function shownLine(l: LogLine, s: FabState): ShownLine {
  const w = worded.get(l);
  if (w && w.s === s && w.lang === lang.value) return w.line;
  const line = renderLine(l, s);
  worded.set(l, { s, lang: lang.value, line });
  return line;
}

/** The Log tab of `viewer` (the side holding the tablet, or 'open'): its lines as the runner projects them for
 * that side (src/app/log-lines.ts), put into words from its view's state `s`. */
export function Log({ session, s, viewer }: { session: Session; s: FabState; viewer: string }) {
  const [, setSlices] = useState(0);
  const [shown, setShown] = useState(LOG_PAGE);
  const lines = session.lines;
  // the newest lines are drawn first (usually built already, see `prebuild`); the older ones follow in slices
  const before = lines.progress(viewer);
  const tailFirst = before.total - before.built > LOG_NEAR ? fabLines(lines.newest(viewer)) : null;
  const all = fabLines(tailFirst ? lines.done(viewer) : lines.all(viewer, LOG_SLICE_MS));
  const reading = session.log.value === null;
  // issue 27: the moves the app took for a side (forced, or by its standing order), marked as such
  const byApp = useMemo(() => {
    const out = new Map<number, 'byApp' | 'byOrder'>();
    for (const e of session.log.value ?? []) if (e.auto) out.set(e.seq, e.order ? 'byOrder' : 'byApp');
    return out;
  }, [session.log.value]);
  useEffect(() => {
    if (all || reading) return;
    // once the lines just drawn are on screen (a frame painted with them): the next slice of the older
    // moves, then draw again; the first slice also starts the game over (engine.start), the slowest of them
    let timer = 0;
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        timer = window.setTimeout(() => {
          lines.all(viewer, LOG_SLICE_MS);
          setSlices((n) => n + 1);
        }, 0);
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  });
  if (reading)
    return (
      <p class="fab-muted" aria-busy="true">
        {t('fab.logLoading')}
      </p>
    );
  // a long game's newest lines come at once from the runner's anchor state, while the older ones are built
  const tail = all ? null : (tailFirst ?? fabLines(lines.newest(viewer)));
  const p = lines.progress(viewer);
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
  const earlier = all ? Math.max(0, all.length - shown) : Math.max(0, base.length - LOG_TAIL);
  // put into words from the holder's view: a piece it does not name is "an enemy block"
  const words = base.slice(earlier).map((l) => shownLine(l, s));
  const groups: { key: string; title: string; lines: typeof words }[] = [];
  for (const l of words) {
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
                  {byApp.has(l.seq) ? (
                    <span class="fab-muted fab-log-auto" data-auto={byApp.get(l.seq)}>
                      {' '}
                      ({t(`fab.log.${byApp.get(l.seq)!}`)})
                    </span>
                  ) : null}
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
      {all && earlier > 0 ? (
        <button type="button" class="st-btn" onClick={() => setShown((n) => n + LOG_PAGE)}>
          {tn('fab.logEarlier', Math.min(LOG_PAGE, earlier))}
        </button>
      ) : null}
    </div>
  );
}
