/**
 * Board queries shared by the FAB rules: adjacency, occupants, contested areas, control, stacking.
 * Pure functions over the plain state; adjacency indexes are cached per scenario object.
 */
import type {
  FabNote,
  AreaId,
  BoundaryDef,
  BoundaryId,
  FabScenario,
  FabState,
  Quality,
  Side,
  UnitDef,
  UnitId,
  UnitState,
  AssetDef,
  EventDef,
  SpecialActionDef,
  AreaState,
} from './types';
import { otherSide } from './types';
import { own } from '../common/own';

export interface Neighbour {
  readonly area: AreaId;
  readonly boundary: BoundaryDef;
}

export interface BoardIndex {
  readonly areaIndex: ReadonlyMap<AreaId, number>;
  readonly neighbours: ReadonlyMap<AreaId, readonly Neighbour[]>;
  readonly boundaryBetween: ReadonlyMap<string, BoundaryDef>;
  readonly boundaries: ReadonlyMap<BoundaryId, BoundaryDef>;
  readonly unitDefs: ReadonlyMap<UnitId, UnitDef>;
  readonly assetDefs: ReadonlyMap<string, AssetDef>;
  readonly eventDefs: ReadonlyMap<string, EventDef>;
  readonly saDefs: ReadonlyMap<string, SpecialActionDef>;
  readonly entryByLetter: ReadonlyMap<string, readonly { area: AreaId; side: Side }[]>;
}

const cache = new WeakMap<FabScenario, BoardIndex>();

/** Adjacency and lookup tables for a scenario, built once per scenario object. */
export function boardIndex(sc: FabScenario): BoardIndex {
  const hit = cache.get(sc);
  if (hit) return hit;
  const areaIndex = new Map<AreaId, number>();
  sc.areas.forEach((a, i) => areaIndex.set(a.id, i));
  const neighbours = new Map<AreaId, Neighbour[]>();
  for (const a of sc.areas) neighbours.set(a.id, []);
  const boundaryBetween = new Map<string, BoundaryDef>();
  const boundaries = new Map<BoundaryId, BoundaryDef>();
  for (const b of sc.boundaries) {
    neighbours.get(b.a)?.push({ area: b.b, boundary: b });
    neighbours.get(b.b)?.push({ area: b.a, boundary: b });
    boundaryBetween.set(`${b.a}|${b.b}`, b);
    boundaryBetween.set(`${b.b}|${b.a}`, b);
    boundaries.set(b.id, b);
  }
  const entryByLetter = new Map<string, { area: AreaId; side: Side }[]>();
  for (const e of sc.entryAreas) {
    const l = entryByLetter.get(e.letter) ?? [];
    l.push({ area: e.area, side: e.side });
    entryByLetter.set(e.letter, l);
  }
  const idx: BoardIndex = {
    areaIndex,
    neighbours,
    boundaryBetween,
    boundaries,
    unitDefs: new Map(sc.units.map((u) => [u.id, u])),
    assetDefs: new Map(sc.assets.map((a) => [a.id, a])),
    eventDefs: new Map(sc.events.map((e) => [e.id, e])),
    saDefs: new Map(sc.specialActions.map((s) => [s.id, s])),
    entryByLetter,
  };
  cache.set(sc, idx);
  return idx;
}

export function unitDef(s: FabState, id: UnitId): UnitDef | undefined {
  return boardIndex(s.scenario).unitDefs.get(id);
}

export function sideOfPiece(s: FabState, id: string): Side | undefined {
  const ix = boardIndex(s.scenario);
  return (
    ix.unitDefs.get(id)?.side ?? ix.assetDefs.get(id)?.side ?? ix.eventDefs.get(id)?.side ?? ix.saDefs.get(id)?.side
  );
}

/** 2.3 current troop quality: the quality of the unit's current step. */
export function currentQuality(def: UnitDef, steps: number): Quality {
  return def.steps[Math.max(0, Math.min(def.steps.length, steps) - 1)] ?? 'veteran';
}

export function boundaryBetween(sc: FabScenario, a: AreaId, b: AreaId): BoundaryDef | undefined {
  return boardIndex(sc).boundaryBetween.get(`${a}|${b}`);
}

export function neighboursOf(sc: FabScenario, a: AreaId): readonly Neighbour[] {
  return boardIndex(sc).neighbours.get(a) ?? [];
}

export function isBlown(s: FabState, b: BoundaryId): boolean {
  return s.blownBridges.includes(b);
}

/** Units on the map, grouped by area and side. */
export interface Occupancy {
  readonly bySide: Readonly<Record<Side, ReadonlyMap<AreaId, UnitId[]>>>;
}

const occCache = new WeakMap<object, Occupancy>();

/** Units on the map by side and area; cached per (immutable) units record. */
export function occupancy(s: FabState): Occupancy {
  const hit = occCache.get(s.units);
  if (hit) return hit;
  const o = computeOccupancy(s);
  occCache.set(s.units, o);
  return o;
}

function computeOccupancy(s: FabState): Occupancy {
  const blue = new Map<AreaId, UnitId[]>();
  const red = new Map<AreaId, UnitId[]>();
  const ix = boardIndex(s.scenario);
  for (const [id, u] of Object.entries(s.units)) {
    if (u.where !== 'map' || u.area === null) continue;
    const side = ix.unitDefs.get(id)?.side;
    const m = side === 'blue' ? blue : red;
    const l = m.get(u.area);
    if (l) l.push(id);
    else m.set(u.area, [id]);
  }
  return { bySide: { blue, red } };
}

export function unitsIn(s: FabState, area: AreaId, side?: Side): UnitId[] {
  const ix = boardIndex(s.scenario);
  const out: UnitId[] = [];
  for (const [id, u] of Object.entries(s.units)) {
    if (u.where === 'map' && u.area === area && (side === undefined || ix.unitDefs.get(id)?.side === side))
      out.push(id);
  }
  return out;
}

/** Defended roadblock engineers (4.35) act partly as units: they hold an area for their side. */
export function defendedRoadblockSide(s: FabState, area: AreaId): Side | null {
  const rb = s.areas[area]?.roadblock;
  return rb && rb.asset ? rb.side : null;
}

/** 2.4 forces of a side in an area: units, or a defended roadblock's engineer. */
export function hasForces(s: FabState, occ: Occupancy, area: AreaId, side: Side): boolean {
  return (occ.bySide[side].get(area)?.length ?? 0) > 0 || defendedRoadblockSide(s, area) === side;
}

/** 2.4 contested: forces of both sides in the area. */
export function isContested(s: FabState, occ: Occupancy, area: AreaId): boolean {
  return hasForces(s, occ, area, 'blue') && hasForces(s, occ, area, 'red');
}

/** 2.4 control changes only when units of the other side are the sole occupants; assets keep control but
 * never take it. Returns the areas record with control updated (same object when nothing changed). */
export function updateControl(s: FabState, occ: Occupancy = occupancy(s)): Readonly<Record<AreaId, AreaState>> {
  let areas: Record<AreaId, AreaState> | null = null;
  for (const side of ['blue', 'red'] as const) {
    for (const [area, list] of occ.bySide[side]) {
      if (list.length === 0) continue;
      const a = own(s.areas, area);
      if (!a || a.control === side) continue;
      if (hasForces(s, occ, area, otherSide(side))) continue;
      areas ??= { ...s.areas };
      areas[area] = { ...a, control: side };
    }
  }
  return areas ?? s.areas;
}

export function withControl(s: FabState): FabState {
  const areas = updateControl(s);
  return areas === s.areas ? s : { ...s, areas };
}

export function setUnit(s: FabState, id: UnitId, patch: Partial<UnitState>): FabState {
  const u = own(s.units, id);
  if (!u) return s;
  return { ...s, units: { ...s.units, [id]: { ...u, ...patch } } };
}

export function setArea(s: FabState, id: AreaId, patch: Partial<AreaState>): FabState {
  const a = own(s.areas, id);
  if (!a) return s;
  return { ...s, areas: { ...s.areas, [id]: { ...a, ...patch } } };
}

/** 5.1 stacking limit: two units per side per area. */
export const STACK_LIMIT = 2;

/** 5.1 areas where a side has more than two units. */
export function overstacked(
  s: FabState,
  occ: Occupancy = occupancy(s),
): { area: AreaId; side: Side; units: UnitId[] }[] {
  const out: { area: AreaId; side: Side; units: UnitId[] }[] = [];
  for (const side of ['blue', 'red'] as const)
    for (const [area, list] of occ.bySide[side]) if (list.length > STACK_LIMIT) out.push({ area, side, units: list });
  return out;
}

/** A rule note for the log: a code and parameters (piece and area ids, numbers), never English with names in
 * it, so that each viewer's screen renders it from what that side may know (2.2). Keys name what a value
 * is: `unit` a unit id, `piece` an asset or event id, `area` / `from` / `to` area ids, `side` a side. */
export function note(s: FabState, rule: string, code: string, params: FabNote['params'] = {}): FabState {
  const notes = s.notes.length >= 12 ? s.notes.slice(s.notes.length - 11) : s.notes;
  return { ...s, notes: [...notes, { rule, code, params }] };
}

export function areaName(s: FabState, id: AreaId): string {
  const i = boardIndex(s.scenario).areaIndex.get(id);
  const a = i === undefined ? undefined : s.scenario.areas[i];
  return a ? `${a.number} ${a.name}` : id;
}

export function unitName(s: FabState, id: UnitId): string {
  return unitDef(s, id)?.name ?? id;
}

/** Move a piece id between two boxes of one side. */
export function moveBox(
  s: FabState,
  side: Side,
  id: string,
  from: keyof FabState['boxes']['blue'],
  to: keyof FabState['boxes']['blue'],
): FabState {
  const b = s.boxes[side];
  if (!b[from].includes(id)) return s;
  const nb = { ...b, [from]: b[from].filter((x) => x !== id), [to]: [...b[to], id] };
  return { ...s, boxes: { ...s.boxes, [side]: nb } };
}

export function boxOf(s: FabState, side: Side, id: string): keyof FabState['boxes']['blue'] | null {
  const b = s.boxes[side];
  for (const k of ['future', 'cup', 'available', 'used', 'eliminated', 'map'] as const) if (b[k].includes(id)) return k;
  return null;
}
