import { render } from 'preact';
import './ui/theme.css';
import './ui/shell/shell.css';
import './i18n/core';
import './ui/systems';
import { lang, laterStringsReady, t, type Lang } from './i18n';
import { App } from './ui/App';
import { applyDisplay, mirroredDisplay, readDisplay } from './ui/display';
import { refreshGames } from './ui/home/saved-list';
import { handleLaunchedFiles } from './ui/home/launch';
import { route } from './ui/router';
import { startRouter } from './ui/router';
// the store's modules the home screen uses, not its index (which holds the runner's too: src/store/index.ts)
import { configureDatabase, hasDatabase } from './store/db';
import { getSetting } from './store/misc';
import { toast } from './ui/shell/toast';
import { listenForInstall } from './app/install-offer';
import { wakeLockEnabled } from './ui/shell/wakelock-setting';
import { GUIDE_KEY, guideOn, readGuide } from './ui/guide';
import { afterPaint } from './ui/idle';

configureDatabase({
  onBlocked: () => toast(t('core.blocked'), 'error', undefined, 20_000),
  onVersionChange: () => toast(t('core.otherTab'), 'error', undefined, 60_000),
});
startRouter();
document.documentElement.lang = lang.value;
// Theme, side palette and dice size: the copy kept for the first paint now, the stored setting when read.
applyDisplay(mirroredDisplay());
void getSetting<unknown>('display')
  .then((d) => d !== undefined && applyDisplay(readDisplay(d)))
  .catch(() => undefined);
void getSetting<Lang>('lang')
  .then((l) => {
    if (l && l !== lang.value) {
      lang.value = l;
      document.documentElement.lang = l;
    }
  })
  .catch(() => undefined);
void getSetting<unknown>(GUIDE_KEY)
  .then((on) => {
    guideOn.value = readGuide(on);
  })
  .catch(() => undefined);
void getSetting<boolean>('wakeLock')
  .then((on) => {
    if (on === false) wakeLockEnabled.value = false;
  })
  .catch(() => undefined);
// The home screen paints once, with its saved games, rather than shifting when the list arrives. On a first
// visit there is no database yet: paint at once rather than wait for it to be created.
// (No top-level await here: it would make the bundler split the entry into many small chunks.)
async function firstPaint(): Promise<void> {
  if (route.value.name === 'home' && (await hasDatabase()))
    await Promise.race([refreshGames(), new Promise((ok) => setTimeout(ok, 500))]);
  render(<App />, document.getElementById('app')!);
  // Once the screen is painted (a fetch started before the paint competes with it on a slow network):
  afterPaint(() => {
    // strings the first paint does not need: import and restore refusals, the recovery notice (core-later.ts)
    void laterStringsReady();
    // the service worker (offline use, updates, the languages kept): a language switch made before it answers
    // waits for it (pwa-register.ts keepLanguage)
    void import('./ui/shell/pwa-register').then((m) => m.registerServiceWorker());
  });
}
void firstPaint();
// a game file the installed app was opened with (file_handlers in the manifest)
handleLaunchedFiles();
// Persistent storage is asked for after the first game is saved (src/app/games.ts), not here: Firefox
// shows a prompt for it. The install offer some browsers make is kept for the Settings screen.
listenForInstall();
