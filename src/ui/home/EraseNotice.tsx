/**
 * The notice of ./StorageNotice.tsx (fetched with its strings only where it is shown): the browser may erase the
 * games by itself; how to install the app, and the backup button.
 */
import { t } from '../../i18n';
import { eraseNoticeSeen } from '../../app/storage';
import { InstallAdvice } from '../shell/Install';
import { BackupButton } from './Backup';

export function EraseNotice({ onSeen }: { onSeen: () => void }) {
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
            onSeen();
          }}
        >
          {t('core.gotIt')}
        </button>
      </div>
    </section>
  );
}
