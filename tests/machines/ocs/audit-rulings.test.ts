/**
 * Issue 13's OCS rulings through the engine: a wheeled stack following a railway through marsh is offered
 * and accepted under rules version 2, neither under version 1 (roads: RAIL_AS_ROAD); the second
 * construction job is offered under no version and refused citing the one-job limit.
 */
import { describe, expect, it } from 'vitest';
import { ocsEngine } from '../../../src/app/systems/ocs';
import { DEFAULT_CHART, V1_DEFAULT_RAILWAY } from '../../../src/rules/ocs/chart';
import { at, game, railRow, unit } from '../../rules/ocs/fixtures';
import type { OcsGame } from '../../../src/rules/ocs/types';

const V1_CHART = { ...DEFAULT_CHART, roads: { ...DEFAULT_CHART.roads, railway: V1_DEFAULT_RAILWAY } };

function railGame(version: number): OcsGame {
  const g = game({
    terrain: { [at(1, 0)]: ['marsh'], [at(2, 0)]: ['marsh'] },
    rails: railRow(0, 0, 4, { gauge: 'standard' }),
    units: [unit('w', 'A', at(0, 0), { moveType: 'wheeled', mode: 'move', ma: { combat: 2, move: 4 } })],
  });
  return { ...g, chart: V1_CHART, rulesVersion: version };
}
const path = [at(1, 0), at(2, 0), at(3, 0)];
const movesTo = (g: OcsGame, hex: string) =>
  ocsEngine.legalEvents(g).some((e) => e.type === 'MOVE' && e.path.at(-1) === hex);

describe('roads: a railway is a road, through the engine', () => {
  it('roads: version 2 offers and accepts the wheeled move along the line through marsh', () => {
    const g = railGame(2);
    expect(movesTo(g, at(3, 0))).toBe(true);
    const r = ocsEngine.apply(g, { type: 'MOVE', unitIds: ['w'], path });
    if (!r.ok) throw new Error(r.message);
    expect(r.state.units.w!.hex).toBe(at(3, 0));
  });
  it('roads: version 1 (a stored game) neither offers nor accepts it, as it was played', () => {
    const g = railGame(1);
    expect(movesTo(g, at(1, 0))).toBe(false);
    expect(ocsEngine.apply(g, { type: 'MOVE', unitIds: ['w'], path })).toMatchObject({ ok: false });
  });
});

describe('construction: one job per turn, through the engine', () => {
  it('engineers: after one job no second is offered, and one asked for is refused citing the limit', () => {
    const g = game({
      depots: [{ id: 'd', side: 'A', hex: at(0, 0), sp: 10 }],
      units: [unit('eng', 'A', at(2, 2), { engineer: true, re: 0.5 })],
    });
    const first = ocsEngine.apply(g, {
      type: 'ENGINEER_WORK',
      unitId: 'eng',
      hex: at(3, 2),
      work: 'airbase',
      action: 'build',
    });
    if (!first.ok) throw new Error(first.message);
    expect(ocsEngine.legalEvents(first.state).some((e) => e.type === 'ENGINEER_WORK')).toBe(false);
    expect(
      ocsEngine.apply(first.state, {
        type: 'ENGINEER_WORK',
        unitId: 'eng',
        hex: at(2, 2),
        work: 'fort',
        action: 'build',
      }),
    ).toMatchObject({ ok: false, code: 'eng.once' });
  });
});
