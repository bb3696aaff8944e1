/**
 * "Export this game" of the game host's notices (a record read-only at its last good move, a move that could not be
 * stored): 2.2 the file holds both sides' hidden blocks, so the player is asked first; the file then goes to the
 * share sheet where one exists (`share`) or is downloaded.
 */
import { t } from '../../i18n';
import type { GameSession } from '../../app/session';
import { exportHoldsSecrets } from '../../app/export-warning';

export async function exportThisGame(session: GameSession, how: 'share' | 'download'): Promise<void> {
  if (exportHoldsSecrets(session.record) && !confirm(t('core.exportSecrets'))) return;
  const { exportGame } = await import('../../app/games');
  const { download, shareOrDownload } = await import('../home/download');
  const f = await exportGame(session.gameId);
  if (how === 'share') await shareOrDownload(f.filename, f.text);
  else download(f.filename, f.text);
}
