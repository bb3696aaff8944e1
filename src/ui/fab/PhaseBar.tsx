/** The FAB phase bar: turn, phasing side, phase and its rule, and what must be done before the phase can end. */
import { t } from '../../i18n';
import type { AreaId, FabState, Side } from '../../rules/fab/types';
import { PHASE_RULE } from '../../../machines/fab/engine';
import type { PhaseDuties } from '../../../machines/fab/view';
import { RuleLink } from './RuleLink';
import { sideName, sideColour } from './Block';
import { type Viewer } from './view';

export function PhaseBar({
  s,
  actor,
  duties,
  viewer,
}: {
  s: FabState;
  actor: Side | null;
  duties: PhaseDuties;
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
