/**
 * The combat assistant: players of the physical game describe one battle in plain terms and the app runs
 * the round (6.2) for them, with the app's seeded dice, a scripted list, or the faces they roll and type.
 */
import { accept, reject, type Result } from '../../common/result';
import { createDice, type DiceSpec } from '../../common/dice';
import type { CombatTable } from './table';
import type { CombatAsset, CombatSide, CombatUnit, Edition, Quality, RetreatMap, RoundSetup, UnitClass } from './types';

export interface AssistantUnit {
  readonly id: string;
  readonly name?: string;
  readonly unitClass: UnitClass;
  readonly formation: string;
  /** Quality of each step, weakest first (index 0 = one step left). */
  readonly qualities: readonly Quality[];
  /** Current steps; full strength when omitted. */
  readonly steps?: number;
  readonly disordered?: boolean;
  readonly recovering?: boolean;
  readonly unsupplied?: boolean;
  /** For river assaults: the area the unit crossed from. */
  readonly crossedFrom?: string;
}

export interface AssistantSide {
  readonly units: readonly AssistantUnit[];
  readonly assets?: readonly CombatAsset[];
  /** In supply (both: at the last supply phase and tracing now). Default true. */
  readonly supplied?: boolean;
  readonly specialActions?: number;
}

export interface AssistantBattle {
  readonly area?: string;
  readonly attacker: AssistantSide;
  readonly defender: AssistantSide;
  readonly defences?: boolean;
  readonly terrain?: number;
  readonly riverAssault?: boolean;
  readonly newlyContested?: boolean;
  readonly penetration?: boolean;
  readonly defendedRoadblock?: CombatAsset;
  readonly extraDefenderArtillery?: number;
  readonly edition?: Edition;
  readonly table?: CombatTable;
  /** Optional map for retreat destinations; without it the players name the areas. */
  readonly map?: RetreatMap;
  /** 'typed': players roll at the table and type the faces into each roll. */
  readonly dice: DiceSpec | 'typed';
}

function toUnit(u: AssistantUnit, side: CombatSide, newly: boolean): CombatUnit {
  return {
    id: u.id,
    ...(u.name ? { name: u.name } : {}),
    side,
    formation: u.formation,
    unitClass: u.unitClass,
    qualities: u.qualities,
    steps: u.steps ?? u.qualities.length,
    order: u.disordered ? 'disordered' : u.recovering ? 'recovering' : 'good',
    unsupplied: !!u.unsupplied,
    hidden: newly,
    ...(u.crossedFrom ? { enteredFrom: u.crossedFrom } : {}),
  };
}

// 6.2 build a combat round's setup from a plain description of a battle at the table
export function assistantSetup(b: AssistantBattle): Result<RoundSetup> {
  if (b.terrain !== undefined && (!Number.isInteger(b.terrain) || b.terrain < 0)) {
    return reject('2.4', 'The terrain difficulty number is a whole number, 0 or more.', 'combat.badTerrain');
  }
  for (const u of [...b.attacker.units, ...b.defender.units]) {
    if (u.qualities.length === 0)
      return reject('2.3', `Give ${u.id} at least one step.`, 'combat.noSteps', { id: u.id });
  }
  const newly = b.newlyContested ?? true;
  return accept({
    areaId: b.area ?? 'battle',
    attacker: {
      units: b.attacker.units.map((u) => toUnit(u, 'attacker', newly)),
      available: b.attacker.assets ?? [],
      supplied: b.attacker.supplied !== false,
      canTraceSupply: b.attacker.supplied !== false,
    },
    defender: {
      units: b.defender.units.map((u) => toUnit(u, 'defender', newly)),
      available: b.defender.assets ?? [],
      canTraceSupply: b.defender.supplied !== false,
      specialActions: b.defender.specialActions ?? 0,
    },
    defences: !!b.defences,
    terrain: b.terrain ?? 0,
    riverAssault: !!b.riverAssault,
    newlyContested: newly,
    penetration: !!b.penetration,
    ...(b.defendedRoadblock ? { defendedRoadblock: b.defendedRoadblock } : {}),
    extraDefenderArtillery: b.extraDefenderArtillery ?? 0,
    ...(b.map ? { map: b.map } : {}),
    edition: b.edition ?? 'revised',
    ...(b.table ? { table: b.table } : {}),
    dice: b.dice === 'typed' ? createDice({ kind: 'scripted', rolls: [] }) : createDice(b.dice),
    typedDice: b.dice === 'typed',
    // the assistant plays the current rules: 9.34a / 9.34d for units marked out of supply (FAB rules version 2)
    supplyBarsSpecialActions: true,
    supplyBarsDefenderAssets: true,
  });
}
