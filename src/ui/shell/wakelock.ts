/**
 * Screen Wake Lock on game screens: wanted while a game screen is open (and the Settings switch is on),
 * taken again when the app comes back to the foreground and, where the browser refuses a request made
 * without a user gesture (iOS Safari), at the next tap; released on leaving the game.
 */
import { wakeLockEnabled } from './wakelock-setting';

export { wakeLockEnabled };

interface Sentinel {
  readonly released: boolean;
  release(): Promise<void>;
  addEventListener(type: 'release', cb: () => void): void;
}
interface WakeLockApi {
  request(type: 'screen'): Promise<Sentinel>;
}

let wanted = 0;
let sentinel: Sentinel | null = null;
let requesting: Promise<void> | null = null;
let listening = false;

function api(): WakeLockApi | null {
  if (typeof navigator === 'undefined') return null;
  return (navigator as Navigator & { wakeLock?: WakeLockApi }).wakeLock ?? null;
}

function acquire(): void {
  const wl = api();
  if (!wl || wanted === 0 || !wakeLockEnabled.peek() || requesting) return;
  if (sentinel && !sentinel.released) return;
  if (typeof document !== 'undefined' && document.visibilityState !== 'visible') return;
  requesting = wl
    .request('screen')
    .then((s) => {
      requesting = null;
      // the game was left while the request was pending
      if (wanted === 0 || !wakeLockEnabled.peek()) return void s.release().catch(() => undefined);
      sentinel = s;
      s.addEventListener('release', () => {
        if (sentinel === s) sentinel = null;
      });
    })
    .catch(() => {
      // refused (no gesture, low battery, not allowed): try again at the next tap or foregrounding
      requesting = null;
    });
}

function release(): void {
  const s = sentinel;
  sentinel = null;
  if (s && !s.released) void s.release().catch(() => undefined);
}

function listen(): void {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') acquire();
  });
  // iOS grants the lock only from a user gesture: any tap (the hand-off's "I am ..." included) retries
  document.addEventListener('pointerup', () => acquire(), { capture: true, passive: true });
  document.addEventListener('keyup', () => acquire(), { capture: true, passive: true });
  wakeLockEnabled.subscribe((on) => (on ? acquire() : release()));
}

/** A game screen wants the screen awake: returns the function that says it no longer does. */
export function holdWakeLock(): () => void {
  listen();
  wanted++;
  acquire();
  let done = false;
  return () => {
    if (done) return;
    done = true;
    wanted--;
    if (wanted === 0) release();
  };
}
