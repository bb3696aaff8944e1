/** 6.24 point units: who may be designated, and revealing the blocks. Part of the combat round (./round.ts). */
import type { CombatSide } from './types';
import { type Result, accept, reject } from '../../common/result';
import { type RoundState, activeBattleAssets, activeUnits, alive, withLog } from './round-state';

// ---------------------------------------------------------------------------------------------------
// 6.24 point units

// 6.24 / 8.23 the pieces a side may designate as its point unit now
export function pointCandidates(r: RoundState, side: CombatSide): string[] {
  const units = activeUnits(r, side);
  if (units.length > 0) {
    if (side === 'defender') {
      const origGone = r.originalDefenderPoint !== null && !units.some((u) => u.id === r.originalDefenderPoint);
      const native = units.filter((u) => !u.reinforcedFrom);
      if (!origGone && native.length > 0) return native.map((u) => u.id);
    }
    return units.map((u) => u.id);
  }
  return activeBattleAssets(r, side).map((a) => a.id);
}

/** The side whose point unit must be (re)designated now, defender first (6.24 / 6.25 / 6.26). */
export function pointNeeded(r: RoundState): CombatSide | null {
  for (const side of ['defender', 'attacker'] as const) {
    const p = r.point[side];
    const stillThere = p !== null && pointCandidatesAll(r, side).includes(p);
    if (!stillThere && pointCandidates(r, side).length > 0) return side;
  }
  return null;
}

export function pointCandidatesAll(r: RoundState, side: CombatSide): string[] {
  return [...activeUnits(r, side).map((u) => u.id), ...activeBattleAssets(r, side).map((a) => a.id)];
}

// 6.24 designate a side's point unit (a unit unless none is present)
export function designatePoint(r: RoundState, side: CombatSide, id: string): Result<RoundState> {
  const c = pointCandidates(r, side);
  if (!c.includes(id)) {
    const why = r.units.some((u) => u.id === id && u.reinforcedFrom)
      ? 'A reinforcing unit may only lead once the original point unit is eliminated (8.23).'
      : 'The point unit must be one of your units in the battle (an asset only when no unit is present).';
    return reject(r.units.some((u) => u.id === id && u.reinforcedFrom) ? '8.23' : '6.24', why, 'combat.badPoint', {
      id,
    });
  }
  const first = side === 'defender' && r.originalDefenderPoint === null;
  return accept(
    withLog(
      { ...r, point: { ...r.point, [side]: id }, originalDefenderPoint: first ? id : r.originalDefenderPoint },
      { rule: '6.24', code: 'combat.point', params: { side, id } },
    ),
  );
}

// 6.24 once both point units are named, every hidden unit in the battle is turned face up
export function revealAll(r: RoundState): RoundState {
  const toReveal = r.units.filter((u) => u.hidden && alive(u) && !u.retreat).map((u) => u.id);
  return withLog(
    {
      ...r,
      units: r.units.map((u) => (toReveal.includes(u.id) ? { ...u, hidden: false } : u)),
      revealed: [...r.revealed, ...toReveal],
    },
    { rule: '6.24', code: 'combat.revealed', params: { count: toReveal.length } },
  );
}
