/**
 * The FAB move preview (5.3): the area picked for the selected block, the path step by step with what each
 * step costs and the movement points left after it, and "Move here" (nothing moves before that tap). Also
 * the note a mover finds when the tablet comes back after a move stopped for the other side's bridge
 * decision (5.35d). It sits at the top of the orders panel, outside its scrolling list, so its buttons are
 * always in view.
 */
import { useEffect, useRef } from 'preact/hooks';
import { t } from '../../i18n';
import type { AreaId, FabState, Side } from '../../rules/fab/types';
import { boardIndex } from '../../rules/fab/board';
import { RuleLink } from './RuleLink';
import type { MovePlan, ReachMark } from './move-plan';

export type { ReachMark } from './move-plan';

/** A move stopped on the way for the other side's decision. */
export interface Stopped {
  readonly unit: string;
  readonly side: Side;
  /** Where the unit stands. */
  readonly at: AreaId;
  /** The area it was entering when it stopped. */
  readonly next: AreaId;
  /** Where the move was going. */
  readonly to: AreaId;
  readonly phase: FabState['phase'];
  readonly turn: number;
}

function areaName(s: FabState, id: AreaId): string {
  const i = boardIndex(s.scenario).areaIndex.get(id);
  const a = i === undefined ? undefined : s.scenario.areas[i];
  return a ? `${a.number} ${a.name}` : id;
}

export function MoveConfirm({
  s,
  unit,
  target,
  mark,
  plan,
  onMove,
  onCancel,
}: {
  s: FabState;
  unit: string;
  target: AreaId;
  mark: ReachMark;
  plan: MovePlan | null;
  onMove: () => void;
  onCancel: () => void;
}) {
  const name = boardIndex(s.scenario).unitDefs.get(unit)?.name ?? unit;
  const button = useRef<HTMLButtonElement>(null);
  // the confirm button takes the focus: a keyboard player confirms with Enter, as a tap would
  useEffect(() => button.current?.focus({ preventScroll: true }), [target]);
  const place = mark.kind === 'place';
  return (
    <section class="fab-confirm" aria-label={t('fab.move.title', { unit: name, area: areaName(s, target) })}>
      <div class="fab-confirm-top">
        <div class="fab-confirm-actions">
          <button ref={button} type="button" class="st-btn fab-primary" data-testid="fab-move-here" onClick={onMove}>
            {t(place ? 'fab.move.placeHere' : 'fab.move.here')}
          </button>
          <button type="button" class="st-btn" onClick={onCancel}>
            {t('fab.move.cancel')}
          </button>
        </div>
        <p class="fab-confirm-head">
          <strong>
            {t(place ? 'fab.move.placeTitle' : 'fab.move.title', { unit: name, area: areaName(s, target) })}
          </strong>{' '}
          {plan ? (
            <span data-testid="fab-move-total">
              {plan.stop
                ? t('fab.move.totalStop', { cost: plan.cost })
                : t('fab.move.total', { cost: plan.cost, left: plan.left })}{' '}
              <RuleLink rule="5.3" />
            </span>
          ) : mark.kind === 'strategic' ? (
            <span>
              {t('fab.move.strategic')} <RuleLink rule="5.4" />
            </span>
          ) : null}
        </p>
      </div>
      {plan ? (
        <ol class="fab-steps" aria-label={t('fab.move.steps')}>
          {plan.rows.map((r) => (
            <li key={r.area} class={r.bridge ? 'fab-step-bridge' : undefined}>
              {areaName(s, r.area)}: {t('fab.move.stepCost', { n: r.cost })}
              {r === plan.rows[plan.rows.length - 1] && plan.stop ? '' : `, ${t('fab.move.stepLeft', { n: r.left })}`}
              {r.bridge ? ` (${t('fab.move.bridgeRisk')})` : ''}
            </li>
          ))}
        </ol>
      ) : null}
      {plan?.bridgeAt ? (
        <p class="fab-confirm-note">
          {t('fab.move.bridgeNote', { area: areaName(s, plan.bridgeAt) })} <RuleLink rule="5.35" />
        </p>
      ) : null}
    </section>
  );
}

/** The mover's note after the other side's bridge decision: where the move paused, why, where the unit is
 * now, and the way on when it may still move. */
export function MoveStopped({
  s,
  stopped,
  onResume,
  onClose,
}: {
  s: FabState;
  stopped: Stopped;
  onResume: (() => void) | null;
  onClose: () => void;
}) {
  const name = boardIndex(s.scenario).unitDefs.get(stopped.unit)?.name ?? stopped.unit;
  const now = s.units[stopped.unit]?.area;
  return (
    <section class="fab-confirm" role="status" data-testid="fab-move-stopped">
      <p class="fab-confirm-head">
        {t('fab.move.stopped', { unit: name, at: areaName(s, stopped.at), next: areaName(s, stopped.next) })}{' '}
        {now ? t('fab.move.nowIn', { area: areaName(s, now) }) : null} <RuleLink rule="5.35" />
      </p>
      <div class="fab-confirm-actions">
        {onResume ? (
          <button type="button" class="st-btn fab-primary" onClick={onResume}>
            {t('fab.move.resume', { area: areaName(s, stopped.to) })}
          </button>
        ) : null}
        <button type="button" class="st-btn" onClick={onClose}>
          {t('fab.move.close')}
        </button>
      </div>
    </section>
  );
}
