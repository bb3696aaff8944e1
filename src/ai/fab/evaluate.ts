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
            d.set(n.area, d.get(x)! + 1);
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
  let score = 10 * (side === 'blue' ? net : -net);
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
  // enemy units standing in VP areas the side holds threaten them
  for (const d of s.scenario.units) {
    if (d.side !== enemy) continue;
    const u = s.units[d.id];
    if (u?.where === 'map' && u.area && vpAreas.some((a) => a.id === u.area)) score -= 0.5;
  }
  return score;
}
