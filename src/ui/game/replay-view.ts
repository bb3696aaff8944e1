/**
 * The one place that decides whose view the replay viewer draws. A full replay (a finished game, an open
 * table, a system without hidden information) draws everything ('open'); an unfinished hidden-information
 * game draws only the chosen side's view: the system screen is handed that side as its viewer, and draws
 * its per-side view from it exactly as in play (FAB: the rules of src/rules/fab/view.ts, `viewFor`).
 * When the engine's `view(state, side)` becomes the one per-side view, switch here.
 */
export function replayViewer(audience: 'full' | 'side', side: string | null): string {
  return audience === 'side' && side ? side : 'open';
}
