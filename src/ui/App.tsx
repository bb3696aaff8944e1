import { t } from '../i18n';
import { route } from './router';
import { Continue, Home } from './home/Home';
import { Toasts } from './shell/Toasts';
import { update, updateReady, offlineReady } from './shell/pwa';
import { Editor, GameHost, NewGame, Reference, Replay, Settings, ToolHost } from './screens';

function Screen() {
  const r = route.value;
  switch (r.name) {
    case 'home':
      return <Home />;
    case 'settings':
      return <Settings />;
    case 'new':
      return <NewGame system={r.system} scenario={r.scenario} />;
    case 'game':
      return <GameHost id={r.id} />;
    case 'replay':
      return <Replay id={r.id} />;
    case 'continue':
      return <Continue />;
    case 'rules':
      return <Reference system={r.system} section={r.section} query={r.query} />;
    case 'tool':
      return <ToolHost system={r.system} tool={r.tool} />;
    case 'edit':
      return <Editor id={r.id} />;
  }
}

export function App() {
  return (
    <>
      {updateReady.value ? (
        <div class="st-banner" role="status">
          <span>{t('core.updateReady')}</span>
          <button type="button" class="st-btn st-btn-primary" onClick={() => void update()}>
            {t('core.updateNow')}
          </button>
        </div>
      ) : null}
      {offlineReady.value ? (
        <p class="st-visually-hidden" role="status">
          {t('core.offlineReady')}
        </p>
      ) : null}
      <Screen />
      <Toasts />
    </>
  );
}
