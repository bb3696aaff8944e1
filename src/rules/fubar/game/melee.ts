/**
 * §melee: an assault into contact, and a melee fought again at the start of each later turn.
 */
import { accept, reject, type Result } from '../../common/result';
import { meleeCheck } from '../checks';
import type { FubarCtx, LogRoll, UnitState } from '../state';
import { d6, log, settle } from './helpers';
import { landHits } from './hits';
import { alive, isOut, unitOf } from './units';

function meleeRound(ctx: FubarCtx, a: UnitState, b: UnitState): FubarCtx {
  let dice = ctx.dice;
  const sideRolls = (u: UnitState): { rolls: LogRoll[]; hits: number } => {
    const rolls: LogRoll[] = [];
    let hits = 0;
    // melee: suppressed figures roll apart, at -1
    const ordered = [
      ...alive(u).filter((f) => f.status !== 'suppressed'),
      ...alive(u).filter((f) => f.status === 'suppressed'),
    ];
    for (const f of ordered) {
      const [die, d] = d6(dice);
      dice = d;
      const c = meleeCheck(die, u.training, f.status === 'suppressed');
      rolls.push({ label: f.status === 'suppressed' ? 'melee-suppressed' : 'melee', ...c });
      if (c.ok) hits++;
    }
    return { rolls, hits };
  };
  const ra = sideRolls(a);
  const rb = sideRolls(b);
  let next: FubarCtx = { ...ctx, dice };
  const onB = landHits(next, b, ra.hits, undefined, 'melee');
  next = onB.ctx;
  const onA = landHits(next, a, rb.hits, undefined, 'melee');
  next = onA.ctx;
  next = log(next, {
    kind: 'melee',
    side: a.side,
    unit: a.id,
    target: b.id,
    rolls: [...ra.rolls, ...onB.rolls],
    params: { hits: ra.hits, unsaved: onB.params.unsaved ?? 0 },
  });
  next = log(next, {
    kind: 'melee',
    side: b.side,
    unit: b.id,
    target: a.id,
    rolls: [...rb.rolls, ...onA.rolls],
    params: { hits: rb.hits, unsaved: onA.params.unsaved ?? 0 },
  });
  return { ...next, pending: [...next.pending, ...onB.pending, ...onA.pending] };
}

// melee: an assault moves into contact; both sides roll a die per figure at once; unsaved hits are casualties, no cover and no suppression
export function assault(ctx: FubarCtx, p: { target: string }): Result<FubarCtx> {
  const u = ctx.active ? unitOf(ctx, ctx.active) : undefined;
  if (!u || u.action !== 'assault')
    return reject('melee', 'Only a unit that chose to assault may enter melee.', 'melee.notAssault');
  const t = unitOf(ctx, p?.target);
  if (!t || t.side === u.side || isOut(t))
    return reject('melee', 'Pick an enemy unit in the game to assault.', 'melee.target');
  // melee-vehicles (Sandtable's ruling, the rules being silent): close combat is fought between figures; a vehicle is
  // hurt only through its armour save and the damage table, reached by fire, so it cannot be assaulted
  if (t.vehicle)
    return reject(
      'melee-vehicles',
      'A vehicle cannot be assaulted: close combat is fought between figures. Attack it by fire (grenades, launchers).',
      'melee.vehicle',
    );
  const id = `M${ctx.nextEngagement}`;
  const withMelee: FubarCtx = {
    ...ctx,
    engagements: [...ctx.engagements, { id, a: u.id, b: t.id, lastFought: ctx.turn }],
    nextEngagement: ctx.nextEngagement + 1,
  };
  return accept(settle({ ...meleeRound(withMelee, u, t), active: null }));
}

// melee: a melee still going on is fought again at the start of each later turn
export function fightMelee(ctx: FubarCtx, p: { engagement: string }): Result<FubarCtx> {
  const e = ctx.engagements.find((x) => x.id === p?.engagement);
  if (!e) return reject('melee', 'There is no such melee.', 'melee.none');
  if (e.lastFought >= ctx.turn) return reject('melee', 'That melee has already been fought this turn.', 'melee.fought');
  const a = unitOf(ctx, e.a)!;
  const b = unitOf(ctx, e.b)!;
  const marked: FubarCtx = {
    ...ctx,
    engagements: ctx.engagements.map((x) => (x.id === e.id ? { ...x, lastFought: ctx.turn } : x)),
  };
  return accept(settle(meleeRound(marked, a, b)));
}
