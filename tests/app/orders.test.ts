/**
 * Standing orders in the game runner: a question the side to act answered in advance is taken like a forced event
 * (stored as that side's own event before anything is shown, marked auto and `order`), undo takes it back with
 * the move before it and still stops at a roll; the orders live in the game's header, survive a reopen, an
 * export and an import, and a file with a bad order is refused. FAB Millbrook with the recorded game's dice.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { freshDatabase } from '../fixtures/db';
import { createNewGame, exportGame, importGame } from '../../src/app/games';
import { GameSession } from '../../src/app/session';
import * as store from '../../src/store';
import { fabEngine, fabRecordEngine } from '../../src/app/systems/fab';
import type { FabState } from '../../src/rules/fab/types';
import { otherSide } from '../../src/rules/fab/types';
import type { GameEvent } from '../../src/rules/common/engine';
import game from '../machines/fab/millbrook-game.json';
import { RECORDED_RULES_VERSION, explicitRecord } from '../machines/fab/explicit-choices';

// the recorded game, played under the rules version its moves are legal in (tests/machines/fab/explicit-choices.ts)
const recorded: GameEvent[] = explicitRecord(
  {
    system: 'fab',
    scenario: { id: 'fab-millbrook', version: 1 },
    options: {},
    dice: { kind: 'scripted', rolls: game.rolls },
    rulesVersion: RECORDED_RULES_VERSION,
  },
  game.events,
);
type S = GameSession<FabState, GameEvent>;
interface FileJson {
  game: { orders?: unknown };
}

async function newGameId(): Promise<string> {
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
  return r.value;
}

async function open(id: string): Promise<S> {
  const s = await GameSession.open<FabState, GameEvent>(id, { engine: fabEngine, now: () => 2000 });
  await s.settle();
  return s;
}

const logLength = (s: S) => s.log.peek()?.length ?? -1;

/** Tap the recorded game's moves until the app has taken an event by standing order; its index in the log. */
async function playUntilOrder(s: S): Promise<number> {
  for (;;) {
    const at = s.log.peek()!.findIndex((e) => e.order);
    if (at >= 0) return at;
    const e = recorded[logLength(s)];
    if (!e) throw new Error('the recorded game ended before any standing order was used');
    const r = await s.dispatch(e);
    expect(r.ok).toBe(true);
  }
}

beforeEach(() => {
  freshDatabase();
});

describe('standing orders in the runner', () => {
  it("4.2c 'skip': the app ends the non-phasing side's step as that side's event, and undo takes it back with the move before", async () => {
    const id = await newGameId();
    const s = await open(id);
    const both = await s.setOrders('blue', { admin: 'skip' });
    expect(both.ok).toBe(true);
    expect((await s.setOrders('red', { admin: 'skip' })).ok).toBe(true);
    const at = await playUntilOrder(s);
    const log = s.log.peek()!;
    expect(log[at]).toMatchObject({ event: { type: 'END_STEP' }, auto: true, order: true });
    // stored before it was shown, with the side that was asked as its author
    const stored = (await store.loadGame(id))!.events as store.StoredEvent[];
    const entry = stored[at]!;
    expect(entry.order).toBe(true);
    expect(entry.auto).toBe(true);
    expect(entry.barrier).toBe(false);
    const before = await open(id);
    expect(before.log.peek()!.length).toBe(log.length);
    // the event stored is the 4.2c one: replaying up to it, the non-phasing side was to act in admin
    const r = fabEngine.start(s.setup);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    let st = r.state;
    for (const e of log.slice(0, at)) {
      const o = fabRecordEngine.apply(st, e.event);
      expect(o.ok).toBe(true);
      if (!o.ok) return;
      st = o.state;
    }
    expect(st.phase).toBe('admin');
    expect(st.step).toBe('non-phasing');
    expect(entry.by).toBe(otherSide(st.phasing));
    // undo: the phasing side's tapped move and the order it triggered go back together
    const tapped = log.slice(0, at).findLastIndex((e) => !e.auto);
    expect(s.undoable.peek().ok).toBe(true);
    const u = await s.undo();
    expect(u.ok).toBe(true);
    expect(logLength(s)).toBe(tapped);
    expect(s.state.peek().phase).toBe('admin');
    expect(s.state.peek().step).not.toBe('non-phasing');
  });

  it("5.35d 'always': the bridge attempt is the enemy's event, its roll is the app's, and undo stops at it", async () => {
    const id = await newGameId();
    const s = await open(id);
    expect((await s.setOrders('blue', { bridge: 'always' })).ok).toBe(true);
    expect((await s.setOrders('red', { bridge: 'always' })).ok).toBe(true);
    const at = await playUntilOrder(s);
    const stored = (await store.loadGame(id))!.events as store.StoredEvent[];
    const entry = stored[at]!;
    expect(entry.event).toEqual({ type: 'BLOW_BRIDGE', attempt: true });
    expect(entry.order).toBe(true);
    // the enemy of the mover: the unit that stepped just before belongs to the other side
    const mover = stored[at - 1]!;
    expect(mover.event.type).toBe('MOVE_STEP');
    expect(entry.by).toBe(otherSide(mover.by as 'blue' | 'red'));
    expect(entry.barrier).toBe(true);
    // a roll is never taken back, as for a forced roll
    expect(s.undoable.peek()).toMatchObject({ ok: false, reason: 'dice' });
  });

  it('the orders live in the header: a reopen keeps them, an export and an import carry them, "ask" clears them', async () => {
    const id = await newGameId();
    const s = await open(id);
    expect((await s.setOrders('red', { bridge: 'never', defence: 'decline', admin: 'ask' })).ok).toBe(true);
    const again = await open(id);
    expect(again.orders.peek()).toEqual({ red: { bridge: 'never', defence: 'decline' } });
    const file = await exportGame(id);
    expect((JSON.parse(file.text) as FileJson).game.orders).toEqual({ red: { bridge: 'never', defence: 'decline' } });
    const imp = await importGame(file.text);
    expect(imp.ok).toBe(true);
    if (!imp.ok) return;
    expect((await open(imp.value)).orders.peek()).toEqual({ red: { bridge: 'never', defence: 'decline' } });
    expect((await again.setOrders('red', { bridge: 'ask' })).ok).toBe(true);
    expect((await open(id)).orders.peek()).toEqual({});
  });

  it('a file with an order the app does not know is refused, and one without orders asks every question', async () => {
    const id = await newGameId();
    const text = (await exportGame(id)).text;
    const bad = JSON.parse(text) as FileJson;
    bad.game.orders = { red: { bridge: 'sometimes' } };
    const r = await importGame(JSON.stringify(bad));
    expect(r.ok).toBe(false);
    const odd = JSON.parse(text) as FileJson;
    odd.game.orders = { red: { retreat: 'always' } };
    expect((await importGame(JSON.stringify(odd))).ok).toBe(false);
    const plain = await importGame(text);
    expect(plain.ok).toBe(true);
    if (!plain.ok) return;
    expect((await open(plain.value)).orders.peek()).toEqual({});
  });
});
