/**
 * The combat round on the FAB screen, in place of the map while it is fought (6.2): the round's panel
 * (./Combat.tsx, loaded on demand) titled with the area, each combat side named and framed in its scenario
 * colour, retreat destinations named by area (6.6) and the special actions that pay for 8.23 / 8.24 (8.1:
 * the reusable block or a single-use one). It scrolls in its own box, with a cue when choices are below.
 */
import { useRef } from 'preact/hooks';
import { t } from '../../i18n';
import type { Rejection } from '../../rules/common/result';
import type { FabState } from '../../rules/fab/types';
import { otherSide } from '../../rules/fab/types';
import type { CombatScreenView } from '../../../machines/fab/view';
import type { CombatEvent } from '../../../machines/fab/combat-round';
import { sideColour, sideName } from './Block';
import { CombatPanel } from './later';
import { useMoreBelow } from './layout';

export function CombatPane({
  s,
  h,
  send,
}: {
  s: FabState;
  /** The round as the side holding the tablet may know it. */
  h: CombatScreenView;
  send: (e: CombatEvent) => Promise<Rejection | null>;
}) {
  // the combat round scrolls in its own box (a phone): the same cue when its choices are below
  const combatPane = useRef<HTMLDivElement>(null);
  const moreCombat = useMoreBelow(combatPane, '.fab-actions', '.fab-actions button');
  return (
    <div class="fab-main fab-main-combat" ref={combatPane}>
      <CombatPanel
        cv={h}
        title={t('fab.combatIn', { area: s.scenario.areas.find((a) => a.id === h.area)?.name ?? h.area })}
        sideColour={(side) => sideColour(s.scenario, side === 'attacker' ? h.attacker : otherSide(h.attacker))}
        sideName={(side) =>
          t('fab.sideRole', {
            side: sideName(s.scenario, side === 'attacker' ? h.attacker : otherSide(h.attacker)),
            role: t(`fab.role.${side}`),
          })
        }
        onEvent={(e) => send(e)}
        areaName={(id) => {
          const a = s.scenario.areas.find((x) => x.id === id);
          return a ? `${a.number} ${a.name}` : id;
        }}
        payerName={(id) => {
          const block = s.scenario.specialActions.find((x) => x.id === id);
          if (block) return `${block.name} (${t('fab.ch.reusable')})`;
          return `${s.scenario.events.find((x) => x.id === id)?.name ?? id} (${t('fab.ch.singleUse')})`;
        }}
      />
      {moreCombat ? (
        <div class="fab-more fab-more-sticky" aria-hidden="true">
          {t('fab.more')}
        </div>
      ) : null}
    </div>
  );
}
