/**
 * Small steps shared by the FUBAR operations: replace a unit, write a log entry, roll a d6, and settle
 * the game after a fight (finished melees removed; a side with no unit left loses, §units).
 */
import { type DiceState, roll } from '../../common/dice';
import type { FubarCtx, LogEntry, SideIndex, UnitState } from '../state';
import { isOut, sideStanding, unitOf } from './units';

export function put(ctx: FubarCtx, unit: UnitState): FubarCtx {
  return { ...ctx, units: ctx.units.map((u) => (u.id === unit.id ? unit : u)) };
}

export function log(ctx: FubarCtx, e: Omit<LogEntry, 'turn'>): FubarCtx {
  return { ...ctx, log: [...ctx.log, { turn: ctx.turn, ...e }] };
}

export function d6(dice: DiceState): [number, DiceState] {
  return roll(dice, 6);
}

export function enemyOf(side: SideIndex): SideIndex {
  return side === 0 ? 1 : 0;
}

/** Remove finished melees and record a winner when a side has nothing left. */
export function settle(ctx: FubarCtx): FubarCtx {
  const engagements = ctx.engagements.filter((e) => {
    const a = unitOf(ctx, e.a);
    const b = unitOf(ctx, e.b);
    return a && b && !isOut(a) && !isOut(b);
  });
  let next = engagements.length === ctx.engagements.length ? ctx : { ...ctx, engagements };
  if (next.winner === null && !next.ended) {
    const s0 = sideStanding(next, 0);
    const s1 = sideStanding(next, 1);
    if (!s0 || !s1) next = { ...next, ended: true, winner: s0 ? 0 : s1 ? 1 : null };
  }
  return next;
}
