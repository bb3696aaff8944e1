/**
 * 8.32 what a side's intelligence (a staff function) has shown of the enemy, in the play tab until the administration
 * phase ends: part of the game screen's first drawing, apart from the block's card (./UnitCard.tsx), which comes with
 * the parts fetched after it (./later.tsx, issue 30).
 */
import { t } from '../../i18n';
import type { FabState, Side } from '../../rules/fab/types';
import { blockLabel } from './Block';
import { RuleLink } from './RuleLink';
import type { BlockView } from './view';

/** 8.32 the enemy units this side's intelligence has shown, on screen until the administration phase ends. */
export function IntelResult({ s, me, blocks }: { s: FabState; me: Side; blocks: readonly BlockView[] }) {
  const seen = blocks.filter((b) => b.face && b.side !== me && s.intelligence.includes(b.id));
  if (!seen.length) return null;
  const sc = s.scenario;
  return (
    <section class="fab-intel" aria-labelledby="fab-intel-title">
      <h3 id="fab-intel-title">
        {t('fab.card.intelTitle')} <RuleLink rule="8.32" />
      </h3>
      <ul class="fab-plain">
        {seen.map((b) => (
          <li key={b.id}>
            {blockLabel(sc, b)}
            {b.face?.state.area
              ? ` · ${sc.areas.find((a) => a.id === b.face?.state.area)?.name ?? b.face.state.area}`
              : ''}
          </li>
        ))}
      </ul>
    </section>
  );
}
