/**
 * Keeping the games (issue 15): persistent storage is asked for after the first game is saved, once; the
 * "this browser may erase your games" notice is for Safari in a tab without persistent storage, once; the
 * install offer uses `beforeinstallprompt` where fired and the Share steps on iOS. Browser parts are stubs.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { freshDatabase } from '../fixtures/db';
import { tallyEngine } from '../fixtures/tally-engine';
import { createNewGame } from '../../src/app/games';
import {
  askPersistenceOnce,
  eraseNoticeSeen,
  install,
  installPrompt,
  installWay,
  listenForInstall,
  mayEraseData,
  shouldWarnErase,
  type BrowserTraits,
  type InstallPromptEvent,
} from '../../src/app/storage';

const SAFARI_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const tab = (userAgent: string, maxTouchPoints = 0): BrowserTraits => ({
  userAgent,
  maxTouchPoints,
  standalone: false,
});

function storageStub(persisted: boolean, grant = true) {
  const state = { persisted };
  return {
    persisted: vi.fn(async () => state.persisted),
    persist: vi.fn(async () => (state.persisted = grant)),
    estimate: vi.fn(async () => ({ usage: 1, quota: 2 })),
    getDirectory: vi.fn(),
  } satisfies StorageManager;
}

beforeEach(() => {
  freshDatabase();
});
afterEach(() => {
  vi.unstubAllGlobals();
  installPrompt.value = null;
});

describe('persistent storage is asked for after the first saved game, not at start-up', () => {
  it('creating the first game asks the browser once; later games do not ask again', async () => {
    const sm = storageStub(false, false);
    vi.stubGlobal('navigator', { storage: sm });
    expect(sm.persist).not.toHaveBeenCalled();
    const game = { name: 'G', system: 'fubar' as const, scenario: { id: 'tally', version: 1 }, options: {} };
    expect((await createNewGame(game, { engine: tallyEngine })).ok).toBe(true);
    await vi.waitFor(() => expect(sm.persist).toHaveBeenCalledTimes(1));
    expect((await createNewGame(game, { engine: tallyEngine })).ok).toBe(true);
    await new Promise((ok) => setTimeout(ok, 20));
    expect(sm.persist).toHaveBeenCalledTimes(1); // refused once: not asked again (Firefox would prompt)
  });
  it('a browser that keeps the data already is not asked', async () => {
    const sm = storageStub(true);
    expect(await askPersistenceOnce(sm)).toBe(true);
    expect(sm.persist).not.toHaveBeenCalled();
  });
  it('the start-up code no longer asks (main.tsx only listens for the install offer)', async () => {
    const { readFileSync } = await import('node:fs');
    const main = readFileSync('src/main.tsx', 'utf8');
    expect(main).not.toMatch(/persist\(|requestPersistence/);
    expect(main).toMatch(/listenForInstall\(\)/);
  });
});

describe('where the browser may erase the games, the player is told once', () => {
  it('Safari in a tab without persistent storage may erase; installed, persisted or Chrome does not', () => {
    expect(mayEraseData(tab(SAFARI_MAC), false)).toBe(true);
    expect(mayEraseData(tab(IPHONE, 5), false)).toBe(true);
    expect(mayEraseData({ ...tab(IPHONE, 5), standalone: true }, false)).toBe(false);
    expect(mayEraseData(tab(SAFARI_MAC), true)).toBe(false);
    expect(mayEraseData(tab(CHROME), false)).toBe(false);
  });
  it('the notice shows when there are games to lose, and never again once read', async () => {
    const sm = storageStub(false);
    expect(await shouldWarnErase(tab(SAFARI_MAC), sm)).toBe(false); // nothing saved yet
    const game = { name: 'G', system: 'fubar' as const, scenario: { id: 'tally', version: 1 }, options: {} };
    expect((await createNewGame(game, { engine: tallyEngine })).ok).toBe(true);
    expect(await shouldWarnErase(tab(SAFARI_MAC), sm)).toBe(true);
    expect(await shouldWarnErase(tab(CHROME), sm)).toBe(false);
    await eraseNoticeSeen();
    expect(await shouldWarnErase(tab(SAFARI_MAC), sm)).toBe(false);
  });
});

describe('installation is offered', () => {
  it('the browser’s install event is kept and used once; iOS gets the Share steps; installed gets nothing', async () => {
    const target = new EventTarget();
    listenForInstall(target);
    expect(installWay(tab(CHROME), installPrompt.value)).toBeNull();
    expect(installWay(tab(IPHONE, 5), installPrompt.value)).toBe('ios');
    const e = new Event('beforeinstallprompt', { cancelable: true }) as InstallPromptEvent;
    const prompt = vi.fn(async () => undefined);
    Object.assign(e, { prompt, userChoice: Promise.resolve({ outcome: 'accepted' }) });
    target.dispatchEvent(e);
    expect(e.defaultPrevented).toBe(true);
    expect(installWay(tab(CHROME), installPrompt.value)).toBe('prompt');
    expect(installWay({ ...tab(CHROME), standalone: true }, installPrompt.value)).toBeNull();
    expect(await install()).toBe(true);
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(installPrompt.value).toBeNull();
    expect(await install()).toBe(false);
  });
});
