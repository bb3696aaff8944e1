/**
 * Service worker registration with workbox-window, `registerType: 'prompt'`: a new version waits until
 * the player taps "Update". Before it takes over, the open game's pending writes are finished, so the
 * reload never loses a move.
 */
import { signal } from '@preact/signals';

export const updateReady = signal(false);
export const offlineReady = signal(false);
let applyUpdate: (() => Promise<void>) | null = null;
/** Set by the game host: resolves when every accepted event has been stored. */
export let flushWrites: () => Promise<void> = () => Promise.resolve();
export function setFlush(fn: () => Promise<void>): void {
  flushWrites = fn;
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
  applyUpdate = async () => {
    // every write is bounded (src/store/db.ts), and so is this wait: an update is never held for ever
    await Promise.race([flushWrites(), new Promise((ok) => setTimeout(ok, 10_000))]);
    wb.addEventListener('controlling', () => location.reload());
    wb.messageSkipWaiting();
  };
  await wb.register();
  // Look for a new version when the app comes back to the foreground.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void wb.update().catch(() => undefined);
  });
}

export function update(): Promise<void> {
  return applyUpdate ? applyUpdate() : Promise.resolve();
}
