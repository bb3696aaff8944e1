/**
 * The breakout segment: combat units that cannot trace supply may try to escape.
 */
import { reject, accept, type Result } from '../common/result';
import { roll } from '../common/dice';
import { keyDistance, neighbourKeys, type HexKey } from './hex';
import { liveEnemyZoc, occupancy } from './board';
import { movementChart, stepCost } from './movement';
import type { OcsGame, Unit } from './types';
import { own } from '../common/own';

export const BREAKOUT_RANGE = 15;

/** Friendly units that can trace supply, on the map. */
function suppliedFriends(g: OcsGame, u: Unit): Unit[] {
  return Object.values(g.units).filter(
    (f) => f.id !== u.id && f.side === u.side && f.where === 'map' && f.hex !== null && f.supplied,
  );
}

// breakout: a path of any length to a supplied friend, free of enemy units and prohibited terrain (and for wheeled units of live enemy zones of control)
export function breakoutPathExists(g: OcsGame, u: Unit): boolean {
  if (u.hex === null) return false;
  const targets = new Set(suppliedFriends(g, u).flatMap((f) => (f.hex === null ? [] : [f.hex])));
  if (targets.size === 0) return false;
  const enemy = new Set<HexKey>();
  for (const [h, us] of occupancy(g)) if (us.some((x) => x.side !== u.side)) enemy.add(h);
  const zoc = u.moveType === 'wheeled' ? liveEnemyZoc(g, u.side) : new Set<HexKey>();
  const seen = new Set<HexKey>([u.hex]);
  const queue: HexKey[] = [u.hex];
  for (let h = queue.shift(); h !== undefined; h = queue.shift()) {
    if (targets.has(h)) return true;
    for (const n of neighbourKeys(h)) {
      if (seen.has(n) || !own(g.map.hexes, n) || enemy.has(n) || zoc.has(n)) continue;
      if (!stepCost(movementChart(g), g.map, u.moveType, h, n).ok) continue;
      seen.add(n);
      queue.push(n);
    }
  }
  return false;
}

// breakout: within 15 hexes in a straight line of a supplied friend, whatever lies between
export function withinBreakoutRange(g: OcsGame, u: Unit): boolean {
  const hex = u.hex;
  return hex !== null && suppliedFriends(g, u).some((f) => f.hex !== null && keyDistance(f.hex, hex) <= BREAKOUT_RANGE);
}

// breakout: may this unit attempt a breakout now? (voluntary; combat units out of supply meeting both conditions)
export function canBreakout(g: OcsGame, unitId: string): Result<Unit> {
  const u = own(g.units, unitId);
  if (!u || u.where !== 'map' || u.hex === null) return reject('breakout', 'That unit is not on the map.', 'noUnit');
  if (g.segment !== 'breakout')
    return reject(
      'breakout',
      'Breakouts happen only in the breakout segment, before any movement.',
      'breakout.segment',
    );
  if (u.side !== g.player) return reject('breakout', 'Only the player in phase attempts breakouts.', 'notYours');
  if (!u.combat) return reject('breakout', 'Only combat units may attempt a breakout.', 'breakout.noncombat');
  if (u.supplied)
    return reject('breakout', 'This unit can trace supply, so it has no reason to break out.', 'breakout.supplied');
  if (g.moves[u.id]?.breakout)
    return reject('breakout', 'This unit has already attempted its breakout.', 'breakout.again');
  if (!withinBreakoutRange(g, u))
    return reject(
      'breakout',
      `No supplied friendly unit is within ${BREAKOUT_RANGE} hexes in a straight line.`,
      'breakout.range',
      { range: BREAKOUT_RANGE },
    );
  if (!breakoutPathExists(g, u)) {
    return u.moveType === 'wheeled'
      ? reject(
          'breakout',
          'A wheeled unit needs a path to a supplied friend clear of enemy units, prohibited terrain and live enemy zones of control; there is none.',
          'breakout.pathWheeled',
        )
      : reject(
          'breakout',
          'There is no path to a supplied friend clear of enemy units and prohibited terrain.',
          'breakout.path',
        );
  }
  return accept(u);
}

// breakout: roll a d6; 5-6 sends the unit to the turn record for that many turns (step loss kept, low supply and DG removed), else it is destroyed
export function attemptBreakout(g: OcsGame, unitId: string): Result<OcsGame> {
  const ok = canBreakout(g, unitId);
  if (!ok.ok) return ok;
  const u = ok.value;
  const [face, dice] = roll(g.dice, 6);
  const success = face >= 5;
  const nu: Unit = success
    ? { ...u, where: 'turn-record', hex: null, returnTurn: g.turn + face, lowSupply: false, dg: false }
    : { ...u, where: 'destroyed', hex: null };
  const moves = {
    ...g.moves,
    [u.id]: {
      ...(g.moves[u.id] ?? { spent: 0, hexes: 0, done: false, fueled: false, rail: false, worked: false }),
      breakout: true,
      done: true,
    },
  };
  return accept({
    ...g,
    dice,
    units: { ...g.units, [u.id]: nu },
    moves,
    notes: [
      ...g.notes,
      success
        ? { kind: 'breakout', unit: u.id, roll: face, success, returnTurn: g.turn + face }
        : { kind: 'breakout', unit: u.id, roll: face, success },
    ],
  });
}
