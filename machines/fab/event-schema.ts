/**
 * Every FAB event as a valibot schema, defined once: the TypeScript event unions (`FabEvent`, `CombatEvent`,
 * ./events.ts) are derived from these, and the list of combat-round event names is checked against them. The
 * engine checks each event against `FabEventSchema` on its way into `apply` (once its checks are here,
 * ./checks.ts), so a malformed field is refused with a reason and changes nothing (it is never coerced to '' or
 * []). Whether the event is legal now is the rules' question.
 */
import * as v from 'valibot';
import type { EngineerFunction } from '../../src/rules/fab/admin';

const Id = v.string();
const Ids = v.pipe(v.array(v.string()), v.readonly());
/** 6.33 / 6.42c / 6.5 where each retreating unit goes (null: it stays or is eliminated, as the rule says). */
const Destinations = v.pipe(v.record(v.string(), v.nullable(v.string())), v.readonly());
/** Dice read off the table (physical dice): whole numbers; their range is the rules' check. */
const Faces = v.pipe(v.array(v.pipe(v.number(), v.integer())), v.readonly());

const ENGINEER_FUNCTIONS = ['blow', 'repair', 'defences', 'roadblock', 'defended-roadblock'] as const;
// the list above and the rules' EngineerFunction type name the same functions (4.31-4.35)
type SameEngineerFunctions = [EngineerFunction] extends [(typeof ENGINEER_FUNCTIONS)[number]]
  ? [(typeof ENGINEER_FUNCTIONS)[number]] extends [EngineerFunction]
    ? true
    : never
  : never;
const sameEngineerFunctions: SameEngineerFunctions = true;
void sameEngineerFunctions;

const ev = <T extends string, E extends v.ObjectEntries>(type: T, entries: E) =>
  v.object({ type: v.literal(type), ...entries });

/** The combat round's events (6.2), forwarded by the turn to the round in progress. */
export const CombatEventSchema = v.variant('type', [
  // 8.1 `source`: the special action that pays (rules version 3 on; absent: the first that serves)
  ev('REINFORCE', { unitId: Id, source: v.optional(Id) }),
  ev('WITHDRAW', { destinations: v.optional(Destinations), source: v.optional(Id) }),
  ev('DECLINE_SPECIAL_ACTION', {}),
  ev('ASSIGN_ASSETS', { assetIds: Ids }),
  ev('DESIGNATE_POINT', { unitId: Id }),
  ev('ROLL', { faces: v.optional(Faces) }),
  ev('ENGINEER_REMOVE_DEFENCES', { assetId: Id }),
  ev('STEP_LOSS', { targetId: Id }),
  ev('ABSORB_BY_DISORDER', {}),
  ev('ABSORB_BY_RETREAT', { destinations: v.optional(Destinations) }),
  ev('ABORT', { destinations: v.optional(Destinations) }),
  ev('EXPLOIT', { faces: v.optional(Faces) }),
  ev('DECLINE_EXPLOITATION', {}),
]);

/** The turn's own events (3.0, 4.1, 4.2, 5.1, 5.2-5.4, 6.1, 7.2-7.4, 8.2). */
export const TurnEventSchema = v.variant('type', [
  ev('START', {}),
  ev('END_STEP', {}),
  ev('END_PHASE', {}),
  ev('RECLAIM_ASSET', { asset: Id }),
  ev('RETURN_TO_CUP', { assets: Ids }),
  ev('PLACE_REINFORCEMENT', { unit: Id, area: Id, source: v.optional(Id) }),
  // `assets`: the Used assets a rally event brings back (17.0, rules version 3 on; absent: the first ones)
  ev('PLAY_EVENT', { event: Id, units: v.optional(Ids), assets: v.optional(Ids) }),
  ev('ALT_EVENT', { event: Id, assets: Ids }),
  ev('ENGINEER', { asset: Id, fn: v.picklist(ENGINEER_FUNCTIONS), area: Id, bridges: v.optional(Ids) }),
  ev('STAFF', { asset: Id, fn: v.picklist(['replacements', 'intelligence', 'reserve']), unit: Id }),
  v.variant('use', [
    ev('SPECIAL_ACTION', { source: Id, use: v.literal('reorganize'), area: Id }),
    ev('SPECIAL_ACTION', { source: Id, use: v.literal('replacements'), unit: Id }),
  ]),
  ev('MOVE_STEP', { unit: Id, to: Id }),
  // 5.3 a whole path for one unit, the areas in the order entered (the turn chart takes them one by one)
  ev('MOVE_ALONG', { unit: Id, path: Ids }),
  ev('END_MOVE', {}),
  ev('HOLD', { unit: Id }),
  ev('RESERVE', { unit: Id }),
  ev('BUILD_DEFENCES', { unit: Id }),
  ev('BLOW_BRIDGE', { attempt: v.boolean() }),
  ev('CROSS_BLOWN', { cross: v.boolean() }),
  ev('STRATEGIC_MOVE', { unit: Id, to: Id }),
  // 5.1 / 6.6 (rules version 4 on) the owner's stacking retreat at the end of a movement phase: the unit and the
  // area it retreats to, or null when no unit of the stack can retreat and this one is eliminated
  ev('STACK_RETREAT', { unit: Id, to: v.nullable(Id) }),
  ev('ACTIVATE', { unit: Id, source: Id }),
  ev('SELECT_COMBAT', { area: Id }),
  ev('OPEN_COMBAT', { area: Id, source: Id }),
]);

export const FabEventSchema = v.variant('type', [TurnEventSchema, CombatEventSchema]);
