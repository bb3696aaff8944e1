/**
 * The FAB opponent (issues 17, 29): one decision for one side, from that side's view only (`OpponentView`,
 * input.ts: no game state reaches it). It samples worlds consistent with the view (world.ts) and plays each
 * candidate forward in them (playout.ts, round-sim.ts), with the same dice for every candidate:
 *
 * - moves are whole paths (5.3), scored by playing the rest of the phase and its combat phase (6.1, 7.4): the
 *   other units hold (hard: or one of them joins the attack), strategic movement follows (hard, 5.4), every
 *   compulsory round and each optional one worth fighting is fought, and the end position is judged
 *   (evaluate.ts); a quick look without dice screens the moves first;
 * - which round to fight (6.1, 8.22 with a special action) by fighting it in the worlds;
 * - every choice in a round (8.23 / 8.24 special actions, 6.22 / 6.23 assets, 6.24 point units, 6.33 engineers,
 *   6.41b abort, 6.42 disorder and retreat, 6.43 losses, 6.8 exploitation) by playing the round out;
 * - 5.35d bridges with the crossing unit's identity drawn among the blocks where it crosses from;
 * - reinforcement (4.1, 8.27), administration (4.2: events, 4.21, 4.3 engineers, 8.25 / 8.26, 8.3 staff) and
 *   strategic movement (5.4) by the position they leave.
 *
 * All its random numbers come from `seed` (the game record's opponent seed and the event's index), so the same
 * view and seed give the same decision.
 */
import type { FabEvent } from '../../../machines/fab/events';
import { applyDecision } from '../../../machines/fab/turn';
import { activateForPenetration, openPenetrationCombat } from '../../rules/fab/special-actions';
import {
  buildDefences,
  crossBlownBridge,
  decideBridge,
  holdPosition,
  placeReserve,
  reachable,
  strategicMove,
} from '../../rules/fab/movement';
import type { AreaId, FabState, Side, UnitId } from '../../rules/fab/types';
import { isCombatEvent, type CombatEvent } from '../../../machines/fab/events';
import type { OpponentView } from './input';
import { LEVEL_PARAMS, type Level, type LevelParams } from './levels';
import { playerTurnsLeft, projected, utility, vpMargin } from './evaluate';
import { applyRound, defaultEvent, playOut, DEFAULT_KNOBS } from './round-sim';
import {
  combatPhaseIn,
  endMovementIn,
  fightIn,
  finishRoundIn,
  moveAlongIn,
  settleBridge,
  strategicIn,
  supplyIn,
  type Knobs,
} from './playout';
import { halve, pick, type Arm, type Sample, type Scored } from './search';
import { inWorld, sampleWorld, type World } from './world';
import { makeRng, type Rng } from './rng';

export { LEVELS, LEVEL_PARAMS, type Level } from './levels';

export interface DecideOptions {
  readonly level: Level;
  readonly seed: number;
  /** Changes to the level's parameters (self-play tuning, `npm run arena -- --tune-a ...`). */
  readonly tune?: Partial<Omit<LevelParams, 'weights'>> & { readonly weights?: Partial<LevelParams['weights']> };
  /** Called as the playouts go (for a "thinking" indicator): done of total. */
  readonly onProgress?: (done: number, total: number) => void;
}

export interface Decision {
  readonly event: FabEvent;
  /** Candidates weighed and worlds sampled (0 worlds: a forced move). */
  readonly candidates: number;
  readonly worlds: number;
  /** Each candidate's mean utility and playouts, in the order they were listed. */
  readonly scores: readonly { readonly event: FabEvent; readonly mean: number; readonly n: number }[];
}

interface Ctx {
  readonly view: OpponentView;
  readonly side: Side;
  readonly p: LevelParams;
  readonly worlds: readonly World[];
  readonly seeds: readonly number[];
  readonly rng: Rng;
  readonly onProgress?: (done: number, total: number) => void;
  /** 5.4 per world and set of reserve units, where strategic movement would take them (worked out once). */
  readonly plans: Map<string, readonly { unit: UnitId; to: AreaId }[]>;
}

const withDice = (s: FabState, seed: number): FabState => ({ ...s, dice: { kind: 'seeded', s: seed } });
const rolled = (a: FabState, b: FabState) => a.dice !== b.dice && JSON.stringify(a.dice) !== JSON.stringify(b.dice);

/** How bold a side should be now, 0..1: behind on VP and short of time (issue 29's aggression). */
export function boldness(s: FabState, side: Side): number {
  const behind = Math.max(0, -vpMargin(s, side));
  const late = 1 - Math.min(1, playerTurnsLeft(s) / (2 * s.scenario.turns));
  return Math.min(1, (behind / 3) * (0.3 + 0.7 * late));
}

/** The round play the look-ahead assumes: a bold attacker does not call an attack off (6.41b). */
function knobsFor(s: FabState, attacker: Side): Knobs {
  const b = boldness(s, attacker);
  return b > 0.6 ? { ...DEFAULT_KNOBS, attacker: { ...DEFAULT_KNOBS.attacker, abortAt: 99 } } : DEFAULT_KNOBS;
}

/** After a candidate's own rolls (a bridge, a fire step), the playout's dice start again from one seed per playout,
 * the same for every candidate: the candidates are compared on the same luck for what follows. */
export const again = (s: FabState, seed: number): FabState => withDice(s, (seed ^ 0x5f3759df) >>> 0);

function arm(
  ctx: Ctx,
  event: FabEvent,
  prior: number,
  run: (w: World, wi: number, seed: number) => FabState | null,
): Arm<FabEvent> {
  return {
    choice: event,
    prior,
    sample: (j) => {
      const w = ctx.worlds[j % ctx.worlds.length]!;
      const seed = ctx.seeds[j]!;
      const start = withDice(w.state, seed);
      const end = run({ ...w, state: start }, j % ctx.worlds.length, seed);
      if (!end) return null;
      const s: Sample = { v: utility(end, ctx.side, ctx.p.weights), random: rolled(start, end) };
      return s;
    },
  };
}

/** Arms of the same event (a move alone, and with a second unit joining) count at their best. */
function merge(scored: readonly Scored<FabEvent>[]): Scored<FabEvent>[] {
  const by = new Map<string, Scored<FabEvent>>();
  const order: string[] = [];
  for (const s of scored) {
    const k = JSON.stringify(s.choice);
    const prev = by.get(k);
    if (!prev) {
      by.set(k, s);
      order.push(k);
    } else if (s.mean > prev.mean) by.set(k, { ...s, finalist: s.finalist || prev.finalist, n: s.n + prev.n });
  }
  return order.map((k) => by.get(k)!);
}

function finish(ctx: Ctx, scored: readonly Scored<FabEvent>[]): Decision | null {
  const merged = merge(scored);
  // a side that does not move now (the defender) may have a noise of its own (the levels, levels.ts)
  const noise = ctx.view.state.phasing === ctx.side ? ctx.p.noise : ctx.p.defenceNoise;
  const best = pick(merged, noise, ctx.rng);
  if (!best) return null;
  return {
    event: best.choice,
    candidates: merged.length,
    worlds: ctx.worlds.length,
    scores: merged.map((s) => ({ event: s.choice, mean: s.mean, n: s.n })),
  };
}

const maxSamples = (p: LevelParams) => Math.max(p.budget, p.roundBudget, 1);

// ---------------------------------------------------------------------------------------------------------------
// moves (5.3, 5.21, 5.23, 7.2, 7.3, 8.21)

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

function moveDecision(ctx: Ctx): Decision | null {
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
  return finish(ctx, halve(arms, ctx.worlds.length, p.budget, maxSamples(p), progress(ctx, p.budget)));
}

/** The search's progress as the worker reports it: playouts done of the budget. */
const progress = (ctx: Ctx, total: number) => (done: number) => ctx.onProgress?.(Math.min(done, total), total);

// ---------------------------------------------------------------------------------------------------------------
// combat selection (6.1, 7.4, 8.22)

function selectDecision(ctx: Ctx): Decision | null {
  const { view, side, p } = ctx;
  const pen = view.state.phase === 'penetration-combat';
  const arms = view.legal.map((e) =>
    arm(ctx, e, 0, (w) => {
      const s = w.state;
      if (e.type === 'SELECT_COMBAT') return supplyIn(fightIn(s, e.area, side, pen, knobsFor(s, side)));
      if (e.type === 'OPEN_COMBAT') {
        const r = openPenetrationCombat(s, side, e.source, e.area);
        return r.ok ? supplyIn(fightIn(r.value, e.area, side, true, knobsFor(s, side))) : null;
      }
      if (e.type === 'END_PHASE') return supplyIn(s);
      return null;
    }),
  );
  return finish(ctx, halve(arms, ctx.worlds.length, p.budget, maxSamples(p), progress(ctx, p.budget)));
}

// ---------------------------------------------------------------------------------------------------------------
// in a combat round (6.2)

function roundDecision(ctx: Ctx): Decision | null {
  const { view, p } = ctx;
  const c = view.combat;
  if (!c) return null;
  const legal = view.legal.filter(isCombatEvent);
  if (p.roundBudget === 0) {
    // the default round play (easy): the choice round-sim would make, among the legal ones
    const d = ctx.worlds[0]?.round;
    const want = d && defaultEvent(d);
    const e = (want && legal.find((x) => sameChoice(x, want))) ?? legal.find((x) => x.type === want?.type) ?? legal[0];
    return e ? { event: e, candidates: legal.length, worlds: ctx.worlds.length, scores: [] } : null;
  }
  const attacker = c.attacker;
  const arms = legal.map((e) =>
    arm(ctx, e, 0, (w, _wi, seed) => {
      if (!w.round) return null;
      const d0 = { ...w.round, r: { ...w.round.r, dice: w.state.dice } };
      const d = applyRound(d0, inWorld(e, w));
      if (!d) return null;
      const next = { ...d, r: { ...d.r, dice: again(w.state, seed).dice } };
      return finishRoundIn(w.state, c.area, attacker, playOut(next, knobsFor(w.state, attacker)));
    }),
  );
  return finish(ctx, halve(arms, ctx.worlds.length, p.roundBudget, maxSamples(p), progress(ctx, p.roundBudget)));
}

function sameChoice(a: CombatEvent, b: CombatEvent): boolean {
  if (a.type !== b.type) return false;
  if (a.type === 'ASSIGN_ASSETS' && b.type === 'ASSIGN_ASSETS')
    return [...a.assetIds].sort().join() === [...b.assetIds].sort().join();
  if (a.type === 'STEP_LOSS' && b.type === 'STEP_LOSS') return a.targetId === b.targetId;
  if (a.type === 'DESIGNATE_POINT' && b.type === 'DESIGNATE_POINT') return a.unitId === b.unitId;
  if (a.type === 'ENGINEER_REMOVE_DEFENCES' && b.type === 'ENGINEER_REMOVE_DEFENCES') return a.assetId === b.assetId;
  return true;
}

// ---------------------------------------------------------------------------------------------------------------
// 5.35d bridges

function bridgeDecision(ctx: Ctx): Decision | null {
  const { view, p } = ctx;
  const phasing = view.state.phasing;
  const arms = view.legal.map((e) =>
    arm(ctx, e, 0, (w, _wi, seed) => {
      let s = w.state;
      if (!s.pendingBridge) return null;
      const r =
        e.type === 'BLOW_BRIDGE'
          ? decideBridge(s, e.attempt)
          : e.type === 'CROSS_BLOWN'
            ? crossBlownBridge(s, e.cross)
            : null;
      if (!r?.ok) return null;
      s = again(settleBridge(r.value), seed);
      // the rest of the mover's phase: its other units hold, then it fights (6.1)
      s = endMovementIn(s);
      if (s.phase === 'reaction') return s;
      return combatPhaseIn(s, phasing, s.phase === 'penetration-movement', knobsFor(s, phasing), boldness(s, phasing));
    }),
  );
  return finish(ctx, halve(arms, ctx.worlds.length, p.budget, maxSamples(p), progress(ctx, p.budget)));
}

// ---------------------------------------------------------------------------------------------------------------
// reinforcement, administration, strategic movement: the position they leave

/** Small preferences for what the evaluation cannot see, in utility. */
function staticPrior(e: FabEvent): number {
  switch (e.type) {
    case 'STAFF':
      // 8.32 what intelligence shows is worth something the position does not say
      return e.fn === 'intelligence' ? 0.004 : 0;
    case 'END_STEP':
    case 'END_PHASE':
      return 0.002;
    default:
      return 0;
  }
}

function staticDecision(ctx: Ctx): Decision | null {
  const { view } = ctx;
  const arms = view.legal.map((e) =>
    arm(ctx, e, staticPrior(e), (w) => {
      const s = w.state;
      if (e.type === 'END_STEP' || e.type === 'END_PHASE') return s;
      if (e.type === 'STRATEGIC_MOVE') {
        const r = strategicMove(s, e.unit, e.to);
        return r.ok ? r.value : null;
      }
      const r = applyDecision(s, inWorld(e, w));
      return r.ok ? r.value : null;
    }),
  );
  const budget = arms.length * ctx.worlds.length;
  return finish(ctx, halve(arms, ctx.worlds.length, budget, ctx.worlds.length, progress(ctx, budget)));
}

// ---------------------------------------------------------------------------------------------------------------

/** The opponent's next event for its side, from the side's view: null when the side does not decide now. */
export function decide(view: OpponentView, opts: DecideOptions): Decision | null {
  const legal = view.legal;
  const first = legal[0];
  if (!first) return null;
  if (legal.length === 1) return { event: first, candidates: 1, worlds: 0, scores: [] };
  const base = LEVEL_PARAMS[opts.level];
  const tuned: LevelParams = opts.tune
    ? { ...base, ...opts.tune, weights: { ...base.weights, ...opts.tune.weights } }
    : base;
  // a playout's cost grows with the blocks on the map: a big battle gets fewer playouts, so that a decision keeps its
  // time (issue 29: under 1 s at the 95th percentile on a device four times slower)
  const blocks = view.hiddenBlocks.length + Object.values(view.state.units).filter((u) => u.where === 'map').length;
  const size = Math.min(1, Math.pow(12 / Math.max(1, blocks), tuned.shrink));
  const p: LevelParams = size < 1 ? { ...tuned, budget: Math.max(16, Math.round(tuned.budget * size)) } : tuned;
  const rng = makeRng(opts.seed);
  const worlds: World[] = [];
  for (let i = 0; i < p.worlds; i++) worlds.push(sampleWorld(view, rng));
  const seeds: number[] = [];
  for (let j = 0; j < maxSamples(p); j++) seeds.push(rng.seed());
  const ctx: Ctx = {
    view,
    side: view.side,
    p,
    worlds,
    seeds,
    rng,
    plans: new Map(),
    ...(opts.onProgress ? { onProgress: opts.onProgress } : {}),
  };
  {
    const s = view.state;
    let d: Decision | null;
    if (view.combat) d = roundDecision(ctx);
    else if (s.pendingBridge) d = bridgeDecision(ctx);
    else
      switch (s.phase) {
        case 'operational-movement':
        case 'penetration-movement':
        case 'reaction':
          d = moveDecision(ctx);
          break;
        case 'combat':
        case 'penetration-combat':
          d = selectDecision(ctx);
          break;
        case 'reinforcement':
        case 'admin':
        case 'strategic-movement':
          d = staticDecision(ctx);
          break;
        default:
          d = null;
      }
    return d ?? { event: first, candidates: legal.length, worlds: worlds.length, scores: [] };
  }
}
