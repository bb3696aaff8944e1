/**
 * Pure geometry of the FAB area map: where each area sits (scaled so the closest two boxes do not overlap),
 * the map's bounds, and the level of detail for a view. No Preact, no DOM: Map.tsx draws, usePanZoom moves.
 */
import type { AreaId, FabScenario } from '../../rules/fab/types';

/** Half width and half height of an area box, in map units after layout scaling. */
export const HW = 100;
export const HH = 90;

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}
export interface Layout {
  readonly pos: ReadonlyMap<AreaId, { x: number; y: number }>;
  readonly k: number;
  readonly bounds: Box;
}

const layouts = new WeakMap<FabScenario, Layout>();

/** The smallest distance between two of the points (Infinity for fewer than two): a sweep in x order that
 * compares each point only with those closer in x than the best distance so far (the map used to compare
 * every pair: 20,000 distances on a 200-area map at every opening). */
export function closestDistance(points: readonly { x: number; y: number }[]): number {
  const byX = [...points].sort((a, b) => a.x - b.x);
  let min = Infinity;
  for (let i = 0; i < byX.length; i++) {
    const a = byX[i]!;
    for (let j = i + 1; j < byX.length && byX[j]!.x - a.x < min; j++)
      min = Math.min(min, Math.hypot(a.x - byX[j]!.x, a.y - byX[j]!.y));
  }
  return min;
}

/** Scenario coordinates scaled so that the closest two area centres stand 200 units apart: room for an
 * area box with a 2x2 stack of blocks, whatever units the scenario author used. */
export function mapLayout(sc: FabScenario): Layout {
  const hit = layouts.get(sc);
  if (hit) return hit;
  const min = closestDistance(sc.areas);
  const k = Number.isFinite(min) && min > 0 ? 200 / min : 1;
  const pos = new Map(sc.areas.map((a) => [a.id, { x: a.x * k, y: a.y * k }] as const));
  let minX = Infinity,
    minY = Infinity,
    maxX = -Infinity,
    maxY = -Infinity;
  for (const a of sc.areas) {
    const c = pos.get(a.id)!;
    const pts =
      a.polygon && a.polygon.length > 2
        ? a.polygon.map((p) => ({ x: p.x * k, y: p.y * k }))
        : [
            { x: c.x - HW, y: c.y - HH },
            { x: c.x + HW, y: c.y + HH },
          ];
    for (const p of pts) {
      minX = Math.min(minX, p.x);
      maxX = Math.max(maxX, p.x);
      minY = Math.min(minY, p.y - 30);
      // room under the lowest areas for the half of a reachable area's cost badge that hangs below it
      maxY = Math.max(maxY, p.y + 30);
    }
  }
  const pad = 20;
  const bounds = Number.isFinite(minX)
    ? { x: minX - pad, y: minY - pad, w: maxX - minX + 2 * pad, h: maxY - minY + 2 * pad }
    : { x: 0, y: 0, w: 1000, h: 1000 };
  const out = { pos, k, bounds };
  layouts.set(sc, out);
  return out;
}

export function mapBounds(sc: FabScenario): Box {
  return mapLayout(sc).bounds;
}

/** Roads, field connections and rivers. Roads and field connections are one path each (hundreds of
 * lines on a big map would otherwise be hundreds of nodes to lay out); a river keeps its own curve and its
 * bridge or blown-bridge marker. */
/**
 * Level of detail. Below DETAIL_SCALE (CSS pixels per map unit) an area box is under 60 px wide and its
 * name, badges and block labels would be drawn at 3 to 6 px: nobody can read them, yet on a 200-area map
 * they are thousands of nodes to lay out and paint. Such areas are drawn as a summary instead: big number,
 * markers as coloured tiles, blocks as coloured squares. Zoomed in, only the areas in or near the view get
 * the full drawing. Every area keeps its full spoken label either way.
 */
export const DETAIL_SCALE = 0.3;

/** The part of the map drawn in full, or null when the whole map is drawn as a summary. */
export type Lod = Box | null;

/** CSS pixels per map unit for a view drawn into a client box (the SVG keeps its aspect ratio: meet). */
export function viewScale(view: Box, cw: number, ch: number): number {
  return Math.min(cw / view.w, ch / view.h);
}

/** The detailed region for a view: the view and `margin` of it again on every side (half: panning a little does
 * not redraw; the first drawing of a game takes only the view, FIRST_MARGIN, and widens in idle time). */
export function lodFor(view: Box, scale: number, margin = 0.5): Lod {
  if (!(scale >= DETAIL_SCALE)) return null;
  return {
    x: view.x - view.w * margin,
    y: view.y - view.h * margin,
    w: view.w * (1 + 2 * margin),
    h: view.h * (1 + 2 * margin),
  };
}

/** The margin of the first drawing's detailed region: none, what is on screen. The region a small
 * pan stays in (half a view all round, four times the areas on a zoomed-in map) follows in idle time. */
export const FIRST_MARGIN = 0;

/** Whether the detail drawn for `lod` still covers `view` at `scale` (otherwise the map is redrawn). */
export function lodCovers(lod: Lod, view: Box, scale: number): boolean {
  if (lod === null) return !(scale >= DETAIL_SCALE);
  return (
    scale >= DETAIL_SCALE &&
    view.x >= lod.x &&
    view.y >= lod.y &&
    view.x + view.w <= lod.x + lod.w &&
    view.y + view.h <= lod.y + lod.h
  );
}

/** Whether an area centred at (x, y) is drawn in full under `lod`. */
export function inDetail(lod: Lod, x: number, y: number): boolean {
  return lod !== null && x + HW >= lod.x && x - HW <= lod.x + lod.w && y + HH >= lod.y && y - HH <= lod.y + lod.h;
}
