/**
 * Hand off only for real decisions: the event the app takes on a side's behalf, or null.
 *
 * A side's event is taken for it when the rules leave it exactly one legal event (`candidateEvents`, exact for
 * single-piece choices) and taking it tells nobody anything new. Two things are checked for the second part:
 *
 * - what the event does: a private reveal (8.32 intelligence) is never taken for a side. The 6.24 reveal at the
 *   attacker's point designation is public (both sides see the blocks turned up), and dice belong to the app.
 * - that it was forced: the other side must be able to tell from what the table shows it (2.2: where the
 *   blocks stand and the markers on them, 5.21 reserve and 6.89 exploitation markers, which units have moved,
 *   how many chits are in each box, 10.0; the chits themselves unless assets are hidden) that there was no
 *   choice. Otherwise skipping the hand-off would itself say something hidden (for example that none of the
 *   side's face-down blocks is armour, 8.21, or of the formation an asset needs, 6.22). Each case below
 *   names the public facts that make it forced; anything not listed is handed off as before.
 *
 * The event is an ordinary event of that side: the runner stores it exactly as if it had been tapped, so a
 * replay, an import, undo and the computer opponent see nothing special.
 */
import { boardIndex, isContested, occupancy } from '../../src/rules/fab/board';
import { dueReinforcements, entryOptions } from '../../src/rules/fab/reinforcement';
import { availableSpecialActions } from '../../src/rules/fab/special-actions';
import type { FabState, Side } from '../../src/rules/fab/types';
import { holder } from './combat-bridge';
import { actorOf } from './actor';
import { candidateEvents } from './legal';
import type { FabEvent } from './events';

/** The one event the app takes for the side that must act now (see the module comment), or null. */
export function forcedEvent(s: FabState): FabEvent | null {
  if (s.finished) return null;
  const side = actorOf(s);
  if (!side || !mayBeForced(s, side)) return null;
  const legal = candidateEvents(s);
  const [e] = legal;
  if (!e || legal.length !== 1) return null;
  return mayTakeFor(s, side, e) ? e : null;
}

/** A cheap first look, run after every move: outside these positions nothing can be taken for the side (the
 * same public facts as `mayTakeFor`), so the legal events of a busy movement phase are not listed for it. */
function mayBeForced(s: FabState, side: Side): boolean {
  if (holder(s) || s.stacking) return true;
  switch (s.phase) {
    case 'admin':
      return inertInAdmin(s, side);
    case 'operational-movement':
      return !s.pendingBridge && mayStillMove(s, side, false) === 0;
    case 'strategic-movement':
    case 'reaction':
      return !s.pendingBridge && mayStillMove(s, side, true) === 0;
    case 'penetration-movement':
      return !s.pendingBridge && mayStillMove(s, side, true) === 0 && noSpecialAction(s, side);
    case 'reinforcement':
    case 'combat':
    case 'penetration-combat':
    case 'supply':
      return true;
    default:
      return false;
  }
}

/** 4.2 nothing in the side's Available box could be played in the admin phase, and the other side knows it: the
 * box is empty, or (open assets) holds only artillery and battle assets, which serve in combat alone. */
function inertInAdmin(s: FabState, side: Side): boolean {
  const box = s.boxes[side].available;
  if (box.length === 0) return true;
  if (s.options.hiddenAssets) return false;
  const ix = boardIndex(s.scenario);
  return box.every((id) => {
    const kind = ix.assetDefs.get(id)?.kind;
    return (kind === 'artillery' || kind === 'battle') && !ix.saDefs.has(id) && !ix.eventDefs.has(id);
  });
}

/** 8.1 the side has no special action to spend, and the other side knows it: none among its open chits, or
 * (10.0 hidden assets) an empty Available box. */
function noSpecialAction(s: FabState, side: Side): boolean {
  return s.options.hiddenAssets ? s.boxes[side].available.length === 0 : availableSpecialActions(s, side).length === 0;
}

/** Contested areas that have not had their combat round this phase (6.1): seen by both sides. */
function unfoughtContested(s: FabState): string[] {
  const occ = occupancy(s);
  return s.scenario.areas.map((a) => a.id).filter((a) => isContested(s, occ, a) && !s.foughtThisPhase.includes(a));
}

/** The side's units on the map that could still move in this phase, as the table shows them: not yet moved, and
 * (outside operational movement) carrying a reserve (5.21) or exploitation (6.89) marker, or activated by a special
 * action for penetration movement (8.21: the other side saw an activation, not which block, so it cannot rule out
 * that the activated block may move, whatever its place). */
function mayStillMove(s: FabState, side: Side, markedOnly: boolean): number {
  let n = 0;
  for (const u of s.scenario.units) {
    if (u.side !== side) continue;
    const st = s.units[u.id];
    if (!st || st.where !== 'map' || s.movement.done.includes(u.id)) continue;
    if (markedOnly && !st.reserve && !st.exploit && !s.activated.includes(u.id)) continue;
    n++;
  }
  return n;
}

/**
 * May the app take `e`, the one legal event of `side`, for it: is it forced in a way the other side can see,
 * and does it show nothing to one side only? (Exported for the tests; `forcedEvent` is the entry point.)
 */
export function mayTakeFor(s: FabState, side: Side, e: FabEvent): boolean {
  const h = holder(s);
  if (h) {
    const r = h.round.round;
    const role = side === h.attacker ? 'attacker' : 'defender';
    switch (e.type) {
      // 6.25-6.28 the firing side has nothing to decide before its dice: the app rolls them (the 6.33 engineer
      // option, a chit on the table, makes it a decision and is listed as a second event)
      case 'ROLL':
        return e.faces === undefined;
      // 6.24 the candidates are the side's blocks in the battle and whether they came as 8.23 reinforcements,
      // both seen by the other side: one block in the battle is no choice
      case 'DESIGNATE_POINT':
        return true;
      // 6.22 / 6.23 nothing to commit: no usable chit in the Available box, which the other side sees (open
      // assets) or sees empty (10.0 hidden assets: only the box counts are known)
      case 'ASSIGN_ASSETS':
        return (
          e.assetIds.length === 0 &&
          r.available[role].length === 0 &&
          (!s.options.hiddenAssets || s.boxes[side].available.length === 0)
        );
      // 6.4 one way to take the hit: after 6.24 every block in the battle is face up, so both sides see it
      case 'STEP_LOSS':
      case 'ABSORB_BY_DISORDER':
        return r.units.filter((u) => u.side === role).every((u) => !u.hidden || r.revealed.includes(u.id));
      default:
        return false;
    }
  }
  switch (e.type) {
    // 5.1 / 6.6 one unit and one place for it: which blocks overstack which area, and the control and occupation of
    // the areas around it, are all on the table
    case 'STACK_RETREAT':
      return true;
    case 'END_STEP':
      // 4.2 admin choices all come from the Available box (engineers 4.3, staff 8.3, events 4.21, special actions
      // 8.1): none of those in it, as the other side sees it
      if (s.phase === 'admin') return inertInAdmin(s, side);
      // 4.1 nothing due to arrive (the turn record) and nothing in the Used box to reclaim or return (4.1a/b)
      if (s.phase === 'reinforcement')
        return s.boxes[side].used.length === 0 && dueReinforcements(s, side).length === 0;
      return false;
    case 'END_PHASE':
      switch (s.phase) {
        // 9.0 the supply phase has no choice in it
        case 'supply':
          return true;
        // 6.1 no contested area left to fight in
        case 'combat':
          return unfoughtContested(s).length === 0;
        // 7.4 no newly contested area left, and no other contested one a special action (8.22) could open: none
        // left, or no chit in the Available box
        case 'penetration-combat': {
          const left = unfoughtContested(s);
          return !left.some((a) => s.areas[a]?.newlyContested) && (left.length === 0 || noSpecialAction(s, side));
        }
        // 5.2 every unit of the side has moved or held
        case 'operational-movement':
          return mayStillMove(s, side, false) === 0;
        // 5.4 / 7.2 only units with a reserve marker move
        case 'strategic-movement':
        case 'reaction':
          return mayStillMove(s, side, true) === 0;
        // 7.3 reserve and exploitation markers move, and any armour a special action activates (8.21): the
        // class of a face-down block is hidden, so only when the side has no special action to spend
        case 'penetration-movement':
          return mayStillMove(s, side, true) === 0 && noSpecialAction(s, side);
        default:
          return false;
      }
    // 4.1 a unit due by the turn record with one open entry area (both on the map for the other side to see),
    // and no special action could send it elsewhere (8.27): no chit the other side could not rule out, or no
    // other open entry area of the side at all (entry areas and the blocks standing in them are on the map, so
    // the other side sees that a redirect had nowhere to go, whatever chits the side holds)
    case 'PLACE_REINFORCEMENT':
      return e.source === undefined && (noSpecialAction(s, side) || entryOptions(s, String(e.unit), true).length === 0);
    // 6.1 one contested area to fight in, and the round there is compulsory (else ending the phase is listed)
    case 'SELECT_COMBAT':
      return unfoughtContested(s).length === 1 && (s.phase === 'combat' || noSpecialAction(s, side));
    default:
      return false;
  }
}
