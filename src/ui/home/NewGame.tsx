import { useEffect, useState } from 'preact/hooks';
import { lang, laterStringsReady, say, t } from '../../i18n';
import type { SystemId } from '../../rules/common/engine';
import { navigate } from '../router';
import { loadSystem, systems } from '../registry';
import type { SoloChoice, SystemUi } from '../system-ui';
import { Icon } from '../icons';

export function NewGame({ system, scenario }: { system: SystemId; scenario: string }) {
  const entry = systems.find((s) => s.id === system);
  const meta = entry?.scenarios.find((s) => s.id === scenario);
  const [ui, setUi] = useState<SystemUi | null>(null);
  const [options, setOptions] = useState<Record<string, unknown>>({});
  const [data, setData] = useState<unknown>(undefined);
  const [solo, setSolo] = useState<SoloChoice>(null);
  const [name, setName] = useState(meta ? meta.name[lang.value] : '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    // issue 27: the form is drawn once its options and solo parts are here (they pushed "Start the game" down as
    // they landed); a part that failed to load says so in its place, as before
    loadSystem(system).then(
      async (u) => {
        await u.prepareNewGame?.().catch(() => undefined);
        if (!live) return;
        setUi(u);
        setOptions(u.defaultOptions?.(scenario) ?? {});
      },
      (e) => setError(String(e instanceof Error ? e.message : e)),
    );
    return () => {
      live = false;
    };
  }, [system, scenario]);

  if (!entry || !meta)
    return (
      <main class="st-page">
        <p role="alert">{t('core.unknownScenario')}</p>
        <a class="st-btn" href="#/">
          {t('core.home')}
        </a>
      </main>
    );
  const Options = ui?.NewGameOptions;
  const Solo = ui?.SoloForm;
  return (
    <main class="st-page" aria-labelledby="new-title">
      <header class="st-topbar">
        <a class="st-btn" href="#/">
          <Icon name="left" /> {t('core.back')}
        </a>
        <h1 id="new-title">{t('core.newGameOf', { scenario: meta.name[lang.value] })}</h1>
      </header>
      {!ui ? (
        error ? (
          <p class="st-error" role="alert">
            {error}
          </p>
        ) : (
          <p class="st-muted" aria-busy="true">
            {t('core.loading')}
          </p>
        )
      ) : (
        <form
          class="st-card st-form"
          onSubmit={async (e) => {
            e.preventDefault();
            if (busy) return;
            setBusy(true);
            const { createNewGame } = await import('../../app/games');
            const r = await createNewGame(
              {
                name,
                system,
                scenario: { id: meta.id, version: meta.version },
                options,
                ...(data !== undefined ? { data } : {}),
                ...(solo ? { opponent: solo } : {}),
              },
              { engine: ui.engine },
            );
            setBusy(false);
            if (r.ok) navigate({ name: 'game', id: r.value }, true);
            else {
              await laterStringsReady();
              setError(`${say(r)} (${t('core.rule', { rule: r.rule })})`);
            }
          }}
        >
          <p>{meta.blurb[lang.value]}</p>
          <label class="st-field">
            {t('core.gameName')}
            <input value={name} required maxLength={120} onInput={(e) => setName(e.currentTarget.value)} />
          </label>
          {Options ? <Options scenarioId={scenario} options={options} onOptions={setOptions} onData={setData} /> : null}
          {Solo ? <Solo scenarioId={scenario} value={solo} onChange={setSolo} /> : null}
          {error ? (
            <p class="st-error" role="alert">
              {error}
            </p>
          ) : null}
          <div class="st-row">
            <button class="st-btn st-btn-primary" type="submit" disabled={busy}>
              {t('core.start')}
            </button>
          </div>
        </form>
      )}
    </main>
  );
}
