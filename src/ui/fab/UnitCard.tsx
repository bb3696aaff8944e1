/**
 * A unit's card, shown when a block on the map is tapped: what the side holding the tablet may know of it,
 * read from the block as the per-side view gives it (view.ts `BlockView`). A block seen from behind has no
 * face in the view, so its card can only say what its back shows (2.2): its side. A part fetched after the game
 * screen's first drawing (./later.tsx, issue 30): a block is tapped only once the screen is up.
 */
import { t, tn } from '../../i18n';
import type { FabState, Side } from '../../rules/fab/types';
import { currentQuality } from '../../rules/fab/board';
import { movementAllowance } from '../../rules/fab/movement';
import { otherSide } from '../../rules/fab/types';
import { sideColour, sideName } from './Block';
import { RuleLink } from './RuleLink';
import type { BlockView } from './view';

function Row({ label, rule, children }: { label: string; rule: string; children: preact.ComponentChildren }) {
  return (
    <div class="fab-card-row">
      <dt>{label}</dt>
      <dd>
        {children} <RuleLink rule={rule} />
      </dd>
    </div>
  );
}

/** The lines of a unit's card in words (also what a test reads): only the block's view is used. */
export function cardLines(s: FabState, v: BlockView): { key: string; label: string; text: string; rule: string }[] {
  const sc = s.scenario;
  if (!v.face) return [];
  const { def, state } = v.face;
  const f = sc.formations.find((x) => x.id === def.formation);
  const q = currentQuality(def, state.steps);
  const classText = t(`fab.class.${def.class}`);
  const order = state.order === 'good' ? t('fab.card.goodOrder') : t(`fab.status.${state.order}`);
  const status = [
    order,
    state.reserve ? t('fab.status.reserve') : '',
    state.exploit ? t('fab.status.exploit') : '',
    state.unsupplied ? t('fab.status.unsupplied') : t('fab.card.supplied'),
  ].filter(Boolean);
  const allowance = movementAllowance(def);
  const single = state.order !== 'good' || state.unsupplied;
  const qualities = [...new Set(def.steps)];
  return [
    {
      key: 'type',
      label: t('fab.card.type'),
      text: def.type ? `${def.type} (${classText})` : classText,
      rule: '2.3',
    },
    {
      key: 'formation',
      label: t('fab.card.formation'),
      text: f ? t('fab.formationOf', { name: f.name, letter: f.letter }) : '—',
      rule: '2.3',
    },
    {
      key: 'steps',
      label: t('fab.card.steps'),
      text: tn('fab.stepsOf', def.steps.length, { n: state.steps }),
      rule: '2.3',
    },
    {
      key: 'quality',
      label: t('fab.card.quality'),
      text:
        qualities.length > 1
          ? t('fab.card.qualityChanges', {
              now: t(`fab.quality.${q}`),
              all: def.steps.map((x) => t(`fab.quality.${x}`)).join(', '),
            })
          : t(`fab.quality.${q}`),
      rule: '2.3',
    },
    {
      key: 'move',
      label: t('fab.card.movement'),
      text: single ? t('fab.card.moveOne', { n: allowance }) : tn('fab.card.moveMp', allowance),
      rule: single ? '9.33' : '5.22',
    },
    { key: 'status', label: t('fab.card.status'), text: status.join(', '), rule: '9.3' },
  ];
}

export function UnitCard({
  s,
  v,
  me,
  areaName,
  onClose,
}: {
  s: FabState;
  v: BlockView;
  me: Side;
  areaName: string;
  onClose: () => void;
}) {
  const sc = s.scenario;
  const title = v.face ? v.face.def.name : t('fab.enemyBlockOf', { side: sideName(sc, v.side) });
  const seenByEnemy = v.face && v.side === me && v.face.state.revealed;
  return (
    <section class="fab-card" aria-labelledby="fab-card-title" style={{ borderColor: sideColour(sc, v.side) }}>
      <div class="fab-card-head">
        <h3 id="fab-card-title">{title}</h3>
        <span class="fab-muted fab-card-where">
          {t('fab.card.where', { side: sideName(sc, v.side), area: areaName })}
          {v.face && v.side !== me ? ` · ${t('fab.card.revealed')}` : ''}
          {seenByEnemy ? ` · ${t('fab.card.seenByEnemy', { side: sideName(sc, otherSide(me)) })}` : ''}
        </span>
        <button type="button" class="st-btn fab-card-close" aria-label={t('fab.card.close')} onClick={onClose}>
          ×
        </button>
      </div>
      {v.face ? (
        <dl class="fab-card-rows">
          {cardLines(s, v).map((l) => (
            <Row key={l.key} label={l.label} rule={l.rule}>
              {l.text}
            </Row>
          ))}
        </dl>
      ) : (
        <p>
          {t('fab.card.back')} <RuleLink rule="2.2" /> <RuleLink rule="6.24" /> <RuleLink rule="8.32" />
        </p>
      )}
    </section>
  );
}
