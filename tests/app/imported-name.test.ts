/** A game imported from a file shows "(imported)" after its name until the player renames it (issue 16). */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freshDatabase } from '../fixtures/db';
import { createNewGame, exportGame, importGame } from '../../src/app/games';
import { listGames, renameGame } from '../../src/app/saved-games';
import { GameSession } from '../../src/app/session';
import { engineLoaders } from '../../src/app/engine-loaders';
import { shownName } from '../../src/ui/game-name';
import { lang } from '../../src/i18n';
import '../../src/i18n/core';

beforeEach(() => {
  freshDatabase();
});
afterEach(() => {
  lang.value = 'en';
});

async function exported(): Promise<{ id: string; text: string }> {
  const made = await createNewGame({
    name: 'Bridge at Dawn',
    system: 'fab',
    scenario: { id: 'fab-millbrook', version: 1 },
    options: {},
    dice: { kind: 'seeded', seed: 3 },
  });
  expect(made.ok).toBe(true);
  if (!made.ok) throw new Error(made.message);
  return { id: made.value, text: (await exportGame(made.value)).text };
}

const metaOf = async (id: string) => (await listGames()).find((g) => g.id === id);

describe('"(imported)" after an imported game’s name', () => {
  it('a game made here has its plain name; the same game imported from its file says "(imported)"', async () => {
    const { id, text } = await exported();
    const r = await importGame(text);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const made = await metaOf(id);
    const got = await metaOf(r.value);
    expect(made).toMatchObject({ name: 'Bridge at Dawn' });
    expect(made?.imported).toBeUndefined();
    expect(got).toMatchObject({ name: 'Bridge at Dawn', imported: true });
    expect(shownName('Bridge at Dawn', made?.imported)).toBe('Bridge at Dawn');
    expect(shownName('Bridge at Dawn', got?.imported)).toBe('Bridge at Dawn (imported)');
    lang.value = 'fr';
    expect(shownName('Bridge at Dawn', got?.imported)).toBe('Bridge at Dawn (importée)');
  });

  it('renaming it from the list or from the game drops "(imported)" and keeps the new name', async () => {
    const { text } = await exported();
    const a = await importGame(text);
    const b = await importGame(text);
    expect(a.ok && b.ok).toBe(true);
    if (!a.ok || !b.ok) return;
    await renameGame(a.value, 'Our rematch');
    const renamed = await metaOf(a.value);
    expect(renamed).toMatchObject({ name: 'Our rematch' });
    expect(renamed?.imported).toBeUndefined();
    const session = await GameSession.open(b.value, {
      engineFor: async (system) => {
        const load = engineLoaders[system];
        if (!load) throw new Error(`no engine for ${system}`);
        return load();
      },
    });
    expect(session.imported.value).toBe(true);
    await session.rename('Second try');
    expect(session.imported.value).toBe(false);
    expect((await metaOf(b.value))?.imported).toBeUndefined();
  });

  it('a game restored from a backup (its id kept) is not marked imported', async () => {
    const { text } = await exported();
    const r = await importGame(text, { id: 'kept-id' });
    expect(r).toEqual({ ok: true, value: 'kept-id' });
    expect((await metaOf('kept-id'))?.imported).toBeUndefined();
  });
});
