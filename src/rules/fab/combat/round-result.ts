/** 6.29 the round's result, for the board. Part of the combat round (./round.ts). */
import type { CombatSide, CombatUnit } from './types';
import type { DiceState } from '../../common/dice';
import { type RoundState, type UnitInRound, alive } from './round-state';
import { exploitationArises } from './exploitation';

// ---------------------------------------------------------------------------------------------------
// 6.29 result for the board

export interface UnitOutcome {
  readonly id: string;
  readonly side: CombatSide;
  readonly steps: number;
  readonly stepsLost: number;
  readonly eliminated: boolean;
  readonly order: CombatUnit['order'];
  /** Final area: the battle area, a retreat destination, or null when eliminated. */
  readonly area: string | null;
  readonly retreatPath?: readonly string[];
  readonly reinforcedFrom?: string;
  /** Face up after the round (6.29); false: stood up, hidden from the enemy. */
  readonly faceUp: boolean;
  readonly exploitation: boolean;
}

export interface RoundResult {
  readonly areaId: string;
  readonly units: readonly UnitOutcome[];
  readonly revealed: readonly string[];
  /** Units shown only for a morale roll (6.7 / 6.8). */
  readonly shownForMorale: readonly string[];
  readonly exploitationMarks: readonly string[];
  readonly assetsToUsed: readonly string[];
  readonly assetsEliminated: readonly string[];
  readonly eventsToEliminated: readonly string[];
  readonly defencesRemoved: boolean;
  readonly roadblockRemoved: boolean;
  readonly specialActionsUsed: number;
  readonly attackerAborted: boolean;
  readonly defenderWithdrew: boolean;
  readonly exploitationOpportunity: boolean;
  readonly dice: DiceState;
}

// 6.29 what the round leaves on the board: losses, disorder, retreats, reveals, marks and assets to boxes
export function roundResult(r: RoundState): RoundResult {
  const stay = (u: UnitInRound) => alive(u) && !(u.retreat && 'to' in u.retreat);
  const bothStay =
    r.units.some((u) => u.side === 'attacker' && stay(u)) &&
    (r.units.some((u) => u.side === 'defender' && stay(u)) || r.assets.some((a) => a.roadblock && !a.eliminated));
  const units: UnitOutcome[] = r.units.map((u) => {
    const original = u.reinforcedFrom ? u.steps + u.lossesThisRound : u.steps + u.lossesThisRound;
    const moved = u.retreat && 'to' in u.retreat ? u.retreat : null;
    return {
      id: u.id,
      side: u.side,
      steps: u.steps,
      stepsLost: original - u.steps,
      eliminated: u.steps === 0,
      order: u.order,
      area: u.steps === 0 ? null : moved ? moved.to : r.areaId,
      ...(moved ? { retreatPath: moved.path } : {}),
      ...(u.reinforcedFrom ? { reinforcedFrom: u.reinforcedFrom } : {}),
      faceUp: u.steps > 0 && !moved && bothStay && (!u.hidden || r.revealed.includes(u.id)),
      exploitation: !!u.exploitation,
    };
  });
  const boxAssets = r.assets.filter((a) => !a.roadblock);
  const roadblock = r.assets.find((a) => a.roadblock);
  return {
    areaId: r.areaId,
    units,
    revealed: r.revealed,
    shownForMorale: r.morale.map((m) => m.id),
    exploitationMarks: r.units.filter((u) => u.exploitation).map((u) => u.id),
    assetsToUsed: boxAssets.filter((a) => !a.eliminated && a.kind !== 'event').map((a) => a.id),
    assetsEliminated: r.assets.filter((a) => a.eliminated).map((a) => a.id),
    eventsToEliminated: boxAssets.filter((a) => a.kind === 'event').map((a) => a.id),
    defencesRemoved: r.defencesRemoved !== 'no',
    roadblockRemoved: !!roadblock && roadblock.eliminated,
    specialActionsUsed: r.specialActions.used,
    attackerAborted: r.aborted,
    defenderWithdrew: r.withdrew,
    exploitationOpportunity: exploitationArises(r),
    dice: r.dice,
  };
}
