import { describe, expect, it } from 'vitest';
import { fetchOnce, partSlot } from '../../machines/part-slot';
import { PartMissing } from '../../src/rules/common/engine';

describe('issue 30: parts that arrive after the engine', () => {
  it('a part is fetched once: every caller shares the fetch on its way and after', async () => {
    const once = fetchOnce();
    let fetches = 0;
    const fetch = () => {
      fetches++;
      return Promise.resolve();
    };
    const a = once('checks', fetch);
    const b = once('checks', fetch);
    expect(b).toBe(a);
    await a;
    await once('checks', fetch);
    expect(fetches).toBe(1);
    await once('combat', fetch);
    expect(fetches).toBe(2);
  });

  it('a failed fetch is tried again on the next call (offline, then back)', async () => {
    const once = fetchOnce();
    let fetches = 0;
    const fetch = () => (++fetches === 1 ? Promise.reject(new Error('offline')) : Promise.resolve());
    await expect(once('checks', fetch)).rejects.toThrow('offline');
    await Promise.resolve(); // the failed promise is forgotten once it has settled
    await expect(once('checks', fetch)).resolves.toBeUndefined();
    expect(fetches).toBe(2);
  });

  it('a slot names its missing part until it is provided', () => {
    const slot = partSlot<{ n: number }>('event checks');
    expect(slot.peek()).toBeNull();
    expect(() => slot.need()).toThrow(PartMissing);
    slot.provide({ n: 1 });
    expect(slot.need().n).toBe(1);
  });
});
