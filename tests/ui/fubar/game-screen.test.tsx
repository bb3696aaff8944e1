// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { computed, signal } from '@preact/signals';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GameSessionApi, LogEntry } from '../../../src/app/session-api';
import { lang } from '../../../src/i18n';
import { messages } from '../../../src/i18n/fubar';
import { phaseOf, type FubarState } from '../../../machines/fubar/engine';
import { fubarEngine } from '../../../src/app/systems/fubar';
import type { FubarEvent } from '../../../machines/fubar/turn';
import ui from '../../../src/ui/fubar/index';
import type { UnitSpec } from '../../../src/rules/fubar/roster';
import { NO_LINES } from '../../fixtures/no-lines';

const squad = (n: number): UnitSpec => ({
  kind: 'infantry',
  name: 'Squad',
  training: 'seasoned',
  figures: Array.from({ length: n }, () => ({ weapons: ['rifle'], armour: 'none' })),
});

function fakeSession(rolls: number[]): GameSessionApi<FubarState, FubarEvent> {
  const setup = {
    system: 'fubar' as const,
    scenario: { id: 't', version: 1 },
    options: {},
    dice: { kind: 'scripted' as const, rolls },
    data: {
      sides: [
        { name: 'Red', roster: { name: 'R', units: [squad(3)] } },
        { name: 'Blue', roster: { name: 'B', units: [squad(2)] } },
      ],
    },
  };
  const start = fubarEngine.start(setup);
  if (!start.ok) throw new Error(start.message);
  const state = signal(start.state);
  const log = signal<LogEntry<FubarEvent>[]>([]);
  return {
    gameId: 'g1',
    system: 'fubar',
    name: signal('Test'),
    scenario: { id: 't', version: 1 },
    options: {},
    setup,
    state,
    status: computed(() => fubarEngine.status(state.value)),
    log,
    lines: NO_LINES,
    undoable: signal({ ok: false, reason: 'nothing', message: 'Nothing to undo' } as const),
    damaged: signal(null),
    view: () => state.value,
    probe: () => null,
    dispatchAs(_side, e) {
      return this.dispatch(e);
    },
    readOnly: signal(null),
    async dispatch(e) {
      const r = fubarEngine.apply(state.value, e);
      if (!r.ok) return r;
      state.value = r.state;
      log.value = [...log.value, { seq: log.value.length, at: 0, event: e }];
      return { ok: true };
    },
    undo: async () => ({ ok: false, reason: 'nothing', message: '' }),
    rename: (name: string) => Promise.resolve({ ok: true as const, value: name }),
  };
}

afterEach(() => {
  cleanup();
  lang.value = 'en';
});

describe('FUBAR game screen', () => {
  it('initiative and activation are played by taps; the dice say what they needed and why', async () => {
    lang.value = 'en';
    // initiative 5-2 Red; Red's A1 rolls 3 with no enemy in sight (+1) -> 4, seasoned passes
    const session = fakeSession([5, 2, 3]);
    const Screen = ui.GameScreen;
    render(<Screen session={session} viewer="open" />);
    fireEvent.click(screen.getByText(/Roll initiative/));
    await waitFor(() => expect(phaseOf(session.state.value)).toBe('activation'));
    expect(screen.getByText('Red takes the initiative.', { selector: 'p' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /A1 Squad/ }));
    const roll = screen.getByRole<HTMLButtonElement>('button', { name: /Roll to activate/ });
    expect(roll.disabled).toBe(true); // the sight question must be answered first
    fireEvent.click(screen.getByRole('button', { name: /No \(\+1\)/ }));
    fireEvent.click(screen.getByRole('button', { name: '1' }));
    fireEvent.click(screen.getByRole('button', { name: /Roll to activate/ }));
    await waitFor(() => expect(phaseOf(session.state.value)).toBe('activation'));
    // 3 +1 -1 = 3 < 4: failed, on overwatch, initiative to Blue
    expect(session.log.value!.at(-1)!.event).toEqual({
      type: 'ACTIVATE',
      unit: 'A1',
      enemyInSight: false,
      figuresAway: 1,
    });
    const die = document.querySelector('.fubar-last .fubar-die')!;
    expect(die.getAttribute('aria-label')).toMatch(/needed 4\+/);
    expect(die.getAttribute('aria-label')).toMatch(/no enemy in sight/);
    expect(die.getAttribute('aria-label')).toMatch(/fail/);
    expect(screen.getAllByText('On overwatch').length).toBeGreaterThan(0);
  });

  it('a double tap sends one roll: the second tap, made while the first is stored, is dropped (no refusal shown)', async () => {
    const session = fakeSession([5, 2]);
    const dispatch = vi.spyOn(session, 'dispatch');
    render(<ui.GameScreen session={session} viewer="open" />);
    const roll = screen.getByText(/Roll initiative/);
    fireEvent.click(roll);
    fireEvent.click(roll);
    await waitFor(() => expect(phaseOf(session.state.value)).toBe('activation'));
    expect(dispatch).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('the rotate control turns the screen for the player across the table', () => {
    const session = fakeSession([5, 2]);
    const Screen = ui.GameScreen;
    const { unmount } = render(<Screen session={session} viewer="open" />);
    const btn = screen.getByRole('button', { name: /Turn the screen/ });
    expect(document.documentElement.classList.contains('st-turned')).toBe(false);
    fireEvent.click(btn);
    // the whole game screen turns (the host and its bar, through .st-turned), not only the FUBAR part
    expect(document.documentElement.classList.contains('st-turned')).toBe(true);
    expect(btn.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(btn);
    expect(document.documentElement.classList.contains('st-turned')).toBe(false);
    fireEvent.click(btn);
    unmount(); // leaving the game leaves the other screens upright
    expect(document.documentElement.classList.contains('st-turned')).toBe(false);
  });

  it('shows strings in Spanish and French too', () => {
    const session = fakeSession([5, 2]);
    const Screen = ui.GameScreen;
    lang.value = 'es';
    render(<Screen session={session} viewer="open" />);
    expect(screen.getByText(/Tirar iniciativa/)).toBeTruthy();
    cleanup();
    lang.value = 'fr';
    render(<Screen session={session} viewer="open" />);
    expect(screen.getByText(/Lancer l’initiative/)).toBeTruthy();
  });
});

describe('FUBAR strings', () => {
  it('en, es and fr have the same keys, none empty', () => {
    const keys = Object.keys(messages.en).sort();
    expect(Object.keys(messages.es).sort()).toEqual(keys);
    expect(Object.keys(messages.fr).sort()).toEqual(keys);
    for (const l of ['en', 'es', 'fr'] as const)
      for (const k of keys) expect(messages[l][k]!.trim().length, `${l}.${k}`).toBeGreaterThan(0);
  });
});

describe('FUBAR rejections in the player language', () => {
  it('a rejection with a known code is shown translated, with its blanks filled; unknown codes fall back', async () => {
    const { rejectionText } = await import('../../../src/ui/fubar/parts');
    lang.value = 'es';
    expect(rejectionText({ message: 'x', code: 'alloc.cap', params: { max: 2 } })).toBe(
      'Como mucho 2 figuras de esta unidad pueden estar suprimidas a la vez.',
    );
    expect(rejectionText({ message: 'x', code: 'notNow', params: { phase: 'shooting' } })).toBe(
      'Eso no se puede hacer ahora (Disparo).',
    );
    expect(rejectionText({ message: 'Plain English.', code: 'setup.turnLimit' })).toBe('Plain English.');
    expect(
      rejectionText({ message: 'x', code: 'roster.tankOnly', params: { unit: 2, figure: 3, weapon: 'heavy-gun' } }),
    ).toBe('Unidad 2, figura 3: los cañones solo pueden montarse en tanques.');
    lang.value = 'fr';
    expect(rejectionText({ message: 'x', code: 'shoot.tank' })).toMatch(/char/);
  });
});
