/**
 * The shape of an OCS snapshot cache (a serialized OcsGame), checked by `restore` before anything is used: a
 * damaged snapshot is refused whole with the path of its first bad field, never half-restored. The terrain
 * chart inside is checked by the rules' own chart check (src/rules/ocs/chart.ts).
 */
import * as v from 'valibot';
import { MODES, MOVE_TYPES, type Segment } from '../../src/rules/ocs/types';
import { DiceStateSchema } from '../validate';

const Side = v.picklist(['A', 'B']);
const Int = v.pipe(v.number(), v.integer());
const Num = v.pipe(v.number(), v.finite());
const BySide = <T extends v.GenericSchema>(s: T) => v.object({ A: s, B: s });

const Unit = v.object({
  id: v.string(),
  name: v.string(),
  side: Side,
  combat: v.boolean(),
  hq: v.optional(v.boolean()),
  moveType: v.picklist(MOVE_TYPES),
  ma: v.object({ combat: Num, move: Num }),
  re: Num,
  fuel: v.boolean(),
  mode: v.picklist(MODES),
  dg: v.boolean(),
  lowSupply: v.boolean(),
  stepLoss: Int,
  engineer: v.boolean(),
  supplied: v.boolean(),
  where: v.picklist(['map', 'turn-record', 'destroyed']),
  hex: v.nullable(v.string()),
  returnTurn: v.optional(Int),
});

const Map = v.object({
  width: v.pipe(Int, v.minValue(1)),
  height: v.pipe(Int, v.minValue(1)),
  hexes: v.record(v.string(), v.looseObject({ terrain: v.array(v.string()) })),
  hexsides: v.record(v.string(), v.looseObject({ feature: v.string() })),
  roads: v.record(v.string(), v.picklist(['road', 'track'])),
  rails: v.record(v.string(), v.looseObject({ gauge: v.picklist(['standard', 'broad']) })),
});

const Note = v.variant('kind', [
  v.object({
    kind: v.literal('breakout'),
    unit: v.string(),
    roll: Int,
    success: v.boolean(),
    returnTurn: v.optional(Int),
  }),
  v.object({ kind: v.literal('depot'), depot: v.string(), roll: Int, percent: Num, destroyed: Num }),
  v.object({ kind: v.literal('arrive'), unit: v.string(), hex: v.string() }),
]);

/** The snapshot's shape; `segments` are the phase chart's states (its stored value), read from the chart. */
export const ocsSnapshotSchema = (segments: readonly Segment[]) =>
  v.object({
    scenario: v.object({ id: v.string(), version: Int }),
    turn: Int,
    lastTurn: Int,
    firstSide: Side,
    sideNames: BySide(v.string()),
    player: Side,
    segment: v.picklist(segments),
    finished: v.boolean(),
    map: Map,
    chart: v.looseObject({}),
    control: v.record(v.string(), Side),
    units: v.record(v.string(), Unit),
    depots: v.array(v.object({ id: v.string(), side: Side, hex: v.string(), sp: Num })),
    airbases: v.record(v.string(), Int),
    forts: v.record(v.string(), Int),
    ports: v.record(v.string(), Int),
    railCapacity: BySide(Num),
    railUsed: Num,
    entry: BySide(v.string()),
    moves: v.record(
      v.string(),
      v.object({
        spent: Num,
        hexes: Int,
        done: v.boolean(),
        fueled: v.boolean(),
        rail: v.boolean(),
        worked: v.boolean(),
        breakout: v.boolean(),
      }),
    ),
    active: v.array(v.string()),
    built: v.record(v.string(), v.array(v.picklist(['airbase', 'fort', 'port']))),
    dice: DiceStateSchema,
    notes: v.array(Note),
    rulesVersion: v.optional(v.pipe(Int, v.minValue(1))),
  });
