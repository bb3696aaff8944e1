import { describe, expect, it } from 'vitest';
import { attemptBreakout, canBreakout, BREAKOUT_RANGE } from '../../../src/rules/ocs/breakout';
import { nextPhase, endSegment } from '../../../src/rules/ocs/phase';
import { at, game, unit } from './fixtures';
import { ocsEngine } from '../../../src/app/systems/ocs';
import { demoScenario } from '../../../src/scenarios/ocs/demo';
import type { OcsGame } from '../../../src/rules/ocs/types';
import { okValue } from '../../fixtures/ok';

// The seed's example: a wheeled unit cut off from supply by the zones of control of an enemy battalion.
function surrounded(moveType: 'wheeled' | 'foot', rolls: number[] = [5]): OcsGame {
  return game({
    width: 12,
    height: 8,
    segment: 'breakout',
    rolls,
    units: [
      unit('tjff', 'A', at(5, 4), { moveType, supplied: false, lowSupply: true, dg: true, stepLoss: 1 }),
      unit('senegal', 'B', at(5, 3)),
      unit('senegal2', 'B', at(5, 5)),
      unit('senegal3', 'B', at(3, 4)),
      unit('friend', 'A', at(10, 4)),
    ],
  });
}

describe('breakout', () => {
  it("breakout: the seed's wheeled unit held by enemy zones of control may not attempt a breakout", () => {
    const r = canBreakout(surrounded('wheeled'), 'tjff');
    expect(r).toMatchObject({ ok: false, rule: 'breakout', code: 'breakout.pathWheeled' });
  });
  it('breakout: the same unit on foot may attempt it (zones of control do not block its path)', () => {
    expect(canBreakout(surrounded('foot'), 'tjff').ok).toBe(true);
  });
  it('breakout: a roll of 5 puts the unit on the turn record 5 turns ahead, keeping its step loss, losing low supply and DG', () => {
    const r = attemptBreakout(surrounded('foot', [5]), 'tjff');
    if (!r.ok) throw new Error(r.message);
    const u = r.value.units['tjff']!;
    expect(u).toMatchObject({
      where: 'turn-record',
      hex: null,
      returnTurn: 1 + 5,
      stepLoss: 1,
      lowSupply: false,
      dg: false,
    });
    expect(r.value.notes.at(-1)).toMatchObject({ kind: 'breakout', roll: 5, success: true });
  });
  it('breakout: a 6 succeeds too, and the unit returns as a reinforcement on its turn', () => {
    const r = attemptBreakout(surrounded('foot', [6]), 'tjff');
    if (!r.ok) throw new Error(r.message);
    let g: OcsGame = { ...r.value, turn: 7, segment: 'over', player: 'B' };
    const n = nextPhase(g);
    if (!n.ok) throw new Error(n.message);
    g = n.value;
    expect(g.player).toBe('A');
    expect(g.units['tjff']).toMatchObject({ where: 'map', hex: g.entry.A, stepLoss: 1 });
  });
  it('breakout: a roll of 1-4 destroys the unit (it may be rebuilt later)', () => {
    for (const face of [1, 2, 3, 4]) {
      const r = attemptBreakout(surrounded('foot', [face]), 'tjff');
      expect(okValue(r).units['tjff']?.where).toBe('destroyed');
    }
  });
  it('breakout: only a combat unit that cannot trace supply may try, once', () => {
    const g = surrounded('foot');
    expect(canBreakout(g, 'friend')).toMatchObject({ ok: false, code: 'breakout.supplied' });
    const nc = { ...g, units: { ...g.units, tjff: { ...g.units['tjff']!, combat: false } } };
    expect(canBreakout(nc, 'tjff')).toMatchObject({ ok: false, code: 'breakout.noncombat' });
  });
  it('breakout: a supplied friend must lie within 15 hexes in a straight line', () => {
    const base = game({
      width: 20,
      height: 3,
      segment: 'breakout',
      rolls: [5],
      units: [unit('cut', 'A', at(0, 0), { supplied: false }), unit('far', 'A', at(BREAKOUT_RANGE + 1, 0))],
    });
    expect(canBreakout(base, 'cut')).toMatchObject({ ok: false, code: 'breakout.range' });
    const near = game({
      width: 20,
      height: 3,
      segment: 'breakout',
      units: [unit('cut', 'A', at(0, 0), { supplied: false }), unit('far', 'A', at(BREAKOUT_RANGE, 0))],
    });
    expect(canBreakout(near, 'cut').ok).toBe(true);
  });
  it('breakout: the path may not cross enemy units or prohibited terrain', () => {
    const lake = (c: number, r: number): [string, string[]] => [at(c, r), ['lake']];
    const wall = Object.fromEntries([0, 1, 2, 3, 4].map((r) => lake(3, r)));
    const g = game({
      width: 8,
      height: 5,
      segment: 'breakout',
      terrain: wall,
      units: [unit('cut', 'A', at(0, 2), { supplied: false }), unit('home', 'A', at(6, 2))],
    });
    expect(canBreakout(g, 'cut')).toMatchObject({ ok: false, code: 'breakout.path' });
  });
  it('breakout: in the demo scenario the Desert Scouts (wheeled) are held by two Tirailleur battalions and may not try', () => {
    const s = ocsEngine.start({
      system: 'ocs',
      scenario: { id: demoScenario.id, version: 1 },
      options: {},
      dice: { kind: 'scripted', rolls: [5] },
    });
    if (!s.ok) throw new Error(s.message);
    expect(canBreakout(s.state, 'a-scout')).toMatchObject({ ok: false, code: 'breakout.pathWheeled' });
    expect(canBreakout(s.state, 'a-rif4').ok).toBe(true);
    const foot = {
      ...s.state,
      units: { ...s.state.units, 'a-scout': { ...s.state.units['a-scout']!, moveType: 'foot' as const } },
    };
    expect(canBreakout(foot, 'a-scout').ok).toBe(true);
  });
  it('breakout: only in the breakout segment', () => {
    expect(canBreakout({ ...surrounded('foot'), segment: 'movement' }, 'tjff')).toMatchObject({
      ok: false,
      code: 'breakout.segment',
    });
    // closing a segment is checked by the rules; which segment follows is the chart's
    expect(endSegment(surrounded('foot'), 'movement')).toMatchObject({ ok: false, code: 'phase.order' });
    expect(okValue(endSegment(surrounded('foot'), 'breakout')).segment).toBe('breakout');
  });
});
