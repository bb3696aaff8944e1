/**
 * The FAB scenario editor (issue 28), a chunk of its own fetched when a draft is opened: the map over the
 * owner's photo, forces, cups, turns, the scenario's own rules, and the problems the checks find at every
 * change. Every change is saved at once (a reload or a kill loses nothing) and can be undone; "Test play"
 * starts a hidden-block game on a copy of the draft.
 */
import { useEffect, useState } from 'preact/hooks';
import { laterStringsReady, t, tn } from '../../i18n';
import { stringsReady as fabStringsReady } from '../../i18n/fab/load';
import { loadDraft } from '../../app/draft/drafts';
import { testPlay } from '../../app/draft/play';
import { navigate } from '../router';
import { Icon } from '../icons';
import { toast } from '../shell/toast';
import { CupsTab } from './CupsTab';
import { ForcesTab } from './ForcesTab';
import { controlFor } from './jump';
import { MapTab } from './MapTab';
import { ProblemsTab } from './ProblemsTab';
import { ScenarioTab } from './ScenarioTab';
import { TurnsTab } from './TurnsTab';
import { fresh } from './Item';
import {
  close,
  draft,
  errorCount,
  flush,
  focus,
  history,
  open,
  problems,
  redo,
  saveFailed,
  tab,
  undo,
  type Tab,
  openDraft,
} from './state';
import '../fab/fab.css';
import './editor.css';

const TABS: readonly Tab[] = ['map', 'forces', 'cups', 'turns', 'scenario', 'problems'];

/** Start a game on the draft (errors first send the player to the list of problems). */
export async function startTestPlay(): Promise<void> {
  const d = draft.value;
  if (!d) return;
  if (errorCount.value) {
    tab.value = 'problems';
    toast(tn('editor.fixFirst', errorCount.value), 'error');
    return;
  }
  await flush();
  const r = await testPlay(d, t('editor.testName', { name: d.scenario.name }));
  if (r.ok) navigate({ name: 'game', id: r.value });
  else toast(t('editor.testFailed', { reason: r.message }), 'error', undefined, 12_000);
}

function TopBar() {
  const h = history.value!;
  const sc = openDraft().scenario;
  const errors = errorCount.value;
  return (
    <header class="st-topbar ed-top">
      <a class="st-btn" href="#/">
        <Icon name="left" /> {t('editor.home')}
      </a>
      <h1 class="ed-title">{sc.name.trim() || t('editor.untitled')}</h1>
      <p class="ed-saved st-muted" role="status">
        {saveFailed.value ? t('editor.notSaved') : t('editor.saved')}
      </p>
      <div class="st-row ed-top-actions">
        <button type="button" class="st-btn" disabled={!h.past.length} onClick={undo}>
          <Icon name="undo" /> <span class="ed-btn-text">{t('editor.undo')}</span>
        </button>
        <button type="button" class="st-btn" disabled={!h.future.length} onClick={redo}>
          <Icon name="rotate" /> <span class="ed-btn-text">{t('editor.redo')}</span>
        </button>
        <button
          type="button"
          class={`st-btn${errors ? '' : ' st-btn-primary'}`}
          data-testid="ed-test-play"
          onClick={() => void startTestPlay()}
        >
          {t('editor.testPlay')}
        </button>
      </div>
    </header>
  );
}

function Tabs() {
  const cur = tab.value;
  const n = problems.value.length;
  return (
    <div class="ed-tabs" role="tablist" aria-label={t('editor.tabs')}>
      {TABS.map((id) => (
        <button
          key={id}
          type="button"
          role="tab"
          id={`ed-tab-${id}`}
          aria-selected={cur === id}
          aria-controls="ed-body"
          class={`ed-tab${cur === id ? ' ed-tab-on' : ''}`}
          onClick={() => (tab.value = id)}
        >
          {t(`editor.tab.${id}`)}
          {id === 'problems' && n ? (
            <span class={`ed-badge${errorCount.value ? ' ed-badge-error' : ''}`}>{n}</span>
          ) : null}
        </button>
      ))}
    </div>
  );
}

function Body() {
  switch (tab.value) {
    case 'map':
      return <MapTab />;
    case 'forces':
      return <ForcesTab />;
    case 'cups':
      return <CupsTab />;
    case 'turns':
      return <TurnsTab />;
    case 'scenario':
      return <ScenarioTab />;
    case 'problems':
      return <ProblemsTab />;
  }
}

export function Editor({ id }: { id: string }) {
  const [state, setState] = useState<'loading' | 'missing' | 'ready'>('loading');
  useEffect(() => {
    let live = true;
    setState('loading');
    void Promise.all([loadDraft(id), fabStringsReady().catch(() => undefined), laterStringsReady()])
      .then(([d]) => {
        if (!live) return;
        if (!d) return setState('missing');
        fresh.value = null;
        open(d);
        setState('ready');
      })
      .catch(() => live && setState('missing'));
    return () => {
      live = false;
      void close();
    };
  }, [id]);

  // another tab starts at its top (a problem tapped then scrolls to its field)
  const cur = tab.value;
  useEffect(() => {
    document.getElementById('ed-body')?.scrollTo?.(0, 0);
  }, [cur]);
  // a problem tapped: once its tab shows, its field comes into view with the focus
  const f = focus.value;
  useEffect(() => {
    if (!f) return;
    const timer = setTimeout(() => {
      const el = controlFor(document, f);
      if (el) {
        el.scrollIntoView({ block: 'center' });
        const target = el.matches('input, select, textarea, button, summary')
          ? el
          : el.querySelector<HTMLElement>('input, select, textarea, button, summary');
        target?.focus({ preventScroll: true });
      }
      focus.value = null;
    }, 60);
    return () => clearTimeout(timer);
  }, [f, cur]);

  if (state === 'loading' || !history.value)
    return state === 'missing' ? (
      <main class="st-page">
        <p role="alert">{t('editor.missing')}</p>
        <a class="st-btn" href="#/">
          {t('core.home')}
        </a>
      </main>
    ) : (
      <main class="st-page" aria-busy="true">
        <p class="st-muted">{t('core.loading')}</p>
      </main>
    );
  return (
    <main class={`ed-screen ed-on-${tab.value}`} aria-label={t('editor.title')}>
      <TopBar />
      <Tabs />
      <div id="ed-body" class="ed-body" role="tabpanel" aria-labelledby={`ed-tab-${tab.value}`}>
        <Body />
      </div>
    </main>
  );
}
