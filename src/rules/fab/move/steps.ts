/**
 * 5.x stacking and movement, 7.2 reaction and 7.3 penetration movement, as pure functions.
 * Units move one area at a time (MOVE_STEP) so that the 5.35d bridge opportunity can interrupt a move; a whole
 * path (MOVE_ALONG) is checked at once and then taken step by step by the turn chart (`moveAlong`, `stepAlong`).
 */
import { accept, reject, type Result } from '../../common/result';
import {
  boardIndex,
  boundaryBetween,
  hasForces,
  isContested,
  neighboursOf,
  note,
  occupancy,
  areaName,
  updateControl,
  STACK_LIMIT,
  type Occupancy,
} from '../board';
import { follows } from '../../common/rulings';
import { BRIDGE_CHANCE_NEWLY_CONTESTED_ONLY, REVEAL_ON_ENTRY } from '../rulings';
import type { AreaId, FabState, MoveMode, MovingUnit, Side, UnitDef, UnitId, BoundaryDef } from '../types';
import { otherSide } from '../types';
import { own } from '../../common/own';
import { known } from '../../common/narrow';

/** 5.22 movement allowance: infantry 3, armor 6. */
export function movementAllowance(def: UnitDef): number {
  return def.class === 'armor' ? 6 : 3;
}

/** 9.33a / 7.31 units limited to entering a single area this move. */
export function singleAreaOnly(s: FabState, id: UnitId, mode: MoveMode): boolean {
  const u = own(s.units, id);
  if (!u) return true;
  return mode === 'exploit' || u.order !== 'good' || u.unsupplied;
}

/** Which side moves units in the current phase, and how (3.22, 3.25, 3.26). */
export function movingSide(s: FabState): Side | null {
  switch (s.phase) {
    case 'operational-movement':
    case 'penetration-movement':
      return s.phasing;
    case 'reaction':
      return otherSide(s.phasing);
    default:
      return null;
  }
}

/** 5.21 / 7.1 / 8.21 the mode a unit would move in now, or a rejection saying why it cannot move. */
export function moveModeFor(s: FabState, id: UnitId): Result<MoveMode> {
  const ix = boardIndex(s.scenario);
  const def = ix.unitDefs.get(id);
  const u = own(s.units, id);
  if (!def || !u) return reject('2.2', 'There is no such unit.', 'unit.none');
  if (u.where !== 'map' || u.area === null)
    return reject('2.4', `${def.name} is not on the map.`, 'unit.notOnMap', { unit: def.id });
  const side = movingSide(s);
  if (side === null) return reject('3.0', 'Units do not move in this phase.', 'move.notMovePhase');
  if (def.side !== side)
    return reject('3.0', `${def.name} belongs to the side that is not moving now.`, 'move.notYourSide', {
      unit: def.id,
    });
  if (s.movement.done.includes(id))
    return reject('5.35', `${def.name} has already finished its move this phase.`, 'move.finished', { unit: def.id });
  if (s.phase === 'operational-movement') return accept('operational');
  if (s.phase === 'reaction')
    return u.reserve
      ? accept('reaction')
      : reject('7.1', `Only units with a reserve marker may react; ${def.name} has none.`, 'move.reactNeedsReserve', {
          unit: def.id,
        });
  if (u.reserve) return accept('reserve');
  if (u.exploit || s.activated.includes(id)) return accept('exploit');
  return reject(
    '7.1',
    `${def.name} needs a reserve or exploitation marker, or a special action (8.21), to move now.`,
    'move.needsMarker',
    { unit: def.id },
  );
}

export interface StepCtx {
  readonly unit: UnitId;
  readonly side: Side;
  readonly def: UnitDef;
  readonly from: AreaId;
  readonly m: MovingUnit;
}

export interface StepCheck {
  readonly cost: number;
  readonly boundary: BoundaryDef;
  readonly blown: boolean;
  readonly mustStop: boolean;
  readonly leavesContested: boolean;
  /** 5.35d the crossing opens a bridge-blowing opportunity for the enemy. */
  readonly bridgeChance: boolean;
  readonly roadblockPenalty: boolean;
}

/** 5.32-5.35 cost and legality of one step from ctx.from to `to` (7.2 / 7.31 for reaction and
 * penetration). Does not change the state. */
/** A moving unit after one more area (5.32 its cost; 5.35b whether it must stop there). */
export function stepped(m: MovingUnit, chk: StepCheck): MovingUnit {
  return {
    ...m,
    mpUsed: m.mpUsed + chk.cost,
    entered: m.entered + 1,
    leftContested: m.leftContested || chk.leavesContested,
    mustStop: chk.mustStop,
  };
}

export function checkStep(s: FabState, occ: Occupancy, ctx: StepCtx, to: AreaId): Result<StepCheck> {
  const { def, side, from, m } = ctx;
  const enemy = otherSide(side);
  const b = boundaryBetween(s.scenario, from, to);
  if (!b)
    return reject('5.32', `${areaName(s, to)} is not adjacent to ${areaName(s, from)}.`, 'move.notAdjacent', {
      to,
      from,
    });
  if (m.mustStop)
    return reject(
      '5.35',
      `${def.name} entered an area with enemy units or a roadblock and must stop there.`,
      'move.mustStop',
      { unit: def.id },
    );
  if (m.entered >= 1 && singleAreaOnly(s, ctx.unit, m.mode)) {
    return m.mode === 'exploit'
      ? reject('7.31', `${def.name} may move only one area in the penetration phase.`, 'move.exploitOneArea', {
          unit: def.id,
        })
      : reject('9.33', `${def.name} is disordered or out of supply and may enter only one area.`, 'move.oneAreaOnly', {
          unit: def.id,
        });
  }
  const blown = b.river && s.blownBridges.includes(b.id);
  if (blown && m.mode === 'exploit')
    return reject('7.31', 'An exploiting unit may not cross a blown bridge.', 'move.exploitBlownBridge');
  const allowance = movementAllowance(def);
  const toState = own(s.areas, to);
  if (!toState) return reject('5.32', 'No such area.', 'area.none');
  const enemyThere = hasForces(s, occ, to, enemy);
  const fromContested = isContested(s, occ, from);
  // 5.34 leaving a contested area: the first area must be friendly-controlled and uncontested; after that
  // the unit may neither enter nor create a contested area.
  if (fromContested && !m.leftContested && m.entered === 0) {
    if (toState.control !== side || enemyThere)
      return reject(
        '5.34',
        `A unit leaving a contested area must first enter an uncontested area its side controls; ${areaName(s, to)} is not.`,
        'move.leaveToFriendly',
        { to },
      );
  }
  if (m.leftContested && enemyThere)
    return reject(
      '5.34',
      `${def.name} left a contested area this phase and may not enter or create another contested area.`,
      'move.leftContested',
      { unit: def.id },
    );
  if (m.mode !== 'operational' && m.mode !== 'exploit' && s.movement.leftContested.includes(ctx.unit) && enemyThere) {
    return reject(
      '5.34',
      `${def.name} left a contested area this phase and may not enter or create another contested area.`,
      'move.leftContested',
      { unit: def.id },
    );
  }
  // 7.2 reaction may reinforce a contested area but never create a newly contested one.
  if (m.mode === 'reaction' && enemyThere && !hasForces(s, occ, to, side)) {
    return reject('7.2', 'Reacting units may not create a newly contested area.', 'move.reactionNewContest');
  }
  // 5.35c one unit per river boundary into an enemy-occupied area per movement phase.
  if (b.river && enemyThere && s.movement.riverCrossings.includes(b.id)) {
    return reject(
      '5.35',
      'Only one unit per movement phase may cross this river boundary into an enemy-occupied area.',
      'move.riverCrossing',
    );
  }
  // 5.32 costs.
  let cost = blown ? allowance : b.road ? 1 : 2;
  const occupied =
    (occ.bySide.blue.get(to)?.length ?? 0) + (occ.bySide.red.get(to)?.length ?? 0) > 0 || hasMapAssets(s, to);
  if (occupied) cost += 1;
  const rb = toState.roadblock;
  const roadblockPenalty = !!rb && rb.side === enemy;
  if (roadblockPenalty) {
    // 4.34: the roadblock's extra point is not added on top of the +1 for an occupied area (2016 text).
    if (!(occupied && s.options.edition === '2016')) cost += 1;
  }
  const leavesContested = fromContested && m.entered === 0;
  if (leavesContested) cost += 1;
  // 5.33 a unit may always move one area from its starting point, even beyond its allowance.
  if (m.entered > 0 && m.mpUsed + cost > allowance) {
    return reject(
      '5.22',
      `${def.name} lacks the movement points: it has ${allowance - m.mpUsed} left and ${areaName(s, to)} costs ${cost}.`,
      'move.noPoints',
      { unit: def.id, left: allowance - m.mpUsed, to, cost },
    );
  }
  const mustStop = enemyThere || roadblockPenalty;
  // 5.1 the step would end the move (forced stop, no points left, or one area only) overstacked.
  // (the original edition has no such rule: excess units are dealt with at the end of the phase)
  const ends = mustStop || m.mpUsed + cost >= allowance || singleAreaOnly(s, ctx.unit, m.mode);
  if (
    s.options.edition === '2016' &&
    ends &&
    (occ.bySide[side].get(to) ?? []).filter((u) => u !== ctx.unit).length >= STACK_LIMIT
  ) {
    return reject(
      '5.1',
      `${def.name} would have to end its move in ${areaName(s, to)}, which already holds two of its side's units.`,
      'move.overstackEnd',
      { unit: def.id, to },
    );
  }
  // 5.35d crossing into a newly contested area: one that was uncontested when this phase began. Version 1
  // also counted an area whose friendly units had all left, though it was contested at the start.
  const newly = follows(s.rulesVersion, BRIDGE_CHANCE_NEWLY_CONTESTED_ONLY)
    ? s.movement.uncontestedAtStart.includes(to)
    : !hasForces(s, occ, to, side) || s.movement.uncontestedAtStart.includes(to);
  const bridgeChance = b.river && !blown && enemyThere && newly && m.mode !== 'reaction';
  return accept({ cost, boundary: b, blown, mustStop, leavesContested, bridgeChance, roadblockPenalty });
}

function hasMapAssets(s: FabState, area: AreaId): boolean {
  const rb = s.areas[area]?.roadblock;
  return !!rb?.asset;
}

export function ctxFor(s: FabState, id: UnitId, mode: MoveMode): StepCtx | null {
  const def = boardIndex(s.scenario).unitDefs.get(id);
  const u = own(s.units, id);
  if (!def || !u || u.area === null) return null;
  const m: MovingUnit =
    s.moving && s.moving.unit === id
      ? s.moving
      : {
          unit: id,
          mode,
          start: u.area,
          mpUsed: 0,
          entered: 0,
          leftContested: s.movement.leftContested.includes(id),
          mustStop: false,
        };
  return { unit: id, side: def.side, def, from: u.area, m };
}

/** 5.35a finish the unit in motion (if any): 5.1 no unit ends its move overstacked of its own will. */
export function endMove(s: FabState): Result<FabState> {
  const m = s.moving;
  if (!m) return accept(s);
  const u = own(s.units, m.unit);
  const def = boardIndex(s.scenario).unitDefs.get(m.unit);
  if (u && def && u.area !== null && s.options.edition === '2016') {
    const occ = occupancy(s);
    if ((occ.bySide[def.side].get(u.area)?.length ?? 0) > STACK_LIMIT && checkStepFor(s, m.unit, occ).length > 0) {
      return reject(
        '5.1',
        `${def.name} may not end its move overstacked in ${areaName(s, u.area)}.`,
        'move.overstacked',
        { unit: def.id, area: u.area },
      );
    }
  }
  return accept({
    ...s,
    moving: null,
    movement: {
      ...s.movement,
      done: s.movement.done.includes(m.unit) ? s.movement.done : [...s.movement.done, m.unit],
    },
  });
}

/** 5.32-5.35 move a unit one area. Starting a different unit first ends the previous unit's move (5.35a).
 * May stop at a 5.35d bridge opportunity (state.pendingBridge) for the enemy to decide. */
export function moveStep(s0: FabState, id: UnitId, to: AreaId): Result<FabState> {
  if (s0.pendingBridge) return reject('5.35', 'A bridge-blowing decision must be made first.', 'move.bridgeFirst');
  let s = s0;
  if (s.moving && s.moving.unit !== id) {
    const e = endMove(s);
    if (!e.ok) return e;
    s = e.value;
  }
  const mode = s.moving?.unit === id ? accept(s.moving.mode) : moveModeFor(s, id);
  if (!mode.ok) return mode;
  const ctx = ctxFor(s, id, mode.value);
  if (!ctx) return reject('2.4', 'That unit is not on the map.', 'unit.notOnMapAny');
  const occ = occupancy(s);
  const chk = checkStep(s, occ, ctx, to);
  if (!chk.ok) return chk;
  if (chk.value.bridgeChance) {
    return accept({
      ...s,
      moving: ctx.m,
      pendingBridge: { unit: id, from: ctx.from, to, boundary: chk.value.boundary.id, decider: 'enemy' },
    });
  }
  return accept(enterArea(s, ctx, to, chk.value));
}

/** Carry out an accepted step: the unit enters `to`. */
export function enterArea(s0: FabState, ctx: StepCtx, to: AreaId, chk: StepCheck): FabState {
  const { unit: id, side, def, m, from } = ctx;
  let s = s0;
  const occ = occupancy(s);
  const enemy = otherSide(side);
  const enemyThere = hasForces(s, occ, to, enemy);
  const toContestedBefore = isContested(s, occ, to);
  const u = known(s.units, id, 'unit');
  // 5.22 entering an area whose enemy units are already face-up from an earlier combat round reveals the
  // unit, even if the friendly units that were there have left (version 1: only while they are still there).
  const enemyUnits = occ.bySide[enemy].get(to) ?? [];
  const oldContest = follows(s.rulesVersion, REVEAL_ON_ENTRY)
    ? toContestedBefore || !s.movement.uncontestedAtStart.includes(to)
    : toContestedBefore;
  const revealed = u.revealed || (oldContest && enemyUnits.some((e) => s.units[e]?.revealed));
  const units = { ...s.units, [id]: { ...u, area: to, reserve: false, revealed } };
  // 5.21 reserve markers are lost when the area holding them becomes contested.
  if (enemyThere)
    for (const e of enemyUnits) {
      const eu = known(units, e, 'unit');
      if (eu.reserve) units[e] = { ...eu, reserve: false };
    }
  s = { ...s, units };
  const mv = s.movement;
  const entries = {
    ...mv.entries,
    [to]: [...(mv.entries[to] ?? []), { unit: id, river: chk.boundary.river, blown: chk.blown, from }],
  };
  const riverCrossings = chk.boundary.river && enemyThere ? [...mv.riverCrossings, chk.boundary.id] : mv.riverCrossings;
  const leftContested =
    chk.leavesContested && !mv.leftContested.includes(id) ? [...mv.leftContested, id] : mv.leftContested;
  s = { ...s, movement: { ...mv, entries, riverCrossings, leftContested } };
  // 4.34 the plain roadblock goes once an enemy unit has paid for it; (original edition) also when a
  // friendly unit enters.
  const entered = known(s.areas, to, 'area');
  const rb = entered.roadblock;
  if (rb && !rb.asset && (rb.side === enemy || s.options.edition === 'original')) {
    s = { ...s, areas: { ...s.areas, [to]: { ...entered, roadblock: null } } };
  }
  const areas = updateControl(s);
  if (areas !== s.areas) s = { ...s, areas };
  const allowance = movementAllowance(def);
  const nm = stepped(m, chk);
  s = note(s, '5.32', 'moved', { unit: id, from, to, mp: chk.cost });
  const finished = nm.mustStop || nm.mpUsed >= allowance || singleAreaOnly(s, id, nm.mode);
  s = routeAfter(s, id, to, finished);
  if (finished) {
    const done = s.movement.done.includes(id) ? s.movement.done : [...s.movement.done, id];
    return {
      ...s,
      moving: null,
      movement: { ...s.movement, done },
      activated: s.activated.filter((x) => x !== id),
      units: { ...s.units, [id]: { ...known(s.units, id, 'unit'), exploit: false } },
    };
  }
  return { ...s, moving: nm };
}

/** A path under way after its unit entered `to`: that area is done; a step off the path, or the end of the
 * unit's move, ends it. */
function routeAfter(s: FabState, id: UnitId, to: AreaId, finished: boolean): FabState {
  const r = s.route;
  if (!r || r.unit !== id) return s;
  const rest = r.rest[0] === to ? r.rest.slice(1) : [];
  return { ...s, route: finished || rest.length === 0 ? null : { ...r, rest } };
}

/** One step of the path under way (the turn chart's step of MOVE_ALONG): the unit enters the next area, or the
 * move stops for the enemy's bridge decision (5.35d). A step the rules refuse ends the path (never met: the
 * path was checked whole when it was chosen). */
export function stepAlong(s: FabState): FabState {
  const r = s.route;
  const next = r?.rest[0];
  if (!r || next === undefined) return { ...s, route: null };
  const m = moveStep(s, r.unit, next);
  return m.ok ? m.value : { ...s, route: null };
}

/** 5.32-5.35 adjacent areas the unit may step into now (one step of MOVE_STEP). */
export function checkStepFor(s: FabState, id: UnitId, occ: Occupancy = occupancy(s)): AreaId[] {
  if (s.pendingBridge) return [];
  const mode = s.moving?.unit === id ? accept(s.moving.mode) : moveModeFor(s, id);
  if (!mode.ok) return [];
  const ctx = ctxFor(s, id, mode.value);
  if (!ctx) return [];
  const out: AreaId[] = [];
  for (const n of neighboursOf(s.scenario, ctx.from)) if (checkStep(s, occ, ctx, n.area).ok) out.push(n.area);
  return out;
}
