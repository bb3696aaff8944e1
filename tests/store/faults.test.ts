/**
 * Storage faults beyond tests/store/store.test.ts and tests/app/session.test.ts: quota running out in the
 * middle of a transaction (partial writes must roll back), at a snapshot, during undo and during import;
 * snapshot caches that are readable but wrong, point past the log, or make restore throw; log damage of
 * every kind (a gap, a rule-breaking entry, a wrong seq, a lost tail, damage below a snapshot). The player
 * always gets a sentence, the game always opens at the last good move, and nothing half-stored survives.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDB } from 'idb';
import { freshDatabase } from '../fixtures/db';
import { tallyEngine, type TallyEvent, type TallyState } from '../fixtures/tally-engine';
import { createNewGame, exportGame, importGame } from '../../src/app/games';
import { GameSession, SNAPSHOT_EVERY } from '../../src/app/session';
import * as store from '../../src/store';
import { storedEvents } from '../fixtures/json';

const engine = tallyEngine;
type Ev = TallyEvent & { type: string };
let dbName: string;

async function newGame(rolls: number[] = [4, 2, 6, 1, 3, 5, 2, 2, 2, 2]) {
  const r = await createNewGame(
    {
      name: 'Faults',
      system: 'fubar',
      scenario: { id: 'tally', version: 1 },
      options: {},
      dice: { kind: 'scripted', rolls },
    },
    { engine, now: 1000 },
  );
  if (!r.ok) throw new Error(r.message);
  return GameSession.open<TallyState, Ev>(r.value, { engine, now: () => 2000 });
}
async function playN(n: number, s?: GameSession<TallyState, Ev>) {
  s ??= await newGame();
  for (let i = 0; i < n; i++) {
    const r = await s.dispatch({ type: 'ADD', n: 1 });
    if (!r.ok) throw new Error(r.message);
  }
  return s;
}
const reopen = (id: string) => GameSession.open<TallyState, Ev>(id, { engine });
const quota = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

/**
 * Make one IDBObjectStore method fail with a quota error on the given object store (after the transaction
 * has already issued other writes), the way a full disk surfaces in the middle of a commit.
 */
function failOn(method: 'add' | 'put' | 'delete', storeName: string) {
  const proto = IDBObjectStore.prototype;
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with the store as `this`
  const original = proto[method] as (this: IDBObjectStore, ...args: unknown[]) => IDBRequest;
  return vi.spyOn(proto, method).mockImplementation(function (this: IDBObjectStore, ...args: unknown[]) {
    if (this.name === storeName) throw quota();
    return original.apply(this, args);
  });
}

beforeEach(() => {
  dbName = freshDatabase();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('storage faults: quota exceeded while saving', () => {
  it('quota fails the header write after the event was added: the whole move rolls back, the screen does not move', async () => {
    const s = await playN(3);
    const spy = failOn('put', 'games'); // appendEvent adds the event first, then writes the header
    const r = await s.dispatch({ type: 'ADD', n: 2 });
    spy.mockRestore();
    expect(r).toMatchObject({ ok: false, rule: 'storage' });
    expect(!r.ok && r.message).toMatch(/no room left/);
    expect(s.state.value.total).toBe(3);
    expect(s.log.value).toHaveLength(3);
    const stored = await store.loadGame(s.gameId);
    expect(stored!.events).toHaveLength(3); // the added event did not survive the aborted transaction
    expect(stored!.meta.eventCount).toBe(3);
    // space is back: play continues with the next seq, and reopening shows exactly what was shown
    expect((await s.dispatch({ type: 'ADD', n: 2 })).ok).toBe(true);
    const again = await reopen(s.gameId);
    expect(again.state.value).toEqual(s.state.value);
    expect(again.damaged.value).toBeNull();
  });

  it('quota at a snapshot write refuses that move whole (event, header and cache are one transaction)', async () => {
    const s = await playN(SNAPSHOT_EVERY - 1);
    const spy = failOn('put', 'snapshots');
    const r = await s.dispatch({ type: 'ADD', n: 3 });
    spy.mockRestore();
    expect(r).toMatchObject({ ok: false, rule: 'storage' });
    const stored = await store.loadGame(s.gameId);
    expect(stored!.events).toHaveLength(SNAPSHOT_EVERY - 1);
    expect(stored!.snapshot).toBeUndefined();
    expect(s.state.value.total).toBe(SNAPSHOT_EVERY - 1);
    expect((await s.dispatch({ type: 'ADD', n: 3 })).ok).toBe(true);
    expect(((await store.loadGame(s.gameId))!.snapshot as store.Snapshot).seq).toBe(SNAPSHOT_EVERY);
  });

  it('quota during undo leaves the move in place, both on screen and in storage', async () => {
    const s = await playN(4);
    const spy = failOn('put', 'games');
    const r = await s.undo();
    spy.mockRestore();
    expect(r.ok).toBe(false);
    expect(!r.ok && r.message).toMatch(/no room left/);
    expect(s.state.value.total).toBe(4);
    expect((await store.loadGame(s.gameId))!.events).toHaveLength(4);
    expect((await s.undo()).ok).toBe(true);
    expect((await reopen(s.gameId)).state.value.total).toBe(3);
  });

  it('quota during an import refuses the file with the reason and stores no part of it', async () => {
    const s = await playN(5);
    const file = await exportGame(s.gameId, 0);
    const before = JSON.stringify(await store.listGames());
    const spy = failOn('add', 'events'); // the header is added first, then the log
    const r = await importGame(file.text, { engine });
    spy.mockRestore();
    expect(r).toMatchObject({ ok: false, rule: 'storage' });
    expect(!r.ok && r.message).toMatch(/no room left/);
    expect(JSON.stringify(await store.listGames())).toBe(before);
  });
});

describe('storage faults: corrupted snapshot caches are rebuilt from the log', () => {
  async function putSnapshot(snap: Record<string, unknown>) {
    const raw = await openDB(dbName);
    await raw.put('snapshots', snap);
    raw.close();
  }

  it('a readable snapshot that makes the rest of the log fail is dropped and the whole log replayed', async () => {
    const s = await playN(SNAPSHOT_EVERY + 3);
    // a bit flip left total at 499: the next ADD would break rule T9 (game over)
    await putSnapshot({
      gameId: s.gameId,
      seq: SNAPSHOT_EVERY,
      stateVersion: 1,
      data: { total: 499, side: 'A', dice: s.state.value.dice, rolls: [] },
    });
    const again = await reopen(s.gameId);
    expect(again.state.value).toEqual(s.state.value);
    expect(again.damaged.value).toBeNull();
  });

  it('a snapshot that claims to be past the end of the log is ignored', async () => {
    const s = await playN(SNAPSHOT_EVERY + 2);
    await putSnapshot({
      gameId: s.gameId,
      seq: SNAPSHOT_EVERY + 40,
      stateVersion: 1,
      data: { total: 7, side: 'B', dice: s.state.value.dice, rolls: [] },
    });
    expect((await reopen(s.gameId)).state.value).toEqual(s.state.value);
  });

  for (const [what, seq] of [
    ['a fractional', 12.5],
    ['a negative', -1],
    ['a text', '50'],
    ['a missing', undefined],
  ] as const) {
    it(`a snapshot with ${what} seq is ignored`, async () => {
      const s = await playN(SNAPSHOT_EVERY + 1);
      await putSnapshot({
        gameId: s.gameId,
        seq,
        stateVersion: 1,
        data: { total: 1, side: 'A', dice: s.state.value.dice, rolls: [] },
      });
      const again = await reopen(s.gameId);
      expect(again.state.value.total).toBe(SNAPSHOT_EVERY + 1);
    });
  }

  it('an engine whose restore throws on the cache still opens the game from the log', async () => {
    const s = await playN(SNAPSHOT_EVERY + 1);
    const throwing = {
      ...engine,
      restore: () => {
        throw new TypeError('cannot read the cache');
      },
    };
    const again = await GameSession.open<TallyState, Ev>(s.gameId, { engine: throwing });
    expect(again.state.value.total).toBe(SNAPSHOT_EVERY + 1);
    expect(again.damaged.value).toBeNull();
  });

  it('a missing snapshot is written again on opening, so the next opening is fast', async () => {
    const s = await playN(SNAPSHOT_EVERY + 5);
    const raw = await openDB(dbName);
    await raw.delete('snapshots', s.gameId);
    raw.close();
    await reopen(s.gameId);
    await vi.waitFor(async () =>
      expect(((await store.loadGame(s.gameId))!.snapshot as store.Snapshot | undefined)?.seq).toBe(SNAPSHOT_EVERY + 5),
    );
  });
});

describe('storage faults: a damaged log opens up to the damage and says so', () => {
  async function edit(fn: (raw: Awaited<ReturnType<typeof openDB>>, id: string) => Promise<unknown>, id: string) {
    const raw = await openDB(dbName);
    await fn(raw, id);
    raw.close();
  }

  it('a missing entry in the middle (a gap) stops the game just before it', async () => {
    const s = await playN(8);
    await edit((raw, id) => raw.delete('events', [id, 5]), s.gameId);
    const again = await reopen(s.gameId);
    expect(again.state.value.total).toBe(5);
    expect(again.log.value).toHaveLength(5);
    expect(again.damaged.value).toMatch(/Move 6/);
  });

  it('an entry whose event breaks the rules opens the game before it and names the rule', async () => {
    const s = await playN(6);
    await edit(
      (raw, id) =>
        raw.put('events', { gameId: id, seq: 2, at: 1, by: 'A', barrier: false, event: { type: 'ADD', n: 9 } }),
      s.gameId,
    );
    const again = await reopen(s.gameId);
    expect(again.state.value.total).toBe(2);
    expect(again.damaged.value).toMatch(/Move 3.*T1/);
    expect(again.readOnly.value).toMatchObject({ kind: 'refused', rule: 'T1', goodMoves: 2, storedMoves: 6 });
    expect((await store.loadGame(s.gameId))!.events).toHaveLength(6);
  });

  for (const [what, patch] of [
    ['a text time', { at: 'yesterday' }],
    ['no barrier flag', { barrier: undefined }],
    ['an event without a type', { event: { n: 1 } }],
  ] as const) {
    it(`an entry with ${what} counts as damage from that move on`, async () => {
      const s = await playN(6);
      await edit(async (raw, id) => raw.put('events', { ...(await raw.get('events', [id, 4])), ...patch }), s.gameId);
      const again = await reopen(s.gameId);
      expect(again.state.value.total).toBe(4);
      expect(again.damaged.value).toMatch(/Move 5/);
    });
  }

  it('a lost tail (header counts more moves than are stored) opens read-only at the last stored move; the copy plays on', async () => {
    const s = await playN(7);
    await edit(async (raw, id) => {
      await raw.delete('events', IDBKeyRange.bound([id, 5], [id, 99]));
    }, s.gameId);
    const again = await reopen(s.gameId);
    expect(again.state.value.total).toBe(5);
    expect(again.damaged.value).toMatch(/last 2 moves/);
    expect(again.readOnly.value).toMatchObject({ kind: 'lost', goodMoves: 5, storedMoves: 7 });
    expect(await again.dispatch({ type: 'ADD', n: 3 })).toMatchObject({ ok: false, code: 'record.readOnly' });
    expect((await store.getGame(s.gameId))!.eventCount).toBe(7);
    const copy = await again.continueAsCopy('Faults again');
    if (!copy.ok) throw new Error(copy.message);
    const c = await reopen(copy.value);
    expect((await c.dispatch({ type: 'ADD', n: 3 })).ok).toBe(true);
    expect(c.state.value.total).toBe(8);
    expect((await store.getGame(copy.value))!.eventCount).toBe(6);
    expect((await reopen(s.gameId)).readOnly.value).toMatchObject({ kind: 'lost', goodMoves: 5 });
  });

  it('damage below a snapshot: found by the background read before any move is stored; the game goes back to the move before it, read-only', async () => {
    const s = await playN(SNAPSHOT_EVERY + 4);
    await edit(
      (raw, id) => raw.put('events', { gameId: id, seq: 10, at: 1, by: 'A', barrier: false, event: null }),
      s.gameId,
    );
    const again = await reopen(s.gameId);
    // the quick opening shows the snapshot and its tail while the older moves are read
    expect(again.state.value.total).toBe(SNAPSHOT_EVERY + 4);
    expect(again.log.value).toBeNull();
    // a move sent at once waits for that read, so it meets the damage: refused, and nothing is removed
    const sent = again.dispatch({ type: 'ADD', n: 3 });
    await again.idle();
    expect(await sent).toMatchObject({ ok: false, code: 'record.readOnly' });
    expect(again.damaged.value).toMatch(/Move 11/);
    expect(again.readOnly.value).toMatchObject({ kind: 'damaged', goodMoves: 10 });
    expect(again.state.value.total).toBe(10);
    expect(again.log.value).toHaveLength(10);
    const stored = await store.loadGame(s.gameId);
    expect(stored!.events).toHaveLength(SNAPSHOT_EVERY + 4);
    expect(stored!.meta.eventCount).toBe(SNAPSHOT_EVERY + 4);
    expect(await again.undo()).toMatchObject({ ok: false, reason: 'read-only' });
    // the copy keeps the 10 good moves, and undo inside them works there
    const copy = await again.continueAsCopy('Below the snapshot');
    if (!copy.ok) throw new Error(copy.message);
    const c = await reopen(copy.value);
    expect(c.log.value).toHaveLength(10);
    expect((await c.undo()).ok).toBe(true);
    expect(c.state.value.total).toBe(9);
  });

  it('the older moves cannot be read: the game stays open where it was, says why, keeps storing moves, and undo explains its refusal', async () => {
    const s = await playN(SNAPSHOT_EVERY + 4);
    const proto = IDBObjectStore.prototype;
    // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with the store as `this`
    const original = proto.getAll;
    // only the read of the moves before the snapshot fails (a bounded range that starts at move 0)
    vi.spyOn(proto, 'getAll').mockImplementation(function (
      this: IDBObjectStore,
      ...args: Parameters<IDBObjectStore['getAll']>
    ) {
      const q = args[0];
      if (
        this.name === 'events' &&
        q instanceof IDBKeyRange &&
        (q.lower as unknown[])[1] === 0 &&
        (q.upper as unknown[])[1] !== Number.MAX_SAFE_INTEGER
      )
        throw new DOMException('disk gone', 'UnknownError');
      return original.apply(this, args);
    });
    const again = await reopen(s.gameId);
    await again.idle();
    expect(again.state.value.total).toBe(SNAPSHOT_EVERY + 4);
    expect(again.storageError.value?.message).toMatch(/older moves of this game could not be read/);
    expect(again.log.value).toBeNull();
    expect(await again.undo()).toMatchObject({ ok: false, code: 'undo.unread' });
    expect((await again.dispatch({ type: 'ADD', n: 2 })).ok).toBe(true);
    vi.restoreAllMocks();
    const stored = await store.loadGame(s.gameId);
    expect(stored!.events).toHaveLength(SNAPSHOT_EVERY + 5);
    expect(storedEvents(stored).at(-1)?.seq).toBe(SNAPSHOT_EVERY + 4);
  });

  it('a damaged header (not an object) is reported as a game that cannot be opened, without crashing', async () => {
    const s = await playN(2);
    await edit(
      (raw, id) =>
        raw.put('games', {
          id,
          name: 'x',
          system: 'fubar',
          scenario: null,
          options: {},
          dice: null,
          createdAt: 0,
          updatedAt: 0,
          eventCount: 2,
          status: null,
        }),
      s.gameId,
    );
    await expect(reopen(s.gameId)).rejects.toThrow(/cannot be set up|not on this device|rules engine/);
  });
});

/**
 * Another connection holds a read-write transaction over `stores` open (one read after another, as a stuck
 * writer would) until the returned function is called: every transaction of ours on those stores waits behind it.
 */
async function holdStores(stores: string[]): Promise<() => Promise<void>> {
  const other = await openDB(dbName);
  const tx = other.transaction(stores, 'readwrite');
  const raw = tx.objectStore(stores[0] ?? 'games');
  let held = true;
  const spin = (): void => {
    if (held) raw.get('nothing').then(spin, spin);
  };
  spin();
  return async () => {
    held = false;
    await tx.done.catch(() => undefined);
    other.close();
  };
}

describe('storage faults: storage that does not answer (issue 24)', () => {
  it('a move whose write is stuck is given up within 3 s: nothing stored, nothing shown, a Retry that stores it once storage answers', async () => {
    const s = await playN(2);
    const release = await holdStores(['games', 'events']);
    const t0 = Date.now();
    const r = await s.dispatch({ type: 'ADD', n: 3 });
    const waited = Date.now() - t0;
    expect(r).toMatchObject({ ok: false, rule: 'storage' });
    expect(waited).toBeGreaterThanOrEqual(2900);
    expect(waited).toBeLessThan(4500);
    expect(s.state.value.total).toBe(2); // the move was not shown
    const problem = s.storageError.value;
    expect(problem?.kind).toBe('slow');
    expect(typeof problem?.retry).toBe('function');
    await release();
    expect((await store.loadGame(s.gameId))!.events).toHaveLength(2); // nothing of it was written
    await problem?.retry?.();
    expect(s.storageError.value).toBeNull();
    expect(s.state.value.total).toBe(5);
    const again = await reopen(s.gameId);
    expect(again.state.value).toEqual(s.state.value);
  });

  it('reading the saved games while storage is stuck fails within its limit with a StorageTimeoutError, and works once it answers', async () => {
    await playN(1);
    const release = await holdStores(['games']);
    await expect(store.listGames(200)).rejects.toBeInstanceOf(store.StorageTimeoutError);
    await release();
    expect(await store.listGames(200)).toHaveLength(1);
  });

  it('a stuck undo is given up and offers Retry; the move stays on screen and in storage meanwhile', async () => {
    const s = await playN(3);
    const release = await holdStores(['games', 'events', 'snapshots']);
    const u = await s.undo();
    expect(u.ok).toBe(false);
    expect(s.state.value.total).toBe(3);
    expect(s.storageError.value?.kind).toBe('slow');
    await release();
    expect((await store.loadGame(s.gameId))!.events).toHaveLength(3);
    await s.storageError.value?.retry?.();
    expect(s.state.value.total).toBe(2);
    expect((await store.loadGame(s.gameId))!.events).toHaveLength(2);
  });
});
