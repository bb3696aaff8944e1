/**
 * A move that could not be stored (the game host shows this once a write fails: ./host-parts.tsx fetches it after
 * the game's first drawing, never on its way).
 */
import { useState } from 'preact/hooks';
import { t } from '../../i18n';
import type { GameSession } from '../../app/session';
import { exportThisGame } from './export-this';

/**
 * A move that could not be stored: what happened, that nothing is lost (a move is shown only once stored, so the
 * game is as it was before it), Retry (the same move again) and, as a way out, an export of the game.
 */
export function StorageProblemNotice({ session }: { session: GameSession }) {
  const [busy, setBusy] = useState(false);
  const problem = session.storageError.value;
  if (!problem) return null;
  const text =
    problem.kind === 'full'
      ? t('core.storageFull')
      : problem.kind === 'conflict'
        ? t('core.conflict')
        : problem.kind === 'slow'
          ? t('play.storageSlow')
          : t('play.storageFailed', { reason: problem.message });
  const retry = problem.retry;
  return (
    <div class="st-warning st-row st-storage-problem" role="alert">
      <span>{text}</span>
      {retry ? (
        <button
          type="button"
          class="st-btn st-btn-primary"
          disabled={busy}
          onClick={() => {
            setBusy(true);
            void retry().finally(() => setBusy(false));
          }}
        >
          {t('play.retry')}
        </button>
      ) : null}
      <button type="button" class="st-btn" onClick={() => void exportThisGame(session, 'share')}>
        {t('core.exportThis')}
      </button>
    </div>
  );
}
