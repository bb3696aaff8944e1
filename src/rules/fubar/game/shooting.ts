/**
 * §shooting, §weapons, §cover: checking a volley, rolling it, and overwatch fire (§actions) at a moving unit.
 */
import { isList } from '../../common/lookup';
import { accept, reject, type Rejection, type Result } from '../../common/result';
import { canHurtTank, check, effectiveCover, hitNeed, shotMods } from '../checks';
import type { FubarCtx, LogRoll, UnitState } from '../state';
import { ACTIONS, COVER_LEVELS, TRAINING, type WeaponId, WEAPONS } from '../tables';
import { d6, log, put, settle } from './helpers';
import { landHits } from './hits';
import type { ShootPayload, Shot, ShotMode } from './types';
import { canFire, isEngaged, isOut, shotModeFor, unitOf, weaponAllowed } from './units';

function shooterWeapon(u: UnitState, s: Shot): WeaponId | Rejection {
  if (u.vehicle) {
    if (s.from !== u.id) return reject('shooting', 'That weapon is not on this vehicle.', 'shoot.notHere');
    const w = u.vehicle.weapons[s.weapon];
    if (w === undefined) return reject('weapons', 'No such weapon.', 'shoot.noWeapon');
    if (u.vehicle.lost[s.weapon])
      return reject('vehicle-damage', 'That weapon has been destroyed.', 'shoot.weaponLost');
    if (u.vehicle.fired[s.weapon]) return reject('shooting', 'That weapon has already fired.', 'shoot.fired');
    return w;
  }
  const f = u.figures.find((x) => x.id === s.from);
  if (!f) return reject('shooting', 'That figure is not in the firing unit.', 'shoot.notHere');
  if (f.status === 'casualty') return reject('shooting', 'A casualty cannot fire.', 'shoot.casualty');
  if (f.status === 'suppressed') return reject('suppression', 'A suppressed figure cannot fire.', 'shoot.suppressed');
  if (f.noFire)
    return reject('suppression', 'This figure stood up this activation: it may move but not fire.', 'shoot.stoodUp');
  if (f.fired) return reject('shooting', 'This figure has already fired.', 'shoot.fired');
  const w = f.weapons[s.weapon];
  if (w === undefined) return reject('weapons', 'No such weapon.', 'shoot.noWeapon');
  return w;
}

// shooting: check a volley: who fires what, in what the action allows, at a target they can hurt
export function checkShots(
  ctx: FubarCtx,
  shooter: UnitState,
  mode: ShotMode,
  p: ShootPayload,
): Result<{ weapons: WeaponId[]; crew: string[] }> {
  const target = unitOf(ctx, p?.target);
  if (!target || target.side === shooter.side)
    return reject('shooting', 'Pick an enemy unit to shoot at.', 'shoot.target');
  if (isOut(target)) return reject('shooting', 'That unit is already out of the game.', 'shoot.targetOut');
  if (!COVER_LEVELS.includes(p.cover)) return reject('cover', 'Say what cover the target is in.', 'shoot.cover');
  if (p.behindVehicle != null) {
    const v = unitOf(ctx, p.behindVehicle);
    if (!v?.vehicle || v.vehicle.destroyed)
      return reject('vehicles', 'Troops can shelter only in or behind a vehicle still in the game.', 'shoot.behind');
    if (target.vehicle) return reject('vehicles', 'Only troops shelter behind a vehicle.', 'shoot.behind');
  }
  if (mode === 'aimed' && shooter.aimedAt !== null && shooter.aimedAt !== target.id) {
    return reject('actions', 'An aimed shot is taken at the one enemy unit picked.', 'shoot.aimedTarget');
  }
  if (!isList(p.shots) || p.shots.length === 0)
    return reject('shooting', 'Choose at least one figure and weapon.', 'shoot.none');
  const seen = new Set<string>();
  const weapons: WeaponId[] = [];
  const crew: string[] = [];
  const usedByVehicle = shooter.vehicle ? shooter.vehicle.fired.filter(Boolean).length : 0;
  if (mode === 'drive' && usedByVehicle + p.shots.length > 1)
    return reject('vehicles', 'A vehicle that moves fires one weapon.', 'shoot.driveOne');
  for (const s of p.shots) {
    const key = `${s?.from}#${s?.weapon}`;
    if (shooter.vehicle ? seen.has(key) : seen.has(s?.from))
      return reject('shooting', 'Each figure fires one weapon.', 'shoot.twice');
    seen.add(shooter.vehicle ? key : s.from);
    const w = shooterWeapon(shooter, s);
    if (typeof w !== 'string') return w;
    if (!weaponAllowed(mode, w))
      return reject('actions', 'Walking allows only a light weapon or a thrown grenade.', 'shoot.walkLight', {
        weapon: w,
      });
    if (target.vehicle?.tank && !canHurtTank(w))
      return reject('vehicles', 'Small arms and machine guns cannot hurt a tank crew.', 'shoot.tank', { weapon: w });
    if (!shooter.vehicle && WEAPONS[w].infantryCrew && WEAPONS[w].infantryCrew > 1) {
      const mate = shooter.figures.find((f) => f.id === s.crew);
      if (!mate || mate.id === s.from || !canFire(mate)) {
        return reject(
          'weapons',
          'A heavy machine gun carried by infantry needs a second able figure to serve it.',
          'shoot.hmgCrew',
        );
      }
      crew.push(mate.id);
    }
    weapons.push(w);
  }
  for (const c of crew) {
    if (seen.has(c) || crew.filter((x) => x === c).length > 1)
      return reject('weapons', 'The loader of a heavy machine gun cannot fire too.', 'shoot.crewFires');
  }
  return accept({ weapons, crew });
}

function markFired(shooter: UnitState, shots: readonly Shot[], crew: readonly string[]): UnitState {
  if (shooter.vehicle) {
    const fired = shooter.vehicle.fired.map((x, i) => x || shots.some((s) => s.weapon === i));
    return { ...shooter, vehicle: { ...shooter.vehicle, fired } };
  }
  const ids = new Set([...shots.map((s) => s.from), ...crew]);
  return { ...shooter, figures: shooter.figures.map((f) => (ids.has(f.id) ? { ...f, fired: true } : f)) };
}

function volley(
  ctx: FubarCtx,
  shooter: UnitState,
  mode: ShotMode,
  p: ShootPayload,
  checked: { weapons: WeaponId[]; crew: string[] },
): FubarCtx {
  const target = unitOf(ctx, p.target)!;
  const cover = effectiveCover(p.cover, target.posture);
  const aimed = mode === 'aimed';
  const rolls: LogRoll[] = [];
  let dice = ctx.dice;
  let hits = 0;
  checked.weapons.forEach((w) => {
    const need = hitNeed(shooter.training, cover, w);
    for (let i = 0; i < WEAPONS[w].firepower; i++) {
      const [die, d] = d6(dice);
      dice = d;
      const c = check(die, need, shotMods(aimed));
      rolls.push({ label: w, ...c });
      if (c.ok) hits++;
    }
  });
  let next: FubarCtx = put(
    { ...ctx, dice },
    { ...markFired(shooter, p.shots, checked.crew), ...(aimed ? { aimedAt: target.id } : {}) },
  );
  if (mode === 'overwatch') next = put(next, { ...unitOf(next, shooter.id)!, overwatchUsed: true });
  const landed = landHits(
    next,
    unitOf(next, target.id)!,
    hits,
    p.behindVehicle ? unitOf(next, p.behindVehicle) : undefined,
    'shooting',
  );
  next = log(landed.ctx, {
    kind: 'shooting',
    side: shooter.side,
    unit: shooter.id,
    target: target.id,
    rolls: [...rolls, ...landed.rolls],
    params: { ...landed.params, cover, mode, experience: TRAINING[shooter.training].experience },
  });
  return settle({ ...next, pending: [...next.pending, ...landed.pending] });
}

// shooting: the active unit fires (dice per firepower, hits on experience with cover, saves, then the owner allocates)
export function shoot(ctx: FubarCtx, p: ShootPayload): Result<FubarCtx> {
  const u = ctx.active ? unitOf(ctx, ctx.active) : undefined;
  if (!u) return reject('activation', 'No unit is active.', 'action.noActive');
  const mode = shotModeFor(u);
  if (!mode) return reject('actions', 'This action does not allow firing.', 'shoot.actionNoFire');
  const c = checkShots(ctx, u, mode, p);
  if (!c.ok) return c;
  return accept(volley(ctx, u, mode, p, c.value));
}

// actions: a unit on overwatch reacts once per turn, firing at the enemy unit moving through its arc
export function overwatchFire(ctx: FubarCtx, p: ShootPayload & { unit: string }): Result<FubarCtx> {
  const mover = ctx.active ? unitOf(ctx, ctx.active) : undefined;
  if (!mover || !mover.action || !ACTIONS[mover.action].moves)
    return reject('actions', 'Overwatch fire reacts to an enemy unit that is moving.', 'overwatch.noMover');
  const u = unitOf(ctx, p?.unit);
  if (!u || u.side === mover.side) return reject('actions', 'Pick one of your units on overwatch.', 'overwatch.unit');
  if (!u.overwatch) return reject('actions', 'That unit is not on overwatch.', 'overwatch.not');
  if (u.overwatchUsed) return reject('actions', 'A unit on overwatch reacts only once per turn.', 'overwatch.used');
  if (isOut(u) || isEngaged(ctx, u.id) || u.vehicle?.stunned)
    return reject('actions', 'That unit cannot react now.', 'overwatch.cannot');
  if (p.target !== mover.id)
    return reject('actions', 'Overwatch fire is at the unit that is moving.', 'overwatch.target');
  const c = checkShots(ctx, u, 'overwatch', p);
  if (!c.ok) return c;
  return accept(volley(ctx, u, 'overwatch', p, c.value));
}
