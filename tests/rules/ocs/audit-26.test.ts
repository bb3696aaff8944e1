/**
 * Issue 26's audit of OCS mixed stacks: units that moved together to a station may go on by rail one by one,
 * each on its own rail conditions, or together when the capacity covers them all (rules version 3); version 2
 * games keep ending the rest of the stack's move when the first unit entrains.
 */
import { describe, expect, it } from 'vitest';
import { move } from '../../../src/rules/ocs/movement';
import { railMove } from '../../../src/rules/ocs/rail';
import { OCS_RULES_VERSION, STACK_ENTRAINS_UNIT_BY_UNIT } from '../../../src/rules/ocs/rulings';
import { legalEvents } from '../../../machines/ocs/engine';
import { at, game, railRow, unit } from './fixtures';
import type { OcsGame, Unit } from '../../../src/rules/ocs/types';
import type { Result } from '../../../src/rules/common/result';

const ok = <T>(r: Result<T>): T => {
  if (!r.ok) throw new Error(`${r.rule} ${r.message}`);
  return r.value;
};
const town = { settlement: 'town' as const };

/** A line along row 1 with stations at columns 2, 6 and 9; the stack starts at column 0 in move mode. */
function line(version: number, units: Unit[], capacity = 2): OcsGame {
  return {
    ...game({
      width: 10,
      height: 4,
      railCapacity: capacity,
      rails: railRow(1, 0, 9, { gauge: 'standard' }),
      hexData: { [at(2, 1)]: town, [at(6, 1)]: town, [at(9, 1)]: town },
      units,
    }),
    rulesVersion: version,
  };
}
const foot = (id: string, extra: Partial<Unit> = {}) => unit(id, 'A', at(0, 1), { mode: 'move', ...extra });
/** The stack walks two hexes along the line (the road rate) to the station at column 2. */
const walked = (g: OcsGame, ids: string[]) => ok(move(g, ids, [at(1, 1), at(2, 1)]));

describe('rail: a stack that walked to a station entrains unit by unit (rules version 3)', () => {
  it('the ruling is version 3, the current one', () => {
    expect(OCS_RULES_VERSION).toBeGreaterThanOrEqual(3);
    expect(STACK_ENTRAINS_UNIT_BY_UNIT).toMatchObject({ since: 3, section: 'rail' });
  });

  it('rail: after the first unit entrains, the second of the stack entrains too, to another station', () => {
    const g = walked(line(3, [foot('a'), foot('b')]), ['a', 'b']);
    const one = ok(railMove(g, 'a', at(6, 1)));
    expect(one.moves['b']?.done).toBe(false);
    const two = ok(railMove(one, 'b', at(9, 1)));
    expect([two.units['a']!.hex, two.units['b']!.hex]).toEqual([at(6, 1), at(9, 1)]);
    expect(two.railUsed).toBe(2);
  });

  it("rail: each unit's own conditions decide: a unit in combat mode, or past half its allowance, stays", () => {
    // c is in combat mode; e's allowance is 1.5, of which the walk spent 1, more than half
    const g = walked(
      line(3, [
        foot('a'),
        foot('c', { mode: 'combat', ma: { combat: 6, move: 6 } }),
        foot('e', { ma: { combat: 1, move: 1.5 } }),
      ]),
      ['a', 'c', 'e'],
    );
    const one = ok(railMove(g, 'a', at(6, 1)));
    expect(railMove(one, 'c', at(6, 1))).toMatchObject({ ok: false, code: 'rail.mode' });
    expect(railMove(one, 'e', at(6, 1))).toMatchObject({ ok: false, code: 'rail.half' });
    // the one left may still walk on with its own move
    expect(ok(move(one, ['c'], [at(3, 1)])).units['c']!.hex).toBe(at(3, 1));
  });

  it('rail: the capacity left decides for the second unit', () => {
    const g = walked(line(3, [foot('a'), foot('b')], 1.5), ['a', 'b']);
    const one = ok(railMove(g, 'a', at(6, 1)));
    expect(railMove(one, 'b', at(6, 1))).toMatchObject({ ok: false, code: 'rail.capacity' });
  });

  it('rail: a stack with capacity for all entrains together in one move; without it the move is refused whole', () => {
    const g = walked(line(3, [foot('a'), foot('b')]), ['a', 'b']);
    const both = ok(railMove(g, 'a', at(9, 1), ['b']));
    expect([both.units['a']!.hex, both.units['b']!.hex]).toEqual([at(9, 1), at(9, 1)]);
    expect(legalEvents(g)).toContainEqual({ type: 'RAIL_MOVE', unitId: 'a', to: at(9, 1), together: ['b'] });
    const short = walked(line(3, [foot('a'), foot('b')], 1.5), ['a', 'b']);
    const before = JSON.stringify(short);
    expect(railMove(short, 'a', at(9, 1), ['b'])).toMatchObject({ ok: false, code: 'rail.capacity' });
    expect(JSON.stringify(short)).toBe(before);
    expect(legalEvents(short).some((e) => e.type === 'RAIL_MOVE' && e.together)).toBe(false);
  });

  it('rail: version 2 still ends the rest of the stack when the first unit entrains (stored games replay as before)', () => {
    const g = walked(line(2, [foot('a'), foot('b')]), ['a', 'b']);
    const one = ok(railMove(g, 'a', at(6, 1)));
    expect(railMove(one, 'b', at(6, 1))).toMatchObject({ ok: false, code: 'move.done' });
    expect(railMove(g, 'a', at(9, 1), ['b'])).toMatchObject({ ok: false, code: 'rail.oneAtATime' });
  });
});
