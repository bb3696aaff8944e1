/**
 * The combat round's plain state (6.2) and the small helpers every step of the round uses. Part of the combat round
 * (./round.ts).
 */
import type {
  CombatAsset,
  CombatSide,
  CombatUnit,
  DieResult,
  Edition,
  Quality,
  ReinforcementCandidate,
  RetreatMap,
  UnitClass,
} from './types';
import type { CombatTable } from './table';
import type { DiceState } from '../../common/dice';
import type { MoraleResult } from './morale';

export type FireStep = 'attackerArtillery' | 'defenderArtillery' | 'defensiveCloseFire' | 'offensiveCloseFire';

/**
 * The section of each fire step. Owned here because the rules' own log entries, odds and refusals cite it and
 * src/rules imports nothing above it; the combat-round chart's meta takes its fire steps' rule from this table,
 * and everything above the rules reads it from the chart (`fireStepRule`, machines/fab/combat-round.ts).
 */
export const FIRE_STEP_RULE: Readonly<Record<FireStep, string>> = {
  attackerArtillery: '6.25',
  defenderArtillery: '6.26',
  defensiveCloseFire: '6.27',
  offensiveCloseFire: '6.28',
};

export interface UnitInRound extends CombatUnit {
  /** False for attacking units that were disordered when the round began (6.2). */
  readonly participating: boolean;
  /** Step losses taken in this round (6.43). */
  readonly lossesThisRound: number;
  /** Hidden before the round began (so 6.29 may stand it up again). */
  readonly wasHidden: boolean;
  readonly reinforcedFrom?: string;
  /** Where the unit retreated to (6.6); `stuck` when it could not and took a step loss instead. */
  readonly retreat?: { readonly to: string; readonly path: readonly string[] } | { readonly stuck: true };
  readonly exploitation?: boolean;
}

export interface AssetInRound extends CombatAsset {
  readonly side: CombatSide;
  readonly eliminated: boolean;
  /** The attacker's engineer removed the defences instead of firing (6.33). */
  readonly removedDefences?: boolean;
  /** The defended roadblock's engineer (4.35): it stands in the area, it was not drawn from a box. */
  readonly roadblock?: boolean;
}

export interface Allocation {
  readonly step: FireStep;
  readonly against: CombatSide;
  readonly hits: number;
  readonly remaining: number;
  /** Hits absorbed by the defences marker (6.42a). */
  readonly absorbedByDefences: number;
  readonly stepLosses: number;
  readonly disorderUsed: boolean;
  readonly retreatUsed: boolean;
  /** The attacker chose to take the remaining losses rather than abort (6.41b). */
  readonly takingLosses: boolean;
  /** Hits left when nothing remained to take them (6.42d). */
  readonly excess: number;
}

export type ExploitationStatus = 'none' | 'pending' | 'taken' | 'declined';

export interface LogEntry {
  readonly rule: string;
  readonly code: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

export interface RoundState {
  readonly areaId: string;
  readonly newlyContested: boolean;
  readonly penetration: boolean;
  readonly riverAssault: boolean;
  readonly terrain: number;
  readonly edition: Edition;
  readonly table: CombatTable;
  readonly map: RetreatMap | null;
  readonly typedDice: boolean;
  readonly extraDefenderArtillery: number;
  readonly units: readonly UnitInRound[];
  readonly assets: readonly AssetInRound[];
  readonly available: { readonly attacker: readonly CombatAsset[]; readonly defender: readonly CombatAsset[] };
  readonly supply: {
    readonly attackerSupplied: boolean;
    readonly attackerCanTrace: boolean;
    readonly defenderCanTrace: boolean;
  };
  readonly specialActions: { readonly defender: number; readonly used: number };
  /** 9.34d (FAB rules version 2 on): out-of-supply defenders may neither reinforce (8.23) nor withdraw (8.24)
   * by special action. Absent in rounds of older games. */
  readonly supplyBarsSpecialActions?: boolean;
  /** 9.34a / 9.34d (FAB rules version 2 on): defenders marked out of supply get no asset and no event. */
  readonly supplyBarsDefenderAssets?: boolean;
  readonly reinforcements: readonly ReinforcementCandidate[];
  readonly defences: boolean;
  readonly defencesRemoved: 'no' | 'hit' | 'engineer';
  readonly point: { readonly attacker: string | null; readonly defender: string | null };
  readonly originalDefenderPoint: string | null;
  /** Units turned face up by 6.24. */
  readonly revealed: readonly string[];
  readonly dice: DiceState;
  readonly lastFire: {
    readonly step: FireStep;
    readonly by: CombatSide;
    readonly dice: readonly DieResult[];
    readonly hits: number;
  } | null;
  readonly fired: readonly FireStep[];
  readonly allocation: Allocation | null;
  readonly withdrew: boolean;
  readonly aborted: boolean;
  /** Every non-artillery defender fell to the attacker's artillery (6.25). */
  readonly wipedByArtillery: boolean;
  /** Close fire left every defender eliminated with hits to spare (6.28 / 6.42d). */
  readonly overwhelmed: boolean;
  readonly exploitation: ExploitationStatus;
  readonly morale: readonly MoraleResult[];
  readonly log: readonly LogEntry[];
}

// ---------------------------------------------------------------------------------------------------
// helpers

export const other = (s: CombatSide): CombatSide => (s === 'attacker' ? 'defender' : 'attacker');

export function currentQuality(u: CombatUnit): Quality {
  return u.qualities[Math.max(0, Math.min(u.qualities.length, u.steps) - 1)] ?? 'veteran';
}

export const alive = (u: UnitInRound) => u.steps > 0;
export const isBattleAsset = (a: CombatAsset) => a.kind === 'battle' || a.kind === 'engineer';

/** Units of a side still in the fight (attackers disordered at the start never fight, 6.2). */
export function activeUnits(r: Pick<RoundState, 'units'>, side: CombatSide): UnitInRound[] {
  return r.units.filter((u) => u.side === side && alive(u) && u.participating);
}

/** Battle assets (engineers included) of a side that are still alive. */
export function activeBattleAssets(r: Pick<RoundState, 'assets'>, side: CombatSide): AssetInRound[] {
  return r.assets.filter((a) => a.side === side && !a.eliminated && isBattleAsset(a));
}

export function withLog(r: RoundState, ...entries: LogEntry[]): RoundState {
  return { ...r, log: [...r.log, ...entries] };
}

export function findPieceClass(r: RoundState, id: string | null): UnitClass | null {
  if (!id) return null;
  const u = r.units.find((x) => x.id === id);
  if (u) return u.unitClass;
  const a = r.assets.find((x) => x.id === id);
  return a ? (a.unitClass ?? 'infantry') : null;
}
