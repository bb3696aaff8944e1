/**
 * Offering installation: the browser's own dialog where it fired `beforeinstallprompt`, the Share, then
 * Add to Home Screen steps on iOS, nothing to do once installed.
 */
import { t } from '../../i18n';
import { browserTraits, install, installPrompt, installWay, type BrowserTraits } from '../../app/storage';

export function InstallAdvice({ traits = browserTraits() }: { traits?: BrowserTraits }) {
  if (traits.standalone) return <p>{t('core.installed')}</p>;
  const way = installWay(traits, installPrompt.value);
  if (way === 'prompt')
    return (
      <button class="st-btn st-btn-primary" type="button" onClick={() => void install()}>
        {t('core.installButton')}
      </button>
    );
  if (way === 'ios')
    return (
      <ol class="st-install-steps">
        <li>{t('core.installIos1')}</li>
        <li>{t('core.installIos2')}</li>
        <li>{t('core.installIos3')}</li>
      </ol>
    );
  return <p class="st-muted">{t('core.installNone')}</p>;
}

export function InstallSection() {
  return (
    <section class="st-card st-form" aria-labelledby="install-title">
      <h2 id="install-title">{t('core.installTitle')}</h2>
      <InstallAdvice />
    </section>
  );
}
