/**
 * The bridge between the FAB game state (src/rules/fab/types.ts) and the combat round: build a round for
 * one area from the board, and write a finished round's result back onto the board.
 */
import { accept, reject, type Result } from '../../common/result';
import { boardIndex, isContested, moveBox, neighboursOf, occupancy, unitsIn, withControl } from '../board';
import { canTraceSupply } from '../supply';
import { follows } from '../../common/rulings';
import { OUT_OF_SUPPLY_DEFENDERS_NO_ASSETS, REINFORCER_LOSES_RESERVE } from '../rulings';
import { availableSpecialActions, spendSpecialAction, supplyBarsSpecialActions } from '../special-actions';
import type { AreaId, FabState, OrderStatus, Side, UnitState } from '../types';
import { otherSide } from '../types';
import type { RoundResult } from './round';
import type {
  CombatAsset,
  CombatSide,
  CombatUnit,
  OrderState,
  ReinforcementCandidate,
  RetreatArea,
  RoundSetup,
} from './types';
import { own } from '../../common/own';
import { known } from '../../common/narrow';

const toOrder = (o: OrderStatus): OrderState =>
  o === 'disorder' ? 'disordered' : o === 'recovery' ? 'recovering' : 'good';
const fromOrder = (o: OrderState): OrderStatus =>
  o === 'disordered' ? 'disorder' : o === 'recovering' ? 'recovery' : 'good';

function combatUnit(s: FabState, id: string, side: CombatSide, area: AreaId): CombatUnit | null {
  const def = boardIndex(s.scenario).unitDefs.get(id);
  const u = own(s.units, id);
  if (!def || !u) return null;
  const entry = (s.movement.entries[area] ?? []).find((e) => e.unit === id && e.river);
  return {
    id,
    name: def.name,
    side,
    formation: def.formation,
    unitClass: def.class,
    qualities: def.steps,
    steps: u.steps,
    order: toOrder(u.order),
    unsupplied: u.unsupplied,
    hidden: !u.revealed,
    ...(entry?.from ? { enteredFrom: entry.from } : {}),
  };
}

function availableAssets(s: FabState, side: Side): CombatAsset[] {
  const ix = boardIndex(s.scenario);
  const out: CombatAsset[] = [];
  for (const id of s.boxes[side].available) {
    const a = ix.assetDefs.get(id);
    if (a && a.kind !== 'staff') {
      out.push({
        id,
        name: a.name,
        kind: a.kind,
        formation: a.formation ?? '',
        ...(a.class ? { unitClass: a.class } : {}),
        quality: a.quality,
        ...(a.cannotRetreat ? { cannotRetreat: true } : {}),
      });
      continue;
    }
    const e = ix.eventDefs.get(id);
    // 6.22 / 6.23 one event per battle: events with a battle effect (17.0)
    if (e && e.effect.kind === 'air-support' && (e.when === 'combat' || e.when === 'any')) {
      out.push({
        id,
        name: e.name,
        kind: 'event',
        formation: e.formation ?? '',
        quality: e.effect.quality,
        dice: e.effect.dice,
      });
    }
  }
  return out;
}

// 6.2 describe the battle in an area from the game state (the phasing player attacks)
export function roundSetupFromGame(
  s: FabState,
  area: AreaId,
  opts: { penetration?: boolean; attacker?: Side } = {},
): Result<RoundSetup> {
  const atk = opts.attacker ?? s.phasing;
  const def = otherSide(atk);
  const a = own(s.areas, area);
  const adef = s.scenario.areas.find((x) => x.id === area);
  if (!a || !adef) return reject('6.2', `There is no area ${area}.`, 'combat.noArea', { area });
  const occ = occupancy(s);
  if (!isContested(s, occ, area))
    return reject('6.2', 'Combat takes place only in a contested area.', 'combat.notContested');
  const side = (x: Side): CombatSide => (x === atk ? 'attacker' : 'defender');
  const units = (x: Side) =>
    unitsIn(s, area, x)
      .map((id) => combatUnit(s, id, side(x), area))
      .filter((u): u is CombatUnit => u !== null);
  const attackers = units(atk);
  const defenders = units(def);
  const ix = boardIndex(s.scenario);
  const rbAsset = a.roadblock?.side === def && a.roadblock.asset ? ix.assetDefs.get(a.roadblock.asset) : undefined;
  const reinforcements: ReinforcementCandidate[] = [];
  for (const n of neighboursOf(s.scenario, area)) {
    for (const id of unitsIn(s, n.area, def)) {
      const u = combatUnit(s, id, 'defender', area);
      if (u) reinforcements.push({ unit: u, fromArea: n.area, fromUncontested: !isContested(s, occ, n.area) });
    }
  }
  const mapAreas: RetreatArea[] = s.scenario.areas.map((x) => ({
    id: x.id,
    controlledBy: s.areas[x.id]?.control === atk ? 'attacker' : 'defender',
    attackerUnits: x.id === area ? 0 : (occ.bySide[atk].get(x.id)?.length ?? 0),
    defenderUnits: x.id === area ? 0 : (occ.bySide[def].get(x.id)?.length ?? 0),
    adjacent: neighboursOf(s.scenario, x.id).map((nb) => ({ to: nb.area, river: nb.boundary.river })),
  }));
  const defFormations = new Set(defenders.map((u) => u.formation));
  const extra = s.scenario.extraDefenderArtillery ?? {};
  const extraArt = defFormations.size === 1 ? (extra[[...defFormations][0]!] ?? 0) : 0;
  return accept({
    areaId: area,
    attacker: {
      units: attackers,
      available: availableAssets(s, atk),
      supplied: attackers.every((u) => !u.unsupplied),
      canTraceSupply: canTraceSupply(s, atk, area),
    },
    defender: {
      units: defenders,
      available: availableAssets(s, def),
      canTraceSupply: canTraceSupply(s, def, area),
      specialActions: availableSpecialActions(s, def).length,
    },
    defences: a.defences === def,
    terrain: adef.terrain,
    riverAssault: a.riverAssault,
    newlyContested: a.newlyContested,
    penetration: !!opts.penetration,
    ...(rbAsset
      ? {
          defendedRoadblock: {
            id: rbAsset.id,
            name: rbAsset.name,
            kind: 'engineer' as const,
            formation: rbAsset.formation ?? '',
            unitClass: rbAsset.class ?? 'infantry',
            quality: rbAsset.quality,
          },
        }
      : {}),
    extraDefenderArtillery: extraArt,
    reinforcements,
    ...(supplyBarsSpecialActions(s) ? { supplyBarsSpecialActions: true } : {}),
    ...(follows(s.rulesVersion, OUT_OF_SUPPLY_DEFENDERS_NO_ASSETS) ? { supplyBarsDefenderAssets: true } : {}),
    map: { areas: mapAreas },
    edition: s.options.edition === 'original' ? 'original' : 'revised',
    table: s.options.combatTable ?? s.scenario.combatTable,
    dice: s.dice,
  });
}

// 6.29 write a finished round onto the board: steps, eliminations, disorder, retreats, reveals, marks, boxes
export function applyRoundResultToGame(s: FabState, res: RoundResult, attacker: Side = s.phasing): Result<FabState> {
  const atk = attacker;
  const def = otherSide(atk);
  let next: FabState = { ...s, dice: res.dice };
  // 8.23 / 8.24 the defender's special actions
  for (let k = 0; k < res.specialActionsUsed; k++) {
    const source = availableSpecialActions(next, def)[0];
    if (!source)
      return reject('8.1', 'The defender has no special action left to pay for this battle.', 'combat.noSpecialAction');
    const formations = res.units
      .filter((u) => u.side === 'defender')
      .map((u) => boardIndex(s.scenario).unitDefs.get(u.id)?.formation ?? '');
    const spent = spendSpecialAction(next, def, source, formations, res.defenderWithdrew ? '8.24' : '8.23');
    if (!spent.ok) return spent;
    next = spent.value;
  }
  const units: Record<string, UnitState> = { ...next.units };
  // 5.21 / 8.23 (rules version 4 on) a unit that came in as a reinforcement has moved, into a contested area: its
  // reserve marker comes off (version 1-3 kept it, and the unit could react again in 7.2)
  const reinforcerLosesReserve = follows(s.rulesVersion, REINFORCER_LOSES_RESERVE);
  for (const u of res.units) {
    const cur = units[u.id];
    if (!cur) continue;
    units[u.id] = {
      ...cur,
      steps: u.eliminated ? 0 : u.steps,
      where: u.eliminated ? 'eliminated' : 'map',
      area: u.eliminated ? null : u.area,
      order: fromOrder(u.order),
      revealed: u.faceUp,
      exploit: cur.exploit || u.exploitation,
      reserve: u.eliminated || (reinforcerLosesReserve && u.reinforcedFrom !== undefined) ? false : cur.reserve,
    };
  }
  next = { ...next, units };
  for (const id of res.assetsToUsed)
    for (const side of [atk, def])
      next = moveBox(moveBox(next, side, id, 'available', 'used'), side, id, 'map', 'used');
  for (const id of [...res.assetsEliminated, ...res.eventsToEliminated]) {
    for (const side of [atk, def])
      next = moveBox(moveBox(next, side, id, 'available', 'eliminated'), side, id, 'map', 'eliminated');
  }
  const area = known(next.areas, res.areaId, 'area');
  next = {
    ...next,
    areas: {
      ...next.areas,
      [res.areaId]: {
        ...area,
        defences: res.defencesRemoved ? null : area.defences,
        roadblock: res.roadblockRemoved ? null : area.roadblock,
      },
    },
    foughtThisPhase: next.foughtThisPhase.includes(res.areaId)
      ? next.foughtThisPhase
      : [...next.foughtThisPhase, res.areaId],
  };
  return accept(withControl(next));
}
