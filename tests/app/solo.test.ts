/**
 * Issue 17, solo play in the game record: the side the app plays, its level and the seed of its random choices
 * are stored with a new game, travel through export and import (checked there), are absent from two-player
 * games and old files; the player's undo never goes past one of the app's moves.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { freshDatabase } from '../fixtures/db';
import { createNewGame, exportGame, importGame } from '../../src/app/games';
import { GameSession } from '../../src/app/session';
import * as store from '../../src/store';
import { fabEngine } from '../../src/app/systems/fab';
import { parseGameFile } from '../../src/store/file';
import type { GameEvent } from '../../src/rules/common/engine';
import type { FabState } from '../../src/rules/fab/types';

beforeEach(() => {
  freshDatabase();
});

const millbrook = { id: 'fab-millbrook', version: 1 };

async function solo(side: 'blue' | 'red', seed?: number): Promise<string> {
  const r = await createNewGame(
    {
      name: 'Alone',
      system: 'fab',
      scenario: millbrook,
      options: {},
      dice: { kind: 'seeded', seed: 7 },
      opponent: { side, level: 'hard', ...(seed !== undefined ? { seed } : {}) },
    },
    { engine: fabEngine },
  );
  expect(r.ok).toBe(true);
  if (!r.ok) throw new Error(r.message);
  return r.value;
}

describe('solo play in the game record (issue 17)', () => {
  it('a new game stores the app side, level and a seed of its own; a two-player game stores none', async () => {
    const id = await solo('red');
    const meta = await store.getGame(id);
    expect(meta?.opponent).toMatchObject({ side: 'red', level: 'hard' });
    expect(Number.isInteger(meta?.opponent?.seed)).toBe(true);
    const two = await createNewGame(
      { name: 'Two', system: 'fab', scenario: millbrook, options: {} },
      { engine: fabEngine },
    );
    expect(two.ok).toBe(true);
    if (!two.ok) return;
    expect((await store.getGame(two.value))?.opponent).toBeUndefined();
  });

  it('a side the app cannot play is refused and nothing is stored', async () => {
    const r = await createNewGame(
      { name: 'X', system: 'fab', scenario: millbrook, options: {}, opponent: { side: 'green', level: 'easy' } },
      { engine: fabEngine },
    );
    expect(r).toMatchObject({ ok: false, code: 'import.setup' });
    expect(await store.listGames()).toHaveLength(0);
  });

  it('export and import keep the opponent (side, level, seed); the import schema checks it', async () => {
    const id = await solo('blue', 12345);
    const f = await exportGame(id);
    const file = JSON.parse(f.text) as { game: Record<string, unknown> };
    expect(file.game['opponent']).toEqual({ side: 'blue', level: 'hard', seed: 12345 });
    const back = await importGame(f.text, { engine: fabEngine });
    expect(back.ok).toBe(true);
    if (!back.ok) return;
    expect((await store.getGame(back.value))?.opponent).toEqual({ side: 'blue', level: 'hard', seed: 12345 });

    const bad = (o: unknown) => JSON.stringify({ ...file, game: { ...file.game, opponent: o } });
    expect(parseGameFile(bad({ side: 'blue', level: 'expert', seed: 1 }))).toMatchObject({ ok: false });
    expect(parseGameFile(bad({ side: 'blue', level: 'easy', seed: -1 }))).toMatchObject({ ok: false });
    expect(parseGameFile(bad({ side: 'blue', level: 'easy', seed: 1.5 }))).toMatchObject({ ok: false });
    expect(await importGame(bad({ side: 'green', level: 'easy', seed: 1 }), { engine: fabEngine })).toMatchObject({
      ok: false,
      code: 'import.setup',
    });
    // a file without it is a two-player game
    const { opponent: _drop, ...two } = file.game;
    const plain = await importGame(JSON.stringify({ ...file, game: two }), { engine: fabEngine });
    expect(plain.ok).toBe(true);
    if (!plain.ok) return;
    expect((await store.getGame(plain.value))?.opponent).toBeUndefined();
  });

  it("undo takes back the player's own moves but stops at the app's last move", async () => {
    // the app plays blue; play on with the first legal event until the app's move without dice is followed by
    // the player's own move without dice
    const id = await solo('blue');
    const s = await GameSession.open<FabState, GameEvent>(id, { engine: fabEngine });
    let afterApp: FabState | null = null;
    for (let k = 0; k < 300 && !afterApp; k++) {
      const before = s.state.peek();
      const actor = s.status.peek().actor;
      const legal = fabEngine.legalEvents(before);
      const e = legal.find((x) => x.type === 'END_STEP' || x.type === 'END_PHASE') ?? legal[0];
      expect(e).toBeDefined();
      if (!e) return;
      expect((await s.dispatch(e)).ok).toBe(true);
      const applied = fabEngine.apply(before, e);
      expect(applied.ok).toBe(true);
      if (!applied.ok) return;
      if (actor !== 'blue' || applied.barrier || s.status.peek().actor !== 'red') continue;
      // the app (blue) just moved without dice, and the player (red) is to move: does red have a quiet move?
      const mine = fabEngine.legalEvents(s.state.peek()).find((x) => {
        const r = fabEngine.apply(s.state.peek(), x);
        return r.ok && !r.barrier && fabEngine.status(r.state).actor === 'red';
      });
      if (!mine) continue;
      afterApp = s.state.peek();
      expect((await s.dispatch(mine)).ok).toBe(true);
    }
    expect(afterApp).not.toBeNull();
    expect(s.undoable.value.ok).toBe(true);
    expect((await s.undo()).ok).toBe(true);
    expect(s.state.peek()).toBe(afterApp);
    expect(s.undoable.value).toMatchObject({ ok: false, reason: 'opponent', code: 'undo.opponent' });
    expect(await s.undo()).toMatchObject({ ok: false, reason: 'opponent' });
    expect(s.state.peek()).toBe(afterApp);
  });
});
