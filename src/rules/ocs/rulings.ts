/**
 * The OCS rules versions (src/rules/common/rulings.ts, docs/rules-versions.md). Version 1 is the rules the
 * first game records were played under. A state built by the system's own set-up function plays the
 * current version; the engine's `start` sets the version the game's record names.
 *
 * To change a ruling that can make a stored move illegal or change what a move does: add a ruling here
 * with `since: OCS_RULES_VERSION + 1`, raise OCS_RULES_VERSION, and branch in the rule on
 * `follows(<the state's rulesVersion>, RULING)`, keeping the old ruling for older games.
 */
import type { Ruling } from '../common/rulings';

export const OCS_RULES_VERSION = 3;

/** Roads: a railway line is a road for every purpose (version 2, the audit of issue 13). */
export const RAIL_AS_ROAD: Ruling = {
  id: 'ocs.roads.rail-as-road',
  since: 2,
  section: 'roads',
  text: "A unit moving along a railway line treats it as a road whatever its movement type: it pays the chart's road cost and ignores the hex's other terrain and the hexsides crossed (wheeled units were charged the terrain and kept out of marsh).",
};

/** Rail: a stack that walked to a station entrains unit by unit (version 3, the audit of issue 26): each unit's own
 * rail conditions decide, and a stack may also entrain together when the capacity covers all of it. */
export const STACK_ENTRAINS_UNIT_BY_UNIT: Ruling = {
  id: 'ocs.rail.stack-entrains-unit-by-unit',
  since: 3,
  section: 'rail',
  text: 'Units that moved together to a station may go on by rail one at a time: each entrains on its own conditions (move mode, at most half its allowance spent, rail capacity left), and the whole stack may entrain in one move when the capacity covers all of it. Earlier versions ended the move of the other units of the stack as soon as the first one entrained.',
};

export const OCS_RULINGS: readonly Ruling[] = [RAIL_AS_ROAD, STACK_ENTRAINS_UNIT_BY_UNIT];
