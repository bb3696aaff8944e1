/**
 * The install offer some browsers make (Chromium's `beforeinstallprompt`), kept from start-up for the Settings
 * screen (./storage.ts `install`, `installWay`). Apart from ./storage.ts so that the home screen's start-up code
 * (src/main.tsx listens at once) carries only this, not the storage advice.
 */
import { signal } from '@preact/signals';

/** The install event some browsers fire (Chromium): kept so the app can offer installation later. */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** The pending install offer, or null (none yet, used, or the app is installed). */
export const installPrompt = signal<InstallPromptEvent | null>(null);

/** Listen for `beforeinstallprompt` (call once at start-up); the browser's own mini bar is held back. */
export function listenForInstall(target: EventTarget = window): void {
  target.addEventListener('beforeinstallprompt', (e) => {
    e.preventDefault();
    installPrompt.value = e as InstallPromptEvent;
  });
  target.addEventListener('appinstalled', () => {
    installPrompt.value = null;
  });
}
