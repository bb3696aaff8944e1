/**
 * A plan over several turns (issue 29, hard): which enemy-held VP area (19.0) the side masses against. It is worked
 * out again at each decision from the side's view alone (no memory kept between decisions, so two states that
 * differ only in what the side cannot see get the same plan): for each VP area the enemy holds, the side's good-order
 * strength that can reach it (by how many areas away each unit stands, 5.31: next to it or in it counts in full)
 * against what the holder shows in it and next to it (a hidden block counted as a full-strength unit of average
 * steps, 6.24), helped by its terrain (2.4) and defences (5.23), times the area's VP. Where the side's units
 * already stand decides between areas of like worth (they count most where they are), so the plan does not hop
 * from one area to another as units move. The evaluation (evaluate.ts `focus`) then rewards strength brought next
 * to the planned area, so the side converges instead of spreading its attacks over every VP area.
 */
import type { AreaId, Side } from '../../rules/fab/types';
import { distances } from './evaluate';
import type { OpponentView } from './input';

/** A unit's share of its strength counted for an area this many areas away (0 beyond). */
const REACH = [1, 1, 0.6, 0.3, 0.15];

/** Average steps of a hidden block (the scenarios' units have two or three). */
const HIDDEN_STEPS = 2.5;

/** Each enemy-held VP area's worth as the side's plan (see the module comment), in the scenario's order. */
export function planScores(view: OpponentView): { area: AreaId; score: number }[] {
  const s = view.state;
  const sc = view.scenario;
  const side: Side = view.side;
  const dd = distances(sc, s.blownBridges);
  const sideOf = new Map(sc.units.map((d) => [d.id, d.side]));
  const mine: { area: AreaId; strength: number }[] = [];
  const theirs = new Map<AreaId, number>();
  for (const [id, u] of Object.entries(s.units)) {
    if (u.where !== 'map' || !u.area) continue;
    const strength = u.steps * (u.order === 'good' && !u.unsupplied ? 1 : 0.5);
    if (sideOf.get(id) === side) mine.push({ area: u.area, strength });
    else theirs.set(u.area, (theirs.get(u.area) ?? 0) + strength);
  }
  for (const b of view.hiddenBlocks)
    if (b.side !== side)
      theirs.set(b.area, (theirs.get(b.area) ?? 0) + HIDDEN_STEPS * (b.order === 'good' && !b.unsupplied ? 1 : 0.5));
  const out: { area: AreaId; score: number }[] = [];
  for (const a of sc.areas) {
    if (!a.vp || s.areas[a.id]?.control === side) continue;
    const row = dd.get(a.id);
    let reach = 0;
    for (const m of mine) reach += m.strength * (REACH[row?.get(m.area) ?? 99] ?? 0);
    let held = theirs.get(a.id) ?? 0;
    for (const [area, x] of theirs) if (row?.get(area) === 1) held += 0.5 * x;
    const guard = (1 + 0.15 * a.terrain) * (s.areas[a.id]?.defences === s.areas[a.id]?.control ? 1.3 : 1);
    out.push({ area: a.id, score: (a.vp * reach) / (1 + held * guard) });
  }
  return out;
}

/** The enemy-held VP area the side should mass against (the first of the best), or null when there is none. */
export function focusArea(view: OpponentView): AreaId | null {
  let best: AreaId | null = null;
  let bestScore = 0;
  for (const x of planScores(view))
    if (x.score > bestScore) {
      bestScore = x.score;
      best = x.area;
    }
  return best;
}
