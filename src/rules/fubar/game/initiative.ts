/**
 * §initiative: the roll that decides who activates first, how it passes on, and the start and end of a turn
 * (§units: the players may end the game).
 */
import { accept, reject, type Result } from '../../common/result';
import type { FubarCtx, LogRoll, SideIndex } from '../state';
import { d6, enemyOf, log } from './helpers';
import { everyUnitTried, sideMayTry } from './units';

// initiative: each side rolls a d6 plus its scenario modifier; a tie is rolled again
export function rollInitiative(ctx: FubarCtx): Result<FubarCtx> {
  if (ctx.initiative !== null)
    return reject('initiative', 'Initiative has already been decided this turn.', 'initiative.decided');
  const [a, d1] = d6(ctx.dice);
  const [b, d2] = d6(d1);
  const ta = a + ctx.sides[0].initiativeModifier;
  const tb = b + ctx.sides[1].initiativeModifier;
  const winner: SideIndex | null = ta === tb ? null : ta > tb ? 0 : 1;
  const rolls: LogRoll[] = [
    {
      label: 'initiative-a',
      die: a,
      need: 0,
      mods: ctx.sides[0].initiativeModifier ? [{ key: 'scenario', value: ctx.sides[0].initiativeModifier }] : [],
      total: ta,
      ok: winner === 0,
    },
    {
      label: 'initiative-b',
      die: b,
      need: 0,
      mods: ctx.sides[1].initiativeModifier ? [{ key: 'scenario', value: ctx.sides[1].initiativeModifier }] : [],
      total: tb,
      ok: winner === 1,
    },
  ];
  const next: FubarCtx = { ...ctx, dice: d2, initiative: winner, lastInitiative: [ta, tb] };
  return accept(log(next, { kind: 'initiative', side: winner, rolls, params: { tie: winner === null ? 1 : 0 } }));
}

// initiative: when the side holding it has no unit left to try, it passes to the other side
export function settleInitiative(ctx: FubarCtx): FubarCtx {
  if (ctx.initiative === null) return ctx;
  if (!sideMayTry(ctx, ctx.initiative) && sideMayTry(ctx, enemyOf(ctx.initiative)))
    return { ...ctx, initiative: enemyOf(ctx.initiative) };
  return ctx;
}

// initiative: a new turn: every unit may try again, stunned crews recover, initiative is rolled afresh
export function nextTurn(ctx: FubarCtx): Result<FubarCtx> {
  if (!everyUnitTried(ctx))
    return reject('initiative', 'Every unit must have tried to activate before the next turn.', 'turn.notDone');
  if (ctx.turnLimit !== null && ctx.turn >= ctx.turnLimit)
    return reject('initiative', 'That was the last turn of the scenario.', 'turn.limit');
  const units = ctx.units.map((u) => ({
    ...u,
    tried: false,
    activated: false,
    overwatch: false,
    overwatchUsed: false,
    action: null,
    aimedAt: null,
    vehicle: u.vehicle ? { ...u.vehicle, stunned: false } : null,
  }));
  const next: FubarCtx = {
    ...ctx,
    units,
    turn: ctx.turn + 1,
    initiative: null,
    lastInitiative: null,
    active: null,
    lastActivation: null,
  };
  return accept(log(next, { kind: 'turn', side: null, rolls: [], params: { turn: next.turn } }));
}

// units: the players end the game (scenario over), naming the winner or a draw
export function endGame(ctx: FubarCtx, p: { winner: SideIndex | null }): Result<FubarCtx> {
  const w = p?.winner ?? null;
  if (w !== null && w !== 0 && w !== 1) return reject('units', 'The winner is side A, side B or nobody.', 'end.winner');
  return accept(log({ ...ctx, ended: true, winner: w }, { kind: 'end', side: w, rolls: [], params: {} }));
}
