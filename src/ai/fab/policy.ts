/**
 * Rules-aware choices inside a combat round (6.2-6.8), from the deciding side's own pieces only: commit every
 * asset that may go in (6.22), keep the point unit the strongest block (6.25), lose a battle asset before a
 * unit step (6.32, an eliminated step is an enemy VP under 19.0), absorb a hit by disorder or retreat before a
 * step when the rules allow it (6.41b, 6.42c), reinforce and exploit when offered (8.23, 6.8).
 */
import type { FabEvent } from '../../../machines/fab/events';
import { boardIndex } from '../../rules/fab/board';
import type { FabState, Side } from '../../rules/fab/types';
import type { Rng } from './rng';

const QUALITY: Readonly<Record<string, number>> = { elite: 3, veteran: 2, recruit: 1 };

/** How strong an own unit is now (steps, then the quality of its current step). */
export function unitStrength(s: FabState, id: string): number {
  const d = boardIndex(s.scenario).unitDefs.get(id);
  const u = s.units[id];
  if (!d || !u) return 0;
  return u.steps * 4 + (QUALITY[d.steps[u.steps - 1] ?? 'recruit'] ?? 1);
}

/** 8.1 (rules version 3) paying for 8.23 / 8.24 with a single-use special action loses it for good, where the
 * reusable block only goes to Used: a penalty larger than the policy's noise, so the block pays when it may. */
function singleUsePayer(e: Extract<FabEvent, { type: 'REINFORCE' | 'WITHDRAW' }>, s: FabState): number {
  return e.source !== undefined && boardIndex(s.scenario).eventDefs.has(e.source) ? 1 : 0;
}

/** A score for each in-round event of `side` (higher is better); `point` is the side's point unit if known. */
export function roundScore(e: FabEvent, s: FabState, side: Side, point: string | null): number {
  const ix = boardIndex(s.scenario);
  switch (e.type) {
    case 'ROLL':
      return 5;
    case 'ENGINEER_REMOVE_DEFENCES':
      return 6;
    case 'ASSIGN_ASSETS':
      return Array.isArray(e['assetIds']) ? 1 + e['assetIds'].length : 0;
    case 'DESIGNATE_POINT':
      return unitStrength(s, String(e['unitId']));
    case 'REINFORCE':
      return 4 + unitStrength(s, String(e['unitId'])) / 20 - singleUsePayer(e, s);
    case 'DECLINE_SPECIAL_ACTION':
      return 2;
    case 'WITHDRAW':
      return -singleUsePayer(e, s);
    case 'EXPLOIT':
      return 3;
    case 'DECLINE_EXPLOITATION':
      return 1;
    case 'ABSORB_BY_DISORDER':
      return 8;
    case 'ABSORB_BY_RETREAT':
      return 6;
    case 'ABORT':
      return 0;
    case 'STEP_LOSS': {
      const id = String(e['targetId']);
      if (ix.assetDefs.has(id)) return 7;
      const u = s.units[id];
      if (!u || ix.unitDefs.get(id)?.side !== side) return 0;
      // keep the point unit strong; a unit's last step is worse than breaking off (6.33 abort)
      if (u.steps <= 1) return -3;
      return (id === point ? 1 : 4) + u.steps / 10;
    }
    default:
      return 0;
  }
}

export function pickRoundEvent(
  events: readonly FabEvent[],
  s: FabState,
  side: Side,
  point: string | null,
  rng: Rng,
  noise: number,
): FabEvent | null {
  let best: FabEvent | null = null;
  let bestScore = -Infinity;
  for (const e of events) {
    const sc = roundScore(e, s, side, point) + noise * rng.float();
    if (sc > bestScore) {
      bestScore = sc;
      best = e;
    }
  }
  return best;
}
