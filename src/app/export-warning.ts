/** Whether exporting a game should warn first (kept apart from ./games so the home screen's first load
 * does not bring the import and export code with it). */
import type { GameMeta } from '../store';

/**
 * 2.2 an exported game file holds the whole record, both sides' hidden blocks and chits included (it must,
 * to be continued elsewhere): true while a game with hidden information is in progress, so the export can
 * say so before saving. Finished games and open-table games hide nothing.
 */
export function exportHoldsSecrets(meta: Pick<GameMeta, 'system' | 'options' | 'status'>): boolean {
  return meta.system === 'fab' && meta.options['openTable'] !== true && !meta.status.finished;
}
