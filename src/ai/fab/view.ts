/**
 * The one place the opponent learns about the game: its side's view (2.2 hidden blocks, 10.0 hidden assets).
 * Today `viewFor` (src/rules/fab/view.ts); when `engine.view(state, side)` becomes the official per-side view,
 * switch this function and nothing else.
 */
import { viewFor, type FabView } from '../../rules/fab/view';
import type { FabState, Side } from '../../rules/fab/types';

export function sideView(s: FabState, side: Side): FabView {
  return viewFor(s, side);
}
