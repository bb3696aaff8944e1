import { beforeEach, describe, expect, it, vi } from 'vitest';
import { openDB } from 'idb';
import { freshDatabase } from '../fixtures/db';
import * as store from '../../src/store';
import { readEverything } from '../../src/store/backup';
import type { GameMeta } from '../../src/store';
import { storedEvents } from '../fixtures/json';
import { gameMeta, status, storedEvent } from '../fixtures/records';

const meta = gameMeta;
const ev = (gameId: string, seq: number) => storedEvent(gameId, seq);

describe('store: games and the event log', () => {
  let dbName: string;
  beforeEach(() => {
    dbName = freshDatabase();
  });

  it('lists saved games newest first', async () => {
    await store.createGame(meta('a', 10));
    await store.createGame(meta('b', 30));
    await store.createGame(meta('c', 20));
    expect((await store.listGames()).map((g) => g.id)).toEqual(['b', 'c', 'a']);
  });

  it('appends events one transaction each and loads them back in order', async () => {
    await store.createGame(meta('g'));
    for (let i = 0; i < 5; i++) await store.appendEvent(ev('g', i), { status, updatedAt: 100 + i });
    const loaded = await store.loadGame('g');
    expect(storedEvents(loaded).map((e) => e.seq)).toEqual([0, 1, 2, 3, 4]);
    expect(loaded!.meta.eventCount).toBe(5);
    expect(loaded!.meta.updatedAt).toBe(104);
  });

  it('appends a move and the events it forced in one transaction: all of them, the header counting them all', async () => {
    await store.createGame(meta('g'));
    await store.appendEvent(ev('g', 0), { status, updatedAt: 1 });
    await store.appendEvents([ev('g', 1), ev('g', 2), ev('g', 3)], { status, updatedAt: 7 });
    const loaded = await store.loadGame('g');
    expect(storedEvents(loaded).map((e) => e.seq)).toEqual([0, 1, 2, 3]);
    expect(loaded!.meta.eventCount).toBe(4);
    expect(loaded!.meta.updatedAt).toBe(7);
  });

  it('a run of events is stored whole or not at all: a run that does not follow the log, or has a gap, stores nothing', async () => {
    await store.createGame(meta('g'));
    await store.appendEvent(ev('g', 0), { status, updatedAt: 1 });
    // another tab stored seq 1 meanwhile: the run 1-2 is refused whole
    await expect(store.appendEvents([ev('g', 2), ev('g', 3)], { status, updatedAt: 2 })).rejects.toBeInstanceOf(
      store.ConflictError,
    );
    await expect(store.appendEvents([ev('g', 1), ev('g', 3)], { status, updatedAt: 2 })).rejects.toThrow(/follow/);
    const loaded = await store.loadGame('g');
    expect(storedEvents(loaded).map((e) => e.seq)).toEqual([0]);
    expect(loaded!.meta.eventCount).toBe(1);
  });

  it('refuses an event whose seq does not follow the stored log (another tab moved on) and stores nothing', async () => {
    await store.createGame(meta('g'));
    await store.appendEvent(ev('g', 0), { status, updatedAt: 1 });
    await expect(store.appendEvent(ev('g', 0), { status, updatedAt: 2 })).rejects.toBeInstanceOf(store.ConflictError);
    await expect(store.appendEvent(ev('g', 5), { status, updatedAt: 2 })).rejects.toBeInstanceOf(store.ConflictError);
    expect((await store.loadGame('g'))!.events).toHaveLength(1);
  });

  it('truncating the log for undo drops later events and a later snapshot only', async () => {
    await store.createGame(meta('g'));
    for (let i = 0; i < 4; i++)
      await store.appendEvent(
        ev('g', i),
        { status, updatedAt: i },
        i === 1 ? { gameId: 'g', seq: 2, stateVersion: 1, data: {} } : undefined,
      );
    await store.truncateLog('g', 3, { status, updatedAt: 9 });
    let g = await store.loadGame('g');
    expect(g!.events).toHaveLength(3);
    expect(g!.snapshot).toBeDefined();
    await store.truncateLog('g', 1, { status, updatedAt: 9 });
    g = await store.loadGame('g');
    expect(g!.events).toHaveLength(1);
    expect(g!.snapshot).toBeUndefined();
  });

  it('deleting a game removes its log and snapshot and leaves other games alone', async () => {
    await store.createGame(meta('a'));
    await store.createGame(meta('b'));
    await store.appendEvent(ev('a', 0), { status, updatedAt: 1 }, { gameId: 'a', seq: 1, stateVersion: 1, data: 1 });
    await store.appendEvent(ev('b', 0), { status, updatedAt: 1 });
    await store.deleteGame('a');
    expect(await store.loadGame('a')).toBeUndefined();
    expect((await store.loadGame('b'))!.events).toHaveLength(1);
  });

  it('a quota error while saving is reported as storage full, and nothing of the event is kept', async () => {
    await store.createGame(meta('g'));
    const proto = IDBObjectStore.prototype;
    // eslint-disable-next-line @typescript-eslint/unbound-method -- only compared, never called
    const add = proto.add;
    const spy = vi.spyOn(proto, 'add').mockImplementation(function (this: unknown) {
      throw new DOMException('full', 'QuotaExceededError');
    });
    await expect(store.appendEvent(ev('g', 0), { status, updatedAt: 5 })).rejects.toBeInstanceOf(
      store.StorageFullError,
    );
    spy.mockRestore();
    // eslint-disable-next-line @typescript-eslint/unbound-method -- only compared, never called
    expect(proto.add).toBe(add);
    const g = await store.loadGame('g');
    expect(g!.events).toHaveLength(0);
    expect(g!.meta.eventCount).toBe(0);
    expect(g!.meta.updatedAt).toBe(1);
  });

  it('moving a game to other rules rewrites only its header, the given undo marks and the cache; never a move', async () => {
    await store.createGame(meta('g'));
    for (let i = 0; i < 3; i++)
      await store.appendEvent(
        ev('g', i),
        { status, updatedAt: i },
        i === 1 ? { gameId: 'g', seq: 2, stateVersion: 1, data: {} } : undefined,
      );
    // another tab moved on: refused, nothing changed
    await expect(store.setRulesVersion('g', { rulesVersion: 2, status, updatedAt: 9 }, 2)).rejects.toBeInstanceOf(
      store.ConflictError,
    );
    // a mark for a move that is not there: refused whole
    await expect(
      store.setRulesVersion('g', { rulesVersion: 2, status, updatedAt: 9 }, 3, [{ ...ev('g', 5), barrier: true }]),
    ).rejects.toThrow(/not part of this game/);
    let g = await store.loadGame('g');
    expect(g!.meta.rulesVersion).toBe(1);
    expect(g!.snapshot).toBeDefined();
    await store.setRulesVersion('g', { rulesVersion: 2, status, updatedAt: 9 }, 3, [{ ...ev('g', 1), barrier: true }]);
    g = await store.loadGame('g');
    expect(g!.meta).toMatchObject({ rulesVersion: 2, eventCount: 3, updatedAt: 9 });
    expect(g!.events).toEqual([ev('g', 0), { ...ev('g', 1), barrier: true }, ev('g', 2)]);
    expect(g!.snapshot).toBeUndefined();
  });

  it('library items and reference marks round trip; recent history keeps the latest 20', async () => {
    await store.putItem({ id: 'r1', kind: 'fubar-roster', name: 'Rangers', data: { n: 1 }, updatedAt: 1 });
    await store.putItem({ id: 'r2', kind: 'fubar-roster', name: 'Panzer', data: { n: 2 }, updatedAt: 2 });
    await store.putItem({ id: 'x', kind: 'other', name: 'x', data: null, updatedAt: 3 });
    expect((await store.listItems('fubar-roster')).map((i) => i.name)).toEqual(['Panzer', 'Rangers']);
    for (let i = 0; i < 25; i++) await store.addRecent('fab', `6.${i}`, i);
    const recent = await store.listMarks('recent');
    expect(recent).toHaveLength(20);
    expect(recent[0]!.section).toBe('6.24');
    await store.setBookmark('fab', '6.42', true, 1);
    expect((await store.listMarks('bookmark')).map((m) => m.section)).toEqual(['6.42']);
    await store.setBookmark('fab', '6.42', false, 2);
    expect(await store.listMarks('bookmark')).toEqual([]);
    await store.setSetting('lang', 'es');
    expect(await store.getSetting('lang')).toBe('es');
  });

  it(`is at schema version ${store.SCHEMA_VERSION} with every store named in Stores`, async () => {
    const d = await store.db();
    expect(d.version).toBe(store.SCHEMA_VERSION);
    expect([...d.objectStoreNames].sort()).toEqual(Object.values(store.Stores).sort());
    void dbName;
  });
});

describe('store: migrations', () => {
  it('migration 2 upgrades a database written by version 1 and keeps its games and logs', async () => {
    const name = freshDatabase();
    const v1 = await store.openDatabase({ name, version: 1 });
    expect([...v1.objectStoreNames].sort()).toEqual(['events', 'games', 'snapshots']);
    await v1.put('games', meta('old', 5));
    await v1.put('events', ev('old', 0));
    await v1.put('snapshots', { gameId: 'old', seq: 1, stateVersion: 1, data: { x: 1 } });
    v1.close();

    const v2 = await store.openDatabase({ name, version: 2 });
    expect(v2.version).toBe(2);
    v2.close();
    const games = await store.listGames(); // uses the new updatedAt index
    expect(games.map((g) => g.id)).toEqual(['old']);
    const loaded = await store.loadGame('old');
    expect(loaded!.events).toHaveLength(1);
    expect(loaded!.snapshot).toEqual({ gameId: 'old', seq: 1, stateVersion: 1, data: { x: 1 } });
    expect(await store.listItems('fubar-roster')).toEqual([]);
  });

  // what a game record looked like before schema 3: no rules version, no app version
  const oldMeta = (id: string, updatedAt: number) => {
    const { rulesVersion: _r, appVersion: _a, ...old } = meta(id, updatedAt);
    return old as GameMeta;
  };

  for (const from of [1, 2]) {
    it(`migration 3 (from version ${from}): every game names rules version 1 and app 0.1.0; logs and snapshots untouched`, async () => {
      const name = freshDatabase();
      const old = await store.openDatabase({ name, version: from });
      for (let i = 0; i < 30; i++) await old.put('games', oldMeta(`g${i}`, i));
      await old.put('games', { ...meta('new', 99), rulesVersion: 4, appVersion: '0.3.0' });
      await old.put('events', ev('g7', 0));
      await old.put('snapshots', { gameId: 'g7', seq: 1, stateVersion: 1, data: { x: 1 } });
      old.close();

      const d = await store.openDatabase({ name });
      expect(d.version).toBe(store.SCHEMA_VERSION);
      d.close();
      const games = await store.listGames();
      expect(games).toHaveLength(31);
      for (const g of games.filter((x) => x.id !== 'new')) {
        expect(g).toEqual({ ...oldMeta(g.id, g.updatedAt), rulesVersion: 1, appVersion: store.FIRST_APP_VERSION });
      }
      expect(games.find((g) => g.id === 'new')).toMatchObject({ rulesVersion: 4, appVersion: '0.3.0' });
      const g7 = await store.loadGame('g7');
      expect(g7!.events).toEqual([ev('g7', 0)]);
      expect(g7!.snapshot).toEqual({ gameId: 'g7', seq: 1, stateVersion: 1, data: { x: 1 } });
    });
  }

  it("migration 4: a game's setup data moves out of its header, and every read gives the header with it again", async () => {
    const name = freshDatabase();
    const old = await store.openDatabase({ name, version: 3 });
    const grid = { areas: Array.from({ length: 50 }, (_, i) => ({ id: `a${i}` })) };
    await old.put('games', { ...meta('carried', 2), eventCount: 1, data: grid });
    await old.put('games', meta('plain', 1));
    await old.put('events', ev('carried', 0));
    old.close();

    const raw = await store.openDatabase({ name });
    expect(raw.version).toBe(store.SCHEMA_VERSION);
    // stored apart: the header no longer holds the data
    expect('data' in ((await raw.get('games', 'carried')) ?? {})).toBe(false);
    expect(await raw.get('setups', 'carried')).toEqual({ gameId: 'carried', data: grid });
    expect(await raw.get('setups', 'plain')).toBeUndefined();
    raw.close();
    expect((await store.getGame('carried'))!.data).toEqual(grid);
    expect((await store.loadGame('carried'))!.meta.data).toEqual(grid);
    expect((await store.loadGameTail('carried'))!.meta.data).toEqual(grid);
    expect((await readEverything()).games.find((g) => g.meta.id === 'carried')!.meta.data).toEqual(grid);
    expect('data' in (await store.getGame('plain'))!).toBe(false);
    // moves rewrite the small header only; the data stays; deleting the game deletes it
    await store.appendEvents([ev('carried', 1), ev('carried', 2)], { status, updatedAt: 9 });
    expect((await store.loadGame('carried'))!.meta).toMatchObject({ eventCount: 3, data: grid });
    await store.deleteGame('carried');
    const after = await openDB(name);
    expect(await after.get('setups', 'carried')).toBeUndefined();
    after.close();
  });

  it('a new game with setup data keeps it beside its header, and reads give it back', async () => {
    const name = freshDatabase();
    await store.createGame({ ...meta('n'), data: { map: 'x' } });
    const raw = await openDB(name);
    expect('data' in ((await raw.get('games', 'n')) as object)).toBe(false);
    expect(await raw.get('setups', 'n')).toEqual({ gameId: 'n', data: { map: 'x' } });
    raw.close();
    expect((await store.getGame('n'))!.data).toEqual({ map: 'x' });
  });

  it('every migration from 1 to the current version exists and runs in order from an empty database', async () => {
    for (let v = 1; v <= store.SCHEMA_VERSION; v++) expect(typeof store.migrations[v]).toBe('function');
    const name = freshDatabase();
    const d = await store.openDatabase({ name });
    expect(d.version).toBe(store.SCHEMA_VERSION);
    d.close();
  });

  it('a corrupted game record is returned raw for the runner to judge, not thrown', async () => {
    const name = freshDatabase();
    await store.createGame(meta('g'));
    const raw = await openDB(name);
    await raw.put('events', { gameId: 'g', seq: 0, garbage: true });
    raw.close();
    const loaded = await store.loadGame('g');
    expect(loaded!.events[0]).toEqual({ gameId: 'g', seq: 0, garbage: true });
  });
});

describe('store: first visit', () => {
  it('hasDatabase tells a first visit (no database yet) from a returning player', async () => {
    const name = freshDatabase();
    expect(await store.hasDatabase(name)).toBe(false);
    (await store.openDatabase({ name })).close();
    expect(await store.hasDatabase(name)).toBe(true);
  });
});
