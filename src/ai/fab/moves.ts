/**
 * The FAB opponent's movement decisions (./decide.ts; 5.3, 5.21, 5.23, 7.2, 7.3, 8.21): every move is a whole
 * path, screened first by a quick look without dice at the position just after it, the best few per unit (attacks
 * and other moves apart) then scored by playing the rest of the phase in the sampled worlds: the other units hold
 * (hard: or one of them joins the attack), strategic movement follows (hard, 5.4), the combat phase is fought
 * (6.1, 7.4) and the end position judged (evaluate.ts). A reaction phase ends with no combat (7.2).
 */
import type { FabEvent } from '../../../machines/fab/events';
import { activateForPenetration } from '../../rules/fab/special-actions';
import { buildDefences, holdPosition, placeReserve, reachable, strategicMove } from '../../rules/fab/movement';
import type { AreaId, FabState, Side, UnitId } from '../../rules/fab/types';
import { projected } from './evaluate';
import { combatPhaseIn, endMovementIn, moveAlongIn, strategicIn, supplyIn } from './playout';
import { halve, type Arm } from './search';
import { tick } from './work';
import { again, arm, boldness, finish, knobsFor, maxSamples, progress, leftOf, type Ctx, type Decision } from './weigh';

/** The area a move ends in, and whether it enters enemy units there (an attack, 5.35b). */
function moveEnd(e: FabEvent): { unit: UnitId; area: AreaId } | null {
  if (e.type === 'MOVE_ALONG') {
    const area = e.path[e.path.length - 1];
    return area ? { unit: e.unit, area } : null;
  }
  return null;
}

/** One own unit (not `except`) that can still move into `area` now, the strongest, moved there (the rest of the
 * phase joining an attack). */
function follower(s: FabState, side: Side, area: AreaId, except: UnitId): FabState {
  let best: { id: UnitId; path: readonly AreaId[]; steps: number } | null = null;
  const ix = s.scenario;
  for (const d of ix.units) {
    if (d.side !== side || d.id === except || s.movement.done.includes(d.id)) continue;
    const u = s.units[d.id];
    if (!u || u.where !== 'map' || u.area === area) continue;
    tick();
    const dest = reachable(s, d.id).find((x) => x.area === area);
    if (!dest) continue;
    if (!best || u.steps > best.steps) best = { id: d.id, path: dest.path, steps: u.steps };
  }
  return best ? moveAlongIn(s, best.id, best.path) : s;
}

/** Apply a movement-phase event in a world (bridges by `bridges`). */
function applyMove(s: FabState, e: FabEvent, side: Side, hold: boolean): FabState | null {
  switch (e.type) {
    case 'MOVE_ALONG':
      return moveAlongIn(s, e.unit, e.path, hold ? { blow: false, cross: true } : undefined);
    case 'RESERVE': {
      const r = placeReserve(s, e.unit);
      return r.ok ? r.value : null;
    }
    case 'BUILD_DEFENCES': {
      const r = buildDefences(s, e.unit);
      return r.ok ? r.value : null;
    }
    case 'HOLD': {
      const r = holdPosition(s, e.unit);
      return r.ok ? r.value : null;
    }
    case 'ACTIVATE': {
      // 8.21 the activated armour then takes its best single area
      const r = activateForPenetration(s, side, e.source, e.unit);
      if (!r.ok) return null;
      let best = r.value;
      let bestV = -Infinity;
      for (const d of reachable(r.value, e.unit)) {
        const t = moveAlongIn(r.value, e.unit, d.path, { blow: false, cross: true });
        const v = projected(t, side);
        if (v > bestV) {
          bestV = v;
          best = t;
        }
      }
      return best;
    }
    case 'END_PHASE':
    case 'END_MOVE':
      return s;
    default:
      return null;
  }
}

/** The rest of the phase after a move: others hold (or one joins the attack), the phase ends, strategic movement
 * (hard), then its combat phase; the reaction phase ends with no combat (7.2). */
function afterMove(ctx: Ctx, s0: FabState, wi: number, withFollower: AreaId | null, except: UnitId | null): FabState {
  const side = ctx.side;
  let s = s0;
  if (withFollower) s = follower(s, side, withFollower, except ?? '');
  const phase = s.phase;
  s = endMovementIn(s);
  if (phase === 'reaction') return s;
  if (phase === 'operational-movement' && ctx.p.strategic) s = strategicPlan(ctx, s, wi);
  const pen = phase === 'penetration-movement';
  // the optional rounds the phase's moves have touched: where units entered or left
  const touched = new Set<AreaId>(Object.keys(s.movement.entries));
  for (const e of Object.values(s.movement.entries)) for (const x of e) if (x.from) touched.add(x.from);
  s = combatPhaseIn(s, side, pen, knobsFor(s, side), boldness(s, side), touched);
  return supplyIn(s);
}

/** 5.4 the strategic moves of the side's reserve units (a reserve marker's worth): where strategic movement takes
 * them from the decision's own position in this world, worked out once per world and set of reserve units. */
function strategicPlan(ctx: Ctx, s: FabState, wi: number): FabState {
  const reserve = ctx.view.scenario.units
    .filter((d) => d.side === ctx.side && s.units[d.id]?.reserve && s.units[d.id]?.where === 'map')
    .map((d) => d.id);
  if (!reserve.length) return s;
  const key = `${wi}|${reserve.join(',')}`;
  let plan = ctx.plans.get(key);
  if (!plan) {
    const base = ctx.worlds[wi]!.state;
    const from: FabState = {
      ...base,
      units: Object.fromEntries(
        Object.entries(base.units).map(([id, u]) => [id, reserve.includes(id) ? { ...u, reserve: true } : u]),
      ),
    };
    const after = strategicIn(endMovementIn(from), ctx.side, ctx.p.weights);
    plan = reserve.flatMap((unit) => {
      const to = after.units[unit]?.area;
      return to && to !== from.units[unit]?.area ? [{ unit, to }] : [];
    });
    ctx.plans.set(key, plan);
  }
  let t: FabState = { ...s, phase: 'strategic-movement', strategicMoves: 0 };
  for (const m of plan) {
    const r = strategicMove(t, m.unit, m.to);
    if (r.ok) t = r.value;
  }
  return t;
}
export function moveDecision(ctx: Ctx): Decision | null {
  const { view, side, p } = ctx;
  const s0 = view.state;
  const moving = s0.moving?.unit ?? null;
  const occ = new Map<AreaId, number>();
  for (const [id, u] of Object.entries(s0.units))
    if (u.where === 'map' && u.area && view.scenario.units.find((d) => d.id === id)?.side === side)
      occ.set(u.area, (occ.get(u.area) ?? 0) + 1);
  const enemyAt = new Set<AreaId>(view.hiddenBlocks.map((b) => b.area));
  for (const [id, u] of Object.entries(s0.units))
    if (u.where === 'map' && u.area && view.scenario.units.find((d) => d.id === id)?.side !== side) enemyAt.add(u.area);
  const base: FabEvent[] = [];
  const moves: FabEvent[] = [];
  for (const e of view.legal) {
    if (e.type === 'MOVE_ALONG') {
      if (e.unit === moving) continue;
      const end = e.path[e.path.length - 1];
      // 5.1 no unit ends its move overstacked
      if (!end || (occ.get(end) ?? 0) >= 2) continue;
      moves.push(e);
    } else if (e.type === 'END_PHASE' || e.type === 'RESERVE' || e.type === 'BUILD_DEFENCES' || e.type === 'ACTIVATE')
      base.push(e);
  }
  if (!base.some((e) => e.type === 'END_PHASE')) {
    const endMove = view.legal.find((e) => e.type === 'END_MOVE' || e.type === 'HOLD');
    if (endMove && !moves.length) base.push(endMove);
  }
  // a quick look without dice: the position just after the move, in the first worlds
  const look = Math.min(2, ctx.worlds.length);
  const quick = (e: FabEvent) => {
    let v = 0;
    for (let i = 0; i < look; i++) {
      const w = ctx.worlds[i]!;
      const t = applyMove(w.state, e, side, true);
      v += t ? projected(t, side, p.weights) : -50;
    }
    return v / look;
  };
  const byUnit = new Map<UnitId, { e: FabEvent; v: number; attack: boolean }[]>();
  for (const e of moves) {
    const end = moveEnd(e);
    if (!end) continue;
    const list = byUnit.get(end.unit) ?? [];
    list.push({ e, v: quick(e), attack: enemyAt.has(end.area) });
    byUnit.set(end.unit, list);
  }
  const kept: { e: FabEvent; v: number; attack: boolean }[] = [];
  for (const list of byUnit.values()) {
    list.sort((a, b) => b.v - a.v);
    kept.push(
      ...list.filter((x) => !x.attack).slice(0, p.perUnit),
      ...list.filter((x) => x.attack).slice(0, p.perUnit),
    );
  }
  kept.sort((a, b) => b.v - a.v);
  const attacks = kept.filter((x) => x.attack).slice(0, Math.ceil(p.screen / 2));
  const others = kept.filter((x) => !x.attack).slice(0, p.screen - attacks.length);
  const arms: Arm<FabEvent>[] = [];
  for (const e of base)
    arms.push(
      arm(ctx, e, 0, (w, wi, seed) => {
        const t = applyMove(w.state, e, side, false);
        return t && afterMove(ctx, again(t, seed), wi, null, null);
      }),
    );
  for (const x of [...attacks, ...others]) {
    const end = moveEnd(x.e)!;
    arms.push(
      arm(ctx, x.e, 0, (w, wi, seed) => {
        const t = applyMove(w.state, x.e, side, false);
        return t && afterMove(ctx, again(t, seed), wi, null, end.unit);
      }),
    );
    if (p.pairs && x.attack)
      arms.push(
        arm(ctx, x.e, 0, (w, wi, seed) => {
          const t = applyMove(w.state, x.e, side, false);
          return t && afterMove(ctx, again(t, seed), wi, end.area, end.unit);
        }),
      );
  }
  if (!arms.length) return null;
  return finish(ctx, halve(arms, ctx.worlds.length, p.budget, maxSamples(p), progress(ctx, p.budget), leftOf(ctx)));
}
