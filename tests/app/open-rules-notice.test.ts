/**
 * Issue 30: a game played under older rules than the app's shows the newer rules' notice at once, so its part is
 * fetched while the game is read: the opening hands the host the stored rules version with the system, and the
 * host's test (a version older than the engine's) agrees with the session's own (`newerRules`).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { freshDatabase } from '../fixtures/db';
import { createNewGame, exportGame, importGame } from '../../src/app/games';
import { GameSession } from '../../src/app/session';
import { engineLoaders } from '../../src/app/engine-loaders';

beforeEach(() => {
  freshDatabase();
});

/** A FAB game stored under rules version `v` (imported from a file that says so). */
async function storedUnder(v: number): Promise<string> {
  const made = await createNewGame({
    name: 'Dawn',
    system: 'fab',
    scenario: { id: 'fab-millbrook', version: 1 },
    options: {},
    dice: { kind: 'seeded', seed: 3 },
  });
  if (!made.ok) throw new Error(made.message);
  // the file as written, with the rules version it names changed (the only `"rulesVersion":` in a new game's file)
  const text = (await exportGame(made.value)).text.replace(/"rulesVersion":\d+/, `"rulesVersion":${v}`);
  const r = await importGame(text);
  if (!r.ok) throw new Error(r.message);
  return r.value;
}

async function open(id: string) {
  const asked: number[] = [];
  const session = await GameSession.open(id, {
    engineFor: async (system, _status, rules) => {
      asked.push(rules);
      const load = engineLoaders[system];
      if (!load) throw new Error(`no engine for ${system}`);
      return load();
    },
  });
  return { session, asked };
}

describe('issue 30: the rules version comes with the system, before the game is read', () => {
  it('a game under the first rules: the host is told 1, and the session offers the newer rules', async () => {
    const { session, asked } = await open(await storedUnder(1));
    expect(asked).toEqual([1]);
    expect(session.rules.current).toBeGreaterThan(1);
    expect(session.newerRules()).not.toBeNull();
  });

  it('a game under the current rules: the host is told that version, and no notice is offered', async () => {
    const probe = await open(await storedUnder(1));
    const current = probe.session.rules.current;
    const { session, asked } = await open(await storedUnder(current));
    expect(asked).toEqual([current]);
    expect(session.newerRules()).toBeNull();
  });
});
