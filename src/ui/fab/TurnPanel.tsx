/**
 * The turn track, the victory points and the scenario's victory conditions (4.2a, 19.0, 19.4), one tap from
 * the phase bar during play. Everything here is public at the table: the turn, who controls each area, event
 * VP; enemy step losses are counted at the victory check (19.0) and are not guessed here.
 */
import { t } from '../../i18n';
import type { FabState, Side } from '../../rules/fab/types';
import { RuleLink } from './RuleLink';
import { sideColour, sideName } from './Block';
import { publicVp } from './turn-vp';

const SIDES: readonly Side[] = ['blue', 'red'];

export function TurnPanel({ s }: { s: FabState }) {
  const sc = s.scenario;
  const vp = publicVp(s);
  const per = sc.victory.perStepEliminated ?? 0;
  const turns = Array.from({ length: sc.turns }, (_, i) => i + 1);
  return (
    <div class="fab-turns">
      <section aria-labelledby="fab-track-title">
        <h3 id="fab-track-title">
          {t('fab.track.title')} <RuleLink rule="4.2" />
        </h3>
        <ol class="fab-track">
          {turns.map((n) => {
            const rec = sc.turnRecord.find((r) => r.turn === n);
            return (
              <li
                key={n}
                class={`fab-track-turn${n === s.turn ? ' fab-track-now' : n < s.turn ? ' fab-track-past' : ''}`}
                aria-current={n === s.turn ? 'step' : undefined}
              >
                <strong>{t('fab.turnN', { turn: n })}</strong>
                {rec?.label ? <span> · {rec.label}</span> : null}
                {rec ? (
                  <span class="fab-muted">
                    {' '}
                    ·{' '}
                    {t('fab.track.draws', {
                      a: sideName(sc, 'blue'),
                      na: rec.draws.blue,
                      b: sideName(sc, 'red'),
                      nb: rec.draws.red,
                    })}
                  </span>
                ) : null}
                {rec?.suddenDeath
                  ? SIDES.map((side) =>
                      rec.suddenDeath?.[side] !== undefined ? (
                        <span key={side} class="fab-duty">
                          {' '}
                          · {t('fab.track.sudden', { side: sideName(sc, side), n: rec.suddenDeath[side] ?? 0 })}
                        </span>
                      ) : null,
                    )
                  : null}
              </li>
            );
          })}
        </ol>
      </section>
      <section aria-labelledby="fab-vp-title">
        <h3 id="fab-vp-title">
          {t('fab.track.vpTitle')} <RuleLink rule="19.0" />
        </h3>
        <table class="fab-table">
          <thead>
            <tr>
              <th scope="col">{t('fab.side')}</th>
              <th scope="col">{t('fab.areaVp')}</th>
              <th scope="col">{t('fab.bonusVp')}</th>
              <th scope="col">{t('fab.totalVp')}</th>
            </tr>
          </thead>
          <tbody>
            {SIDES.map((side) => (
              <tr key={side}>
                <th scope="row">
                  <span class="fab-side-dot" style={{ background: sideColour(sc, side) }} aria-hidden="true" />
                  {sideName(sc, side)}
                </th>
                <td>{vp[side].areas}</td>
                <td>{vp[side].bonus}</td>
                <td>{vp[side].areas + vp[side].bonus}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {per ? <p class="fab-muted">{t('fab.track.stepVp', { n: per })}</p> : null}
      </section>
      <section aria-labelledby="fab-win-title">
        <h3 id="fab-win-title">
          {t('fab.track.winTitle')} <RuleLink rule="19.4" />
        </h3>
        <ul class="fab-plain">
          <li>
            {t('fab.track.final', {
              turns: sc.turns,
              blue: sideName(sc, 'blue'),
              red: sideName(sc, 'red'),
              n: sc.victory.blueWinsAbove,
            })}
          </li>
          {sc.turnRecord.some((r) => r.suddenDeath) ? <li>{t('fab.track.suddenRule')}</li> : null}
        </ul>
      </section>
    </div>
  );
}
