import { effect } from '@preact/signals';
import { useEffect, useState } from 'preact/hooks';
import type { ComponentType } from 'preact';
import { formatRelative, lang, laterStringsReady, t, td } from '../../i18n';
import type { SystemId } from '../../rules/common/engine';
import { listGames, type GameMeta } from '../../app/saved-games';
import { games, loadError, reading, refreshGames } from './saved-list';
import { href, navigate } from '../router';
import { loadSystem, systems } from '../registry';
import { GameHost, MyScenarios } from '../screens';
import { laterPart } from '../later';
import type { DialogKind } from './GameDialogs';
import { ShownName } from '../game-name';
import { exportHoldsSecrets } from '../../app/export-warning';
import { afterPaint, whenIdle } from '../idle';
import { toast } from '../shell/toast';

/** A saved game's dialogs (rename, the export warning, delete), fetched with their strings when first opened. */
const GameDialog = laterPart(() =>
  Promise.all([import('./GameDialogs'), laterStringsReady()]).then(([m]) => m),
).component('GameDialog', (m) => m.GameDialog);

// while the player looks at the list, the screens of the systems in it are fetched (see `warmUp`)
effect(() => {
  const list = games.value;
  if (list) warmUp(list);
});

/**
 * While the player looks at the list, fetch and compile the screens of the systems they have games in (and
 * the game host), so that Resume opens at once. Idle time only; a failure here is harmless.
 */
function warmUp(list: readonly GameMeta[]): void {
  const ids = [...new Set(list.map((g) => g.system))];
  if (!ids.length || typeof window === 'undefined') return;
  // one part per idle moment (issue 30): starting every fetch at once made one task of 50-100 ms at 4x CPU
  // (each chunk's preload link and its compilation), counted in the home screen's total blocking time
  const steps = [() => GameHost.preload(), ...ids.map((id) => () => loadSystem(id))];
  const next = () => {
    const step = steps.shift();
    if (!step) return;
    void step().catch(() => undefined);
    if (steps.length) whenIdle(next, 2000);
  };
  whenIdle(next, 2000);
}

function scenarioName(system: SystemId, id: string): string {
  const meta = systems.find((s) => s.id === system)?.scenarios.find((s) => s.id === id);
  return meta ? meta.name[lang.value] : id;
}

/** Export a saved game (its code with the dialogs': ./GameDialogs.tsx, fetched on the tap; precached, so a failed
 * fetch is rare, and it says so rather than doing nothing). */
const exportOne = (id: string) =>
  import('./GameDialogs').then(
    (m) => m.exportOne(id),
    (e: unknown) => toast(t('core.screenFailed', { error: String(e) }), 'error'),
  );

/** Import a game or scenario file: the import button, and files the app is opened with or shared (launch.ts). */
export async function importFile(file: File): Promise<void> {
  const { importAnyFile } = await import('../drafts/MyScenarios');
  if ((await importAnyFile(file)) === 'game') await refreshGames();
}

export function SavedGame({ g, now }: { g: GameMeta; now: number }) {
  // the rename, export-warning and delete dialogs come after a tap (./GameDialogs.tsx, fetched then)
  const [dialog, setDialog] = useState<DialogKind | null>(null);
  const [name, setName] = useState(g.name);
  const titleId = `g-${g.id}`;
  return (
    <li class="st-card st-game">
      <div class="st-game-main">
        <h3 id={titleId} class="st-game-name">
          <ShownName name={g.name} imported={g.imported} />
        </h3>
        <p class="st-game-meta">
          <span class={`st-badge st-badge-${g.system}`}>{t(`core.system.${g.system}`)}</span>{' '}
          {scenarioName(g.system, g.scenario.id)}
        </p>
        <p class="st-game-status">{g.status.finished ? t('core.finished') : g.status.label}</p>
        <p class="st-muted st-game-rules">{t('core.rulesVersion', { n: g.rulesVersion ?? 1 })}</p>
        <p class="st-muted st-game-when">{t('core.lastPlayed', { when: formatRelative(g.updatedAt, now) })}</p>
      </div>
      <div class="st-game-actions">
        <a class="st-btn st-btn-primary" href={href({ name: 'game', id: g.id })} aria-describedby={titleId}>
          {/* issue 27: a finished game is opened to read its result, not resumed */}
          {g.status.finished ? t('core.seeResult') : t('core.resume')}
        </a>
        <a class="st-btn" href={href({ name: 'replay', id: g.id })} aria-describedby={titleId}>
          {t('core.replay')}
        </a>
        <button class="st-btn" type="button" onClick={() => setDialog('rename')} aria-describedby={titleId}>
          {t('core.rename')}
        </button>
        <button
          class="st-btn"
          type="button"
          // 2.2 a game in progress with hidden blocks: the file holds both sides' secrets, say so first
          onClick={() => (exportHoldsSecrets(g) ? setDialog('export') : void exportOne(g.id))}
          aria-describedby={titleId}
        >
          {t('core.export')}
        </button>
        <button
          class="st-btn st-btn-danger"
          type="button"
          onClick={() => setDialog('delete')}
          aria-describedby={titleId}
        >
          {t('core.delete')}
        </button>
      </div>
      {dialog ? (
        <GameDialog
          g={g}
          kind={dialog}
          titleId={titleId}
          name={name}
          setName={setName}
          onClose={() => setDialog(null)}
          onExport={() => void exportOne(g.id)}
        />
      ) : null}
    </li>
  );
}

/** The recovery and storage notices (./notices.tsx): checked and fetched once the screen is drawn, never a blank. */
function LaterNotices() {
  const [Notices, setNotices] = useState<ComponentType | null>(null);
  useEffect(() => {
    let live = true;
    const stop = afterPaint(
      () =>
        void import('./notices').then(
          (m) => live && setNotices(() => m.HomeNotices),
          () => undefined,
        ),
    );
    return () => {
      live = false;
      stop();
    };
  }, []);
  return Notices ? <Notices /> : null;
}

/** "My scenarios" (issue 28): its code fetched once the screen is painted, at once when already here. */
function LaterMyScenarios() {
  const [go, setGo] = useState(() => MyScenarios.loaded());
  useEffect(() => (go ? undefined : afterPaint(() => setGo(true))), []);
  return go ? <MyScenarios /> : null;
}

export function Home() {
  useEffect(() => {
    void refreshGames();
  }, []);
  const now = Date.now();
  const list = games.value;
  return (
    <main class="st-home" aria-labelledby="home-title">
      <header class="st-topbar">
        <h1 id="home-title" class="st-brand">
          Sandtable
        </h1>
        <nav class="st-row" aria-label={t('core.mainNav')}>
          <a class="st-btn" href="#/rules">
            {t('core.rules')}
          </a>
          <label class="st-btn st-file">
            {t('core.import')}
            <input
              type="file"
              accept=".sandtable,.json,application/json"
              data-testid="games-import"
              class="st-visually-hidden"
              onChange={(e) => {
                const input = e.target as HTMLInputElement;
                const f = input.files?.[0];
                if (f) void importFile(f).finally(() => (input.value = ''));
              }}
            />
          </label>
          <a class="st-btn" href="#/settings">
            {t('core.settings')}
          </a>
        </nav>
      </header>

      <LaterNotices />
      <section aria-labelledby="saved-title" class="st-section">
        <h2 id="saved-title">{t('core.savedGames')}</h2>
        {loadError.value ? (
          <div class="st-error st-row" role="alert">
            <p>{t('core.gamesUnread')}</p>
            <button
              type="button"
              class="st-btn st-btn-primary"
              disabled={reading.value}
              onClick={() => void refreshGames()}
            >
              {t('core.retry')}
            </button>
          </div>
        ) : null}
        {list === null || (list.length === 0 && (reading.value || loadError.value)) ? (
          loadError.value ? null : (
            <p class="st-muted">{t('core.loading')}</p>
          )
        ) : list.length === 0 ? (
          <p class="st-muted">{t('core.noGames')}</p>
        ) : (
          <ul class="st-games">
            {list.map((g) => (
              <SavedGame key={g.id} g={g} now={now} />
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="new-title" class="st-section">
        <h2 id="new-title">{t('core.newGame')}</h2>
        <div class="st-systems">
          {systems.map((s) => (
            <article key={s.id} class="st-card st-system" aria-labelledby={`sys-${s.id}`}>
              <h3 id={`sys-${s.id}`}>{t(`core.system.${s.id}`)}</h3>
              <p class="st-muted">{t(`core.systemBlurb.${s.id}`)}</p>
              <ul class="st-scenarios">
                {s.scenarios.map((sc) => (
                  <li key={sc.id}>
                    <a class="st-scenario" href={href({ name: 'new', system: s.id, scenario: sc.id })}>
                      <strong>{sc.name[lang.value]}</strong>
                      <span class="st-muted">{sc.blurb[lang.value]}</span>
                      {sc.length ? <span class="st-muted">{sc.length[lang.value]}</span> : null}
                    </a>
                  </li>
                ))}
              </ul>
              <div class="st-row st-system-links">
                {s.tools.map(([id, key]) => (
                  <a key={id} class="st-btn" href={href({ name: 'tool', system: s.id, tool: id })}>
                    {td(key)}
                  </a>
                ))}
                <a class="st-btn" href={href({ name: 'rules', system: s.id })}>
                  {t('core.readRules')}
                </a>
              </div>
            </article>
          ))}
          {systems.length === 0 ? <p class="st-muted">{t('core.noSystems')}</p> : null}
        </div>
      </section>

      <LaterMyScenarios />
    </main>
  );
}

/** The "continue the last game" shortcut: the most recently played game, or the home screen when none. */
export function Continue() {
  useEffect(() => {
    void listGames()
      .then((list) => {
        const last = list[0];
        navigate(last ? { name: 'game', id: last.id } : { name: 'home' }, true);
      })
      .catch(() => navigate({ name: 'home' }, true));
  }, []);
  return (
    <main class="st-page" aria-busy="true">
      <p class="st-muted">{t('core.loading')}</p>
    </main>
  );
}
