/**
 * Plain data for one FAB combat round (6.0). These types are local to the combat module so that the
 * round works on its own (the combat assistant for the physical game) as well as inside the digital
 * game; `from-game.ts` maps the FAB game state onto them. Everything here is JSON-serialisable.
 */
import type { DiceState } from '../../common/dice';

export type CombatSide = 'attacker' | 'defender';
export type UnitClass = 'armor' | 'infantry';
export type Quality = 'elite' | 'veteran' | 'recruit';
/** 2.3 / 6.5: good order, disordered, or recovering (a recovering unit suffers every disorder effect). */
export type OrderState = 'good' | 'disordered' | 'recovering';
export type Edition = 'revised' | 'original';

/** A block taking part in the round. */
export interface CombatUnit {
  readonly id: string;
  readonly name?: string;
  readonly side: CombatSide;
  readonly formation: string;
  readonly unitClass: UnitClass;
  /** Troop quality per step: index 0 is the quality with one step left, the last one at full strength. */
  readonly qualities: readonly Quality[];
  /** Current steps (1..qualities.length); 0 once eliminated. */
  readonly steps: number;
  readonly order: OrderState;
  /** Out of supply since the last supply phase (9.33c, 9.34a). */
  readonly unsupplied?: boolean;
  /** Still standing up, label hidden from the enemy (newly contested area, 6.24). */
  readonly hidden?: boolean;
  /** The area this unit crossed a river from, for river-assault aborts (6.41b). */
  readonly enteredFrom?: string;
}

export type AssetKind = 'artillery' | 'battle' | 'engineer' | 'event';

/** A cardboard asset or event chit (2.2). Engineers are battle assets with the 6.33 option. */
export interface CombatAsset {
  readonly id: string;
  readonly name?: string;
  readonly kind: AssetKind;
  readonly formation: string;
  /** Class used by the combat table (battle and engineer assets); artillery fires as 'artillery'. */
  readonly unitClass?: UnitClass;
  readonly quality?: Quality;
  /** An event that fires like artillery in one battle (e.g. air support, 17.0): dice it rolls. */
  readonly dice?: number;
  /** Exclusive rules forbid this asset to retreat: it is destroyed when its side retreats (6.42c). */
  readonly cannotRetreat?: boolean;
}

/** One area of the map as the retreat procedure (6.6) needs it. */
export interface RetreatArea {
  readonly id: string;
  /** Side controlling the area (2.4). */
  readonly controlledBy: CombatSide;
  /** Units of each side in the area now (not counting the battle area's own units). */
  readonly attackerUnits: number;
  readonly defenderUnits: number;
  /** Adjacent areas; `river` marks a river boundary (blown or not: retreats may cross either). */
  readonly adjacent: readonly { readonly to: string; readonly river?: boolean }[];
}

export interface RetreatMap {
  readonly areas: readonly RetreatArea[];
}

/** One side as the players describe it before the round. */
export interface SideSetup {
  readonly units: readonly CombatUnit[];
  /** Assets and events in the side's Available box that could be assigned (6.22 / 6.23). */
  readonly available?: readonly CombatAsset[];
  /** The side's forces were in supply at the last supply phase (attacker condition in 6.22). */
  readonly supplied?: boolean;
  /** The side's forces can trace a supply route now (9.31). */
  readonly canTraceSupply?: boolean;
  /** Special actions the side can still spend (8.23 / 8.24). */
  readonly specialActions?: number;
}

/** A unit that may reinforce the battle by special action (8.23). */
export interface ReinforcementCandidate {
  readonly unit: CombatUnit;
  readonly fromArea: string;
  /** The origin area is uncontested (8.23 requires it). */
  readonly fromUncontested: boolean;
}

export interface RoundSetup {
  readonly areaId: string;
  readonly attacker: SideSetup;
  readonly defender: SideSetup;
  /** The defender's defences marker is in the area (5.23). */
  readonly defences?: boolean;
  /** Terrain difficulty number of the area (2.4). */
  readonly terrain?: number;
  /** A river assault marker is in the area (5.35e). */
  readonly riverAssault?: boolean;
  readonly newlyContested: boolean;
  /** Penetration combat phase (7.4): never gives exploitation (6.8). */
  readonly penetration?: boolean;
  /** The defender is only a defended roadblock: this engineer asset (4.35). */
  readonly defendedRoadblock?: CombatAsset;
  /** Extra artillery the scenario lets this defender assign (6.26 / 16.0). */
  readonly extraDefenderArtillery?: number;
  readonly reinforcements?: readonly ReinforcementCandidate[];
  /** 9.34d (FAB rules version 2 on): out-of-supply units take no friendly special action (8.23, 8.24). */
  readonly supplyBarsSpecialActions?: boolean;
  /** 9.34a / 9.34d (FAB rules version 2 on): defenders marked out of supply get no asset and no event. */
  readonly supplyBarsDefenderAssets?: boolean;
  /** Map around the battle, for retreats (6.6). Without it (combat assistant) the players name destinations. */
  readonly map?: RetreatMap;
  readonly edition?: Edition;
  /** The combat table to use; `defaultCombatTable` when omitted. */
  readonly table?: CombatTable;
  readonly dice: DiceState;
  /** Combat assistant: players may type the faces they rolled at the table into ROLL events. */
  readonly typedDice?: boolean;
}

/** A die rolled in the round, with its success number and why. */
export interface Reason {
  /** Rule section or combat-table row, e.g. '5.23', '2.4', '9.33c', 'table:elite'. */
  readonly rule: string;
  /** Stable key for the UI to translate. */
  readonly code: string;
  readonly delta: number;
}

export interface DieResult {
  readonly firer: string;
  readonly successNumber: number;
  readonly reasons: readonly Reason[];
  readonly face: number;
  readonly hit: boolean;
}

/** What kind of firer a row applies to: a unit or battle asset of a class, or an artillery asset. */
export type FirerType = UnitClass | 'artillery';

/** One modifier row. Every condition given must hold; `delta` is added to the success number. */
export interface CombatModifier {
  /** Stable key, used for translation and as the row's identity in the editor. */
  readonly id: string;
  /** Section that justifies the row ('table' for rows that only exist on the table). */
  readonly rule: string;
  readonly delta: number;
  readonly firerQuality?: Quality;
  readonly firerType?: FirerType;
  /** Class of the enemy point unit (6.24). */
  readonly targetClass?: UnitClass;
  /** The target side sits in defences when the dice are rolled (5.23). */
  readonly targetInDefences?: boolean;
  /** Only the attacker's close fire (6.28). */
  readonly attackerCloseFire?: boolean;
  /** Multiply `delta` by the area's terrain difficulty number (2.4). */
  readonly perTerrainPoint?: boolean;
  readonly firerDisordered?: boolean;
  readonly firerUnsupplied?: boolean;
}

export interface CombatTable {
  readonly id: string;
  /** Shown to the players before they roll. */
  readonly label: string;
  /** True for the app's own table; false for a scenario's or an edited one. */
  readonly appDefault: boolean;
  readonly base: number;
  readonly modifiers: readonly CombatModifier[];
}
