/**
 * What a FAB snapshot cache's shape cannot say (./snapshot.ts is its shape, checked with the engine's checks): its
 * pieces refer to its scenario. Read at every restore, with or without the checks (issue 30).
 */
import type { FabState } from '../../src/rules/fab/types';
import { reject, type Rejection } from '../../src/rules/common/result';

/**
 * The state's pieces refer to its scenario: every unit of the scenario has a state and nothing else does, each
 * unit on the map stands in an area of the map, every area of the map has its markers.
 */
export function crossCheck(s: FabState): Rejection | null {
  const bad = (field: string, why: string) =>
    reject('snapshot', `This saved FAB state is damaged at ${field}: ${why}.`, 'restore.bad', { field });
  for (const u of s.scenario.units) if (!s.units[u.id]) return bad(`units.${u.id}`, 'the unit is missing');
  const known = new Set(s.scenario.units.map((u) => u.id));
  for (const [id, u] of Object.entries(s.units)) {
    if (!known.has(id) || u.id !== id) return bad(`units.${id}`, 'no such unit in the scenario');
    if (u.where === 'map' && (u.area === null || !s.areas[u.area]))
      return bad(`units.${id}.area`, 'a unit on the map must stand in one of its areas');
  }
  for (const a of s.scenario.areas) if (s.areas[a.id]?.id !== a.id) return bad(`areas.${a.id}`, 'the area is missing');
  return null;
}
