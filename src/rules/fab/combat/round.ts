/**
 * The FAB combat round (6.2) as pure functions over a plain `RoundState`. The statechart in
 * machines/fab/combat-round.ts decides *when* each of these may happen (which step of 6.21-6.29 the
 * round is in); these functions decide *whether* the request is legal and *what it does*. Each returns
 * the whole new state or a Rejection citing the rule, never a half-applied state.
 */
import { accept, reject, type Rejection, type Result } from '../../common/result';
import { roll, type DiceState } from '../../common/dice';
import { defaultCombatTable, isSuccess, successNumber, type CombatTable, type Firer, type FireContext } from './table';
import { hitDistribution, chanceAbortDecision, type HitOdds } from './odds';
import { moraleCheck, type MoraleResult } from './morale';
import { retreatOptions } from './retreat';
import type {
  CombatAsset,
  CombatSide,
  CombatUnit,
  DieResult,
  Edition,
  Quality,
  Reason,
  ReinforcementCandidate,
  RetreatMap,
  RoundSetup,
  UnitClass,
} from './types';

export type FireStep = 'attackerArtillery' | 'defenderArtillery' | 'defensiveCloseFire' | 'offensiveCloseFire';

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

const other = (s: CombatSide): CombatSide => (s === 'attacker' ? 'defender' : 'attacker');

export function currentQuality(u: CombatUnit): Quality {
  return u.qualities[Math.max(0, Math.min(u.qualities.length, u.steps) - 1)] ?? 'veteran';
}

const alive = (u: UnitInRound) => u.steps > 0;
const isBattleAsset = (a: CombatAsset) => a.kind === 'battle' || a.kind === 'engineer';

/** Units of a side still in the fight (attackers disordered at the start never fight, 6.2). */
export function activeUnits(r: Pick<RoundState, 'units'>, side: CombatSide): UnitInRound[] {
  return r.units.filter((u) => u.side === side && alive(u) && u.participating);
}

/** Battle assets (engineers included) of a side that are still alive. */
export function activeBattleAssets(r: Pick<RoundState, 'assets'>, side: CombatSide): AssetInRound[] {
  return r.assets.filter((a) => a.side === side && !a.eliminated && isBattleAsset(a));
}

function withLog(r: RoundState, ...entries: LogEntry[]): RoundState {
  return { ...r, log: [...r.log, ...entries] };
}

function findPieceClass(r: RoundState, id: string | null): UnitClass | null {
  if (!id) return null;
  const u = r.units.find((x) => x.id === id);
  if (u) return u.unitClass;
  const a = r.assets.find((x) => x.id === id);
  return a ? (a.unitClass ?? 'infantry') : null;
}

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

export type Destinations = Readonly<Record<string, string | null>>;

interface RetreatPlan {
  readonly moves: Record<string, { to: string; path: string[] } | { stuck: true }>;
}

/**
 * 6.6 check the destinations chosen for retreating units, one unit at a time (earlier arrivals count for
 * stacking). A unit with no legal destination is `stuck`; `allowStuck` false refuses that.
 */
export function planRetreat(
  r: RoundState,
  side: CombatSide,
  unitIds: readonly string[],
  destinations: Destinations,
  opts: { allowStuck: boolean; riverBack?: boolean },
): Result<RetreatPlan> {
  const moves: RetreatPlan['moves'] = {};
  const arrived: Record<string, number> = {};
  for (const id of unitIds) {
    const u = r.units.find((x) => x.id === id)!;
    const wanted = destinations[id];
    if (!r.map) {
      // combat assistant without a map: the players name the area (or null when the unit cannot retreat)
      if (wanted === null || wanted === undefined || wanted === '') {
        if (!opts.allowStuck)
          return reject('6.6', `Name the area ${id} retreats to.`, 'combat.retreatNeedsArea', { unit: id });
        moves[id] = { stuck: true };
      } else moves[id] = { to: wanted, path: [wanted] };
      continue;
    }
    const options = retreatOptions({
      map: r.map,
      side,
      origin: r.areaId,
      arrived,
      edition: r.edition,
      ...(opts.riverBack
        ? u.enteredFrom
          ? { firstStepOnlyTo: [u.enteredFrom] }
          : { firstStepAcrossRiverOnly: true }
        : {}),
    });
    if (options.length === 0) {
      if (!opts.allowStuck)
        return reject('6.6', `${id} has no friendly uncontested area to retreat into.`, 'combat.cannotRetreat', {
          unit: id,
        });
      moves[id] = { stuck: true };
      continue;
    }
    const pick = wanted ? options.find((o) => o.to === wanted) : options.length === 1 ? options[0] : undefined;
    if (!pick) {
      return reject(
        '6.6',
        `${id} must retreat to one of: ${options.map((o) => o.to).join(', ')}.`,
        'combat.badRetreat',
        {
          unit: id,
          options: options.map((o) => o.to).join(', '),
        },
      );
    }
    moves[id] = { to: pick.to, path: [...pick.path] };
    arrived[pick.to] = (arrived[pick.to] ?? 0) + 1;
  }
  return accept({ moves });
}

// 6.6 legal destinations for each retreating unit of a side now (in unit order, earlier ones placed first)
export function retreatChoices(r: RoundState, side: CombatSide, riverBack = false): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  if (!r.map) return out;
  const arrived: Record<string, number> = {};
  for (const u of r.units.filter((x) => x.side === side && alive(x) && x.participating)) {
    const opts = retreatOptions({
      map: r.map,
      side,
      origin: r.areaId,
      arrived,
      edition: r.edition,
      ...(riverBack ? (u.enteredFrom ? { firstStepOnlyTo: [u.enteredFrom] } : { firstStepAcrossRiverOnly: true }) : {}),
    });
    out[u.id] = opts.map((o) => o.to);
    if (opts[0]) arrived[opts[0].to] = (arrived[opts[0].to] ?? 0) + 1;
  }
  return out;
}

function applyRetreat(units: readonly UnitInRound[], plan: RetreatPlan, disorder: boolean): UnitInRound[] {
  return units.map((u) => {
    const m = plan.moves[u.id];
    if (!m) return u;
    if ('stuck' in m) {
      // 6.6 a unit with nowhere to retreat stays and takes a step loss instead (read as one loss per unit)
      const steps = Math.max(0, u.steps - 1);
      return { ...u, steps, lossesThisRound: u.lossesThisRound + 1, retreat: m };
    }
    return { ...u, retreat: m, order: disorder ? 'disordered' : u.order };
  });
}

// 8.24 / 6.21 the defender withdraws every unit by special action (no disorder); the round ends
export function withdraw(r: RoundState, destinations: Destinations): Result<RoundState> {
  if (isRoadblockOnly(r))
    return reject('4.35', 'A defended roadblock cannot withdraw by special action.', 'combat.roadblockNoWithdraw');
  if (r.specialActions.used >= r.specialActions.defender) {
    return reject('8.24', 'The defender has no special action left to spend.', 'combat.noSpecialAction');
  }
  if (r.units.some((u) => u.reinforcedFrom)) {
    return reject(
      '6.21',
      'The defender chose to reinforce this battle and cannot also withdraw from it.',
      'combat.reinforcedNoWithdraw',
    );
  }
  const ids = activeUnits(r, 'defender').map((u) => u.id);
  const plan = planRetreat(r, 'defender', ids, destinations, { allowStuck: false });
  if (!plan.ok) return plan;
  return accept(
    withLog(
      {
        ...r,
        units: applyRetreat(r.units, plan.value, false),
        withdrew: true,
        specialActions: { ...r.specialActions, used: r.specialActions.used + 1 },
      },
      { rule: '8.24', code: 'combat.withdrew' },
    ),
  );
}

// ---------------------------------------------------------------------------------------------------
// 6.22 / 6.23 assets

function formationsOf(r: RoundState, side: CombatSide): string[] {
  const fs = new Set<string>();
  for (const u of activeUnits(r, side)) fs.add(u.formation);
  if (fs.size === 0) for (const a of r.assets) if (a.side === side && a.roadblock) fs.add(a.formation);
  return [...fs];
}

// 6.22 / 6.23 / 4.35 check a side's asset assignment against supply and every limit, then place them
export function assignAssets(r: RoundState, side: CombatSide, assetIds: readonly string[]): Result<RoundState> {
  const rule = side === 'attacker' ? '6.22' : '6.23';
  const pool = r.available[side];
  const chosen: CombatAsset[] = [];
  const seen = new Set<string>();
  for (const id of assetIds) {
    if (seen.has(id)) return reject(rule, `Asset ${id} is listed twice.`, 'combat.assetTwice', { asset: id });
    seen.add(id);
    const a = pool.find((x) => x.id === id);
    if (!a) return reject(rule, `Asset ${id} is not in the Available box.`, 'combat.assetNotAvailable', { asset: id });
    chosen.push(a);
  }
  if (chosen.length === 0) return accept(withLog(r, { rule, code: 'combat.noAssets', params: { side } }));
  if (side === 'attacker') {
    if (
      !r.supply.attackerSupplied ||
      !r.supply.attackerCanTrace ||
      activeUnits(r, 'attacker').some((u) => u.unsupplied)
    ) {
      return reject(
        '6.22',
        'The attacking forces are not in supply, so no assets may be assigned to them.',
        'combat.assetsNeedSupply',
      );
    }
  } else if (!r.supply.defenderCanTrace) {
    return reject(
      '6.23',
      'The defenders cannot trace a supply route now, so no assets may be assigned to them.',
      'combat.assetsNeedSupply',
    );
  }
  const formations = formationsOf(r, side);
  const count = (kind: (a: CombatAsset) => boolean, f?: string) =>
    chosen.filter((a) => kind(a) && (f === undefined || a.formation === f)).length;
  const isArt = (a: CombatAsset) => a.kind === 'artillery';
  const isEvent = (a: CombatAsset) => a.kind === 'event';
  const foreign = chosen.find((a) => !formations.includes(a.formation));
  if (foreign) {
    return reject(
      rule,
      `Asset ${foreign.id} belongs to a formation that has no unit in this battle.`,
      'combat.assetFormation',
      { asset: foreign.id },
    );
  }
  const original = r.edition === 'original';
  if (side === 'defender' && isRoadblockOnly(r)) {
    if (chosen.some((a) => !isArt(a)) || chosen.length > 1) {
      return reject(
        '4.35',
        'A defended roadblock may only receive one artillery asset of its own formation.',
        'combat.roadblockAssets',
      );
    }
  } else if (formations.length > 1) {
    if (chosen.some((a) => !isArt(a))) {
      return reject(
        rule,
        'With units of several formations, only artillery assets may be assigned.',
        'combat.mixedOnlyArtillery',
      );
    }
    if (side === 'attacker') {
      const cap = original ? 2 : 1;
      for (const f of formations) {
        if (count(isArt, f) > cap) {
          return reject(
            '6.22',
            `With units of several formations, at most ${cap} artillery asset(s) per formation may be assigned.`,
            'combat.mixedArtilleryCap',
            { cap },
          );
        }
      }
    } else if (chosen.length > 1 + r.extraDefenderArtillery) {
      return reject(
        '6.23',
        'With defending units of several formations, only one artillery asset may be assigned in all.',
        'combat.mixedArtilleryCap',
        { cap: 1 },
      );
    }
  } else {
    const artCap = side === 'attacker' ? 2 : 1 + r.extraDefenderArtillery;
    const battleCap = original ? Infinity : side === 'attacker' ? 8 : 5;
    if (count(isArt) > artCap)
      return reject(rule, `At most ${artCap} artillery asset(s) may be assigned.`, 'combat.artilleryCap', {
        cap: artCap,
      });
    if (count(isEvent) > 1) return reject(rule, 'At most one event may be assigned to a battle.', 'combat.eventCap');
    if (count(isBattleAsset) > battleCap) {
      return reject(rule, `At most ${battleCap} battle assets may be assigned.`, 'combat.battleCap', {
        cap: battleCap,
      });
    }
  }
  const placed: AssetInRound[] = chosen.map((a) => ({ ...a, side, eliminated: false }));
  return accept(
    withLog(
      {
        ...r,
        assets: [...r.assets, ...placed],
        available: { ...r.available, [side]: pool.filter((a) => !seen.has(a.id)) },
      },
      { rule, code: 'combat.assetsAssigned', params: { side, assets: assetIds.join(',') } },
    ),
  );
}

// ---------------------------------------------------------------------------------------------------
// 6.24 point units

// 6.24 / 8.23 the pieces a side may designate as its point unit now
export function pointCandidates(
  r: Pick<RoundState, 'units' | 'assets' | 'originalDefenderPoint'>,
  side: CombatSide,
): string[] {
  const units = activeUnits(r, side);
  if (units.length > 0) {
    if (side === 'defender') {
      const origGone = r.originalDefenderPoint !== null && !units.some((u) => u.id === r.originalDefenderPoint);
      const native = units.filter((u) => !u.reinforcedFrom);
      if (!origGone && native.length > 0) return native.map((u) => u.id);
    }
    return units.map((u) => u.id);
  }
  return activeBattleAssets(r, side).map((a) => a.id);
}

/** The side whose point unit must be (re)designated now, defender first (6.24 / 6.25 / 6.26). */
export function pointNeeded(r: RoundState): CombatSide | null {
  for (const side of ['defender', 'attacker'] as const) {
    const p = r.point[side];
    const stillThere = p !== null && pointCandidatesAll(r, side).includes(p);
    if (!stillThere && pointCandidates(r, side).length > 0) return side;
  }
  return null;
}

function pointCandidatesAll(r: RoundState, side: CombatSide): string[] {
  return [...activeUnits(r, side).map((u) => u.id), ...activeBattleAssets(r, side).map((a) => a.id)];
}

// 6.24 designate a side's point unit (a unit unless none is present)
export function designatePoint(r: RoundState, side: CombatSide, id: string): Result<RoundState> {
  const c = pointCandidates(r, side);
  if (!c.includes(id)) {
    const why = r.units.some((u) => u.id === id && u.reinforcedFrom)
      ? 'A reinforcing unit may only lead once the original point unit is eliminated (8.23).'
      : 'The point unit must be one of your units in the battle (an asset only when no unit is present).';
    return reject(r.units.some((u) => u.id === id && u.reinforcedFrom) ? '8.23' : '6.24', why, 'combat.badPoint', {
      id,
    });
  }
  const first = side === 'defender' && r.originalDefenderPoint === null;
  return accept(
    withLog(
      { ...r, point: { ...r.point, [side]: id }, originalDefenderPoint: first ? id : r.originalDefenderPoint },
      { rule: '6.24', code: 'combat.point', params: { side, id } },
    ),
  );
}

// 6.24 once both point units are named, every hidden unit in the battle is turned face up
export function revealAll(r: RoundState): RoundState {
  const toReveal = r.units.filter((u) => u.hidden && alive(u) && !u.retreat).map((u) => u.id);
  return withLog(
    {
      ...r,
      units: r.units.map((u) => (toReveal.includes(u.id) ? { ...u, hidden: false } : u)),
      revealed: [...r.revealed, ...toReveal],
    },
    { rule: '6.24', code: 'combat.revealed', params: { count: toReveal.length } },
  );
}

// ---------------------------------------------------------------------------------------------------
// fire

export const FIRING_SIDE: Readonly<Record<FireStep, CombatSide>> = {
  attackerArtillery: 'attacker',
  defenderArtillery: 'defender',
  defensiveCloseFire: 'defender',
  offensiveCloseFire: 'attacker',
};

export interface PlannedDie {
  readonly firer: string;
  readonly successNumber: number;
  readonly reasons: readonly Reason[];
}

function firersFor(r: RoundState, step: FireStep): Firer[] {
  const side = FIRING_SIDE[step];
  if (step === 'attackerArtillery' || step === 'defenderArtillery') {
    const out: Firer[] = [];
    for (const a of r.assets) {
      if (a.side !== side || a.eliminated) continue;
      // artillery rolls one die; an event with a fire effect (17.0) rolls its own dice with the artillery
      const n = a.kind === 'artillery' ? 1 : a.kind === 'event' ? (a.dice ?? 0) : 0;
      for (let k = 0; k < n; k++)
        out.push({
          id: a.id,
          type: 'artillery',
          quality: a.quality ?? 'veteran',
          disordered: false,
          unsupplied: false,
        });
    }
    return out;
  }
  const out: Firer[] = [];
  for (const u of activeUnits(r, side)) {
    // 6.27 / 6.28 one die per step the unit has
    for (let s = 0; s < u.steps; s++) {
      out.push({
        id: u.id,
        type: u.unitClass,
        quality: currentQuality(u),
        disordered: u.order !== 'good',
        unsupplied: !!u.unsupplied,
      });
    }
  }
  for (const a of activeBattleAssets(r, side)) {
    if (a.removedDefences) continue;
    out.push({
      id: a.id,
      type: a.unitClass ?? 'infantry',
      quality: a.quality ?? 'veteran',
      disordered: false,
      unsupplied: false,
    });
  }
  return out;
}

// 6.25-6.28 the dice a fire step will roll now, each with its success number and the reasons for it
export function plannedDice(r: RoundState, step: FireStep, assumeTargetClass?: UnitClass): PlannedDie[] {
  const side = FIRING_SIDE[step];
  const target = assumeTargetClass ?? findPieceClass(r, r.point[other(side)]) ?? 'infantry';
  const ctx: FireContext = {
    targetClass: target,
    targetInDefences: side === 'attacker' && r.defences,
    attackerCloseFire: step === 'offensiveCloseFire',
    terrain: r.terrain,
  };
  return firersFor(r, step).map((f) => {
    const sn = successNumber(r.table, f, ctx);
    return { firer: f.id, successNumber: sn.value, reasons: sn.reasons };
  });
}

export interface StepOdds {
  readonly step: FireStep;
  readonly rule: string;
  readonly odds: HitOdds;
  /** Chance of two hits or more when the defender fires (6.41b abort-or-losses choice); 0 otherwise. */
  readonly abortDecision: number;
}

// 6.25-6.28 exact hit distribution of a fire step as things stand now
export function stepOdds(r: RoundState, step: FireStep, assumeTargetClass?: UnitClass): StepOdds {
  const odds = hitDistribution(plannedDice(r, step, assumeTargetClass).map((d) => d.successNumber));
  return {
    step,
    rule: FIRE_STEP_RULE[step],
    odds,
    abortDecision: FIRING_SIDE[step] === 'defender' ? chanceAbortDecision(odds) : 0,
  };
}

export interface OddsPreview {
  readonly attackerAssets?: readonly string[];
  readonly defenderAssets?: readonly string[];
  /** Point units to assume (by id) where they are not designated yet. */
  readonly points?: { readonly attacker?: string; readonly defender?: string };
  /**
   * Class to assume for an enemy point unit the viewer cannot see yet (6.24 in a newly contested area),
   * keyed by the firing side, so that odds never leak a hidden label.
   */
  readonly assumeTargetClass?: { readonly attacker?: UnitClass; readonly defender?: UnitClass };
}

// 6.22 / 6.23 odds of every fire step if these assets were committed (point units default to the first eligible)
export function previewOdds(r: RoundState, preview: OddsPreview = {}): StepOdds[] {
  let s: RoundState = r;
  const add = (side: CombatSide, ids: readonly string[] | undefined) => {
    if (!ids) return;
    const extra = r.available[side].filter((a) => ids.includes(a.id)).map((a) => ({ ...a, side, eliminated: false }));
    s = { ...s, assets: [...s.assets, ...extra] };
  };
  add('attacker', preview.attackerAssets);
  add('defender', preview.defenderAssets);
  for (const side of ['defender', 'attacker'] as const) {
    if (s.point[side] === null)
      s = { ...s, point: { ...s.point, [side]: preview.points?.[side] ?? pointCandidates(s, side)[0] ?? null } };
  }
  return (['attackerArtillery', 'defenderArtillery', 'defensiveCloseFire', 'offensiveCloseFire'] as const).map((st) =>
    stepOdds(s, st, preview.assumeTargetClass?.[FIRING_SIDE[st]]),
  );
}

// 2.1 enough dice remain for a roll (scripted dice can run out; typed faces must match the dice)
export function canRoll(r: RoundState, step: FireStep, faces?: readonly number[]): Rejection | null {
  const n = plannedDice(r, step).length;
  if (faces !== undefined) {
    if (!r.typedDice)
      return reject(
        '2.1',
        'This game rolls its own dice; typed results are only for the combat assistant.',
        'combat.noTypedDice',
      );
    if (faces.length !== n)
      return reject('2.1', `Type exactly ${n} dice for this fire step.`, 'combat.typedCount', { n });
    if (faces.some((f) => !Number.isInteger(f) || f < 1 || f > 10))
      return reject('2.1', 'Each die shows a number from 1 to 10.', 'combat.typedFace');
    return null;
  }
  if (r.dice.kind === 'scripted' && r.dice.rolls.length - r.dice.i < n) {
    return reject('2.1', `The scripted dice hold fewer than the ${n} dice this step needs.`, 'combat.diceOut', { n });
  }
  return null;
}

// 6.25-6.28 roll a fire step and start allocating its hits to the other side (6.42a defences absorb first)
export function fire(r: RoundState, step: FireStep, faces?: readonly number[]): Result<RoundState> {
  const bad = canRoll(r, step, faces);
  if (bad) return bad;
  const planned = plannedDice(r, step);
  let dice = r.dice;
  const results: DieResult[] = planned.map((p, i) => {
    let face: number;
    if (faces) face = faces[i]!;
    else [face, dice] = roll(dice, 10);
    return { ...p, face, hit: isSuccess(face, p.successNumber) };
  });
  const hits = results.filter((d) => d.hit).length;
  const by = FIRING_SIDE[step];
  const against = other(by);
  let s: RoundState = {
    ...r,
    dice,
    lastFire: { step, by, dice: results, hits },
    fired: [...r.fired, step],
    log: [...r.log, { rule: FIRE_STEP_RULE[step], code: 'combat.fired', params: { step, dice: results.length, hits } }],
  };
  let remaining = hits;
  let absorbed = 0;
  if (against === 'defender' && s.defences && remaining > 0) {
    // 6.42a the first hit of the round is absorbed by removing the defences marker
    remaining -= 1;
    absorbed = 1;
    s = withLog({ ...s, defences: false, defencesRemoved: 'hit' }, { rule: '6.42a', code: 'combat.defencesAbsorb' });
  }
  s = {
    ...s,
    allocation: {
      step,
      against,
      hits,
      remaining,
      absorbedByDefences: absorbed,
      stepLosses: 0,
      disorderUsed: false,
      retreatUsed: false,
      takingLosses: false,
      excess: 0,
    },
  };
  return accept(settleAllocation(s));
}

/** Close the allocation when nothing is left to allocate, or nothing is left to take the hits. */
function settleAllocation(r: RoundState): RoundState {
  const a = r.allocation;
  if (!a) return r;
  if (a.remaining > 0 && lossTargets(r, a.against).length > 0) return r;
  let s = r;
  if (a.remaining > 0) {
    s = withLog(
      { ...s, allocation: { ...a, excess: a.remaining, remaining: 0 } },
      { rule: a.against === 'defender' ? '6.42d' : '6.41', code: 'combat.excessHits', params: { hits: a.remaining } },
    );
    if (a.against === 'defender' && (a.step === 'offensiveCloseFire' || a.step === 'defensiveCloseFire'))
      s = { ...s, overwhelmed: true };
  }
  if (a.against === 'defender' && a.step === 'attackerArtillery' && defenderGone(s)) {
    s = withLog({ ...s, wipedByArtillery: true }, { rule: '6.25', code: 'combat.wipedByArtillery' });
  }
  if (a.against === 'defender' && a.step === 'offensiveCloseFire' && defenderGone(s) && s.allocation!.excess > 0)
    s = { ...s, overwhelmed: true };
  return s;
}

/** Every defending unit and battle asset is gone (eliminated, or retreated out of the area). */
export function defenderGone(r: RoundState): boolean {
  return lossTargets(r, 'defender').length === 0;
}

export function attackerGone(r: RoundState): boolean {
  return lossTargets(r, 'attacker').length === 0;
}

/** Pieces of a side that can take a step loss (6.43): units, then battle assets. */
function lossTargets(r: RoundState, side: CombatSide): { id: string; unit: boolean; losses: number }[] {
  return [
    ...activeUnits(r, side).map((u) => ({ id: u.id, unit: true, losses: u.lossesThisRound })),
    ...activeBattleAssets(r, side).map((a) => ({ id: a.id, unit: false, losses: 0 })),
  ];
}

export function allocationDone(r: RoundState): boolean {
  return !r.allocation || r.allocation.remaining === 0 || r.aborted;
}

// 6.43 (and 6.41a for the attacker's first hit of a step) pieces that may take the next step loss
export function legalStepLossTargets(r: RoundState): string[] {
  const a = r.allocation;
  if (!a || a.remaining === 0) return [];
  const side = a.against;
  const all = lossTargets(r, side);
  let allowed = all;
  // everyone once before anyone twice
  if (allowed.some((t) => t.losses === 0)) allowed = allowed.filter((t) => t.losses === 0);
  // the point unit is the first unit to lose a step (battle assets may go first)
  const unitsHit = r.units.some((u) => u.side === side && u.lossesThisRound > 0);
  const point = r.point[side];
  if (!unitsHit && point && all.some((t) => t.id === point && t.unit))
    allowed = allowed.filter((t) => !t.unit || t.id === point);
  if (side === 'attacker' && a.stepLosses === 0) {
    // 6.41a the mandatory first loss falls on the point unit or a battle asset; when 6.43 leaves neither
    // (the point already lost a step this round and another unit has none), the 6.43 order prevails
    const first = allowed.filter((t) => !t.unit || t.id === point);
    if (first.length > 0) allowed = first;
  }
  return allowed.map((t) => t.id);
}

// 6.41 / 6.42d / 6.43 take one hit as a step loss on a chosen unit or battle asset
export function stepLoss(r: RoundState, targetId: string): Result<RoundState> {
  const a = r.allocation;
  if (!a || a.remaining === 0) return reject('6.4', 'There is no hit left to allocate.', 'combat.noHit');
  const legal = legalStepLossTargets(r);
  if (!legal.includes(targetId)) {
    const rule = a.against === 'attacker' && a.stepLosses === 0 ? '6.41a' : '6.43';
    return reject(
      rule,
      `That step loss is not allowed now; it may fall on: ${legal.join(', ')}.`,
      'combat.badStepLoss',
      { legal: legal.join(', ') },
    );
  }
  const unit = r.units.find((u) => u.id === targetId);
  let s: RoundState;
  if (unit) {
    const steps = unit.steps - 1;
    s = withLog(
      {
        ...r,
        units: r.units.map((u) => (u.id === targetId ? { ...u, steps, lossesThisRound: u.lossesThisRound + 1 } : u)),
      },
      { rule: '6.43', code: steps === 0 ? 'combat.unitEliminated' : 'combat.stepLoss', params: { id: targetId } },
    );
  } else {
    // 6.32 a battle asset that takes a step loss is eliminated
    s = withLog(
      { ...r, assets: r.assets.map((x) => (x.id === targetId ? { ...x, eliminated: true } : x)) },
      { rule: '6.32', code: 'combat.assetEliminated', params: { id: targetId } },
    );
  }
  const takingLosses = a.against === 'attacker' && a.stepLosses >= 1 ? true : a.takingLosses;
  s = { ...s, allocation: { ...a, remaining: a.remaining - 1, stepLosses: a.stepLosses + 1, takingLosses } };
  return accept(settleAllocation(s));
}

// 6.42b one artillery hit may be absorbed by disordering every defending unit in good order or recovering
export function canAbsorbByDisorder(r: RoundState): Rejection | null {
  const a = r.allocation;
  if (!a || a.against !== 'defender' || a.remaining === 0)
    return reject('6.42b', 'There is no hit to absorb.', 'combat.noHit');
  if (a.step !== 'attackerArtillery')
    return reject('6.42b', 'Only hits from artillery can be absorbed by disorder.', 'combat.disorderOnlyArtillery');
  if (a.disorderUsed)
    return reject('6.42b', 'Disorder has already absorbed a hit from this fire.', 'combat.disorderUsed');
  if (a.stepLosses > 0)
    return reject('6.42', 'Disorder must be chosen before step losses are taken.', 'combat.disorderOrder');
  if (!activeUnits(r, 'defender').some((u) => u.order !== 'disordered')) {
    return reject(
      '6.42b',
      'No defending unit is in good order or recovering, so disorder cannot absorb a hit.',
      'combat.disorderImpossible',
    );
  }
  return null;
}

export function absorbByDisorder(r: RoundState): Result<RoundState> {
  const bad = canAbsorbByDisorder(r);
  if (bad) return bad;
  const a = r.allocation!;
  const s = withLog(
    {
      ...r,
      units: r.units.map((u) => (u.side === 'defender' && alive(u) ? { ...u, order: 'disordered' as const } : u)),
      allocation: { ...a, remaining: a.remaining - 1, disorderUsed: true },
    },
    { rule: '6.42b', code: 'combat.disorderAbsorbs' },
  );
  return accept(settleAllocation(s));
}

// 6.42c one offensive close-fire hit may be absorbed by retreating every defending unit (6.6)
export function canAbsorbByRetreat(r: RoundState): Rejection | null {
  const a = r.allocation;
  if (!a || a.against !== 'defender' || a.remaining === 0)
    return reject('6.42c', 'There is no hit to absorb.', 'combat.noHit');
  if (a.step !== 'offensiveCloseFire')
    return reject(
      '6.42c',
      "Only hits from the attacker's close fire can be absorbed by retreating.",
      'combat.retreatOnlyClose',
    );
  if (a.retreatUsed) return reject('6.42c', 'A retreat has already absorbed a hit.', 'combat.retreatUsed');
  if (a.stepLosses > 0)
    return reject('6.42', 'Retreat must be chosen before step losses are taken.', 'combat.retreatOrder');
  if (activeUnits(r, 'defender').length === 0)
    return reject('6.42c', 'Assets alone cannot retreat (4.35).', 'combat.assetsCannotRetreat');
  return null;
}

export function absorbByRetreat(r: RoundState, destinations: Destinations): Result<RoundState> {
  const bad = canAbsorbByRetreat(r);
  if (bad) return bad;
  const ids = activeUnits(r, 'defender').map((u) => u.id);
  const plan = planRetreat(r, 'defender', ids, destinations, { allowStuck: true });
  if (!plan.ok) return plan;
  const a = r.allocation!;
  const moved = applyRetreat(r.units, plan.value, true);
  // assets that the exclusive rules keep from retreating are destroyed, each counting as a hit taken
  const doomed = activeBattleAssets(r, 'defender')
    .filter((x) => x.cannotRetreat)
    .map((x) => x.id);
  const remaining = Math.max(0, a.remaining - 1 - doomed.length);
  const s = withLog(
    {
      ...r,
      units: moved,
      assets: r.assets.map((x) => (doomed.includes(x.id) ? { ...x, eliminated: true } : x)),
      allocation: { ...a, remaining, retreatUsed: true },
    },
    { rule: '6.42c', code: 'combat.retreatAbsorbs', params: { destroyedAssets: doomed.length } },
  );
  return accept(settleAllocation(s));
}

/** Units that retreated stay subject to step losses (6.42c) but no longer fight or hold the area. */
export function unitsInArea(r: RoundState, side: CombatSide): UnitInRound[] {
  return r.units.filter((u) => u.side === side && alive(u) && !(u.retreat && 'to' in u.retreat));
}

// 6.41b after the mandatory first loss, the attacker may abort: disorder and stay (river assault: retreat back)
export function canAbort(r: RoundState): Rejection | null {
  const a = r.allocation;
  if (!a || a.against !== 'attacker')
    return reject('6.41b', 'Only the attacker may abort, while taking hits.', 'combat.abortNotNow');
  if (a.stepLosses === 0)
    return reject(
      '6.41a',
      'The first hit must be taken as a step loss before aborting.',
      'combat.abortBeforeMandatory',
    );
  if (a.remaining === 0)
    return reject('6.41b', 'No hits remain, so there is nothing to abort against.', 'combat.abortNoHits');
  if (a.takingLosses)
    return reject('6.41b', 'The attacker already chose to take the remaining losses.', 'combat.abortAfterChoice');
  return null;
}

export function abort(r: RoundState, destinations: Destinations = {}): Result<RoundState> {
  const bad = canAbort(r);
  if (bad) return bad;
  let units: UnitInRound[] = r.units.map((u) =>
    u.side === 'attacker' && alive(u) && u.participating ? { ...u, order: 'disordered' as const } : u,
  );
  if (r.riverAssault) {
    const ids = activeUnits(r, 'attacker').map((u) => u.id);
    const plan = planRetreat(r, 'attacker', ids, destinations, { allowStuck: true, riverBack: true });
    if (!plan.ok) return plan;
    units = applyRetreat(units, plan.value, true);
  }
  const a = r.allocation!;
  return accept(
    withLog(
      { ...r, units, aborted: true, allocation: { ...a, remaining: 0 } },
      { rule: '6.41b', code: r.riverAssault ? 'combat.abortRiver' : 'combat.abort', params: { ignored: a.remaining } },
    ),
  );
}

// 6.33 the attacker's engineer, having survived defensive fire, removes the defences instead of firing
export function engineerRemovesDefences(r: RoundState, assetId: string): Result<RoundState> {
  const e = r.assets.find((a) => a.id === assetId && a.side === 'attacker');
  if (!e || e.kind !== 'engineer')
    return reject('6.33', 'Only an engineer asset assigned to the attack can remove defences.', 'combat.notEngineer');
  if (e.eliminated) return reject('6.33', 'That engineer did not survive the defensive fire.', 'combat.engineerDead');
  if (!r.defences) return reject('6.33', 'There are no enemy defences to remove.', 'combat.noDefences');
  if (r.aborted) return reject('6.33', 'The attack was aborted.', 'combat.aborted');
  return accept(
    withLog(
      {
        ...r,
        defences: false,
        defencesRemoved: 'engineer',
        assets: r.assets.map((a) => (a.id === assetId ? { ...a, removedDefences: true } : a)),
      },
      { rule: '6.33', code: 'combat.engineerRemovesDefences', params: { id: assetId } },
    ),
  );
}

// ---------------------------------------------------------------------------------------------------
// 6.8 exploitation

// 6.8 an exploitation opportunity arises (never from river assaults or penetration combat)
export function exploitationArises(r: RoundState): boolean {
  if (r.riverAssault || r.penetration) return false;
  return r.withdrew || r.wipedByArtillery || r.overwhelmed;
}

/** Attacking armour units that would test morale for exploitation (6.8). */
export function exploitationCandidates(r: RoundState): UnitInRound[] {
  return r.units.filter(
    (u) =>
      u.side === 'attacker' &&
      alive(u) &&
      u.participating &&
      u.unitClass === 'armor' &&
      !(u.retreat && 'to' in u.retreat),
  );
}

// 6.8 / 6.7 take the opportunity: each attacking armour unit tests morale (shown for the roll); passes are marked
export function exploit(r: RoundState, faces?: readonly number[]): Result<RoundState> {
  const cands = exploitationCandidates(r);
  if (!exploitationArises(r) || cands.length === 0)
    return reject('6.8', 'There is no exploitation opportunity here.', 'combat.noExploitation');
  if (faces !== undefined) {
    if (!r.typedDice)
      return reject(
        '2.1',
        'This game rolls its own dice; typed results are only for the combat assistant.',
        'combat.noTypedDice',
      );
    if (faces.length !== cands.length || faces.some((f) => !Number.isInteger(f) || f < 1 || f > 10)) {
      return reject(
        '2.1',
        `Type one die from 1 to 10 for each of the ${cands.length} armour units.`,
        'combat.typedCount',
        { n: cands.length },
      );
    }
  } else if (r.dice.kind === 'scripted' && r.dice.rolls.length - r.dice.i < cands.length) {
    return reject('2.1', `The scripted dice hold fewer than the ${cands.length} dice needed.`, 'combat.diceOut', {
      n: cands.length,
    });
  }
  let dice = r.dice;
  const results: MoraleResult[] = [];
  cands.forEach((u, i) => {
    const [res, next] = moraleCheck(
      dice,
      { id: u.id, quality: currentQuality(u), disordered: u.order !== 'good', unsupplied: !!u.unsupplied },
      faces?.[i],
    );
    dice = next;
    results.push(res);
  });
  const passed = new Set(results.filter((m) => m.passed).map((m) => m.id));
  return accept(
    withLog(
      {
        ...r,
        dice,
        morale: results,
        exploitation: 'taken',
        units: r.units.map((u) => (passed.has(u.id) ? { ...u, exploitation: true } : u)),
      },
      { rule: '6.8', code: 'combat.exploited', params: { marked: passed.size } },
    ),
  );
}

// 6.8 the attacker declines the opportunity and its units stay hidden
export function declineExploitation(r: RoundState): Result<RoundState> {
  if (!exploitationArises(r))
    return reject('6.8', 'There is no exploitation opportunity here.', 'combat.noExploitation');
  return accept(withLog({ ...r, exploitation: 'declined' }, { rule: '6.8', code: 'combat.exploitDeclined' }));
}

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
