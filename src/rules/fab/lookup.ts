/**
 * FAB lookups by id (units, their definitions, areas) that answer an unknown id with a Rejection citing the
 * rule at hand (see src/rules/common/lookup.ts).
 */
import { entry, mapEntry } from '../common/lookup';
import { accept, reject, type Result } from '../common/result';
import { boardIndex } from './board';
import type { AreaId, AreaState, FabState, UnitDef, UnitId, UnitState } from './types';

export const unitState = (s: FabState, id: UnitId, rule: string): Result<UnitState> => entry(s.units, id, rule, 'unit');

export const unitDef = (s: FabState, id: UnitId, rule: string): Result<UnitDef> =>
  mapEntry(boardIndex(s.scenario).unitDefs, id, rule, 'unit');

export const areaState = (s: FabState, id: AreaId, rule: string): Result<AreaState> => entry(s.areas, id, rule, 'area');

/** A unit standing on the map: its state, its definition and the area it is in. */
export interface UnitOnMap {
  readonly u: UnitState;
  readonly def: UnitDef;
  readonly area: AreaId;
}

/** The unit `id` if it is on the map (2.2), else a Rejection citing `rule`. */
export function unitOnMap(s: FabState, id: UnitId, rule: string): Result<UnitOnMap> {
  const u = unitState(s, id, rule);
  if (!u.ok) return u;
  const def = unitDef(s, id, rule);
  if (!def.ok) return def;
  if (u.value.where !== 'map' || u.value.area === null)
    return reject(rule, `${def.value.name} is not on the map.`, 'unit.notOnMap', { unit: def.value.id });
  return accept({ u: u.value, def: def.value, area: u.value.area });
}
