import { beforeEach, describe, expect, it, vi } from 'vitest';
import { openDB } from 'idb';
import { freshDatabase } from '../fixtures/db';
import { tallyEngine, type TallyEvent, type TallyState } from '../fixtures/tally-engine';
import { createNewGame, exportGame, importGame } from '../../src/app/games';
import { GameSession, SNAPSHOT_EVERY } from '../../src/app/session';
import * as store from '../../src/store';
import { gameFileJson, storedEvents } from '../fixtures/json';
import { okValue } from '../fixtures/ok';

const engine = tallyEngine;
let dbName: string;

async function newGame(rolls: number[] = [4, 2, 6, 1, 3, 5, 2, 2, 2, 2]) {
  const r = await createNewGame(
    {
      name: 'Test',
      system: 'fubar',
      scenario: { id: 'tally', version: 1 },
      options: {},
      dice: { kind: 'scripted', rolls },
    },
    { engine, now: 1000 },
  );
  if (!r.ok) throw new Error(r.message);
  return GameSession.open<TallyState, TallyEvent & { type: string }>(r.value, { engine, now: () => 2000 });
}

beforeEach(() => {
  dbName = freshDatabase();
});

describe('game runner: events are stored before their result is shown', () => {
  it('an accepted event is in IndexedDB when dispatch resolves, and only then is the state published', async () => {
    const s = await newGame();
    const seen: number[] = [];
    const append = store.appendEvents;
    const spy = vi.spyOn(store, 'appendEvents').mockImplementation(async (...args) => {
      seen.push(s.state.peek().total); // state still shows the old total while storing
      return append(...args);
    });
    expect((await s.dispatch({ type: 'ADD', n: 2 })).ok).toBe(true);
    spy.mockRestore();
    expect(seen).toEqual([0]);
    expect(s.state.value.total).toBe(2);
    const loaded = await store.loadGame(s.gameId);
    expect(loaded!.events).toHaveLength(1);
    expect(loaded!.meta.status.label).toBe('Total 2, A to play');
  });

  it('a rejected event changes nothing and cites its rule', async () => {
    const s = await newGame();
    const r = await s.dispatch({ type: 'ADD', n: 9 });
    expect(r).toMatchObject({ ok: false, rule: 'T1' });
    expect(s.state.value.total).toBe(0);
    expect((await store.loadGame(s.gameId))!.events).toHaveLength(0);
  });

  it('a storage failure is reported and the shown state does not move', async () => {
    const s = await newGame();
    const spy = vi.spyOn(store, 'appendEvents').mockRejectedValue(new store.StorageFullError());
    const r = await s.dispatch({ type: 'ADD', n: 1 });
    spy.mockRestore();
    expect(r).toMatchObject({ ok: false, rule: 'storage' });
    expect(s.state.value.total).toBe(0);
    expect(s.log.value).toHaveLength(0);
    expect(s.storageError.value).toMatchObject({
      kind: 'full',
      message: expect.stringMatching(/no room left/) as string,
    });
    expect((await s.dispatch({ type: 'ADD', n: 1 })).ok).toBe(true);
    expect(s.storageError.value).toBeNull();
  });

  it('reopening a game gives exactly the state that was shown, dice included', async () => {
    const s = await newGame();
    await s.dispatch({ type: 'ADD', n: 1 });
    await s.dispatch({ type: 'ROLL' });
    await s.dispatch({ type: 'PASS' });
    await s.dispatch({ type: 'ROLL' });
    const again = await GameSession.open(s.gameId, { engine });
    expect(again.state.value).toEqual(s.state.value);
    expect(again.state.value.rolls).toEqual([4, 2]);
  });

  it('quick taps are applied one after another, never interleaved', async () => {
    const s = await newGame();
    await Promise.all([
      s.dispatch({ type: 'ADD', n: 1 }),
      s.dispatch({ type: 'ADD', n: 2 }),
      s.dispatch({ type: 'ADD', n: 3 }),
    ]);
    expect(s.state.value.total).toBe(6);
    expect(storedEvents(await store.loadGame(s.gameId)).map((e) => e.event['n'])).toEqual([1, 2, 3]);
  });
});

describe('game runner: undo', () => {
  it('steps back through the player’s own moves', async () => {
    const s = await newGame();
    await s.dispatch({ type: 'ADD', n: 1 });
    await s.dispatch({ type: 'ADD', n: 2 });
    expect(s.undoable.value.ok).toBe(true);
    expect((await s.undo()).ok).toBe(true);
    expect(s.state.value.total).toBe(1);
    expect((await s.undo()).ok).toBe(true);
    expect(s.state.value.total).toBe(0);
    expect(await s.undo()).toMatchObject({ ok: false, reason: 'nothing' });
    expect((await store.loadGame(s.gameId))!.events).toHaveLength(0);
  });

  it('stops at the last die roll, so nobody can re-roll, and says why', async () => {
    const s = await newGame();
    await s.dispatch({ type: 'ADD', n: 1 });
    await s.dispatch({ type: 'ROLL' });
    expect(s.undoable.value).toMatchObject({ ok: false, reason: 'dice' });
    expect(await s.undo()).toMatchObject({ ok: false, reason: 'dice' });
    await s.dispatch({ type: 'ADD', n: 3 });
    expect((await s.undo()).ok).toBe(true);
    expect(s.state.value.total).toBe(1 + 4);
    expect(await s.undo()).toMatchObject({ ok: false, reason: 'dice' });
  });

  it('refuses to take back the other side’s move after the hand-over', async () => {
    const s = await newGame();
    await s.dispatch({ type: 'ADD', n: 1 }); // by A
    await s.dispatch({ type: 'PASS' }); // by A, now B decides
    await s.dispatch({ type: 'ADD', n: 1 }); // by B
    expect((await s.undo()).ok).toBe(true); // B takes back its own
    expect(await s.undo()).toMatchObject({ ok: false, reason: 'other-side' });
  });

  it('after reopening from a snapshot, undo still reaches back to the last barrier', async () => {
    const s = await newGame([6]);
    await s.dispatch({ type: 'ROLL' });
    for (let i = 0; i < SNAPSHOT_EVERY + 3; i++) await s.dispatch({ type: 'ADD', n: 1 });
    expect((await store.loadGame(s.gameId))!.snapshot).toMatchObject({ seq: SNAPSHOT_EVERY });
    const again = await GameSession.open(s.gameId, { engine });
    for (let i = 0; i < 5; i++) expect((await again.undo()).ok).toBe(true);
    expect(again.state.value.total).toBe(6 + SNAPSHOT_EVERY + 3 - 5);
  });
});

describe('game runner: opening a long game', () => {
  it('shows the snapshot and the moves after it at once, reads the older moves behind, and stores the next move after them', async () => {
    const s = await newGame([6]);
    await s.dispatch({ type: 'ROLL' });
    const n = SNAPSHOT_EVERY * 2 + 3;
    for (let i = 0; i < n - 1; i++) await s.dispatch({ type: 'ADD', n: 1 + (i % 3) });
    const shown = s.state.value.total;
    const getAll = vi.spyOn(IDBObjectStore.prototype, 'getAll');
    const again = await GameSession.open(s.gameId, { engine });
    // the opening read only the tail: the move before the snapshot and the 3 after it
    expect((getAll.mock.calls[0]![0] as IDBKeyRange).lower).toEqual([s.gameId, SNAPSHOT_EVERY * 2 - 1]);
    expect(again.state.value.total).toBe(shown);
    expect(again.log.value).toBeNull();
    await again.idle();
    expect(again.log.value!.map((e) => e.seq)).toEqual(Array.from({ length: n }, (_, i) => i));
    expect(again.log.value!.map((e) => e.event)).toEqual(s.log.value!.map((e) => e.event));
    getAll.mockRestore();
    expect((await again.dispatch({ type: 'ADD', n: 2 })).ok).toBe(true);
    const stored = await store.loadGame(s.gameId);
    expect(storedEvents(stored).map((e) => e.seq)).toEqual(Array.from({ length: n + 1 }, (_, i) => i));
    expect(stored!.meta.eventCount).toBe(n + 1);
    // undo reaches back through the older moves once they are read
    for (let i = 0; i < 5; i++) expect((await again.undo()).ok).toBe(true);
  });
});

describe('game runner: opening a short game (issue 30)', () => {
  it('a game of a few moves opened from its whole log leaves a snapshot at its end, and opens from it next time', async () => {
    const s = await newGame([6]);
    await s.dispatch({ type: 'ROLL' });
    for (let i = 0; i < 9; i++) await s.dispatch({ type: 'ADD', n: 1 + (i % 3) });
    const shown = s.state.value.total;
    expect((await store.loadGame(s.gameId))!.snapshot).toBeUndefined();
    const first = await GameSession.open(s.gameId, { engine });
    expect(first.state.value.total).toBe(shown);
    // the cache is written behind the screen
    await vi.waitFor(async () => expect((await store.loadGame(s.gameId))!.snapshot).toMatchObject({ seq: 10 }));
    const getAll = vi.spyOn(IDBObjectStore.prototype, 'getAll');
    const again = await GameSession.open(s.gameId, { engine });
    // the quick opening: the move before the snapshot only, the older ones read behind the screen
    expect((getAll.mock.calls[0]![0] as IDBKeyRange).lower).toEqual([s.gameId, 9]);
    getAll.mockRestore();
    expect(again.state.value.total).toBe(shown);
    await again.idle();
    expect(again.log.value!.map((e) => e.event)).toEqual(s.log.value!.map((e) => e.event));
    // and it plays on, undo reaching back to the roll
    expect((await again.dispatch({ type: 'ADD', n: 2 })).ok).toBe(true);
    for (let i = 0; i < 10; i++) expect((await again.undo()).ok).toBe(true);
    expect((await again.undo()).ok).toBe(false);
  });
});

describe('game runner: damaged storage', () => {
  async function playN(n: number) {
    const s = await newGame();
    for (let i = 0; i < n; i++) await s.dispatch({ type: 'ADD', n: 1 });
    return s;
  }

  it('a snapshot from an older state version is ignored and the log replayed', async () => {
    const s = await playN(SNAPSHOT_EVERY + 2);
    const raw = await openDB(dbName);
    await raw.put('snapshots', { gameId: s.gameId, seq: SNAPSHOT_EVERY, stateVersion: 0, data: { total: 999 } });
    raw.close();
    const again = await GameSession.open(s.gameId, { engine });
    expect(again.state.value.total).toBe(SNAPSHOT_EVERY + 2);
  });

  it('an unreadable snapshot is rebuilt from the log', async () => {
    const s = await playN(SNAPSHOT_EVERY + 1);
    const raw = await openDB(dbName);
    await raw.put('snapshots', { gameId: s.gameId, seq: SNAPSHOT_EVERY, stateVersion: 1, data: 'garbage' });
    raw.close();
    const again = await GameSession.open(s.gameId, { engine });
    expect(again.state.value.total).toBe(SNAPSHOT_EVERY + 1);
    expect(again.damaged.value).toBeNull();
  });

  it('a corrupted log entry: the game opens read-only at the last good move and says so; nothing is deleted; it goes on as a copy', async () => {
    const s = await playN(6);
    const raw = await openDB(dbName);
    await raw.put('events', { gameId: s.gameId, seq: 3, at: 1, by: 'A', barrier: false, event: 'not an event' });
    raw.close();
    const before = await store.loadGame(s.gameId);
    const again = await GameSession.open(s.gameId, { engine });
    expect(again.state.value.total).toBe(3);
    expect(again.damaged.value).toMatch(/Move 4/);
    expect(again.readOnly.value).toMatchObject({ kind: 'damaged', goodMoves: 3, storedMoves: 6, rule: 'storage' });
    // no move is taken, nothing is taken back, and the record stays exactly as it was
    expect(await again.dispatch({ type: 'ADD', n: 2 })).toMatchObject({ ok: false, code: 'record.readOnly' });
    expect(await again.undo()).toMatchObject({ ok: false, reason: 'read-only' });
    expect(await store.loadGame(s.gameId)).toEqual(before);
    // the copy starts from the good prefix and plays on; the original is untouched
    const copy = await again.continueAsCopy('Test (copy)');
    if (!copy.ok) throw new Error(copy.message);
    const c = await GameSession.open(copy.value, { engine });
    expect(c.readOnly.value).toBeNull();
    expect(c.name.value).toBe('Test (copy)');
    expect(c.state.value.total).toBe(3);
    expect((await c.dispatch({ type: 'ADD', n: 2 })).ok).toBe(true);
    expect(storedEvents(await store.loadGame(copy.value)).map((e) => e.event['n'])).toEqual([1, 1, 1, 2]);
    expect(await store.loadGame(s.gameId)).toEqual(before);
    expect((await store.listGames()).length).toBe(2);
  });
});

describe('export and import', () => {
  it('a game exported and imported replays to the same state as a new game, leaving the original alone', async () => {
    const s = await newGame();
    await s.dispatch({ type: 'ADD', n: 2 });
    await s.dispatch({ type: 'ROLL' });
    const file = await exportGame(s.gameId, 0);
    expect(file.filename).toBe('Test.sandtable');
    const id = okValue(await importGame(file.text, { engine }));
    expect(id).not.toBe(s.gameId);
    const imported = await GameSession.open(id, { engine });
    expect(imported.state.value).toEqual(s.state.value);
    expect(imported.undoable.value).toMatchObject({ ok: false, reason: 'dice' });
    expect((await store.listGames()).length).toBe(2);
  });

  it('a file whose events break the rules is refused with the move and the rule, and nothing is stored', async () => {
    const s = await newGame();
    await s.dispatch({ type: 'ADD', n: 2 });
    const file = gameFileJson((await exportGame(s.gameId)).text);
    file.game.events.push({ seq: 1, at: 5, event: { type: 'ADD', n: 7 } });
    const before = await store.listGames();
    const r = await importGame(JSON.stringify(file), { engine });
    expect(r).toMatchObject({ ok: false, rule: 'T1' });
    expect(!r.ok && r.message).toMatch(/Move 2 \(ADD\)/);
    expect(await store.listGames()).toEqual(before);
  });

  it('a file for a scenario the engine does not know is refused', async () => {
    const s = await newGame();
    const file = gameFileJson((await exportGame(s.gameId)).text);
    file.game.scenario.id = 'nope';
    const r = await importGame(JSON.stringify(file), { engine });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.message).toMatch(/cannot be set up/);
  });
});
