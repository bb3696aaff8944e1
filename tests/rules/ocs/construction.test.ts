import { describe, expect, it } from 'vitest';
import { engineerWork, fortify, engineerHexes } from '../../../src/rules/ocs/construction';
import { blowDepot } from '../../../src/rules/ocs/depots';
import { move } from '../../../src/rules/ocs/movement';
import { DEFAULT_CHART } from '../../../src/rules/ocs/chart';
import { at, game, unit } from './fixtures';
import type { OcsGame } from '../../../src/rules/ocs/types';

const depot = (sp: number) => [{ id: 'd', side: 'A' as const, hex: at(0, 0), sp }];
const ok = (r: { ok: boolean; message?: string; value?: OcsGame }): OcsGame => {
  if (!r.ok) throw new Error(r.message);
  return r.value!;
};
const fresh = (g: OcsGame): OcsGame => ({ ...g, built: {}, moves: {} });

describe('depots', () => {
  it('depots: blowing part of a depot destroys the table percentage of that part, to the nearest token', () => {
    const g = game({ depots: depot(5), rolls: [1] });
    const r = ok(blowDepot(g, 'd', 1.5));
    expect(r.depots[0]?.sp).toBe(5 - 0.25 * Math.round(((1.5 * DEFAULT_CHART.depotTable[0]!) / 100) * 4));
    expect(r.notes.at(-1)).toMatchObject({ kind: 'depot', roll: 1 });
  });
  it('depots: blowing the whole depot on a 6 removes it', () => {
    const r = ok(blowDepot(game({ depots: depot(3), rolls: [6] }), 'd', 'all'));
    expect(r.depots).toHaveLength(0);
  });
  it("depots: only one's own depots, and only what they hold", () => {
    const g = game({ depots: [{ id: 'e', side: 'B', hex: at(1, 1), sp: 2 }, ...depot(1)], rolls: [3] });
    expect(blowDepot(g, 'e', 'all')).toMatchObject({ ok: false, rule: 'depots' });
    expect(blowDepot(g, 'd', 2)).toMatchObject({ ok: false, code: 'depot.amount' });
  });
});

describe('air bases', () => {
  const eng = () => unit('eng', 'A', at(2, 2), { engineer: true, re: 0.5 });
  it('airbases: building costs supply, one level per phase, never above level 3', () => {
    let g = game({ depots: depot(10), units: [eng()] });
    g = ok(engineerWork(g, 'eng', at(3, 2), 'airbase', 'build'));
    expect(g.airbases[at(3, 2)]).toBe(1);
    expect(g.depots[0]?.sp).toBe(10 - DEFAULT_CHART.airbaseSp);
    g = { ...g, moves: {} };
    expect(engineerWork(g, 'eng', at(3, 2), 'airbase', 'build')).toMatchObject({
      ok: false,
      code: 'work.oncePerPhase',
    });
    g = ok(engineerWork(fresh(g), 'eng', at(3, 2), 'airbase', 'build'));
    g = ok(engineerWork(fresh(g), 'eng', at(3, 2), 'airbase', 'build'));
    expect(g.airbases[at(3, 2)]).toBe(3);
    expect(engineerWork(fresh(g), 'eng', at(3, 2), 'airbase', 'build')).toMatchObject({
      ok: false,
      rule: 'airbases',
      code: 'work.max',
    });
  });
  it('engineers: reducing costs no supply', () => {
    let g = game({ depots: depot(0.5), units: [eng()] });
    g = { ...g, airbases: { [at(2, 2)]: 2 } };
    g = ok(engineerWork(g, 'eng', at(2, 2), 'airbase', 'reduce'));
    expect(g.airbases[at(2, 2)]).toBe(1);
    expect(g.depots[0]?.sp).toBe(0.5);
  });
});

describe('fortifications and engineers', () => {
  it('fortifications: a combat unit of 1 RE in combat mode that has not moved builds one for 2 SP', () => {
    const g = ok(fortify(game({ depots: depot(3), units: [unit('inf', 'A', at(1, 1))] }), 'inf'));
    expect(g.forts[at(1, 1)]).toBe(1);
    expect(g.depots[0]?.sp).toBe(1);
  });
  it('fortifications: not by a battalion, nor in move mode, nor after moving, nor without supply', () => {
    expect(fortify(game({ depots: depot(3), units: [unit('bn', 'A', at(1, 1), { re: 0.5 })] }), 'bn')).toMatchObject({
      code: 'fort.size',
    });
    expect(fortify(game({ depots: depot(3), units: [unit('m', 'A', at(1, 1), { mode: 'move' })] }), 'm')).toMatchObject(
      { code: 'fort.mode' },
    );
    const g = game({ depots: depot(3), units: [unit('i', 'A', at(1, 1))] });
    expect(fortify(ok(move(g, ['i'], [at(2, 1)])), 'i')).toMatchObject({ code: 'fort.moved' });
    expect(fortify(game({ depots: depot(1), units: [unit('i', 'A', at(1, 1))] }), 'i')).toMatchObject({
      rule: 'depots',
    });
  });
  it('fortifications: one level per hex per phase, level 4 at most', () => {
    let g = game({ depots: depot(20), units: [unit('i', 'A', at(1, 1)), unit('j', 'A', at(1, 1))] });
    g = ok(fortify(g, 'i'));
    expect(fortify(g, 'j')).toMatchObject({ ok: false, code: 'work.oncePerPhase' });
    g = { ...g, forts: { [at(1, 1)]: 4 }, built: {} };
    expect(fortify(g, 'j')).toMatchObject({ ok: false, code: 'work.max' });
  });
  it('engineers: work reaches two hexes, counted as foot movement stopped by prohibited terrain and zones of control', () => {
    const g = game({
      width: 8,
      height: 5,
      terrain: { [at(3, 2)]: ['lake'] },
      units: [unit('eng', 'A', at(2, 2), { engineer: true }), unit('e', 'B', at(2, 4))],
    });
    const reach = engineerHexes(g, g.units['eng']!);
    expect(reach.has(at(3, 1))).toBe(true); // two hexes away on clear ground
    expect(reach.has(at(3, 2))).toBe(false); // the lake is prohibited to foot movement
    expect(reach.has(at(4, 2))).toBe(false); // two hexes in a straight line, but only across the lake
    expect(reach.has(at(5, 2))).toBe(false); // three away
    expect(reach.has(at(2, 3))).toBe(true); // into the zone of control
    expect(reach.has(at(1, 4))).toBe(false); // but not through it
  });
  it('engineers: only in combat mode, before moving, one hex and one kind of work per turn', () => {
    const base = { depots: depot(10) };
    expect(
      engineerWork(game({ ...base, units: [unit('x', 'A', at(1, 1))] }), 'x', at(1, 1), 'fort', 'build'),
    ).toMatchObject({ code: 'eng.capable' });
    expect(
      engineerWork(
        game({ ...base, units: [unit('x', 'A', at(1, 1), { engineer: true, mode: 'move' })] }),
        'x',
        at(1, 1),
        'fort',
        'build',
      ),
    ).toMatchObject({ code: 'eng.mode' });
    const dg = game({ ...base, units: [unit('x', 'A', at(1, 1), { engineer: true, dg: true })] });
    const g = ok(engineerWork(dg, 'x', at(1, 1), 'fort', 'build'));
    expect(engineerWork({ ...g, built: {} }, 'x', at(2, 1), 'airbase', 'build')).toMatchObject({
      ok: false,
      rule: 'engineers',
    });
    expect(move(g, ['x'], [at(2, 1)]).ok).toBe(false);
  });
});

describe('ports', () => {
  const port = { [at(2, 2)]: { port: true } };
  it('engineers: repairing a port costs supply, damaging it does not, one level per phase', () => {
    let g = game({
      depots: depot(3),
      hexData: port,
      units: [unit('eng', 'A', at(1, 2), { engineer: true }), unit('eng2', 'A', at(1, 2), { engineer: true })],
    });
    expect(engineerWork(g, 'eng', at(2, 2), 'port', 'build')).toMatchObject({ ok: false, code: 'work.nothing' });
    g = ok(engineerWork(g, 'eng', at(2, 2), 'port', 'reduce'));
    expect(g.ports[at(2, 2)]).toBe(1);
    expect(g.depots[0]?.sp).toBe(3);
    expect(engineerWork(g, 'eng2', at(2, 2), 'port', 'build')).toMatchObject({ ok: false, code: 'work.oncePerPhase' });
    g = ok(engineerWork({ ...g, built: {} }, 'eng2', at(2, 2), 'port', 'build'));
    expect(g.ports[at(2, 2)]).toBeUndefined();
    expect(g.depots[0]?.sp).toBe(3 - (DEFAULT_CHART.portSp ?? 1));
  });
  it('engineers: port work needs a port', () => {
    const g = game({ depots: depot(3), units: [unit('eng', 'A', at(1, 2), { engineer: true })] });
    expect(engineerWork(g, 'eng', at(2, 2), 'port', 'reduce')).toMatchObject({ ok: false, code: 'work.noPort' });
  });
});
