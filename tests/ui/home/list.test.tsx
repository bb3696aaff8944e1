// @vitest-environment happy-dom
/**
 * Issue 24: the home screen never says "No saved games yet" when it could not read them. While the storage does
 * not answer, the list says it could not be read, that nothing is lost, and offers Retry, which lists the games
 * once the storage answers.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDB } from 'idb';
import { freshDatabase } from '../../fixtures/db';
import { lang } from '../../../src/i18n';
import '../../../src/i18n/core';
import '../../../src/ui/systems';
import { createNewGame } from '../../../src/app/games';
import { Home } from '../../../src/ui/home/Home';

let dbName: string;
beforeEach(() => {
  lang.value = 'en';
  dbName = freshDatabase();
});
afterEach(() => cleanup());

describe('the saved games list when the storage does not answer', () => {
  it('says it could not read them (never "No saved games yet") and Retry lists them', async () => {
    const r = await createNewGame({
      name: 'Kept safe',
      system: 'ocs',
      scenario: { id: 'ocs-valley-of-rails', version: 1 },
      options: {},
      dice: { kind: 'seeded', seed: 3 },
    });
    if (!r.ok) throw new Error(r.message);
    const other = await openDB(dbName);
    const tx = other.transaction(['games'], 'readwrite');
    let held = true;
    const spin = (): void => {
      if (held) void tx.objectStore('games').get('nothing').then(spin, spin);
    };
    spin();
    render(<Home />);
    const alert = await screen.findByText(/could not be read just now/, undefined, { timeout: 8000 });
    expect(alert.textContent).toMatch(/Nothing is lost/);
    expect(screen.queryByText(/No saved games yet/)).toBeNull();
    held = false;
    await tx.done.catch(() => undefined);
    other.close();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByText('Kept safe')).toBeTruthy(), { timeout: 5000 });
    expect(screen.queryByText(/could not be read just now/)).toBeNull();
  });
});
