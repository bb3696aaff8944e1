/** The FAB victory screen (victory points and the scenario's conditions). */
import { t } from '../../i18n';
import type { FabScreenView } from '../../../machines/fab/view';
import { RuleLink } from './RuleLink';
import { sideName } from './Block';

export function Victory({ v }: { v: FabScreenView }) {
  const s = v.state;
  const sc = s.scenario;
  const net = v.victory?.net ?? 0;
  const b = v.victory?.lines ?? {
    blue: { areas: [], steps: 0, bonus: 0, total: 0 },
    red: { areas: [], steps: 0, bonus: 0, total: 0 },
  };
  return (
    <main class="fab-victory" aria-labelledby="fab-victory-title">
      <h2 id="fab-victory-title">{s.winner ? t('fab.wins', { side: sideName(sc, s.winner) }) : t('fab.gameOver')}</h2>
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
              <th scope="row">{sideName(sc, side)}</th>
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
    </main>
  );
}
