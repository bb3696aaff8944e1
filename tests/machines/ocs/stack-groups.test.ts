import { describe, expect, it } from 'vitest';
import { legalEvents, stackGroups } from '../../../machines/ocs/engine';
import { ocsEngine } from '../../../src/app/systems/ocs';
import { demoScenario } from '../../../src/scenarios/ocs/demo';
import type { OcsGame } from '../../../src/rules/ocs/types';

function movement(): OcsGame {
  const s = ocsEngine.start({
    system: 'ocs',
    scenario: { id: demoScenario.id, version: 1 },
    options: {},
    dice: { kind: 'scripted', rolls: [5, 6, 6, 6] },
  });
  if (!s.ok) throw new Error(s.message);
  const r = ocsEngine.apply(s.state, { type: 'END_BREAKOUT' });
  if (!r.ok) throw new Error(r.message);
  return r.state;
}

describe('movement segment: units of a stack move together in any grouping the player chooses', () => {
  it('every unit alone and every group of two or more of a stack of three', () => {
    expect(stackGroups(['a', 'b', 'c'])).toEqual([
      ['a'],
      ['b'],
      ['c'],
      ['a', 'b'],
      ['a', 'c'],
      ['b', 'c'],
      ['a', 'b', 'c'],
    ]);
    expect(stackGroups(['a'])).toEqual([['a']]);
  });

  it('a stack of three: the two units other than the first pair are offered a move, and it is accepted', () => {
    let g = movement();
    // gather three of the moving player's units in one hex
    const mine = Object.values(g.units).filter((u) => u.where === 'map' && u.side === g.player);
    expect(mine.length).toBeGreaterThanOrEqual(3);
    const hex = mine[0]!.hex!;
    const three = mine.slice(0, 3).map((u) => u.id);
    g = { ...g, units: { ...g.units, ...Object.fromEntries(three.map((id) => [id, { ...g.units[id]!, hex }])) } };
    const pair = [three[1]!, three[2]!];
    const moves = legalEvents(g).filter((e) => e.type === 'MOVE' && e.unitIds.join() === pair.join());
    expect(moves.length).toBeGreaterThan(0);
    const r = ocsEngine.apply(g, moves[moves.length - 1]!);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const to = moves[moves.length - 1]!;
    if (to.type !== 'MOVE') throw new Error('not a move');
    const end = to.path[to.path.length - 1];
    expect(pair.map((id) => r.state.units[id]!.hex)).toEqual([end, end]);
    expect(r.state.units[three[0]!]!.hex).toBe(hex);
  });
});
