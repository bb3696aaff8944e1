/**
 * Where hits land (§shooting, §melee, §armour, §vehicles, §vehicle-damage): saves, the vehicle damage table,
 * the crew bailing out of a destroyed vehicle, and what the target's owner must then decide.
 */
import { check, infantrySave } from '../checks';
import type { FubarCtx, LogRoll, Pending, UnitState } from '../state';
import { CREW_ESCAPE, damageResult, VEHICLE_SAVE } from '../tables';
import { d6, put } from './helpers';
import { alive } from './units';

/** The id given to the crew that bailed out of vehicle `id`. */
export function crewUnitId(id: string): string {
  return `${id}c`;
}

// vehicle-damage: the crew members who escape a destroyed vehicle go on as a small unit on foot (same
// training; the seed names no weapons for them, so each keeps a pistol); they bailed out, so they do not
// try to activate again this turn
export function crewUnit(vehicle: UnitState, escaped: number): UnitState {
  const id = crewUnitId(vehicle.id);
  return {
    id,
    side: vehicle.side,
    name: vehicle.name,
    crewOf: vehicle.id,
    kind: 'infantry',
    training: vehicle.training,
    vehicle: null,
    figures: Array.from({ length: escaped }, (_, k) => ({
      id: `${id}-${k + 1}`,
      name: `${k + 1}`,
      weapons: ['pistol'] as const,
      armour: 'none' as const,
      status: 'ok' as const,
      noFire: false,
      fired: false,
    })),
    tried: true,
    activated: false,
    overwatch: false,
    overwatchUsed: false,
    action: null,
    posture: 'none',
    aimedAt: null,
  };
}

export interface Volley {
  ctx: FubarCtx;
  rolls: LogRoll[];
  pending: Pending[];
  params: Record<string, string | number>;
}

/** Saves and (for vehicles) damage for `hits` landing on `target`; pushes what the owner must decide. */
export function landHits(
  ctx: FubarCtx,
  target: UnitState,
  hits: number,
  shelter: UnitState | undefined,
  rule: 'shooting' | 'melee',
): Volley {
  const rolls: LogRoll[] = [];
  const pending: Pending[] = [];
  let dice = ctx.dice;
  const save = target.vehicle
    ? VEHICLE_SAVE[target.vehicle.armour]
    : infantrySave(
        alive(target).map((f) => f.armour),
        rule === 'shooting' && shelter?.vehicle ? shelter.vehicle.armour : null,
      );
  let unsaved = 0;
  for (let i = 0; i < hits; i++) {
    if (save === null) {
      unsaved++;
      continue;
    }
    const [die, d] = d6(dice);
    dice = d;
    const c = check(die, save);
    rolls.push({ label: 'save', ...c });
    if (!c.ok) unsaved++;
  }
  let next: FubarCtx = { ...ctx, dice };
  const params: Record<string, string | number> = { hits, unsaved, save: save ?? 0 };
  if (target.vehicle && unsaved > 0) {
    let v = target.vehicle;
    let tried = target.tried;
    let overwatch = target.overwatch;
    let weaponLoss = 0;
    for (let i = 0; i < unsaved && !v.destroyed; i++) {
      const [die, d] = d6(next.dice);
      next = { ...next, dice: d };
      const res = damageResult(die);
      rolls.push({ label: `damage-${res}`, die, need: 0, mods: [], total: die, ok: true });
      if (res === 'stunned') {
        v = { ...v, stunned: true };
        tried = true;
        overwatch = false;
      } else if (res === 'immobilised') v = { ...v, immobilised: true };
      else if (res === 'weapon-destroyed') weaponLoss++;
      else {
        v = { ...v, destroyed: true };
        let escaped = 0;
        for (let k = 0; k < v.crew; k++) {
          const [cd, d2] = d6(next.dice);
          next = { ...next, dice: d2 };
          const c = check(cd, CREW_ESCAPE);
          rolls.push({ label: 'crew', ...c });
          if (c.ok) escaped++;
        }
        v = { ...v, crewEscaped: escaped, crewLost: v.crew - escaped };
        params.escaped = escaped;
      }
    }
    const remaining = v.lost.filter((x) => !x).length;
    weaponLoss = v.destroyed ? 0 : Math.min(weaponLoss, remaining);
    if (weaponLoss > 0) pending.push({ kind: 'weapon-loss', unit: target.id, count: weaponLoss });
    next = put(next, { ...target, vehicle: v, tried, overwatch });
    if (v.destroyed && v.crewEscaped > 0) next = { ...next, units: [...next.units, crewUnit(target, v.crewEscaped)] };
  } else if (!target.vehicle && unsaved > 0) {
    pending.push({
      kind: 'hits',
      unit: target.id,
      hits: Math.min(unsaved, alive(target).length),
      allowSuppress: rule === 'shooting',
      rule,
    });
  }
  return { ctx: next, rolls, pending, params };
}
