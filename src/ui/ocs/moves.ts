/**
 * The replay viewer's move list for OCS (no hidden information): a move's results (breakouts, depots,
 * arrivals) as the game's notes say them; otherwise the move itself in words (who went where, by rail or on
 * foot, which mode, which construction job and the level it reached), and the segment ends in the buttons'
 * words.
 */
import { has, t, td, tn } from '../../i18n';
import { hexLabel } from '../../rules/ocs/hex';
import type { OcsGame } from '../../rules/ocs/types';
import type { OcsEvent } from '../../../machines/ocs/events';
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
    return moveText(before, after, m.event as OcsEvent);
  });

/** One OCS event in words, from the positions before and after it (names and levels read there). */
function moveText(before: OcsGame, after: OcsGame, e: OcsEvent): string {
  const name = (id: string) => after.units[id]?.name ?? before.units[id]?.name ?? id;
  switch (e.type) {
    case 'MOVE': {
      const to = e.path[e.path.length - 1];
      return to === undefined
        ? ''
        : tn('ocs.mv.move', e.path.length, { units: e.unitIds.map(name).join(', '), hex: hexLabel(to) });
    }
    case 'RAIL_MOVE':
      return t('ocs.mv.rail', { unit: [e.unitId, ...(e.together ?? [])].map(name).join(', '), hex: hexLabel(e.to) });
    case 'CHANGE_MODE':
      return t('ocs.mv.mode', { unit: name(e.unitId), mode: t(`ocs.mode.${e.mode}`) });
    case 'FORTIFY': {
      const hex = after.units[e.unitId]?.hex;
      return t('ocs.mv.fortify', { unit: name(e.unitId), hex: hex ? hexLabel(hex) : '' });
    }
    case 'ENGINEER_WORK': {
      const table = e.work === 'airbase' ? after.airbases : e.work === 'fort' ? after.forts : (after.ports ?? {});
      const work = td(`ocs.work.${e.work}.${e.action}`, { level: table[e.hex] ?? 0 });
      return t('ocs.mv.work', { unit: name(e.unitId), hex: hexLabel(e.hex), work });
    }
    case 'BLOW_DEPOT':
      return t('ocs.mv.depot', { depot: e.depotId });
    case 'ATTEMPT_BREAKOUT':
      return t('ocs.mv.breakout', { unit: name(e.unitId) });
    case 'END_BREAKOUT':
      return t('ocs.end.breakout');
    case 'END_MOVEMENT':
      return t('ocs.end.movement');
    case 'END_BOMBARDMENT':
      return t('ocs.end.bombardment');
    case 'NEXT_PHASE':
      return t('ocs.nextPhase');
  }
}

export const ocsPhaseText = (phase: string): string => (has(`ocs.seg.${phase}`) ? td(`ocs.seg.${phase}`) : phase);
