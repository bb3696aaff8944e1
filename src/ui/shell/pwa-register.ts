/**
 * Service worker registration (./pwa.ts holds what the screens read): fetched and run by src/main.tsx at start-up,
 * beside the first paint, which carries none of it.
 */
import { effect } from '@preact/signals';
import { lang } from '../../i18n';
import { connectWorker, flushWrites, keepLanguage, offlineReady, updateReady } from './pwa';

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
  const askKeep = (l: string) =>
    Promise.race([
      wb.messageSW({ type: 'CACHE_LANG', lang: l }).then((r) => !!(r as { ok?: unknown } | undefined)?.ok),
      new Promise<boolean>((ok) => setTimeout(() => ok(false), 15_000)),
    ]).catch(() => false);
  const applyUpdate = async () => {
    // every write is bounded (src/store/db.ts), and so is this wait: an update is never held for ever
    await Promise.race([flushWrites(), new Promise((ok) => setTimeout(ok, 10_000))]);
    // the new version keeps the player's language before it takes over (it installed with the device's)
    await keepLanguage(lang.value);
    wb.addEventListener('controlling', () => location.reload());
    wb.messageSkipWaiting();
  };
  connectWorker({ askKeep, applyUpdate });
  await wb.register();
  // the player's language, at start (the stored choice) and on each switch
  effect(() => void keepLanguage(lang.value));
  // Look for a new version when the app comes back to the foreground.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void wb.update().catch(() => undefined);
  });
}
