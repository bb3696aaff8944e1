import { useEffect, useState } from 'preact/hooks';
import { LANGS, lang, t, formatNumber, type Lang } from '../i18n';
import { saveSetting, storageInfo, type StorageInfo } from '../app/storage';
import { BackupSection } from './home/Backup';
import { InstallSection } from './shell/Install';
import { wakeLockEnabled } from './shell/wakelock';
import { applyDisplay, display, THEMES, type Display } from './display';
import { Icon } from './icons';
import { guideOn, setGuide } from './guide';
import { keepLanguage } from './shell/pwa-register';

export function Settings() {
  const [info, setInfo] = useState<StorageInfo | null>(null);
  // issue 30: the language switches at once; when the device cannot hold it (offline, never downloaded), the switch
  // is taken back and says why
  const [langProblem, setLangProblem] = useState<Lang | null>(null);
  const setLang = (l: Lang) => {
    lang.value = l;
    document.documentElement.lang = l;
    void saveSetting('lang', l);
  };
  const chooseLang = (l: Lang) => {
    const before = lang.value;
    setLangProblem(null);
    setLang(l);
    void keepLanguage(l).then((kept) => {
      if (kept || lang.value !== l) return;
      setLang(before);
      setLangProblem(l);
    });
  };
  useEffect(() => {
    void storageInfo().then(setInfo);
  }, []);
  const d = display.value;
  const setDisplay = (next: Display) => {
    applyDisplay(next);
    void saveSetting('display', next);
  };
  const mb = (n?: number) =>
    n === undefined ? '?' : formatNumber(n / 1024 / 1024, lang.value, { maximumFractionDigits: 1 });
  return (
    <main class="st-page" aria-labelledby="settings-title">
      <header class="st-topbar">
        <a class="st-btn" href="#/">
          <Icon name="left" /> {t('core.back')}
        </a>
        <h1 id="settings-title">{t('core.settings')}</h1>
      </header>
      <section class="st-card st-form">
        <fieldset class="st-choice">
          <legend>{t('core.language')}</legend>
          {LANGS.map((l) => (
            // each language named in its own words and marked as such, for screen readers
            <label key={l} class="st-btn st-opt" lang={l}>
              <input type="radio" name="lang" value={l} checked={lang.value === l} onChange={() => chooseLang(l)} />
              {t(`core.lang.${l}`)}
            </label>
          ))}
        </fieldset>
        {langProblem ? (
          <p class="st-error" role="alert" data-testid="lang-problem">
            {t('play.langNotHere', { lang: t(`core.lang.${langProblem}`) })}
          </p>
        ) : null}
        <label class="st-btn st-opt st-opt-check">
          <input
            type="checkbox"
            checked={wakeLockEnabled.value}
            onChange={(e) => {
              const on = e.currentTarget.checked;
              wakeLockEnabled.value = on;
              void saveSetting('wakeLock', on);
            }}
          />
          {t('play.wakeLock')}
        </label>
        <p class="st-muted">{t('play.wakeLockHint')}</p>
        <label class="st-btn st-opt st-opt-check">
          <input
            type="checkbox"
            checked={guideOn.value}
            onChange={(e) => void setGuide(e.currentTarget.checked, saveSetting).catch(() => undefined)}
          />
          {t('play.guide')}
        </label>
        <p class="st-muted">{t('play.guideHint')}</p>
      </section>
      <section class="st-card st-form" aria-labelledby="display-title">
        <h2 id="display-title">{t('core.display')}</h2>
        <fieldset class="st-choice">
          <legend>{t('core.theme')}</legend>
          {THEMES.map((th) => (
            <label key={th} class="st-btn st-opt">
              <input
                type="radio"
                name="theme"
                value={th}
                checked={d.theme === th}
                onChange={() => setDisplay({ ...d, theme: th })}
              />
              {t(`core.theme.${th}`)}
            </label>
          ))}
        </fieldset>
        <label class="st-btn st-opt st-opt-check">
          <input
            type="checkbox"
            checked={d.palette === 'colourblind'}
            onChange={(e) => setDisplay({ ...d, palette: e.currentTarget.checked ? 'colourblind' : 'standard' })}
          />
          {t('core.palette')}
        </label>
        <label class="st-btn st-opt st-opt-check">
          <input
            type="checkbox"
            checked={d.largeDice}
            onChange={(e) => setDisplay({ ...d, largeDice: e.currentTarget.checked })}
          />
          {t('core.largeDice')}
        </label>
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
      <BackupSection />
      <InstallSection />
      <section class="st-card">
        <p class="st-muted">{t('core.about')}</p>
      </section>
    </main>
  );
}
