/**
 * 8.x special actions (reusable blocks and single-use events) and command staff functions (8.3).
 */
import { accept, reject, type Result } from '../common/result';
import { areaName, boardIndex, isContested, moveBox, neighboursOf, note, occupancy } from './board';
import { canReserve } from './movement';
import type { AreaId, FabState, FormationId, Side, UnitId } from './types';
import { otherSide } from './types';
import { own } from '../common/own';
import { follows } from '../common/rulings';
import { OUT_OF_SUPPLY_NO_SPECIAL_ACTIONS } from './rulings';
import { known, knownIn } from '../common/narrow';

/** 9.34d (version 2 on) out-of-supply units and areas cannot be affected by friendly special actions. */
export function supplyBarsSpecialActions(s: FabState): boolean {
  return follows(s.rulesVersion, OUT_OF_SUPPLY_NO_SPECIAL_ACTIONS);
}

/** 8.1 spend a special action: a reusable block goes Available -> Used; a single-use event goes to
 * Eliminated and may only serve units of its own higher formation. `formations` are those affected. */
export function spendSpecialAction(
  s: FabState,
  side: Side,
  source: string,
  formations: FormationId | readonly FormationId[] | null,
  rule: string,
): Result<FabState> {
  const ix = boardIndex(s.scenario);
  if (!s.boxes[side].available.includes(source))
    return reject(rule, 'That special action is not in your Available box.', 'sa.notAvailable');
  if (ix.saDefs.get(source)?.side === side) return accept(moveBox(s, side, source, 'available', 'used'));
  const ev = ix.eventDefs.get(source);
  if (!ev || ev.side !== side || ev.effect.kind !== 'special-action')
    return reject(rule, 'That piece is not a special action.', 'sa.notSpecialAction');
  const fs = formations === null ? [] : typeof formations === 'string' ? [formations] : formations;
  if (ev.formation && fs.some((f) => f !== ev.formation)) {
    return reject(
      '8.1',
      `A single-use special action serves only units of its own formation (${ev.formation}).`,
      'sa.formation',
      { formation: ev.formation },
    );
  }
  return accept(moveBox(s, side, source, 'available', 'eliminated'));
}

/** Special actions a side could spend now (reusable blocks and single-use events in Available). */
export function availableSpecialActions(s: FabState, side: Side): string[] {
  const ix = boardIndex(s.scenario);
  return s.boxes[side].available.filter(
    (id) => ix.saDefs.has(id) || ix.eventDefs.get(id)?.effect.kind === 'special-action',
  );
}

/** 8.1 the first special action a side may spend on units of `formation` (reusable blocks serve any). */
export function specialActionFor(s: FabState, side: Side, formation: FormationId | null): string | undefined {
  const ix = boardIndex(s.scenario);
  return availableSpecialActions(s, side).find(
    (id) => ix.saDefs.has(id) || !ix.eventDefs.get(id)?.formation || ix.eventDefs.get(id)?.formation === formation,
  );
}

/** 8.25 reorganise: in an area in supply, friendly disordered or recovering units there and in adjacent
 * areas recover fully (admin phase). A single-use action affects only its formation's units. */
export function reorganize(s: FabState, side: Side, source: string, area: AreaId): Result<FabState> {
  const ix = boardIndex(s.scenario);
  const a = own(s.areas, area);
  if (!a) return reject('8.25', 'No such area.', 'area.none');
  // 8.25 the designated area is a supplied one of the player's side; an out-of-supply one is also barred by 9.34d
  if (a.control !== side)
    return reject(
      '8.25',
      `${areaName(s, area)} is not an area of yours: reorganisation is centred on a supplied area your side controls.`,
      'sa.areaNotYours',
      { area },
    );
  if (a.unsupplied)
    return reject('9.34', `${areaName(s, area)} must be a supplied area of yours.`, 'sa.areaSupplied', { area });
  const zone = new Set([area, ...neighboursOf(s.scenario, area).map((n) => n.area)]);
  const ev = ix.eventDefs.get(source);
  const onlyFormation = ev?.formation;
  const targets: UnitId[] = [];
  for (const [id, u] of Object.entries(s.units)) {
    const def = ix.unitDefs.get(id);
    if (!def || def.side !== side || u.where !== 'map' || u.area === null || !zone.has(u.area)) continue;
    if (u.order === 'good' || u.unsupplied) continue;
    if (onlyFormation && def.formation !== onlyFormation) continue;
    targets.push(id);
  }
  if (targets.length === 0)
    return reject('8.25', 'No disordered or recovering unit of yours would recover there.', 'sa.nothingToRecover');
  const sp = spendSpecialAction(s, side, source, null, '8.25');
  if (!sp.ok) return sp;
  const units = { ...sp.value.units };
  for (const id of targets) units[id] = { ...known(units, id, 'unit'), order: 'good' };
  return accept(note({ ...sp.value, units }, '8.25', 'recovered', { area, n: targets.length }));
}

/** Add one step to a reduced unit; `allowElite` false refuses a step whose quality is elite. */
function addStep(s: FabState, unit: UnitId, allowElite: boolean, rule: string): Result<FabState> {
  const def = boardIndex(s.scenario).unitDefs.get(unit);
  const u = own(s.units, unit);
  if (!def || !u || u.where !== 'map') return reject(rule, 'That unit is not on the map.', 'unit.notOnMapAny');
  if (u.steps >= def.steps.length)
    return reject(rule, `${def.name} is at full strength.`, 'unit.fullStrength', { unit: def.id });
  if (!allowElite && def.steps[u.steps] === 'elite')
    return reject(
      rule,
      `The step ${def.name} would regain is elite, which these replacements cannot provide.`,
      'sa.eliteStep',
      { unit: def.id },
    );
  return accept({ ...s, units: { ...s.units, [unit]: { ...u, steps: u.steps + 1 } } });
}

/** 8.26 quality replacements: one step, even elite, to a reduced unit of any class (admin phase). The
 * original edition requires the unit to be in supply. */
export function qualityReplacements(s: FabState, side: Side, source: string, unit: UnitId): Result<FabState> {
  const def = boardIndex(s.scenario).unitDefs.get(unit);
  if (!def || def.side !== side) return reject('8.26', 'Choose one of your units.', 'unit.chooseOwn');
  // 9.34d (version 2 on) no special action reaches an out-of-supply unit, in either edition; version 1
  // asked for supply in the original edition only (its 8.26 says so).
  if (s.units[unit]?.unsupplied) {
    if (supplyBarsSpecialActions(s))
      return reject(
        '9.34',
        `${def.name} is out of supply and cannot be affected by a friendly special action.`,
        'unit.unsuppliedSa',
        { unit: def.id },
      );
    if (s.options.edition === 'original')
      return reject('8.26', `${def.name} must be in supply (original edition).`, 'sa.originalSupply', { unit: def.id });
  }
  const st = addStep(s, unit, true, '8.26');
  if (!st.ok) return st;
  const sp = spendSpecialAction(st.value, side, source, def.formation, '8.26');
  if (!sp.ok) return sp;
  return accept(note(sp.value, '8.26', 'regained', { unit }));
}

/** 8.21 activate an armor unit in supply and good order that has not moved this phase, to move one area
 * in the penetration movement phase. */
export function activateForPenetration(s: FabState, side: Side, source: string, unit: UnitId): Result<FabState> {
  if (s.phase !== 'penetration-movement' || side !== s.phasing)
    return reject(
      '8.21',
      'This special action is used by the phasing player in the penetration movement phase.',
      'sa.penMoveOnly',
    );
  const def = boardIndex(s.scenario).unitDefs.get(unit);
  const u = own(s.units, unit);
  if (!def || !u || def.side !== side || u.where !== 'map')
    return reject('8.21', 'Choose one of your units on the map.', 'unit.chooseOwnOnMap');
  if (def.class !== 'armor')
    return reject('8.21', `${def.name} is not an armor-class unit.`, 'sa.notArmor', { unit: def.id });
  if (u.order !== 'good' || u.unsupplied)
    return reject('8.21', `${def.name} must be in supply and in good order.`, 'sa.needGood', { unit: def.id });
  if (s.movement.done.includes(unit) || s.moving?.unit === unit)
    return reject('8.21', `${def.name} has already moved this phase.`, 'sa.alreadyMoved', { unit: def.id });
  if (u.reserve || u.exploit || s.activated.includes(unit))
    return reject('8.21', `${def.name} may already move this phase.`, 'sa.mayMove', { unit: def.id });
  const sp = spendSpecialAction(s, side, source, def.formation, '8.21');
  if (!sp.ok) return sp;
  return accept(note({ ...sp.value, activated: [...sp.value.activated, unit] }, '8.21', 'activated', { unit }));
}

/** 8.22 open an already contested area to a combat round in the penetration combat phase. */
export function openPenetrationCombat(s: FabState, side: Side, source: string, area: AreaId): Result<FabState> {
  if (s.phase !== 'penetration-combat' || side !== s.phasing)
    return reject(
      '8.22',
      'This special action is used by the phasing player in the penetration combat phase.',
      'sa.penCombatOnly',
    );
  const a = own(s.areas, area);
  if (!a) return reject('8.22', 'No such area.', 'area.none');
  const occ = occupancy(s);
  if (!isContested(s, occ, area) || a.newlyContested)
    return reject('8.22', `${areaName(s, area)} is not an already contested area.`, 'sa.notContested', { area });
  if (s.foughtThisPhase.includes(area) || s.penetrationCombatAreas.includes(area))
    return reject(
      '8.22',
      `${areaName(s, area)} has already had its combat round in this phase, or is already open.`,
      'sa.alreadyFought',
      { area },
    );
  const ix = boardIndex(s.scenario);
  const mine = occ.bySide[side].get(area) ?? [];
  // 9.34d (version 2 on) the round would be given to out-of-supply units by a special action
  if (supplyBarsSpecialActions(s) && mine.some((u) => s.units[u]?.unsupplied))
    return reject(
      '9.34',
      `Units of yours in ${areaName(s, area)} are out of supply and cannot be affected by a friendly special action.`,
      'sa.areaUnsupplied',
      { area },
    );
  const fs = mine.map((u) => knownIn(ix.unitDefs, u, 'unit').formation);
  const sp = spendSpecialAction(s, side, source, fs, '8.22');
  if (!sp.ok) return sp;
  return accept(
    note({ ...sp.value, penetrationCombatAreas: [...sp.value.penetrationCombatAreas, area] }, '8.22', 'openCombat', {
      area,
    }),
  );
}

/** 8.3 command staff functions in the admin phase: 8.31 found replacements (non-elite step to a supplied
 * infantry unit), 8.32 intelligence (reveal an enemy unit until the end of the admin phase), 8.33 reserve. */
export function staffFunction(
  s: FabState,
  side: Side,
  asset: string,
  fn: 'replacements' | 'intelligence' | 'reserve',
  unit: UnitId,
): Result<FabState> {
  const ix = boardIndex(s.scenario);
  const a = ix.assetDefs.get(asset);
  if (!a || a.side !== side || a.kind !== 'staff')
    return reject('8.3', 'That is not your command staff asset.', 'staff.notStaff');
  if (!s.boxes[side].available.includes(asset))
    return reject('8.3', 'The command staff must be in your Available box.', 'staff.notAvailable');
  const def = ix.unitDefs.get(unit);
  const u = own(s.units, unit);
  if (!def || !u || u.where !== 'map') return reject('8.3', 'Choose a unit on the map.', 'staff.chooseOnMap');
  let ns: FabState;
  if (fn === 'replacements') {
    if (def.side !== side || def.class !== 'infantry')
      return reject('8.31', 'Found replacements go to one of your infantry-class units.', 'staff.infantryOnly');
    if (u.unsupplied) return reject('8.31', `${def.name} must be in supply.`, 'staff.needSupply', { unit: def.id });
    const r = addStep(s, unit, false, '8.31');
    if (!r.ok) return r;
    ns = note(r.value, '8.31', 'regained', { unit });
  } else if (fn === 'intelligence') {
    if (def.side !== otherSide(side)) return reject('8.32', 'Intelligence reveals an enemy unit.', 'staff.enemyOnly');
    if (s.intelligence.includes(unit)) return reject('8.32', 'That unit is already revealed.', 'staff.alreadyRevealed');
    ns = note({ ...s, intelligence: [...s.intelligence, unit] }, '8.32', 'intelligence', { unit });
  } else {
    if (def.side !== side) return reject('8.33', 'Choose one of your units.', 'unit.chooseOwn');
    const ok = canReserve(s, unit, '8.33');
    if (!ok.ok) return ok;
    ns = note({ ...s, units: { ...s.units, [unit]: { ...u, reserve: true } } }, '8.33', 'reserve', { unit });
  }
  return accept(moveBox(ns, side, asset, 'available', 'used'));
}

export function isContestedArea(s: FabState, area: AreaId): boolean {
  return isContested(s, occupancy(s), area);
}
