/**
 * Units that stay: 5.24 holding position, 5.23 building defences, and 5.21 reserve markers.
 */
import { accept, reject, type Result } from '../../common/result';
import { boardIndex, isContested, note, occupancy } from '../board';
import type { FabState, Side, UnitId } from '../types';
import { areaState, unitOnMap, unitState } from '../lookup';
import { endMove, moveModeFor } from './steps';

/** 5.24 hold position: the unit neither moves nor changes status. */
export function holdPosition(s: FabState, id: UnitId): Result<FabState> {
  const mode = moveModeFor(s, id);
  if (!mode.ok) return mode;
  if (s.moving?.unit === id) return endMove(s);
  return accept({ ...s, movement: { ...s.movement, done: [...s.movement.done, id] } });
}

/** 5.23 / 7.2 / 7.31 build defences: whole allowance, uncontested area, supplied and in good order. */
export function buildDefences(s: FabState, id: UnitId): Result<FabState> {
  const mode = moveModeFor(s, id);
  if (!mode.ok) return mode;
  if (s.moving?.unit === id)
    return reject('5.23', 'A unit that has started moving cannot build defences.', 'move.defencesAfterMove');
  const found = unitOnMap(s, id, '5.23');
  if (!found.ok) return found;
  const { u, def, area: at } = found.value;
  if (u.order !== 'good' || u.unsupplied)
    return reject(
      '9.33',
      `${def.name} must be in supply and in good order to build defences.`,
      'move.defencesNeedGood',
      { unit: def.id },
    );
  const area = areaState(s, at, '5.23');
  if (!area.ok) return area;
  if (area.value.defences === def.side)
    return reject('5.23', 'This area already has your defences.', 'area.hasDefences');
  if (isContested(s, occupancy(s), at))
    return reject('5.23', 'Defences can only be built in an uncontested area.', 'move.defencesContested');
  let ns: FabState = { ...s, areas: { ...s.areas, [at]: { ...area.value, defences: def.side } } };
  ns = {
    ...ns,
    units: { ...ns.units, [id]: { ...u, reserve: false, exploit: false } },
    movement: { ...ns.movement, done: [...ns.movement.done, id] },
  };
  return accept(note(ns, '5.23', 'builtDefences', { unit: id, area: at }));
}

export function reserveMarkersInUse(s: FabState, side: Side): number {
  const ix = boardIndex(s.scenario);
  let n = 0;
  for (const [id, u] of Object.entries(s.units)) if (u.reserve && ix.unitDefs.get(id)?.side === side) n++;
  return n;
}

/** 5.21 / 14.7 / 9.33b can this unit be given a reserve marker now (ignoring phase). */
export function canReserve(s: FabState, id: UnitId, rule = '5.21'): Result<true> {
  const found = unitOnMap(s, id, rule);
  if (!found.ok) return reject(rule, 'That unit is not on the map.', 'unit.notOnMapAny');
  const { u, def, area } = found.value;
  if (def.reserveEligible === false)
    return reject('14.7', `${def.name} may not be placed in reserve in this scenario.`, 'reserve.notInScenario', {
      unit: def.id,
    });
  if (u.reserve) return reject(rule, `${def.name} is already in reserve.`, 'reserve.already', { unit: def.id });
  if (u.order !== 'good' || u.unsupplied)
    return reject('9.33', `${def.name} must be in supply and in good order to go into reserve.`, 'reserve.needGood', {
      unit: def.id,
    });
  if (isContested(s, occupancy(s), area))
    return reject(rule, 'A unit in a contested area cannot go into reserve.', 'reserve.contested');
  if (reserveMarkersInUse(s, def.side) >= s.scenario.reserveMarkers[def.side])
    return reject(rule, "All of this side's reserve markers are in use.", 'reserve.noMarkers');
  return accept(true);
}

/** 5.21 mark a unit as reserve during the operational movement phase. */
export function placeReserve(s: FabState, id: UnitId): Result<FabState> {
  if (s.phase !== 'operational-movement')
    return reject('5.21', 'Reserve markers are placed in the operational movement phase.', 'reserve.wrongPhase');
  const mode = moveModeFor(s, id);
  if (!mode.ok) return mode;
  if (s.moving?.unit === id)
    return reject('5.21', 'A unit that has started moving cannot go into reserve.', 'reserve.afterMove');
  const ok = canReserve(s, id);
  if (!ok.ok) return ok;
  const u = unitState(s, id, '5.21');
  if (!u.ok) return u;
  const ns = {
    ...s,
    units: { ...s.units, [id]: { ...u.value, reserve: true } },
    movement: { ...s.movement, reservedNow: [...s.movement.reservedNow, id] },
  };
  return accept(note(ns, '5.21', 'reserve', { unit: id }));
}
