/**
 * The FAB rules versions (src/rules/common/rulings.ts, docs/rules-versions.md). Version 1 is the rules the
 * first game records were played under. A state built by the system's own set-up function plays the
 * current version; the engine's `start` sets the version the game's record names.
 *
 * To change a ruling that can make a stored move illegal or change what a move does: add a ruling here
 * with `since: FAB_RULES_VERSION + 1`, raise FAB_RULES_VERSION, and branch in the rule on
 * `follows(<the state's rulesVersion>, RULING)`, keeping the old ruling for older games, e.g.
 *   { id: 'fab.5.22.reveal-on-entry', since: 2, section: '5.22', text: '...' }
 */
import type { Ruling } from '../common/rulings';

export const FAB_RULES_VERSION = 1;

export const FAB_RULINGS: readonly Ruling[] = [];
