/**
 * Pan and zoom gestures shared by the maps (FAB areas, OCS hexes): drag to pan (after 8 px, so a tap stays
 * a tap), pinch to zoom around the fingers, the mouse wheel around the pointer, a double tap zooms in where
 * tapped, and the arrow keys pan (+ and − zoom) while the map or anything in it has the focus. A drag or a
 * double tap never reaches the map's tap targets as a click, except that a second quick tap on what the first
 * one selected stays a tap (select, then unselect, as before); a press on an element marked `data-drag` is left
 * to that element (the scenario editor drags its selected area). The map keeps its own view (what "pan" and
 * "zoom" mean for its drawing); this hook only turns input into those calls.
 */
import { useEffect, useRef } from 'preact/hooks';
import type { RefObject } from 'preact';

export interface ViewBox {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

export interface PanZoomTarget {
  /** The part of the map shown now, in map units (the SVG viewBox). */
  view(): ViewBox;
  /** Move the view by (dx, dy) map units. */
  panBy(dx: number, dy: number): void;
  /** Zoom in by `factor` (> 1 in, < 1 out) keeping the map point (cx, cy) still; the view centre if absent. */
  zoomBy(factor: number, cx?: number, cy?: number): void;
}

/** Movement (CSS px) before a press becomes a drag; taps that wobble less stay taps. */
export const DRAG_SLOP = 8;
/** Two taps within this many ms and this many CSS px make a double tap. */
export const DOUBLE_TAP_MS = 320;
export const DOUBLE_TAP_PX = 30;
/** Zoom steps for the wheel, a double tap and the + / − keys. */
export const WHEEL_STEP = 1.15;
export const DOUBLE_TAP_ZOOM = 1.8;
/** An arrow key moves the view by this share of its size. */
export const KEY_PAN = 0.2;

/** Arrow key to pan direction, or null. */
export function keyPan(key: string): { dx: number; dy: number } | null {
  switch (key) {
    case 'ArrowLeft':
      return { dx: -1, dy: 0 };
    case 'ArrowRight':
      return { dx: 1, dy: 0 };
    case 'ArrowUp':
      return { dx: 0, dy: -1 };
    case 'ArrowDown':
      return { dx: 0, dy: 1 };
    default:
      return null;
  }
}

export function usePanZoom(ref: RefObject<SVGElement>, target: PanZoomTarget): void {
  // The latest target, so that the listeners (attached once) always call the current closures.
  const live = useRef(target);
  live.current = target;
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    // Focusable, so that the arrow keys work before any area or hex has the focus.
    if (!el.hasAttribute('tabindex')) el.tabIndex = 0;
    const pts = new Map<number, { x: number; y: number }>();
    let start: { x: number; y: number } | null = null;
    let moved = false;
    let pinch: { d: number } | null = null;
    let lastTap: { t: number; x: number; y: number } | null = null;
    let swallowClick = false;
    let pending = { dx: 0, dy: 0 };
    let raf = 0;
    const k = () => live.current.view().w / (el.clientWidth || 1);
    const at = (cx: number, cy: number) => {
      const r = el.getBoundingClientRect();
      const v = live.current.view();
      return { x: v.x + (cx - r.left) * k(), y: v.y + (cy - r.top) * k() };
    };
    const flush = () => {
      raf = 0;
      const { dx, dy } = pending;
      pending = { dx: 0, dy: 0 };
      if (dx || dy) live.current.panBy(dx, dy);
    };
    const down = (p: PointerEvent) => {
      // a primary pointer going down means no other is down: forget any whose "up" never reached the map
      if (p.isPrimary) {
        pts.clear();
        pinch = null;
        swallowClick = false;
      }
      // a press on what the map moves itself (an area the scenario editor drags: `data-drag`) is not a pan
      if (p.target instanceof Element && p.target.closest('[data-drag]')) {
        moved = false;
        return;
      }
      pts.set(p.pointerId, { x: p.clientX, y: p.clientY });
      if (pts.size === 1) {
        start = { x: p.clientX, y: p.clientY };
        moved = false;
      }
      if (pts.size === 2) {
        const [a, b] = [...pts.values()];
        if (a && b) pinch = { d: Math.hypot(a.x - b.x, a.y - b.y) };
      }
    };
    const move = (p: PointerEvent) => {
      const prev = pts.get(p.pointerId);
      if (!prev) return;
      const cur = { x: p.clientX, y: p.clientY };
      pts.set(p.pointerId, cur);
      if (pts.size >= 2 && pinch) {
        const [a, b] = [...pts.values()];
        if (!a || !b) return;
        const d = Math.hypot(a.x - b.x, a.y - b.y);
        if (d > 0 && pinch.d > 0) {
          const c = at((a.x + b.x) / 2, (a.y + b.y) / 2);
          live.current.zoomBy(d / pinch.d, c.x, c.y);
          pinch.d = d;
        }
        moved = true;
        return;
      }
      if (start && !moved && Math.hypot(cur.x - start.x, cur.y - start.y) < DRAG_SLOP) return;
      if (!moved) {
        moved = true;
        el.setPointerCapture?.(p.pointerId);
      }
      const s = k();
      pending = { dx: pending.dx - (cur.x - prev.x) * s, dy: pending.dy - (cur.y - prev.y) * s };
      if (!raf) raf = requestAnimationFrame(flush);
    };
    const up = (p: PointerEvent) => {
      const wasTap = pts.size === 1 && !moved && p.type === 'pointerup';
      pts.delete(p.pointerId);
      if (pts.size < 2) pinch = null;
      if (moved) swallowClick = true;
      if (!wasTap) return;
      const now = performance.now();
      // A second tap on what the first one selected (pressed) is a tap of its own: it unselects, no zoom.
      const onSelected = p.target instanceof Element && !!p.target.closest('[aria-pressed="true"]');
      if (
        lastTap &&
        !onSelected &&
        now - lastTap.t < DOUBLE_TAP_MS &&
        Math.hypot(p.clientX - lastTap.x, p.clientY - lastTap.y) < DOUBLE_TAP_PX
      ) {
        lastTap = null;
        swallowClick = true; // the first tap selected; the second one zooms and does not undo it
        const c = at(p.clientX, p.clientY);
        live.current.zoomBy(DOUBLE_TAP_ZOOM, c.x, c.y);
      } else lastTap = { t: now, x: p.clientX, y: p.clientY };
    };
    const wheel = (w: WheelEvent) => {
      w.preventDefault();
      const c = at(w.clientX, w.clientY);
      live.current.zoomBy(w.deltaY < 0 ? WHEEL_STEP : 1 / WHEEL_STEP, c.x, c.y);
    };
    const click = (e: Event) => {
      if (!swallowClick) return;
      swallowClick = false;
      e.stopPropagation();
      e.preventDefault();
    };
    const key = (ke: KeyboardEvent) => {
      if (ke.altKey || ke.ctrlKey || ke.metaKey) return;
      const dir = keyPan(ke.key);
      if (dir) {
        const v = live.current.view();
        live.current.panBy(dir.dx * v.w * KEY_PAN, dir.dy * v.h * KEY_PAN);
      } else if (ke.key === '+' || ke.key === '=') live.current.zoomBy(WHEEL_STEP * WHEEL_STEP);
      else if (ke.key === '-' || ke.key === '_') live.current.zoomBy(1 / (WHEEL_STEP * WHEEL_STEP));
      else return;
      ke.preventDefault();
    };
    el.addEventListener('pointerdown', down);
    el.addEventListener('pointermove', move);
    el.addEventListener('pointerup', up);
    el.addEventListener('pointercancel', up);
    el.addEventListener('wheel', wheel, { passive: false });
    el.addEventListener('click', click, true);
    el.addEventListener('keydown', key);
    return () => {
      el.removeEventListener('pointerdown', down);
      el.removeEventListener('pointermove', move);
      el.removeEventListener('pointerup', up);
      el.removeEventListener('pointercancel', up);
      el.removeEventListener('wheel', wheel);
      el.removeEventListener('click', click, true);
      el.removeEventListener('keydown', key);
      if (raf) cancelAnimationFrame(raf);
    };
  }, []);
}
