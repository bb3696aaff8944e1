// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { computed, signal } from '@preact/signals';
import { afterEach, describe, expect, it, beforeAll } from 'vitest';
// the app fetches one language of the FUBAR strings with its screen (src/i18n/fubar/load.ts): here all three
import '../../../src/i18n/fubar';
import type { GameSessionApi } from '../../../src/app/session-api';
import { lang } from '../../../src/i18n';
import { phaseOf, type FubarState } from '../../../machines/fubar/engine';
import { fubarEngine } from '../../../src/app/systems/fubar';
import type { FubarEvent } from '../../../machines/fubar/turn';
import ui from '../../../src/ui/fubar/index';
import type { UnitSpec } from '../../../src/rules/fubar/roster';
import { RosterTool } from '../../../src/ui/fubar/Rosters';
import { preloadLater } from '../../../src/ui/fubar/later';
import { NO_LINES } from '../../fixtures/no-lines';

// the parts fetched after the screen's code (the roster builder, the panels, the calculator): here before any render
beforeAll(() => preloadLater());

const squad = (n: number, weapons: string[] = ['rifle']): UnitSpec =>
  ({
    kind: 'infantry',
    name: 'Squad',
    training: 'seasoned',
    figures: Array.from({ length: n }, () => ({ weapons, armour: 'none' })),
  }) as UnitSpec;

function fakeSession(a: UnitSpec[], b: UnitSpec[], rolls: number[], events: FubarEvent[] = []) {
  const setup = {
    system: 'fubar' as const,
    scenario: { id: 't', version: 1 },
    options: {},
    dice: { kind: 'scripted' as const, rolls },
    data: {
      sides: [
        { name: 'Red', roster: { name: 'R', units: a } },
        { name: 'Blue', roster: { name: 'B', units: b } },
      ],
    },
  };
  const start = fubarEngine.start(setup);
  if (!start.ok) throw new Error(start.message);
  let s = start.state;
  for (const e of events) {
    const r = fubarEngine.apply(s, e);
    if (!r.ok) throw new Error(r.message);
    s = r.state;
  }
  const state = signal(s);
  const sent: FubarEvent[] = [];
  const session: GameSessionApi<FubarState, FubarEvent> = {
    gameId: 'g',
    system: 'fubar',
    name: signal('T'),
    scenario: { id: 't', version: 1 },
    options: {},
    setup,
    state,
    status: computed(() => fubarEngine.status(state.value)),
    log: signal([]),
    lines: NO_LINES,
    undoable: signal({ ok: false, reason: 'nothing', message: '' } as const),
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
      sent.push(e);
      state.value = r.state;
      return { ok: true };
    },
    undo: async () => ({ ok: false, reason: 'nothing', message: '' }),
    rename: (name: string) => Promise.resolve({ ok: true as const, value: name }),
  };
  return { session, sent };
}

afterEach(() => cleanup());

describe('FUBAR shooting and allocation screens', () => {
  it('actions / shooting: after an aimed shot the screen offers only the unit picked, and a figure that fired cannot be picked again', async () => {
    lang.value = 'en';
    // initiative 6-1 Red; A1 passes (5), aims at B2 (the second target) with one rifle: a 1 misses
    const { session, sent } = fakeSession(
      [squad(2)],
      [squad(3), squad(2)],
      [6, 1, 5, 1],
      [{ type: 'ROLL_INITIATIVE' }, { type: 'ACTIVATE', unit: 'A1', enemyInSight: true, figuresAway: 0 }],
    );
    const Screen = ui.GameScreen;
    render(<Screen session={session} viewer="open" />);
    fireEvent.click(screen.getByRole('button', { name: /Aimed shot/ }));
    await waitFor(() => expect(phaseOf(session.state.value)).toBe('shooting'));
    expect(screen.getByRole('button', { name: /B1 Squad/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /B2 Squad/ }));
    for (const b of screen.getAllByRole('button', { name: /Rifle/ }).slice(0, 1)) fireEvent.click(b);
    const fire = () => screen.getByTestId<HTMLButtonElement>('fire');
    await waitFor(() => expect(fire().disabled).toBe(false));
    fireEvent.click(fire());
    await waitFor(() => expect(sent.at(-1)).toMatchObject({ type: 'SHOOT', target: 'B2' }));
    expect(phaseOf(session.state.value)).toBe('shooting');
    await waitFor(() => expect(screen.queryByRole('button', { name: /B1 Squad/ })).toBeNull());
    expect(screen.getByRole('button', { name: /B2 Squad/ })).toBeTruthy();
    const rifles = screen.getAllByRole<HTMLButtonElement>('button', { name: /Rifle/ });
    expect(rifles.map((b) => b.disabled)).toEqual([true, false]);
  });

  it('shooting: pick target, cover and weapons; the owner then allocates by taps within the cap', async () => {
    lang.value = 'en';
    // initiative 6-1 Red; A1 passes (5) and takes an aimed shot with two rifles: 6, 6 -> 2 hits on B1 (seasoned cap 2)
    const { session, sent } = fakeSession(
      [squad(2)],
      [squad(3)],
      [6, 1, 5, 6, 6],
      [{ type: 'ROLL_INITIATIVE' }, { type: 'ACTIVATE', unit: 'A1', enemyInSight: true, figuresAway: 0 }],
    );
    const Screen = ui.GameScreen;
    render(<Screen session={session} viewer="open" />);
    fireEvent.click(screen.getByRole('button', { name: /Aimed shot/ }));
    await waitFor(() => expect(phaseOf(session.state.value)).toBe('shooting'));
    const fire = () => screen.getByTestId<HTMLButtonElement>('fire');
    expect(fire().disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /B1 Squad/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Moderate cover' }));
    for (const b of screen.getAllByRole('button', { name: /Rifle/ })) fireEvent.click(b);
    expect(screen.getByText('Dice to roll: 2')).toBeTruthy();
    await waitFor(() => expect(fire().disabled).toBe(false));
    fireEvent.click(fire());
    await waitFor(() => expect(phaseOf(session.state.value)).toBe('owner'));
    expect(sent.at(-1)).toMatchObject({
      type: 'SHOOT',
      target: 'B1',
      cover: 2,
      shots: [
        { from: 'A1-1', weapon: 0 },
        { from: 'A1-2', weapon: 0 },
      ],
    });
    expect(screen.getByText(/B1 Squad: 2 hits to take/)).toBeTruthy();
    // quick choices come from the engine: 0, 1 or 2 suppressed
    expect(document.querySelectorAll('[data-quick]').length).toBe(3);
    const b1 = screen.getByRole('button', { name: 'B1-1: untouched' });
    fireEvent.click(b1); // casualty
    fireEvent.click(screen.getByRole('button', { name: 'B1-2: untouched' }));
    fireEvent.click(screen.getByRole('button', { name: 'B1-2: casualty' })); // suppressed
    fireEvent.click(screen.getByRole('button', { name: /Confirm/ }));
    await waitFor(() => expect(phaseOf(session.state.value)).toBe('shooting'));
    expect(sent.at(-1)).toEqual({ type: 'ALLOCATE_HITS', casualties: ['B1-1'], suppressed: ['B1-2'] });
    expect(screen.getByText(/1 up · 1 down · 1 lost/)).toBeTruthy();
  });

  it('shooting: an illegal volley is explained with its rule and cannot be fired', async () => {
    lang.value = 'en';
    const tank: UnitSpec = {
      kind: 'vehicle',
      name: 'Tank',
      training: 'veteran',
      armour: 'heavy',
      tank: true,
      crew: 3,
      weapons: ['light-gun'],
    };
    const { session } = fakeSession(
      [squad(2, ['lmg'])],
      [tank],
      [6, 1, 5],
      [
        { type: 'ROLL_INITIATIVE' },
        { type: 'ACTIVATE', unit: 'A1', enemyInSight: true, figuresAway: 0 },
        { type: 'CHOOSE_ACTION', action: 'aimed-shot' },
      ],
    );
    const Screen = ui.GameScreen;
    render(<Screen session={session} viewer="open" />);
    fireEvent.click(screen.getByRole('button', { name: /B1 Tank/ }));
    fireEvent.click(screen.getAllByRole('button', { name: /Light machine gun/ })[0]!);
    expect(screen.getByTestId<HTMLButtonElement>('fire').disabled).toBe(true);
    expect(screen.getByText(/cannot hurt a tank crew/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /vehicles/ }).getAttribute('href')).toBe('#/rules/fubar/vehicles');
  });
});

describe('FUBAR roster builder', () => {
  it('units: an empty roster cannot be saved; with a unit it is saved to the library and listed', async () => {
    lang.value = 'en';
    render(<RosterTool />);
    fireEvent.click(screen.getByRole('button', { name: 'Start empty' }));
    const save = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Save roster' });
    expect(save().disabled).toBe(true);
    expect(screen.getByText(/at least one unit/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '+ Infantry unit' }));
    fireEvent.click(screen.getByRole('button', { name: '+ Heavy tank' }));
    expect(save().disabled).toBe(false);
    fireEvent.click(save());
    await waitFor(() => expect(screen.getByText(/Roster “My force” saved/)).toBeTruthy());
    await waitFor(() => expect(screen.getByText('My force', { selector: 'strong bdi' })).toBeTruthy());
    const { listItems } = await import('../../../src/app/library');
    const items = await listItems<{ units: unknown[] }>('fubar-roster');
    expect(items.map((i) => [i.name, i.data.units.length])).toEqual([['My force', 2]]);
  });
});
