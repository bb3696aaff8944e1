/**
 * Questions about the board: who stands where, zones of control, stations. Pure reads.
 */
import { neighbourKeys, type HexKey } from './hex';
import type { OcsGame, Side, Unit, PhaseMove } from './types';
import { own } from '../common/own';

export const other = (s: Side): Side => (s === 'A' ? 'B' : 'A');

// movement: the units standing in a hex
export function unitsAt(g: OcsGame, hex: HexKey): Unit[] {
  const out: Unit[] = [];
  for (const u of Object.values(g.units)) if (u.where === 'map' && u.hex === hex) out.push(u);
  return out;
}

/** Hex to the units standing in it, built once per call site. */
// movement: who stands in each hex
export function occupancy(g: OcsGame): Map<HexKey, Unit[]> {
  const m = new Map<HexKey, Unit[]>();
  for (const u of Object.values(g.units)) {
    if (u.where !== 'map' || u.hex === null) continue;
    const l = m.get(u.hex);
    if (l) l.push(u);
    else m.set(u.hex, [u]);
  }
  return m;
}

// movement: whether an enemy unit holds the hex
export function hasEnemy(g: OcsGame, side: Side, hex: HexKey): boolean {
  return unitsAt(g, hex).some((u) => u.side !== side);
}

// zoc: a combat unit exerts a zone of control into the six hexes around it
export function enemyZocHexes(g: OcsGame, side: Side): Set<HexKey> {
  const z = new Set<HexKey>();
  for (const u of Object.values(g.units)) {
    if (u.where !== 'map' || u.hex === null || u.side === side || !u.combat) continue;
    for (const n of neighbourKeys(u.hex)) if (own(g.map.hexes, n)) z.add(n);
  }
  return z;
}

// zoc: a friendly combat unit in a hex negates the enemy zone of control there
export function negatedHexes(g: OcsGame, side: Side, exclude: readonly string[] = []): Set<HexKey> {
  const n = new Set<HexKey>();
  for (const u of Object.values(g.units)) {
    if (u.where === 'map' && u.hex !== null && u.side === side && u.combat && !exclude.includes(u.id)) n.add(u.hex);
  }
  return n;
}

/** Enemy zone of control hexes not negated by friendly combat units (other than `exclude`). */
// zoc: enemy zones of control left after negation
export function liveEnemyZoc(g: OcsGame, side: Side, exclude: readonly string[] = []): Set<HexKey> {
  const z = enemyZocHexes(g, side);
  for (const h of negatedHexes(g, side, exclude)) z.delete(h);
  return z;
}

// rail: a hex touched by a railway line
export function isRailHex(g: OcsGame, hex: HexKey): boolean {
  for (const n of neighbourKeys(hex)) {
    const k = hex < n ? `${hex}|${n}` : `${n}|${hex}`;
    if (own(g.map.rails, k)) return true;
  }
  return false;
}

// rail: a station is a rail hex with a village, town, city or port, or a friendly HQ in combat mode, under the player's control
export function isStation(g: OcsGame, side: Side, hex: HexKey): boolean {
  const h = own(g.map.hexes, hex);
  if (!h || !isRailHex(g, hex) || own(g.control, hex) !== side) return false;
  if (h.settlement || h.port) return true;
  return unitsAt(g, hex).some((u) => u.side === side && u.hq === true && u.mode === 'combat');
}

export const FRESH: PhaseMove = {
  spent: 0,
  hexes: 0,
  done: false,
  fueled: false,
  rail: false,
  worked: false,
  breakout: false,
};

// movement: what a unit has done so far this phase
export function phaseMove(g: OcsGame, id: string): PhaseMove {
  return own(g.moves, id) ?? FRESH;
}
