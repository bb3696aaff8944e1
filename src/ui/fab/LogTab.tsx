/** The FAB Log tab: every move in words for the side holding the tablet, newest first, built in slices. */
import { useEffect, useState } from 'preact/hooks';
import { t, tn } from '../../i18n';
import type { GameEvent } from '../../rules/common/engine';
import type { FabState } from '../../rules/fab/types';
import type { GameSessionApi } from '../../app/session-api';
import { actorOf } from '../../../machines/fab/engine';
import { fabEngine } from '../../app/systems/fab';
import { RuleLink } from './RuleLink';
import { sideName, sideColour } from './Block';
import { buildLog, logProgress, renderLine, tailLog } from './log';

type Session = GameSessionApi<FabState, GameEvent>;

/** Lines of the log drawn at first, and added by each "earlier moves" tap: a 5,000-move record drawn whole
 * was 29,000 nodes and two seconds at 4x CPU. */
const LOG_PAGE = 150;
/** Milliseconds of replay per slice while the log of a long game is written out (the screen stays live). */
const LOG_SLICE_MS = 12;

export function Log({ session, s }: { session: Session; s: FabState }) {
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
  // put into words from the holder's view: a piece it does not name is "an enemy block"
  const lines = base.slice(earlier).map((l) => renderLine(l, s));
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
