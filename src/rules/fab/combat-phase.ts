/**
 * 6.1 / 7.4 which areas may or must fight in a combat or penetration combat phase, and the end-of-movement
 * bookkeeping that creates them (2.4 newly contested, 5.35e river assault).
 */
import { boardIndex, isContested, occupancy } from './board';
import type { AreaId, FabState } from './types';
import { otherSide } from './types';
import { known } from '../common/narrow';

/** 2.4 / 5.35e at the end of a movement phase: contested areas that were uncontested when it began are newly
 * contested; those entered only across rivers, at least once over a blown bridge, get a river assault marker. */
export function markNewlyContested(s: FabState): FabState {
  const occ = occupancy(s);
  const startFree = new Set(s.movement.uncontestedAtStart);
  let areas: Record<AreaId, FabState['areas'][string]> | null = null;
  const attackerUnits = occ.bySide[s.phasing];
  for (const id of s.movement.uncontestedAtStart) {
    if (!startFree.has(id) || !isContested(s, occ, id)) continue;
    const entries = s.movement.entries[id] ?? [];
    const present = attackerUnits.get(id) ?? [];
    const entered = entries.filter((e) => present.includes(e.unit));
    const river =
      present.length > 0 &&
      present.every((u) => entered.some((e) => e.unit === u && e.river)) &&
      entered.some((e) => e.blown);
    areas ??= { ...s.areas };
    const st = known(areas, id, 'area');
    areas[id] = { ...st, newlyContested: true, riverAssault: st.riverAssault || river };
  }
  return areas ? { ...s, areas } : s;
}

/** Areas uncontested right now (kept at the start of a movement phase, 2.4). */
export function uncontestedAreas(s: FabState): AreaId[] {
  const occ = occupancy(s);
  return s.scenario.areas.filter((a) => !isContested(s, occ, a.id)).map((a) => a.id);
}

/** 6.2 the attacker needs at least one unit in good order in the area (disordered units do not attack). */
export function canAttackIn(s: FabState, area: AreaId): boolean {
  const ix = boardIndex(s.scenario);
  for (const [id, u] of Object.entries(s.units)) {
    if (u.where === 'map' && u.area === area && u.order === 'good' && ix.unitDefs.get(id)?.side === s.phasing)
      return true;
  }
  return false;
}

/** 6.1 / 7.41 mandatory rounds still to fight in this phase. */
export function mandatoryCombats(s: FabState): AreaId[] {
  const occ = occupancy(s);
  return s.scenario.areas
    .filter(
      (a) =>
        known(s.areas, a.id, 'area').newlyContested &&
        !s.foughtThisPhase.includes(a.id) &&
        isContested(s, occ, a.id) &&
        canAttackIn(s, a.id),
    )
    .map((a) => a.id);
}

/** 6.1 / 7.4 / 8.22 areas where the phasing player may start a combat round now. */
export function combatCandidates(s: FabState): AreaId[] {
  const occ = occupancy(s);
  const out: AreaId[] = [];
  for (const a of s.scenario.areas) {
    const id = a.id;
    // 6.1 (2016) one round per selected area per combat phase; the original text has no such limit
    const again = s.options.edition === 'original' && s.phase === 'combat';
    if ((s.foughtThisPhase.includes(id) && !again) || !isContested(s, occ, id) || !canAttackIn(s, id)) continue;
    const st = known(s.areas, id, 'area');
    if (s.phase === 'combat') out.push(id);
    else if (s.phase === 'penetration-combat' && (st.newlyContested || s.penetrationCombatAreas.includes(id)))
      out.push(id);
  }
  return out;
}

/** The defending side in a round (6.2: the phasing player always attacks). */
export function defenderOf(s: FabState): 'blue' | 'red' {
  return otherSide(s.phasing);
}
