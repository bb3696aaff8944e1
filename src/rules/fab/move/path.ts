/**
 * A whole path (MOVE_ALONG, 5.3): checked step by step as if every bridge on it holds, then taken by the turn chart.
 */
import { accept, reject, type Result } from '../../common/result';
import { occupancy } from '../board';
import type { AreaId, FabState, UnitId } from '../types';
import { own } from '../../common/own';

import { decideBridge } from './bridges';
import { checkStep, ctxFor, moveModeFor, stepped, moveStep } from './steps';

/**
 * 5.3 / 5.35a a whole path for one unit (MOVE_ALONG), checked before anything moves: every step is tried in
 * turn as a MOVE_STEP would be (5.32-5.34 costs and limits, 5.35b a stop on entering enemy units or a roadblock,
 * 5.35c one crossing per river boundary, 5.1 stacking, 7.2 / 7.31), a 5.35d bridge chance on the way taken as
 * the bridge holding. A step the rules refuse refuses the whole path with that step's rule, and nothing moves.
 * The answer is the state with the path under way (`route`) and the unit not yet moved: the turn chart then
 * takes the steps one by one (`stepAlong`), stopping for a bridge decision.
 */
export function moveAlong(s: FabState, id: UnitId, path: readonly AreaId[]): Result<FabState> {
  if (s.pendingBridge) return reject('5.35', 'A bridge-blowing decision must be made first.', 'move.bridgeFirst');
  if (path.length === 0) return reject('5.3', 'The move names no area to enter.', 'move.emptyPath');
  let t: FabState = s;
  for (const [i, to] of path.entries()) {
    const r = moveStep(t, id, to);
    if (!r.ok) return r;
    let next = r.value;
    if (next.pendingBridge) {
      // 5.35d the path is checked as if the bridge holds: the unit enters (a blown bridge ends the path there)
      const held = decideBridge(next, false);
      if (!held.ok) return held;
      next = held.value;
    }
    const after = path[i + 1];
    if (after !== undefined && next.moving?.unit !== id) return stoppedAt(t, id, to, after);
    t = next;
  }
  return accept({ ...s, route: { unit: id, rest: [...path] } });
}

/** Why a unit's move ends on entering `to` (5.35b, 5.22, 7.31, 9.33), so that `after` cannot follow it. */
function stoppedAt(s: FabState, id: UnitId, to: AreaId, after: AreaId): Result<never> {
  const finished = reject('5.35', 'That unit has already finished its move this phase.', 'move.finished', {
    unit: id,
  });
  const mode = s.moving?.unit === id ? accept(s.moving.mode) : moveModeFor(s, id);
  if (!mode.ok) return mode;
  const ctx = ctxFor(s, id, mode.value);
  if (!ctx) return finished;
  const occ = occupancy(s);
  const chk = checkStep(s, occ, ctx, to);
  if (!chk.ok) return chk;
  const m = stepped(ctx.m, chk.value);
  const u = own(s.units, id);
  if (!u) return finished;
  const there = { ...s, units: { ...s.units, [id]: { ...u, area: to } } };
  const on = checkStep(there, occupancy(there), { ...ctx, from: to, m }, after);
  return on.ok ? finished : on;
}
