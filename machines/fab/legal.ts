/**
 * Legal events now (for the fuzzer and the UI). Choices of numbers and subsets are represented by a finite
 * set that contains every kind of event; each candidate is cheap to produce and is checked by the rules.
 */
import type { FabState, Side } from '../../src/rules/fab/types';
import { otherSide } from '../../src/rules/fab/types';
import { boardIndex, isContested, occupancy } from '../../src/rules/fab/board';
import { dueReinforcements, entryOptions, canFinishReinforcement } from '../../src/rules/fab/reinforcement';
import { availableSpecialActions, specialActionFor } from '../../src/rules/fab/special-actions';
import {
  checkStepFor,
  endMove,
  moveModeFor,
  reachable,
  strategicDestinations,
  canReserve,
} from '../../src/rules/fab/movement';
import { combatCandidates, mandatoryCombats } from '../../src/rules/fab/combat-phase';
import { holder, roundLegalEvents } from './combat-bridge';
import { applyDecision, stepSide, type FabEvent } from './turn';

function adminCandidates(s: FabState, side: Side): FabEvent[] {
  const ix = boardIndex(s.scenario);
  const out: FabEvent[] = [];
  const myUnits = s.scenario.units.filter((u) => u.side === side && s.units[u.id]!.where === 'map');
  const reduced = myUnits.filter((u) => s.units[u.id]!.steps < u.steps.length);
  for (const id of s.boxes[side].available) {
    const ev = ix.eventDefs.get(id);
    if (ev) {
      if (ev.effect.kind === 'replacements') {
        const t = reduced.find((u) => (!ev.formation || u.formation === ev.formation) && (!ev.effect.kind || true));
        if (t) out.push({ type: 'PLAY_EVENT', event: id, units: [t.id] });
      } else if (ev.effect.kind !== 'special-action' && ev.effect.kind !== 'air-support')
        out.push({ type: 'PLAY_EVENT', event: id });
      const elim = s.boxes[side].eliminated.filter((x) => ix.assetDefs.has(x)).slice(0, 2);
      out.push({ type: 'ALT_EVENT', event: id, assets: elim });
    }
    const a = ix.assetDefs.get(id);
    if (a?.kind === 'engineer') {
      const mineArea = [...new Set(myUnits.map((u) => s.units[u.id]!.area!))];
      for (const area of mineArea.slice(0, 4)) out.push({ type: 'ENGINEER', asset: id, fn: 'defences', area });
      for (const b of s.scenario.boundaries) {
        if (!b.river) continue;
        const blown = s.blownBridges.includes(b.id);
        for (const area of [b.a, b.b]) {
          if (s.areas[area]!.control !== side) continue;
          out.push({ type: 'ENGINEER', asset: id, fn: blown ? 'repair' : 'blow', area, bridges: [b.id] });
        }
      }
      const empty = s.scenario.areas.filter((x) => x.terrain >= 1 && s.areas[x.id]!.control === side).slice(0, 6);
      for (const x of empty) {
        out.push({ type: 'ENGINEER', asset: id, fn: 'roadblock', area: x.id });
        out.push({ type: 'ENGINEER', asset: id, fn: 'defended-roadblock', area: x.id });
      }
    }
    if (a?.kind === 'staff') {
      const inf = reduced.find((u) => u.class === 'infantry');
      if (inf) out.push({ type: 'STAFF', asset: id, fn: 'replacements', unit: inf.id });
      const enemy = s.scenario.units.find(
        (u) => u.side === otherSide(side) && s.units[u.id]!.where === 'map' && !s.intelligence.includes(u.id),
      );
      if (enemy) out.push({ type: 'STAFF', asset: id, fn: 'intelligence', unit: enemy.id });
      const res = myUnits.find((u) => canReserve(s, u.id, '8.33').ok);
      if (res) out.push({ type: 'STAFF', asset: id, fn: 'reserve', unit: res.id });
    }
  }
  const sas = availableSpecialActions(s, side);
  if (sas.length) {
    const src = sas[0]!;
    const dis = myUnits.find((u) => s.units[u.id]!.order !== 'good');
    if (dis) out.push({ type: 'SPECIAL_ACTION', source: src, use: 'reorganize', area: s.units[dis.id]!.area! });
    if (reduced[0]) out.push({ type: 'SPECIAL_ACTION', source: src, use: 'replacements', unit: reduced[0].id });
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
    const st = s.units[u.id]!;
    if (st.where !== 'map') continue;
    if (s.moving && s.moving.unit !== u.id && !endMove(s).ok) continue;
    if (!s.moving || s.moving.unit === u.id) {
      const mode = s.moving?.unit === u.id ? null : moveModeFor(s, u.id);
      if (mode && !mode.ok) {
        if (s.phase === 'penetration-movement' && u.class === 'armor' && !s.movement.done.includes(u.id)) {
          const src = specialActionFor(s, side, u.formation);
          if (src && st.order === 'good' && !st.unsupplied) out.push({ type: 'ACTIVATE', unit: u.id, source: src });
        }
        continue;
      }
    } else if (s.movement.done.includes(u.id) || !moveModeFor(s, u.id).ok) continue;
    for (const to of checkStepFor(s, u.id, occ)) out.push({ type: 'MOVE_STEP', unit: u.id, to });
    if (s.moving?.unit !== u.id) {
      out.push({ type: 'HOLD', unit: u.id });
      if (s.phase === 'operational-movement' && canReserve(s, u.id).ok) out.push({ type: 'RESERVE', unit: u.id });
      if (
        st.order === 'good' &&
        !st.unsupplied &&
        !isContested(s, occ, st.area!) &&
        s.areas[st.area!]!.defences !== side
      )
        out.push({ type: 'BUILD_DEFENCES', unit: u.id });
    }
  }
  const canEnd = !s.moving || endMove(s).ok;
  if (s.moving && canEnd) out.push({ type: 'END_MOVE' });
  if (canEnd) out.push({ type: 'END_PHASE' });
  return out;
}

/** Every legal event now (a representative finite set); each is accepted by `apply` unless a rule with a
 * hidden precondition refuses it. */
export function candidateEvents(s: FabState): FabEvent[] {
  if (s.finished) return [];
  const side = stepSide(s);
  switch (s.phase) {
    case 'reinforcement': {
      const out: FabEvent[] = [];
      for (const u of dueReinforcements(s, side)) {
        if (s.units[u]!.where === 'map') continue;
        for (const area of entryOptions(s, u)) out.push({ type: 'PLACE_REINFORCEMENT', unit: u, area });
        const src = specialActionFor(s, side, boardIndex(s.scenario).unitDefs.get(u)?.formation ?? null);
        const alt = src ? entryOptions(s, u, true)[0] : undefined;
        if (src && alt) out.push({ type: 'PLACE_REINFORCEMENT', unit: u, area: alt, source: src });
      }
      const used = s.boxes[side].used.filter((id) => boardIndex(s.scenario).assetDefs.has(id));
      if (s.saUnused?.[side] && !s.reclaimed?.[side] && used[0]) out.push({ type: 'RECLAIM_ASSET', asset: used[0] });
      if (used.length && s.options.edition === '2016') out.push({ type: 'RETURN_TO_CUP', assets: used });
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
        if (
          u.side !== s.phasing ||
          !s.units[u.id]!.reserve ||
          s.units[u.id]!.unsupplied ||
          s.movement.done.includes(u.id)
        )
          continue;
        for (const to of strategicDestinations(s, u.id).slice(0, 6))
          out.push({ type: 'STRATEGIC_MOVE', unit: u.id, to });
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
            const st = s.areas[a.id]!;
            if (
              !st.newlyContested &&
              isContested(s, occ, a.id) &&
              !s.foughtThisPhase.includes(a.id) &&
              !s.penetrationCombatAreas.includes(a.id)
            ) {
              for (const source of availableSpecialActions(s, s.phasing)) {
                const e: FabEvent = { type: 'OPEN_COMBAT', area: a.id, source };
                if (applyDecision(s, e).ok) {
                  out.push(e);
                  break;
                }
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
