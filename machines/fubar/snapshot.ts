/**
 * The shape of a FUBAR snapshot cache (`{ value, ctx, history }`), checked by `restore` before anything is used:
 * a damaged snapshot is refused whole with the path of its first bad field, never half-restored. A snapshot of
 * state version 1 (where the rules kept `ctx.resume`) is still read: its `resume` becomes the chart's history.
 */
import * as v from 'valibot';
import { ACTION_IDS, ARMOUR_TYPES, TRAINING_LEVELS, VEHICLE_ARMOURS, WEAPON_IDS } from '../../src/rules/fubar/tables';
import { DiceStateSchema } from '../validate';
import type { FightStep, FubarPhase } from './turn';

const Int = v.pipe(v.number(), v.integer());
const Count = v.pipe(Int, v.minValue(0));
const Side = v.picklist([0, 1]);
const Weapon = v.picklist(WEAPON_IDS);

const Figure = v.object({
  id: v.string(),
  name: v.string(),
  weapons: v.array(Weapon),
  armour: v.picklist(ARMOUR_TYPES),
  status: v.picklist(['ok', 'suppressed', 'casualty']),
  noFire: v.boolean(),
  fired: v.boolean(),
});

const Vehicle = v.object({
  armour: v.picklist(VEHICLE_ARMOURS),
  tank: v.boolean(),
  crew: Count,
  weapons: v.array(Weapon),
  lost: v.array(v.boolean()),
  fired: v.array(v.boolean()),
  immobilised: v.boolean(),
  stunned: v.boolean(),
  destroyed: v.boolean(),
  crewEscaped: Count,
  crewLost: Count,
});

const Unit = v.object({
  id: v.string(),
  side: Side,
  name: v.string(),
  kind: v.picklist(['infantry', 'vehicle']),
  training: v.picklist(TRAINING_LEVELS),
  figures: v.array(Figure),
  vehicle: v.nullable(Vehicle),
  tried: v.boolean(),
  activated: v.boolean(),
  overwatch: v.boolean(),
  overwatchUsed: v.boolean(),
  action: v.nullable(v.picklist(ACTION_IDS)),
  posture: v.picklist(['none', 'take-cover', 'go-to-ground']),
  aimedAt: v.nullable(v.string()),
  crewOf: v.optional(v.string()),
});

const Pending = v.variant('kind', [
  v.object({
    kind: v.literal('hits'),
    unit: v.string(),
    hits: Count,
    allowSuppress: v.boolean(),
    rule: v.picklist(['shooting', 'melee']),
  }),
  v.object({ kind: v.literal('weapon-loss'), unit: v.string(), count: Count }),
]);

const LogRoll = v.object({
  die: Int,
  need: Int,
  mods: v.array(v.object({ key: v.string(), value: v.number() })),
  total: v.number(),
  ok: v.boolean(),
  natural: v.optional(v.picklist(['six', 'one'])),
  label: v.string(),
});

const LogEntry = v.object({
  turn: Int,
  kind: v.picklist([
    'initiative',
    'activation',
    'action',
    'shooting',
    'allocation',
    'melee',
    'damage',
    'weapon-lost',
    'turn',
    'end',
  ]),
  side: v.nullable(Side),
  unit: v.optional(v.string()),
  target: v.optional(v.string()),
  rolls: v.array(LogRoll),
  params: v.record(v.string(), v.union([v.string(), v.number()])),
});

const SideInfo = v.object({ name: v.string(), initiativeModifier: Int });

const Ctx = v.object({
  sides: v.tuple([SideInfo, SideInfo]),
  units: v.array(Unit),
  turn: v.pipe(Int, v.minValue(1)),
  turnLimit: v.nullable(Int),
  initiative: v.nullable(Side),
  lastInitiative: v.nullable(v.tuple([Int, Int])),
  active: v.nullable(v.string()),
  lastActivation: v.nullable(v.object({ unit: v.string(), ok: v.boolean() })),
  pending: v.array(Pending),
  engagements: v.array(v.object({ id: v.string(), a: v.string(), b: v.string(), lastFought: Int })),
  nextEngagement: Int,
  dice: DiceStateSchema,
  log: v.array(LogEntry),
  winner: v.nullable(Side),
  ended: v.boolean(),
  rulesVersion: v.optional(v.pipe(Int, v.minValue(1))),
  /** State version 1 only: the step to resume after a fight, now the chart's history. */
  resume: v.optional(v.picklist(['shooting', 'moving', 'melee', 'done'])),
});

/** The stored snapshot: the chart's state value (a top step, or a step inside `fighting`), context, history. */
export function fubarSnapshotSchema(top: readonly Exclude<FubarPhase, FightStep>[], fight: readonly FightStep[]) {
  return v.object({
    value: v.union([v.picklist(top), v.object({ fighting: v.picklist(fight) })]),
    ctx: Ctx,
    history: v.optional(v.picklist(fight)),
  });
}

/** A snapshot cache as its schema reads it. */
export type FubarSnapshot = v.InferInput<ReturnType<typeof fubarSnapshotSchema>>;
