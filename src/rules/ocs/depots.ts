/**
 * Supply points held in depots: paying for fuel and construction, and blowing one's own depots.
 */
import { reject, accept, type Result } from '../common/result';
import { roll } from '../common/dice';
import { keyDistance, type HexKey } from './hex';
import type { OcsGame, Side } from './types';

// depots: supply is paid from the nearest friendly depot holding enough (the app's simplification; the seed gives no range)
export function paySupply(g: OcsGame, side: Side, near: HexKey, amount: number): Result<OcsGame> {
  if (amount <= 0) return accept(g);
  let pick = -1;
  let best = Infinity;
  g.depots.forEach((d, i) => {
    if (d.side !== side || d.sp < amount) return;
    const dist = keyDistance(d.hex, near);
    if (dist < best) {
      best = dist;
      pick = i;
    }
  });
  if (pick < 0)
    return reject('depots', `No friendly depot holds the ${amount} supply points needed.`, 'supply.short', {
      sp: amount,
    });
  const depots = g.depots.map((d, i) => (i === pick ? { ...d, sp: d.sp - amount } : d)).filter((d) => d.sp > 0);
  return accept({ ...g, depots });
}

/** Rounds to the nearest quarter point (a supply token). */
// depots: destroyed amounts round to the nearest token
export function toToken(sp: number): number {
  return Math.round(sp * 4) / 4;
}

// depots: blow some or all of a friendly depot: a d6 on the depot table gives the share destroyed, rounded to the nearest token
export function blowDepot(g: OcsGame, depotId: string, amount: number | 'all'): Result<OcsGame> {
  if (g.segment !== 'movement')
    return reject('depots', 'Depots are blown during the movement segment.', 'depot.segment');
  const d = g.depots.find((x) => x.id === depotId);
  if (!d) return reject('depots', 'There is no such depot.', 'depot.none');
  if (d.side !== g.player) return reject('depots', 'A player may only blow his own depots.', 'depot.enemy');
  const amt = amount === 'all' ? d.sp : amount;
  if (!(amt > 0) || amt > d.sp || toToken(amt) !== amt)
    return reject(
      'depots',
      `Choose between a quarter point and the ${d.sp} points in the depot, in quarters.`,
      'depot.amount',
      { sp: d.sp },
    );
  const [face, dice] = roll(g.dice, 6);
  const percent = g.chart.depotTable[face - 1] ?? 0;
  const destroyed = Math.min(amt, toToken((amt * percent) / 100));
  const left = d.sp - destroyed;
  const depots =
    left > 0
      ? g.depots.map((x) => (x.id === depotId ? { ...x, sp: left } : x))
      : g.depots.filter((x) => x.id !== depotId);
  return accept({
    ...g,
    depots,
    dice,
    notes: [...g.notes, { kind: 'depot', depot: depotId, roll: face, percent, destroyed }],
  });
}
