/**
 * What the opponent is given, and all it is given (issue 25): its side's view (`fabEngine.view(state, side)`,
 * machines/fab/view.ts) and the printed scenario, which both players hold. The view's legal events name hidden
 * enemy blocks by their view keys (`hidden-3`), and whole-path moves come from the view's reachable areas
 * (machines/fab/view-legal.ts); the event the opponent returns is read back by the engine's `fromView`.
 *
 * There is no game state here: `decide` takes an `OpponentView`, which a `FabState` is not, so passing the full
 * state does not compile. The round's odds of the screen are left out (the opponent computes its own from what
 * it sees), and so are the dice: a view holds only rolls already made.
 */
import type { StateValue } from 'xstate';
import type { FabEvent } from '../../../machines/fab/events';
import type { FabScreenView } from '../../../machines/fab/view';
import type { BoxCounts, HiddenBlock } from '../../rules/fab/view';
import type { RoundView } from '../../rules/fab/combat/view';
import type { Destination } from '../../rules/fab/movement';
import type { FabScenario, FabState, Side, UnitId } from '../../rules/fab/types';

/** The combat round in progress as the side sees it (6.24: enemy blocks not yet shown are `HiddenBlock`s). */
export interface OpponentRound {
  readonly area: string;
  readonly attacker: Side;
  /** The combat-round chart's state value (which step of 6.21-6.29). */
  readonly step: StateValue;
  readonly round: Omit<RoundView, 'odds'>;
}

export interface OpponentView {
  /** The side the opponent plays (the view's viewer). */
  readonly side: Side;
  /** The printed scenario: the map, the order of battle, the turn record (public, identical for both sides). */
  readonly scenario: FabScenario;
  /** The board as the side may know it (view.state): hidden enemy blocks are not in `units`, and the dice
   * generator is not there. */
  readonly state: Omit<FabState, 'dice' | 'combat'>;
  readonly hiddenBlocks: readonly HiddenBlock[];
  readonly enemyBoxCounts: BoxCounts | null;
  /** The legal events of the side now (hidden blocks by view key; whole paths for moves). */
  readonly legal: readonly FabEvent[];
  /** Where each unit that may move now can go, with the path (5.3 / 5.4). */
  readonly destinations: Readonly<Record<UnitId, readonly Destination[]>>;
  readonly combat: OpponentRound | null;
}

/** The opponent's input from a side's screen view and that side's legal events (`legalEventsFromView`). */
export function opponentView(v: FabScreenView, scenario: FabScenario, legal: readonly FabEvent[]): OpponentView {
  if (v.viewer === 'open') throw new Error('The opponent plays one side; the open table is not a side.');
  const { dice: _dice, combat: _combat, ...state } = v.state;
  void _dice;
  void _combat;
  const destinations: Record<UnitId, readonly Destination[]> = {};
  // the view works them out on first reading; a copy keeps them when the view is sent to the worker
  for (const [id, list] of Object.entries(v.destinations)) destinations[id] = list;
  let combat: OpponentRound | null = null;
  if (v.combat) {
    const { odds: _odds, ...round } = v.combat.round;
    void _odds;
    combat = { area: v.combat.area, attacker: v.combat.attacker, step: v.combat.step, round };
  }
  return {
    side: v.viewer,
    scenario,
    state,
    hiddenBlocks: v.hiddenBlocks,
    enemyBoxCounts: v.enemyBoxCounts,
    legal,
    destinations,
    combat,
  };
}
