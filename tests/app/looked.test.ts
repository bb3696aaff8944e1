/**
 * "Since you last looked" comes with the game's opening (issue 30): where each side had looked is in the header the
 * opening reads, so the game screen drawn after the hand-off panel's tap knows it at once, with no read of its own.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { freshDatabase } from '../fixtures/db';
import { createNewGame } from '../../src/app/games';
import { registerEngine } from '../../src/app/engines';
import { GameSession } from '../../src/app/session';
import { lookedNow, readLooked, saveLooked } from '../../src/app/looked';
import * as store from '../../src/store';
import { fabEngine } from '../../src/app/systems/fab';
import { okValue } from '../fixtures/ok';

registerEngine('fab', () => Promise.resolve(fabEngine));

async function newFab(): Promise<string> {
  return okValue(
    await createNewGame(
      {
        name: 'Looked',
        system: 'fab',
        scenario: { id: 'fab-millbrook', version: 1 },
        options: {},
        dice: { kind: 'seeded', seed: 3 },
      },
      { now: 1_000 },
    ),
  );
}

beforeEach(() => {
  freshDatabase();
});

describe('where each side last looked, known when the game opens (issue 30)', () => {
  it("is the header's as the opening read it, without waiting, and readLooked reads nothing more", async () => {
    const id = await newFab();
    await store.updateGameExtras(id, { looked: { blue: 2, red: 4 } });
    const s = await GameSession.open(id);
    // written behind the session's back after it opened: a read of the store would find this
    await store.updateGameExtras(id, { looked: { blue: 7 } });
    expect(lookedNow(s)).toEqual({ blue: 2, red: 4 });
    expect(await readLooked(s)).toEqual({ blue: 2, red: 4 });
  });

  it('a game nobody has looked at yet is known as such at once (an empty record, not "unknown")', async () => {
    const s = await GameSession.open(await newFab());
    expect(lookedNow(s)).toEqual({});
  });

  it('a side that looks again is remembered over what the opening read, and stored', async () => {
    const id = await newFab();
    await store.updateGameExtras(id, { looked: { blue: 2 } });
    const s = await GameSession.open(id);
    await saveLooked(s, 'red', 5);
    expect(lookedNow(s)).toEqual({ blue: 2, red: 5 });
    expect((await store.getGame(id))?.looked).toEqual({ blue: 2, red: 5 });
  });

  it('a session that did not read the header (a replay) still reads it from the store', async () => {
    const id = await newFab();
    await store.updateGameExtras(id, { looked: { red: 3 } });
    const replay = { gameId: id };
    expect(lookedNow(replay)).toBeNull();
    expect(await readLooked(replay)).toEqual({ red: 3 });
  });
});
