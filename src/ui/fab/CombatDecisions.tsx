/**
 * The decisions of a combat round (6.2) as the panel (./Combat.tsx) offers them to the side that owns them: each
 * legal event labelled in plain words with the section it cites, the assets to commit (6.22 / 6.23) with a preview
 * of the expected hits, where each retreating unit goes when there is a choice (6.6), and dice typed in at the table.
 */
import { useState } from 'preact/hooks';
import { t, tn, formatNumber } from '../../i18n';
import type { Rejection } from '../../rules/common/result';
import type { CombatSide } from '../../rules/fab/combat/types';
import { viewOdds } from '../../rules/fab/combat/view';
import type { CombatEvent } from '../../../machines/fab/combat-round';
import type { CombatScreenView } from '../../../machines/fab/view';
import { RuleLink } from './RuleLink';
import { assetLabel } from './CombatReport';

export type Retreating = Extract<CombatEvent, { type: 'WITHDRAW' | 'ABSORB_BY_RETREAT' | 'ABORT' }>;

/** 6.6 the player picks each retreating unit's destination when there is a choice. */
export function RetreatPicker({
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

/** The section a decision cites, after its label (none for a decision without one of its own). */
export const ruleTag = (rule: string | null) => (rule ? <span class="fab-rule-tag"> ({rule})</span> : null);

/** One button per legal decision, labelled in plain words. */
export function describe(
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

export function AssetPicker({
  cv,
  side,
  props,
  names,
}: {
  cv: CombatScreenView;
  side: CombatSide;
  props: {
    readonly sideName: (side: CombatSide) => string;
    readonly onEvent: (e: CombatEvent) => Promise<Rejection | null>;
  };
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

export function TypedRoll({ n, onRoll }: { n: number; onRoll: (faces: number[]) => void }) {
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
