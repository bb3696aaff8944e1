/**
 * The shape of a FAB snapshot cache (a serialized FabState, its scenario stored by reference), checked by
 * `restore` before anything is used: a damaged snapshot is refused whole, never half-restored, and the runner
 * rebuilds the state from the log. The scenario itself is checked by the scenarios room (src/app passes the
 * check in); the combat round in progress is checked for its outer shape here and by its machine when used.
 */
import * as v from 'valibot';
import type { ChartValue as ChartValueT } from '../../src/rules/fab/types';
import { DiceStateSchema } from '../validate';

const Side = v.picklist(['blue', 'red']);
const Int = v.pipe(v.number(), v.integer());
const Ids = v.array(v.string());
const SideRecord = <T extends v.GenericSchema>(s: T) => v.object({ blue: s, red: s });

const Unit = v.object({
  id: v.string(),
  where: v.picklist(['map', 'future', 'delayed', 'eliminated']),
  area: v.nullable(v.string()),
  steps: v.pipe(Int, v.minValue(0)),
  order: v.picklist(['good', 'disorder', 'recovery']),
  reserve: v.boolean(),
  exploit: v.boolean(),
  unsupplied: v.boolean(),
  revealed: v.boolean(),
});

const Area = v.object({
  id: v.string(),
  control: Side,
  defences: v.nullable(Side),
  roadblock: v.nullable(v.object({ side: Side, asset: v.optional(v.string()) })),
  riverAssault: v.boolean(),
  newlyContested: v.boolean(),
  unsupplied: v.boolean(),
});

const Boxes = v.object({
  future: Ids,
  cup: Ids,
  available: Ids,
  used: Ids,
  eliminated: Ids,
  map: Ids,
});

const Movement = v.object({
  done: Ids,
  riverCrossings: Ids,
  leftContested: Ids,
  uncontestedAtStart: Ids,
  entries: v.record(
    v.string(),
    v.array(v.object({ unit: v.string(), river: v.boolean(), blown: v.boolean(), from: v.optional(v.string()) })),
  ),
  reservedNow: Ids,
});

/** The turn chart's state value (FabState.chart): a state name, or a parent state and its active child. */
const ChartValue: v.GenericSchema<ChartValueT> = v.union([
  v.string(),
  v.record(
    v.string(),
    v.lazy(() => ChartValue),
  ),
]);

/** Everything of a FabState but the scenario, which a snapshot stores by reference. */
export const FabSnapshotSchema = v.object({
  v: v.literal(1),
  scenario: v.object({ id: v.optional(v.string()), version: v.optional(v.number()) }),
  options: v.object({
    edition: v.picklist(['2016', 'original']),
    hiddenAssets: v.boolean(),
    openTable: v.boolean(),
    combatTable: v.optional(v.unknown()),
  }),
  dice: DiceStateSchema,
  turn: v.pipe(Int, v.minValue(0)),
  phase: v.picklist([
    'setup',
    'reinforcement',
    'admin',
    'operational-movement',
    'strategic-movement',
    'combat',
    'reaction',
    'penetration-movement',
    'penetration-combat',
    'supply',
    'victory-check',
    'game-over',
  ]),
  step: v.string(),
  playerTurn: v.picklist([1, 2]),
  phasing: Side,
  units: v.record(v.string(), Unit),
  areas: v.record(v.string(), Area),
  blownBridges: Ids,
  boxes: SideRecord(Boxes),
  movement: Movement,
  foughtThisPhase: Ids,
  penetrationCombatAreas: Ids,
  activated: Ids,
  intelligence: Ids,
  drawn: SideRecord(Ids),
  vpBonus: SideRecord(v.pipe(v.number(), v.finite())),
  combat: v.nullable(v.looseObject({ area: v.string(), attacker: Side, round: v.looseObject({}) })),
  finished: v.boolean(),
  winner: v.nullable(Side),
  moving: v.nullish(
    v.object({
      unit: v.string(),
      mode: v.picklist(['operational', 'reaction', 'reserve', 'exploit']),
      start: v.string(),
      mpUsed: v.number(),
      entered: Int,
      leftContested: v.boolean(),
      mustStop: v.boolean(),
    }),
  ),
  pendingBridge: v.nullish(
    v.object({
      unit: v.string(),
      from: v.string(),
      to: v.string(),
      boundary: v.string(),
      decider: v.picklist(['enemy', 'mover']),
    }),
  ),
  // 5.3 a path under way (MOVE_ALONG) waiting for a bridge decision; absent in states saved before paths existed
  route: v.nullish(v.object({ unit: v.string(), rest: Ids })),
  // 5.1 a stacking retreat under way at the end of a movement phase (rules version 4 on)
  stacking: v.optional(v.boolean()),
  strategicMoves: v.optional(Int),
  saUnused: v.optional(SideRecord(v.boolean())),
  reclaimed: v.optional(SideRecord(v.boolean())),
  redirected: v.optional(Ids),
  // 2.2 / 6.24 what each side has seen of the other's blocks (state version 5 on)
  seen: v.optional(SideRecord(v.record(v.string(), v.pipe(Int, v.minValue(0))))),
  notes: v.array(
    v.object({ rule: v.string(), code: v.string(), params: v.record(v.string(), v.union([v.string(), v.number()])) }),
  ),
  rulesVersion: v.optional(v.pipe(Int, v.minValue(1))),
  // absent in snapshots saved before the chart's value was stored: `restore` derives it once
  chart: v.optional(ChartValue),
});

/** A snapshot cache as its schema reads it. */
export type FabSnapshot = v.InferInput<typeof FabSnapshotSchema>;
