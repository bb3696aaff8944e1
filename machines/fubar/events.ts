/**
 * Every FUBAR event as a valibot schema, defined once; `FubarEvent` is derived from it. The engine reads each
 * event against `FubarEventSchema` on its way into `apply`: a malformed one is refused (event.malformed, with
 * the path of the bad field) and changes nothing. Whether it is allowed now is the rules' question.
 */
import * as v from 'valibot';
import { ACTIONS, COVER_LEVELS, type ActionId } from '../../src/rules/fubar/tables';

const Id = v.string();
const Count = v.pipe(v.number(), v.integer(), v.minValue(0));
const Side = v.picklist([0, 1]);
const ActionIds = Object.keys(ACTIONS) as ActionId[];

/** shooting: one shot of a volley, a figure's (or vehicle's) weapon by index, with its second crewman if any. */
const Shot = v.object({ from: Id, weapon: Count, crew: v.optional(Id) });
/** shooting / overwatch: the target, the shots, the cover the players see, and a sheltering vehicle. */
const shootEntries = {
  target: Id,
  shots: v.pipe(v.array(Shot), v.readonly()),
  cover: v.picklist(COVER_LEVELS),
  behindVehicle: v.nullish(Id),
};

const ev = <T extends string, E extends v.ObjectEntries>(type: T, entries: E) =>
  v.object({ type: v.literal(type), ...entries });

export const FubarEventSchema = v.variant('type', [
  ev('ROLL_INITIATIVE', {}),
  ev('FIGHT_MELEE', { engagement: Id }),
  ev('ACTIVATE', { unit: Id, enemyInSight: v.boolean(), figuresAway: Count }),
  ev('CHOOSE_ACTION', { action: v.picklist(ActionIds), terrain: v.optional(v.picklist(['open', 'light'])) }),
  ev('OVERWATCH_FIRE', { unit: Id, ...shootEntries }),
  ev('DONE_MOVING', {}),
  ev('SHOOT', shootEntries),
  ev('ASSAULT', { target: Id }),
  ev('END_ACTIVATION', {}),
  ev('ALLOCATE_HITS', { casualties: v.array(Id), suppressed: v.array(Id) }),
  ev('CHOOSE_LOST_WEAPON', { weapon: Count }),
  ev('NEXT_TURN', {}),
  ev('END_GAME', { winner: v.nullable(Side) }),
]);

export type FubarEvent = Readonly<v.InferOutput<typeof FubarEventSchema>>;
