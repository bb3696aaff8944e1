/** The FAB Boxes tab: the holding side's cup, available, used and eliminated boxes, and what it knows of the enemy's. */
import { useEffect, useRef } from 'preact/hooks';
import { t, tn } from '../../i18n';
import type { Side } from '../../rules/fab/types';
import { boardIndex } from '../../rules/fab/board';
import type { FabScreenView } from '../../../machines/fab/view';
import { RuleLink } from './RuleLink';
import { sideName, sideColour } from './Block';

export function Boxes({ v }: { v: FabScreenView }) {
  const s = v.state;
  const viewer = v.viewer;
  const sc = s.scenario;
  const ix = boardIndex(sc);
  const seen = useRef<Record<string, readonly string[]>>({});
  const fresh = (side: Side) => {
    const before = seen.current[side];
    return before ? s.boxes[side].available.filter((id) => !before.includes(id)) : [];
  };
  const newly = { blue: fresh('blue'), red: fresh('red') };
  useEffect(() => {
    seen.current = { blue: s.boxes.blue.available, red: s.boxes.red.available };
  });
  const name = (id: string) =>
    ix.assetDefs.get(id)?.name ?? ix.eventDefs.get(id)?.name ?? ix.saDefs.get(id)?.name ?? id;
  return (
    <div class="fab-boxes">
      {(['blue', 'red'] as const).map((side) => {
        const b = s.boxes[side];
        // 10.0 with hidden assets the enemy's boxes are counted, not shown; its cup is never looked into
        const open = viewer === 'open' || side === viewer || !s.options.hiddenAssets;
        const counts = viewer !== 'open' && side !== viewer ? v.enemyBoxCounts : null;
        const count = (box: 'cup' | 'available' | 'used' | 'eliminated') => counts?.[box] ?? b[box].length;
        return (
          <section key={side} class="fab-side-boxes" aria-label={sideName(sc, side)}>
            <h3>
              <span class="fab-side-chip" style={{ background: sideColour(sc, side) }}>
                {sideName(sc, side)}
              </span>
            </h3>
            <p>
              {tn('fab.cupCount', count('cup'))} <RuleLink rule="2.1" />
            </p>
            {(['available', 'used', 'eliminated'] as const).map((box) => (
              <div key={box} class="fab-box">
                <h4>
                  {t(`fab.box.${box}`)} ({count(box)})
                </h4>
                {open ? (
                  <ul class="fab-chits">
                    {b[box].map((id) => (
                      <li
                        key={id}
                        class={`fab-chit${box === 'available' && newly[side].includes(id) ? ' fab-drawn' : ''}`}
                      >
                        {name(id)}
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p class="fab-muted">{t('fab.hiddenAssets')}</p>
                )}
              </div>
            ))}
          </section>
        );
      })}
    </div>
  );
}
