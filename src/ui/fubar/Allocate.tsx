/** The target's owner turns unsaved hits into casualties or suppressions, or picks a lost vehicle weapon. */
import { useState } from 'preact/hooks';
import { t, tn, td } from '../../i18n';
import { TRAINING } from '../../rules/fubar/tables';
import * as G from '../../rules/fubar/game';
import type { FubarCtx } from '../../rules/fubar/state';
import type { FubarEvent } from '../../../machines/fubar/turn';
import { SideTag, unitLabel } from './parts';
import type { Send } from './types';
import { Icon } from '../icons';

type Mark = 'none' | 'casualty' | 'suppressed';

export function Allocate({
  ctx,
  send,
  busy,
  legal,
}: {
  ctx: FubarCtx;
  send: Send;
  busy: boolean;
  legal: FubarEvent[];
}) {
  const head = ctx.pending[0]!;
  const u = G.unitOf(ctx, head.unit)!;
  const [marks, setMarks] = useState<Record<string, Mark>>({});
  if (head.kind === 'weapon-loss') {
    return (
      <div>
        <h2>
          {t('fubar.step.weaponLoss', { unit: unitLabel(ctx, u.id) })} <SideTag ctx={ctx} side={u.side} />
        </h2>
        <p class="st-muted">{t('fubar.weaponLossHelp', { n: head.count })}</p>
        <div class="fubar-choices">
          {legal.map((e) =>
            e.type === 'CHOOSE_LOST_WEAPON' ? (
              <button type="button" class="st-btn fubar-choice" disabled={busy} onClick={() => send(e)}>
                {td(`fubar.weapon.${u.vehicle?.weapons[e.weapon] ?? ''}`)}
              </button>
            ) : null,
          )}
        </div>
      </div>
    );
  }
  const living = G.alive(u);
  const need = Math.min(head.hits, living.length);
  const casualties = Object.keys(marks).filter((k) => marks[k] === 'casualty');
  const suppressed = Object.keys(marks).filter((k) => marks[k] === 'suppressed');
  const cycle = (id: string, status: string) => {
    const cur = marks[id] ?? 'none';
    const order: Mark[] =
      head.allowSuppress && status === 'ok' ? ['none', 'casualty', 'suppressed'] : ['none', 'casualty'];
    const next = order[(order.indexOf(cur) + 1) % order.length]!;
    setMarks({ ...marks, [id]: next });
  };
  // the quick choices: one per count of suppressed figures (legalEvents also lists every figure as the one hit;
  // those picks are made by tapping the figures below)
  const quick = legal
    .filter((e): e is Extract<FubarEvent, { type: 'ALLOCATE_HITS' }> => e.type === 'ALLOCATE_HITS')
    .filter((e, i, all) => all.findIndex((x) => x.suppressed.length === e.suppressed.length) === i);
  return (
    <div>
      <h2>
        {t(head.rule === 'melee' ? 'fubar.step.meleeHits' : 'fubar.step.hits', {
          unit: unitLabel(ctx, u.id),
          hits: tn('fubar.hitsN', need),
        })}{' '}
        <SideTag ctx={ctx} side={u.side} />
      </h2>
      <p class="st-muted">
        {head.allowSuppress
          ? t('fubar.allocateHelp', { max: TRAINING[u.training].maxSuppressed })
          : t('fubar.meleeAllocateHelp')}
      </p>
      <div class="fubar-choices">
        {quick.map((e) => (
          <button
            type="button"
            class="st-btn fubar-choice"
            disabled={busy}
            data-quick={e.suppressed.length}
            onClick={() => send(e)}
          >
            {tn('fubar.casualtiesN', e.casualties.length)}, {tn('fubar.suppressedN', e.suppressed.length)}
          </button>
        ))}
      </div>
      <fieldset class="fubar-pick">
        <legend>{t('fubar.pickFigures')}</legend>
        <div class="fubar-choices">
          {living.map((f) => {
            const m = marks[f.id] ?? 'none';
            return (
              <button
                type="button"
                class={`st-btn fubar-mark fubar-mark-${m}`}
                aria-label={`${f.id}: ${t(`fubar.mark.${m}`)}`}
                onClick={() => cycle(f.id, f.status)}
              >
                {f.id} · {t(`fubar.mark.${m}`)}
                {f.status === 'suppressed' ? ` (${t('fubar.figSuppressed')})` : ''}
              </button>
            );
          })}
        </div>
      </fieldset>
      <p>{t('fubar.allocated', { done: casualties.length + suppressed.length, need })}</p>
      <button
        type="button"
        class="st-btn st-btn-primary fubar-big"
        disabled={busy || casualties.length + suppressed.length !== need}
        onClick={() => send({ type: 'ALLOCATE_HITS', casualties, suppressed }).then(() => setMarks({}))}
      >
        <Icon name="check" /> {t('fubar.confirmAllocation')}
      </button>
    </div>
  );
}
