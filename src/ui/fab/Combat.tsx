/**
 * The combat round screen (6.2), shared by the game and the combat assistant: both sides' lines, assets
 * and point units, the exact odds of the next fire step, the last dice with each success number and why,
 * and the decisions the statechart allows now, offered to the side that owns them.
 */
import { useState } from 'preact/hooks';
import { t, tn, formatNumber, td } from '../../i18n';
import type { Rejection } from '../../rules/common/result';
import { FIRING_SIDE, currentQuality, type UnitInRound, type AssetInRound } from '../../rules/fab/combat/round';
import type { CombatSide, CombatAsset, DieResult } from '../../rules/fab/combat/types';
import {
  isHiddenBlock,
  viewOdds,
  type FireOddsView,
  type HiddenBlock,
  type RoundView,
} from '../../rules/fab/combat/view';
import { decisionRule, fireStepRule, inStep, topStep, type CombatEvent } from '../../../machines/fab/combat-round';
import type { CombatScreenView } from '../../../machines/fab/view';
import { RuleLink, reasonLabel } from './RuleLink';
import { Icon } from '../icons';
import { useSettle } from './settle';

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

type Retreating = Extract<CombatEvent, { type: 'WITHDRAW' | 'ABSORB_BY_RETREAT' | 'ABORT' }>;

/** 6.6 the player picks each retreating unit's destination when there is a choice. */
function RetreatPicker({
  e,
  plan,
  names,
  areaName,
  onSend,
  onCancel,
}: {
  e: Retreating;
  plan: Record<string, string[]>;
  names: (id: string) => string;
  areaName: (id: string) => string;
  onSend: (e: CombatEvent) => void;
  onCancel: () => void;
}) {
  const [dest, setDest] = useState<Record<string, string | null>>(() => ({ ...(e.destinations ?? {}) }));
  return (
    <fieldset class="fab-assets">
      <legend>
        {t('fab.retreatWhere')} <RuleLink rule="6.6" />
      </legend>
      {Object.entries(plan).map(([id, opts]) => (
        <label key={id} class="fab-field">
          <span>{names(id)}</span>
          <select value={dest[id] ?? ''} onChange={(ev) => setDest({ ...dest, [id]: ev.currentTarget.value })}>
            {opts.map((a) => (
              <option key={a} value={a}>
                {areaName(a)}
              </option>
            ))}
          </select>
        </label>
      ))}
      <div class="fab-list">
        <button type="button" class="st-btn fab-primary" onClick={() => onSend({ ...e, destinations: dest })}>
          {t('fab.confirm')}
        </button>
        <button type="button" class="st-btn" onClick={onCancel}>
          {t('fab.cancel')}
        </button>
      </div>
    </fieldset>
  );
}

function pct(p: number): string {
  return formatNumber(p, undefined, { style: 'percent', maximumFractionDigits: 1 });
}

function unitLabel(u: UnitInRound | HiddenBlock): string {
  if (isHiddenBlock(u)) return t('fab.hiddenBlock');
  return `${u.name ?? u.id} · ${t(`fab.class.${u.unitClass}`)} · ${t(`fab.quality.${currentQuality(u)}`)} · ${tn('fab.stepsN', u.steps)}${u.order !== 'good' ? ` · ${t(`fab.order.${u.order}`)}` : ''}`;
}

function assetLabel(a: CombatAsset): string {
  return `${a.name ?? a.id} · ${t(`fab.assetKind.${a.kind}`)}${a.quality ? ` · ${t(`fab.quality.${a.quality}`)}` : ''}`;
}

function Line({ r, side, props }: { r: RoundView; side: CombatSide; props: CombatPanelProps }) {
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

/** The section a decision cites, after its label (none for a decision without one of its own). */
const ruleTag = (rule: string | null) => (rule ? <span class="fab-rule-tag"> ({rule})</span> : null);

function Odds({ cv, names }: { cv: CombatScreenView; names: (id: string) => string }) {
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

function Dice({ r, names }: { r: RoundView; names: (id: string) => string }) {
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

/** One button per legal decision, labelled in plain words. */
function describe(
  e: CombatEvent,
  cv: CombatScreenView,
  names: (id: string) => string,
  payer: (id: string) => string = (id) => id,
): string {
  // 8.1 (rules version 3) the special action that pays tells the options apart
  if ((e.type === 'REINFORCE' || e.type === 'WITHDRAW') && e.source !== undefined)
    return t('fab.ev.paidWith', { action: describe({ ...e, source: undefined }, cv, names), piece: payer(e.source) });
  switch (e.type) {
    case 'REINFORCE':
      return t('fab.ev.reinforce', { unit: names(e.unitId) });
    case 'WITHDRAW':
      return t('fab.ev.withdraw');
    case 'DECLINE_SPECIAL_ACTION':
      return t('fab.ev.declineSa');
    case 'ASSIGN_ASSETS':
      return e.assetIds.length
        ? t('fab.ev.assign', { assets: e.assetIds.map(names).join(', ') })
        : t('fab.ev.assignNone');
    case 'DESIGNATE_POINT':
      return t('fab.ev.point', { unit: names(e.unitId) });
    case 'ROLL':
      return tn('fab.ev.roll', cv.rollDice);
    case 'ENGINEER_REMOVE_DEFENCES':
      return t('fab.ev.engineer', { asset: names(e.assetId) });
    case 'STEP_LOSS':
      return t('fab.ev.stepLoss', { unit: names(e.targetId) });
    case 'ABSORB_BY_DISORDER':
      return t('fab.ev.disorder');
    case 'ABSORB_BY_RETREAT':
      return t('fab.ev.retreat');
    case 'ABORT':
      return t('fab.ev.abort');
    case 'EXPLOIT':
      return t('fab.ev.exploit');
    case 'DECLINE_EXPLOITATION':
      return t('fab.ev.declineExploit');
  }
}

function AssetPicker({
  cv,
  side,
  props,
  names,
}: {
  cv: CombatScreenView;
  side: CombatSide;
  props: CombatPanelProps;
  names: (id: string) => string;
}) {
  const [chosen, setChosen] = useState<string[]>([]);
  const r = cv.round;
  const avail = r.available[side];
  // 6.22 / 6.23 computed from the view alone: the enemy's part averaged over what the viewer cannot know
  const preview = viewOdds(r, { assets: chosen });
  const toggle = (id: string) => setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id]));
  const shown = preview.filter((p) => p.basis === 'hidden' || (p.probabilities && p.probabilities.length > 1));
  return (
    <fieldset class="fab-assets">
      <legend>
        {t('fab.assignAssets', { side: props.sideName(side) })}{' '}
        <RuleLink rule={side === 'attacker' ? '6.22' : '6.23'} />
      </legend>
      {avail.length === 0 ? <p class="fab-muted">{t('fab.noAssets')}</p> : null}
      {avail.map((a) => (
        <label key={a.id} class="fab-check">
          <input type="checkbox" checked={chosen.includes(a.id)} onChange={() => toggle(a.id)} />
          <span>{assetLabel(a)}</span>
        </label>
      ))}
      <p class="fab-muted">
        {t('fab.previewExpected', {
          list:
            shown
              .map(
                (p) =>
                  `${t(`fab.step.${p.step}`)} ${
                    p.expected === null
                      ? t('fab.dependsHidden')
                      : `${formatNumber(p.expected, undefined, { maximumFractionDigits: 2 })}${p.basis === 'expected' ? ` (${t('fab.averagedMark')})` : ''}`
                  }`,
              )
              .join(' · ') || '—',
        })}
      </p>
      <button
        type="button"
        class="st-btn fab-primary"
        onClick={() => props.onEvent({ type: 'ASSIGN_ASSETS', assetIds: chosen })}
      >
        {chosen.length ? t('fab.ev.assign', { assets: chosen.map(names).join(', ') }) : t('fab.ev.assignNone')}
      </button>
    </fieldset>
  );
}

function TypedRoll({ n, onRoll }: { n: number; onRoll: (faces: number[]) => void }) {
  const [text, setText] = useState('');
  const faces = text
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map(Number);
  return (
    <div class="fab-typed">
      <label class="fab-field">
        <span>{tn('fab.typedDice', n)}</span>
        <input inputMode="numeric" value={text} onInput={(e) => setText(e.currentTarget.value)} placeholder="3 7 10" />
      </label>
      <button type="button" class="st-btn" disabled={faces.length !== n} onClick={() => onRoll(faces)}>
        {t('fab.useTyped')}
      </button>
    </div>
  );
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

/** 6.29 what the round did to the units the viewer may read. */
function RoundSummary({ r, names }: { r: RoundView; names: (id: string) => string }) {
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

export { FIRING_SIDE };
