/**
 * The service worker as the app sees it (registered by ./pwa-register.ts, fetched beside the first paint, with
 * workbox-window, `registerType: 'prompt'`): a new version waits until the player taps "Update". Before it takes
 * over, the open game's pending writes are finished, so the reload never loses a move.
 */
import { signal } from '@preact/signals';

export const updateReady = signal(false);
export const offlineReady = signal(false);
let applyUpdate: (() => Promise<void>) | null = null;
/** Ask the service worker to keep a language of the one-language chunks (scripts/build/languages.ts); null: no worker. */
let askKeep: ((l: string) => Promise<boolean>) | null = null;
/** The requests on their way, by language. */
const keeping = new Map<string, Promise<boolean>>();

/**
 * Issue 30: the precache holds one language of the words and the rules reference, kept by the service worker
 * (scripts/build/lang-cache.sw.js): the device's when it installs, the player's choice when asked here. True when
 * language `l` is on this device (kept now or before), false when it could not be fetched (offline), true too
 * when there is no service worker (the files come from the network as the page needs them).
 */
export function keepLanguage(l: string): Promise<boolean> {
  if (!askKeep) return Promise.resolve(true);
  // one request per language at a time: a switch asks here and through the effect below, for the same files
  let p = keeping.get(l);
  if (!p) {
    p = askKeep(l).finally(() => keeping.delete(l));
    keeping.set(l, p);
  }
  return p;
}
/** Set by the game host: resolves when every accepted event has been stored. */
export let flushWrites: () => Promise<void> = () => Promise.resolve();
export function setFlush(fn: () => Promise<void>): void {
  flushWrites = fn;
}

/** The registered worker's hands (./pwa-register.ts, fetched after the first paint): keep a language, and the update. */
export function connectWorker(w: { askKeep: (l: string) => Promise<boolean>; applyUpdate: () => Promise<void> }): void {
  askKeep = w.askKeep;
  applyUpdate = w.applyUpdate;
}

export function update(): Promise<void> {
  return applyUpdate ? applyUpdate() : Promise.resolve();
}
