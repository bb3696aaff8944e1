/**
 * Determinization: one complete game state consistent with what a side has seen. Everything the view hides is
 * drawn at random: which unseen enemy unit stands in each hidden block (2.2), their strength and markers (taken
 * as printed: full arrival strength, good order), the enemy's unseen pieces among its cup and (10.0) boxes, and
 * the dice (a fresh seed: future rolls are never known). Only the view, the public scenario and the opponent's
 * own random numbers are read here.
 */
import type { FabView } from '../../rules/fab/view';
import type { FabScenario, FabState, Side, SideBoxes, UnitState } from '../../rules/fab/types';
import { otherSide } from '../../rules/fab/types';
import { shuffled, type Rng } from './rng';

function printedSteps(d: FabScenario['units'][number]): number {
  return Math.min(d.steps.length, d.startSteps ?? d.arrives?.steps ?? d.steps.length);
}

/** A world consistent with `view` (seen by `side`) under the public `scenario`. */
export function sampleWorld(view: FabView, scenario: FabScenario, side: Side, rng: Rng): FabState {
  const s = view.state;
  const enemy = otherSide(side);
  const units: Record<string, UnitState> = { ...s.units };
  const unseen = scenario.units.filter((u) => u.side === enemy && !units[u.id]);
  // start units that are not eliminated (eliminated ones are seen) must be on the map; arrived reinforcements may
  const must = shuffled(
    unseen.filter((u) => !u.arrives),
    rng,
  );
  const may = shuffled(
    unseen.filter((u) => u.arrives && u.arrives.turn <= s.turn),
    rng,
  );
  const blocks = shuffled(
    view.hiddenBlocks.filter((b) => b.side === enemy),
    rng,
  );
  const order = [...must, ...may];
  const placed = new Set<string>();
  blocks.forEach((b, i) => {
    const d = order[i];
    if (!d) return;
    placed.add(d.id);
    units[d.id] = {
      id: d.id,
      where: 'map',
      area: b.area,
      steps: printedSteps(d),
      order: 'good',
      reserve: false,
      exploit: false,
      unsupplied: false,
      revealed: false,
    };
  });
  for (const d of unseen) {
    if (placed.has(d.id)) continue;
    units[d.id] = {
      id: d.id,
      where: 'future',
      area: null,
      steps: printedSteps(d),
      order: 'good',
      reserve: false,
      exploit: false,
      unsupplied: false,
      revealed: false,
    };
  }
  const boxes = { ...s.boxes, [enemy]: sampleBoxes(view, scenario, enemy, s.turn, rng) };
  return {
    ...s,
    scenario,
    units,
    boxes,
    dice: { kind: 'seeded', s: rng.seed() },
  };
}

/** The enemy's boxes: seen pieces stay where they are; the rest are dealt at random (cup contents, never order). */
function sampleBoxes(view: FabView, scenario: FabScenario, enemy: Side, turn: number, rng: Rng): SideBoxes {
  const seen = view.state.boxes[enemy];
  const known = new Set([...seen.available, ...seen.used, ...seen.eliminated, ...seen.map]);
  const later: string[] = [];
  const rest: string[] = [];
  const pieces: { id: string; turn?: number }[] = [
    ...scenario.assets.filter((a) => a.side === enemy),
    ...scenario.events.filter((e) => e.side === enemy),
    ...scenario.specialActions.filter((a) => a.side === enemy),
  ];
  for (const p of pieces) {
    if (known.has(p.id)) continue;
    if ((p.turn ?? 0) > turn) later.push(p.id);
    else rest.push(p.id);
  }
  const pool = shuffled(rest, rng);
  const c = view.enemyBoxCounts;
  if (!c) return { ...seen, future: later, cup: pool };
  // 10.0 hidden assets: only the box sizes are known
  const take = (n: number) => pool.splice(0, Math.max(0, n));
  const available = take(c.available);
  const used = take(c.used);
  const eliminated = take(c.eliminated);
  return { future: later, cup: pool, available, used, eliminated, map: seen.map };
}
