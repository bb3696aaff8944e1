/**
 * Static evaluation of a (sampled) state for one side: the victory margin (19.0 area VP and eliminated steps,
 * 19.4 sudden death), strength kept on the map, units in good order and in supply (6.5, 9.32), and how close
 * the side's units stand to the VP areas it does not hold (so moves towards them score before they arrive).
 */
import { boardIndex } from '../../rules/fab/board';
import { victoryPoints } from '../../rules/fab/supply-phase';
import type { AreaId, FabScenario, FabState, Side } from '../../rules/fab/types';
import { otherSide } from '../../rules/fab/types';

const distCache = new WeakMap<FabScenario, Map<AreaId, Map<AreaId, number>>>();

/** Areas apart on the map (breadth-first over 5.31 boundaries), per scenario. */
export function distances(sc: FabScenario): Map<AreaId, Map<AreaId, number>> {
  const hit = distCache.get(sc);
  if (hit) return hit;
  const ix = boardIndex(sc);
  const all = new Map<AreaId, Map<AreaId, number>>();
  for (const a of sc.areas) {
    const d = new Map<AreaId, number>([[a.id, 0]]);
    let frontier = [a.id];
    while (frontier.length) {
      const next: AreaId[] = [];
      for (const x of frontier)
        for (const n of ix.neighbours.get(x) ?? [])
          if (!d.has(n.area)) {
            d.set(n.area, (d.get(x) ?? 0) + 1);
            next.push(n.area);
          }
      frontier = next;
    }
    all.set(a.id, d);
  }
  distCache.set(sc, all);
  return all;
}

export const WIN = 10000;

export function evaluate(s: FabState, side: Side): number {
  if (s.finished) return s.winner === side ? WIN : s.winner ? -WIN : 0;
  const enemy = otherSide(side);
  const vp = victoryPoints(s);
  const net = vp.blue - vp.red - s.scenario.victory.blueWinsAbove - 0.5;
  const margin = side === 'blue' ? net : -net;
  // the nearer the last turn (3.5, 19.0), the more being ahead or behind decides the game: a side behind late
  // takes risks a side ahead avoids
  const late = s.turn / Math.max(1, s.scenario.turns);
  let score = 10 * margin + 40 * late * late * Math.tanh(margin / 1.5);
  const dist = distances(s.scenario);
  const vpAreas = s.scenario.areas.filter((a) => a.vp);
  const targets = vpAreas.filter((a) => s.areas[a.id]?.control !== side);
  const garrison = new Set<AreaId>();
  for (const d of s.scenario.units) {
    const u = s.units[d.id];
    if (!u || u.where !== 'map' || !u.area) continue;
    const mine = d.side === side;
    const sign = mine ? 1 : -1;
    score += sign * 2 * u.steps;
    if (u.order !== 'good') score -= sign * 0.6;
    if (u.unsupplied) score -= sign * 1;
    if (!mine) continue;
    const from = dist.get(u.area);
    if (targets.length && from) {
      let best = 99;
      for (const t of targets) best = Math.min(best, from.get(t.id) ?? 99);
      score -= 0.4 * best;
    }
    if (vpAreas.some((a) => a.id === u.area) && s.areas[u.area]?.control === side) garrison.add(u.area);
  }
  score += 0.8 * garrison.size;
  // a contested area is a battle to come: strength there against the enemy's, the defender helped by terrain
  // (2.4, 6.28)
  const here = new Map<AreaId, { mine: number; theirs: number; units: number }>();
  for (const d of s.scenario.units) {
    const u = s.units[d.id];
    if (u?.where !== 'map' || !u.area) continue;
    const h = here.get(u.area) ?? { mine: 0, theirs: 0, units: 0 };
    if (d.side === side) {
      h.mine += u.steps;
      h.units++;
    } else h.theirs += u.steps;
    here.set(u.area, h);
  }
  // 5.1 two units per side per area: a third one must leave before the phase ends
  for (const h of here.values()) if (h.units > 2) score -= 3 * (h.units - 2);
  // while the side is still moving, units next to a battle that have not moved yet may still join it (5.35)
  const moving = s.phasing === side && (s.phase === 'operational-movement' || s.phase === 'penetration-movement');
  const ix = boardIndex(s.scenario);
  for (const [area, h] of here) {
    if (!h.mine || !h.theirs) continue;
    if (moving && h.units < 2) {
      const near = new Set((ix.neighbours.get(area) ?? []).map((n) => n.area));
      const free = s.scenario.units
        .filter((d) => d.side === side && !s.movement.done.includes(d.id) && s.moving?.unit !== d.id)
        .map((d) => s.units[d.id])
        .filter((u) => u?.where === 'map' && u.area && near.has(u.area))
        .map((u) => u?.steps ?? 0)
        .sort((a, b) => b - a)
        .slice(0, 2 - h.units);
      h.mine += 0.6 * free.reduce((a, b) => a + b, 0);
    }
    const terrain = s.scenario.areas.find((a) => a.id === area)?.terrain ?? 0;
    const mineHolds = s.areas[area]?.control === side;
    const factor = 1 + 0.25 * terrain;
    const edge = mineHolds ? h.mine * factor - h.theirs : h.mine - h.theirs * factor;
    score += 0.6 * Math.max(-6, Math.min(6, edge));
  }
  // enemy units standing in VP areas the side holds threaten them
  for (const d of s.scenario.units) {
    if (d.side !== enemy) continue;
    const u = s.units[d.id];
    if (u?.where === 'map' && u.area && vpAreas.some((a) => a.id === u.area)) score -= 0.5;
  }
  return score;
}
