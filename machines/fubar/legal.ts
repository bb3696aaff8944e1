/**
 * The FUBAR events to offer in each step of the turn (the engine's `legalEvents` keeps those the turn chart
 * accepts), and the representative volley a unit can fire.
 */
import * as G from '../../src/rules/fubar/game';
import type { FubarCtx, UnitState } from '../../src/rules/fubar/state';
import { COVER_LEVELS, INFANTRY_ACTIONS, TRAINING, VEHICLE_ACTIONS, WEAPONS } from '../../src/rules/fubar/tables';
import type { FubarEvent } from './events';
import type { FubarPhase } from './turn';

/** A representative volley: every able figure (or weapon) fires the first weapon the mode allows at the target. */
export function buildVolley(
  ctx: FubarCtx,
  shooter: UnitState,
  mode: G.ShotMode,
  target: UnitState,
  limit = Infinity,
): G.Shot[] {
  const shots: G.Shot[] = [];
  const hurts = (w: keyof typeof WEAPONS) =>
    G.weaponAllowed(mode, w) && !(target.vehicle?.tank && WEAPONS[w].smallArms);
  if (shooter.vehicle) {
    const v = shooter.vehicle;
    v.weapons.forEach((w, i) => {
      if (shots.length < limit && !v.lost[i] && !v.fired[i] && hurts(w)) shots.push({ from: shooter.id, weapon: i });
    });
    return mode === 'drive' ? shots.slice(0, 1) : shots;
  }
  const able = shooter.figures.filter(G.canFire);
  const used = new Set<string>();
  for (const f of able) {
    if (shots.length >= limit) break;
    if (used.has(f.id)) continue;
    for (let i = 0; i < f.weapons.length; i++) {
      const w = f.weapons[i]!;
      if (!hurts(w)) continue;
      if ((WEAPONS[w].infantryCrew ?? 1) > 1) {
        const mate = able.find((m) => m.id !== f.id && !used.has(m.id));
        if (!mate) continue;
        used.add(f.id);
        used.add(mate.id);
        shots.push({ from: f.id, weapon: i, crew: mate.id });
      } else {
        used.add(f.id);
        shots.push({ from: f.id, weapon: i });
      }
      break;
    }
  }
  return shots;
}

/**
 * The events worth asking the chart about in a step of the turn: every choice the step offers, from which the
 * engine keeps those the chart's guards accept (`legalEvents`). Picks the rules would refuse may be listed.
 */
export function candidateEvents(c: FubarCtx, phase: FubarPhase): FubarEvent[] {
  const out: FubarEvent[] = [];
  switch (phase) {
    case 'melee':
      for (const e of G.meleeToFight(c)) out.push({ type: 'FIGHT_MELEE', engagement: e.id });
      break;
    case 'initiative':
      out.push({ type: 'ROLL_INITIATIVE' });
      break;
    case 'activation':
      for (const u of c.units) {
        if (u.side !== c.initiative || !G.mayTry(c, u)) continue;
        // activation: both answers to "enemy in sight" and every count of figures away from 0 to the living
        // figures less one (the table reports it; G.activate refuses any other count with its reason)
        const max = Math.max(0, G.alive(u).length - 1);
        for (const enemyInSight of [true, false])
          for (let figuresAway = 0; figuresAway <= max; figuresAway++)
            out.push({ type: 'ACTIVATE', unit: u.id, enemyInSight, figuresAway });
      }
      break;
    case 'action': {
      const u = c.active ? G.unitOf(c, c.active) : undefined;
      if (!u) break;
      if (u.vehicle) {
        for (const a of VEHICLE_ACTIONS) {
          if (a === 'drive') {
            out.push(
              { type: 'CHOOSE_ACTION', action: a, terrain: 'open' },
              { type: 'CHOOSE_ACTION', action: a, terrain: 'light' },
            );
          } else out.push({ type: 'CHOOSE_ACTION', action: a });
        }
      } else for (const a of INFANTRY_ACTIONS) out.push({ type: 'CHOOSE_ACTION', action: a });
      break;
    }
    case 'moving': {
      out.push({ type: 'DONE_MOVING' });
      const mover = c.active ? G.unitOf(c, c.active) : undefined;
      if (!mover) break;
      for (const u of c.units) {
        if (u.side === mover.side || !u.overwatch || u.overwatchUsed) continue;
        // overwatch: every cover level the table may show for the mover (cover: none, light, moderate, hard)
        const shots = buildVolley(c, u, 'overwatch', mover);
        if (!shots.length) continue;
        for (const cover of COVER_LEVELS)
          out.push({ type: 'OVERWATCH_FIRE', unit: u.id, target: mover.id, shots, cover });
      }
      break;
    }
    case 'shooting': {
      out.push({ type: 'END_ACTIVATION' });
      const u = c.active ? G.unitOf(c, c.active) : undefined;
      const mode = u ? G.shotModeFor(u) : null;
      if (!u || !mode) break;
      for (const t of c.units) {
        if (t.side === u.side || G.isOut(t)) continue;
        if (mode === 'aimed' && u.aimedAt !== null && u.aimedAt !== t.id) continue;
        const all = buildVolley(c, u, mode, t);
        if (!all.length) continue;
        // shooting: every target, every cover level, and every vehicle still in the game the target troops may
        // shelter behind. Which figures fire is a subset choice (2^n): its domain is bounded by the volley the
        // rules allow (buildVolley), and this list offers the whole volley and each single shot of it.
        for (const cover of COVER_LEVELS) {
          out.push({ type: 'SHOOT', target: t.id, shots: all, cover });
          if (all.length > 1) for (const one of all) out.push({ type: 'SHOOT', target: t.id, shots: [one], cover });
        }
        if (!t.vehicle)
          for (const shelter of c.units)
            if (shelter.vehicle && !shelter.vehicle.destroyed)
              out.push({ type: 'SHOOT', target: t.id, shots: all, cover: 0, behindVehicle: shelter.id });
      }
      break;
    }
    case 'assault':
      out.push({ type: 'END_ACTIVATION' });
      for (const t of c.units)
        if (t.side !== G.unitOf(c, c.active ?? '')?.side && !t.vehicle && !G.isOut(t))
          out.push({ type: 'ASSAULT', target: t.id });
      break;
    case 'owner': {
      const head = c.pending[0];
      if (!head) break;
      const u = G.unitOf(c, head.unit)!;
      if (head.kind === 'weapon-loss') {
        u.vehicle!.weapons.forEach((_, i) => {
          if (!u.vehicle!.lost[i]) out.push({ type: 'CHOOSE_LOST_WEAPON', weapon: i });
        });
        break;
      }
      const living = G.alive(u);
      const need = Math.min(head.hits, living.length);
      const standing = living.filter((f) => f.status === 'ok');
      const maxSup = head.allowSuppress
        ? Math.min(need, standing.length, Math.max(0, TRAINING[u.training].maxSuppressed - G.suppressedCount(u)))
        : 0;
      // suppression / shooting: the owner picks the figures. Every count of suppressed figures the cap allows,
      // and for each, every living figure as a casualty and every standing figure as a suppressed one (exact
      // when one hit is allocated; for more hits the sets grow as C(n, k), so the other picks fill in from the
      // already suppressed figures first). Picks the cap refuses are dropped by the chart's guard.
      const seen = new Set<string>();
      const push = (casualties: string[], suppressed: string[]) => {
        const key = `${casualties.join()}|${suppressed.join()}`;
        if (seen.has(key)) return;
        seen.add(key);
        out.push({ type: 'ALLOCATE_HITS', casualties, suppressed });
      };
      const fill = (k: number, firstCas?: string, firstSup?: string) => {
        const sOrder = firstSup ? [firstSup, ...standing.map((f) => f.id).filter((id) => id !== firstSup)] : [];
        const suppressed = (firstSup ? sOrder : standing.map((f) => f.id)).filter((id) => id !== firstCas).slice(0, k);
        const rest = living.filter((f) => !suppressed.includes(f.id) && f.id !== firstCas);
        rest.sort((a, b) => (a.status === b.status ? 0 : a.status === 'suppressed' ? -1 : 1));
        const casualties = [...(firstCas ? [firstCas] : []), ...rest.map((f) => f.id)].slice(0, need - k);
        if (suppressed.length === k && casualties.length === need - k) push(casualties, suppressed);
      };
      for (let k = 0; k <= maxSup; k++) {
        fill(k);
        if (need - k > 0) for (const f of living) fill(k, f.id);
        if (k > 0) for (const f of standing) fill(k, undefined, f.id);
      }
      break;
    }
    case 'turnEnd':
      out.push(
        { type: 'NEXT_TURN' },
        { type: 'END_GAME', winner: null },
        { type: 'END_GAME', winner: 0 },
        { type: 'END_GAME', winner: 1 },
      );
      break;
    default:
      break;
  }
  return out;
}
