/**
 * Told once, on the home screen, where the browser may erase the games by itself (Safari in a tab, without
 * persistent storage): how to install the app, and the backup button.
 */
import { useEffect, useState } from 'preact/hooks';
import { t } from '../../i18n';
import { eraseNoticeSeen, shouldWarnErase } from '../../app/storage';
import { InstallAdvice } from '../shell/Install';
import { BackupButton } from './Backup';

export function StorageNotice() {
  const [show, setShow] = useState(false);
  useEffect(() => {
    void shouldWarnErase().then(setShow);
  }, []);
  if (!show) return null;
  return (
    <section class="st-card st-notice" role="region" aria-labelledby="erase-title">
      <h2 id="erase-title">{t('core.eraseTitle')}</h2>
      <p>{t('core.eraseText')}</p>
      <InstallAdvice />
      <div class="st-row">
        <BackupButton />
        <button
          class="st-btn"
          type="button"
          onClick={async () => {
            await eraseNoticeSeen().catch(() => undefined); // stored before it goes: a reload keeps it gone
            setShow(false);
          }}
        >
          {t('core.gotIt')}
        </button>
      </div>
    </section>
  );
}
