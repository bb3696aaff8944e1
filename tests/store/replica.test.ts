/**
 * The second copy in Cache Storage (src/store/replica.ts): every committed write is copied, a compaction
 * rewrites the base, and a database the browser created anew is filled back from the copy before anything reads.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDB } from 'idb';
import { freshDatabase } from '../fixtures/db';
import { gameMeta, status, storedEvent } from '../fixtures/records';
import * as store from '../../src/store';
import { compact, configureReplica, type ReplicaStore } from '../../src/store/replica';
import { nextSeq, recovery } from '../../src/store/replica-record';
import type { GameMeta, StoredEvent } from '../../src/store';

const BASE = `/__replica__/base-v${store.SCHEMA_VERSION}`;

/** The copy's store in memory. */
class MemoryCache implements ReplicaStore {
  readonly kind = 'memory';
  readonly entries = new Map<string, string>();
  failPuts = false;
  /** When set, a write waits for it (a slow disk). */
  gate: Promise<void> | null = null;
  async put(key: string, body: string): Promise<void> {
    if (this.gate) await this.gate;
    if (this.failPuts) throw new DOMException('full', 'QuotaExceededError');
    this.entries.set(key, body);
  }
  get(key: string): Promise<string | undefined> {
    return Promise.resolve(this.entries.get(key));
  }
  keys(): Promise<readonly string[]> {
    return Promise.resolve([...this.entries.keys()]);
  }
  delete(key: string): Promise<void> {
    this.entries.delete(key);
    return Promise.resolve();
  }
  ops(): string[] {
    return [...this.entries.keys()].filter((k) => k.includes('/op/'));
  }
}

const meta = (id: string): GameMeta => gameMeta(id, 1, { data: { map: id } });
const ev = (gameId: string, seq: number): StoredEvent => storedEvent(gameId, seq, seq);

/** Play on one database, then point the store at a database the browser has just created, as after a loss. */
async function loseDatabase(): Promise<void> {
  freshDatabase();
  await store.listGames(); // opens (creates) it: the restore runs before this read
}

describe('the second copy of the stored games (Cache Storage)', () => {
  let cache: MemoryCache;
  let dbName: string;
  beforeEach(() => {
    cache = new MemoryCache();
    configureReplica(cache);
    dbName = freshDatabase();
  });
  afterEach(() => configureReplica(null));

  it('copies each committed write as one entry, and a compaction folds them into the base', async () => {
    await store.createGame(meta('a'));
    await store.appendEvents([ev('a', 0), ev('a', 1)], { status, updatedAt: 2 });
    expect(cache.ops()).toHaveLength(2);
    const empty = JSON.parse(cache.entries.get(BASE) ?? '{}') as { stores: object };
    expect(empty.stores).toEqual({}); // the database was created empty: so was the copy

    await compact(await store.db());
    expect(cache.ops()).toHaveLength(0);
    const base = JSON.parse(cache.entries.get(BASE) ?? '{}') as { stores: Record<string, unknown[]> };
    expect(base.stores.events).toHaveLength(2);
    expect(base.stores.setups).toEqual([{ gameId: 'a', data: { map: 'a' } }]);
  });

  it('a database created anew gets back every game, its setup and every event, with writes after the base', async () => {
    await store.createGame(meta('a'));
    await store.appendEvents([ev('a', 0)], { status, updatedAt: 2 });
    await compact(await store.db());
    // after the base: more moves, an undo, a second game, a deleted game, a setting
    await store.appendEvents([ev('a', 1), ev('a', 2), ev('a', 3)], { status, updatedAt: 2 });
    await store.truncateLog('a', 3, { status, updatedAt: 2 });
    await store.createGame(meta('b'));
    await store.appendEvents([ev('b', 0)], { status, updatedAt: 2 });
    await store.createGame(meta('c'));
    await store.deleteGame('c');
    await store.setSetting('lang', 'fr');
    const before = {
      games: await store.listGames(),
      a: await store.loadGame('a'),
      b: await store.loadGame('b'),
    };

    await loseDatabase();
    expect(recovery()).toMatchObject({ games: 2, reason: '' });
    expect(await store.listGames()).toEqual(before.games);
    const a = await store.loadGame('a');
    expect(a?.meta).toEqual(before.a?.meta);
    expect(a?.events).toEqual(before.a?.events);
    expect(a?.events).toHaveLength(3); // the undone fourth move stays undone
    expect((await store.loadGame('b'))?.events).toEqual(before.b?.events);
    expect(await store.getGame('c')).toBeUndefined();
    expect(await store.getSetting('lang')).toBe('fr');
  });

  it('a database created empty starts the copy with an empty base: every write from the first is restored', async () => {
    await store.createGame(meta('a'));
    await store.appendEvents([ev('a', 0)], { status, updatedAt: 2 });
    const before = await store.loadGame('a');
    await loseDatabase();
    expect(recovery()).toMatchObject({ games: 1, reason: '' });
    expect(await store.loadGame('a')).toEqual(before);
  });

  it('without a base nothing is restored: writes alone could give back half a game', async () => {
    await store.createGame(meta('a'));
    await store.appendEvents([ev('a', 0)], { status, updatedAt: 2 });
    cache.entries.delete(BASE); // as when a copy could not be written
    await loseDatabase();
    expect(recovery()).toBeNull();
    expect(await store.listGames()).toEqual([]);
  });

  it('a damaged write (cut by the kill) ends the replay there; what came before is back', async () => {
    await store.createGame(meta('a'));
    await compact(await store.db());
    await store.appendEvents([ev('a', 0)], { status, updatedAt: 2 });
    await store.appendEvents([ev('a', 1)], { status, updatedAt: 2 });
    const last = cache.ops().sort().at(-1) ?? '';
    cache.entries.set(last, cache.entries.get(last)?.slice(0, 20) ?? '');
    await loseDatabase();
    const a = await store.loadGame('a');
    expect(a?.events).toEqual([ev('a', 0)]);
    expect(a?.meta.eventCount).toBe(1);
  });

  it('a write commits only once its copy is stored: the copy never lacks a move the database has', async () => {
    await store.createGame(meta('a'));
    let open = (): void => undefined;
    cache.gate = new Promise((ok) => (open = ok));
    const order: string[] = [];
    const move = store.appendEvents([ev('a', 0)], { status, updatedAt: 2 }).then(() => order.push('move stored'));
    // another connection reads the log: IndexedDB lets it read only once the move's transaction has committed
    const other = await openDB(dbName);
    const read = other.getAll('events').then((events) => order.push(`read ${events.length}`));
    await new Promise((ok) => setTimeout(ok, 30));
    order.push('copy written');
    open();
    await Promise.all([move, read]);
    other.close();
    expect(order[0]).toBe('copy written');
    expect(order).toContain('read 1');
  });

  it('moves beyond a game header come from a write that never committed: a restore drops them', async () => {
    await store.createGame(meta('a'));
    await store.appendEvents([ev('a', 0)], { status, updatedAt: 2 });
    // a copy written, then the kill before its transaction committed: two moves the database never got
    const ghost = [
      { s: 'events', put: ev('a', 1) },
      { s: 'events', put: ev('a', 2) },
      { s: 'games', put: { ...(await store.getGame('a')), eventCount: 3 } },
    ];
    cache.entries.set(`/__replica__/op/${String(nextSeq()).padStart(17, '0')}-ghost`, JSON.stringify(ghost));
    // the next session goes on from the database: another move 1
    const other = { ...ev('a', 1), event: { type: 'ADD', n: 99 } };
    await store.appendEvents([other], { status, updatedAt: 3 });
    const before = await store.loadGame('a');
    await loseDatabase();
    const after = await store.loadGame('a');
    expect(after?.events).toEqual([ev('a', 0), other]);
    expect(after?.meta).toEqual(before?.meta);
  });

  it('an aborted transaction copies nothing', async () => {
    await store.createGame(meta('a'));
    const copies = cache.ops().length;
    await expect(store.createGame(meta('a'))).rejects.toThrow(); // the id is taken: the add fails
    expect(cache.ops()).toHaveLength(copies);
  });

  it('a copy that cannot be written drops the base and does not refuse the move', async () => {
    await store.createGame(meta('a'));
    await compact(await store.db());
    cache.failPuts = true;
    await store.appendEvents([ev('a', 0)], { status, updatedAt: 2 });
    expect((await store.loadGame('a'))?.events).toHaveLength(1);
    expect(cache.entries.has(BASE)).toBe(false);
  });

  it('a base written for another schema version is never restored, and the next compaction removes it', async () => {
    await store.createGame(meta('a'));
    await compact(await store.db());
    const body = cache.entries.get(BASE) ?? '';
    cache.entries.delete(BASE);
    cache.entries.set(`/__replica__/base-v${store.SCHEMA_VERSION - 1}`, body);
    for (const k of cache.ops()) cache.entries.delete(k);
    await loseDatabase();
    expect(recovery()).toBeNull();
    expect(await store.listGames()).toEqual([]);
    await compact(await store.db());
    expect([...cache.entries.keys()].filter((k) => k.includes('base'))).toEqual([BASE]);
  });

  it('a copy that hangs is given up: the move is stored, and the copy is rebuilt rather than restored with a hole', async () => {
    configureReplica(cache, 50);
    await store.createGame(meta('a'));
    await compact(await store.db());
    cache.gate = new Promise(() => undefined); // never written
    await store.appendEvents([ev('a', 0)], { status, updatedAt: 2 });
    cache.gate = null;
    expect((await store.loadGame('a'))?.events).toHaveLength(1);
    expect(cache.entries.has(BASE)).toBe(false);
  });

  it('the snapshot cache is not copied (it is rebuilt from the log)', async () => {
    await store.createGame(meta('a'));
    await store.appendEvents([ev('a', 0)], { status, updatedAt: 2 });
    const copies = cache.ops().length;
    await store.putSnapshot({ gameId: 'a', seq: 1, stateVersion: 1, data: {} });
    expect(cache.ops()).toHaveLength(copies);
  });
});
