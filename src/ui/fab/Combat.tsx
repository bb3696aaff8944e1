/**
 * The combat round screen (6.2), shared by the game and the combat assistant: both sides' lines, assets
 * and point units, the exact odds of the next fire step, the last dice with each success number and why,
 * and the decisions the statechart allows now, offered to the side that owns them. What the round shows is in
 * ./CombatReport.tsx, the decisions' inputs in ./CombatDecisions.tsx; this panel lays them out and sends the events.
 */
import { useState } from 'preact/hooks';
import { t, tn, td } from '../../i18n';
import type { Rejection } from '../../rules/common/result';
import { FIRING_SIDE, type UnitInRound } from '../../rules/fab/combat/round';
import type { CombatSide } from '../../rules/fab/combat/types';
import { isHiddenBlock } from '../../rules/fab/combat/view';
import { decisionRule, inStep, topStep, type CombatEvent } from '../../../machines/fab/combat-round';
import type { CombatScreenView } from '../../../machines/fab/view';
import { RuleLink } from './RuleLink';
import { useSettle } from './settle';
import { Dice, Line, Odds, RoundSummary } from './CombatReport';
import { AssetPicker, RetreatPicker, TypedRoll, describe, ruleTag, type Retreating } from './CombatDecisions';

export interface CombatPanelProps {
  /** The round as the side holding the tablet may know it (machines/fab/view.ts): nothing else is read. */
  readonly cv: CombatScreenView;
  /** Display name of a combat side ("Blue (attacker)"). */
  readonly sideName: (side: CombatSide) => string;
  /** The colour of the side fighting as attacker or defender (its scenario colour): the frame of its line. */
  readonly sideColour?: (side: CombatSide) => string;
  readonly onEvent: (e: CombatEvent) => Promise<Rejection | null>;
  /** Area name for the heading. */
  readonly title: string;
  /** Players type the dice they rolled at the table (assistant). */
  readonly typedDice?: boolean;
  /** Display name of a map area (retreat destinations, 6.6). */
  readonly areaName?: (id: string) => string;
  /** Display name of a special action that pays for 8.23 / 8.24 (8.1: the reusable block or a single-use one). */
  readonly payerName?: (id: string) => string;
}

export function CombatPanel(props: CombatPanelProps) {
  const { cv } = props;
  const r = cv.round;
  const [error, setError] = useState<Rejection | null>(null);
  const [choosing, setChoosing] = useState<Retreating | null>(null);
  const actor = cv.decider;
  const over = cv.over;
  const mine = r.viewer === 'both' || (actor !== null && actor.side === r.viewer);
  const names = (id: string): string => {
    if (id === 'hidden') return t('fab.hiddenBlock');
    const u = r.units.find((x): x is UnitInRound => !isHiddenBlock(x) && x.id === id);
    if (u) return u.name ?? u.id;
    // 8.23 a unit that may join the battle from next door: offered to the defender only, so it is theirs to read
    const c = r.reinforcements.find((x) => x.unit.id === id);
    if (c) return c.unit.name ?? id;
    const a =
      r.assets.find((x) => x.id === id) ?? [...r.available.attacker, ...r.available.defender].find((x) => x.id === id);
    return a?.name ?? t('fab.hiddenBlock');
  };
  // the next decision's buttons come up where these were: off for a moment, so a double tap takes one decision
  const [settling, settle] = useSettle();
  const send = async (e: CombatEvent) => {
    setChoosing(null);
    const res = await props.onEvent(e);
    setError(res);
    if (!res) settle();
  };
  const planOf = (e: Retreating) => cv.retreats[e.type] ?? {};
  /** Retreats with a real choice of destination ask where first (6.6). */
  const decide = (e: CombatEvent) => {
    if (
      (e.type === 'WITHDRAW' || e.type === 'ABSORB_BY_RETREAT' || e.type === 'ABORT') &&
      Object.values(planOf(e)).some((o) => o.length > 1)
    )
      setChoosing(e);
    else void send(e);
  };
  const sendProps = {
    ...props,
    onEvent: async (e: CombatEvent) => {
      await send(e);
      return null;
    },
  };
  const top = topStep(cv.step);
  const assignSide: CombatSide | null = inStep(cv.step, 'attackerAssignsAssets')
    ? 'attacker'
    : inStep(cv.step, 'defenderAssignsAssets')
      ? 'defender'
      : null;
  const buttons = cv.legal.filter((e) => e.type !== 'ASSIGN_ASSETS' && !(e.type === 'ROLL' && e.faces));
  const rollN = cv.legal.some((e) => e.type === 'ROLL') ? cv.rollDice : 0;
  return (
    <section class="fab-combat" aria-labelledby="fab-combat-title">
      <h2 id="fab-combat-title">{props.title}</h2>
      <p class="fab-step">
        {t('fab.combatStep', { step: td(`fab.cstep.${top}`) })} <RuleLink rule={cv.rule} />
        {actor ? ` · ${t('fab.decides', { side: props.sideName(actor.side) })}` : ''}
      </p>
      <p class="fab-muted">
        {t('fab.combatFacts', {
          terrain: r.terrain,
          defences: r.defences ? t('fab.yes') : t('fab.no'),
          river: r.riverAssault ? t('fab.yes') : t('fab.no'),
        })}
      </p>
      <div class="fab-lines">
        <Line r={r} side="attacker" props={props} />
        <Line r={r} side="defender" props={props} />
      </div>
      <Dice r={r} names={names} />
      {r.allocation && r.allocation.remaining > 0 ? (
        <p class="fab-alloc" role="status">
          {tn('fab.hitsToTake', r.allocation.remaining, { side: props.sideName(r.allocation.against) })}{' '}
          <RuleLink rule={r.allocation.against === 'attacker' ? '6.41' : '6.42'} />
        </p>
      ) : null}
      {error ? (
        <p class="st-error" role="alert">
          {error.message} <RuleLink rule={error.rule} />
        </p>
      ) : null}
      {over ? (
        <RoundSummary r={r} names={names} />
      ) : !mine ? (
        <p class="fab-wait" role="status">
          {t('fab.waitFor', { side: actor ? props.sideName(actor.side) : '' })}
        </p>
      ) : (
        <div class="fab-actions" role="group" aria-label={t('fab.decisions')}>
          {assignSide ? <AssetPicker key={top} cv={cv} side={assignSide} props={sendProps} names={names} /> : null}
          {choosing ? (
            <RetreatPicker
              e={choosing}
              plan={planOf(choosing)}
              names={names}
              areaName={props.areaName ?? ((a) => a)}
              onSend={(e) => void send(e)}
              onCancel={() => setChoosing(null)}
            />
          ) : null}
          {choosing
            ? null
            : buttons.map((e, i) => (
                <button
                  type="button"
                  key={`${e.type}-${i}`}
                  class={`st-btn ${e.type === 'ROLL' ? 'fab-primary' : ''}`}
                  disabled={settling}
                  onClick={() => decide(e)}
                >
                  {describe(e, cv, names, props.payerName)}
                  {ruleTag(decisionRule(cv.step, e.type))}
                </button>
              ))}
          {props.typedDice && rollN > 0 ? (
            <TypedRoll n={rollN} onRoll={(faces) => send({ type: 'ROLL', faces })} />
          ) : null}
          {inStep(cv.step, 'designatePointUnits') && buttons.length === 0 ? (
            <p class="fab-muted">{t('fab.noPoint')}</p>
          ) : null}
        </div>
      )}
      {!over ? <Odds cv={cv} names={names} /> : null}
    </section>
  );
}

export { FIRING_SIDE };
