/**
 * Issue 13's audit of the OCS movement rules: a railway line is a road for every purpose (rules version 2,
 * version 1 kept for old games), and a second construction job is refused citing the one-job limit.
 */
import { describe, expect, it } from 'vitest';
import { move, movementChart, mover, reachable, stepCost } from '../../../src/rules/ocs/movement';
import { engineerWork, fortify } from '../../../src/rules/ocs/construction';
import { DEFAULT_CHART, V1_DEFAULT_RAILWAY } from '../../../src/rules/ocs/chart';
import { OCS_RULES_VERSION, RAIL_AS_ROAD } from '../../../src/rules/ocs/rulings';
import { ocsEngine } from '../../../src/app/systems/ocs';
import { at, game, railRow, unit } from './fixtures';
import type { MoveType, OcsGame } from '../../../src/rules/ocs/types';

/** The chart every game of version 1 was started with: railways closed to wheeled units. */
const V1_CHART = { ...DEFAULT_CHART, roads: { ...DEFAULT_CHART.roads, railway: V1_DEFAULT_RAILWAY } };
const under = (g: OcsGame, version: number, chart = V1_CHART): OcsGame => ({ ...g, chart, rulesVersion: version });
const cost = (g: OcsGame, mt: MoveType, a: string, b: string) => stepCost(movementChart(g), g.map, mt, a, b);

describe('roads: a railway line is a road for every purpose (version 2)', () => {
  // a railway along row 0; hex 1 is marsh, hex 2 forest behind a river
  const map = () =>
    game({
      terrain: { [at(1, 0)]: ['marsh'], [at(2, 0)]: ['forest'] },
      hexsides: { [`${at(1, 0)}>${at(2, 0)}`]: { feature: 'river' } },
      rails: railRow(0, 0, 4, { gauge: 'standard' }),
      units: [unit('w', 'A', at(0, 0), { moveType: 'wheeled', mode: 'move', ma: { combat: 2, move: 4 } })],
    });

  it('the ruling is version 2 (the current version is 2 or later)', () => {
    expect(OCS_RULES_VERSION).toBeGreaterThanOrEqual(2);
    expect(RAIL_AS_ROAD).toMatchObject({ since: 2, section: 'roads' });
  });

  it('roads: a wheeled unit follows the railway into marsh at the road cost (version 1 refused it)', () => {
    const v2 = under(map(), 2);
    expect(cost(v2, 'wheeled', at(0, 0), at(1, 0))).toMatchObject({
      ok: true,
      value: { cost: DEFAULT_CHART.roads.road.wheeled, road: 'railway' },
    });
    const v1 = under(map(), 1);
    expect(cost(v1, 'wheeled', at(0, 0), at(1, 0))).toMatchObject({ ok: false, rule: 'terrain' });
  });

  it('roads: along the railway the river hexside and the forest are ignored; version 1 paid the railway row', () => {
    const v2 = under(map(), 2);
    expect(cost(v2, 'foot', at(1, 0), at(2, 0))).toMatchObject({ ok: true, value: { cost: 0.5, road: 'railway' } });
    // version 1, chart of its time: a foot unit paid the railway row (1); a wheeled one paid forest and river
    const v1 = under(map(), 1);
    expect(cost(v1, 'foot', at(1, 0), at(2, 0))).toMatchObject({ ok: true, value: { cost: 1, road: 'railway' } });
    expect(cost(v1, 'wheeled', at(1, 0), at(2, 0))).toMatchObject({
      ok: false, // version 1 read the marsh left behind as terrain the unit could not leave
    });
  });

  it('roads: the search and the move agree: a wheeled stack rides the line through the marsh only in version 2', () => {
    const path = [at(1, 0), at(2, 0), at(3, 0)];
    const v2 = under(map(), 2);
    const m2 = mover(v2, ['w']);
    if (!m2.ok) throw new Error(m2.message);
    expect(reachable(v2, m2.value).get(at(3, 0))?.cost).toBe(1.5);
    const moved = move(v2, ['w'], path);
    if (!moved.ok) throw new Error(moved.message);
    expect(moved.value.units.w!.hex).toBe(at(3, 0));
    const v1 = under(map(), 1);
    const m1 = mover(v1, ['w']);
    if (!m1.ok) throw new Error(m1.message);
    expect(reachable(v1, m1.value).has(at(1, 0))).toBe(false);
    expect(move(v1, ['w'], path).ok).toBe(false);
  });

  it("roads: version 2 reads the road row whatever the game's chart says of railways", () => {
    const g = under(map(), 2, V1_CHART);
    expect(movementChart(g).roads.railway).toEqual(V1_CHART.roads.road);
    expect(movementChart(under(map(), 1)).roads.railway).toEqual(V1_DEFAULT_RAILWAY);
  });
});

describe('roads: the default chart and games started without a chart', () => {
  const setup = (rulesVersion: number, options: Record<string, unknown> = {}) => ({
    system: 'ocs' as const,
    scenario: { id: 'ocs-valley-of-rails', version: 1 },
    options,
    dice: { kind: 'seeded' as const, seed: 1 },
    rulesVersion,
  });
  it('roads: the default chart prices railways as roads', () => {
    expect(DEFAULT_CHART.roads.railway).toEqual(DEFAULT_CHART.roads.road);
  });
  it('roads: a version 1 game without a chart of its own keeps the railway row it was played with', () => {
    const v1 = ocsEngine.start(setup(1));
    if (!v1.ok) throw new Error(v1.message);
    expect(v1.state.chart.roads.railway).toEqual(V1_DEFAULT_RAILWAY);
    const v2 = ocsEngine.start(setup(2));
    if (!v2.ok) throw new Error(v2.message);
    expect(v2.state.chart.roads.railway).toEqual(DEFAULT_CHART.roads.railway);
    // a game that carries its chart keeps it, whatever its version
    const own = ocsEngine.start(setup(1, { chart: DEFAULT_CHART }));
    if (!own.ok) throw new Error(own.message);
    expect(own.state.chart.roads.railway).toEqual(DEFAULT_CHART.roads.railway);
  });
});

describe('construction: one job per turn', () => {
  const depot = [{ id: 'd', side: 'A' as const, hex: at(0, 0), sp: 10 }];
  it('engineers: a second job in the same turn is refused citing the one-job limit, not movement', () => {
    const g = game({ depots: depot, units: [unit('eng', 'A', at(2, 2), { engineer: true, re: 0.5 })] });
    const first = engineerWork(g, 'eng', at(3, 2), 'airbase', 'build');
    if (!first.ok) throw new Error(first.message);
    expect(engineerWork(first.value, 'eng', at(2, 2), 'fort', 'build')).toMatchObject({
      ok: false,
      rule: 'engineers',
      code: 'eng.once',
    });
  });
  it('fortifications: a unit that has built once this phase is told so, not that it has moved', () => {
    const g = game({ depots: depot, units: [unit('u', 'A', at(2, 2))] });
    const first = fortify(g, 'u');
    if (!first.ok) throw new Error(first.message);
    expect(fortify({ ...first.value, built: {} }, 'u')).toMatchObject({
      ok: false,
      rule: 'fortifications',
      code: 'eng.once',
    });
  });
  it('engineers: a unit that moved and did no work is still refused as having moved', () => {
    const g = game({ depots: depot, units: [unit('eng', 'A', at(2, 2), { engineer: true, re: 0.5 })] });
    const moved = move(g, ['eng'], [at(3, 2)]);
    if (!moved.ok) throw new Error(moved.message);
    expect(engineerWork(moved.value, 'eng', at(3, 2), 'airbase', 'build')).toMatchObject({ code: 'eng.moved' });
  });
});
