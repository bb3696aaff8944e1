/**
 * Questions about units and the turn that the chart and the screens ask (§units, §activation, §initiative,
 * §melee, §actions, §weapons, §suppression); they change nothing.
 */
import type { Engagement, FigureState, FubarCtx, SideIndex, UnitState } from '../state';
import { type WeaponId, WEAPONS } from '../tables';
import type { ShotMode } from './types';

// units: find a unit by its id (A1, B2 ...)
export function unitOf(ctx: FubarCtx, id: string): UnitState | undefined {
  return ctx.units.find((u) => u.id === id);
}

// units: the figures of a unit that are not casualties
export function alive(u: UnitState): FigureState[] {
  return u.figures.filter((f) => f.status !== 'casualty');
}

// suppression: how many figures of the unit are lying suppressed
export function suppressedCount(u: UnitState): number {
  return u.figures.filter((f) => f.status === 'suppressed').length;
}

// units: a unit is out of the game when every figure is a casualty or its vehicle is destroyed
export function isOut(u: UnitState): boolean {
  return u.vehicle ? u.vehicle.destroyed : alive(u).length === 0;
}

// melee: units locked in melee fight at the start of each turn instead of activating
export function isEngaged(ctx: FubarCtx, id: string): boolean {
  return ctx.engagements.some((e) => e.a === id || e.b === id);
}

// activation: a unit may try to activate once per turn, unless out, locked in melee or its crew is stunned
export function mayTry(ctx: FubarCtx, u: UnitState): boolean {
  return !u.tried && !isOut(u) && !isEngaged(ctx, u.id) && !(u.vehicle?.stunned ?? false);
}

// initiative: whether a side still has a unit that may try to activate this turn
export function sideMayTry(ctx: FubarCtx, side: SideIndex): boolean {
  return ctx.units.some((u) => u.side === side && mayTry(ctx, u));
}

// initiative: the turn's activations are over when every unit has had its try
export function everyUnitTried(ctx: FubarCtx): boolean {
  return !sideMayTry(ctx, 0) && !sideMayTry(ctx, 1);
}

// units: whether a side still has a unit in the game
export function sideStanding(ctx: FubarCtx, side: SideIndex): boolean {
  return ctx.units.some((u) => u.side === side && !isOut(u));
}

// units: the game ends when one side has no unit left
export function gameDecided(ctx: FubarCtx): boolean {
  return ctx.ended || !sideStanding(ctx, 0) || !sideStanding(ctx, 1);
}

// melee: the melees still to be fought at the start of this turn
export function meleeToFight(ctx: FubarCtx): Engagement[] {
  return ctx.engagements.filter((e) => e.lastFought < ctx.turn);
}

// actions: what the active unit's action lets it fire (walk: light weapons; aimed shot: any; vehicles: one or all)
export function shotModeFor(u: UnitState): ShotMode | null {
  switch (u.action) {
    case 'walk':
      return 'walk';
    case 'aimed-shot':
      return 'aimed';
    case 'drive':
      return 'drive';
    case 'hold':
      return 'hold';
    default:
      return null;
  }
}

// weapons: may this weapon be fired in this mode (walking: light weapons or thrown grenades only)
export function weaponAllowed(mode: ShotMode, w: WeaponId): boolean {
  if (mode === 'walk') return WEAPONS[w].table === 'light' || w === 'grenades';
  return true;
}

// suppression: a figure may fire when standing, not barred after standing up, and not yet fired
export function canFire(f: FigureState): boolean {
  return f.status === 'ok' && !f.noFire && !f.fired;
}
