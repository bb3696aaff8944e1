/**
 * The replay viewer's move list for FAB: each move in the FAB log's own words (`describeEvent`), worded from
 * what the viewer may know at the replay's cursor (the engine's per-side view, 2.2): a piece the view does not
 * name is "an enemy block". The full states around each move are never read here.
 */
import { has, td } from '../../i18n';
import type { SystemUi } from '../system-ui';
import { describeEvent } from './log';
import { fabViewOf } from './view';

export const fabMoveTexts: NonNullable<SystemUi['moveTexts']> = ({ session, viewer, moves }) => {
  const s = fabViewOf(session.view(viewer))?.state;
  if (!s) return [];
  return moves.map((m) => describeEvent(m.event, s).text);
};

export const fabPhaseText = (phase: string): string =>
  has(`fab.phase.${phase}`) ? td(`fab.phase.${phase}`) : phase.replace(/[-_]/g, ' ');
