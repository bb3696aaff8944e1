// @vitest-environment happy-dom
/** Issue 27: the home list's card of a finished game opens it to see the result; a game in progress is resumed. */
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lang } from '../../../src/i18n';
import '../../../src/i18n/core';
import { SavedGame } from '../../../src/ui/home/Home';
import type { GameMeta } from '../../../src/store/schema';

beforeEach(() => {
  lang.value = 'en';
});
afterEach(() => cleanup());

const meta = (finished: boolean): GameMeta => ({
  id: 'g1',
  name: 'Millbrook',
  system: 'fab',
  scenario: { id: 'fab-millbrook', version: 1 },
  rulesVersion: 1,
  appVersion: '0',
  options: {},
  dice: { kind: 'seeded', seed: 1 },
  createdAt: 0,
  updatedAt: 0,
  eventCount: 3,
  status: { turn: 3, phase: 'over', actor: null, finished, label: finished ? 'Game over' : 'Turn 1' },
});

describe('saved game card', () => {
  it('a finished game says "See the result", not "Resume"', () => {
    render(<SavedGame g={meta(true)} now={0} />);
    expect(screen.getByRole('link', { name: 'See the result' }).getAttribute('href')).toMatch(/game/);
    expect(screen.queryByRole('link', { name: 'Resume' })).toBeNull();
  });

  it('a game in progress says "Resume"', () => {
    render(<SavedGame g={meta(false)} now={0} />);
    expect(screen.getByRole('link', { name: 'Resume' })).toBeTruthy();
  });

  it('the label is in Spanish and French too', () => {
    lang.value = 'es';
    render(<SavedGame g={meta(true)} now={0} />);
    expect(screen.getByRole('link', { name: 'Ver el resultado' })).toBeTruthy();
    cleanup();
    lang.value = 'fr';
    render(<SavedGame g={meta(true)} now={0} />);
    expect(screen.getByRole('link', { name: 'Voir le résultat' })).toBeTruthy();
  });
});
