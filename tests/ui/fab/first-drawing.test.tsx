// @vitest-environment happy-dom
/**
 * Issue 30: what a FAB game's first drawing leaves for after it is on screen. A close view draws the areas on
 * screen alone (the others follow in idle time, with the detail around the view), and a block already in hand
 * when the game opens (a move under way, 5.3) lights its areas once the screen is drawn. Neither changes what a
 * tap does: a tap on an area the block may reach picks it at once.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lang } from '../../../src/i18n';
import '../../../src/i18n/fab';
import { preloadLater } from '../../../src/ui/fab/later';
import { FabMap, mapBounds } from '../../../src/ui/fab/Map';
import { GameScreen } from '../../../src/ui/fab/GameScreen';
import type { ReachMark } from '../../../src/ui/fab/move-plan';
import { fabEngine } from '../../../src/app/systems/fab';
import type { FabState } from '../../../src/rules/fab/types';
import { fakeSession, prefer, startState, walk } from './helpers';

beforeAll(() => preloadLater());
beforeEach(() => {
  lang.value = 'en';
});
afterEach(() => cleanup());

/** happy-dom lays nothing out: the map's element is given the size a phone held upright gives it. */
function sized(w: number, h: number) {
  const props = ['clientWidth', 'clientHeight'] as const;
  const before = props.map((p) => Object.getOwnPropertyDescriptor(Element.prototype, p));
  Object.defineProperty(Element.prototype, 'clientWidth', { configurable: true, get: () => w });
  Object.defineProperty(Element.prototype, 'clientHeight', { configurable: true, get: () => h });
  return () =>
    props.forEach((p, i) => {
      const d = before[i];
      if (d) Object.defineProperty(Element.prototype, p, d);
      else Reflect.deleteProperty(Element.prototype, p);
    });
}

describe('issue 30: a close first view draws what is on screen first', () => {
  let restore: () => void = () => undefined;
  beforeAll(() => {
    restore = sized(360, 300);
  });
  afterAll(() => restore());

  it('the areas off screen are left out of the first drawing and come in idle time, each a labelled button', async () => {
    const s = startState();
    const v = fabEngine.view(s, 'blue');
    const fit = mapBounds(s.scenario);
    // the whole map at 360 px wide is too small to read: the first view goes close, on the blue blocks
    expect((360 / fit.w) * 1).toBeLessThan(0.51);
    const { container } = render(
      <FabMap
        s={v.state}
        viewer={v.viewer}
        hidden={v.hiddenBlocks}
        selectedArea={null}
        selectedUnit={null}
        reach={new Map<string, ReachMark>()}
        combat={new Set<string>()}
        onArea={() => undefined}
      />,
    );
    const drawn = () => container.querySelectorAll('[data-area]').length;
    const first = drawn();
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThan(s.scenario.areas.length);
    // what is drawn at first is drawn in full (names): nothing on screen waits
    expect(container.querySelectorAll('.fab-area-name')).toHaveLength(first);
    await waitFor(() => expect(drawn()).toBe(s.scenario.areas.length));
    for (const a of container.querySelectorAll('[data-area]')) expect(a.getAttribute('role')).toBe('button');
  });
});

describe('issue 30: a block in hand on opening', () => {
  /** Blue's operational movement with the lancers one step into their move (5.3): the block is still in hand. */
  function inHand() {
    const { events } = walk(startState(), (s) => s.phase === 'operational-movement', prefer());
    const s = fakeSession(events);
    const step = fabEngine
      .view(s.state.value, 'blue')
      .legal.find((e) => e.type === 'MOVE_STEP' && e['unit'] === 'lancers');
    expect(step).toBeDefined();
    return { s, step: step! };
  }

  it('5.3 its areas are lit once the screen is drawn; a tap on one of them before that picks it as the target', async () => {
    const { s, step } = inHand();
    expect((await s.dispatchAs('blue', step)).ok).toBe(true);
    const st: FabState = s.state.value;
    expect(st.moving?.unit).toBe('lancers');
    const reach = fabEngine.view(st, 'blue').destinations['lancers'] ?? [];
    expect(reach.length).toBeGreaterThan(0);
    const { container } = render(<GameScreen session={s} viewer="blue" />);
    // the first drawing: the block in hand is selected, its moves not yet worked out for the map
    expect(container.querySelectorAll('.fab-area-reach')).toHaveLength(0);
    await waitFor(() => expect(container.querySelectorAll('.fab-area-reach')).toHaveLength(reach.length));
    expect(container.querySelector(`[data-area="${reach[0]!.area}"]`)!.classList.contains('fab-area-reach')).toBe(true);
    cleanup();
    // drawn again from the start: a tap at once (nothing lit yet) still picks the area and offers the move
    const again = render(<GameScreen session={s} viewer="blue" />);
    expect(again.container.querySelectorAll('.fab-area-reach')).toHaveLength(0);
    fireEvent.click(again.container.querySelector(`[data-area="${reach[0]!.area}"]`)!);
    expect(await screen.findByRole('button', { name: 'Move here' })).toBeTruthy();
  });
});

describe("issue 30: the game screen's first drawing reads the window's size without laying the page out", () => {
  it('no read of innerWidth or innerHeight while the screen is drawn; a resize still moves the orders panel', async () => {
    const before = (['innerWidth', 'innerHeight'] as const).map((p) => Object.getOwnPropertyDescriptor(window, p));
    let size = { w: 1024, h: 768 };
    let reads = 0;
    const define = (p: 'innerWidth' | 'innerHeight', get: () => number) =>
      Object.defineProperty(window, p, { configurable: true, get: () => (reads++, get()) });
    define('innerWidth', () => size.w);
    define('innerHeight', () => size.h);
    window.dispatchEvent(new Event('resize'));
    try {
      reads = 0;
      // the Varna Gap, about as tall as wide: beside the map on a landscape tablet (src/ui/fab/layout.ts sidePanel)
      const varna = { system: 'fab' as const, scenario: { id: 'fab-varna-gap', version: 1 }, options: {} };
      const session = fakeSession([], {}, { ...varna, dice: { kind: 'seeded', seed: 3 } });
      const { container } = render(<GameScreen session={session} viewer="blue" />);
      expect(container.querySelector('.fab-map')).not.toBeNull();
      expect(reads).toBe(0);
      const beside = () => container.querySelector('.fab-body')?.classList.contains('fab-body-side');
      expect(beside()).toBe(true);
      // held upright: the panel goes under the map
      size = { w: 768, h: 1024 };
      window.dispatchEvent(new Event('resize'));
      await waitFor(() => expect(beside()).toBe(false));
    } finally {
      (['innerWidth', 'innerHeight'] as const).forEach((p, i) => {
        const d = before[i];
        if (d) Object.defineProperty(window, p, d);
      });
      window.dispatchEvent(new Event('resize'));
    }
  });
});

describe("issue 30: what the opening works out before the hand-off panel is the acting side's alone", () => {
  it("while red acts, preparing the screen asks red's view only (the panel and red's screen read it next)", async () => {
    const { events } = walk(startState(), (x) => x.phase === 'operational-movement' && x.phasing === 'red', prefer());
    const session = fakeSession(events);
    expect(session.status.peek().actor).toBe('red');
    const asked: string[] = [];
    const view = session.view.bind(session);
    const spied = Object.assign(session, { view: (side: string) => (asked.push(side), view(side)) });
    await (await import('../../../src/ui/fab/index')).default.prepareScreen?.(spied);
    expect(asked.length).toBeGreaterThan(0);
    expect(new Set(asked)).toEqual(new Set(['red']));
  });
});
