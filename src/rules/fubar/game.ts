/**
 * FUBAR turn operations over the game state. Each takes the state and an event's payload and returns
 * the whole new state or a Rejection naming the topic that forbids it; the turn statechart
 * (machines/fubar/turn.ts) decides when each may happen and calls these for what it does.
 */
import { roll, type DiceState } from '../common/dice';
import { accept, reject, type Rejection, type Result } from '../common/result';
import { isList } from '../common/lookup';
import {
  activationCheck,
  canHurtTank,
  check,
  effectiveCover,
  hitNeed,
  infantrySave,
  meleeCheck,
  shotMods,
  suppressionRoom,
} from './checks';
import type {
  Engagement,
  FigureState,
  FubarCtx,
  LogEntry,
  LogRoll,
  Pending,
  SideIndex,
  UnitState,
  VehicleState,
} from './state';
import {
  ACTIONS,
  COVER_LEVELS,
  CREW_ESCAPE,
  INFANTRY_ACTIONS,
  TRAINING,
  VEHICLE_ACTIONS,
  VEHICLE_SAVE,
  WEAPONS,
  damageResult,
  type ActionId,
  type CoverLevel,
  type WeaponId,
} from './tables';

export interface Shot {
  /** Figure id, or the unit id for a vehicle. */
  readonly from: string;
  /** Index into the figure's (or vehicle's) weapon list. */
  readonly weapon: number;
  /** Second figure serving an infantry heavy machine gun. */
  readonly crew?: string;
}

export type ShootPayload = {
  readonly target: string;
  readonly shots: readonly Shot[];
  /** Cover at the target as the players see it on the table. */
  readonly cover: CoverLevel;
  /** A vehicle the target troops are in or directly behind. */
  readonly behindVehicle?: string | null;
};

export interface ActivatePayload {
  readonly unit: string;
  readonly enemyInSight: boolean;
  readonly figuresAway: number;
}

export type ShotMode = 'walk' | 'aimed' | 'overwatch' | 'drive' | 'hold';

// ---------- queries ----------

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

// ---------- helpers ----------

function put(ctx: FubarCtx, unit: UnitState): FubarCtx {
  return { ...ctx, units: ctx.units.map((u) => (u.id === unit.id ? unit : u)) };
}

function log(ctx: FubarCtx, e: Omit<LogEntry, 'turn'>): FubarCtx {
  return { ...ctx, log: [...ctx.log, { turn: ctx.turn, ...e }] };
}

function d6(dice: DiceState): [number, DiceState] {
  return roll(dice, 6);
}

function enemyOf(side: SideIndex): SideIndex {
  return side === 0 ? 1 : 0;
}

/** Remove finished melees and record a winner when a side has nothing left. */
function settle(ctx: FubarCtx): FubarCtx {
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

// ---------- initiative ----------

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

// ---------- activation ----------

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

// ---------- actions ----------

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

// ---------- shooting ----------

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

/** The id given to the crew that bailed out of vehicle `id`. */
export function crewUnitId(id: string): string {
  return `${id}c`;
}

// vehicle-damage: the crew members who escape a destroyed vehicle go on as a small unit on foot (same
// training; the seed names no weapons for them, so each keeps a pistol); they bailed out, so they do not
// try to activate again this turn
function crewUnit(vehicle: UnitState, escaped: number): UnitState {
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

interface Volley {
  ctx: FubarCtx;
  rolls: LogRoll[];
  pending: Pending[];
  params: Record<string, string | number>;
}

/** Saves and (for vehicles) damage for `hits` landing on `target`; pushes what the owner must decide. */
function landHits(
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

// ---------- melee ----------

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

// ---------- the owner's decisions ----------

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

// ---------- turn ----------

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
