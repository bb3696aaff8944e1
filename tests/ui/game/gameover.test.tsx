// @vitest-environment happy-dom
/** A finished game's bar has no Undo (issue 16): the game is over; the replay is one tap away instead. */
import { cleanup, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { preloadLater } from '../../../src/ui/fab/later';
import { freshDatabase } from '../../fixtures/db';
import { GameSession } from '../../../src/app/session';
import { lang } from '../../../src/i18n';
import '../../../src/i18n/core';
import '../../../src/ui/systems';
import { createNewGame } from '../../../src/app/games';
import { registerEngine } from '../../../src/app/engines';
import { engineLoaders } from '../../../src/app/engine-loaders';
import { GameHost } from '../../../src/ui/game/GameHost';
import type { SystemId } from '../../../src/rules/common/engine';
import { prefer } from '../fab/helpers';
import { fabEngine } from '../../../src/app/systems/fab';
import { fabState } from '../../../src/ui/fab/view';

for (const [id, load] of Object.entries(engineLoaders)) registerEngine(id as SystemId, load);

// the log tab, map key and victory screen come in a chunk fetched after the first paint (src/ui/fab/later.tsx)
beforeAll(() => preloadLater());

beforeEach(() => {
  lang.value = 'en';
  freshDatabase();
});
afterEach(() => cleanup());

describe('game over in the game bar', () => {
  it('a FAB game played to its end opens without Undo and with "Replay this game"', async () => {
    const r = await createNewGame({
      name: 'To the end',
      system: 'fab',
      scenario: { id: 'fab-millbrook', version: 1 },
      options: {},
      dice: { kind: 'seeded', seed: 7 },
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const session = await GameSession.open(r.value, {
      engineFor: async (system) => {
        const load = engineLoaders[system];
        if (!load) throw new Error(`no engine for ${system}`);
        return load();
      },
    });
    // the game played to its end through the stored session: each move the engine's, ends of steps first
    const pick = prefer();
    for (let i = 0; i < 3000 && !session.status.value.finished; i++) {
      const now = fabState(session.state.value);
      expect(now).not.toBeNull();
      if (!now) break;
      const e = pick(fabEngine.legalEvents(now));
      expect(e).toBeDefined();
      if (!e) break;
      const d = await session.dispatch(e);
      expect(d, JSON.stringify(e)).toMatchObject({ ok: true });
    }
    expect(session.status.value.finished).toBe(true);
    await session.idle();
    render(<GameHost id={r.value} />);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Replay this game' })).toBeTruthy(), {
      timeout: 10_000,
    });
    expect(screen.queryByRole('button', { name: /Undo/ })).toBeNull();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toMatch(/wins|Game over/);
  }, 60_000);
});
