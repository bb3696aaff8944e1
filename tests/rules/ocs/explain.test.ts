import { describe, expect, it } from 'vitest';
import { explainUnreachable, mover, reachable } from '../../../src/rules/ocs/movement';
import { at, game, unit } from './fixtures';

describe('movement-points: why a tapped hex cannot be reached', () => {
  it('movement-points: a hex beyond the points left names its cheapest cost and the points left', () => {
    // a foot unit in combat mode has 4 MP; clear costs 1 a hex, so the 6th hex east costs 6
    const g = game({ width: 10, units: [unit('u', 'A', at(0, 2))] });
    const m = mover(g, ['u']);
    if (!m.ok) throw new Error(m.message);
    expect(reachable(g, m.value).has(at(6, 2))).toBe(false);
    const r = explainUnreachable(g, m.value, at(6, 2));
    expect(r).toMatchObject({
      ok: false,
      rule: 'movement-points',
      code: 'move.tooFarTo',
      params: { need: 6, left: 4 },
    });
  });

  it('movement: a hex that no route reaches (enemy units wall it off) is refused as having no route', () => {
    const wall = [0, 1, 2, 3, 4, 5].map((r) => unit(`e${r}`, 'B', at(3, r)));
    const g = game({ units: [unit('u', 'A', at(0, 2)), ...wall] });
    const m = mover(g, ['u']);
    if (!m.ok) throw new Error(m.message);
    expect(explainUnreachable(g, m.value, at(6, 2))).toMatchObject({
      ok: false,
      rule: 'movement',
      code: 'move.noRoute',
    });
  });

  it('movement: prohibited terrain all around leaves no route for wheeled units, while foot units are only too slow', () => {
    const ring = [at(4, 1), at(4, 2), at(4, 3), at(5, 1), at(5, 3), at(6, 1), at(6, 2), at(6, 3), at(5, 2)];
    const terrain = Object.fromEntries(ring.map((h) => [h, ['marsh']]));
    const wheeled = game({ width: 10, terrain, units: [unit('w', 'A', at(0, 2), { moveType: 'wheeled' })] });
    const mw = mover(wheeled, ['w']);
    if (!mw.ok) throw new Error(mw.message);
    expect(explainUnreachable(wheeled, mw.value, at(5, 2))).toMatchObject({ rule: 'movement', code: 'move.noRoute' });
    const foot = game({ width: 10, terrain, units: [unit('f', 'A', at(0, 2))] });
    const mf = mover(foot, ['f']);
    if (!mf.ok) throw new Error(mf.message);
    expect(explainUnreachable(foot, mf.value, at(5, 2))).toMatchObject({
      rule: 'movement-points',
      code: 'move.tooFarTo',
    });
  });

  it('movement: a hex an enemy unit holds is refused for that (issue 27), even when the enemy also walls it off', () => {
    const wall = [0, 1, 2, 3, 4, 5].map((r) => unit(`e${r}`, 'B', at(3, r)));
    const g = game({ units: [unit('u', 'A', at(0, 2)), ...wall] });
    const m = mover(g, ['u']);
    if (!m.ok) throw new Error(m.message);
    // next door and behind the wall: both are held by the enemy, neither is "no route"
    for (const target of [at(3, 2), at(3, 4)])
      expect(explainUnreachable(g, m.value, target)).toMatchObject({ ok: false, rule: 'movement', code: 'move.enemy' });
  });
});
