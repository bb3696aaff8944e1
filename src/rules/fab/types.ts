/**
 * FAB (Fast Action Battles) core types: the scenario data (map, pieces, turn record) and the game state.
 * Everything here is plain JSON data. Section numbers refer to the series rules (Spanish 2016 edition).
 *
 * Ownership: the turn engine owns this file; the combat round (src/rules/fab/combat/) imports it.
 * Changes after the first commit are additive only.
 */
import type { DiceState } from '../common/dice';

// ---------------------------------------------------------------------------------------------------
// Basic vocabulary (2.x)
// ---------------------------------------------------------------------------------------------------

/** The two sides. A scenario gives each a display name and colour (e.g. blue = "Northern League"). */
export type Side = 'blue' | 'red';
export const SIDES: readonly Side[] = ['blue', 'red'];
export function otherSide(s: Side): Side {
  return s === 'blue' ? 'red' : 'blue';
}

/** 2.3 troop quality, shown by the colour of the step pips: red elite, black veteran, white recruit. */
export type Quality = 'elite' | 'veteran' | 'recruit';
/** 2.3 unit class (13.3 says which unit types belong to which class). */
export type UnitClass = 'armor' | 'infantry';
/** 2.3 / 6.5 good order, disorder, recovery (recovery suffers all the effects of disorder). */
export type OrderStatus = 'good' | 'disorder' | 'recovery';
/** 2.2 asset kinds: indirect support, direct support, engineers, command staff (8.3). */
export type AssetKind = 'artillery' | 'battle' | 'engineer' | 'staff';
/** 2.1 status boxes plus the cup; 'future' holds pieces whose turn of entry has not come; 'map' is a
 * piece physically on the map (a defended roadblock's engineer, or an asset committed to a battle). */
export type BoxName = 'future' | 'cup' | 'available' | 'used' | 'eliminated' | 'map';

export type AreaId = string;
export type BoundaryId = string;
export type UnitId = string;
export type AssetId = string;
export type EventId = string;
export type SpecialActionId = string;
export type FormationId = string;

/** Terrain difficulty number (2.4), a modifier against the attacker's close fire (6.28). */
export type TerrainDifficulty = 0 | 1 | 2 | 3;

// ---------------------------------------------------------------------------------------------------
// Scenario data (map and pieces). Exclusive-rules hooks are fields, named by section.
// ---------------------------------------------------------------------------------------------------

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** 2.4 an area: numbered, named space. x/y (0..1000 map units) place its label and blocks; polygon optional. */
export interface AreaDef {
  readonly id: AreaId;
  readonly number: number;
  readonly name: string;
  readonly terrain: TerrainDifficulty;
  readonly x: number;
  readonly y: number;
  readonly polygon?: readonly Point[];
  /** Lettered entry area (4.1c, 14.2): the letter printed beside the map edge. */
  readonly entry?: string;
  /** Victory points for the side that controls the area (19.0). */
  readonly vp?: number;
}

/** 5.31 a boundary between two adjacent areas: open or river; with a road connection (1 MP) or a field
 * connection (2 MP). Every river boundary has a bridge unless a blown-bridge marker lies on it. */
export interface BoundaryDef {
  readonly id: BoundaryId;
  readonly a: AreaId;
  readonly b: AreaId;
  readonly river: boolean;
  readonly road: boolean;
  /** Optional bridge name for the UI. */
  readonly bridge?: string;
}

/** 13.2 higher formations (corps / army HQ) with identification colours and a letter for colour-blind play. */
export interface FormationDef {
  readonly id: FormationId;
  readonly side: Side;
  readonly name: string;
  readonly colour: string;
  readonly letter: string;
}

/** Where and when a reinforcement arrives (4.1c, 14.2): entry letters, e.g. "A" or a range "AC". */
export interface Arrival {
  readonly turn: number;
  readonly entry: string;
  /** Steps on arrival when not full strength. */
  readonly steps?: number;
}

/** A unit block (2.3). `steps[i]` is the troop quality when the unit has i+1 steps, so quality follows the
 * current step value as steps are lost or regained. Full strength is `steps.length`. */
export interface UnitDef {
  readonly id: UnitId;
  readonly side: Side;
  readonly name: string;
  readonly type?: string;
  readonly formation: FormationId;
  readonly class: UnitClass;
  readonly steps: readonly Quality[];
  /** Starting area (set-up) or an arrival as reinforcement; exactly one of the two. */
  readonly start?: AreaId;
  readonly startSteps?: number;
  readonly arrives?: Arrival;
  /** 14.7 reserve eligibility (default true). */
  readonly reserveEligible?: boolean;
}

/** An asset counter (2.2). Battle assets have a class and die to one step loss (6.32). */
export interface AssetDef {
  readonly id: AssetId;
  readonly side: Side;
  readonly name: string;
  readonly kind: AssetKind;
  readonly formation?: FormationId;
  readonly class?: UnitClass;
  readonly quality: Quality;
  /** Turn it enters the cup (4.1d); 0 or absent = in the cup at start. */
  readonly turn?: number;
  /** Where it starts when not in the cup. */
  readonly startBox?: 'available' | 'used' | 'cup';
  /** 6.42c: an asset that may not retreat under the exclusive rules is destroyed instead. */
  readonly cannotRetreat?: boolean;
}

/** What an event does when played for its printed purpose (17.0). */
export type EventEffect =
  /** 8.1 a single-use special action, usable only for units of the event's formation. */
  | { readonly kind: 'special-action' }
  /** Replacement steps for reduced units of the event's formation (or any when no formation). */
  | {
      readonly kind: 'replacements';
      readonly steps: number;
      readonly unitClass?: UnitClass;
      readonly allowElite?: boolean;
    }
  /** Fires like artillery in one battle (the "1 event per battle" of 6.22/6.23). */
  | { readonly kind: 'air-support'; readonly dice: number; readonly quality: Quality }
  /** Draw extra pieces from the cup now. */
  | { readonly kind: 'extra-draw'; readonly count: number }
  /** Return assets from Used to Available. */
  | { readonly kind: 'rally-assets'; readonly count: number }
  /** Immediate victory points. */
  | { readonly kind: 'victory-points'; readonly points: number };

export interface EventDef {
  readonly id: EventId;
  readonly side: Side;
  readonly name: string;
  readonly formation?: FormationId;
  /** Turn it enters the cup (2.2); 0 or absent = in the cup at start. */
  readonly turn?: number;
  readonly effect: EventEffect;
  /** When it may be played for its printed purpose; default admin phase. */
  readonly when?: 'admin' | 'combat' | 'any';
}

/** A reusable special action block (8.1): Available <-> Used, never through the cup. */
export interface SpecialActionDef {
  readonly id: SpecialActionId;
  readonly side: Side;
  readonly name: string;
  /** Turn it becomes available; 0 or absent = at start. */
  readonly turn?: number;
}

/** One line of the turn record (4.2a, 19.0): draws per player turn and sudden-death thresholds. */
export interface TurnRecordEntry {
  readonly turn: number;
  readonly label: string;
  /** Pieces drawn from the cup in each side's admin phase. */
  readonly draws: Readonly<Record<Side, number>>;
  /** Draws in the second player turn's admin phase, when they differ from `draws`. */
  readonly drawsSecond?: Readonly<Record<Side, number>>;
  /** 19.4 a side wins at once when its net VP at this turn's victory check is at least this. */
  readonly suddenDeath?: Partial<Readonly<Record<Side, number>>>;
}

/** Supply source (14.9): an area that supplies a side (optionally only while that side controls it). */
export interface SupplySource {
  readonly side: Side;
  readonly area: AreaId;
  readonly needsControl?: boolean;
}

/** Entry area (14.2): letter -> area, and which side may use it. */
export interface EntryAreaDef {
  readonly letter: string;
  readonly area: AreaId;
  readonly side: Side;
}

/** Combat table (player aid; not printed in the seeds): scenario data, editable per game. The shape is the
 * combat module's (src/rules/fab/combat/table.ts), whose `defaultCombatTable` is the app's own. */
export type { CombatTable } from './combat/table';
import type { CombatTable } from './combat/table';

/** 19.0 victory: area VP (AreaDef.vp) plus VP per enemy step eliminated; net VP = blue - red. */
export interface VictoryRules {
  /** VP scored per enemy unit step eliminated. */
  readonly perStepEliminated?: number;
  /** At game end: the side with net VP above this wins (blue if net > threshold, red otherwise). */
  readonly blueWinsAbove: number;
}

export interface SideDef {
  readonly id: Side;
  readonly name: string;
  readonly colour: string;
}

export interface FabScenario {
  readonly id: string;
  readonly version: number;
  readonly name: string;
  readonly sides: readonly [SideDef, SideDef];
  /** 13.1 first player. */
  readonly firstPlayer: Side;
  readonly turns: number;
  readonly areas: readonly AreaDef[];
  readonly boundaries: readonly BoundaryDef[];
  /** 13.2 */
  readonly formations: readonly FormationDef[];
  readonly units: readonly UnitDef[];
  readonly assets: readonly AssetDef[];
  /** 17.0 */
  readonly events: readonly EventDef[];
  readonly specialActions: readonly SpecialActionDef[];
  /** 14.2 */
  readonly entryAreas: readonly EntryAreaDef[];
  /** 5.21 reserve markers in the game, per side. */
  readonly reserveMarkers: Readonly<Record<Side, number>>;
  /** 14.9 */
  readonly supplySources: readonly SupplySource[];
  /** 24.0 initial control: areas listed per side; areas not listed go to `defaultControl`. */
  readonly initialControl: {
    readonly defaultControl: Side;
    readonly areas: Partial<Readonly<Record<Side, readonly AreaId[]>>>;
  };
  readonly turnRecord: readonly TurnRecordEntry[];
  /** 19.0 / 19.4 */
  readonly victory: VictoryRules;
  /** 16.0 extra artillery dice for certain defenders: formation id -> extra artillery assets allowed. */
  readonly extraDefenderArtillery?: Readonly<Record<FormationId, number>>;
  /** 14.5 extra engineer functions by name (documented per scenario). */
  readonly extraEngineerFunctions?: readonly string[];
  /** 14.8 strategic movement limits: max units per side per strategic phase (absent = no limit). */
  readonly strategicMoveLimit?: Partial<Readonly<Record<Side, number>>>;
  readonly combatTable: CombatTable;
  /** Free text notes shown in the scenario screen. */
  readonly notes?: string;
}

// ---------------------------------------------------------------------------------------------------
// Rules options (stored in the game record)
// ---------------------------------------------------------------------------------------------------

export interface FabOptions {
  /** Spanish 2016 (default) or the earlier French text ("original"). */
  readonly edition: '2016' | 'original';
  /** 10.0 assets and events hidden from the opponent (default open, as printed). */
  readonly hiddenAssets: boolean;
  /** Everything visible to both players (solo, teaching). */
  readonly openTable: boolean;
  /** Optional edited combat table overriding the scenario's. */
  readonly combatTable?: CombatTable;
}

export const DEFAULT_OPTIONS: FabOptions = { edition: '2016', hiddenAssets: false, openTable: false };

// ---------------------------------------------------------------------------------------------------
// Game state
// ---------------------------------------------------------------------------------------------------

/** A unit on the board or off it. */
export interface UnitState {
  readonly id: UnitId;
  /** 'map' with `area`, 'future' (reinforcement not yet in play), 'delayed' (4.1c blocked, arrives next
   * turn), or 'eliminated'. */
  readonly where: 'map' | 'future' | 'delayed' | 'eliminated';
  readonly area: AreaId | null;
  /** Current step value, 1..steps.length. */
  readonly steps: number;
  readonly order: OrderStatus;
  /** 5.21 reserve marker. */
  readonly reserve: boolean;
  /** 6.8 exploitation marker. */
  readonly exploit: boolean;
  /** 9.32 out-of-supply marker. */
  readonly unsupplied: boolean;
  /** Face-up (revealed to the enemy), e.g. in a contested area after a combat round (6.24, 6.29). */
  readonly revealed: boolean;
}

/** Markers and status of one area. */
export interface AreaState {
  readonly id: AreaId;
  /** 2.4 the side that was last sole occupant (control marker, 9.2). */
  readonly control: Side;
  /** 5.23 defences marker, owned by a side. */
  readonly defences: Side | null;
  /** 4.34 / 4.35 roadblock: owner; `asset` is the engineer of a defended roadblock. */
  readonly roadblock: { readonly side: Side; readonly asset?: AssetId } | null;
  /** 5.35e river assault marker. */
  readonly riverAssault: boolean;
  /** 2.4 newly contested: contested now, uncontested just before the movement phase ended. */
  readonly newlyContested: boolean;
  /** 9.32 out-of-supply marker on the area (for its controller). */
  readonly unsupplied: boolean;
}

/** One side's cup and status boxes (2.1): ids of assets, events and reusable special actions. */
export interface SideBoxes {
  readonly future: readonly string[];
  readonly cup: readonly string[];
  readonly available: readonly string[];
  readonly used: readonly string[];
  readonly eliminated: readonly string[];
  /** Assets physically on the map (defended roadblock, committed to a battle). */
  readonly map: readonly string[];
}

/** Phase ids of the turn sequence (3.0). */
export type FabPhase =
  | 'setup'
  | 'reinforcement'
  | 'admin'
  | 'operational-movement'
  | 'strategic-movement'
  | 'combat'
  | 'reaction'
  | 'penetration-movement'
  | 'penetration-combat'
  | 'supply'
  | 'victory-check'
  | 'game-over';

/** Bookkeeping for the current movement phase (5.3x). */
export interface MovementLog {
  /** Units that have finished their move (or held, reserved, built defences) this phase. */
  readonly done: readonly UnitId[];
  /** 5.35c river boundaries already crossed into an enemy-occupied area this phase. */
  readonly riverCrossings: readonly BoundaryId[];
  /** 5.34 units that left a contested area this phase and may not enter or create one. */
  readonly leftContested: readonly UnitId[];
  /** Areas that were uncontested at the start of the phase (to find newly contested areas, 2.4). */
  readonly uncontestedAtStart: readonly AreaId[];
  /** 5.35e per area: units that entered it this phase and whether over a river / a blown bridge. */
  readonly entries: Readonly<
    Record<
      AreaId,
      readonly { readonly unit: UnitId; readonly river: boolean; readonly blown: boolean; readonly from?: AreaId }[]
    >
  >;
  /** 5.21 reserve markers placed this phase. */
  readonly reservedNow: readonly UnitId[];
}

export interface FabState {
  readonly v: 1;
  /** The rules version this game plays under (rulings.ts); absent in states built before versions: 1. */
  readonly rulesVersion?: number;
  readonly scenario: FabScenario;
  readonly options: FabOptions;
  readonly dice: DiceState;
  readonly turn: number;
  /** The phase of the turn (3.0). Derived data: the turn chart's value (`chart`) is the one record of where the
   * game is, and the engine stores the phase and sub-step it stands for (`whereOf`, machines/fab/actor.ts) with
   * every state it makes; kept for the rules' reads and for records saved before the value was stored. */
  readonly phase: FabPhase;
  /** Sub-step inside a phase, derived like `phase`: 4.1 the side whose steps a-c run ('blue' / 'red'), 4.2
   * 'phasing' / 'non-phasing'; '' elsewhere. */
  readonly step: string;
  /** 3.2 / 3.3 first or second player turn. */
  readonly playerTurn: 1 | 2;
  /** The phasing player (3.2). */
  readonly phasing: Side;
  readonly units: Readonly<Record<UnitId, UnitState>>;
  readonly areas: Readonly<Record<AreaId, AreaState>>;
  /** 5.31 boundaries with a blown-bridge marker. */
  readonly blownBridges: readonly BoundaryId[];
  readonly boxes: Readonly<Record<Side, SideBoxes>>;
  /** Units whose arrival is delayed or redirected (4.1c). */
  readonly movement: MovementLog;
  /** Areas that already had a combat round in this combat phase (6.1). */
  readonly foughtThisPhase: readonly AreaId[];
  /** 8.22 areas opened to penetration combat by a special action. */
  readonly penetrationCombatAreas: readonly AreaId[];
  /** 8.21 armor units activated for penetration movement. */
  readonly activated: readonly UnitId[];
  /** 8.32 enemy units revealed by intelligence until the end of the admin phase. */
  readonly intelligence: readonly UnitId[];
  /** 4.2 the pieces each side drew from its cup since the current (or last) admin phase began, in order.
   * Kept in the state so a screen can show the draw without replaying the log. */
  readonly drawn: Readonly<Record<Side, readonly string[]>>;
  /** VP from eliminated steps and events (19.0), per side. */
  readonly vpBonus: Readonly<Record<Side, number>>;
  /** The combat round in progress (owned by src/rules/fab/combat), or null. */
  readonly combat: unknown;
  readonly finished: boolean;
  readonly winner: Side | null;
  /** 5.35a the unit currently moving (units move one at a time), if any. */
  readonly moving?: MovingUnit | null;
  /** 5.35d a bridge-blowing opportunity waiting for a decision. */
  readonly pendingBridge?: PendingBridge | null;
  /** 5.3 / 5.35a the path a unit is moving along (MOVE_ALONG), kept while the move waits for a 5.35d bridge
   * decision so that it goes on after it (also after a reload). Null or absent when no path is under way. */
  readonly route?: MoveRoute | null;
  /** 5.1 / 6.6 (rules version 4 on) a movement phase has ended with an area overstacked: the owner of the excess
   * units is choosing which retreat and where (STACK_RETREAT) before the next phase begins. Absent otherwise. */
  readonly stacking?: boolean;
  /** 14.8 units moved strategically this phase. */
  readonly strategicMoves?: number;
  /** 4.1a per side: the reusable special action stayed unused in Available through the last turn. */
  readonly saUnused?: Readonly<Record<Side, boolean>>;
  /** 4.1a per side: the bonus of 4.1a was taken this reinforcement phase. */
  readonly reclaimed?: Readonly<Record<Side, boolean>>;
  /** 4.1c units redirected by a special action (8.27) this reinforcement phase. */
  readonly redirected?: readonly UnitId[];
  /** Last few things that happened, for the UI log (plain sentences + rule). */
  readonly notes: readonly FabNote[];
  /**
   * 2.2 / 6.24 what each side has seen of the other's blocks: per side, the step value each enemy unit had when
   * that side last saw its label (face up in a combat round, 8.32 intelligence, 6.7 a morale check). Kept so
   * that odds over blocks a side does not see now use what it knows of them, never their current strength.
   * Absent in states saved before it was kept: nothing seen yet.
   */
  readonly seen?: Readonly<Record<Side, Readonly<Record<UnitId, number>>>>;
  /** The turn statechart's state value (machines/fab/turn.ts), stored by the engine with every state it makes.
   * Absent in states saved before it was stored (and in states built directly by `initialState`): the
   * engine derives it once from `phase`/`step` when such a state is restored or first used. */
  readonly chart?: ChartValue;
}

/** A statechart's state value as plain JSON: a state name, or a parent state and its active child. */
export type ChartValue = string | { readonly [state: string]: ChartValue };

/** How a unit is moving (5.22, 7.2, 7.31). */
export type MoveMode = 'operational' | 'reaction' | 'reserve' | 'exploit';

/** 5.35a the unit in motion and what it has spent so far. */
export interface MovingUnit {
  readonly unit: UnitId;
  readonly mode: MoveMode;
  /** Area where the move began. */
  readonly start: AreaId;
  readonly mpUsed: number;
  /** Areas entered so far. */
  readonly entered: number;
  /** 5.34 the unit left a contested area during this move. */
  readonly leftContested: boolean;
  /** 5.35b it entered an area with enemy units or a roadblock and must stop. */
  readonly mustStop: boolean;
}

/** 5.3 a path under way: the unit and the areas it has still to enter, in order (the first is the next). */
export interface MoveRoute {
  readonly unit: UnitId;
  readonly rest: readonly AreaId[];
}

/** 5.35d a unit tries to cross a river into a newly contested area: the enemy may try to blow the bridge;
 * when it is blown the mover decides whether to cross anyway (only when it began the phase adjacent). */
export interface PendingBridge {
  readonly unit: UnitId;
  readonly from: AreaId;
  readonly to: AreaId;
  readonly boundary: BoundaryId;
  /** 'enemy' decides whether to attempt; 'mover' decides whether to cross a bridge just blown. */
  readonly decider: 'enemy' | 'mover';
}

/** A rule note (see `note` in board.ts): rendered per viewer from its code and parameters. */
export interface FabNote {
  readonly rule: string;
  readonly code: string;
  readonly params: Readonly<Record<string, string | number>>;
}
