/**
 * Adapter between the FAB turn sequence and the combat round (machines/fab/combat-round.ts, rules in
 * src/rules/fab/combat/). The round's plain state lives in `FabState.combat`; combat events are forwarded to
 * it through the pure `applyCombatEvent`, and the finished round's result is written back to the board.
 */
import type { Outcome } from '../../src/rules/common/engine';
import { accept, reject, type Result } from '../../src/rules/common/result';
import { applyCombatEvent, combatActor, combatResult, legalCombatEvents, startCombatRound, type CombatEvent, type CombatRound } from './combat-round';
import type { CombatAsset, CombatUnit, RetreatArea, RoundSetup, ReinforcementCandidate } from '../../src/rules/fab/combat/types';
import type { RoundResult } from '../../src/rules/fab/combat/round';
import { areaName, boardIndex, hasForces, isContested, moveBox, note, occupancy, updateControl } from '../../src/rules/fab/board';
import { availableSpecialActions } from '../../src/rules/fab/special-actions';
import { suppliedAreas } from '../../src/rules/fab/supply';
import { combatCandidates } from '../../src/rules/fab/combat-phase';
import { endOfPhase } from '../../src/rules/fab/supply-phase';
import type { AreaId, FabState, Side, UnitId } from '../../src/rules/fab/types';
import { otherSide } from '../../src/rules/fab/types';

export type { CombatEvent, CombatRound };

/** What the turn keeps while a round is fought. */
export interface CombatHolder {
  readonly area: AreaId;
  readonly attacker: Side;
  readonly round: CombatRound;
}

export const COMBAT_EVENT_TYPES: ReadonlySet<string> = new Set([
  'REINFORCE', 'WITHDRAW', 'DECLINE_SPECIAL_ACTION', 'ASSIGN_ASSETS', 'DESIGNATE_POINT', 'ROLL', 'ENGINEER_REMOVE_DEFENCES',
  'STEP_LOSS', 'ABSORB_BY_DISORDER', 'ABSORB_BY_RETREAT', 'ABORT', 'EXPLOIT', 'DECLINE_EXPLOITATION',
]);

export function holder(s: FabState): CombatHolder | null {
  return (s.combat as CombatHolder | null) ?? null;
}

const ORDER = { good: 'good', disorder: 'disordered', recovery: 'recovering' } as const;

function combatUnit(s: FabState, id: UnitId, side: 'attacker' | 'defender', area: AreaId): CombatUnit {
  const d = boardIndex(s.scenario).unitDefs.get(id)!;
  const u = s.units[id]!;
  const entry = (s.movement.entries[area] ?? []).find((e) => e.unit === id && e.river);
  return {
    id,
    name: d.name,
    side,
    formation: d.formation,
    unitClass: d.class,
    qualities: d.steps,
    steps: u.steps,
    order: ORDER[u.order],
    unsupplied: u.unsupplied,
    hidden: !u.revealed,
    ...(entry?.from ? { enteredFrom: entry.from } : {}),
  };
}

function combatAssets(s: FabState, side: Side): CombatAsset[] {
  const ix = boardIndex(s.scenario);
  const out: CombatAsset[] = [];
  for (const id of s.boxes[side].available) {
    const a = ix.assetDefs.get(id);
    if (a && a.kind !== 'staff') {
      out.push({ id, name: a.name, kind: a.kind, formation: a.formation ?? '', ...(a.class ? { unitClass: a.class } : {}), quality: a.quality });
      continue;
    }
    const e = ix.eventDefs.get(id);
    if (e && e.effect.kind === 'air-support') out.push({ id, name: e.name, kind: 'event', formation: e.formation ?? '', quality: e.effect.quality });
  }
  return out;
}

/** 6.6 the map around the battle as the retreat procedure needs it. */
function retreatMap(s: FabState, attacker: Side, battle: AreaId): { areas: RetreatArea[] } {
  const ix = boardIndex(s.scenario);
  const occ = occupancy(s);
  return {
    areas: s.scenario.areas.map((a) => ({
      id: a.id,
      controlledBy: s.areas[a.id]!.control === attacker ? 'attacker' : 'defender',
      attackerUnits: a.id === battle ? 0 : occ.bySide[attacker].get(a.id)?.length ?? 0,
      defenderUnits: a.id === battle ? 0 : occ.bySide[otherSide(attacker)].get(a.id)?.length ?? 0,
      adjacent: (ix.neighbours.get(a.id) ?? []).map((n) => ({ to: n.area, ...(n.boundary.river ? { river: true } : {}) })),
    })),
  };
}

/** 6.2 build the round's set-up from the board for a battle in `area`. */
export function roundSetupFor(s: FabState, area: AreaId, penetration: boolean): RoundSetup {
  const ix = boardIndex(s.scenario);
  const attacker = s.phasing;
  const defender = otherSide(attacker);
  const occ = occupancy(s);
  const att = occ.bySide[attacker].get(area) ?? [];
  const def = occ.bySide[defender].get(area) ?? [];
  const st = s.areas[area]!;
  const supA = suppliedAreas(s, attacker, occ);
  const supD = suppliedAreas(s, defender, occ);
  const rb = st.roadblock && st.roadblock.asset && st.roadblock.side === defender ? ix.assetDefs.get(st.roadblock.asset) : undefined;
  const reinforcements: ReinforcementCandidate[] = [];
  for (const n of ix.neighbours.get(area) ?? []) {
    if (isContested(s, occ, n.area)) continue;
    for (const u of occ.bySide[defender].get(n.area) ?? []) {
      if (s.units[u]!.order === 'good') reinforcements.push({ unit: combatUnit(s, u, 'defender', area), fromArea: n.area, fromUncontested: true });
    }
  }
  const extra = Math.max(0, ...def.map((u) => s.scenario.extraDefenderArtillery?.[ix.unitDefs.get(u)!.formation] ?? 0));
  const table = s.options.combatTable ?? s.scenario.combatTable;
  return {
    areaId: area,
    attacker: {
      units: att.map((u) => combatUnit(s, u, 'attacker', area)),
      available: combatAssets(s, attacker),
      supplied: att.every((u) => !s.units[u]!.unsupplied),
      canTraceSupply: supA.has(area),
      specialActions: 0,
    },
    defender: {
      units: def.map((u) => combatUnit(s, u, 'defender', area)),
      available: combatAssets(s, defender),
      supplied: def.every((u) => !s.units[u]!.unsupplied),
      canTraceSupply: supD.has(area),
      specialActions: penetration && false ? 0 : availableSpecialActions(s, defender).length,
    },
    defences: st.defences === defender,
    terrain: s.scenario.areas[ix.areaIndex.get(area)!]!.terrain,
    riverAssault: st.riverAssault,
    newlyContested: st.newlyContested,
    penetration,
    ...(rb ? { defendedRoadblock: { id: rb.id, name: rb.name, kind: 'engineer' as const, formation: rb.formation ?? '', quality: rb.quality, ...(rb.class ? { unitClass: rb.class } : {}) } } : {}),
    extraDefenderArtillery: extra,
    reinforcements,
    map: retreatMap(s, attacker, area),
    edition: s.options.edition === 'original' ? 'original' : 'revised',
    ...(table ? { table } : {}),
    dice: s.dice,
  };
}

/** 6.1 / 7.4 start a combat round in `area` (the phasing player attacks). */
export function startCombat(s: FabState, area: AreaId): Result<FabState> {
  if (holder(s)) return reject('6.1', 'Finish the combat round in progress first.');
  if (!combatCandidates(s).includes(area)) {
    if (s.foughtThisPhase.includes(area)) return reject('6.1', `${areaName(s, area)} has already had its combat round this phase.`);
    if (s.phase === 'penetration-combat') return reject('7.4', `${areaName(s, area)} is neither newly contested nor opened by a special action (8.22).`);
    return reject('6.1', `No combat round is possible in ${areaName(s, area)}: it must be contested with attacking units in good order.`);
  }
  const setupData = roundSetupFor(s, area, s.phase === 'penetration-combat');
  const r = startCombatRound(setupData);
  if (!r.ok) return r;
  const h: CombatHolder = { area, attacker: s.phasing, round: r.value };
  return accept(note({ ...s, combat: h, foughtThisPhase: [...s.foughtThisPhase, area] }, '6.2', `Combat round in ${areaName(s, area)}.`));
}

/** The side that must decide in the round now, and whether the choice is secret (6.24). */
export function roundActor(s: FabState): { side: Side; secret: boolean } | null {
  const h = holder(s);
  if (!h) return null;
  const a = combatActor(h.round);
  if (!a) return { side: h.attacker, secret: false };
  return { side: a.side === 'attacker' ? h.attacker : otherSide(h.attacker), secret: a.secret };
}

export function roundLegalEvents(s: FabState): CombatEvent[] {
  const h = holder(s);
  return h ? legalCombatEvents(h.round) : [];
}

/** Spend `n` of a side's special actions for the defender's 8.23 / 8.24 choice (reusable blocks first). */
function spendN(s: FabState, side: Side, n: number): FabState {
  let ns = s;
  const ix = boardIndex(s.scenario);
  for (let k = 0; k < n; k++) {
    const list = availableSpecialActions(ns, side);
    const id = list.find((x) => ix.saDefs.has(x)) ?? list[0];
    if (!id) break;
    ns = moveBox(ns, side, id, 'available', ix.saDefs.has(id) ? 'used' : 'eliminated');
  }
  return ns;
}

/** 6.29 write a finished round's result onto the board. */
export function applyRoundResult(s0: FabState, h: CombatHolder, res: RoundResult): FabState {
  let s = s0;
  const attacker = h.attacker;
  const defender = otherSide(attacker);
  const units = { ...s.units };
  for (const o of res.units) {
    const u = units[o.id];
    if (!u) continue;
    if (o.eliminated) {
      units[o.id] = { ...u, where: 'eliminated', area: null, steps: 0, reserve: false, exploit: false };
      continue;
    }
    const order = o.order === 'good' ? 'good' : o.order === 'disordered' ? 'disorder' : 'recovery';
    units[o.id] = { ...u, steps: o.steps, order, area: o.area ?? u.area, revealed: o.faceUp, exploit: res.exploitationMarks.includes(o.id), reserve: o.area !== h.area ? false : u.reserve };
  }
  s = { ...s, units, dice: res.dice };
  const sideOf = (id: string) => boardIndex(s.scenario).assetDefs.get(id)?.side ?? boardIndex(s.scenario).eventDefs.get(id)?.side;
  for (const id of res.assetsToUsed) {
    const side = sideOf(id);
    if (side) s = moveBox(s, side, id, 'available', 'used');
  }
  for (const id of res.assetsEliminated) {
    const side = sideOf(id);
    if (!side) continue;
    s = moveBox(moveBox(s, side, id, 'available', 'eliminated'), side, id, 'map', 'eliminated');
  }
  for (const id of res.eventsToEliminated) {
    const side = sideOf(id);
    if (side) s = moveBox(s, side, id, 'available', 'eliminated');
  }
  if (res.specialActionsUsed > 0) s = spendN(s, defender, res.specialActionsUsed);
  const st = s.areas[h.area]!;
  s = { ...s, areas: { ...s.areas, [h.area]: { ...st, defences: res.defencesRemoved ? null : st.defences, roadblock: res.roadblockRemoved ? null : st.roadblock, newlyContested: false } } };
  const areas = updateControl(s);
  if (areas !== s.areas) s = { ...s, areas };
  s = { ...s, combat: null };
  // 5.1 stacking is enforced in each combat phase
  s = endOfPhase(s);
  const occ = occupancy(s);
  const both = hasForces(s, occ, h.area, attacker) && hasForces(s, occ, h.area, defender);
  return note(s, '6.29', `Combat in ${areaName(s, h.area)} ended${both ? '; the area stays contested' : ''}.`);
}

/** Forward a combat event to the round; when the round ends, apply its result to the board. */
export function combatEvent(s: FabState, e: CombatEvent): Outcome<FabState> {
  const h = holder(s);
  if (!h) return reject('6.2', 'No combat round is being fought.');
  const r = applyCombatEvent(h.round, e);
  if (!r.ok) return r;
  const nh: CombatHolder = { ...h, round: r.state };
  const res = combatResult(r.state);
  if (res) return { ok: true, state: applyRoundResult(s, nh, res), barrier: r.barrier };
  return { ok: true, state: { ...s, combat: nh, dice: r.state.round.dice }, barrier: r.barrier };
}
