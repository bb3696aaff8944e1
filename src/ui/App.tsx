import { lazy, Suspense } from 'preact/compat';
import { t } from '../i18n';
import { route } from './router';
import { Home } from './home/Home';
import { Toasts } from './shell/Toasts';
import { update, updateReady, offlineReady } from './shell/pwa';

const NewGame = lazy(() => import('./home/NewGame').then((m) => m.NewGame));
const GameHost = lazy(() => import('./game/GameHost').then((m) => m.GameHost));
const Settings = lazy(() => import('./Settings').then((m) => m.Settings));
const Reference = lazy(() => import('./reference/Reference').then((m) => m.Reference));
const ToolHost = lazy(() => import('./game/ToolHost').then((m) => m.ToolHost));

function Screen() {
  const r = route.value;
  switch (r.name) {
    case 'home': return <Home />;
    case 'settings': return <Settings />;
    case 'new': return <NewGame system={r.system} scenario={r.scenario} />;
    case 'game': return <GameHost id={r.id} />;
    case 'rules': return <Reference system={r.system} section={r.section} query={r.query} />;
    case 'tool': return <ToolHost system={r.system} tool={r.tool} />;
  }
}

export function App() {
  return (
    <>
      {updateReady.value ? (
        <div class="st-banner" role="status">
          <span>{t('core.updateReady')}</span>
          <button type="button" class="st-btn st-btn-primary" onClick={() => void update()}>{t('core.updateNow')}</button>
        </div>
      ) : null}
      {offlineReady.value ? <p class="st-visually-hidden" role="status">{t('core.offlineReady')}</p> : null}
      <Suspense fallback={<main class="st-page" aria-busy="true"><p class="st-muted">{t('core.loading')}</p></main>}>
        <Screen />
      </Suspense>
      <Toasts />
    </>
  );
}
