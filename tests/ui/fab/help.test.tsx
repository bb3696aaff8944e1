// @vitest-environment happy-dom
/**
 * Issue 16 help screens: unit cards read only the per-side view (no hidden identity leaks, checked against
 * the rules' own secrets), the map key draws the map's own marks with their rules, the turn track gives the
 * scenario's victory conditions, and the guided first turn of Millbrook follows its setting.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { preloadLater } from '../../../src/ui/fab/later';
import { lang } from '../../../src/i18n';
import '../../../src/i18n/fab';
import { fabEngine } from '../../../src/app/systems/fab';
import { secretsFor } from '../../../src/rules/fab/secrets';
import type { FabState } from '../../../src/rules/fab/types';
import { GameScreen } from '../../../src/ui/fab/GameScreen';
import { UnitCard, cardLines } from '../../../src/ui/fab/UnitCard';
import { IntelResult } from '../../../src/ui/fab/IntelResult';
import { MapKey } from '../../../src/ui/fab/MapKey';
import { TurnPanel } from '../../../src/ui/fab/TurnPanel';
import { guideStep } from '../../../src/ui/fab/Guide';
import { blocksByArea, fabViewOf, type BlockView } from '../../../src/ui/fab/view';
import { guideAfterGame, guideOn, readGuide, setGuide } from '../../../src/ui/guide';
import { fakeSession, prefer, startState, walk } from './helpers';

// the log tab, map key and victory screen come in a chunk fetched after the first paint (src/ui/fab/later.tsx)
beforeAll(() => preloadLater());

beforeEach(() => {
  lang.value = 'en';
  guideOn.value = true;
});
afterEach(() => cleanup());

const toMovement = () => walk(startState(), (s) => s.phase === 'operational-movement', prefer());

function blueView(s: FabState) {
  const v = fabViewOf(fabEngine.view(s, 'blue'));
  if (!v) throw new Error('no FAB view');
  return v;
}

const allBlocks = (s: FabState): BlockView[] => {
  const v = blueView(s);
  return [...blocksByArea(v.state, 'blue', v.hiddenBlocks).values()].flat();
};

describe('unit cards (2.2, 2.3, 5.22)', () => {
  it('2.2 a face-down enemy block’s card says only its side: no name, class, quality or steps of any hidden unit', () => {
    const { s } = toMovement();
    const secrets = secretsFor(s, 'blue').units;
    expect(secrets.length).toBeGreaterThan(0);
    const hidden = allBlocks(s).filter((b) => !b.face);
    expect(hidden.length).toBeGreaterThan(0);
    for (const b of hidden) {
      const v = blueView(s);
      const { container } = render(<UnitCard s={v.state} v={b} me="blue" areaName="X" onClose={() => {}} />);
      const text = container.textContent ?? '';
      expect(text).toContain('Eastern League block, face down');
      for (const u of secrets) expect(container.innerHTML).not.toContain(u.name);
      expect(text).not.toMatch(/\b(elite|veteran|recruit|armour|infantry)\b|steps?\b|movement point/);
      expect(cardLines(v.state, b)).toEqual([]);
      cleanup();
    }
  });

  it('2.3 / 5.22 an own block’s card: full name, formation, steps of its maximum, quality and movement, with rules', () => {
    const { s } = toMovement();
    const lancers = allBlocks(s).find((b) => b.id === 'lancers');
    expect(lancers?.face).toBeDefined();
    if (!lancers?.face) return;
    const { def, state } = lancers.face;
    render(<UnitCard s={blueView(s).state} v={lancers} me="blue" areaName="Old Mill" onClose={() => {}} />);
    const card = screen.getByRole('region', { name: def.name });
    expect(card.textContent).toContain(`${state.steps} of ${def.steps.length} steps`);
    expect(card.textContent).toContain(def.class === 'armor' ? '6 movement points' : '3 movement points');
    expect(card.textContent).toContain('good order');
    for (const rule of ['2.3', def.class === 'armor' || def.class === 'infantry' ? '5.22' : '', '9.3'].filter(Boolean))
      expect(card.querySelector(`a[href="#/rules/fab/${rule}"]`), rule).not.toBeNull();
  });

  it('tapping a face-down block on the map shows its card, from the view of the side holding the tablet', async () => {
    const { events } = toMovement();
    const session = fakeSession(events);
    const { container } = render(<GameScreen session={session} viewer="blue" />);
    const back = container.querySelector('[data-block^="hidden-"]');
    expect(back).not.toBeNull();
    if (!back) return;
    const areaEl = back.closest('[data-area]');
    expect(areaEl).not.toBeNull();
    if (!areaEl) return;
    fireEvent.pointerDown(back);
    fireEvent.click(areaEl);
    const card = await screen.findByRole('region', { name: /Eastern League block, face down/ });
    for (const u of secretsFor(session.state.value, 'blue').units) expect(container.innerHTML).not.toContain(u.name);
    fireEvent.click(screen.getByRole('button', { name: 'Close the unit card' }));
    await waitFor(() => expect(card.isConnected).toBe(false));
  });
});

describe('map key and turn track', () => {
  it('the key draws the map’s own marks (terrain badges, entry, VP star, marker tiles, bridges, blocks), each with its rule', () => {
    const s = startState();
    const { container } = render(<MapKey s={s} me="blue" />);
    for (const cls of [
      '.fab-terrain-badge',
      '.fab-entry',
      '.fab-vp',
      '.fab-bridge',
      '.fab-blown',
      '.fab-road',
      '.fab-river',
    ])
      expect(container.querySelector(cls), cls).not.toBeNull();
    const tiles = [...container.querySelectorAll('.fab-marker-small')].map((x) => x.textContent);
    expect(tiles).toEqual(expect.arrayContaining(['W', 'E', 'DF', 'RB', 'RB+', 'RA', 'OS', 'NC']));
    expect(container.querySelectorAll('.fab-block-back').length).toBe(1);
    const entries = container.querySelectorAll('.fab-key-entry');
    expect(entries.length).toBeGreaterThan(20);
    for (const e of entries) {
      expect(e.querySelector('svg')).not.toBeNull();
      expect(e.querySelector('a.fab-rule')).not.toBeNull();
    }
    expect(container.textContent).toMatch(/Red dots: elite steps/);
  });

  it('19.0 / 19.4 the turn track marks the current turn and states the scenario’s victory conditions', () => {
    const s = startState();
    const { container } = render(<TurnPanel s={s} />);
    const turns = container.querySelectorAll('.fab-track-turn');
    expect(turns.length).toBe(s.scenario.turns);
    expect(container.querySelector('[aria-current="step"]')?.textContent).toMatch(/^Turn 1/);
    expect(container.textContent).toContain('Western Alliance wins at once with a lead of 7 VP');
    expect(container.textContent).toContain('Eastern League wins at once with a lead of 9 VP');
    expect(container.textContent).toContain(
      'After turn 3: Western Alliance wins if its VP minus Eastern League’s is above 0; otherwise Eastern League wins.',
    );
  });
});

describe('guided first turn of the teaching scenario', () => {
  it('points at the map in movement, at the phase’s button otherwise; nothing after turn 1 or in another scenario', () => {
    const { s } = toMovement();
    const legal = fabEngine.legalEvents(s);
    const o = { actor: 'blue' as const, me: 'blue' as const, legal, combat: false, selected: null };
    expect(guideStep(s, o)).toEqual({ key: 'fab.guide.move', anchor: ['.fab-map-wrap'] });
    expect(guideStep(s, { ...o, selected: 'lancers' })?.key).toBe('fab.guide.moveTo');
    expect(guideStep(s, { ...o, me: 'red' })).toBeNull();
    expect(guideStep({ ...s, turn: 2 }, o)).toBeNull();
    expect(guideStep({ ...s, scenario: { ...s.scenario, id: 'fab-varna-gap' } }, o)).toBeNull();
  });

  it('the game screen shows the note while the setting is on and "Skip the guide" turns the setting off', async () => {
    const { events } = toMovement();
    render(<GameScreen session={fakeSession(events)} viewer="blue" />);
    const note = screen.getByRole('note', { name: 'Guide to the first turn' });
    expect(note.textContent).toMatch(/tap one of your blocks on the map/);
    fireEvent.click(screen.getByRole('button', { name: 'Skip the guide' }));
    expect(guideOn.value).toBe(false);
    await waitFor(() => expect(screen.queryByRole('note')).toBeNull());
  });

  it('the setting: on unless stored false, stored when changed, and off once a first game ends', async () => {
    expect(readGuide(undefined)).toBe(true);
    expect(readGuide('no')).toBe(true);
    expect(readGuide(false)).toBe(false);
    const saved: [string, unknown][] = [];
    const save = async (k: string, v: unknown) => {
      saved.push([k, v]);
    };
    await guideAfterGame(save);
    expect(guideOn.value).toBe(false);
    await guideAfterGame(save);
    expect(saved).toEqual([['guide', false]]);
    await setGuide(true, save);
    expect(guideOn.value).toBe(true);
    expect(saved.at(-1)).toEqual(['guide', true]);
  });
});

describe('game over', () => {
  it('19.0 the game-over screen shows the result, with the finished map and the log one tap away', async () => {
    const { s, events } = walk(startState(), (x) => x.finished, prefer(), 3000);
    expect(s.finished).toBe(true);
    const { container } = render(<GameScreen session={fakeSession(events)} viewer="blue" />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toMatch(/wins|Game over/);
    fireEvent.click(screen.getByRole('tab', { name: 'Map' }));
    await waitFor(() => expect(container.querySelector('.fab-map [data-area]')).not.toBeNull());
    fireEvent.click(screen.getByRole('tab', { name: 'Log' }));
    await waitFor(() => expect(container.querySelector('.fab-map')).toBeNull());
    fireEvent.click(screen.getByRole('tab', { name: 'Result' }));
    expect(screen.getByRole('table')).toBeTruthy();
  });
});

describe('8.32 intelligence on screen', () => {
  it('the side that asked sees the unit its intelligence showed; the other side is shown nothing', () => {
    const s = { ...startState(), intelligence: ['fusiliers'] };
    const blue = blueView(s);
    const blocks = [...blocksByArea(blue.state, 'blue', blue.hiddenBlocks).values()].flat();
    const { container } = render(<IntelResult s={blue.state} me="blue" blocks={blocks} />);
    expect(screen.getByRole('region', { name: /Intelligence: what you saw/ })).toBeTruthy();
    expect(container.textContent).toContain('Border Fusiliers');
    expect(container.textContent).toContain('Millbrook');
    cleanup();
    const redView = fabViewOf(fabEngine.view(s, 'red'));
    expect(redView).not.toBeNull();
    if (!redView) return;
    const red = [...blocksByArea(redView.state, 'red', redView.hiddenBlocks).values()].flat();
    const r = render(<IntelResult s={redView.state} me="red" blocks={red} />);
    expect(r.container.innerHTML).toBe('');
    // without intelligence, blue's view has the unit face down only
    expect(secretsFor(startState(), 'blue').units.map((u) => u.id)).toContain('fusiliers');
  });
});
