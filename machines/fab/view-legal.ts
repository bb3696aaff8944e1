/**
 * A side's legal events read from its view alone (issue 25): the view's own list (every option the rules allow,
 * hidden enemy blocks named by view key), with each single-area step of a unit's move replaced by the whole paths
 * of the view's reachable areas (5.3 `MOVE_ALONG`, one event per area the unit may end in, along the cheapest
 * path), as the computer opponent chooses moves. Nothing here reads the game state.
 */
import type { FabEvent } from './events';
import type { FabScreenView } from './view';

/** The legal events of `side` now, from its view: none when it does not decide. */
export function legalEventsFromView(view: FabScreenView, side: string): FabEvent[] {
  if (view.viewer !== side || view.actor !== side) return [];
  const out: FabEvent[] = [];
  const stepping = new Set<string>();
  for (const e of view.legal) {
    if (e.type === 'MOVE_STEP') stepping.add(e.unit);
    else out.push(e);
  }
  // 5.3 / 7.2 / 7.31 whole paths to every reachable area of each unit that may step now (the first step of
  // each is one of the view's own MOVE_STEP events)
  for (const unit of stepping)
    for (const d of view.destinations[unit] ?? []) out.push({ type: 'MOVE_ALONG', unit, path: [...d.path] });
  return out;
}
