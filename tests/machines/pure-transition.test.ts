/**
 * Replay speed (issue 19) must not change a result: the engines step their statecharts through one shared
 * inert scope (machines/pure-transition.ts) and read each event through the schema option its type names
 * (machines/validate.ts `conforms`). Here seeded games of all three systems, legal moves mixed with refused
 * and malformed ones, are played twice, once through the fast path and once through xstate's own
 * `transition` / `initialTransition` (the reference), and every step must give the same answer: accepted or
 * refused with the same rejection, the same barrier, the same state.
 */
import { afterEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as v from 'valibot';
import type { AnyEngine, GameEvent, GameSetup } from '../../src/rules/common/engine';
import { useXstateSteps } from '../../machines/pure-transition';
import { conforms } from '../../machines/validate';
import { FabEventSchema } from '../../machines/fab/event-schema';
import { FubarEventSchema } from '../../machines/fubar/events';
import { OcsEventSchema } from '../../machines/ocs/events';
import { fabEngine } from '../../src/app/systems/fab';
import { fubarEngine } from '../../src/app/systems/fubar';
import { ocsEngine } from '../../src/app/systems/ocs';
import { fabScenarios } from '../../src/scenarios/fab/data';
import { PRESET_SCENARIOS } from '../../src/scenarios/fubar/presets';
import { demoScenario } from '../../src/scenarios/ocs/demo';
import { replay } from '../../src/app/replay';

afterEach(() => useXstateSteps(false));

function picker(seed: number) {
  let s = seed >>> 0;
  return (n: number) => (((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 4294967296) * n) | 0;
}

interface System {
  name: string;
  engine: AnyEngine;
  setup: (seed: number) => GameSetup;
}

const fabIds = Object.keys(fabScenarios);
const fubarIds = Object.keys(PRESET_SCENARIOS);
const SYSTEMS: System[] = [
  {
    name: 'FAB',
    engine: fabEngine,
    setup: (seed) => ({
      system: 'fab',
      scenario: { id: fabIds[seed % fabIds.length]!, version: 1 },
      options: {},
      dice: { kind: 'seeded', seed },
    }),
  },
  {
    name: 'FUBAR',
    engine: fubarEngine,
    setup: (seed) => ({
      system: 'fubar',
      scenario: { id: fubarIds[seed % fubarIds.length]!, version: 1 },
      options: {},
      dice: { kind: 'seeded', seed },
      data: { ...PRESET_SCENARIOS[fubarIds[seed % fubarIds.length]!]!, turnLimit: null },
    }),
  },
  {
    name: 'OCS',
    engine: ocsEngine,
    setup: (seed) => ({
      system: 'ocs',
      scenario: { id: demoScenario.id, version: 1 },
      options: {},
      dice: { kind: 'seeded', seed },
    }),
  },
];

/**
 * A game of `n` tries from `seed`, played by the current mode: mostly legal events, some stale ones (a legal
 * event of an earlier state, often refused now) and some with a field broken. Returns the events tried and
 * every step's answer as plain JSON.
 */
function play(sys: System, seed: number, n: number, given?: readonly GameEvent[]) {
  const pick = picker(seed);
  const s0 = sys.engine.start(sys.setup(seed));
  expect(s0.ok).toBe(true);
  if (!s0.ok) throw new Error(s0.message);
  let s = s0.state;
  const tried: GameEvent[] = [];
  const answers: unknown[] = [JSON.stringify(sys.engine.serialize(s))];
  let stale: GameEvent[] = [];
  for (let i = 0; i < (given ? given.length : n); i++) {
    let e: GameEvent;
    if (given) e = given[i]!;
    else {
      if (sys.engine.status(s).finished) break;
      // END_GAME (a side concedes) is left out so that the games run long
      const legal = sys.engine.legalEvents(s).filter((x) => x.type !== 'END_GAME');
      if (!legal.length) break;
      const roll = pick(20);
      if (roll === 0 && stale.length) e = stale[pick(stale.length)]!;
      else if (roll === 1) {
        const base = legal[pick(legal.length)]!;
        const keys = Object.keys(base).filter((k) => k !== 'type');
        e = keys.length ? { ...base, [keys[pick(keys.length)]!]: pick(2) ? 7 : ['x'] } : { ...base, type: 'NO_SUCH' };
      } else e = legal[pick(legal.length)]!;
      if (pick(4) === 0) stale = legal;
    }
    tried.push(e);
    const r = sys.engine.apply(s, e);
    if (r.ok) {
      s = r.state;
      answers.push({ barrier: r.barrier, state: JSON.stringify(sys.engine.serialize(s)) });
    } else answers.push({ refused: { rule: r.rule, message: r.message, code: r.code, params: r.params } });
  }
  return { tried, answers };
}

describe('fast replay gives the same states as xstate’s own steps (issue 19)', () => {
  for (const sys of SYSTEMS) {
    it(`${sys.name}: seeded games with legal, stale and malformed events, step by step`, () => {
      let steps = 0;
      let refused = 0;
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 1_000_000 }), (seed) => {
          useXstateSteps(false);
          const fast = play(sys, seed, 250);
          useXstateSteps(true);
          const ref = play(sys, seed, 0, fast.tried);
          useXstateSteps(false);
          expect(fast.answers).toEqual(ref.answers);
          steps += fast.tried.length;
          refused += fast.answers.filter((a) => typeof a === 'object' && a !== null && 'refused' in a).length;
        }),
        { numRuns: 8, seed: 19 },
      );
      // the games went somewhere, and some events were refused on the way
      expect(steps).toBeGreaterThan(1000);
      expect(refused).toBeGreaterThan(5);
    });

    it(`${sys.name}: replay() of a whole game ends on the state of the reference replay`, () => {
      const { tried } = play(sys, 77, 400);
      const setup = sys.setup(77);
      useXstateSteps(false);
      const fast = replay(sys.engine, setup, tried);
      useXstateSteps(true);
      const ref = replay(sys.engine, setup, tried);
      useXstateSteps(false);
      expect(fast.ok).toBe(ref.ok);
      expect(fast.barriers).toEqual(ref.barriers);
      expect(fast.actors).toEqual(ref.actors);
      expect(fast.state && JSON.stringify(sys.engine.serialize(fast.state))).toBe(
        ref.state && JSON.stringify(sys.engine.serialize(ref.state)),
      );
    });
  }
});

describe('reading an event through its own schema option is the whole variant’s check', () => {
  const schemas: [string, v.GenericSchema][] = [
    ['FAB', FabEventSchema],
    ['FUBAR', FubarEventSchema],
    ['OCS', OcsEventSchema],
  ];
  for (const [name, schema] of schemas) {
    it(`${name}: conforms() answers as valibot's is() on legal, broken and junk events`, () => {
      const sys = SYSTEMS.find((s) => s.name === name)!;
      // two games: with exact legal lists (issue 13) a random FUBAR game may end in fewer than 50 events
      const tried = [...play(sys, 5, 300).tried, ...play(sys, 6, 300).tried];
      const types = [...new Set(tried.map((e) => e.type)), 'NO_SUCH', ''];
      const junk = fc.oneof(
        fc.anything(),
        fc.record({ type: fc.constantFrom(...types) }, { requiredKeys: [] }),
        fc.tuple(fc.constantFrom(...tried), fc.string(), fc.anything()).map(([e, k, x]) => ({ ...e, [k]: x })),
        fc
          .tuple(fc.constantFrom(...tried), fc.anything())
          .map(([e, x]) => ({ ...e, [Object.keys(e).find((k) => k !== 'type') ?? 'type']: x })),
      );
      for (const e of tried) expect(conforms(schema, e)).toBe(v.is(schema, e));
      expect(tried.filter((e) => conforms(schema, e)).length).toBeGreaterThan(50);
      let accepted = 0;
      fc.assert(
        fc.property(junk, (e) => {
          const is = v.is(schema, e);
          if (is) accepted++;
          expect(conforms(schema, e)).toBe(is);
        }),
        { numRuns: 2000, seed: 19 },
      );
      expect(accepted).toBeGreaterThan(0);
    });
  }
});
