/**
 * The replay viewer's move list for OCS (no hidden information): the segment ends in the buttons' words, a
 * move's results (breakouts, depots, arrivals) as the game's notes say them, else nothing (the type is shown).
 */
import { has, t, td } from '../../i18n';
import type { OcsGame } from '../../rules/ocs/types';
import type { SystemUi } from '../system-ui';
import { noteText } from './text';

function ocsOf(x: unknown): OcsGame | null {
  return x && typeof x === 'object' && 'units' in x && 'notes' in x ? (x as OcsGame) : null;
}

export const ocsMoveTexts: NonNullable<SystemUi['moveTexts']> = ({ moves }) =>
  moves.map((m) => {
    const before = ocsOf(m.before);
    const after = ocsOf(m.after);
    if (!before || !after) return '';
    const old = new Set(before.notes);
    const added = after.notes.filter((n) => !old.has(n));
    if (added.length) return added.map((n) => noteText(after, n)).join(' ');
    switch (m.event.type) {
      case 'END_BREAKOUT':
        return t('ocs.end.breakout');
      case 'END_MOVEMENT':
        return t('ocs.end.movement');
      case 'END_BOMBARDMENT':
        return t('ocs.end.bombardment');
      case 'NEXT_PHASE':
        return t('ocs.nextPhase');
      default:
        return '';
    }
  });

export const ocsPhaseText = (phase: string): string => (has(`ocs.seg.${phase}`) ? td(`ocs.seg.${phase}`) : phase);
