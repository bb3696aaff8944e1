/**
 * §activation and §actions: a unit's activation roll, the action it then takes, and the end of its activation.
 */
import { accept, reject, type Result } from '../../common/result';
import { activationCheck } from '../checks';
import type { FubarCtx, UnitState, VehicleState } from '../state';
import { type ActionId, ACTIONS, INFANTRY_ACTIONS, VEHICLE_ACTIONS } from '../tables';
import { d6, enemyOf, log, put } from './helpers';
import { settleInitiative } from './initiative';
import type { ActivatePayload } from './types';
import { alive, isEngaged, isOut, shotModeFor, suppressedCount, unitOf } from './units';

// activation: roll for one unit of the side with initiative; suppressed figures stand up after the roll; a failure leaves the unit on overwatch and passes initiative
export function activate(ctx: FubarCtx, p: ActivatePayload): Result<FubarCtx> {
  if (ctx.initiative === null) return reject('initiative', 'Roll for initiative first.', 'activation.noInitiative');
  if (ctx.active !== null) return reject('activation', 'Finish the active unit first.', 'activation.busy');
  const u = unitOf(ctx, p?.unit);
  if (!u) return reject('activation', 'There is no such unit.', 'activation.noUnit');
  if (u.side !== ctx.initiative)
    return reject('initiative', 'Only the side with initiative may activate a unit.', 'activation.notYourTurn');
  if (isOut(u)) return reject('units', 'That unit is out of the game.', 'activation.out');
  if (u.tried) return reject('activation', 'That unit has already tried to activate this turn.', 'activation.tried');
  if (isEngaged(ctx, u.id))
    return reject('melee', 'A unit locked in melee fights at the start of the turn instead.', 'activation.engaged');
  if (u.vehicle?.stunned) return reject('vehicle-damage', 'The crew is stunned until next turn.', 'activation.stunned');
  if (typeof p.enemyInSight !== 'boolean')
    return reject('activation', 'Say whether an enemy is in sight.', 'activation.sight');
  const maxAway = Math.max(0, alive(u).length - 1);
  if (!Number.isInteger(p.figuresAway) || p.figuresAway < 0 || p.figuresAway > maxAway) {
    return reject('units', `Figures away from their unit: a number from 0 to ${maxAway}.`, 'activation.away', {
      max: maxAway,
    });
  }
  const [die, dice] = d6(ctx.dice);
  const sup = suppressedCount(u);
  const c = activationCheck(die, u.training, p, sup);
  // suppression: everyone stands up after the roll; on a pass those who stood up may move but not fire
  const figures = u.figures.map((f) =>
    f.status === 'casualty'
      ? f
      : { ...f, status: 'ok' as const, noFire: c.ok && f.status === 'suppressed', fired: false },
  );
  const vehicle: VehicleState | null = u.vehicle ? { ...u.vehicle, fired: u.vehicle.fired.map(() => false) } : null;
  const unit: UnitState = {
    ...u,
    figures,
    vehicle,
    tried: true,
    activated: c.ok,
    overwatch: !c.ok,
    overwatchUsed: false,
    action: null,
    posture: 'none',
    aimedAt: null,
  };
  let next: FubarCtx = put(
    { ...ctx, dice, active: c.ok ? u.id : null, lastActivation: { unit: u.id, ok: c.ok } },
    unit,
  );
  next = log(next, {
    kind: 'activation',
    side: u.side,
    unit: u.id,
    rolls: [{ label: 'activation', ...c }],
    params: { ok: c.ok ? 1 : 0, stoodUp: sup },
  });
  if (!c.ok) next = { ...next, initiative: enemyOf(u.side) };
  return accept(settleInitiative(next));
}

// actions: the active unit picks one of the seven actions (vehicles: drive, hold still, overwatch)
export function chooseAction(ctx: FubarCtx, p: { action: ActionId; terrain?: 'open' | 'light' }): Result<FubarCtx> {
  const u = ctx.active ? unitOf(ctx, ctx.active) : undefined;
  if (!u) return reject('activation', 'No unit is active.', 'action.noActive');
  if (u.action !== null) return reject('actions', 'This unit has already chosen its action.', 'action.chosen');
  const list: readonly string[] = u.kind === 'vehicle' ? VEHICLE_ACTIONS : INFANTRY_ACTIONS;
  if (!list.includes(p?.action))
    return reject(
      u.kind === 'vehicle' ? 'vehicles' : 'actions',
      'That action is not open to this unit.',
      'action.notOpen',
    );
  if (p.action === 'drive') {
    if (u.vehicle?.immobilised)
      return reject('vehicle-damage', 'The vehicle is immobilised for the rest of the game.', 'action.immobilised');
    if (p.terrain !== 'open' && p.terrain !== 'light')
      return reject('vehicles', 'Say whether the vehicle moves in the open or in light cover.', 'action.terrain');
  }
  const posture = p.action === 'take-cover' ? 'take-cover' : p.action === 'go-to-ground' ? 'go-to-ground' : 'none';
  const unit: UnitState = { ...u, action: p.action, posture, overwatch: p.action === 'overwatch' };
  const move = p.action === 'drive' && p.terrain === 'light' ? 6 : ACTIONS[p.action].move;
  return accept(
    log(put(ctx, unit), { kind: 'action', side: u.side, unit: u.id, rolls: [], params: { action: p.action, move } }),
  );
}

// actions: whether the chosen action moves (enemy overwatch may react)
export function actionMoves(ctx: FubarCtx): boolean {
  const u = ctx.active ? unitOf(ctx, ctx.active) : undefined;
  return !!u?.action && ACTIONS[u.action].moves;
}

// actions: whether the chosen action lets the unit fire
export function actionFires(ctx: FubarCtx): boolean {
  const u = ctx.active ? unitOf(ctx, ctx.active) : undefined;
  return !!u && shotModeFor(u) !== null;
}

// melee: whether the chosen action is an assault
export function actionAssaults(ctx: FubarCtx): boolean {
  const u = ctx.active ? unitOf(ctx, ctx.active) : undefined;
  return u?.action === 'assault';
}

// actions: the activation ends; the unit keeps its posture until its next activation
export function endActivation(ctx: FubarCtx): Result<FubarCtx> {
  if (!ctx.active) return reject('activation', 'No unit is active.', 'action.noActive');
  return accept({ ...ctx, active: null });
}
