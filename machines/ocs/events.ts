/**
 * Every event of the OCS movement phase as a valibot schema, defined once; `OcsEvent` is derived from it. The
 * engine reads each event against `OcsEventSchema` on its way into `apply`: a malformed one is refused
 * (event.malformed, with the path of the bad field) and changes nothing.
 */
import * as v from 'valibot';
import { MODES } from '../../src/rules/ocs/types';

const Id = v.string();
const ev = <T extends string, E extends v.ObjectEntries>(type: T, entries: E) =>
  v.object({ type: v.literal(type), ...entries });

export const OcsEventSchema = v.variant('type', [
  ev('ATTEMPT_BREAKOUT', { unitId: Id }),
  ev('END_BREAKOUT', {}),
  ev('CHANGE_MODE', { unitId: Id, mode: v.picklist(MODES) }),
  ev('MOVE', { unitIds: v.array(Id), path: v.array(Id) }),
  // `together`: other units of its stack entraining with it (rules version 3 on)
  ev('RAIL_MOVE', { unitId: Id, to: Id, together: v.optional(v.array(Id)) }),
  ev('BLOW_DEPOT', { depotId: Id, amount: v.union([v.literal('all'), v.pipe(v.number(), v.finite())]) }),
  ev('ENGINEER_WORK', {
    unitId: Id,
    hex: Id,
    work: v.picklist(['airbase', 'fort', 'port']),
    action: v.picklist(['build', 'reduce']),
  }),
  ev('FORTIFY', { unitId: Id }),
  ev('END_MOVEMENT', {}),
  ev('END_BOMBARDMENT', {}),
  ev('NEXT_PHASE', {}),
]);

export type OcsEvent = v.InferOutput<typeof OcsEventSchema>;
