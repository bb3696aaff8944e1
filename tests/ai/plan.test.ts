/**
 * Issue 29, a plan over several turns for the side that must take VP areas (src/ai/fab/plan.ts, weighed by the
 * evaluation's `focus`), and the holder's defences to come (the evaluation's `dig`): both tried for hard on the
 * Varna Gap against normal and left at 0 (no gain over the noise; the README gives the figures), kept for tuning.
 */
import { describe, expect, it } from 'vitest';
import { fabEngine } from '../../src/app/systems/fab';
import { projected, WEIGHTS } from '../../src/ai/fab/evaluate';
import { LEVEL_PARAMS } from '../../src/ai/fab/levels';
import { focusArea, planScores } from '../../src/ai/fab/plan';
import { viewOf } from '../../src/ai/fab/play';
import type { FabState } from '../../src/rules/fab/types';

/** The Varna Gap at blue's operational movement of turn 1 (Varna, 3 VP, held by one red block dug in, 5.23). */
function varnaStart(): FabState {
  const r = fabEngine.start({
    system: 'fab',
    scenario: { id: 'fab-varna-gap', version: 1 },
    options: {},
    dice: { kind: 'seeded', seed: 1 },
  });
  if (!r.ok) throw new Error(r.message);
  return { ...r.state, turn: 1, playerTurn: 1, phase: 'operational-movement' };
}

const withUnit = (s: FabState, id: string, patch: Partial<FabState['units'][string]>): FabState => {
  const u = s.units[id];
  if (!u) throw new Error(`no unit ${id}`);
  return { ...s, units: { ...s.units, [id]: { ...u, ...patch } } };
};

const scoreOf = (s: FabState, area: string) => planScores(viewOf(s, 'blue')).find((x) => x.area === area)?.score ?? 0;

describe('issue 29: the plan, which enemy-held VP area to mass against (19.0), from the side’s view only', () => {
  it('19.0 blue’s plan at the Varna Gap’s start is Varna, the 3 VP its strength stands nearest to', () => {
    const s = varnaStart();
    expect(focusArea(viewOf(s, 'blue'))).toBe('v10');
    // every VP area red holds has a worth; red holds them all, so red has no plan
    expect(planScores(viewOf(s, 'blue')).map((x) => x.area)).toEqual(['v5', 'v10', 'v17', 'v22', 'v29']);
    expect(focusArea(viewOf(s, 'red'))).toBeNull();
  });

  it('19.0 an area the side already holds is no plan: with Varna blue’s, the plan moves to Stillwater (2 VP)', () => {
    const s = varnaStart();
    const held: FabState = { ...s, areas: { ...s.areas, v10: { ...s.areas.v10!, control: 'blue' } } };
    expect(focusArea(viewOf(held, 'blue'))).toBe('v22');
  });

  it('6.24 a second hidden block in Varna makes it a worse plan, though blue does not know who it is', () => {
    const s = varnaStart();
    // a block from Stillwater's side of the map, far from Varna, joins the one in it
    expect(s.units['s2-3']?.area).toBe('v23');
    const two = withUnit(s, 's2-3', { area: 'v10' });
    expect(viewOf(two, 'blue').hiddenBlocks.filter((b) => b.area === 'v10')).toHaveLength(2);
    expect(scoreOf(two, 'v10')).toBeLessThan(0.8 * scoreOf(s, 'v10'));
    // which block it is changes nothing: the plan reads the view, where both blocks look alike
    expect(s.units['s1-5']?.area).toBe('v28');
    const other = withUnit(s, 's1-5', { area: 'v10' });
    expect(scoreOf(other, 'v10')).toBeCloseTo(scoreOf(two, 'v10'), 10);
  });
});

describe('issue 29: the evaluation’s `focus`, strength massed next to the planned area', () => {
  const focused = { ...LEVEL_PARAMS.hard.weights, focus: 0.15 };

  it('19.0 armour brought next to Varna, the plan, is worth more with `focus`; nothing without a plan or the weight', () => {
    const s = varnaStart();
    // the 3-step armour from Brennic (two areas from Varna) to West Varna (next to it)
    const beside = withUnit(s, 'n2-1', { area: 'v9' });
    const gain = (w: typeof WEIGHTS, target: string | null) =>
      projected(beside, 'blue', w, target) - projected(s, 'blue', w, target);
    const plain = gain(LEVEL_PARAMS.hard.weights, 'v10');
    expect(gain(focused, 'v10')).toBeGreaterThan(plain + 0.1);
    expect(gain(focused, null)).toBeCloseTo(plain, 10);
    expect(LEVEL_PARAMS.hard.weights.focus).toBe(0);
    expect(LEVEL_PARAMS.normal.weights.focus).toBe(0);
  });
});

describe('issue 29: the evaluation’s `dig`, the holder’s defences to come (5.23)', () => {
  const dug = { ...LEVEL_PARAMS.hard.weights, dig: 1 };

  it('5.23 in blue’s turn, Stillwater held by one red block with no defences counts as dug in for blue’s later attacks', () => {
    const s = varnaStart();
    expect(s.areas.v22?.defences).toBeNull();
    expect(projected(s, 'blue', dug)).toBeLessThan(projected(s, 'blue', LEVEL_PARAMS.hard.weights));
    // in red's turn blue attacks before red can dig in: as it stands
    const redTurn: FabState = { ...s, playerTurn: 2, phasing: 'red' };
    expect(projected(redTurn, 'blue', dug)).toBe(projected(redTurn, 'blue', LEVEL_PARAMS.hard.weights));
    expect(LEVEL_PARAMS.hard.weights.dig).toBe(0);
    expect(LEVEL_PARAMS.normal.weights.dig).toBe(0);
  });

  it('5.23 a contested area cannot be dug in: standing in Stillwater gains more against beside it with `dig`', () => {
    const s = varnaStart();
    const beside = withUnit(s, 'n1-2', { area: 'v21' });
    const inside = withUnit(s, 'n1-2', { area: 'v22' });
    const edge = (w: typeof WEIGHTS) => projected(inside, 'blue', w) - projected(beside, 'blue', w);
    expect(edge(dug)).toBeGreaterThan(edge(LEVEL_PARAMS.hard.weights));
  });
});
