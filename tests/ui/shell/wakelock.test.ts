// @vitest-environment happy-dom
/** The screen wake lock (src/ui/shell/wakelock.ts): held while a game screen is open, given back when the last
 * one closes or the switch is turned off, taken again on coming back to the foreground and at the next tap. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { holdWakeLock, wakeLockEnabled } from '../../../src/ui/shell/wakelock';

interface FakeSentinel {
  released: boolean;
  release(): Promise<void>;
  addEventListener(t: string, cb: () => void): void;
}
let sentinels: FakeSentinel[] = [];
let refuse = false;
const active = () => sentinels.filter((s) => !s.released).length;
const flush = () => new Promise((ok) => setTimeout(ok, 0));

beforeEach(() => {
  sentinels = [];
  refuse = false;
  wakeLockEnabled.value = true;
  Object.defineProperty(navigator, 'wakeLock', {
    configurable: true,
    value: {
      request: async () => {
        if (refuse) throw new DOMException('no gesture', 'NotAllowedError');
        const listeners: (() => void)[] = [];
        const s: FakeSentinel = {
          released: false,
          release: async () => {
            if (s.released) return;
            s.released = true;
            listeners.forEach((cb) => cb());
          },
          addEventListener: (t, cb) => t === 'release' && listeners.push(cb),
        };
        sentinels.push(s);
        return s;
      },
    },
  });
});
afterEach(() => {
  wakeLockEnabled.value = true;
});

describe('screen wake lock', () => {
  it('one lock while any game screen holds it, released when the last lets go', async () => {
    const a = holdWakeLock();
    const b = holdWakeLock();
    await flush();
    expect(sentinels.length).toBe(1);
    a();
    a(); // letting go twice counts once
    await flush();
    expect(active()).toBe(1);
    b();
    await flush();
    expect(active()).toBe(0);
  });
  it('taken again when the page comes back to the foreground after the system released it', async () => {
    const done = holdWakeLock();
    await flush();
    await sentinels[0]!.release(); // the tab was hidden
    expect(active()).toBe(0);
    document.dispatchEvent(new Event('visibilitychange'));
    await flush();
    expect(active()).toBe(1);
    done();
    await flush();
  });
  it('refused without a gesture (iOS): taken at the next tap', async () => {
    refuse = true;
    const done = holdWakeLock();
    await flush();
    expect(active()).toBe(0);
    refuse = false;
    document.dispatchEvent(new Event('pointerup'));
    await flush();
    expect(active()).toBe(1);
    done();
    await flush();
  });
  it('the Settings switch turned off gives it back and stops asking; on again takes it', async () => {
    const done = holdWakeLock();
    await flush();
    wakeLockEnabled.value = false;
    await flush();
    expect(active()).toBe(0);
    document.dispatchEvent(new Event('pointerup'));
    await flush();
    expect(active()).toBe(0);
    wakeLockEnabled.value = true;
    await flush();
    expect(active()).toBe(1);
    done();
    await flush();
  });
});
