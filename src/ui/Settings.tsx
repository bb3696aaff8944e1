import { useEffect, useState } from 'preact/hooks';
import { LANGS, lang, t, formatNumber } from '../i18n';
import { requestPersistence, type StorageInfo } from '../app/storage';
import { setSetting } from '../store';

export function Settings() {
  const [info, setInfo] = useState<StorageInfo | null>(null);
  useEffect(() => {
    void requestPersistence().then(setInfo);
  }, []);
  const mb = (n?: number) =>
    n === undefined ? '?' : formatNumber(n / 1024 / 1024, lang.value, { maximumFractionDigits: 1 });
  return (
    <main class="st-page" aria-labelledby="settings-title">
      <header class="st-topbar">
        <a class="st-btn" href="#/">
          {t('core.back')}
        </a>
        <h1 id="settings-title">{t('core.settings')}</h1>
      </header>
      <section class="st-card st-form">
        <fieldset class="st-choice">
          <legend>{t('core.language')}</legend>
          {LANGS.map((l) => (
            <label key={l} class="st-btn">
              <input
                type="radio"
                name="lang"
                value={l}
                checked={lang.value === l}
                onChange={() => {
                  lang.value = l;
                  document.documentElement.lang = l;
                  void setSetting('lang', l);
                }}
              />{' '}
              {t(`core.lang.${l}`)}
            </label>
          ))}
        </fieldset>
      </section>
      <section class="st-card st-form" aria-labelledby="storage-title">
        <h2 id="storage-title">{t('core.storage')}</h2>
        {info ? (
          <>
            <p>{info.persisted ? t('core.persisted') : t('core.notPersisted')}</p>
            {info.quota ? (
              <p class="st-muted">{t('core.usage', { used: mb(info.usage), total: mb(info.quota) })}</p>
            ) : null}
          </>
        ) : (
          <p class="st-muted">{t('core.loading')}</p>
        )}
      </section>
      <section class="st-card">
        <p class="st-muted">{t('core.about')}</p>
      </section>
    </main>
  );
}
