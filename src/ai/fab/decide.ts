/**
 * The FAB opponent (issues 17, 29): one decision for one side, from that side's view only (`OpponentView`,
 * input.ts: no game state reaches it). It samples worlds consistent with the view (world.ts) and plays each
 * candidate forward in them (playout.ts, round-sim.ts), with the same dice for every candidate:
 *
 * - moves are whole paths (5.3), scored by playing the rest of the phase and its combat phase (6.1, 7.4): the
 *   other units hold (hard: or one of them joins the attack), strategic movement follows (hard, 5.4), every
 *   compulsory round and each optional one worth fighting is fought, and the end position is judged
 *   (evaluate.ts); a quick look without dice screens the moves first (moves.ts);
 * - which round to fight (6.1, 8.22 with a special action) by fighting it in the worlds;
 * - every choice in a round (8.23 / 8.24 special actions, 6.22 / 6.23 assets, 6.24 point units, 6.33 engineers,
 *   6.41b abort, 6.42 disorder and retreat, 6.43 losses, 6.8 exploitation) by playing the round out;
 * - 5.35d bridges with the crossing unit's identity drawn among the blocks where it crosses from;
 * - reinforcement (4.1, 8.27), administration (4.2: events, 4.21, 4.3 engineers, 8.25 / 8.26, 8.3 staff) and
 *   strategic movement (5.4) by the position they leave.
 *
 * Each candidate is weighed the same way (weigh.ts: the decision's context, one arm per candidate, the pick).
 * All its random numbers come from `seed` (the game record's opponent seed and the event's index), so the same
 * view and seed give the same decision.
 */
import type { FabEvent } from '../../../machines/fab/events';
import { applyDecision } from '../../../machines/fab/turn-rules';
import { openPenetrationCombat } from '../../rules/fab/special-actions';
import { crossBlownBridge, decideBridge, strategicMove } from '../../rules/fab/movement';
import { isCombatEvent, type CombatEvent } from '../../../machines/fab/events';
import type { OpponentView } from './input';
import { LEVEL_PARAMS, type Level, type LevelParams } from './levels';
import { applyRound, defaultEvent, playOut } from './round-sim';
import { combatPhaseIn, endMovementIn, fightIn, finishRoundIn, settleBridge, supplyIn } from './playout';
import { halve } from './search';
import { inWorld, sampleWorld, type World } from './world';
import { makeRng } from './rng';
import { worked } from './work';
import { again, arm, boldness, finish, knobsFor, maxSamples, progress, leftOf, type Ctx, type Decision } from './weigh';
import { moveDecision } from './moves';

export { LEVELS, LEVEL_PARAMS, type Level } from './levels';
export { again, boldness, type Decision } from './weigh';

export interface DecideOptions {
  readonly level: Level;
  readonly seed: number;
  /** Changes to the level's parameters (self-play tuning, `npm run arena -- --tune-a ...`). */
  readonly tune?: Partial<Omit<LevelParams, 'weights'>> & { readonly weights?: Partial<LevelParams['weights']> };
  /** Called as the playouts go (for a "thinking" indicator): done of total. */
  readonly onProgress?: (done: number, total: number) => void;
}

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
  return finish(ctx, halve(arms, ctx.worlds.length, p.budget, maxSamples(p), progress(ctx, p.budget), leftOf(ctx)));
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
  return finish(
    ctx,
    halve(arms, ctx.worlds.length, p.roundBudget, maxSamples(p), progress(ctx, p.roundBudget), leftOf(ctx)),
  );
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
  return finish(ctx, halve(arms, ctx.worlds.length, p.budget, maxSamples(p), progress(ctx, p.budget), leftOf(ctx)));
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
  return finish(ctx, halve(arms, ctx.worlds.length, budget, ctx.worlds.length, progress(ctx, budget), leftOf(ctx)));
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
    work0: worked(),
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
