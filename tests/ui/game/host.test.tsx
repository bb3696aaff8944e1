// @vitest-environment happy-dom
/**
 * The game host (src/ui/game/GameHost.tsx): opens a stored game with one read, says plainly when a game is
 * not on this device, and never shows one game's result under another game's address.
 */
import { cleanup, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDB } from 'idb';
import { fireEvent } from '@testing-library/preact';
import { freshDatabase } from '../../fixtures/db';
import { GameSession } from '../../../src/app/session';
import * as store from '../../../src/store';
import { lang } from '../../../src/i18n';
import '../../../src/i18n/core';
// the strings of the screens but home, fetched with the first of them in the app: here all three languages
import '../../../src/i18n/screens';
import '../../../src/ui/systems';
import { createNewGame } from '../../../src/app/games';
import { registerEngine } from '../../../src/app/engines';
import { engineLoaders } from '../../../src/app/engine-loaders';
import { GameHost } from '../../../src/ui/game/GameHost';
import type { SystemId } from '../../../src/rules/common/engine';
import { storedEvents } from '../../fixtures/json';
import type { StoredEvent } from '../../../src/store';

for (const [id, load] of Object.entries(engineLoaders)) registerEngine(id as SystemId, load);

let dbName: string;
beforeEach(() => {
  lang.value = 'en';
  dbName = freshDatabase();
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

  it('a record the rules refuse opens read-only at its last good move, says why, and continues as a copy (es)', async () => {
    lang.value = 'es';
    const r = await createNewGame({
      name: 'Valle',
      system: 'ocs',
      scenario: { id: 'ocs-valley-of-rails', version: 1 },
      options: {},
      dice: { kind: 'seeded', seed: 3 },
    });
    if (!r.ok) throw new Error(r.message);
    const s = await GameSession.open(r.value);
    const engine = await engineLoaders.ocs!();
    for (let i = 0; i < 3; i++) {
      const d = await s.dispatch(engine.legalEvents(s.state.value)[0]!);
      if (!d.ok) throw new Error(d.message);
    }
    // move 3 becomes one the rules refuse (as after an unversioned rules change)
    const raw = await openDB(dbName);
    const third = (await raw.get('events', [r.value, 2])) as StoredEvent;
    await raw.put('events', { ...third, event: { type: 'RAIL_MOVE', unitId: 'nobody', to: 'nowhere' } });
    raw.close();
    const before = await store.loadGame(r.value);

    render(<GameHost id={r.value} />);
    const title = await screen.findByRole('heading', { name: 'Esta partida es de solo lectura' }, { timeout: 5000 });
    const box = title.closest('section')!;
    expect(box.textContent).toMatch(/rechaza la jugada 3/);
    expect(box.textContent).toMatch(/tras la jugada 2 de 3/);
    fireEvent.click(screen.getByRole('button', { name: 'Continuar desde aquí como copia' }));
    await waitFor(() => expect(location.hash).toMatch(/^#\/game\//), { timeout: 5000 });
    const copyId = location.hash.slice('#/game/'.length);
    expect(copyId).not.toBe(r.value);
    const copy = await store.loadGame(copyId);
    expect(copy!.meta).toMatchObject({ name: 'Valle (copia)', eventCount: 2, rulesVersion: engine.rulesVersion });
    expect(storedEvents(copy).map((e) => e.event)).toEqual(
      storedEvents(before)
        .slice(0, 2)
        .map((e) => e.event),
    );
    expect(await store.loadGame(r.value)).toEqual(before);
  });
});

describe('a move the storage does not take (issue 24)', () => {
  it('says within 3 s that the move was not stored and nothing is lost; Retry stores it once the storage answers', async () => {
    const r = await createNewGame({
      name: 'Stuck',
      system: 'ocs',
      scenario: { id: 'ocs-valley-of-rails', version: 1 },
      options: {},
      dice: { kind: 'seeded', seed: 3 },
    });
    if (!r.ok) throw new Error(r.message);
    render(<GameHost id={r.value} />);
    const end = await screen.findByRole('button', { name: 'End breakouts' }, { timeout: 5000 });
    // another connection holds the game's stores with one read after another, as a stuck writer would
    const other = await openDB(dbName);
    const tx = other.transaction(['games', 'events'], 'readwrite');
    let held = true;
    const spin = (): void => {
      if (held) void tx.objectStore('games').get('nothing').then(spin, spin);
    };
    spin();
    const t0 = Date.now();
    fireEvent.click(end);
    const alert = await screen.findByText(/This move was not stored/, undefined, { timeout: 5000 });
    expect(Date.now() - t0).toBeLessThan(4500);
    expect(alert.textContent).toMatch(/Nothing is lost/);
    held = false;
    await tx.done.catch(() => undefined);
    other.close();
    // nothing of it was written
    expect((await store.loadGame(r.value))?.events ?? []).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText(/This move was not stored/)).toBeNull(), { timeout: 5000 });
    expect((await store.loadGame(r.value))?.events.length).toBeGreaterThan(0);
  });
});
