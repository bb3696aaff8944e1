/**
 * The OCS rules versions (src/rules/common/rulings.ts, docs/rules-versions.md). Version 1 is the rules the
 * first game records were played under. A state built by the system's own set-up function plays the
 * current version; the engine's `start` sets the version the game's record names.
 *
 * To change a ruling that can make a stored move illegal or change what a move does: add a ruling here
 * with `since: OCS_RULES_VERSION + 1`, raise OCS_RULES_VERSION, and branch in the rule on
 * `follows(<the state's rulesVersion>, RULING)`, keeping the old ruling for older games, e.g.
 *   { id: 'ocs.rail-as-road', since: 2, section: 'rail', text: '...' }
 */
import type { Ruling } from '../common/rulings';

export const OCS_RULES_VERSION = 1;

export const OCS_RULINGS: readonly Ruling[] = [];
