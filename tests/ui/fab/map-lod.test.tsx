// @vitest-environment happy-dom
/**
 * The map's level of detail (src/ui/fab/Map.tsx): areas too small on screen to read are drawn as a summary,
 * zoomed-in maps draw in full only what is in or near the view, and neither drawing shows more than the
 * viewer may know (2.3).
 */
import { cleanup, render } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lang } from '../../../src/i18n';
import '../../../src/i18n/fab';
import fc from 'fast-check';
import {
  closestDistance,
  DETAIL_SCALE,
  FabMap,
  inDetail,
  lodCovers,
  lodFor,
  mapBounds,
  mapLayout,
  viewScale,
} from '../../../src/ui/fab/Map';
import { HH, HW } from '../../../src/ui/fab/map-layout';
import { RED_NAMES, BLUE_NAMES, startState } from './helpers';
import type { ReachMark } from '../../../src/ui/fab/move-plan';
import { sidePanel } from '../../../src/ui/fab/GameScreen';
import { millbrook as millbrookScenario } from '../../../src/scenarios/fab/millbrook';
import { fabEngine } from '../../../src/app/systems/fab';
import type { FabState } from '../../../src/rules/fab/types';

beforeEach(() => {
  lang.value = 'en';
});
afterEach(() => {
  cleanup();
  setWindow(1024, 768);
});

function setWindow(w: number, h: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: w });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: h });
  // the screens keep the window's size as of the last resize (src/ui/fab/layout.ts windowNow)
  window.dispatchEvent(new Event('resize'));
}

describe('map level of detail: the rules of thumb', () => {
  const view = { x: 0, y: 0, w: 1000, h: 500 };
  it('below the readable scale nothing is drawn in full; at or above it, the view and half a view around it', () => {
    expect(lodFor(view, DETAIL_SCALE - 0.01)).toBeNull();
    expect(lodFor(view, DETAIL_SCALE)).toEqual({ x: -500, y: -250, w: 2000, h: 1000 });
    expect(viewScale(view, 500, 500)).toBe(0.5); // the SVG keeps its aspect ratio: the narrower fit wins
  });
  it('a small pan stays inside what is drawn; a long pan, a zoom out past it, or crossing the scale redraws', () => {
    const lod = lodFor(view, 0.5);
    expect(lodCovers(lod, { ...view, x: 300 }, 0.5)).toBe(true);
    expect(lodCovers(lod, { ...view, x: 600 }, 0.5)).toBe(false);
    expect(lodCovers(lod, { x: -600, y: -300, w: 2200, h: 1100 }, 0.5)).toBe(false);
    expect(lodCovers(lod, view, DETAIL_SCALE / 2)).toBe(false);
    expect(lodCovers(null, view, DETAIL_SCALE / 2)).toBe(true);
    expect(lodCovers(null, view, DETAIL_SCALE)).toBe(false);
  });
  it('an area is drawn in full when any of its box touches the region', () => {
    const lod = { x: 0, y: 0, w: 1000, h: 1000 };
    expect(inDetail(lod, 500, 500)).toBe(true);
    expect(inDetail(lod, 1090, 500)).toBe(true); // box edge 100 units left of its centre reaches in
    expect(inDetail(lod, 1200, 500)).toBe(false);
    expect(inDetail(null, 500, 500)).toBe(false);
  });
});

/** The map as blue's view draws it (the engine's per-side view, 2.2). */
const blueView = (s: FabState) => {
  const v = fabEngine.view(s, 'blue');
  return { s: v.state, viewer: v.viewer, hidden: v.hiddenBlocks };
};

describe('map level of detail: what is drawn', () => {
  const props = {
    selectedArea: null,
    selectedUnit: null,
    reach: new Map<string, ReachMark>(),
    combat: new Set<string>(),
    onArea: () => undefined,
  };
  /** Blue's view of a new game's map in a window `k` times the size where areas are drawn in full. */
  const drawnAt = (k: number, round: (x: number) => number = Math.ceil) => {
    const s = startState();
    const fit = mapBounds(s.scenario);
    setWindow(round(fit.w * DETAIL_SCALE * k), round(fit.h * DETAIL_SCALE * k));
    return { s, container: render(<FabMap {...blueView(s)} {...props} />).container };
  };

  it('a map too small to read is drawn as a summary: numbers and squares, no names, every area still a labelled button', () => {
    const { s, container } = drawnAt(0.5, Math.floor);
    const areas = [...container.querySelectorAll('[data-area]')];
    expect(areas).toHaveLength(s.scenario.areas.length);
    expect(container.querySelectorAll('.fab-area-far')).toHaveLength(s.scenario.areas.length);
    expect(container.querySelector('.fab-area-name')).toBeNull();
    // one node per area (its shape is the button); numbers and squares are one layer that taps pass through
    expect(container.querySelectorAll('.fab-area-bignum tspan')).toHaveLength(s.scenario.areas.length);
    for (const a of areas) {
      expect(a.getAttribute('role')).toBe('button');
      expect(a.childElementCount).toBe(0);
    }
    expect(container.querySelector('.fab-summary')!.getAttribute('aria-hidden')).toBe('true');
    const first = s.scenario.areas[0]!;
    expect(container.querySelector(`[data-area="${first.id}"]`)!.getAttribute('aria-label')).toContain(first.name);
    // own blocks are named to the screen reader; the enemy's never, in the summary either
    const html = container.innerHTML;
    expect(RED_NAMES.filter((n) => html.includes(n))).toEqual([]);
    expect(BLUE_NAMES.some((n) => html.includes(n))).toBe(true);
    // a square per block on the map (one subpath each in the per-colour paths)
    const onMap = Object.values(s.units).filter((u) => u.where === 'map').length;
    const squares = [...container.querySelectorAll('path.fab-block')].reduce(
      (n, p) => n + (p.getAttribute('d')!.match(/M/g) ?? []).length,
      0,
    );
    expect(squares).toBe(onMap);
    expect(Number(container.querySelector('.fab-summary')!.getAttribute('data-blocks'))).toBe(onMap);
  });

  it('a map large enough to read is drawn in full, with names, badges and block labels, and no enemy name', () => {
    const { s, container } = drawnAt(3);
    expect(container.querySelector('.fab-area-far')).toBeNull();
    expect(container.querySelectorAll('.fab-area-name')).toHaveLength(s.scenario.areas.length);
    expect(container.querySelectorAll('.fab-block-name').length).toBeGreaterThan(0);
    expect(RED_NAMES.filter((n) => container.innerHTML.includes(n))).toEqual([]);
  });

  it('a block in full is a picture: the area button that holds it says its words, once (issue 30)', () => {
    const { s, container } = drawnAt(3);
    const blocks = [...container.querySelectorAll('.fab-block')];
    expect(blocks.length).toBeGreaterThan(0);
    for (const b of blocks) {
      expect(b.getAttribute('aria-label')).toBeNull();
      expect(b.closest('[aria-hidden="true"]')).not.toBeNull();
    }
    // each own block's name is in its area's label, and nowhere else as a label
    const labels = [...container.querySelectorAll('[aria-label]')].map((e) => e.getAttribute('aria-label')!);
    const own = s.scenario.units.filter((d) => d.side === 'blue' && s.units[d.id]?.where === 'map');
    expect(own.length).toBeGreaterThan(0);
    for (const d of own) expect(labels.filter((l) => l.includes(d.name))).toHaveLength(1);
  });

  it('issue 30: an area in full draws its marks in place, in no group of their own, at its left and right edges', () => {
    const { s, container } = drawnAt(3);
    const { pos } = mapLayout(s.scenario);
    for (const a of s.scenario.areas) {
      const el = container.querySelector(`[data-area="${a.id}"]`)!;
      // the only placed groups left inside an area are its blocks
      expect(el.querySelectorAll('g[transform]').length).toBe(el.querySelectorAll('[data-block]').length);
      const { x, y } = pos.get(a.id)!;
      const badge = el.querySelector('.fab-terrain-badge')!;
      // the terrain badge 13 units in from the left edge, 46 down from the top (centred there: a 24 x 22 tile)
      expect([Number(badge.getAttribute('x')), Number(badge.getAttribute('y'))]).toEqual([x - HW + 1, y - HH + 35]);
      const entry = el.querySelector('.fab-entry');
      expect(entry ? [Number(entry.getAttribute('cx')), Number(entry.getAttribute('cy'))] : null).toEqual(
        a.entry ? [x - HW + 13, y - HH + 74] : null,
      );
      // the control tile (5.4) at the right edge
      const tile = el.querySelector('rect[stroke="#000"]');
      if (s.areas[a.id]) expect(Number(tile?.getAttribute('x'))).toBe(x + HW - 25);
    }
  });

  it('5.3 a reachable area shows its cost and the points left in both drawings', () => {
    const s = startState();
    const id = s.scenario.areas[0]!.id;
    const fit = mapBounds(s.scenario);
    for (const k of [0.5, 3]) {
      setWindow(Math.ceil(fit.w * DETAIL_SCALE * k), Math.ceil(fit.h * DETAIL_SCALE * k));
      const mark: ReachMark = { kind: 'move', cost: 2, left: 1, stop: false };
      const { container } = render(<FabMap {...blueView(s)} {...props} reach={new Map([[id, mark]])} />);
      expect(container.querySelector(`[data-area="${id}"]`)!.classList.contains('fab-area-reach')).toBe(true);
      expect([...container.querySelectorAll('.fab-cost-text tspan')].map((e) => e.textContent)).toEqual([
        'Cost 2 MP',
        '1 MP left',
      ]);
      cleanup();
    }
  });
});

describe('map layout', () => {
  it('the closest-pair sweep finds the same distance as comparing every pair', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ x: fc.integer({ min: -50, max: 50 }), y: fc.integer({ min: -50, max: 50 }) }), {
          maxLength: 40,
        }),
        (pts) => {
          let brute = Infinity;
          for (let i = 0; i < pts.length; i++)
            for (let j = i + 1; j < pts.length; j++)
              brute = Math.min(brute, Math.hypot(pts[i]!.x - pts[j]!.x, pts[i]!.y - pts[j]!.y));
          expect(closestDistance(pts)).toBe(brute);
        },
      ),
      { seed: 42, numRuns: 500 },
    );
  });
});

describe('landscape layout', () => {
  it('the panel goes beside the map when that leaves the map at least as large, else under it', () => {
    const varna = { w: 1280, h: 1000 },
      strip = { w: 3940, h: 2000 };
    expect(sidePanel(varna, 1024, 768)).toBe(true); // 0.51 vs 0.37 px per unit
    expect(sidePanel(strip, 1024, 768)).toBe(false); // a wide strip keeps the whole width
    expect(sidePanel(varna, 844, 390)).toBe(true); // a phone held sideways
    expect(sidePanel(varna, 768, 1024)).toBe(false); // portrait: always under
    expect(sidePanel(varna, 600, 400)).toBe(false); // too narrow for a side panel
  });

  it('issue 27: a phone held sideways puts the panel beside even a wide map (under it, it would be ~105 px)', () => {
    const millbrook = mapBounds(millbrookScenario);
    expect(sidePanel(millbrook, 1024, 768)).toBe(false); // a tablet: the wide map keeps the width, 250 px panel
    expect(sidePanel(millbrook, 844, 390)).toBe(true);
    expect(sidePanel(millbrook, 740, 360)).toBe(true);
    expect(sidePanel(millbrook, 390, 844)).toBe(false); // portrait: under
  });
});
