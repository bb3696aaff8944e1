/**
 * The second copy (src/store/replica.ts): every committed write is copied in a step of its own after its commit,
 * a compaction rewrites the base, a database the browser created anew is filled back from the copy before
 * anything reads, and nothing waits on the copy without a limit.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDB } from 'idb';
import { freshDatabase } from '../fixtures/db';
import { gameMeta, status, storedEvent } from '../fixtures/records';
import * as store from '../../src/store';
import { compact, configureReplica, copyDegraded, type ReplicaStore } from '../../src/store/replica';
import { configureDatabase, hasDatabase, StorageTimeoutError } from '../../src/store';
import { nextSeq, recovery } from '../../src/store/replica-record';
import type { GameMeta, StoredEvent } from '../../src/store';
import { tallyEngine, type TallyEvent, type TallyState } from '../fixtures/tally-engine';
import { createNewGame } from '../../src/app/games';
import { storedEvents } from '../fixtures/json';
import { GameSession } from '../../src/app/session';
import type { Engine, GameEvent } from '../../src/rules/common/engine';

const BASE = `/__replica__/base-v${store.SCHEMA_VERSION}`;

/** The copy's store in memory. */
class MemoryCache implements ReplicaStore {
  readonly kind = 'memory';
  readonly entries = new Map<string, string>();
  failPuts = false;
  /** When set, a write waits for it (a slow disk). */
  gate: Promise<void> | null = null;
  /** When set, a read waits for it. */
  readGate: Promise<void> | null = null;
  /** When set, the next write is lost without a word (as when the page dies before it lands). */
  dropNext = false;
  async put(key: string, body: string): Promise<void> {
    if (this.dropNext) {
      this.dropNext = false;
      return;
    }
    if (this.gate) await this.gate;
    if (this.failPuts) throw new DOMException('full', 'QuotaExceededError');
    this.entries.set(key, body);
  }
  async get(key: string): Promise<string | undefined> {
    if (this.readGate) await this.readGate;
    return this.entries.get(key);
  }
  async keys(): Promise<readonly string[]> {
    if (this.readGate) await this.readGate;
    return [...this.entries.keys()];
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

/** Resolve once `cond` holds (checked every 10 ms, for at most 2 s). */
async function until(cond: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !cond(); i++) await new Promise((ok) => setTimeout(ok, 10));
  expect(cond()).toBe(true);
}

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

  it('issue 27: a take-back (a request withdrawn, a request accepted) comes back from the copy and replays the same', async () => {
    type Ev = TallyEvent & GameEvent;
    const engine: Engine<TallyState, Ev> = { ...tallyEngine, takeBack: (b, a) => ({ ...b, dice: a.dice }) };
    const dice = { kind: 'scripted' as const, rolls: [6, 2, 5] };
    const made = await createNewGame(
      { name: 'Copied', system: 'fubar', scenario: { id: 'tally', version: 1 }, options: {}, dice },
      { engine },
    );
    if (!made.ok) throw new Error(made.message);
    const s = await GameSession.open<TallyState, Ev>(made.value, { engine });
    await s.dispatch({ type: 'ROLL' });
    await s.takeBack.ask('A');
    await s.takeBack.withdraw();
    await s.takeBack.ask('A');
    await s.takeBack.answer('B', true);
    await s.idle();
    const before = await store.loadGame(made.value);

    await loseDatabase();
    const back = await store.loadGame(made.value);
    expect(back?.events).toEqual(before?.events);
    expect(storedEvents(back).map((e) => [e.event.type, e.by])).toEqual([
      ['ROLL', 'A'],
      ['TAKE_BACK_ASK', 'A'],
      ['TAKE_BACK_ANSWER', 'B'],
    ]);
    const again = await GameSession.open<TallyState, Ev>(made.value, { engine });
    expect(again.state.value).toEqual(s.state.value);
    expect(again.state.value.total).toBe(0);
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

  it('a write commits without waiting for its copy, and is reported stored only once the copy holds it too', async () => {
    await store.createGame(meta('a'));
    let open = (): void => undefined;
    cache.gate = new Promise((ok) => (open = ok));
    const order: string[] = [];
    const move = store.appendEvents([ev('a', 0)], { status, updatedAt: 2 }).then(() => order.push('move stored'));
    // another connection reads the log: the main transaction is not held open for the copy
    const other = await openDB(dbName);
    const events = await other.getAll('events');
    other.close();
    order.push(`read ${events.length}`);
    order.push('copy written');
    open();
    await move;
    expect(order).toEqual(['read 1', 'copy written', 'move stored']);
    expect(cache.ops()).toHaveLength(2);
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

  it('a copy that cannot be written does not refuse the move; the copy is rebuilt from the database', async () => {
    configureReplica(cache, 2000, 20);
    await store.createGame(meta('a'));
    await compact(await store.db());
    cache.failPuts = true;
    await store.appendEvents([ev('a', 0)], { status, updatedAt: 2 });
    expect((await store.loadGame('a'))?.events).toHaveLength(1);
    expect(copyDegraded()).toBe(true);
    cache.failPuts = false;
    await until(() => !copyDegraded());
    // the rebuilt base holds the move the copy missed, and a restore gives it back
    const before = await store.loadGame('a');
    await loseDatabase();
    expect(await store.loadGame('a')).toEqual(before);
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

  it('a copy that hangs is given up within its limit: the move is stored, later moves do not wait, and a rebuild catches up', async () => {
    configureReplica(cache, 50, 30);
    await store.createGame(meta('a'));
    await compact(await store.db());
    cache.gate = new Promise(() => undefined); // never written
    let t0 = Date.now();
    await store.appendEvents([ev('a', 0)], { status, updatedAt: 2 });
    expect(Date.now() - t0).toBeLessThan(1000);
    t0 = Date.now();
    await store.appendEvents([ev('a', 1)], { status, updatedAt: 3 });
    expect(Date.now() - t0).toBeLessThan(40); // behind: the next move does not wait for the copy at all
    expect(copyDegraded()).toBe(true);
    expect((await store.loadGame('a'))?.events).toHaveLength(2);
    cache.gate = null;
    await until(() => !copyDegraded());
    const before = await store.loadGame('a');
    await loseDatabase();
    expect(await store.loadGame('a')).toEqual(before);
  });

  it('a write the copy missed is a hole: the restore stops before what follows it, and no game comes back broken', async () => {
    await store.createGame(meta('a'));
    await compact(await store.db());
    await store.appendEvents([ev('a', 0)], { status, updatedAt: 2 });
    await store.appendEvents([ev('a', 1)], { status, updatedAt: 3 });
    await store.appendEvents([ev('a', 2)], { status, updatedAt: 4 });
    // the copy of move 1 never landed (failed, or the kill came between the commit and the copy)
    const [, second] = cache.ops().sort();
    cache.entries.delete(second ?? '');
    await loseDatabase();
    const a = await store.loadGame('a');
    expect(a?.events).toEqual([ev('a', 0)]);
    expect(a?.meta.eventCount).toBe(1);
    expect(recovery()?.detail).toMatch(/stopped at/);
  });

  it("a gap in a game's log (a copy missed by an earlier page) cuts that game at the gap, its header with it", async () => {
    await store.createGame(meta('a'));
    await compact(await store.db());
    await store.appendEvents([ev('a', 0)], { status, updatedAt: 2 });
    await store.appendEvents([ev('a', 1)], { status, updatedAt: 3 });
    const [, second] = cache.ops().sort();
    cache.entries.delete(second ?? '');
    // a new page: its first write names no write before it, so the chain cannot see the hole
    configureReplica(cache);
    await store.appendEvents([ev('a', 2)], { status, updatedAt: 4 });
    await loseDatabase();
    const a = await store.loadGame('a');
    expect(a?.events).toEqual([ev('a', 0)]);
    expect(a?.meta.eventCount).toBe(1);
  });

  it('a database whose copy does not answer is not created empty: the open fails with a timeout, and a later one restores', async () => {
    await store.createGame(meta('a'));
    await store.appendEvents([ev('a', 0)], { status, updatedAt: 2 });
    const before = await store.loadGame('a');
    configureReplica(cache, 30);
    const name = freshDatabase();
    configureDatabase({ name, restoreLimitMs: 100 });
    cache.readGate = new Promise(() => undefined);
    await expect(store.listGames()).rejects.toBeInstanceOf(StorageTimeoutError);
    expect(await hasDatabase(name)).toBe(false);
    cache.readGate = null;
    expect(await store.loadGame('a')).toEqual(before);
    expect(recovery()).toMatchObject({ games: 1 });
  });

  it('the snapshot cache is not copied (it is rebuilt from the log)', async () => {
    await store.createGame(meta('a'));
    await store.appendEvents([ev('a', 0)], { status, updatedAt: 2 });
    const copies = cache.ops().length;
    await store.putSnapshot({ gameId: 'a', seq: 1, stateVersion: 1, data: {} });
    expect(cache.ops()).toHaveLength(copies);
  });

  it('a write whose copy never came (the page was killed between the two) is found at the next start and the copy rebuilt: no hole', async () => {
    await store.createGame(meta('a'));
    await compact(await store.db());
    await store.appendEvents([ev('a', 0)], { status, updatedAt: 2 });
    // the kill came after the commit of move 1 and before its copy: the copy never had it
    cache.dropNext = true;
    await store.appendEvents([ev('a', 1)], { status, updatedAt: 3 });
    expect(cache.ops().length).toBe(1);
    // the next page: opening the database looks at the last write of each game, and rebuilds the copy
    configureReplica(cache);
    configureDatabase({ name: dbName });
    await store.listGames();
    await until(
      () =>
        !cache.ops().length &&
        cache.entries.has(BASE) &&
        (JSON.parse(cache.entries.get(BASE)!) as { stores: { events?: unknown[] } }).stores.events?.length === 2,
    );
    await store.appendEvents([ev('a', 2)], { status, updatedAt: 4 });
    const before = await store.loadGame('a');
    await loseDatabase();
    expect(await store.loadGame('a')).toEqual(before);
    expect(before?.events).toHaveLength(3);
  });
});
