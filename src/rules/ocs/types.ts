/**
 * Plain-data shapes of the OCS movement phase. Everything is JSON: a game state can be saved,
 * replayed and compared with `toEqual`.
 */
import type { DiceState } from '../common/dice';
import type { HexKey, SideKey } from './hex';

export type Side = 'A' | 'B';
export type MoveType = 'foot' | 'track' | 'wheeled';
export const MOVE_TYPES: readonly MoveType[] = ['foot', 'track', 'wheeled'];
export type Mode = 'combat' | 'move' | 'strategic' | 'reserve';
export const MODES: readonly Mode[] = ['combat', 'move', 'strategic', 'reserve'];
export type RoadKind = 'road' | 'track' | 'railway';
export const ROAD_KINDS: readonly RoadKind[] = ['road', 'track', 'railway'];
export type Gauge = 'standard' | 'broad';
/** A movement-point cost, or 'P' when the movement type may not go there at all. */
export type Cost = number | 'P';
export type CostRow = Readonly<Record<MoveType, Cost>>;
/**
 * Where the movement phase stands: the state of the phase statechart (machines/ocs/movement-phase.ts), which
 * stores it here and alone decides which segment follows which; the rules only read it.
 */
export type Segment = 'breakout' | 'movement' | 'bombardment' | 'over' | 'finished';

/** The terrain effects chart: scenario data, shown to the players and editable. */
export interface TerrainChart {
  /** 'app' marks the app's own default chart (the seed refers to a chart it does not print). */
  readonly source: 'app' | 'scenario' | 'custom';
  readonly terrain: Readonly<Record<string, CostRow>>;
  /** Extra cost for crossing the hexside; `river` ones are cancelled by a bridge or a pontoon. */
  readonly hexsides: Readonly<Record<string, { readonly cost: CostRow; readonly river: boolean }>>;
  /** Cost per hex when following a road, a track or a railway (terrain and hexsides ignored). */
  readonly roads: Readonly<Record<RoadKind, CostRow>>;
  /** Zones of control: whether entering an enemy one ends the move (the app's default rule). */
  readonly zocStopsMove: boolean;
  /** Supply points a unit that needs fuel pays before it moves at all. */
  readonly fuelSp: number;
  /** Supply points per level built or improved. */
  readonly airbaseSp: number;
  readonly fortSp: number;
  /** Supply points per level of port damage repaired (absent: 1). */
  readonly portSp?: number;
  /** Depot blowing table: percentage destroyed for each d6 face 1..6. */
  readonly depotTable: readonly number[];
}

export interface HexData {
  /** One or more terrain types (keys of the chart); the costliest counts off-road. */
  readonly terrain: readonly string[];
  readonly settlement?: 'village' | 'town' | 'city';
  readonly port?: boolean;
  readonly name?: string;
}

export interface HexsideData {
  readonly feature: string;
  readonly bridge?: boolean;
  readonly pontoon?: boolean;
}

export interface RailData {
  readonly gauge: Gauge;
  readonly double?: boolean;
}

export interface OcsMap {
  readonly width: number;
  readonly height: number;
  readonly hexes: Readonly<Record<HexKey, HexData>>;
  readonly hexsides: Readonly<Record<SideKey, HexsideData>>;
  /** Road or track joining two adjacent hexes (railways are in `rails`). */
  readonly roads: Readonly<Record<SideKey, 'road' | 'track'>>;
  readonly rails: Readonly<Record<SideKey, RailData>>;
}

export interface Unit {
  readonly id: string;
  readonly name: string;
  readonly side: Side;
  /** Combat unit (true) or non-combat unit (false). */
  readonly combat: boolean;
  readonly hq?: boolean;
  readonly moveType: MoveType;
  /** Printed movement allowance on the combat-mode side and on the move-mode side. */
  readonly ma: { readonly combat: number; readonly move: number };
  /** Size in regiment equivalents; a battalion is 0.5. */
  readonly re: number;
  readonly fuel: boolean;
  readonly mode: Mode;
  readonly dg: boolean;
  readonly lowSupply: boolean;
  readonly stepLoss: number;
  readonly engineer: boolean;
  /** Whether the unit can trace supply now (situation data: the seed does not teach tracing). */
  readonly supplied: boolean;
  readonly where: 'map' | 'turn-record' | 'destroyed';
  readonly hex: HexKey | null;
  readonly returnTurn?: number;
}

export interface PhaseMove {
  readonly spent: number;
  readonly hexes: number;
  readonly done: boolean;
  readonly fueled: boolean;
  readonly rail: boolean;
  /** Engineer or fortification work done this phase. */
  readonly worked: boolean;
  readonly breakout: boolean;
}

export interface Depot {
  readonly id: string;
  readonly side: Side;
  readonly hex: HexKey;
  readonly sp: number;
}

export type Note =
  | {
      readonly kind: 'breakout';
      readonly unit: string;
      readonly roll: number;
      readonly success: boolean;
      readonly returnTurn?: number;
    }
  | {
      readonly kind: 'depot';
      readonly depot: string;
      readonly roll: number;
      readonly percent: number;
      readonly destroyed: number;
    }
  | { readonly kind: 'arrive'; readonly unit: string; readonly hex: HexKey };

export interface OcsGame {
  /** The rules version this game plays under (rulings.ts); absent in states built before versions: 1. */
  readonly rulesVersion?: number;
  readonly scenario: { readonly id: string; readonly version: number };
  readonly turn: number;
  readonly lastTurn: number;
  readonly firstSide: Side;
  /** Display names of the two sides (English, for status lines). */
  readonly sideNames: Readonly<Record<Side, string>>;
  readonly player: Side;
  readonly segment: Segment;
  readonly finished: boolean;
  readonly map: OcsMap;
  readonly chart: TerrainChart;
  readonly control: Readonly<Record<HexKey, Side>>;
  readonly units: Readonly<Record<string, Unit>>;
  readonly depots: readonly Depot[];
  readonly airbases: Readonly<Record<HexKey, number>>;
  readonly forts: Readonly<Record<HexKey, number>>;
  /** Damage levels of ports (absent: undamaged). */
  readonly ports: Readonly<Record<HexKey, number>>;
  /** Rail capacity per turn in regiment equivalents, and how much the player in phase has used. */
  readonly railCapacity: Readonly<Record<Side, number>>;
  readonly railUsed: number;
  /** Where units returning from the turn record enter. */
  readonly entry: Readonly<Record<Side, HexKey>>;
  readonly moves: Readonly<Record<string, PhaseMove>>;
  /** Units whose move is under way (another unit starting ends theirs). */
  readonly active: readonly string[];
  /** Construction done this phase per hex: 'airbase' and/or 'fort'. */
  readonly built: Readonly<Record<HexKey, readonly ('airbase' | 'fort' | 'port')[]>>;
  readonly dice: DiceState;
  readonly notes: readonly Note[];
}

/** A scenario as shipped or imported: the map, the chart, the units, depots and works at the start. */
export interface OcsScenarioData {
  readonly id: string;
  readonly version: number;
  readonly lastTurn: number;
  readonly firstSide: Side;
  readonly sideNames?: Readonly<Record<Side, string>>;
  readonly map: OcsMap;
  readonly chart: TerrainChart;
  readonly control: Readonly<Record<HexKey, Side>>;
  readonly units: readonly Unit[];
  readonly depots: readonly Depot[];
  readonly airbases: Readonly<Record<HexKey, number>>;
  readonly forts: Readonly<Record<HexKey, number>>;
  readonly ports?: Readonly<Record<HexKey, number>>;
  readonly railCapacity: Readonly<Record<Side, number>>;
  readonly entry: Readonly<Record<Side, HexKey>>;
}
