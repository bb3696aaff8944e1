/**
 * Where a unit may go: every area a move reaches with its cost and path (5.3 / 5.4), and strategic movement.
 */
import { accept, reject, type Result } from '../../common/result';
import { boardIndex, isContested, note, occupancy, areaName, STACK_LIMIT } from '../board';
import { suppliedAreas } from '../supply';
import type { AreaId, FabState, MovingUnit, UnitId } from '../types';
import { own } from '../../common/own';
import { checkStep, ctxFor, movementAllowance, moveModeFor, singleAreaOnly, stepped } from './steps';
import { at } from '../../common/narrow';

export interface Destination {
  readonly area: AreaId;
  readonly cost: number;
  readonly path: readonly AreaId[];
  /** The unit would have to stop there (enemy units or a roadblock). */
  readonly stop: boolean;
  /** Each area of the path with what entering it costs (5.32-5.34) and whether the enemy may blow a bridge
   * on the way in (5.35d), so a screen can show the move step by step before it is made. */
  readonly steps: readonly DestinationStep[];
  /** Movement points the unit has left once there (5.22; 0 past the allowance, 5.33). */
  readonly left: number;
}

export interface DestinationStep {
  readonly area: AreaId;
  /** Movement points this one step costs. */
  readonly cost: number;
  /** 5.35d entering may give the enemy a chance to blow the bridge (the move may stop before this area). */
  readonly bridge: boolean;
}

/** 5.3 / 7.2 / 7.31 legal destinations of a unit from where it stands now, with the cheapest cost.
 * Ignores the chance that the enemy blows a bridge on the way (5.35d). For the map UI. */
export function reachable(s: FabState, id: UnitId): Destination[] {
  if (s.pendingBridge) return [];
  const mode = s.moving?.unit === id ? accept(s.moving.mode) : moveModeFor(s, id);
  if (!mode.ok) return [];
  const ctx0 = ctxFor(s, id, mode.value);
  if (!ctx0) return [];
  const occ = occupancy(s);
  type Label = { area: AreaId; m: MovingUnit; path: AreaId[]; steps: DestinationStep[] };
  const allowance = movementAllowance(ctx0.def);
  const best = new Map<string, number>();
  const out = new Map<AreaId, Destination>();
  const heap: Label[] = [{ area: ctx0.from, m: ctx0.m, path: [], steps: [] }];
  while (heap.length) {
    // small frontier: linear extraction of the cheapest label
    let bi = 0;
    let cur = at(heap, 0, 'label');
    for (const [i, l] of heap.entries())
      if (l.m.mpUsed < cur.m.mpUsed) {
        bi = i;
        cur = l;
      }
    const last = heap.pop();
    if (last !== undefined && bi < heap.length) heap[bi] = last;
    for (const n of boardIndex(s.scenario).neighbours.get(cur.area) ?? []) {
      if (n.area === ctx0.from) continue;
      const chk = checkStep(s, occ, { ...ctx0, from: cur.area, m: cur.m }, n.area);
      if (!chk.ok) continue;
      const m = stepped(cur.m, chk.value);
      const key = `${n.area}|${m.leftContested ? 1 : 0}|${m.mustStop ? 1 : 0}`;
      const prev = best.get(key);
      if (prev !== undefined && prev <= m.mpUsed) continue;
      best.set(key, m.mpUsed);
      const path = [...cur.path, n.area];
      const steps = [...cur.steps, { area: n.area, cost: chk.value.cost, bridge: chk.value.bridgeChance }];
      const d = out.get(n.area);
      const left = Math.max(0, allowance - m.mpUsed);
      if (!d || d.cost > m.mpUsed)
        out.set(n.area, { area: n.area, cost: m.mpUsed, path, stop: m.mustStop, steps, left });
      const more = !m.mustStop && m.mpUsed < allowance && !singleAreaOnly(s, id, m.mode);
      if (more) heap.push({ area: n.area, m, path, steps });
    }
  }
  return [...out.values()];
}

/** 5.4 / 14.8 strategic movement of a reserve unit to a friendly-controlled supplied area along a route
 * of friendly, uncontested areas without blown bridges. */
export function strategicMove(s: FabState, id: UnitId, to: AreaId): Result<FabState> {
  if (s.phase !== 'strategic-movement')
    return reject('5.4', 'Strategic movement happens in the strategic movement phase.', 'strat.wrongPhase');
  const ix = boardIndex(s.scenario);
  const def = ix.unitDefs.get(id);
  const u = own(s.units, id);
  if (!def || !u || u.where !== 'map' || u.area === null)
    return reject('5.4', 'That unit is not on the map.', 'unit.notOnMapAny');
  if (def.side !== s.phasing) return reject('5.4', 'Only the phasing player moves strategically.', 'strat.notPhasing');
  if (!u.reserve)
    return reject('5.4', `${def.name} needs a reserve marker to move strategically.`, 'strat.needReserve', {
      unit: def.id,
    });
  if (u.unsupplied)
    return reject('5.4', `${def.name} is out of supply and cannot move strategically.`, 'strat.unsupplied', {
      unit: def.id,
    });
  const limit = s.scenario.strategicMoveLimit?.[def.side];
  if (limit !== undefined && (s.strategicMoves ?? 0) >= limit)
    return reject('14.8', `This scenario allows ${limit} strategic moves per phase.`, 'strat.limit', { n: limit });
  if (to === u.area) return reject('5.4', 'Choose a different area.', 'strat.sameArea');
  const dests = strategicDestinations(s, id);
  if (!dests.includes(to))
    return reject(
      '5.4',
      `${areaName(s, to)} cannot be reached by a route of friendly, uncontested areas without blown bridges, or is not a supplied friendly area.`,
      'strat.noRoute',
      { to },
    );
  const occ = occupancy(s);
  if ((occ.bySide[def.side].get(to)?.length ?? 0) >= STACK_LIMIT)
    return reject('5.1', `${areaName(s, to)} already holds two of this side's units.`, 'strat.overstack', { to });
  let ns: FabState = {
    ...s,
    units: { ...s.units, [id]: { ...u, area: to, reserve: false } },
    strategicMoves: (s.strategicMoves ?? 0) + 1,
  };
  ns = { ...ns, movement: { ...ns.movement, done: [...ns.movement.done, id] } };
  return accept(note(ns, '5.4', 'strategic', { unit: id, to }));
}

/** 5.4 areas a reserve unit could reach by strategic movement. */
export function strategicDestinations(s: FabState, id: UnitId): AreaId[] {
  const ix = boardIndex(s.scenario);
  const def = ix.unitDefs.get(id);
  const u = own(s.units, id);
  if (!def || !u || u.area === null) return [];
  const occ = occupancy(s);
  const supplied = suppliedAreas(s, def.side, occ);
  const ok = (a: AreaId) => s.areas[a]?.control === def.side && !isContested(s, occ, a);
  const seen = new Set<AreaId>([u.area]);
  const q = [u.area];
  const out: AreaId[] = [];
  for (const a of q) {
    // (q grows as areas are found: the loop goes on over them)
    for (const n of ix.neighbours.get(a) ?? []) {
      if (seen.has(n.area)) continue;
      if (n.boundary.river && s.blownBridges.includes(n.boundary.id)) continue;
      if (!ok(n.area)) continue;
      seen.add(n.area);
      q.push(n.area);
      if (supplied.has(n.area) && (occ.bySide[def.side].get(n.area)?.length ?? 0) < STACK_LIMIT) out.push(n.area);
    }
  }
  return out;
}
