/**
 * Looking at what the app stored, from outside its code: the main IndexedDB database read with a connection of
 * the test's own, and the second copy (src/store/replica.ts) read from its storage bucket (or Cache Storage) and
 * put together as a restore would. Used by the long-play tests (longevity, soak).
 */
import assert from 'node:assert/strict';

/** The game's id, from the page's address (#/game/<id>). */
export function gameIdOf(page) {
  const m = /#\/game\/([^/?]+)/.exec(page.url());
  assert.ok(m, `a game's address: ${page.url()}`);
  return decodeURIComponent(m[1]);
}

/** How many moves the game's stored header counts (-1: no such game). */
export function storedCount(page, id) {
  return page.evaluate(
    (id) =>
      new Promise((ok, ko) => {
        const r = indexedDB.open('sandtable');
        r.onerror = () => ko(r.error);
        r.onsuccess = () => {
          const d = r.result;
          const g = d.transaction('games').objectStore('games').get(id);
          g.onsuccess = () => {
            d.close();
            ok(g.result?.eventCount ?? -1);
          };
          g.onerror = () => ko(g.error);
        };
      }),
    id,
  );
}

/** A forced garbage collection (what a phone does all the time). */
export async function collectGarbage(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.detach();
}

/**
 * Tap `locator` once it takes taps, and measure how long until the game's header counts a move more (or
 * fewer: an undo). Returns the milliseconds; fails when nothing is stored within `limit`.
 */
export async function tapStored(page, locator, id, limit = 10_000) {
  await locator.waitFor();
  for (let i = 0; i < 40 && !(await locator.isEnabled()); i++) await page.waitForTimeout(50);
  const before = await storedCount(page, id);
  const t0 = Date.now();
  await locator.tap();
  for (;;) {
    const now = await storedCount(page, id);
    if (now !== before) return Date.now() - t0;
    if (Date.now() - t0 > limit) assert.fail(`a tap was not stored within ${limit} ms (still ${before} moves)`);
    await page.waitForTimeout(25);
  }
}

/**
 * Every record of the main database (snapshot caches apart) compared with the second copy put together as a
 * restore would (its base, then its writes in order): the records missing from the copy or different in it,
 * where the copy is kept, and whether it is complete.
 */
export function copyHolds(page) {
  return page.evaluate(async () => {
    const STORES = {
      games: 'id',
      events: ['gameId', 'seq'],
      setups: 'gameId',
      library: 'id',
      reference: 'key',
      settings: 'key',
    };
    const keyOf = (store, rec) => {
      const path = STORES[store];
      return JSON.stringify(Array.isArray(path) ? path.map((p) => rec[p]) : rec[path]);
    };
    const req = (r) =>
      new Promise((ok, ko) => {
        r.onsuccess = () => ok(r.result);
        r.onerror = () => ko(r.error);
      });
    // the main database
    const main = await req(indexedDB.open('sandtable'));
    const live = {};
    for (const s of Object.keys(STORES)) live[s] = await req(main.transaction(s).objectStore(s).getAll());
    main.close();
    // the copy: a storage bucket's database, or Cache Storage
    let entries;
    let kind;
    if (navigator.storageBuckets) {
      kind = 'storage bucket';
      const bucket = await navigator.storageBuckets.open('sandtable-replica');
      const d = await req(bucket.indexedDB.open('replica'));
      const st = d.transaction('entries').objectStore('entries');
      const keys = await req(st.getAllKeys());
      const values = await req(d.transaction('entries').objectStore('entries').getAll());
      entries = keys.map((k, i) => [String(k), values[i]]);
      d.close();
    } else {
      kind = 'Cache Storage';
      const cache = await caches.open('sandtable-replica-v1');
      entries = [];
      for (const r of await cache.keys()) entries.push([new URL(r.url).pathname, await (await cache.match(r)).text()]);
    }
    const baseEntry = entries.find(([k]) => k.startsWith('/__replica__/base-v'));
    if (!baseEntry) return { kind, missing: ['the copy has no base'] };
    const base = JSON.parse(baseEntry[1]);
    const copy = {};
    for (const s of Object.keys(STORES)) {
      copy[s] = new Map();
      for (const rec of base.stores[s] ?? []) copy[s].set(keyOf(s, rec), rec);
    }
    const seqOf = (k) => Number(k.slice(k.lastIndexOf('/') + 1).split('-')[0]);
    const ops = entries
      .filter(([k]) => k.startsWith('/__replica__/op/') && seqOf(k) > base.seq)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    for (const [, text] of ops) {
      const parsed = JSON.parse(text);
      for (const op of Array.isArray(parsed) ? parsed : parsed.ops) {
        const m = copy[op.s];
        if (!m) continue;
        if ('put' in op) m.set(keyOf(op.s, op.put), op.put);
        else if ('clear' in op) m.clear();
        else if ('del' in op) m.delete(JSON.stringify(op.del));
        else if ('delRange' in op) {
          const r = IDBKeyRange.bound(
            op.delRange.lower,
            op.delRange.upper,
            op.delRange.lowerOpen,
            op.delRange.upperOpen,
          );
          for (const k of [...m.keys()]) if (r.includes(JSON.parse(k))) m.delete(k);
        }
      }
    }
    const missing = [];
    for (const s of Object.keys(STORES))
      for (const rec of live[s]) {
        const k = keyOf(s, rec);
        const c = copy[s].get(k);
        if (!c) missing.push(`${s} ${k}: not in the copy`);
        else if (JSON.stringify(c) !== JSON.stringify(rec)) missing.push(`${s} ${k}: different in the copy`);
      }
    return { kind, missing: missing.slice(0, 20), count: missing.length };
  });
}
