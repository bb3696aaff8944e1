/**
 * The replay viewer's move list for FUBAR (no hidden information): each move as the lines it added to the
 * turn log (`entryText`), or the button's own words for a move that adds none.
 */
import { has, t, td } from '../../i18n';
import type { FubarState } from '../../../machines/fubar/engine';
import type { SystemUi } from '../system-ui';
import { entryText, unitLabel } from './parts';

function fubarOf(x: unknown): FubarState | null {
  return x && typeof x === 'object' && 'ctx' in x && 'value' in x ? (x as FubarState) : null;
}

export const fubarMoveTexts: NonNullable<SystemUi['moveTexts']> = ({ moves }) =>
  moves.map((m) => {
    const before = fubarOf(m.before);
    const after = fubarOf(m.after);
    if (!before || !after) return '';
    const old = new Set(before.ctx.log);
    const added = after.ctx.log.filter((e) => !old.has(e));
    if (added.length) return added.map((e) => entryText(after.ctx, e)).join(' ');
    const e = m.event;
    switch (e.type) {
      case 'DONE_MOVING':
        return t('fubar.doneMoving');
      case 'END_ACTIVATION':
        return t('fubar.endActivation');
      case 'ASSAULT':
        return t('fubar.assaultTarget', {
          unit: unitLabel(before.ctx, typeof e['target'] === 'string' ? e['target'] : ''),
        });
      default:
        return '';
    }
  });

export const fubarPhaseText = (phase: string): string =>
  has(`fubar.phase.${phase}`) ? td(`fubar.phase.${phase}`) : phase.replace(/[-_]/g, ' ');
