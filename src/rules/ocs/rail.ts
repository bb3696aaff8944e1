/**
 * Rail movement: entrain at a station, ride connected rail of one gauge, detrain at a station, stop.
 */
import { reject, accept, type Result } from '../common/result';
import { neighbourKeys, sideKey, type HexKey } from './hex';
import { FRESH, enemyZocHexes, isStation, occupancy, phaseMove } from './board';
import { allowance } from './modes';
import type { Gauge, OcsGame, Unit } from './types';
import { own } from '../common/own';
import { follows } from '../common/rulings';
import { STACK_ENTRAINS_UNIT_BY_UNIT } from './rulings';
import { knownIn } from '../common/narrow';

export interface RailRoute {
  readonly path: readonly HexKey[];
  readonly gauge: Gauge;
  /** Every segment is double track: the capacity used is halved. */
  readonly double: boolean;
}

function blockedForRail(g: OcsGame, side: Unit['side']): Set<HexKey> {
  // rail: enemy zones of control cannot be negated for rail movement; enemy-occupied hexes are closed too
  const b = enemyZocHexes(g, side);
  for (const [h, us] of occupancy(g)) if (us.some((u) => u.side !== side)) b.add(h);
  return b;
}

function search(
  g: OcsGame,
  from: HexKey,
  gauge: Gauge,
  doubleOnly: boolean,
  blocked: Set<HexKey>,
): Map<HexKey, HexKey> {
  const prev = new Map<HexKey, HexKey>([[from, from]]);
  const queue = [from];
  for (let h = queue.shift(); h !== undefined; h = queue.shift()) {
    for (const n of neighbourKeys(h)) {
      const r = own(g.map.rails, sideKey(h, n));
      if (!r || r.gauge !== gauge || (doubleOnly && !r.double) || prev.has(n) || blocked.has(n)) continue;
      prev.set(n, h);
      queue.push(n);
    }
  }
  return prev;
}

function unwind(prev: Map<HexKey, HexKey>, from: HexKey, to: HexKey): HexKey[] {
  const path: HexKey[] = [];
  let cur = to;
  while (cur !== from) {
    path.push(cur);
    cur = knownIn(prev, cur, 'hex on the path');
  }
  return path.reverse();
}

/** The gauges of the rail lines touching a hex. */
// rail: the gauges of the lines through a hex
export function gaugesAt(g: OcsGame, hex: HexKey): Gauge[] {
  const s = new Set<Gauge>();
  for (const n of neighbourKeys(hex)) {
    const r = own(g.map.rails, sideKey(hex, n));
    if (r) s.add(r.gauge);
  }
  return [...s].sort();
}

// rail: every station the unit could detrain at, by connected rail of one gauge, outside enemy zones of control
export function railDestinations(g: OcsGame, u: Unit): Map<HexKey, RailRoute> {
  const out = new Map<HexKey, RailRoute>();
  if (u.hex === null) return out;
  const blocked = blockedForRail(g, u.side);
  for (const gauge of gaugesAt(g, u.hex)) {
    const dbl = search(g, u.hex, gauge, true, blocked);
    const any = search(g, u.hex, gauge, false, blocked);
    for (const h of any.keys()) {
      if (h === u.hex || out.has(h) || !isStation(g, u.side, h)) continue;
      const isDbl = dbl.has(h);
      out.set(h, { path: unwind(isDbl ? dbl : any, u.hex, h), gauge, double: isDbl });
    }
  }
  return out;
}

// rail: capacity used in regiment equivalents (a battalion is half), halved on double track
export function railCost(re: number, double: boolean): number {
  return double ? re / 2 : re;
}

// rail: entrain at a friendly station in move mode having spent at most half the allowance
export function canEntrain(g: OcsGame, unitId: string): Result<Unit> {
  const u = own(g.units, unitId);
  if (!u || u.where !== 'map' || u.hex === null) return reject('rail', 'That unit is not on the map.', 'noUnit');
  if (g.segment !== 'movement') return reject('rail', 'Rail moves happen in the movement segment.', 'rail.segment');
  if (u.side !== g.player) return reject('rail', 'Only the player in phase moves by rail.', 'notYours');
  const pm = phaseMove(g, u.id);
  if (pm.done || pm.rail)
    return reject('rail', `${u.name} has finished moving this phase.`, 'move.done', { unit: u.name });
  if (u.mode !== 'move') return reject('rail', 'Only units in move mode may entrain.', 'rail.mode');
  if (!isStation(g, u.side, u.hex))
    return reject(
      'rail',
      'Units entrain only at a station the player controls: a rail hex with a village, town, city or port, or a friendly HQ in combat mode.',
      'rail.station',
    );
  if (pm.spent > allowance(u) / 2)
    return reject(
      'rail',
      'The unit has spent more than half its movement allowance and may no longer entrain.',
      'rail.half',
    );
  return accept(u);
}

/**
 * rail: entrain, move and detrain in one go; the unit stops after detraining. `together`: other units of its stack
 * that entrain with it to the same station (rules version 3 on), each on its own conditions, the capacity covering
 * them all; the move is refused whole if one of them cannot go.
 */
export function railMove(g: OcsGame, unitId: string, to: HexKey, together: readonly string[] = []): Result<OcsGame> {
  if (together.length === 0) return railOne(g, unitId, to);
  if (!follows(g.rulesVersion, STACK_ENTRAINS_UNIT_BY_UNIT))
    return reject('rail', "This game's rules version moves one unit at a time by rail.", 'rail.oneAtATime');
  const ids = [unitId, ...together];
  const hex = own(g.units, unitId)?.hex;
  if (new Set(ids).size !== ids.length || ids.some((id) => own(g.units, id)?.hex !== hex))
    return reject('rail', 'Units entrain together only when they stand in the same station hex.', 'rail.together');
  let s = g;
  for (const id of ids) {
    const r = railOne(s, id, to);
    if (!r.ok) return r;
    s = r.value;
  }
  return accept(s);
}

// rail: one unit entrains, rides and detrains
function railOne(g: OcsGame, unitId: string, to: HexKey): Result<OcsGame> {
  const ok = canEntrain(g, unitId);
  if (!ok.ok) return ok;
  const u = ok.value;
  const route = railDestinations(g, u).get(to);
  if (!route) {
    if (enemyZocHexes(g, u.side).has(to))
      return reject(
        'rail',
        'That station lies in an enemy zone of control: no unit may detrain there, nor ride through one.',
        'rail.zoc',
      );
    return reject(
      'rail',
      'No connected line of one gauge, clear of enemy units and zones of control, leads to a friendly station there.',
      'rail.route',
    );
  }
  const used = railCost(u.re, route.double);
  const left = g.railCapacity[g.player] - g.railUsed;
  if (used > left + 1e-9)
    return reject(
      'rail',
      `This move needs ${used} of rail capacity and only ${left} is left this turn.`,
      'rail.capacity',
      { need: used, left },
    );
  // the units whose move is under way: another unit starting ends theirs; from rules version 3 a unit of that stack
  // entraining leaves the rest of it free to go on, by rail or on foot (version 1-2 ended their move too)
  const stay =
    follows(g.rulesVersion, STACK_ENTRAINS_UNIT_BY_UNIT) && g.active.includes(u.id)
      ? g.active.filter((id) => id !== u.id)
      : [];
  const moves = { ...g.moves };
  for (const id of g.active) if (id !== u.id && !stay.includes(id)) moves[id] = { ...(moves[id] ?? FRESH), done: true };
  moves[u.id] = { ...phaseMove(g, u.id), rail: true, done: true };
  return accept({
    ...g,
    units: { ...g.units, [u.id]: { ...u, hex: to } },
    moves,
    railUsed: g.railUsed + used,
    active: stay,
  });
}
