/**
 * 4.2 admin phase: draws, events (17.0, 4.21 alternative use, 4.22), engineer functions (4.31-4.35).
 */
import { accept, reject, type Result } from '../common/result';
import { roll } from '../common/dice';
import { areaName, boardIndex, hasForces, isContested, moveBox, note, occupancy } from './board';
import type { AreaId, BoundaryId, FabState, Side, UnitId } from './types';
import { otherSide } from './types';
import { own } from '../common/own';
import { at } from '../common/narrow';
import { follows } from '../common/rulings';
import { NO_EMPTY_ALTERNATIVE_USE, PLAYER_PICKS_RALLIED_ASSETS } from './rulings';

/** 4.2a pieces each side draws in this admin phase, from the turn record (`draws` in the first player's
 * turn, `drawsSecond` — or `draws` again when absent — in the second player's). */
export function drawCount(s: FabState, side: Side): number {
  const rec = s.scenario.turnRecord.find((t) => t.turn === s.turn);
  if (!rec) return 0;
  if (s.playerTurn === 2 && rec.drawsSecond) return rec.drawsSecond[side] ?? 0;
  return rec.draws[side] ?? 0;
}

/** Draw `n` pieces at random from a side's cup into Available (uses the dice), noting them in `drawn`. */
export function drawFromCup(s: FabState, side: Side, n: number): FabState {
  let ns = s;
  const got: string[] = [];
  for (let k = 0; k < n; k++) {
    const cup = ns.boxes[side].cup;
    if (cup.length === 0) break;
    if (cup.length === 1) {
      const only = at(cup, 0, 'piece in the cup');
      got.push(only);
      ns = moveBox(ns, side, only, 'cup', 'available'); // no choice left: no die needed
      continue;
    }
    const [face, dice] = roll(ns.dice, cup.length);
    const drawn = at(cup, face - 1, 'piece in the cup');
    got.push(drawn);
    ns = moveBox({ ...ns, dice }, side, drawn, 'cup', 'available');
  }
  return got.length ? { ...ns, drawn: { ...ns.drawn, [side]: [...ns.drawn[side], ...got] } } : ns;
}

/** 4.2a both players draw from their cups as the turn record says. */
export function adminDraws(s: FabState): FabState {
  let ns = s;
  for (const side of [s.phasing, otherSide(s.phasing)]) {
    const n = drawCount(s, side);
    ns = drawFromCup(ns, side, n);
    if (n > 0) ns = note(ns, '4.2', 'drew', { side, n });
  }
  return ns;
}

/** 17.0 / 4.22 play an event for its printed purpose; it then goes to Eliminated. `units` are the targets
 * of replacements. */
export function playEvent(
  s: FabState,
  side: Side,
  event: string,
  units: readonly UnitId[] = [],
  picks?: readonly string[],
): Result<FabState> {
  const ix = boardIndex(s.scenario);
  const ev = ix.eventDefs.get(event);
  if (!ev || ev.side !== side || !s.boxes[side].available.includes(event))
    return reject('17.0', 'That event is not in your Available box.', 'admin.eventNotAvailable');
  let ns = s;
  switch (ev.effect.kind) {
    case 'special-action':
      return reject(
        '8.1',
        'A single-use special action is spent through a special-action use (8.2), not played on its own.',
        'admin.saNotPlayable',
      );
    case 'air-support':
      return reject('6.22', 'This event is committed to a battle during a combat round.', 'admin.eventInCombat');
    case 'replacements': {
      if (units.length === 0) return reject('17.0', 'Choose the units that receive replacements.', 'admin.chooseUnits');
      if (units.length > ev.effect.steps)
        return reject('17.0', `This event gives at most ${ev.effect.steps} step(s).`, 'admin.eventSteps', {
          n: ev.effect.steps,
        });
      for (const u of units) {
        const def = ix.unitDefs.get(u);
        const st = own(ns.units, u);
        if (!def || !st || def.side !== side || st.where !== 'map')
          return reject('17.0', 'Replacements go to your units on the map.', 'admin.replacementsOnMap');
        if (ev.formation && def.formation !== ev.formation)
          return reject(
            '17.0',
            `Only units of the event's formation may take these replacements.`,
            'admin.replacementsFormation',
          );
        if (ev.effect.unitClass && def.class !== ev.effect.unitClass)
          return reject(
            '17.0',
            `These replacements are for ${ev.effect.unitClass}-class units.`,
            'admin.replacementsClass',
            { cls: ev.effect.unitClass },
          );
        if (st.unsupplied)
          return reject(
            '9.34',
            `${def.name} is out of supply and cannot be affected by friendly events.`,
            'unit.unsuppliedEvent',
            { unit: def.id },
          );
        if (st.steps >= def.steps.length)
          return reject('17.0', `${def.name} is at full strength.`, 'unit.fullStrength', { unit: def.id });
        if (!ev.effect.allowElite && def.steps[st.steps] === 'elite')
          return reject('17.0', `The step ${def.name} would regain is elite.`, 'admin.eliteStep', { unit: def.id });
        ns = { ...ns, units: { ...ns.units, [u]: { ...st, steps: st.steps + 1 } } };
      }
      break;
    }
    case 'extra-draw':
      ns = drawFromCup(moveBox(ns, side, event, 'available', 'eliminated'), side, ev.effect.count);
      return accept(note(ns, '17.0', 'eventDrew', { side, piece: event, n: ev.effect.count }));
    case 'rally-assets': {
      const inUsed = ns.boxes[side].used.filter((id) => ix.assetDefs.has(id));
      if (inUsed.length === 0)
        return reject('17.0', 'There is no asset in your Used box to bring back.', 'admin.noUsedAsset');
      const want = Math.min(ev.effect.count, inUsed.length);
      let back = inUsed.slice(0, want); // versions 1-2: the first ones in the Used box
      if (picks === undefined && follows(s.rulesVersion, PLAYER_PICKS_RALLIED_ASSETS))
        // rules version 3 on: no automatic choice; the player names the assets that come back
        return reject(
          '17.0',
          `Pick the ${want} asset(s) from your Used box that this event brings back.`,
          'admin.rallyPickNeeded',
          {
            n: want,
          },
        );
      if (picks !== undefined) {
        // rules version 3 on: the player picks which Used assets come back
        if (!follows(s.rulesVersion, PLAYER_PICKS_RALLIED_ASSETS))
          return reject(
            '17.0',
            "This game's rules version brings back the first assets in the Used box; no pick.",
            'admin.rallyNoPick',
          );
        if (picks.length !== want || new Set(picks).size !== picks.length)
          return reject('17.0', `Pick ${want} different asset(s) from your Used box.`, 'admin.rallyPickCount', {
            n: want,
          });
        if (picks.some((a) => !inUsed.includes(a)))
          return reject('17.0', 'Pick assets that are in your Used box.', 'admin.rallyPickUsed');
        back = [...picks];
      }
      for (const a of back) ns = moveBox(ns, side, a, 'used', 'available');
      break;
    }
    case 'victory-points':
      ns = { ...ns, vpBonus: { ...ns.vpBonus, [side]: ns.vpBonus[side] + ev.effect.points } };
      break;
  }
  ns = moveBox(ns, side, event, 'available', 'eliminated');
  return accept(note(ns, '17.0', 'eventPlayed', { side, piece: event }));
}

/** 4.21 alternative use: instead of its printed purpose, an event returns two assets of the player's choice
 * from Eliminated to the cup (fewer if fewer are there). */
export function alternativeEvent(s: FabState, side: Side, event: string, assets: readonly string[]): Result<FabState> {
  const ix = boardIndex(s.scenario);
  const ev = ix.eventDefs.get(event);
  if (!ev || ev.side !== side || !s.boxes[side].available.includes(event))
    return reject('4.21', 'That event is not in your Available box.', 'admin.eventNotAvailable');
  const elim = s.boxes[side].eliminated.filter((id) => ix.assetDefs.has(id));
  // 4.21 the alternative use is to bring eliminated assets back: with none there it does nothing, and from rules
  // version 4 the event cannot be spent on it (versions 1-3 let it go to Eliminated for nothing)
  if (elim.length === 0 && follows(s.rulesVersion, NO_EMPTY_ALTERNATIVE_USE))
    return reject(
      '4.21',
      'Your Eliminated box holds no asset for this event to bring back; keep it for its printed use.',
      'admin.nothingToReturn',
    );
  const want = Math.min(2, elim.length);
  if (assets.length !== want || new Set(assets).size !== assets.length)
    return reject('4.21', `Choose ${want} eliminated asset(s) to return to the cup.`, 'admin.chooseEliminated', {
      n: want,
    });
  let ns = s;
  for (const a of assets) {
    if (!elim.includes(a))
      return reject(
        '4.21',
        'Only assets (not units or events) in your Eliminated box can return to the cup.',
        'admin.onlyEliminatedAssets',
      );
    ns = moveBox(ns, side, a, 'eliminated', 'cup');
  }
  ns = moveBox(ns, side, event, 'available', 'eliminated');
  return accept(note(ns, '4.21', 'eventReturned', { side, piece: event, n: assets.length }));
}

export type EngineerFunction = 'blow' | 'repair' | 'defences' | 'roadblock' | 'defended-roadblock';

/** 4.31-4.35 engineer functions in the admin phase. `area` is the engineer's area (the friendly area next
 * to the bridge for 4.31/4.32, the target area otherwise); `bridges` the boundaries for 4.31/4.32. */
export function engineerFunction(
  s: FabState,
  side: Side,
  asset: string,
  fn: EngineerFunction,
  area: AreaId,
  bridges: readonly BoundaryId[] = [],
): Result<FabState> {
  const ix = boardIndex(s.scenario);
  const a = ix.assetDefs.get(asset);
  if (!a || a.side !== side || a.kind !== 'engineer')
    return reject('4.3', 'That is not one of your engineer assets.', 'eng.notEngineer');
  if (!s.boxes[side].available.includes(asset))
    return reject('4.3', 'The engineers must be in your Available box.', 'eng.notAvailable');
  const ar = own(s.areas, area);
  if (!ar) return reject('4.3', 'No such area.', 'area.none');
  const occ = occupancy(s);
  const friendlyOk = ar.control === side && !ar.unsupplied;
  const name = areaName(s, area);
  let ns = s;
  switch (fn) {
    case 'blow': {
      if (!friendlyOk || isContested(s, occ, area))
        return reject('4.31', `${name} must be an uncontested, supplied area you control.`, 'eng.areaUncontested', {
          area,
        });
      if (bridges.length < 1 || bridges.length > 2 || new Set(bridges).size !== bridges.length)
        return reject('4.31', 'One engineer blows one or two bridges.', 'eng.bridgeCount');
      for (const b of bridges) {
        const bd = ix.boundaries.get(b);
        if (!bd || !bd.river || (bd.a !== area && bd.b !== area))
          return reject('4.31', 'Each bridge must be on a river boundary of that area.', 'eng.bridgeNotBorder');
        if (s.blownBridges.includes(b)) return reject('4.31', 'That bridge is already blown.', 'eng.bridgeBlown');
      }
      ns = { ...s, blownBridges: [...s.blownBridges, ...bridges] };
      ns = note(ns, '4.31', 'engBlew', { area, n: bridges.length });
      break;
    }
    case 'repair': {
      const b = bridges[0];
      const bd = b ? ix.boundaries.get(b) : undefined;
      if (!bd || bridges.length !== 1 || !s.blownBridges.includes(bd.id))
        return reject('4.32', 'Choose one blown bridge.', 'eng.chooseBlown');
      if (bd.a !== area && bd.b !== area)
        return reject('4.32', 'The bridge must border the area the repair starts from.', 'eng.repairBorder');
      if (!friendlyOk || isContested(s, occ, area))
        return reject('4.32', `${name} must be an uncontested, supplied area you control.`, 'eng.areaUncontested', {
          area,
        });
      const other = bd.a === area ? bd.b : bd.a;
      const os = own(s.areas, other);
      if (!os) return reject('4.32', 'No such area.', 'area.none');
      if (os.control !== side && !hasForces(s, occ, other, side))
        return reject('4.32', `You must control ${areaName(s, other)} or contest it.`, 'eng.controlOther', {
          area: other,
        });
      ns = note({ ...s, blownBridges: s.blownBridges.filter((x) => x !== bd.id) }, '4.32', 'engRepaired', { area });
      break;
    }
    case 'defences': {
      if (!friendlyOk || isContested(s, occ, area))
        return reject('4.33', `${name} must be an uncontested, supplied area you control.`, 'eng.areaUncontested', {
          area,
        });
      const mine = occ.bySide[side].get(area) ?? [];
      if (!mine.some((u) => ix.unitDefs.get(u)?.formation === a.formation || !a.formation))
        return reject('4.33', "The area needs a unit of the engineers' own formation.", 'eng.needFormation');
      if (ar.defences === side) return reject('4.33', 'That area already has your defences.', 'area.hasDefences');
      ns = note({ ...s, areas: { ...s.areas, [area]: { ...ar, defences: side } } }, '4.33', 'engDefences', { area });
      break;
    }
    case 'roadblock':
    case 'defended-roadblock': {
      const rule = fn === 'roadblock' ? '4.34' : '4.35';
      if (!friendlyOk)
        return reject(rule, `${name} must be a supplied area you control.`, 'eng.areaSupplied', { area });
      if (hasForces(s, occ, area, side) || hasForces(s, occ, area, otherSide(side)))
        return reject(rule, `${name} must be empty.`, 'eng.areaEmpty', { area });
      const def = s.scenario.areas.find((x) => x.id === area);
      if (!def) return reject(rule, 'No such area.', 'area.none');
      if (def.terrain < 1)
        return reject(rule, 'A roadblock needs terrain difficulty 1 or more.', 'eng.roadblockTerrain');
      if (ar.roadblock) return reject(rule, 'That area already has a roadblock.', 'eng.hasRoadblock');
      if (fn === 'roadblock') {
        ns = note({ ...s, areas: { ...s.areas, [area]: { ...ar, roadblock: { side } } } }, rule, 'engRoadblock', {
          area,
        });
      } else {
        ns = { ...s, areas: { ...s.areas, [area]: { ...ar, roadblock: { side, asset } } } };
        return accept(note(moveBox(ns, side, asset, 'available', 'map'), rule, 'engDefendedRoadblock', { area }));
      }
      break;
    }
  }
  return accept(moveBox(ns, side, asset, 'available', 'used'));
}
