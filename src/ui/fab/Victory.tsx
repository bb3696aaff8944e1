/**
 * The FAB game-over screen: who won, the victory points and the scenario's conditions (19.0), and the finished
 * game to look back at: its map and its log one tap away (the replay is in the game bar). No Undo: the game
 * is over. The first finished game turns the guided first turn off (../guide.ts).
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { t } from '../../i18n';
import type { FabScreenView } from '../../../machines/fab/view';
import { saveSetting } from '../../app/storage';
import { guideAfterGame } from '../guide';
import { RuleLink } from './RuleLink';
import { sideColour, sideName } from './Block';
import './help.css';

type View = 'result' | 'map' | 'log';

export function Victory({
  v,
  map,
  log,
  live = true,
}: {
  v: FabScreenView;
  map?: ComponentChildren;
  log?: ComponentChildren;
  /** A game that has just been played to its end (not a replay of one): it turns the first-turn guide off. */
  live?: boolean;
}) {
  const s = v.state;
  const sc = s.scenario;
  const [view, setView] = useState<View>('result');
  useEffect(() => {
    if (live) void guideAfterGame(saveSetting).catch(() => undefined);
  }, [live]);
  const net = v.victory?.net ?? 0;
  const b = v.victory?.lines ?? {
    blue: { areas: [], steps: 0, bonus: 0, total: 0 },
    red: { areas: [], steps: 0, bonus: 0, total: 0 },
  };
  const views: View[] = ['result', ...(map ? (['map'] as const) : []), ...(log ? (['log'] as const) : [])];
  return (
    <main class={`fab-victory fab-victory-${view}`} aria-labelledby="fab-victory-title">
      <h2 id="fab-victory-title">{s.winner ? t('fab.wins', { side: sideName(sc, s.winner) }) : t('fab.gameOver')}</h2>
      {views.length > 1 ? (
        <div class="fab-tabs" role="tablist" aria-label={t('fab.over.views')}>
          {views.map((k) => (
            <button
              key={k}
              type="button"
              role="tab"
              id={`fab-over-${k}`}
              aria-selected={view === k}
              aria-controls="fab-over-pane"
              class={`st-btn fab-tab${view === k ? ' fab-tab-on' : ''}`}
              onClick={() => setView(k)}
            >
              {t(`fab.over.${k}`)}
            </button>
          ))}
        </div>
      ) : null}
      <div id="fab-over-pane" class="fab-over-pane" role="tabpanel" aria-labelledby={`fab-over-${view}`}>
        {view === 'map' ? map : view === 'log' ? log : null}
        {view === 'result' ? (
          <>
            <p>
              {t('fab.netVp', { n: net })} <RuleLink rule="19.0" />
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
                    <th scope="row">
                      <span class="fab-side-dot" style={{ background: sideColour(sc, side) }} aria-hidden="true" />
                      {sideName(sc, side)}
                    </th>
                    <td>{b[side].areas.map((a) => `${a.name} (${a.vp})`).join(', ') || '—'}</td>
                    <td>{b[side].steps}</td>
                    <td>{b[side].bonus}</td>
                    <td>{b[side].total}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <a class="st-btn fab-primary" href="#/">
              {t('fab.backHome')}
            </a>
          </>
        ) : null}
      </div>
    </main>
  );
}
