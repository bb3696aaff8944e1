/**
 * 5.3 a whole FAB move (MOVE_ALONG) in the game runner: the path is one stored event, stored before its result
 * is shown; one undo takes the whole move back; a move stopped for the enemy's bridge decision (5.35d) is
 * stored with the rest of its path, and a game reopened at that point goes on from there. Millbrook, turn 1.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { freshDatabase } from '../fixtures/db';
import { createNewGame } from '../../src/app/games';
import { GameSession } from '../../src/app/session';
import { replay } from '../../src/app/replay';
import * as store from '../../src/store';
import { fabEngine } from '../../src/app/systems/fab';
import type { FabState } from '../../src/rules/fab/types';
import type { GameEvent } from '../../src/rules/common/engine';

type Session = GameSession<FabState, GameEvent>;

async function open(id: string): Promise<Session> {
  const s = await GameSession.open<FabState, GameEvent>(id, { engine: fabEngine, now: () => 2000 });
  await s.settle();
  return s;
}

/** A new Millbrook game played on to blue's operational movement of turn 1. */
async function atMovement(): Promise<Session> {
  const r = await createNewGame(
    {
      name: 'Millbrook',
      system: 'fab',
      scenario: { id: 'fab-millbrook', version: 1 },
      options: {},
      dice: { kind: 'seeded', seed: 3 },
    },
    { engine: fabEngine, now: 1000 },
  );
  if (!r.ok) throw new Error(r.message);
  const s = await open(r.value);
  for (let i = 0; i < 200 && s.state.peek().phase !== 'operational-movement'; i++) {
    const evs = fabEngine.legalEvents(s.state.peek());
    const e =
      evs.find((x) => x.type === 'PLACE_REINFORCEMENT') ??
      evs.find((x) => x.type === 'END_STEP' || x.type === 'END_PHASE') ??
      evs[0];
    if (!e) throw new Error('no legal event');
    const d = await s.dispatch(e);
    expect(d.ok).toBe(true);
  }
  expect(s.state.peek().units['rifles1']?.area).toBe('a4');
  return s;
}

const logLength = (s: Session) => s.log.peek()?.length ?? -1;

beforeEach(() => {
  freshDatabase();
});

describe('5.3 a whole move in the game runner', () => {
  it('5.35a a path is one stored event, and one undo takes the whole move back', async () => {
    const s = await atMovement();
    const n = logLength(s);
    const before = s.state.peek();
    const r = await s.dispatch({ type: 'MOVE_ALONG', unit: 'rifles1', path: ['a2', 'a1'] });
    expect(r.ok).toBe(true);
    expect(s.state.peek().units['rifles1']?.area).toBe('a1');
    const stored = (await store.loadGame(s.gameId))!.events as store.StoredEvent[];
    expect(stored.slice(n).map((e) => e.event)).toEqual([{ type: 'MOVE_ALONG', unit: 'rifles1', path: ['a2', 'a1'] }]);
    expect((await s.undo()).ok).toBe(true);
    expect(logLength(s)).toBe(n);
    expect(s.state.peek().units['rifles1']?.area).toBe('a4');
    expect(s.state.peek().moving ?? null).toBe(before.moving ?? null);
    expect((await store.loadGame(s.gameId))!.events).toHaveLength(n);
  });

  it('5.35d a path stopped for the bridge decision is reopened at the decision and goes on after it', async () => {
    const s = await atMovement();
    const r = await s.dispatch({ type: 'MOVE_ALONG', unit: 'lancers', path: ['a4', 'a5'] });
    expect(r.ok).toBe(true);
    const id = s.gameId;
    const again = await open(id);
    const g = again.state.peek();
    expect(g.units['lancers']?.area).toBe('a4');
    expect(g.route).toEqual({ unit: 'lancers', rest: ['a5'] });
    expect(again.status.peek().actor).toBe('red');
    const d = await again.dispatchAs('red', { type: 'BLOW_BRIDGE', attempt: false });
    expect(d.ok).toBe(true);
    expect(again.state.peek().units['lancers']?.area).toBe('a5');
    expect(again.state.peek().route ?? null).toBeNull();
    // the record replays to the same game
    const events = ((await store.loadGame(id))!.events as store.StoredEvent[]).map((e) => e.event);
    const rp = replay(fabEngine, again.setup, events);
    expect(rp.ok).toBe(true);
    if (!rp.ok) return;
    expect(fabEngine.summary(rp.state)).toEqual(fabEngine.summary(again.state.peek()));
  });
});
