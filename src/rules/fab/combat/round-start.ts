/**
 * 6.2 building a round from both sides' pieces, and 6.21 the defender's special action (8.23 reinforcement). Part
 * of the combat round (./round.ts).
 */
import { type AssetInRound, type RoundState, type UnitInRound, alive, withLog } from './round-state';
import { type Result, accept, reject } from '../../common/result';
import type { RoundSetup } from './types';
import { defaultCombatTable } from './table';

// ---------------------------------------------------------------------------------------------------
// start

// 6.2 build a round from a plain description of both sides; refuses a round that cannot be fought
export function createRound(setup: RoundSetup): Result<RoundState> {
  const atk = setup.attacker.units;
  const def = setup.defender.units;
  if (atk.length === 0) return reject('6.2', 'A combat round needs at least one attacking unit.', 'combat.noAttacker');
  if (def.length === 0 && !setup.defendedRoadblock) {
    return reject('6.2', 'A combat round needs a defender: a unit or a defended roadblock.', 'combat.noDefender');
  }
  const ids = new Set<string>();
  for (const u of [...atk, ...def]) {
    if (ids.has(u.id)) return reject('6.2', `Two units share the id ${u.id}.`, 'combat.duplicateId', { id: u.id });
    ids.add(u.id);
    if (!Number.isInteger(u.steps) || u.steps < 1 || u.steps > u.qualities.length) {
      return reject('2.3', `Unit ${u.id} must have between 1 and ${u.qualities.length} steps.`, 'combat.badSteps', {
        id: u.id,
      });
    }
  }
  if (atk.some((u) => u.side !== 'attacker') || def.some((u) => u.side !== 'defender')) {
    return reject('6.2', 'Each unit must be listed on its own side.', 'combat.wrongSide');
  }
  if (atk.every((u) => u.order !== 'good')) {
    return reject(
      '9.33d',
      'Disordered units cannot attack, and every attacking unit here is disordered.',
      'combat.allDisordered',
    );
  }
  const table = setup.table ?? defaultCombatTable;
  const units: UnitInRound[] = [...atk, ...def].map((u) => ({
    ...u,
    participating: u.side === 'defender' || u.order === 'good',
    lossesThisRound: 0,
    wasHidden: !!u.hidden,
  }));
  const assets: AssetInRound[] = setup.defendedRoadblock
    ? [{ ...setup.defendedRoadblock, side: 'defender', eliminated: false, roadblock: true }]
    : [];
  return accept({
    areaId: setup.areaId,
    newlyContested: setup.newlyContested,
    penetration: !!setup.penetration,
    riverAssault: !!setup.riverAssault,
    terrain: setup.terrain ?? 0,
    edition: setup.edition ?? 'revised',
    table,
    map: setup.map ?? null,
    typedDice: !!setup.typedDice,
    extraDefenderArtillery: setup.extraDefenderArtillery ?? 0,
    units,
    assets,
    available: { attacker: setup.attacker.available ?? [], defender: setup.defender.available ?? [] },
    supply: {
      attackerSupplied: setup.attacker.supplied !== false,
      attackerCanTrace: setup.attacker.canTraceSupply !== false,
      defenderCanTrace: setup.defender.canTraceSupply !== false,
    },
    specialActions: { defender: setup.defender.specialActions ?? 0, used: 0 },
    reinforcements: setup.reinforcements ?? [],
    defences: !!setup.defences,
    defencesRemoved: 'no',
    point: { attacker: null, defender: null },
    originalDefenderPoint: null,
    revealed: [],
    dice: setup.dice,
    lastFire: null,
    fired: [],
    allocation: null,
    withdrew: false,
    aborted: false,
    wipedByArtillery: false,
    overwhelmed: false,
    exploitation: 'none',
    morale: [],
    log: [{ rule: '6.2', code: 'combat.start', params: { area: setup.areaId } }],
  });
}

// ---------------------------------------------------------------------------------------------------
// 6.21 defender's special action

export function isRoadblockOnly(r: RoundState): boolean {
  return r.assets.some((a) => a.roadblock) && r.units.every((u) => u.side !== 'defender');
}

// 8.23 reinforce the battle with a good-order unit from an adjacent uncontested area
export function reinforce(r: RoundState, unitId: string): Result<RoundState> {
  if (isRoadblockOnly(r))
    return reject(
      '4.35',
      'A defended roadblock cannot be reinforced by special action.',
      'combat.roadblockNoReinforce',
    );
  if (r.specialActions.used >= r.specialActions.defender) {
    return reject('8.23', 'The defender has no special action left to spend.', 'combat.noSpecialAction');
  }
  const c = r.reinforcements.find((x) => x.unit.id === unitId);
  if (!c)
    return reject(
      '8.23',
      'That unit is not in an adjacent area that could reinforce this battle.',
      'combat.notCandidate',
      { unit: unitId },
    );
  if (r.units.some((u) => u.id === unitId))
    return reject('8.23', 'That unit is already in the battle.', 'combat.alreadyIn');
  if (!c.fromUncontested)
    return reject('8.23', 'Reinforcements must come from an uncontested area.', 'combat.fromContested');
  if (c.unit.order !== 'good')
    return reject('8.23', 'Only a unit in good order may reinforce.', 'combat.reinforceDisordered');
  if (c.unit.side !== 'defender')
    return reject('8.23', 'Only the defender may reinforce a battle.', 'combat.reinforceAttacker');
  if (r.units.filter((u) => u.side === 'defender' && alive(u)).length >= 2) {
    return reject('5.1', 'The area already holds two defending units; a third would overstack it.', 'combat.overstack');
  }
  const unit: UnitInRound = {
    ...c.unit,
    participating: true,
    lossesThisRound: 0,
    wasHidden: !!c.unit.hidden,
    reinforcedFrom: c.fromArea,
  };
  return accept(
    withLog(
      { ...r, units: [...r.units, unit], specialActions: { ...r.specialActions, used: r.specialActions.used + 1 } },
      { rule: '8.23', code: 'combat.reinforced', params: { unit: unitId, from: c.fromArea } },
    ),
  );
}
