/**
 * Legal events now, for the UI and the fuzzers. Every choice of one piece, area, asset, bridge or pair is
 * listed in full (4.1a, 4.21, 4.31-4.35, 8.1, 8.25-8.27, 8.31-8.33): each option the rules allow is an event
 * here. Subset choices (4.1b, a replacements event's units, 6.22 battle assets) are listed as every single
 * piece, every pair where the subset is at most two, and the full set; the screens build any other subset and
 * the rules check it. Candidates are cheap to produce and checked by the rules before they are listed.
 */
import type { AreaId, FabState, FormationId, Side } from '../../src/rules/fab/types';
import { otherSide } from '../../src/rules/fab/types';
import { known } from '../../src/rules/common/narrow';
import { boardIndex, isContested, neighboursOf, occupancy } from '../../src/rules/fab/board';
import { dueReinforcements, entryOptions, canFinishReinforcement } from '../../src/rules/fab/reinforcement';
import { availableSpecialActions } from '../../src/rules/fab/special-actions';
import {
  checkStepFor,
  endMove,
  moveModeFor,
  reachable,
  strategicDestinations,
  canReserve,
} from '../../src/rules/fab/movement';
import { combatCandidates, mandatoryCombats } from '../../src/rules/fab/combat-phase';
import { stackingChoices } from '../../src/rules/fab/stacking';
import { holder, roundLegalEvents } from './combat-bridge';
import { follows } from '../../src/rules/common/rulings';
import { NO_EMPTY_ALTERNATIVE_USE, PLAYER_PICKS_RALLIED_ASSETS } from '../../src/rules/fab/rulings';
import { applyDecision, stepSide } from './turn-rules';
import type { FabEvent } from './events';

/** Every unordered pair of distinct items, in list order. */
export function pairsOf<T>(xs: readonly T[]): [T, T][] {
  const out: [T, T][] = [];
  xs.forEach((a, i) => {
    for (const b of xs.slice(i + 1)) out.push([a, b]);
  });
  return out;
}

/** Every subset of exactly `k` items, in list order. */
export function subsetsOf<T>(xs: readonly T[], k: number): T[][] {
  if (k <= 0) return [[]];
  const out: T[][] = [];
  xs.forEach((x, i) => {
    for (const rest of subsetsOf(xs.slice(i + 1), k - 1)) out.push([x, ...rest]);
  });
  return out;
}

/** 8.1 every special action a side may spend on units of `formation`: its reusable blocks (any formation)
 * and its single-use ones of that formation (or of none). */
export function specialActionsFor(s: FabState, side: Side, formation: FormationId | null): string[] {
  const ix = boardIndex(s.scenario);
  return availableSpecialActions(s, side).filter((id) => {
    if (ix.saDefs.has(id)) return true;
    const f = ix.eventDefs.get(id)?.formation;
    return !f || f === formation;
  });
}

function adminCandidates(s: FabState, side: Side): FabEvent[] {
  const ix = boardIndex(s.scenario);
  const out: FabEvent[] = [];
  const myUnits = s.scenario.units.filter((u) => u.side === side && known(s.units, u.id, 'unit').where === 'map');
  const reduced = myUnits.filter((u) => known(s.units, u.id, 'unit').steps < u.steps.length);
  const mine = (a: AreaId) => s.areas[a]?.control === side && !s.areas[a]?.unsupplied;
  const myAreas = [...new Set(myUnits.flatMap((u) => s.units[u.id]?.area ?? []))];
  const elim = s.boxes[side].eliminated.filter((x) => ix.assetDefs.has(x));
  for (const id of s.boxes[side].available) {
    const ev = ix.eventDefs.get(id);
    if (ev) {
      if (ev.effect.kind === 'replacements') {
        // 17.0 a subset of at most `steps` units: each unit alone, each pair, and the first `steps` together
        const effect = ev.effect;
        const fit = reduced.filter(
          (u) =>
            (!ev.formation || u.formation === ev.formation) &&
            (!effect.unitClass || u.class === effect.unitClass) &&
            !s.units[u.id]?.unsupplied,
        );
        const ids = fit.map((u) => u.id);
        for (const u of ids) out.push({ type: 'PLAY_EVENT', event: id, units: [u] });
        if (effect.steps >= 2) for (const p of pairsOf(ids)) out.push({ type: 'PLAY_EVENT', event: id, units: p });
        if (effect.steps > 2 && ids.length > 2)
          out.push({ type: 'PLAY_EVENT', event: id, units: ids.slice(0, effect.steps) });
      } else if (ev.effect.kind === 'rally-assets' && follows(s.rulesVersion, PLAYER_PICKS_RALLIED_ASSETS)) {
        // 17.0 (rules version 3 on) every set of Used assets the event may bring back
        const inUsed = s.boxes[side].used.filter((x) => ix.assetDefs.has(x));
        for (const pick of subsetsOf(inUsed, Math.min(ev.effect.count, inUsed.length)))
          if (pick.length) out.push({ type: 'PLAY_EVENT', event: id, assets: pick });
      } else if (ev.effect.kind !== 'special-action' && ev.effect.kind !== 'air-support')
        out.push({ type: 'PLAY_EVENT', event: id });
      // 4.21 any two eliminated assets of the owner's choice (fewer when fewer are there; from rules version 4
      // none is no use at all)
      if (elim.length >= 2) for (const p of pairsOf(elim)) out.push({ type: 'ALT_EVENT', event: id, assets: p });
      else if (elim.length === 1 || !follows(s.rulesVersion, NO_EMPTY_ALTERNATIVE_USE))
        out.push({ type: 'ALT_EVENT', event: id, assets: elim });
    }
    const a = ix.assetDefs.get(id);
    if (a?.kind === 'engineer') {
      // 4.33 defences where a friendly unit stands
      for (const area of myAreas) out.push({ type: 'ENGINEER', asset: id, fn: 'defences', area });
      // 4.31 one or two unblown bridges next to the same friendly area; 4.32 one blown bridge
      const byArea = new Map<AreaId, string[]>();
      for (const b of s.scenario.boundaries) {
        if (!b.river) continue;
        const blown = s.blownBridges.includes(b.id);
        for (const area of [b.a, b.b]) {
          if (!mine(area)) continue;
          if (blown) out.push({ type: 'ENGINEER', asset: id, fn: 'repair', area, bridges: [b.id] });
          else byArea.set(area, [...(byArea.get(area) ?? []), b.id]);
        }
      }
      for (const [area, bs] of byArea) {
        for (const b of bs) out.push({ type: 'ENGINEER', asset: id, fn: 'blow', area, bridges: [b] });
        for (const p of pairsOf(bs)) out.push({ type: 'ENGINEER', asset: id, fn: 'blow', area, bridges: p });
      }
      // 4.34 / 4.35 roadblocks in any empty friendly area of terrain 1 or more
      for (const x of s.scenario.areas) {
        if (x.terrain < 1 || !mine(x.id) || s.areas[x.id]?.roadblock) continue;
        out.push({ type: 'ENGINEER', asset: id, fn: 'roadblock', area: x.id });
        out.push({ type: 'ENGINEER', asset: id, fn: 'defended-roadblock', area: x.id });
      }
    }
    if (a?.kind === 'staff') {
      // 8.31 any reduced infantry; 8.32 any enemy unit on the map; 8.33 any unit that may go into reserve
      for (const u of reduced)
        if (u.class === 'infantry') out.push({ type: 'STAFF', asset: id, fn: 'replacements', unit: u.id });
      for (const u of s.scenario.units)
        if (u.side === otherSide(side) && s.units[u.id]?.where === 'map' && !s.intelligence.includes(u.id))
          out.push({ type: 'STAFF', asset: id, fn: 'intelligence', unit: u.id });
      for (const u of myUnits)
        if (canReserve(s, u.id, '8.33').ok) out.push({ type: 'STAFF', asset: id, fn: 'reserve', unit: u.id });
    }
  }
  // 8.1 any special action (reusable or single-use) spent on 8.25 reorganisation or 8.26 quality replacements
  const sas = availableSpecialActions(s, side);
  if (sas.length) {
    const zone = new Set<AreaId>();
    for (const u of myUnits) {
      const st = s.units[u.id];
      if (!st?.area || st.order === 'good' || st.unsupplied) continue;
      zone.add(st.area);
      for (const n of neighboursOf(s.scenario, st.area)) zone.add(n.area);
    }
    const areas = [...zone].filter(mine);
    for (const src of sas) {
      for (const area of areas) out.push({ type: 'SPECIAL_ACTION', source: src, use: 'reorganize', area });
      for (const u of reduced) out.push({ type: 'SPECIAL_ACTION', source: src, use: 'replacements', unit: u.id });
    }
  }
  return out;
}

function movementCandidates(s: FabState): FabEvent[] {
  const out: FabEvent[] = [];
  if (s.pendingBridge) {
    return s.pendingBridge.decider === 'enemy'
      ? [
          { type: 'BLOW_BRIDGE', attempt: true },
          { type: 'BLOW_BRIDGE', attempt: false },
        ]
      : [
          { type: 'CROSS_BLOWN', cross: true },
          { type: 'CROSS_BLOWN', cross: false },
        ];
  }
  const side = stepSide(s);
  const occ = occupancy(s);
  for (const u of s.scenario.units) {
    if (u.side !== side) continue;
    const st = known(s.units, u.id, 'unit');
    if (st.where !== 'map') continue;
    if (s.moving && s.moving.unit !== u.id && !endMove(s).ok) continue;
    if (!s.moving || s.moving.unit === u.id) {
      const mode = s.moving?.unit === u.id ? null : moveModeFor(s, u.id);
      if (mode && !mode.ok) {
        if (s.phase === 'penetration-movement' && u.class === 'armor' && !s.movement.done.includes(u.id)) {
          // 8.21 paid with any special action that serves the unit (8.1)
          if (st.order === 'good' && !st.unsupplied)
            for (const source of specialActionsFor(s, side, u.formation))
              out.push({ type: 'ACTIVATE', unit: u.id, source });
        }
        continue;
      }
    } else if (s.movement.done.includes(u.id) || !moveModeFor(s, u.id).ok) continue;
    for (const to of checkStepFor(s, u.id, occ)) out.push({ type: 'MOVE_STEP', unit: u.id, to });
    if (s.moving?.unit !== u.id) {
      out.push({ type: 'HOLD', unit: u.id });
      if (s.phase === 'operational-movement' && canReserve(s, u.id).ok) out.push({ type: 'RESERVE', unit: u.id });
      const area = st.area;
      if (
        st.order === 'good' &&
        !st.unsupplied &&
        area !== null &&
        !isContested(s, occ, area) &&
        known(s.areas, area, 'area').defences !== side
      )
        out.push({ type: 'BUILD_DEFENCES', unit: u.id });
    }
  }
  const canEnd = !s.moving || endMove(s).ok;
  if (s.moving && canEnd) out.push({ type: 'END_MOVE' });
  if (canEnd) out.push({ type: 'END_PHASE' });
  return out;
}

/** 5.1 / 6.6 the owner's stacking retreat: every unit of an overstacked area to every area 6.6 lets it reach, or
 * (when none of the stack can retreat) each unit eliminated. */
function stackingCandidates(s: FabState): FabEvent[] {
  return stackingChoices(s).flatMap((c): FabEvent[] => [
    ...c.to.map((to): FabEvent => ({ type: 'STACK_RETREAT', unit: c.unit, to })),
    ...(c.eliminate ? [{ type: 'STACK_RETREAT', unit: c.unit, to: null } as const] : []),
  ]);
}

/** Every legal event now (see the module comment for subset choices); each is accepted by `apply` unless a
 * rule with a hidden precondition refuses it. */
export function candidateEvents(s: FabState): FabEvent[] {
  if (s.finished) return [];
  if (s.stacking) return stackingCandidates(s);
  const side = stepSide(s);
  switch (s.phase) {
    case 'reinforcement': {
      const out: FabEvent[] = [];
      const ix = boardIndex(s.scenario);
      for (const u of dueReinforcements(s, side)) {
        if (known(s.units, u, 'unit').where === 'map') continue;
        for (const area of entryOptions(s, u)) out.push({ type: 'PLACE_REINFORCEMENT', unit: u, area });
        // 8.27 redirect to any other open entry area, paid with any special action that serves the unit (8.1)
        const sources = specialActionsFor(s, side, ix.unitDefs.get(u)?.formation ?? null);
        if (sources.length)
          for (const area of entryOptions(s, u, true))
            for (const source of sources) out.push({ type: 'PLACE_REINFORCEMENT', unit: u, area, source });
      }
      const used = s.boxes[side].used.filter((id) => ix.assetDefs.has(id));
      // 4.1a any one Used asset back to Available
      if (s.saUnused?.[side] && !s.reclaimed?.[side])
        for (const asset of used) out.push({ type: 'RECLAIM_ASSET', asset });
      // 4.1b (2016) some or all Used assets to the cup: each one alone and all of them
      if (s.options.edition === '2016') {
        for (const asset of used) out.push({ type: 'RETURN_TO_CUP', assets: [asset] });
        if (used.length > 1) out.push({ type: 'RETURN_TO_CUP', assets: used });
      }
      if (canFinishReinforcement(s, side).ok) out.push({ type: 'END_STEP' });
      return out;
    }
    case 'admin':
      return [...adminCandidates(s, side).filter((e) => applyDecision(s, e).ok), { type: 'END_STEP' }];
    case 'operational-movement':
    case 'reaction':
    case 'penetration-movement':
      return movementCandidates(s);
    case 'strategic-movement': {
      const out: FabEvent[] = [];
      for (const u of s.scenario.units) {
        const st = known(s.units, u.id, 'unit');
        if (u.side !== s.phasing || !st.reserve || st.unsupplied || s.movement.done.includes(u.id)) continue;
        for (const to of strategicDestinations(s, u.id)) out.push({ type: 'STRATEGIC_MOVE', unit: u.id, to });
      }
      out.push({ type: 'END_PHASE' });
      return out;
    }
    case 'combat':
    case 'penetration-combat': {
      if (holder(s)) return roundLegalEvents(s);
      const out: FabEvent[] = combatCandidates(s).map((area) => ({ type: 'SELECT_COMBAT', area }));
      if (s.phase === 'penetration-combat') {
        const src = availableSpecialActions(s, s.phasing)[0];
        if (src) {
          const occ = occupancy(s);
          for (const a of s.scenario.areas) {
            const st = known(s.areas, a.id, 'area');
            if (
              !st.newlyContested &&
              isContested(s, occ, a.id) &&
              !s.foughtThisPhase.includes(a.id) &&
              !s.penetrationCombatAreas.includes(a.id)
            ) {
              // 8.22 with any special action that serves the units there (8.1)
              for (const source of availableSpecialActions(s, s.phasing)) {
                const e: FabEvent = { type: 'OPEN_COMBAT', area: a.id, source };
                if (applyDecision(s, e).ok) out.push(e);
              }
            }
          }
        }
      }
      if (mandatoryCombats(s).length === 0) out.push({ type: 'END_PHASE' });
      return out;
    }
    case 'supply':
      return [{ type: 'END_PHASE' }];
    default:
      return [];
  }
}

export { reachable };
