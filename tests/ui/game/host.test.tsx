// @vitest-environment happy-dom
/**
 * The game host (src/ui/game/GameHost.tsx): opens a stored game with one read, says plainly when a game is
 * not on this device, and never shows one game's result under another game's address.
 */
import { cleanup, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../fixtures/db';
import { lang } from '../../../src/i18n';
import '../../../src/i18n/core';
import '../../../src/ui/systems';
import { createNewGame } from '../../../src/app/games';
import { registerEngine } from '../../../src/app/engines';
import { engineLoaders } from '../../../src/app/engine-loaders';
import { GameHost } from '../../../src/ui/game/GameHost';
import type { SystemId } from '../../../src/rules/common/engine';

for (const [id, load] of Object.entries(engineLoaders)) registerEngine(id as SystemId, load);

beforeEach(() => {
  lang.value = 'en';
  freshDatabase();
});
afterEach(() => cleanup());

describe('game host', () => {
  it('a game that is not on this device says so with a way home; then a stored game under a new address opens', async () => {
    const { rerender } = render(<GameHost id="gone" />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('That game is not on this device any more.');
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('#/');
    const r = await createNewGame({
      name: 'Valley run',
      system: 'ocs',
      scenario: { id: 'ocs-valley-of-rails', version: 1 },
      options: {},
      dice: { kind: 'seeded', seed: 3 },
    });
    if (!r.ok) throw new Error(r.message);
    rerender(<GameHost id={r.value} />);
    // the failure belonged to the other address: this one opens
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Valley run'), {
      timeout: 5000,
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
