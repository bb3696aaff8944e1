// @vitest-environment happy-dom
/**
 * Issue 30: the hand-off panel's code is fetched as soon as the system's screens are known to pass the tablet (while
 * the game is read), not after the opening; a system that never hands off (FUBAR, OCS) never fetches it.
 */
import { describe, expect, it, vi } from 'vitest';
import type { SystemUi } from '../../../src/ui/system-ui';

const fetched = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../src/ui/game/Handoff', () => {
  fetched.count++;
  return { Handoff: () => null };
});
const { prefetchHandoff } = await import('../../../src/ui/game/host-parts');

const system = (handsOff: boolean) =>
  ({ ...(handsOff ? { handoffSide: () => 'blue' } : {}) }) as Pick<SystemUi, 'handoffSide'> as SystemUi;

describe('the hand-off panel is fetched early, for the systems that hand off only', () => {
  it('a system without hand-off (FUBAR, OCS) does not fetch it', async () => {
    prefetchHandoff(system(false));
    await new Promise((ok) => setTimeout(ok, 20));
    expect(fetched.count).toBe(0);
  });
  it('a system with hand-off (FAB) fetches it at once, whoever holds the tablet now', async () => {
    prefetchHandoff(system(true));
    await vi.waitFor(() => expect(fetched.count).toBe(1));
  });
});
