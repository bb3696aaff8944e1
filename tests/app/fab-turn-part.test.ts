/**
 * Issue 30: FAB's turn chart (machines/fab/turn-part.ts, with xstate) arrives after a stored game's first drawing. A
 * game opens from the cache of its last move without it; what replays moves after that (the log's lines, a question
 * about a tap, an undo, a move) never fails for the wait: it fetches the part and answers once it is here. Dice are
 * seeded.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDB } from 'idb';
import { freshDatabase } from '../fixtures/db';
import { createNewGame } from '../../src/app/games';
import { GameSession } from '../../src/app/session';
import * as store from '../../src/store';
import type { EngineNeed, GameEvent } from '../../src/rules/common/engine';
import { fabEngine } from '../../src/app/systems/fab-all';
import { fabTurn, FAB_TURN } from '../../machines/fab/turn-slot';
import * as turnPart from '../../machines/fab/turn-part';
import type { FabState } from '../../src/rules/fab/types';

let dbName: string;
beforeEach(() => {
  dbName = freshDatabase();
});
afterEach(() => {
  fabTurn.provide(turnPart);
});

/** A new Millbrook game stored by the full engine with dice `seed`, and its session. */
async function millbrook(seed: number) {
  const id = await createNewGame(
    {
      name: 'Chart',
      system: 'fab',
      scenario: { id: 'fab-millbrook', version: 1 },
      options: {},
      dice: { kind: 'seeded', seed },
    },
    { engine: fabEngine },
  );
  if (!id.ok) throw new Error(id.message);
  const session = await GameSession.open<FabState, GameEvent>(id.value, { engine: fabEngine });
  return { id: id.value, session };
}

/** A Millbrook game in its first operational movement with `moves` units held (5.24, no roll) by the full engine:
 * its cache is at its last move. */
async function storedGame(moves: number) {
  const { id, session: first } = await millbrook(7);
  await first.settle();
  const plain = () => fabEngine.legalEvents(first.state.value).find((x) => x.type === 'HOLD');
  // on to operational movement (5.2): the reinforcement and administration steps end
  for (let n = 0; !plain() && n < 20; n++) {
    const end = fabEngine.legalEvents(first.state.value).find((x) => x.type === 'END_STEP' || x.type === 'END_PHASE');
    if (!end) throw new Error('no step to end');
    expect(await first.dispatch(end)).toEqual({ ok: true });
  }
  for (let i = 0; i < moves; i++) {
    const e = plain();
    if (!e) throw new Error('no unit to hold');
    expect(await first.dispatch(e)).toEqual({ ok: true });
  }
  await first.idle();
  const stored = (await store.loadGame(id))!;
  return { id, state: first.state.value, events: stored.events.length };
}

/** A Millbrook game played by the full engine to `moves` moves, each the first legal event; `after` runs after each. */
async function playedGame(moves: number, after?: (id: string, s: GameSession<FabState, GameEvent>) => Promise<void>) {
  const { id, session: s } = await millbrook(5);
  while ((s.log.value?.length ?? 0) < moves) {
    const e = fabEngine.legalEvents(s.state.value)[0];
    if (!e) throw new Error('the game ended');
    expect(await s.dispatch(e)).toEqual({ ok: true });
    await after?.(id, s);
  }
  await s.idle();
  return { id, session: s };
}

/** The FAB engine with its turn chart held back until `open()`; `asked` lists what its `prepare` was asked. */
function heldChart() {
  const asked: (EngineNeed | undefined)[] = [];
  let open!: () => void;
  const gate = new Promise<void>((r) => (open = r));
  fabTurn.provide(null);
  const engine = {
    ...fabEngine,
    prepare: async (need?: EngineNeed) => {
      asked.push(need);
      // a stored game drawn from the cache of its last move asks for nothing; anything else waits for the chart
      const drawOnly = !!need && need.missing === undefined && !!need.snapshot && (need.events?.length ?? 0) <= 1;
      if (drawOnly) return;
      await gate;
      fabTurn.provide(turnPart);
    },
  };
  return { engine, asked, open: () => open() };
}

describe('FAB: the turn chart arrives after a stored game is drawn (issue 30)', () => {
  it('3.0 a game opens from its last move without the chart: its state, who decides and the legal moves', async () => {
    const { id, state } = await storedGame(3);
    const held = heldChart();
    const s = await GameSession.open<FabState, GameEvent>(id, { engine: held.engine });
    expect(s.state.value).toEqual(state);
    expect(s.status.value).toEqual(fabEngine.status(state));
    expect(fabEngine.legalEvents(s.state.value)).toEqual(fabEngine.legalEvents(state));
    expect(fabTurn.peek()).toBeNull();
    held.open();
  });

  it('2.2 the log and a tap before the chart: no error and no refusal; once it is here, the lines are there', async () => {
    const { id, events } = await storedGame(3);
    const held = heldChart();
    const s = await GameSession.open<FabState, GameEvent>(id, { engine: held.engine });
    expect(s.lines.since('blue', 0)).toBeNull();
    expect(s.lines.all('blue')).toBeNull();
    const tap = fabEngine.legalEvents(s.state.value)[0]!;
    expect(s.probe('blue', tap)).toBeNull();
    expect(held.asked.some((n) => n?.missing === FAB_TURN)).toBe(true);
    held.open();
    await new Promise((r) => setTimeout(r, 0));
    await s.idle();
    expect(s.lines.since('blue', 0)).toHaveLength(events);
    // a move the rules refuse is the rules' answer again
    expect(s.probe('blue', { type: 'END_GAME' })).not.toBeNull();
  });

  it('5.3 an undo before the chart waits for it, then takes the move back; a move waits for it, then is stored', async () => {
    const { id, events } = await storedGame(2);
    const held = heldChart();
    const s = await GameSession.open<FabState, GameEvent>(id, { engine: held.engine });
    let undone = false;
    const undo = s.undo().then((r) => ((undone = true), r));
    await new Promise((r) => setTimeout(r, 30));
    expect(undone).toBe(false);
    expect((await store.loadGame(id))!.events).toHaveLength(events);
    held.open();
    expect(await undo).toEqual({ ok: true });
    expect((await store.loadGame(id))!.events).toHaveLength(events - 1);
    const move = fabEngine.legalEvents(s.state.value).find((x) => x.type === 'HOLD')!;
    expect(await s.dispatch(move)).toEqual({ ok: true });
    expect((await store.loadGame(id))!.events).toHaveLength(events);
  });

  it('2.2 a cache with every move chains to the one at the last 50th move: the newest lines of a long log start there', async () => {
    const seen: number[] = [];
    const { id } = await playedGame(103, async (gameId, s) => {
      const snap = (await store.loadGameTail(gameId))!.snapshot as { seq: number; prev?: { seq: number } };
      expect(snap.seq).toBe(s.log.value?.length);
      seen.push(snap.prev?.seq ?? 0);
    });
    // the anchor moves on at 50 and 100, one move after it was reached (a cache's prev comes before it)
    expect(seen.at(-1)).toBe(100);
    expect(new Set(seen)).toEqual(new Set([0, 50, 100]));
    // a session opened again reads the newest lines from the anchor, not from the start
    const again = await GameSession.open<FabState, GameEvent>(id, { engine: fabEngine });
    expect(again.logAnchor()?.seq).toBe(100);
    await again.idle(); // the older moves read (and replayed) behind the screen
    expect(again.lines.newest('blue')).toHaveLength((again.log.value?.length ?? 0) - 100);
  });

  it('3.0 a move the rules refuse after the anchor is found behind the screen: the game reopens read-only before it', async () => {
    const { id } = await playedGame(58);
    // move 54 (after the anchor at 50) becomes one the rules refuse, as after an unversioned rules change
    const raw = await openDB(dbName);
    const stored: unknown = await raw.get('events', [id, 53]);
    await raw.put('events', { ...(stored as object), event: { type: 'HOLD', unit: 'nobody' } });
    raw.close();
    const s = await GameSession.open<FabState, GameEvent>(id, { engine: fabEngine });
    expect(s.readOnly.value).toBeNull(); // drawn from the cache of the last move at once
    await s.idle();
    expect(s.readOnly.value).toMatchObject({ kind: 'refused', goodMoves: 53 });
  });
});
