/**
 * The FAB phase bar: a sentence saying which side plays which phase (with its rule) and who decides now,
 * what must be done before the phase can end, and two buttons: the turn track with the victory points
 * (TurnPanel) and the map key (MapKey).
 */
import { t } from '../../i18n';
import type { AreaId, FabState, Side } from '../../rules/fab/types';
import { PHASE_RULE } from '../../../machines/fab/engine';
import type { PhaseDuties } from '../../../machines/fab/view';
import { RuleLink } from './RuleLink';
import { sideName, sideColour } from './Block';
import { type Viewer } from './view';
import { turnVpText } from './turn-vp';

export function PhaseBar({
  s,
  actor,
  duties,
  viewer,
  onTurns,
  onKey,
}: {
  s: FabState;
  actor: Side | null;
  duties: PhaseDuties;
  viewer: Viewer;
  onTurns?: () => void;
  onKey?: () => void;
}) {
  const rule = PHASE_RULE[s.phase];
  const sc = s.scenario;
  const areaName = (id: AreaId) => {
    const a = sc.areas.find((x) => x.id === id);
    return a ? `${a.number} ${a.name}` : id;
  };
  return (
    <div class="fab-phasebar">
      {onTurns ? (
        <button type="button" class="st-btn fab-bar-btn fab-turn fab-turn-btn" aria-haspopup="dialog" onClick={onTurns}>
          {turnVpText(s)}
        </button>
      ) : null}
      <p class="fab-sentence" role="status" aria-live="polite">
        <span class="fab-side-chip" style={{ background: sideColour(sc, s.phasing) }}>
          {sideName(sc, s.phasing)}
        </span>{' '}
        {t('fab.bar.plays', { phase: t(`fab.phase.${s.phase}`) })} <RuleLink rule={rule} />
        {actor && actor !== s.phasing ? <span> {t('fab.bar.decidesNow', { side: sideName(sc, actor) })}</span> : null}
        {viewer === 'open' ? <span class="fab-open"> {t('fab.openTable')}.</span> : null}
        {duties.combats.length ? (
          <span class="fab-duty">
            {' '}
            {t('fab.mustFight', { areas: duties.combats.map(areaName).join(', ') })}. <RuleLink rule="6.1" />
          </span>
        ) : null}
        {duties.arrivals ? (
          <span class="fab-duty">
            {' '}
            {t('fab.arrivalsDue', { n: duties.arrivals })}. <RuleLink rule="4.1" />
          </span>
        ) : null}
        {duties.stacking ? (
          <span class="fab-duty">
            {' '}
            {t('fab.stackingPending')}. <RuleLink rule="5.1" />
          </span>
        ) : null}
        {duties.bridge ? (
          <span class="fab-duty">
            {' '}
            {t('fab.bridgePending')}. <RuleLink rule="5.35" />
          </span>
        ) : null}
      </p>
      {onKey ? (
        <button type="button" class="st-btn fab-bar-btn fab-key-btn" aria-haspopup="dialog" onClick={onKey}>
          {t('fab.mapKey')}
        </button>
      ) : null}
    </div>
  );
}
