/**
 * 9.31 supply tracing as a graph search. One backward breadth-first search per side from its supply
 * sources (14.9) over friendly-controlled areas gives every area from which a unit or area can trace.
 */
import { boardIndex, hasForces, occupancy, type Occupancy } from './board';
import type { AreaId, FabState, Side } from './types';
import { otherSide } from './types';
import { own } from '../common/own';

/** 9.31 (original edition only) c: an empty area next to an enemy-controlled area that holds uncontested
 * enemy units cannot be traced through. */
function blockedByEnemyPresence(s: FabState, occ: Occupancy, side: Side, area: AreaId): boolean {
  const enemy = otherSide(side);
  if (hasForces(s, occ, area, side) || hasForces(s, occ, area, enemy)) return false;
  for (const n of boardIndex(s.scenario).neighbours.get(area) ?? []) {
    const na = own(s.areas, n.area);
    if (na && na.control === enemy && hasForces(s, occ, n.area, enemy) && !hasForces(s, occ, n.area, side)) return true;
  }
  return false;
}

/** 9.31 the set of areas from which `side` can trace a supply route right now: a-c (and the original
 * edition's extra restriction when that option is chosen). */
export function suppliedAreas(s: FabState, side: Side, occ: Occupancy = occupancy(s)): Set<AreaId> {
  // memo per (areas, units, blown bridges) identity: states are immutable, so equal identities mean equal inputs
  const memo = supplyMemo.get(s.areas);
  const hit = memo?.[side];
  if (
    hit &&
    hit.units === s.units &&
    hit.blown === s.blownBridges &&
    hit.edition === s.options.edition &&
    hit.scenario === s.scenario
  )
    return new Set(hit.result);
  const result = traceSupply(s, side, occ);
  const entry = { units: s.units, blown: s.blownBridges, edition: s.options.edition, scenario: s.scenario, result };
  supplyMemo.set(s.areas, { ...(memo ?? {}), [side]: entry });
  return new Set(result);
}

interface SupplyMemo {
  readonly units: FabState['units'];
  readonly blown: FabState['blownBridges'];
  readonly edition: string;
  readonly scenario: FabState['scenario'];
  readonly result: ReadonlySet<AreaId>;
}
const supplyMemo = new WeakMap<object, Partial<Record<Side, SupplyMemo>>>();

function traceSupply(s: FabState, side: Side, occ: Occupancy): Set<AreaId> {
  const ix = boardIndex(s.scenario);
  const original = s.options.edition === 'original';
  const blown = s.blownBridges.length ? new Set(s.blownBridges) : null;
  // 9.31a/c: the route runs through friendly-controlled areas (occupied or not, enemy units or not).
  const passable = (a: AreaId): boolean => {
    const st = own(s.areas, a);
    if (!st || st.control !== side) return false;
    return !(original && blockedByEnemyPresence(s, occ, side, a));
  };
  const reach = new Set<AreaId>();
  const queue: AreaId[] = [];
  for (const src of s.scenario.supplySources) {
    if (src.side !== side) continue;
    const st = own(s.areas, src.area);
    if (!st || st.control !== side) continue; // 9.31b: a route never enters an enemy-controlled area
    if (!reach.has(src.area)) {
      reach.add(src.area);
      queue.push(src.area);
    }
  }
  for (const a of queue) {
    // (the queue grows as areas are reached: the loop goes on over them)
    for (const n of ix.neighbours.get(a) ?? []) {
      if (reach.has(n.area)) continue;
      if (blown && blown.has(n.boundary.id)) continue; // 9.31a: only the tracer itself may use a blown bridge
      if (!passable(n.area)) continue;
      reach.add(n.area);
      queue.push(n.area);
    }
  }
  // The tracer's own area: any area in `reach`, a source of its own, or an area next to `reach`
  // (9.31b lets a route leave an enemy-controlled area; 9.31a lets the tracer cross an adjacent blown bridge).
  const out = new Set<AreaId>(reach);
  for (const src of s.scenario.supplySources)
    if (src.side === side && (!src.needsControl || s.areas[src.area]?.control === side)) out.add(src.area);
  for (const a of s.scenario.areas) {
    if (out.has(a.id)) continue;
    for (const n of ix.neighbours.get(a.id) ?? []) {
      if (reach.has(n.area)) {
        out.add(a.id);
        break;
      }
    }
  }
  return out;
}

/** 9.31 can a unit or area at `area` trace supply for `side`. */
export function canTraceSupply(s: FabState, side: Side, area: AreaId): boolean {
  return suppliedAreas(s, side).has(area);
}

/** 9.31 / 9.32 trace both sides from scratch (no memo): supplied-area sets, for benchmarks and checks. */
export function traceBothSides(s: FabState): Record<Side, Set<AreaId>> {
  const occ = occupancy(s);
  return { blue: traceSupply(s, 'blue', occ), red: traceSupply(s, 'red', occ) };
}
