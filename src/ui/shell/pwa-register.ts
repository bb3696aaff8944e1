/**
 * Service worker registration and the languages it keeps (./pwa.ts holds what the home screen reads): fetched by
 * src/main.tsx once the first screen is drawn, so the first paint carries none of it; the Settings screen imports it
 * for a language switch.
 */
import { effect } from '@preact/signals';
import { lang } from '../../i18n';
import { connectWorker, flushWrites, offlineReady, updateReady } from './pwa';

/** Ask the service worker to keep a language of the one-language chunks (scripts/build/languages.ts); null: not yet. */
let askKeep: ((l: string) => Promise<boolean>) | null = null;
let connected: () => void = () => undefined;
/** Settled once the worker answers messages (registered after the first paint). */
const registered = new Promise<void>((ok) => (connected = ok));
/** The requests on their way, by language. */
const keeping = new Map<string, Promise<boolean>>();

/**
 * Issue 30: the precache holds one language of the words and the rules reference, kept by the service worker
 * (scripts/build/lang-cache.sw.js): the device's when it installs, the player's choice when asked here. True when
 * language `l` is on this device (kept now or before), false when it could not be fetched (offline), true too
 * when there is no service worker (the files come from the network as the page needs them). A worker that controls
 * the page before this code registered it (a switch made as the page shows) is waited for, never taken for none.
 */
export function keepLanguage(l: string): Promise<boolean> {
  if (!askKeep)
    return typeof navigator !== 'undefined' && navigator.serviceWorker?.controller
      ? Promise.race([
          registered.then(() => keepLanguage(l)),
          new Promise<boolean>((ok) => setTimeout(() => ok(false), 15_000)),
        ])
      : Promise.resolve(true);
  // one request per language at a time: a switch asks here and through the effect below, for the same files
  let p = keeping.get(l);
  if (!p) {
    p = askKeep(l).finally(() => keeping.delete(l));
    keeping.set(l, p);
  }
  return p;
}

export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL });
  wb.addEventListener('waiting', () => {
    updateReady.value = true;
  });
  wb.addEventListener('activated', (e) => {
    if (!e.isUpdate) offlineReady.value = true;
  });
  // the worker's answer, bounded: an unanswered message is taken as "not kept"
  askKeep = (l) =>
    Promise.race([
      wb.messageSW({ type: 'CACHE_LANG', lang: l }).then((r) => !!(r as { ok?: unknown } | undefined)?.ok),
      new Promise<boolean>((ok) => setTimeout(() => ok(false), 15_000)),
    ]).catch(() => false);
  connected();
  connectWorker(async () => {
    // every write is bounded (src/store/db.ts), and so is this wait: an update is never held for ever
    await Promise.race([flushWrites(), new Promise((ok) => setTimeout(ok, 10_000))]);
    // the new version keeps the player's language before it takes over (it installed with the device's)
    await keepLanguage(lang.value);
    wb.addEventListener('controlling', () => location.reload());
    wb.messageSkipWaiting();
  });
  // a browser that has the API but refuses the worker (blocked by policy or by the browser's settings) leaves the
  // app as it is online, without offline use: nothing to tell the page about
  try {
    await wb.register();
  } catch {
    return;
  }
  // the player's language, at start (the stored choice) and on each switch
  effect(() => void keepLanguage(lang.value));
  // Look for a new version when the app comes back to the foreground.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void wb.update().catch(() => undefined);
  });
}
