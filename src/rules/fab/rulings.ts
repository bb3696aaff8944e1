/**
 * The FAB rules versions (src/rules/common/rulings.ts, docs/rules-versions.md). Version 1 is the rules the
 * first game records were played under. A state built by the system's own set-up function plays the
 * current version; the engine's `start` sets the version the game's record names.
 *
 * To change a ruling that can make a stored move illegal or change what a move does: add a ruling here
 * with `since: FAB_RULES_VERSION + 1`, raise FAB_RULES_VERSION, and branch in the rule on
 * `follows(<the state's rulesVersion>, RULING)`, keeping the old ruling for older games.
 */
import type { Ruling } from '../common/rulings';

export const FAB_RULES_VERSION = 5;

/** 9.34d out-of-supply units take no friendly special action (version 2, the audit of issue 13). */
export const OUT_OF_SUPPLY_NO_SPECIAL_ACTIONS: Ruling = {
  id: 'fab.9.34d.no-special-actions-out-of-supply',
  since: 2,
  section: '9.34d',
  text: 'A unit out of supply gets no help from a friendly special action: it cannot reinforce a battle (8.23), withdraw from one (8.24), have a penetration combat round opened for it (8.22) or take quality replacements (8.26), in either edition.',
};

/** 9.34a / 9.34d out-of-supply defenders get no asset and no event in a battle (version 2). */
export const OUT_OF_SUPPLY_DEFENDERS_NO_ASSETS: Ruling = {
  id: 'fab.9.34a.no-assets-to-out-of-supply-defenders',
  since: 2,
  section: '9.34a',
  text: 'When a defending unit in the battle is marked out of supply, its side may assign no asset (9.34a) and no event (9.34d) to the combat round, even if a supply route can be traced at that moment.',
};

/** 5.22 entering an area whose enemy units are face-up reveals the unit, even after the friendly units left. */
export const REVEAL_ON_ENTRY: Ruling = {
  id: 'fab.5.22.reveal-on-entry',
  since: 2,
  section: '5.22',
  text: 'A unit that enters an area where the enemy units are already face-up from an earlier combat round is revealed, even when the friendly units that shared the area have left it.',
};

/** 5.35d the bridge chance only for a crossing into a newly contested area. */
export const BRIDGE_CHANCE_NEWLY_CONTESTED_ONLY: Ruling = {
  id: 'fab.5.35d.bridge-newly-contested-only',
  since: 2,
  section: '5.35d',
  text: 'The enemy may try to blow a bridge only when the crossing unit enters a newly contested area; an area that was already contested when the phase began gives no attempt, even if the friendly units there have left.',
};

/** 8.1 / 8.23 / 8.24 the defender names the special action that pays for a reinforcement or a withdrawal. */
export const PLAYER_CHOOSES_COMBAT_PAYER: Ruling = {
  id: 'fab.8.1.player-chooses-combat-payer',
  since: 3,
  section: '8.1',
  text: 'When the defender reinforces a battle (8.23) or withdraws from it (8.24), the defender may name which special action pays, the reusable block or a single-use one; earlier versions always spent the first one that served.',
};

/** 17.0 a rally event brings back the Used assets the player picks. */
export const PLAYER_PICKS_RALLIED_ASSETS: Ruling = {
  id: 'fab.17.0.player-picks-rallied-assets',
  since: 3,
  section: '17.0',
  text: 'An event that rallies assets returns the Used assets its player picks; earlier versions always returned the first ones in the Used box.',
};

/** 5.21 / 8.23 a reserve unit that reinforces a battle by special action loses its marker (version 4, the audit of
 * issue 26): it has moved, and its area is contested. */
export const REINFORCER_LOSES_RESERVE: Ruling = {
  id: 'fab.5.21.reinforcer-loses-reserve',
  since: 4,
  section: '5.21',
  text: 'A reserve unit that joins a battle by special action (8.23) loses its reserve marker, as it has moved and now stands in a contested area; earlier versions left the marker on, so the unit could move again in the reaction phase.',
};

/** 8.1 / 8.23 a single-use special action serves the unit it brings into a battle (version 4): the other
 * defenders' formations do not matter; 8.24 moves every defender, so a withdrawal still needs all of them. */
export const SINGLE_USE_SERVES_REINFORCER: Ruling = {
  id: 'fab.8.1.single-use-serves-reinforcer',
  since: 4,
  section: '8.1',
  text: "A single-use special action may pay for a reinforcement (8.23) when the reinforcing unit belongs to its formation, whatever the formation of the units already defending; a withdrawal (8.24) still needs every defender to be of that formation. Earlier versions asked it of every defender in both cases, and skipped the defender's special action step when no action served them all.",
};

/** 4.21 the alternative use of an event moves eliminated assets back to the cup: with none there, an event
 * cannot be spent on it for nothing (version 4). */
export const NO_EMPTY_ALTERNATIVE_USE: Ruling = {
  id: 'fab.4.21.no-empty-alternative-use',
  since: 4,
  section: '4.21',
  text: 'An event spent on its alternative use must bring back at least one eliminated asset: with none in the Eliminated box there is nothing for it to do, and it stays in Available. Earlier versions let it be thrown away that way.',
};

/** 5.1 / 6.6 the owner of an overstacked area chooses its stacking retreat (version 4): which units retreat, and
 * where each goes among the areas 6.6 allows in the game's edition. */
export const OWNER_CHOOSES_STACKING_RETREAT: Ruling = {
  id: 'fab.5.1.owner-chooses-stacking-retreat',
  since: 4,
  section: '5.1',
  text: 'When a movement phase ends with an area holding more than two units of a side, their owner chooses which units retreat and where each one goes among the areas the retreat rule (6.6) allows; a unit is eliminated only when none of them can retreat. Earlier versions retreated the weakest unit to the emptiest area for the player.',
};

/** 6.21 whether the defender is asked about a special action depends on what the attacker can see (version 5, issue
 * 25): the defender holds a special action the attacker cannot rule out (among its open chits, or any chit at all
 * in its Available box with hidden assets), whatever the formation of its face-down blocks. */
export const DEFENDER_ASKED_UNLESS_RULED_OUT: Ruling = {
  id: 'fab.6.21.defender-asked-unless-ruled-out',
  since: 5,
  section: '6.21',
  text: 'The defender is asked whether to reinforce or withdraw by special action whenever it may hold one the attacker cannot rule out, even if none of them serves its face-down blocks; earlier versions went straight on when none served them, which told the attacker something about those blocks.',
};

export const FAB_RULINGS: readonly Ruling[] = [
  OUT_OF_SUPPLY_NO_SPECIAL_ACTIONS,
  OUT_OF_SUPPLY_DEFENDERS_NO_ASSETS,
  REVEAL_ON_ENTRY,
  BRIDGE_CHANCE_NEWLY_CONTESTED_ONLY,
  PLAYER_CHOOSES_COMBAT_PAYER,
  PLAYER_PICKS_RALLIED_ASSETS,
  REINFORCER_LOSES_RESERVE,
  SINGLE_USE_SERVES_REINFORCER,
  NO_EMPTY_ALTERNATIVE_USE,
  OWNER_CHOOSES_STACKING_RETREAT,
  DEFENDER_ASKED_UNLESS_RULED_OUT,
];
