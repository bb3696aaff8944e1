/**
 * The service worker as the app sees it (registered by ./pwa-register.ts once the first screen is drawn, with
 * workbox-window, `registerType: 'prompt'`): a new version waits until the player taps "Update". Before it takes
 * over, the open game's pending writes are finished, so the reload never loses a move.
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

/** The registered worker's update (./pwa-register.ts). */
export function connectWorker(apply: () => Promise<void>): void {
  applyUpdate = apply;
}

export function update(): Promise<void> {
  return applyUpdate ? applyUpdate() : Promise.resolve();
}
