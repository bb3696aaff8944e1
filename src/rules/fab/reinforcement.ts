/**
 * 4.1 reinforcement phase, steps a-d, and 8.27 redirecting a reinforcement with a special action.
 */
import { accept, reject, type Result } from '../common/result';
import {
  areaName,
  boardIndex,
  boxOf,
  hasForces,
  moveBox,
  note,
  occupancy,
  unitName,
  updateControl,
  STACK_LIMIT,
} from './board';
import { spendSpecialAction } from './special-actions';
import type { AreaId, FabState, Side, UnitId } from './types';
import { otherSide } from './types';
import { known } from '../common/narrow';
import { own } from '../common/own';

/** 4.1c entry letters of a label: "B" -> [B]; a range "AC" -> [A, B, C]. */
export function entryLetters(spec: string): string[] {
  const t = spec.trim().toUpperCase();
  if (t.length <= 1) return t ? [t] : [];
  const a = t.charCodeAt(0);
  const b = t.charCodeAt(t.length - 1);
  const out: string[] = [];
  for (let c = Math.min(a, b); c <= Math.max(a, b); c++) out.push(String.fromCharCode(c));
  return out;
}

/** 4.1a start of the reinforcement phase: note which reusable special actions stayed unused through the last
 * turn, then bring every reusable special action back from Used to Available. Reusable special actions
 * and pieces of this turn leave the 'future' box (4.1d happens at the end of the phase). */
export function startReinforcement(s: FabState): FabState {
  const ix = boardIndex(s.scenario);
  const saUnused: Record<Side, boolean> = { blue: false, red: false };
  let ns = s;
  for (const side of ['blue', 'red'] as const) {
    const avail = s.boxes[side].available.filter((id) => ix.saDefs.has(id));
    saUnused[side] = s.turn > 1 && avail.length > 0;
    for (const id of s.boxes[side].used) if (ix.saDefs.has(id)) ns = moveBox(ns, side, id, 'used', 'available');
    for (const id of s.boxes[side].future) {
      const sa = ix.saDefs.get(id);
      if (sa && (sa.turn ?? 0) <= s.turn) ns = moveBox(ns, side, id, 'future', 'available');
    }
  }
  return {
    ...ns,
    saUnused,
    reclaimed: { blue: false, red: false },
    redirected: [],
  };
}

/** 4.1a if the reusable special action stayed unused, one asset of the player's choice goes from Used to
 * Available. */
export function reclaimAsset(s: FabState, side: Side, asset: string): Result<FabState> {
  if (!s.saUnused?.[side])
    return reject(
      '4.1',
      'Only a player whose reusable special action went unused last turn may take an asset back from Used.',
      'reclaim.notUnused',
    );
  if (s.reclaimed?.[side]) return reject('4.1', 'Only one asset may be taken back this way each turn.', 'reclaim.once');
  const def = boardIndex(s.scenario).assetDefs.get(asset);
  if (!def || def.side !== side || !s.boxes[side].used.includes(asset))
    return reject('4.1', 'Choose one of your assets in the Used box.', 'reclaim.chooseUsed');
  const ns = moveBox(s, side, asset, 'used', 'available');
  return accept(
    note({ ...ns, reclaimed: { ...(s.reclaimed ?? { blue: false, red: false }), [side]: true } }, '4.1', 'reclaimed', {
      side,
      piece: asset,
    }),
  );
}

/** 4.1b return assets from Used to the cup: some or all (2016); the original edition returns all, which the
 * end of the step does automatically. */
export function returnToCup(s: FabState, side: Side, assets: readonly string[]): Result<FabState> {
  const ix = boardIndex(s.scenario);
  let ns = s;
  for (const a of assets) {
    if (!ix.assetDefs.has(a) || !ns.boxes[side].used.includes(a))
      return reject('4.1', 'Only your assets in the Used box can go back to the cup.', 'reclaim.onlyUsed');
    ns = moveBox(ns, side, a, 'used', 'cup');
  }
  return accept(ns);
}

/** 4.1c reinforcement units of `side` that must be placed now (due this turn, or delayed from the last). */
export function dueReinforcements(s: FabState, side: Side): UnitId[] {
  const out: UnitId[] = [];
  for (const u of s.scenario.units) {
    if (u.side !== side || !u.arrives) continue;
    const st = own(s.units, u.id);
    if (!st) continue;
    if ((st.where === 'future' && u.arrives.turn <= s.turn) || st.where === 'delayed') out.push(u.id);
  }
  return out;
}

/** 4.1c an entry area is open for placement: no stacking violation, and not enemy-controlled unless empty. */
function entryOpen(s: FabState, side: Side, area: AreaId, occ = occupancy(s)): boolean {
  const a = own(s.areas, area);
  if (!a) return false;
  if ((occ.bySide[side].get(area)?.length ?? 0) >= STACK_LIMIT) return false;
  if (a.control !== side && (hasForces(s, occ, area, otherSide(side)) || (occ.bySide[side].get(area)?.length ?? 0) > 0))
    return false;
  return true;
}

/** 4.1c / 14.2 entry areas open to a reinforcement now. A delayed unit takes the nearest open entry area to
 * its listed ones (by letter distance); 8.27 (redirect) opens any appropriate entry area of its side. */
export function entryOptions(s: FabState, unit: UnitId, redirect = false): AreaId[] {
  const def = boardIndex(s.scenario).unitDefs.get(unit);
  if (!def?.arrives) return [];
  const occ = occupancy(s);
  const mine = s.scenario.entryAreas.filter((e) => e.side === def.side);
  const letters = entryLetters(def.arrives.entry);
  const st = own(s.units, unit);
  if (redirect)
    return mine.filter((e) => !letters.includes(e.letter) && entryOpen(s, def.side, e.area, occ)).map((e) => e.area);
  const listed = mine
    .filter((e) => letters.includes(e.letter) && entryOpen(s, def.side, e.area, occ))
    .map((e) => e.area);
  if (st?.where !== 'delayed' || listed.length) return listed;
  // 4.1c / 14.2 a delayed unit arrives at the nearest open entry area.
  const codes = letters.map((l) => l.charCodeAt(0));
  let best = Infinity;
  let out: AreaId[] = [];
  for (const e of mine) {
    if (!entryOpen(s, def.side, e.area, occ)) continue;
    const d = Math.min(...codes.map((c) => Math.abs(c - e.letter.charCodeAt(0))));
    if (d < best) {
      best = d;
      out = [e.area];
    } else if (d === best) out.push(e.area);
  }
  return out;
}

/** 4.1c place a reinforcement (no movement cost); with `source`, spend a special action to redirect it (8.27). */
export function placeReinforcement(
  s: FabState,
  side: Side,
  unit: UnitId,
  area: AreaId,
  source?: string,
): Result<FabState> {
  const def = boardIndex(s.scenario).unitDefs.get(unit);
  if (!def || def.side !== side) return reject('4.1', 'That is not one of your units.', 'unit.notYours');
  if (!dueReinforcements(s, side).includes(unit))
    return reject('4.1', `${def.name} does not arrive this turn.`, 'reinf.notDue', { unit: def.id });
  let ns = s;
  if (source) {
    if (!entryOptions(s, unit, true).includes(area))
      return reject(
        '8.27',
        `${areaName(s, area)} is not an open entry area of your side outside the unit's listed ones.`,
        'reinf.badRedirect',
        { area },
      );
    const sp = spendSpecialAction(s, side, source, def.formation, '8.27');
    if (!sp.ok) return sp;
    ns = sp.value;
  } else if (!entryOptions(s, unit).includes(area)) {
    return reject(
      '4.1',
      `${def.name} cannot enter at ${areaName(s, area)}: it must use an open entry area of its label (not overstacked, not enemy-controlled unless empty).`,
      'reinf.badEntry',
      { unit: def.id, area },
    );
  }
  ns = { ...ns, units: { ...ns.units, [unit]: { ...known(ns.units, unit, 'unit'), where: 'map', area } } };
  const areas = updateControl(ns);
  ns = areas === ns.areas ? ns : { ...ns, areas };
  return accept(note(ns, '4.1', 'entered', { unit, area }));
}

/** 4.1 end of one player's reinforcement steps: units with every entry blocked are delayed one turn (4.1c);
 * in the original edition every used asset goes back to the cup (4.1b). */
export function finishReinforcementStep(s: FabState, side: Side): FabState {
  let ns = s;
  for (const u of dueReinforcements(s, side)) {
    if (entryOptions(ns, u).length === 0) {
      ns = { ...ns, units: { ...ns.units, [u]: { ...known(ns.units, u, 'unit'), where: 'delayed' } } };
      ns = note(ns, '4.1', 'delayed', { unit: u });
    }
  }
  if (s.options.edition === 'original') {
    const ix = boardIndex(s.scenario);
    for (const id of ns.boxes[side].used) if (ix.assetDefs.has(id)) ns = moveBox(ns, side, id, 'used', 'cup');
  }
  return ns;
}

/** 4.1 may this side finish its reinforcement steps: every due unit placed unless all its entries are blocked. */
export function canFinishReinforcement(s: FabState, side: Side): Result<true> {
  for (const u of dueReinforcements(s, side)) {
    if (s.units[u]?.where === 'future' || s.units[u]?.where === 'delayed') {
      if (entryOptions(s, u).length > 0)
        return reject('4.1', `${unitName(s, u)} must be placed in one of its entry areas first.`, 'reinf.placeFirst', {
          unit: u,
        });
    }
  }
  return accept(true);
}

/** 4.1d this turn's reinforcement assets and events go into the cups. */
export function addReinforcementPieces(s: FabState): FabState {
  const ix = boardIndex(s.scenario);
  let ns = s;
  for (const side of ['blue', 'red'] as const) {
    for (const id of s.boxes[side].future) {
      const t = ix.assetDefs.get(id)?.turn ?? ix.eventDefs.get(id)?.turn;
      if (t !== undefined && t <= s.turn && boxOf(ns, side, id) === 'future')
        ns = moveBox(ns, side, id, 'future', 'cup');
    }
  }
  return ns;
}
