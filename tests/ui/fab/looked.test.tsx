// @vitest-environment happy-dom
/**
 * "Since you last looked" on the game screen: after the hand-off, the side reads the other side's moves before
 * the map (2.2: a face-down block is "an enemy block"), Continue shows the map with the moves outlined, and the
 * first tap on the map takes the outlines away. A side that has seen everything goes straight to the map.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lang } from '../../../src/i18n';
import '../../../src/i18n/fab';
import { GameScreen } from '../../../src/ui/fab/GameScreen';
import { preloadLooked } from '../../../src/ui/fab/Summary';
import { saveLooked } from '../../../src/app/looked';
import { RED_NAMES, fakeSession, prefer, startState, walk } from './helpers';

beforeEach(() => {
  lang.value = 'en';
});
afterEach(() => cleanup());

/** Red's operational movement reached, then red moves the Hussar Group from Beacon Ridge into Millbrook (5.3). */
function redMoves() {
  const { events } = walk(startState(), (x) => x.phase === 'operational-movement' && x.phasing === 'red', prefer());
  return { before: events.length, events: [...events, { type: 'MOVE_STEP', unit: 'hussars', to: 'a5' }] };
}

describe('since you last looked, on the screen', () => {
  it("issue 30: drawn before the summary's part came, the screen shows its frame, then the summary (not the map)", async () => {
    const { before, events } = redMoves();
    const s = fakeSession(events);
    void saveLooked(s, 'blue', before).catch(() => undefined);
    const { container } = render(<GameScreen session={s} viewer="blue" />);
    // the part's chunk has not come in this test's page yet (the next tests have it, as prepareScreen makes sure)
    expect(container.querySelector('.fab-looked[aria-busy="true"]')).not.toBeNull();
    expect(container.querySelector('.fab-map')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Since you last looked' }, { timeout: 10_000 })).toBeTruthy();
    expect(container.textContent).toContain('an enemy block moved from 7 Beacon Ridge to 5 Millbrook');
    expect(container.querySelector('.fab-map')).toBeNull();
  });

  it('5.3 blue reads that an enemy block moved, sees it outlined on the map, and the first tap clears it', async () => {
    await preloadLooked(); // as the screen's prepareScreen does for a game with moves (src/ui/fab/index.tsx)
    const { before, events } = redMoves();
    const s = fakeSession(events);
    // blue last looked before red's move (the store is not there in this test: the page's memory holds it)
    void saveLooked(s, 'blue', before).catch(() => undefined);
    const { container } = render(<GameScreen session={s} viewer="blue" />);
    expect(screen.getByRole('heading', { name: 'Since you last looked' })).toBeTruthy();
    const text = container.textContent ?? '';
    expect(text).toContain('an enemy block moved from 7 Beacon Ridge to 5 Millbrook');
    for (const n of RED_NAMES) expect(container.innerHTML).not.toContain(n);
    expect(container.querySelector('.fab-map')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(container.querySelector('.fab-map')).not.toBeNull();
    expect(container.querySelectorAll('.fab-recent-area').length).toBe(2);
    expect(container.querySelectorAll('.fab-recent-arrow').length).toBe(1);
    fireEvent.pointerDown(container.querySelector('[data-area="a1"]') as Element);
    expect(container.querySelectorAll('.fab-recent-area').length).toBe(0);
  });

  it('red, who made the move itself, has nothing to read and goes straight to the map', () => {
    const { events } = redMoves();
    const s = fakeSession(events);
    void saveLooked(s, 'red', events.length).catch(() => undefined);
    const { container } = render(<GameScreen session={s} viewer="red" />);
    expect(screen.queryByRole('heading', { name: 'Since you last looked' })).toBeNull();
    expect(container.querySelector('.fab-map')).not.toBeNull();
  });
});
