/**
 * Told once, on the home screen, when the browser lost the stored data and the app put the games back from its
 * second copy (src/store/replica.ts): what happened, how many games came back, and the browser's own reason.
 */
import { useEffect, useState } from 'preact/hooks';
import { laterStringsReady, t, tn } from '../../i18n';
import { recoveredGames, recoveryNoticeSeen } from '../../app/storage';

export function RecoveryNotice() {
  const [info, setInfo] = useState<{ games: number; reason: string } | null>(null);
  useEffect(() => {
    void Promise.all([recoveredGames(), laterStringsReady()]).then(([r]) => setInfo(r));
  }, []);
  if (!info) return null;
  return (
    <section class="st-card st-notice" role="region" aria-labelledby="recovered-title">
      <h2 id="recovered-title">{t('core.recoveredTitle')}</h2>
      <p>{tn('core.recovered', info.games)}</p>
      {info.reason && <p class="st-muted">{t('core.recoveredReason', { reason: info.reason })}</p>}
      <div class="st-row">
        <button
          class="st-btn"
          type="button"
          onClick={() => {
            recoveryNoticeSeen();
            setInfo(null);
          }}
        >
          {t('core.gotIt')}
        </button>
      </div>
    </section>
  );
}
