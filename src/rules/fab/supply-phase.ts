/**
 * 9.x supply phase, 5.1 stacking enforcement at the end of phases, 6.6 automatic retreat for stacking,
 * and 19.0 / 19.4 victory.
 */
import { roll } from '../common/dice';
import { at, known } from '../common/narrow';
import {
  boardIndex,
  currentQuality,
  hasForces,
  isContested,
  moveBox,
  note,
  occupancy,
  overstacked,
  updateControl,
  STACK_LIMIT,
} from './board';
import { suppliedAreas } from './supply';
import type { AreaId, FabState, Quality, Side, UnitId } from './types';
import { otherSide, SIDES } from './types';
import { own } from '../common/own';

/** 6.6 where a unit retreating from `from` goes: an adjacent friendly-controlled uncontested area, preferring
 * one with at most one friendly unit; if every such area is full, on to the nearest friendly uncontested area
 * with room (2016 text). Null when it cannot retreat. Blown bridges do not stop a retreat. */
export function retreatDestination(s: FabState, unit: UnitId, from: AreaId): AreaId | null {
  const ix = boardIndex(s.scenario);
  const side = ix.unitDefs.get(unit)?.side;
  if (!side) return null;
  const occ = occupancy(s);
  const ok = (a: AreaId) =>
    s.areas[a]?.control === side && !isContested(s, occ, a) && !hasForces(s, occ, a, otherSide(side));
  const count = (a: AreaId) => (occ.bySide[side].get(a) ?? []).filter((u) => u !== unit).length;
  const adj = (ix.neighbours.get(from) ?? []).map((n) => n.area).filter(ok);
  if (adj.length === 0) return null;
  const roomy = adj.filter((a) => count(a) < STACK_LIMIT).sort((a, b) => count(a) - count(b) || a.localeCompare(b));
  const [nearest] = roomy;
  if (nearest !== undefined) return nearest;
  // keep retreating through full friendly areas to the nearest one with room
  const seen = new Set<AreaId>([from, ...adj]);
  let frontier = adj;
  while (frontier.length) {
    const next: AreaId[] = [];
    for (const a of frontier) {
      for (const n of ix.neighbours.get(a) ?? []) {
        if (seen.has(n.area) || !ok(n.area)) continue;
        seen.add(n.area);
        if (count(n.area) < STACK_LIMIT) return n.area;
        next.push(n.area);
      }
    }
    frontier = next;
  }
  return null;
}

/** Eliminate a unit (it goes to its side's eliminated pile; units are tracked on the unit itself). */
export function eliminateUnit(s: FabState, unit: UnitId): FabState {
  const u = own(s.units, unit);
  if (!u) return s;
  return {
    ...s,
    units: { ...s.units, [unit]: { ...u, where: 'eliminated', area: null, reserve: false, exploit: false, steps: 0 } },
  };
}

/** Apply one step loss; a one-step unit is eliminated (2.3). */
export function loseStep(s: FabState, unit: UnitId): FabState {
  const u = own(s.units, unit);
  if (!u) return s;
  if (u.steps <= 1) return eliminateUnit(s, unit);
  return { ...s, units: { ...s.units, [unit]: { ...u, steps: u.steps - 1 } } };
}

/** 5.1 stacking enforced at the end of each phase (and in combat phases): excess units retreat (6.6,
 * becoming disordered) or are eliminated when they cannot. The weakest units go first. From rules version 4 the
 * owner makes the retreat that ends a movement phase (stacking.ts, the turn chart's `stacking` states); this is the
 * way of versions 1-3, and the end of any other phase (no overstack can arise in one). */
export function enforceStacking(s0: FabState): FabState {
  let s = s0;
  for (let guard = 0; guard < 50; guard++) {
    const [first] = overstacked(s);
    if (first === undefined) break;
    const { area, units } = first;
    const steps = (id: UnitId) => known(s.units, id, 'unit').steps;
    const sorted = [...units].sort((a, b) => steps(a) - steps(b) || a.localeCompare(b));
    const victim = at(sorted, 0, 'overstacked unit');
    const dest = retreatDestination(s, victim, area);
    if (dest) {
      s = {
        ...s,
        units: {
          ...s.units,
          [victim]: { ...known(s.units, victim, 'unit'), area: dest, order: 'disorder', reserve: false },
        },
      };
      s = note(s, '5.1', 'overstackRetreat', { unit: victim, area, to: dest });
    } else {
      s = note(eliminateUnit(s, victim), '5.1', 'overstackEliminated', { unit: victim, area });
    }
  }
  const areas = updateControl(s);
  return areas === s.areas ? s : { ...s, areas };
}

/** End of any phase: 5.1 stacking, 5.23 defences with no friendly unit are removed, control (2.4). */
export function endOfPhase(s0: FabState): FabState {
  let s = enforceStacking(s0);
  const occ = occupancy(s);
  let areas: Record<AreaId, FabState['areas'][string]> | null = null;
  for (const [id, a] of Object.entries(s.areas)) {
    if (a.defences && !occ.bySide[a.defences].get(id)?.length) {
      areas ??= { ...s.areas };
      areas[id] = { ...a, defences: null };
    }
  }
  if (areas) s = { ...s, areas };
  return s;
}

/** 6.7 morale check success number: base 5, recruit -2, elite +2, disordered -1, unsupplied -1. */
export function moraleSuccessNumber(quality: Quality, disordered: boolean, unsupplied: boolean): number {
  return 5 + (quality === 'elite' ? 2 : quality === 'recruit' ? -2 : 0) - (disordered ? 1 : 0) - (unsupplied ? 1 : 0);
}

/** 2.1 a d10 roll succeeds on the success number or less; 1 always succeeds, 10 always fails. */
export function succeeds(face: number, sn: number): boolean {
  if (face === 1) return true;
  if (face === 10) return false;
  return face <= sn;
}

/** 9.4 the consequence of a failed unsupplied morale check. */
export function unsuppliedMoraleFailure(
  order: FabState['units'][string]['order'],
  quality: Quality,
  face: number,
): 'disorder' | 'step' | 'surrender' {
  if (order !== 'disorder') return 'disorder';
  if (quality === 'veteran' && face === 10) return 'surrender';
  if (quality === 'recruit' && face >= 8) return 'surrender';
  return 'step';
}

/** 9.1-9.5 the whole supply phase for the current phasing player. Returns the state and whether dice rolled. */
export function supplyPhase(s0: FabState): { state: FabState; rolled: boolean } {
  let s = s0;
  const ix = boardIndex(s.scenario);
  // 9.2 control
  const a0 = updateControl(s);
  if (a0 !== s.areas) s = { ...s, areas: a0 };
  // 9.31 / 9.32 supply of units and areas, both sides
  const occ = occupancy(s);
  const sup = { blue: suppliedAreas(s, 'blue', occ), red: suppliedAreas(s, 'red', occ) };
  const units = { ...s.units };
  for (const [id, u] of Object.entries(units)) {
    const side = ix.unitDefs.get(id)?.side;
    if (u.where !== 'map' || u.area === null || !side) continue;
    const ok = sup[side].has(u.area);
    let order = u.order;
    // 9.35 supplied units: recovery markers come off, then disorder flips to recovery; 9.34c not when unsupplied
    if (ok) order = u.order === 'recovery' ? 'good' : u.order === 'disorder' ? 'recovery' : u.order;
    units[id] = { ...u, unsupplied: !ok, order };
  }
  const areas = { ...s.areas };
  for (const [id, a] of Object.entries(areas)) {
    const ok = sup[a.control].has(id);
    if (a.unsupplied === ok) areas[id] = { ...a, unsupplied: !ok };
  }
  s = { ...s, units, areas };
  // 9.4 morale checks for the phasing player's unsupplied units
  let rolled = false;
  for (const id of Object.keys(s.units).sort()) {
    const u = s.units[id];
    const def = ix.unitDefs.get(id);
    if (!u || !def || def.side !== s.phasing || u.where !== 'map' || !u.unsupplied) continue;
    const q = currentQuality(def, u.steps);
    const [face, dice] = roll(s.dice, 10);
    rolled = true;
    s = { ...s, dice };
    const sn = moraleSuccessNumber(q, u.order !== 'good', true);
    if (succeeds(face, sn)) {
      s = note(s, '9.4', 'supplyMoralePassed', { unit: id, face, sn });
      continue;
    }
    const res = q === 'elite' && u.order === 'disorder' ? 'step' : unsuppliedMoraleFailure(u.order, q, face);
    if (res === 'disorder') s = { ...s, units: { ...s.units, [id]: { ...u, order: 'disorder' } } };
    else if (res === 'step') s = loseStep(s, id);
    else s = eliminateUnit(s, id);
    const code =
      res === 'surrender' ? 'supplyMoraleSurrender' : res === 'step' ? 'supplyMoraleStep' : 'supplyMoraleDisorder';
    s = note(s, '9.4', code, { unit: id, face, sn });
  }
  // 9.5 markers: defences in contested areas, roadblocks (defended ones to Used), river assaults,
  // exploitation markers, and the non-phasing player's reserve markers.
  const occ2 = occupancy(s);
  const ar2 = { ...s.areas };
  for (const [id, a] of Object.entries(ar2)) {
    const contested = isContested(s, occ2, id);
    if ((a.defences && contested) || a.roadblock || a.riverAssault || a.newlyContested) {
      if (a.roadblock?.asset) s = moveBox(s, a.roadblock.side, a.roadblock.asset, 'map', 'used');
      ar2[id] = {
        ...a,
        defences: contested ? null : a.defences,
        roadblock: null,
        riverAssault: false,
        newlyContested: false,
      };
    }
  }
  const u2 = { ...s.units };
  const np = otherSide(s.phasing);
  for (const [id, u] of Object.entries(u2)) {
    const nonPhasing = ix.unitDefs.get(id)?.side === np;
    if (u.exploit || (u.reserve && nonPhasing)) u2[id] = { ...u, exploit: false, reserve: u.reserve && !nonPhasing };
  }
  s = { ...s, areas: ar2, units: u2 };
  return { state: endOfPhase(s), rolled };
}

/** 19.0 victory points per side: controlled areas' VP, VP per enemy step lost, and event VP. */
export function victoryPoints(s: FabState): Record<Side, number> {
  const vp: Record<Side, number> = { blue: s.vpBonus.blue, red: s.vpBonus.red };
  for (const a of s.scenario.areas) if (a.vp) vp[known(s.areas, a.id, 'area').control] += a.vp;
  const per = s.scenario.victory.perStepEliminated ?? 0;
  if (per) {
    for (const d of s.scenario.units) {
      const u = known(s.units, d.id, 'unit');
      if (u.where === 'future') continue;
      const full = Math.min(d.steps.length, d.startSteps ?? d.arrives?.steps ?? d.steps.length);
      const lost = Math.max(0, full - (u.where === 'eliminated' ? 0 : u.steps));
      vp[otherSide(d.side)] += lost * per;
    }
  }
  return vp;
}

/** Net VP, blue minus red (19.0). */
export function netVP(s: FabState): number {
  const v = victoryPoints(s);
  return v.blue - v.red;
}

/** 19.4 sudden death at this turn's victory check, or null. */
export function suddenDeathWinner(s: FabState): Side | null {
  const rec = s.scenario.turnRecord.find((t) => t.turn === s.turn);
  if (!rec?.suddenDeath) return null;
  const net = netVP(s);
  if (rec.suddenDeath.blue !== undefined && net >= rec.suddenDeath.blue) return 'blue';
  if (rec.suddenDeath.red !== undefined && -net >= rec.suddenDeath.red) return 'red';
  // a side with no units left on the map loses at once
  return null;
}

/** 3.5 / 19.0 the winner after the last turn. */
export function finalWinner(s: FabState): Side {
  return netVP(s) > s.scenario.victory.blueWinsAbove ? 'blue' : 'red';
}

export function sidesWithUnits(s: FabState): Side[] {
  const occ = occupancy(s);
  return SIDES.filter((side) => occ.bySide[side].size > 0);
}
