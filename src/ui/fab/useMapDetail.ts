/**
 * The FAB map's view and how much of it is drawn in full (its level of detail): the first drawing (the
 * starting view, on a phone a closer one on where the action is, and only what is on screen in full), the
 * detail widened in idle time, redrawn as the view pans and zooms only when it is no longer covered, block
 * names that never fall under 11 CSS px, and a picked area (5.3) or a bridge question (5.35d) brought into
 * view. The map (./Map.tsx) draws what this says.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { RefObject } from 'preact';
import { useMapView, type MapView } from '../map/useMapView';
import type { AreaId, FabState, Side } from '../../rules/fab/types';
import { blocksByArea, type Viewer } from './view';
import type { HiddenBlock } from '../../rules/fab/view';
import { firstView, union } from './move-plan';
import { whenIdle } from '../idle';
import { windowNow } from './layout';
import {
  DETAIL_SCALE,
  FIRST_MARGIN,
  HH,
  HW,
  lodCovers,
  lodFor,
  mapBounds,
  mapLayout,
  viewScale,
  type Box,
  type Lod,
} from './map-layout';

/** Whole-map scale (CSS px per map unit) under which a first view goes closer: blocks about 36 px, so
 * that a short label ("1Cav") fits at 11 px (22-unit type). */
const READABLE = 0.51;

/** Type sizes block names step through (a few steps: each change redraws every block while zooming). */
const NAME_SIZES = [13, 15, 17, 19, 22, 25, 28, 32, 36, 40];

/** Block name type in map units: 13, or larger when the map is drawn small, so it is never under 11 px. */
export function nameSizeFor(scale: number): number {
  if (!(scale > 0)) return 13;
  const need = 11.2 / scale;
  return NAME_SIZES.find((n) => n >= need) ?? Math.ceil(need);
}

/** Where the action is, for the first view: the contested areas, else the areas with the viewer's blocks. */
function actionBox(s: FabState, viewer: Viewer, hidden: readonly HiddenBlock[]): Box | null {
  const sc = s.scenario;
  const { pos } = mapLayout(sc);
  const byArea = blocksByArea(s, viewer, hidden);
  const mine: Side = viewer === 'open' ? s.phasing : viewer;
  const contested: AreaId[] = [];
  const own: AreaId[] = [];
  for (const [id, list] of byArea) {
    if (list.some((b) => b.side === mine)) own.push(id);
    if (list.some((b) => b.side === 'blue') && list.some((b) => b.side === 'red')) contested.push(id);
  }
  const box = (id: AreaId) => {
    const c = pos.get(id);
    return c ? [{ x: c.x - HW, y: c.y - HH - 30, w: HW * 2, h: HH * 2 + 30 }] : [];
  };
  return union((contested.length ? contested : own).flatMap(box));
}

export interface MapDetail {
  /** The map's SVG element (its size sets the scale). */
  readonly svg: RefObject<SVGSVGElement>;
  /** The view and its gestures (../map/useMapView). */
  readonly map: MapView;
  /** The whole map. */
  readonly fit: Box;
  /** What is drawn in full (null: the whole map as a summary). */
  readonly lod: Lod;
  /** Font size of block names in map units. */
  readonly nameSize: number;
  /** False on the first render, which draws the map's frame alone (its size is not known yet). */
  readonly sized: boolean;
  /** False while the first drawing stands: the areas off screen are not drawn yet (issue 30). They come with the
   * detail widened in idle time, or with the first change of view that needs more detail. */
  readonly whole: boolean;
}

/** The view and level of detail of the map of `s` as `viewer` sees it; `target` (the area picked to move to)
 * and `bridge` (a bridge question's two areas) are brought into view when they change. */
export function useMapDetail(
  s: FabState,
  viewer: Viewer,
  hidden: readonly HiddenBlock[],
  target: AreaId | null | undefined,
  bridge: { readonly from: AreaId; readonly to: AreaId } | null | undefined,
  battle?: AreaId | null,
): MapDetail {
  const sc = s.scenario;
  const fit = useMemo(() => mapBounds(sc), [sc]);

  const svg = useRef<SVGSVGElement>(null);
  // the view and its gestures (../map/useMapView); each change of view redraws detail only where needed
  // the first drawing details only what is on screen (FIRST_MARGIN), later ones a margin around it
  const firstDrawing = useRef(false);
  // the map's size as the first drawing measured it (see `initial` and `relod`)
  const measured = useRef<{ w: number; h: number } | null>(null);
  const map = useMapView(svg, fit, () => (firstDrawing.current ? relod(FIRST_MARGIN, true) : relod()));
  const view = map.view;
  // Before the map is laid out its size is unknown; the window is an upper bound of it, so a map that
  // would be a summary even filling the window starts as one (no wasted full drawing).
  const [lod, setLod] = useState<Lod>(() => {
    const { w, h } = windowNow();
    return w && h ? lodFor(fit, viewScale(fit, w, h)) : lodFor(fit, DETAIL_SCALE);
  });
  const lodRef = useRef(lod);
  lodRef.current = lod;
  // block names never drawn under 11 CSS px: the type grows (and the label shortens) as the map zooms out
  const [nameSize, setNameSize] = useState(13);
  const nameRef = useRef(nameSize);
  nameRef.current = nameSize;
  const [whole, setWhole] = useState(false);

  /** Redraw (detail in or out) only when the current view is no longer covered by what is drawn (`margin`: of
   * the detailed region, see lodFor; `first`: the first drawing, whose level of detail is set whatever the
   * estimate before it was). */
  const relod = (margin?: number, first = false) => {
    const el = svg.current;
    // the first drawing uses the size `initial` just measured: reading it again after the view changed made the
    // browser lay the page out a second time before the first paint (about 25 ms of a game's opening at 4x CPU)
    const box = first && measured.current ? measured.current : el ? { w: el.clientWidth, h: el.clientHeight } : null;
    if (!el || !box || !box.w || !box.h) return;
    const v = view.current;
    const scale = viewScale(v, box.w, box.h);
    if (first || !lodCovers(lodRef.current, v, scale)) {
      setLod((lodRef.current = lodFor(v, scale, margin)));
      if (!first) setWhole(true);
    }
    const size = nameSizeFor(scale);
    if (size !== nameRef.current) setNameSize((nameRef.current = size));
  };
  /** The starting view: the whole map when it is drawn large enough to read; on a small screen (a phone),
   * a closer view on where the action is (contested areas, else the viewer's own blocks; the fit button
   * still shows everything). */
  const initial = (): Box => {
    const el = svg.current;
    const box = { w: el?.clientWidth ?? 0, h: el?.clientHeight ?? 0 };
    measured.current = box;
    return firstView(fit, actionBox(s, viewer, hidden), box.w, box.h, READABLE);
  };
  // The first render draws the map's frame alone: its size is known only once it is laid out. Then, before the
  // first paint, the starting view and its level of detail, and the areas drawn once (none drawn for nothing;
  // no flash of the wrong drawing). On a close view only what is on screen is drawn in full at first.
  const [sized, setSized] = useState(false);
  useLayoutEffect(() => {
    if (import.meta.env.VITE_OPEN_MARKS) performance.mark('open:map-frame');
    firstDrawing.current = true;
    map.show(initial());
    if (import.meta.env.VITE_OPEN_MARKS) performance.mark('open:map-measured');
    firstDrawing.current = false;
    setSized(true);
  }, [fit]);
  /** Show `box`; before the first drawing is widened, as part of it (what is then on screen alone is drawn). */
  const showEarly = (box: Box) => {
    firstDrawing.current = !whole;
    map.show(box);
    firstDrawing.current = false;
  };
  // once the first drawing is on screen, in idle time: half a view more in full all round, so a pan does not redraw
  // (two idle moments, so that neither drawing holds the page long: first the areas off screen, each one shape,
  // then the detail around the view)
  useEffect(() => {
    if (!sized) return;
    const widen = () => {
      const el = svg.current;
      const lod = lodRef.current;
      if (!el || !el.clientWidth || !el.clientHeight || !lod) return;
      const v = view.current;
      const wide = lodFor(v, viewScale(v, el.clientWidth, el.clientHeight));
      if (wide && (wide.w > lod.w || wide.h > lod.h)) setLod((lodRef.current = wide));
    };
    let cancel = whenIdle(() => {
      setWhole(true);
      cancel = whenIdle(widen, 2000);
    }, 2000);
    return () => cancel();
  }, [sized, fit]);
  // a picked area out of view (a close view on a phone) is brought into view, at the same zoom
  useLayoutEffect(() => {
    const c = target ? mapLayout(sc).pos.get(target) : undefined;
    if (!c) return;
    const v = view.current;
    const m = 16; // the outline and a little room around it
    const dx = Math.min(0, c.x - HW - m - v.x) + Math.max(0, c.x + HW + m - (v.x + v.w));
    const dy = Math.min(0, c.y - HH - 30 - v.y) + Math.max(0, c.y + HH + 30 - (v.y + v.h));
    if (!dx && !dy) return;
    map.show({ ...v, x: v.x + dx, y: v.y + dy });
  }, [target]);
  // 5.35d a bridge question: both ends of the crossing brought into view, at the same zoom when they fit
  const bridgeKey = bridge ? `${bridge.from}>${bridge.to}` : null;
  useLayoutEffect(() => {
    if (!bridge) return;
    const { pos } = mapLayout(sc);
    const p = pos.get(bridge.from),
      q = pos.get(bridge.to);
    if (!p || !q) return;
    const v = view.current;
    const m = 16;
    const [x0, x1] = [Math.min(p.x, q.x) - HW - m, Math.max(p.x, q.x) + HW + m];
    const [y0, y1] = [Math.min(p.y, q.y) - HH - 30, Math.max(p.y, q.y) + HH + 30];
    // too far apart for the view: centred on the bridge
    const dx = x1 - x0 > v.w ? (x0 + x1 - v.w) / 2 - v.x : Math.min(0, x0 - v.x) + Math.max(0, x1 - (v.x + v.w));
    const dy = y1 - y0 > v.h ? (y0 + y1 - v.h) / 2 - v.y : Math.min(0, y0 - v.y) + Math.max(0, y1 - (v.y + v.h));
    if (!dx && !dy) return;
    showEarly({ ...v, x: v.x + dx, y: v.y + dy });
  }, [bridgeKey]);

  // issue 27: a combat question asked out of turn: its battle area in the middle of the view, at the same zoom
  useLayoutEffect(() => {
    const c = battle ? mapLayout(sc).pos.get(battle) : undefined;
    if (!c || !sized) return;
    const v = view.current;
    showEarly({ ...v, x: c.x - v.w / 2, y: c.y - v.h / 2 });
  }, [battle, sized]);

  return { svg, map, fit, lod, nameSize, sized, whole };
}
