/**
 * Hand off only for real decisions, in the game runner: the events the rules force on the side to move
 * (Engine.forcedEvent) are stored as that side's own events, before anything is shown, in the same record a
 * tapped game makes; rolls never wait for a player; undo takes back a move together with the events it forced,
 * and still stops at rolls and reveals. FAB Millbrook, replayed from its recorded game with scripted dice.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { freshDatabase } from '../fixtures/db';
import { createNewGame } from '../../src/app/games';
import { GameSession } from '../../src/app/session';
import { Tablet } from '../../src/app/tablet';
import { effect } from '@preact/signals';
import { replay } from '../../src/app/replay';
import * as store from '../../src/store';
import { fabEngine, fabRecordEngine } from '../../src/app/systems/fab';
import { forcedEvent } from '../../machines/fab/forced';
import { candidateEvents } from '../../machines/fab/legal';
import type { FabState } from '../../src/rules/fab/types';
import type { GameEvent } from '../../src/rules/common/engine';
import game from '../machines/fab/millbrook-game.json';

import { RECORDED_RULES_VERSION, explicitRecord } from '../machines/fab/explicit-choices';

// the recorded game, with the choices a version-3 game names (8.1 payers) made explicit as a player's taps give them;
// it is played under the rules version its moves are legal in (4.21: version 4 refuses some of them)
const recorded = explicitRecord(
  {
    system: 'fab',
    scenario: { id: 'fab-millbrook', version: 1 },
    options: {},
    dice: { kind: 'scripted', rolls: game.rolls },
    rulesVersion: RECORDED_RULES_VERSION,
  },
  game.events,
);

async function newGame(): Promise<GameSession<FabState, GameEvent>> {
  const r = await createNewGame(
    {
      name: 'Millbrook',
      system: 'fab',
      scenario: { id: 'fab-millbrook', version: 1 },
      options: {},
      dice: { kind: 'scripted', rolls: game.rolls },
    },
    // created as a game of the recorded rules version (a new game takes its engine's current version)
    { engine: { ...fabEngine, rulesVersion: RECORDED_RULES_VERSION }, now: 1000 },
  );
  if (!r.ok) throw new Error(r.message);
  const s = await GameSession.open<FabState, GameEvent>(r.value, { engine: fabEngine, now: () => 2000 });
  // as the game screen does when it opens a game
  await s.settle();
  return s;
}

const logLength = (s: GameSession<FabState, GameEvent>) => s.log.peek()?.length ?? -1;

/** Tap the recorded game's next move (the ones the app already took are skipped: they are in the log). */
async function tapNext(s: GameSession<FabState, GameEvent>) {
  const e = recorded[logLength(s)]!;
  const r = await s.dispatch(e);
  expect(r.ok).toBe(true);
}

beforeEach(() => {
  freshDatabase();
});

describe('hand off only for real decisions: the runner takes forced events for the side to move', () => {
  it('the record is the one a tapped game makes, each forced event stored as its side’s own, and replays to the same state', async () => {
    const s = await newGame();
    let taps = 0;
    while (logLength(s) < recorded.length) {
      await tapNext(s);
      taps++;
      // after every tap, the side to move has a real decision (or the game is over)
      expect(fabEngine.forcedEvent!(s.state.peek())).toBeNull();
    }
    const log = s.log.peek()!;
    expect(log.map((e) => e.event)).toEqual(recorded);
    const auto = log.filter((e) => e.auto);
    expect(auto.length).toBeGreaterThan(40);
    expect(taps).toBe(recorded.length - auto.length);
    // stored, with the side that had to act as its author (the same `by` a tap would have written)
    const stored = (await store.loadGame(s.gameId))!.events as store.StoredEvent[];
    expect(stored.map((e) => e.event)).toEqual(recorded);
    const r = replay(fabEngine, s.setup, recorded);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(stored.map((e) => e.by)).toEqual(r.actors);
    expect(stored.filter((e) => e.auto).length).toBe(auto.length);
    expect(fabEngine.summary(r.state)).toEqual(fabEngine.summary(s.state.peek()));
  });

  it('6.25-6.28 every roll of the game is made by the app: no position waits for a player to tap Roll', async () => {
    const s = await newGame();
    while (logLength(s) < recorded.length) {
      await tapNext(s);
      const only = candidateEvents(s.state.peek());
      expect(only.length === 1 && only[0]!.type === 'ROLL').toBe(false);
    }
    const rolls = s.log.peek()!.filter((e) => e.event.type === 'ROLL');
    expect(rolls.length).toBeGreaterThan(5);
    for (const e of rolls) expect(e.auto).toBe(true);
  });

  it('a move and the events it forced are all stored before any of their results is shown', async () => {
    const s = await newGame();
    const shownWhileStoring: number[] = [];
    const append = store.appendEvents;
    const spy = vi.spyOn(store, 'appendEvents').mockImplementation(async (...args) => {
      shownWhileStoring.push(logLength(s));
      return append(...args);
    });
    let seen = 0;
    while (logLength(s) < recorded.length && seen < 3) {
      shownWhileStoring.length = 0;
      const n = logLength(s);
      await tapNext(s);
      const added = logLength(s) - n;
      if (added < 2) continue;
      seen++;
      // one transaction for the move and the events it forced, and the screen still showed the position before the tap
      expect(shownWhileStoring).toEqual([n]);
      expect((await store.loadGame(s.gameId))!.events).toHaveLength(logLength(s));
    }
    spy.mockRestore();
    expect(seen).toBe(3);
  });

  it('a storage failure on a move that forces events stores none of them and the screen does not move', async () => {
    const s = await newGame();
    // find a tap that forces events after it
    for (;;) {
      const e = recorded[logLength(s)]!;
      const out = fabEngine.apply(s.state.peek(), e);
      expect(out.ok).toBe(true);
      if (out.ok && forcedEvent(out.state) !== null) break;
      await tapNext(s);
    }
    const n = logLength(s);
    const shown = s.state.peek();
    const spy = vi.spyOn(store, 'appendEvents').mockRejectedValueOnce(new store.StorageFullError());
    const r = await s.dispatch(recorded[n]!);
    spy.mockRestore();
    expect(r).toMatchObject({ ok: false, rule: 'storage' });
    expect(s.state.peek()).toBe(shown);
    expect(logLength(s)).toBe(n);
    expect((await store.loadGame(s.gameId))!.events).toHaveLength(n);
    // space is back: the same tap goes through with the events it forces
    await tapNext(s);
    expect(logLength(s)).toBeGreaterThan(n + 1);
    expect((await store.loadGame(s.gameId))!.events).toHaveLength(logLength(s));
  });

  it('undo takes back a move together with the events it forced, and stops at a roll or a reveal', async () => {
    const s = await newGame();
    let checked = 0;
    let stopped = 0;
    while (logLength(s) < recorded.length && (checked < 3 || stopped < 1)) {
      const n = logLength(s);
      const state = s.state.peek();
      await tapNext(s);
      const added = s.log.peek()!.slice(n);
      if (added.length < 2) continue;
      const stored = (await store.loadGame(s.gameId))!.events as store.StoredEvent[];
      const barrier = stored.slice(n).some((e) => e.barrier);
      const by = fabEngine.status(state).actor;
      if (by !== s.status.peek().actor) continue; // the other side moves next: its undo is refused anyway
      const u = await s.undo();
      if (barrier) {
        expect(u).toMatchObject({ ok: false, reason: 'dice' });
        expect(logLength(s)).toBe(n + added.length);
        stopped++;
        continue;
      }
      expect(u.ok).toBe(true);
      expect(logLength(s)).toBe(n);
      expect(s.state.peek()).toBe(state);
      expect((await store.loadGame(s.gameId))!.events).toHaveLength(n);
      checked++;
      // and the game goes on from there as before
      await tapNext(s);
      expect(logLength(s)).toBe(n + added.length);
    }
    expect(checked).toBeGreaterThan(0);
    expect(stopped + checked).toBeGreaterThan(1);
  });

  it('a game opened at a position with one legal event takes it for the side (a tab closed in between)', async () => {
    const s = await newGame();
    // store a move without the events it forces, as a tab closed right after it would leave the record
    let before = logLength(s);
    let st = s.state.peek();
    let e = recorded[before]!;
    let out = fabRecordEngine.apply(st, e);
    while (!out.ok || forcedEvent(out.state) === null) {
      await tapNext(s);
      before = logLength(s);
      st = s.state.peek();
      e = recorded[before]!;
      out = fabRecordEngine.apply(st, e);
    }
    await store.appendEvent(
      { gameId: s.gameId, seq: before, at: 3000, by: fabEngine.status(st).actor, barrier: out.barrier, event: e },
      { status: fabEngine.status(out.state), updatedAt: 3000 },
    );
    const again = await GameSession.open<FabState, GameEvent>(s.gameId, { engine: fabEngine });
    await again.idle();
    // opening alone changes nothing (an imported game opens at its own position)
    expect(logLength(again)).toBe(before + 1);
    // the game screen settles it before anyone is asked
    await again.settle();
    expect(logLength(again)).toBeGreaterThan(before + 1);
    expect(fabEngine.forcedEvent!(again.state.peek())).toBeNull();
    expect(again.log.peek()!.map((x) => x.event)).toEqual(recorded.slice(0, logLength(again)));
  });

  it('the tablet is covered only when the deciding side changes to one with a choice, never for a forced event', async () => {
    const s = await newGame();
    const tablet = new Tablet(s, (x) => x.status.value.actor);
    const covers: { seq: number; forced: boolean; legal: number }[] = [];
    const stop = effect(() => {
      if (tablet.covered.value)
        covers.push({
          seq: s.log.peek()?.length ?? 0,
          forced: forcedEvent(s.state.peek()) !== null,
          legal: candidateEvents(s.state.peek()).length,
        });
    });
    let changes = 0;
    let last: string | null = null;
    while (logLength(s) < recorded.length) {
      if (tablet.covered.peek()) tablet.take();
      const by = s.status.peek().actor;
      if (by !== last) changes++;
      last = by;
      await tapNext(s);
    }
    stop();
    // one cover per change of the side that taps, and none for an event the app takes (a side left one event
    // that the other side could not know to be forced, e.g. chits it cannot see, 10.0, is still asked)
    expect(covers.length).toBe(changes);
    for (const c of covers) {
      expect(c.forced).toBe(false);
      expect(c.legal).toBeGreaterThan(0);
    }
    // the same game tapped event by event would have covered the tablet at every change of the side to move
    const r = replay(fabEngine, s.setup, recorded);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const everyChange = r.actors.filter((a, i) => i === 0 || a !== r.actors[i - 1]).length;
    expect(covers.length).toBeLessThan(everyChange * 0.6);
  });
});
