import { describe, expect, it } from 'vitest';
import { legalEvents } from '../../machines/ocs/engine';
import { ocsEngine } from '../../src/app/systems/ocs';
import { demoScenario } from '../../src/scenarios/ocs/demo';
import type { OcsEvent } from '../../machines/ocs/movement-phase';
import type { OcsGame } from '../../src/rules/ocs/types';
import { okOutcome } from '../fixtures/ok';

/** A tiny seeded generator for choosing events (the game's own dice stay in the game state). */
function picker(seed: number) {
  let s = seed >>> 0;
  return (n: number) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return Math.floor((s / 4294967296) * n);
  };
}

function invariants(g: OcsGame) {
  for (const u of Object.values(g.units)) {
    if (u.where === 'map') expect(g.map.hexes[u.hex!]).toBeDefined();
    else expect(u.hex).toBeNull();
  }
  for (const d of g.depots) expect(d.sp).toBeGreaterThanOrEqual(0);
  for (const l of Object.values(g.airbases)) expect(l).toBeLessThanOrEqual(3);
  for (const l of Object.values(g.forts)) expect(l).toBeLessThanOrEqual(4);
  expect(g.railUsed).toBeLessThanOrEqual(g.railCapacity[g.player] + 1e-9);
  // two sides never share a hex
  const side = new Map<string, string>();
  for (const u of Object.values(g.units))
    if (u.where === 'map') {
      const s = side.get(u.hex!);
      expect(s === undefined || s === u.side).toBe(true);
      side.set(u.hex!, u.side);
    }
}

describe('OCS fuzzer', () => {
  it('phase: hundreds of phases of random legal events end without a crash, a dead end or an illegal state', () => {
    let phases = 0;
    let events = 0;
    // a fixed number of games (no wall-clock cap), so the same run checks the same games on any machine
    for (let game = 0; game < 40; game++) {
      const pick = picker(1000 + game);
      const s = ocsEngine.start({
        system: 'ocs',
        scenario: { id: demoScenario.id, version: 1 },
        options: {},
        dice: { kind: 'seeded', seed: game },
        // half the games under the current rules, half under version 1 (stored games keep their rules)
        rulesVersion: game % 2 === 0 ? ocsEngine.rulesVersion : 1,
      });
      if (!s.ok) throw new Error(s.message);
      let g = s.state;
      for (let n = 0; n < 400 && !g.finished; n++) {
        const legal = legalEvents(g);
        expect(legal.length).toBeGreaterThan(0);
        const enders = legal.filter((e) => e.type.startsWith('END_') || e.type === 'NEXT_PHASE');
        const others = legal.filter((e) => !enders.includes(e));
        const e: OcsEvent =
          others.length > 0 && pick(10) < 7 ? others[pick(others.length)]! : enders[pick(enders.length)]!;
        const r = ocsEngine.apply(g, e);
        if (!r.ok) throw new Error(`legal event refused: ${JSON.stringify(e)} -> ${r.rule}: ${r.message}`);
        if (e.type === 'NEXT_PHASE') phases++;
        g = r.state;
        events++;
        invariants(g);
      }
      const back = ocsEngine.restore(JSON.parse(JSON.stringify(ocsEngine.serialize(g))));
      expect(okOutcome(back).state).toEqual(g);
    }
    expect(phases).toBeGreaterThan(200);
    expect(events).toBeGreaterThan(1000);
  });
  it('phase: malformed or impossible events are refused with a rule, never thrown, and change nothing', () => {
    const s = ocsEngine.start({
      system: 'ocs',
      scenario: { id: demoScenario.id, version: 1 },
      options: {},
      dice: { kind: 'seeded', seed: 5 },
    });
    if (!s.ok) throw new Error(s.message);
    const pick = picker(77);
    const ids = [...Object.keys(s.state.units), 'nobody'];
    const hexes = [...Object.keys(s.state.map.hexes).slice(0, 40), '99,99', 'x'];
    const anyOf = <T>(xs: readonly T[]): T => xs[pick(xs.length)]!;
    const junk = (): unknown =>
      anyOf([
        null,
        42,
        'MOVE',
        {},
        { type: 'MOVE' },
        { type: 'MOVE', unitIds: 'a', path: [] },
        { type: 'MOVE', unitIds: [anyOf(ids), anyOf(ids)], path: [anyOf(hexes), anyOf(hexes)] },
        { type: 'RAIL_MOVE', unitId: anyOf(ids), to: anyOf(hexes) },
        { type: 'CHANGE_MODE', unitId: anyOf(ids), mode: anyOf(['combat', 'move', 'flying']) },
        {
          type: 'BLOW_DEPOT',
          depotId: anyOf(['dA1', 'dB1', 'zz']),
          amount: anyOf([-1, 0, 0.3, 2, 99, 'all', 'some', Number.NaN]),
        },
        {
          type: 'ENGINEER_WORK',
          unitId: anyOf(ids),
          hex: anyOf(hexes),
          work: anyOf(['airbase', 'fort', 'port', 'moat']),
          action: anyOf(['build', 'reduce', 'paint']),
        },
        { type: 'ATTEMPT_BREAKOUT', unitId: anyOf(ids) },
        { type: 'FORTIFY', unitId: anyOf(ids) },
        { type: 'TELEPORT' },
      ]);
    let g = s.state;
    for (let i = 0; i < 600; i++) {
      if (i % 150 === 0) {
        const legal = legalEvents(g);
        const r = ocsEngine.apply(g, legal[legal.length - 1]!);
        if (r.ok) g = r.state;
      }
      const before = JSON.stringify(g);
      const e = junk() as OcsEvent;
      let r: ReturnType<typeof ocsEngine.apply> | undefined;
      expect(() => {
        r = ocsEngine.apply(g, e);
      }).not.toThrow();
      if (r && !r.ok) {
        expect(typeof r.rule).toBe('string');
        expect(JSON.stringify(g)).toBe(before);
      }
    }
  });
});
