// @vitest-environment happy-dom
/**
 * Issue 30: while the home screen lists saved games, the game host and the screens of the systems in the list are
 * fetched in idle time, one part per idle moment: starting them all at once was one long task (the home screen's
 * total blocking time with a saved game went over its 50 ms budget).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GameMeta } from '../../../src/app/saved-games';

const started: string[] = [];
vi.mock('../../../src/ui/registry', async (orig) => ({
  ...(await orig<typeof import('../../../src/ui/registry')>()),
  loadSystem: (id: string) => (started.push(`system:${id}`), Promise.resolve()),
}));
vi.mock('../../../src/ui/screens', async (orig) => {
  const real = await orig<typeof import('../../../src/ui/screens')>();
  return {
    ...real,
    GameHost: Object.assign(() => null, { preload: () => (started.push('host'), Promise.resolve()) }),
  };
});

const idle: (() => void)[] = [];
const before = globalThis.requestIdleCallback;
beforeAll(() => {
  globalThis.requestIdleCallback = (cb: IdleRequestCallback) => {
    idle.push(() => cb({ didTimeout: false, timeRemaining: () => 10 }));
    return idle.length;
  };
});
afterAll(() => {
  globalThis.requestIdleCallback = before;
});

const meta = (id: string, system: GameMeta['system']): GameMeta => ({
  id,
  system,
  name: id,
  scenario: { id: 's', version: 1 },
  rulesVersion: 1,
  appVersion: '0',
  options: {},
  dice: { kind: 'seeded', seed: 1 },
  createdAt: 0,
  updatedAt: 0,
  eventCount: 0,
  status: { turn: 1, phase: 'p', actor: null, finished: false, label: '' },
});

describe('issue 30: the home screen warms up the game screens one part per idle moment', () => {
  it('the game host first, then each system in the list, each in an idle moment of its own', async () => {
    await import('../../../src/ui/home/Home');
    const { games } = await import('../../../src/ui/home/saved-list');
    games.value = [meta('a', 'fab'), meta('b', 'ocs'), meta('c', 'fab')];
    expect(started).toEqual([]);
    const seen: string[][] = [];
    while (idle.length) {
      idle.shift()?.();
      seen.push([...started]);
    }
    expect(seen).toEqual([['host'], ['host', 'system:fab'], ['host', 'system:fab', 'system:ocs']]);
  });
});
