/**
 * Helpers the FAB screens use to draw the per-side view (`fabEngine.view`, machines/fab/view.ts). Nothing
 * here decides what a side may know: the view already holds only that (2.2 / 6.24 / 8.32), and every
 * function takes it, never the full game state.
 */
import type { AreaId, FabState, Side, UnitDef, UnitId, UnitState } from '../../rules/fab/types';
import { otherSide } from '../../rules/fab/types';
import { boardIndex } from '../../rules/fab/board';
import type { HiddenBlock } from '../../rules/fab/view';
import type { FabScreenView } from '../../../machines/fab/view';

/** 'blue' / 'red': the side holding the tablet; 'open': everything visible (open table, 10.0 option). */
export type Viewer = Side | 'open';

/** The engine may keep the FAB state bare or inside a statechart context (`{ g }`): find it. */
export function fabState(x: unknown): FabState | null {
  if (!x || typeof x !== 'object') return null;
  const o = x as Record<string, unknown>;
  if ('scenario' in o && 'units' in o && 'areas' in o) return x as FabState;
  if ('g' in o) return fabState(o['g']);
  if ('context' in o) return fabState(o['context']);
  return null;
}

/** The engine's view, recognised (a screen given something else draws an error, never a guess). */
export function fabViewOf(x: unknown): FabScreenView | null {
  if (!x || typeof x !== 'object') return null;
  const o = x as Partial<FabScreenView>;
  return o.state && o.hiddenBlocks && o.legal && o.areaInfo ? (x as FabScreenView) : null;
}

export interface BlockView {
  /** The unit's id, or for a block seen from behind the view's key for it (`hidden-3`). */
  readonly id: UnitId;
  readonly side: Side;
  /** Absent when only the back of the block may be shown. */
  readonly face?: { readonly def: UnitDef; readonly state: UnitState };
  /** A block seen from behind: the markers on it, which both sides see (6.5 order, 9.32 supply, 5.21 reserve,
   * 6.89 exploitation). */
  readonly back?: Pick<UnitState, 'order' | 'unsupplied' | 'reserve' | 'exploit'>;
}

/** Blocks in an area as the viewer knows them (own first, then the enemy). */
export function blocksIn(
  s: FabState,
  viewer: Viewer,
  hidden: readonly HiddenBlock[],
  area: AreaId,
): readonly BlockView[] {
  return blocksByArea(s, viewer, hidden).get(area) ?? [];
}

const byAreaCache = new WeakMap<FabState, Map<Viewer, ReadonlyMap<AreaId, readonly BlockView[]>>>();

/** The blocks on the map by area, the viewer's (or the phasing side's) first: the units of the view's state
 * face up, the view's hidden blocks from behind. Built once per view state: the map asks on every drawing. */
export function blocksByArea(
  s: FabState,
  viewer: Viewer,
  hidden: readonly HiddenBlock[],
): ReadonlyMap<AreaId, readonly BlockView[]> {
  let perViewer = byAreaCache.get(s);
  if (!perViewer) byAreaCache.set(s, (perViewer = new Map<Viewer, ReadonlyMap<AreaId, readonly BlockView[]>>()));
  const hit = perViewer.get(viewer);
  if (hit) return hit;
  const ix = boardIndex(s.scenario);
  const out = new Map<AreaId, BlockView[]>();
  const put = (area: AreaId, b: BlockView) => {
    const list = out.get(area);
    if (list) list.push(b);
    else out.set(area, [b]);
  };
  for (const [id, u] of Object.entries(s.units)) {
    if (u.where !== 'map' || u.area === null) continue;
    const def = ix.unitDefs.get(id);
    if (def) put(u.area, { id, side: def.side, face: { def, state: u } });
  }
  for (const h of hidden)
    put(h.area, {
      id: h.key,
      side: h.side,
      back: { order: h.order, unsupplied: h.unsupplied, reserve: h.reserve, exploit: h.exploit },
    });
  const first: Side = viewer === 'open' ? s.phasing : viewer;
  for (const list of out.values()) list.sort((a, b) => (a.side === b.side ? 0 : a.side === first ? -1 : 1));
  perViewer.set(viewer, out);
  return out;
}

export { otherSide };
