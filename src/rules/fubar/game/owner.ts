/**
 * §suppression and §vehicle-damage: the target's owner decides what each unsaved hit does, and which weapon
 * a damaged vehicle loses.
 */
import { isList } from '../../common/lookup';
import { accept, reject, type Result } from '../../common/result';
import { suppressionRoom } from '../checks';
import type { FubarCtx, UnitState } from '../state';
import { TRAINING } from '../tables';
import { log, put, settle } from './helpers';
import { alive, unitOf } from './units';

// suppression: the owner turns each unsaved hit into a casualty or a suppressed figure, within the training level's cap (melee: casualties only)
export function allocateHits(
  ctx: FubarCtx,
  p: { casualties: readonly string[]; suppressed: readonly string[] },
): Result<FubarCtx> {
  const head = ctx.pending[0];
  if (!head || head.kind !== 'hits') return reject('shooting', 'No hits are waiting to be allocated.', 'alloc.none');
  const u = unitOf(ctx, head.unit)!;
  const cas = isList(p?.casualties) ? p.casualties : null;
  const sup = isList(p?.suppressed) ? p.suppressed : null;
  if (!cas || !sup) return reject(head.rule, 'Choose the casualties and the suppressed figures.', 'alloc.shape');
  const living = alive(u);
  const need = Math.min(head.hits, living.length);
  const all = [...cas, ...sup];
  if (new Set(all).size !== all.length) return reject(head.rule, 'Each hit goes on a different figure.', 'alloc.twice');
  if (all.length !== need) return reject(head.rule, `Allocate exactly ${need} hits.`, 'alloc.count', { count: need });
  for (const id of cas)
    if (!living.some((f) => f.id === id))
      return reject(head.rule, 'A casualty must be a figure still standing in the unit.', 'alloc.badFigure');
  if (sup.length > 0 && !head.allowSuppress)
    return reject('melee', 'Melee hits cannot be taken as suppression: each is a casualty.', 'alloc.meleeNoSuppress');
  for (const id of sup) {
    const f = living.find((x) => x.id === id);
    if (!f) return reject('suppression', 'Only a figure of the unit can be suppressed.', 'alloc.badFigure');
    if (f.status === 'suppressed') return reject('suppression', 'That figure is already suppressed.', 'alloc.already');
  }
  const stillSuppressed = u.figures.filter((f) => f.status === 'suppressed' && !cas.includes(f.id)).length;
  if (sup.length > suppressionRoom(u.training, stillSuppressed)) {
    return reject(
      'suppression',
      `At most ${TRAINING[u.training].maxSuppressed} figures of this unit may be suppressed at once.`,
      'alloc.cap',
      {
        max: TRAINING[u.training].maxSuppressed,
      },
    );
  }
  const unit: UnitState = {
    ...u,
    figures: u.figures.map((f) =>
      cas.includes(f.id)
        ? { ...f, status: 'casualty' as const }
        : sup.includes(f.id)
          ? { ...f, status: 'suppressed' as const }
          : f,
    ),
  };
  const next = log(put({ ...ctx, pending: ctx.pending.slice(1) }, unit), {
    kind: 'allocation',
    side: u.side,
    unit: u.id,
    rolls: [],
    params: { casualties: cas.length, suppressed: sup.length },
  });
  return accept(settle(next));
}

// vehicle-damage: on a weapon-destroyed result the owner picks which weapon is lost
export function chooseLostWeapon(ctx: FubarCtx, p: { weapon: number }): Result<FubarCtx> {
  const head = ctx.pending[0];
  if (!head || head.kind !== 'weapon-loss')
    return reject('vehicle-damage', 'No weapon loss is waiting.', 'weapon.none');
  const u = unitOf(ctx, head.unit)!;
  const v = u.vehicle!;
  if (!Number.isInteger(p?.weapon) || v.weapons[p.weapon] === undefined || v.lost[p.weapon]) {
    return reject('vehicle-damage', "Pick one of the vehicle's working weapons.", 'weapon.bad');
  }
  const lost = v.lost.map((x, i) => x || i === p.weapon);
  const left = head.count - 1;
  const rest =
    left > 0 && lost.some((x) => !x) ? [{ ...head, count: left }, ...ctx.pending.slice(1)] : ctx.pending.slice(1);
  const next = put({ ...ctx, pending: rest }, { ...u, vehicle: { ...v, lost } });
  return accept(
    log(next, { kind: 'weapon-lost', side: u.side, unit: u.id, rolls: [], params: { weapon: v.weapons[p.weapon]! } }),
  );
}
