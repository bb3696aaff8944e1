/**
 * What the combat round's panel (./Combat.tsx) shows of the round (6.2): both sides' lines with their assets and
 * point units, the odds of the next fire step as the viewer may know them (exact, averaged over hidden identities,
 * or hidden), the last dice with each success number and why, and what the round did once it is over (6.29).
 * Read-only: the decisions are in ./CombatDecisions.tsx.
 */
import { t, tn, formatNumber } from '../../i18n';
import { currentQuality, type UnitInRound, type AssetInRound } from '../../rules/fab/combat/round';
import type { CombatSide, CombatAsset, DieResult } from '../../rules/fab/combat/types';
import { isHiddenBlock, type FireOddsView, type HiddenBlock, type RoundView } from '../../rules/fab/combat/view';
import { fireStepRule } from '../../../machines/fab/combat-round';
import type { CombatScreenView } from '../../../machines/fab/view';
import { RuleLink, reasonLabel } from './RuleLink';
import { Icon } from '../icons';

/** How the panel names a combat side and frames its line (the panel's props of the same names). */
export interface SideLook {
  readonly sideName: (side: CombatSide) => string;
  readonly sideColour?: (side: CombatSide) => string;
}

function pct(p: number): string {
  return formatNumber(p, undefined, { style: 'percent', maximumFractionDigits: 1 });
}

function unitLabel(u: UnitInRound | HiddenBlock): string {
  if (isHiddenBlock(u)) return t('fab.hiddenBlock');
  return `${u.name ?? u.id} · ${t(`fab.class.${u.unitClass}`)} · ${t(`fab.quality.${currentQuality(u)}`)} · ${tn('fab.stepsN', u.steps)}${u.order !== 'good' ? ` · ${t(`fab.order.${u.order}`)}` : ''}`;
}

export function assetLabel(a: CombatAsset): string {
  return `${a.name ?? a.id} · ${t(`fab.assetKind.${a.kind}`)}${a.quality ? ` · ${t(`fab.quality.${a.quality}`)}` : ''}`;
}

export function Line({ r, side, props }: { r: RoundView; side: CombatSide; props: SideLook }) {
  const units = r.units.filter((u) => u.side === side);
  const assets = r.assets.filter((a) => a.side === side);
  const point = r.point[side];
  return (
    <section
      class={`fab-line fab-line-${side}`}
      aria-label={props.sideName(side)}
      style={props.sideColour ? { borderColor: props.sideColour(side) } : undefined}
    >
      <h3>{props.sideName(side)}</h3>
      <ul class="fab-plain">
        {units.map((u) =>
          isHiddenBlock(u) ? (
            <li key={u.ref}>{unitLabel(u)}</li>
          ) : (
            <li key={u.id} class={u.steps === 0 ? 'fab-gone' : ''}>
              {point === u.id ? <strong>{t('fab.pointMark')} </strong> : null}
              {unitLabel(u)}
              {u.steps === 0 ? ` · ${t('fab.eliminated')}` : ''}
              {u.retreat
                ? ` · ${'to' in u.retreat ? t('fab.retreatedTo', { area: u.retreat.to }) : t('fab.couldNotRetreat')}`
                : ''}
              {!u.participating ? ` · ${t('fab.notFighting')}` : ''}
            </li>
          ),
        )}
        {assets.map((a: AssetInRound) => (
          <li key={a.id} class={a.eliminated ? 'fab-gone' : ''}>
            {point === a.id ? <strong>{t('fab.pointMark')} </strong> : null}
            {assetLabel(a)}
            {a.eliminated ? ` · ${t('fab.eliminated')}` : ''}
            {a.removedDefences ? ` · ${t('fab.removedDefences')}` : ''}
          </li>
        ))}
      </ul>
      {units.some(isHiddenBlock) ? <p class="fab-muted">{t('fab.pointSecret')}</p> : null}
    </section>
  );
}

/** The odds of one fire step as the viewer may know them: exact, averaged over hidden identities, or hidden. */
function OddsBody({ o, names, base }: { o: FireOddsView; names: (id: string) => string; base: number }) {
  if (o.basis === 'hidden' || !o.probabilities || o.expected === null)
    return <p class="fab-muted">{t('fab.oddsHidden')}</p>;
  const expected = formatNumber(o.expected, undefined, { maximumFractionDigits: 2 });
  return (
    <>
      <p>
        {o.dice
          ? tn('fab.oddsDice', o.dice.length, {
              sn: o.dice.map((d) => d.successNumber).join(', ') || '—',
              expected,
            })
          : t('fab.oddsAveraged', { expected })}
      </p>
      <table class="fab-table">
        <thead>
          <tr>
            <th scope="col">{t('fab.hits')}</th>
            {o.probabilities.map((_, k) => (
              <th scope="col" key={k}>
                {k}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{t('fab.chance')}</th>
            {o.probabilities.map((p, k) => (
              <td key={k}>{pct(p)}</td>
            ))}
          </tr>
        </tbody>
      </table>
      {o.abortDecision ? <p class="fab-muted">{t('fab.abortChance', { p: pct(o.abortDecision) })}</p> : null}
      {o.dice ? (
        <ul class="fab-plain">
          {o.dice.map((d, i) => (
            <li key={i}>
              {names(d.firer)}: {t('fab.needs', { sn: Math.min(9, Math.max(1, d.successNumber)), base })}
              {d.reasons.map((x) => `, ${reasonLabel(x.code)} ${x.delta > 0 ? '+' : ''}${x.delta}`).join('')}
            </li>
          ))}
        </ul>
      ) : (
        <p class="fab-muted">{t('fab.oddsAveragedWhy')}</p>
      )}
    </>
  );
}

export function Odds({ cv, names }: { cv: CombatScreenView; names: (id: string) => string }) {
  const step = cv.next;
  const o = step ? cv.odds.find((x) => x.step === step) : undefined;
  if (!step || !o) return null;
  return (
    <section class="fab-odds" aria-label={t('fab.oddsTitle')}>
      <h3>
        {t('fab.oddsFor', { step: t(`fab.step.${step}`) })} <RuleLink rule={fireStepRule(step)} />
      </h3>
      {o.basis !== 'hidden' ? (
        <details>
          <summary>{t('fab.tableShown', { label: cv.round.table.label })}</summary>
          <OddsBody o={o} names={names} base={cv.round.table.base} />
        </details>
      ) : null}
      {o.basis !== 'hidden' && o.expected !== null ? (
        <p class="fab-muted">
          {t('fab.expectedShort', { expected: formatNumber(o.expected, undefined, { maximumFractionDigits: 2 }) })}
          {o.basis === 'expected' ? ` · ${t('fab.averagedMark')}` : ''}
        </p>
      ) : (
        <p class="fab-muted">{t('fab.oddsHidden')}</p>
      )}
    </section>
  );
}

export function Dice({ r, names }: { r: RoundView; names: (id: string) => string }) {
  const f = r.lastFire;
  if (!f) return null;
  return (
    <section class="fab-dice" aria-label={t('fab.lastRoll')}>
      <h3>
        {tn('fab.rolled', f.hits, { step: t(`fab.step.${f.step}`) })} <RuleLink rule={fireStepRule(f.step)} />
      </h3>
      <ol class="fab-dice-row">
        {f.dice.map((d: DieResult, i) => (
          <li
            key={i}
            class={`fab-die ${d.hit ? 'fab-hit' : 'fab-miss'}`}
            aria-label={t('fab.dieAria', {
              face: d.face,
              sn: d.successNumber,
              result: d.hit ? t('fab.hit') : t('fab.miss'),
            })}
          >
            <span class="fab-die-face" aria-hidden="true">
              {d.face}
            </span>
            <span class="fab-die-sn" aria-hidden="true">
              ≤{d.successNumber} <Icon name={d.hit ? 'check' : 'cross'} />
            </span>
            <span class="fab-die-why">
              {names(d.firer)}
              {d.reasons.length
                ? `: ${d.reasons.map((x) => `${x.delta > 0 ? '+' : ''}${x.delta} ${reasonLabel(x.code)}`).join(', ')}`
                : ''}
            </span>
          </li>
        ))}
      </ol>
      {whyRules(f.dice).length ? (
        <p class="fab-dice-rules">
          {t('fab.whyRules')}{' '}
          {whyRules(f.dice).map((r) => (
            <RuleLink key={r} rule={r} />
          ))}
        </p>
      ) : null}
    </section>
  );
}

/** The sections behind the success-number modifiers of these dice, each once (every die's "why" links). */
function whyRules(dice: readonly DieResult[]): string[] {
  return [...new Set(dice.flatMap((d) => d.reasons.map((x) => x.rule)))].sort();
}
/** 6.29 what the round did to the units the viewer may read. */
export function RoundSummary({ r, names }: { r: RoundView; names: (id: string) => string }) {
  const seen = r.units.filter((u): u is UnitInRound => !isHiddenBlock(u));
  return (
    <section class="fab-summary" aria-label={t('fab.roundOver')}>
      <h3>
        {t('fab.roundOver')} <RuleLink rule="6.29" />
      </h3>
      <ul class="fab-plain">
        {seen.map((u) => (
          <li key={u.id}>
            {names(u.id)}:{' '}
            {u.steps === 0 ? t('fab.eliminated') : tn('fab.stepsLeft', u.steps, { lost: u.lossesThisRound })}
            {u.retreat && 'to' in u.retreat ? ` · ${t('fab.retreatedTo', { area: u.retreat.to })}` : ''}
            {u.exploitation ? ` · ${t('fab.status.exploit')}` : ''}
          </li>
        ))}
      </ul>
      {r.aborted ? <p>{t('fab.attackerAborted')}</p> : null}
      {r.withdrew ? <p>{t('fab.defenderWithdrew')}</p> : null}
    </section>
  );
}
