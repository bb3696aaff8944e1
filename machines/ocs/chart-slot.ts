/**
 * Where the OCS engine finds its statechart (./chart-part.ts), which arrives after the rest of it, with its checks
 * (issue 30). Until it is here the engine draws a game from what it stores and lists its legal events; applying an
 * event or starting a game is `PartMissing` (the runner fetches the part and tries again).
 */
import { partSlot } from '../part-slot';

export type OcsChart = typeof import('./chart-part');

/** The part's name in `PartMissing` (the app's loader fetches it with the checks: src/app/systems/ocs.ts). */
export const OCS_CHART = 'OCS phase chart';

export const ocsChart = partSlot<OcsChart>(OCS_CHART);
