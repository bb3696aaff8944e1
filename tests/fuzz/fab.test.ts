/**
 * Seeded random play of FAB: random legal events until the game ends, checking invariants after every
 * event. Game count and event cap are parameters (FAB_FUZZ_GAMES, FAB_FUZZ_MAX_EVENTS, FAB_FUZZ_FULL_GAMES)
 * so a benchmark can run more; the CI defaults keep the run well under a minute.
 */
import { describe, expect, it } from 'vitest';
import { fabEngine, fabRecordEngine } from '../../src/app/systems/fab';
import type { GameEvent } from '../../src/rules/common/engine';
import { boardIndex, hasForces, occupancy, overstacked } from '../../src/rules/fab/board';
import type { FabState } from '../../src/rules/fab/types';
import { SIDES } from '../../src/rules/fab/types';

const GAMES = Number(process.env.FAB_FUZZ_GAMES ?? 2000);
const MAX_EVENTS = Number(process.env.FAB_FUZZ_MAX_EVENTS ?? 60);
const FULL_GAMES = Number(process.env.FAB_FUZZ_FULL_GAMES ?? 60);

function invariants(s: FabState, prev: FabState): string | null {
  const ix = boardIndex(s.scenario);
  for (const d of s.scenario.units) {
    const u = s.units[d.id]!;
    if (u.where === 'map' && (u.steps < 1 || u.steps > d.steps.length || u.area === null))
      return `unit ${d.id} has ${u.steps} steps at ${u.area}`;
    if (u.where === 'eliminated' && (u.steps !== 0 || u.area !== null))
      return `eliminated unit ${d.id} still has steps or an area`;
  }
  // every asset, event and reusable special action in exactly one box of its own side
  const seen = new Map<string, number>();
  for (const side of SIDES) {
    const b = s.boxes[side];
    for (const k of ['future', 'cup', 'available', 'used', 'eliminated', 'map'] as const) {
      for (const id of b[k]) {
        if ((ix.assetDefs.get(id) ?? ix.eventDefs.get(id) ?? ix.saDefs.get(id))?.side !== side)
          return `${id} in the wrong side's boxes`;
        seen.set(id, (seen.get(id) ?? 0) + 1);
      }
    }
  }
  for (const id of [...ix.assetDefs.keys(), ...ix.eventDefs.keys(), ...ix.saDefs.keys()])
    if (seen.get(id) !== 1) return `${id} is in ${seen.get(id) ?? 0} boxes`;
  // control consistent with occupation: sole occupants control their area
  const occ = occupancy(s);
  for (const a of s.scenario.areas) {
    for (const side of SIDES) {
      const other = side === 'blue' ? 'red' : 'blue';
      if (
        hasForces(s, occ, a.id, side) &&
        !hasForces(s, occ, a.id, other) &&
        (occ.bySide[side].get(a.id)?.length ?? 0) > 0 &&
        s.areas[a.id]!.control !== side
      )
        return `area ${a.id} held only by ${side} but controlled by ${other}`;
    }
  }
  // stacking after each phase (5.1)
  if (prev.phase !== s.phase && !s.combat) {
    const o = overstacked(s, occ);
    if (o.length) return `overstacked in ${o[0]!.area} after ${prev.phase}`;
  }
  return null;
}

/** The kind of choice an event is (its type, and the engineer, staff or special-action function). */
function kindOf(e: GameEvent): string {
  const fn = e['fn'] ?? e['use'] ?? '';
  return `${e.type}:${typeof fn === 'string' ? fn : JSON.stringify(fn)}`;
}

/**
 * One legal event at random. legalEvents lists every option of each choice (every area, pair, unit), so a
 * kind with many options (a staff asset's intelligence on each enemy unit, a bridge pair, a redirect)
 * would crowd out the rest: a kind is drawn with a weight of its option count capped at 6, then one of its
 * options uniformly, which keeps games as varied and as long as when the list was capped in the engine.
 */
function sample<E extends GameEvent>(evs: readonly E[], rnd: (n: number) => number): E {
  const kinds = new Map<string, E[]>();
  for (const e of evs) {
    const k = kindOf(e);
    const list = kinds.get(k);
    if (list) list.push(e);
    else kinds.set(k, [e]);
  }
  const groups = [...kinds.values()];
  let total = 0;
  for (const g of groups) total += Math.min(6, g.length);
  let pick = rnd(total);
  for (const g of groups) {
    const w = Math.min(6, g.length);
    if (pick < w) return g[rnd(g.length)]!;
    pick -= w;
  }
  return evs[0]!;
}

function play(id: string, seed: number, maxEvents: number): { events: number; finished: boolean } {
  const st = fabEngine.start({
    system: 'fab',
    scenario: { id, version: 1 },
    options: { edition: seed % 3 === 0 ? 'original' : '2016' },
    dice: { kind: 'seeded', seed },
    // half the games under the current rules, half under version 1 (stored games keep their rules)
    rulesVersion: seed % 2 === 0 ? fabEngine.rulesVersion : 1,
  });
  if (!st.ok) throw new Error(st.message);
  let s = st.state;
  let r = (seed * 2654435761) >>> 0 || 1;
  const rnd = (n: number) => {
    r ^= r << 13;
    r >>>= 0;
    r ^= r >>> 17;
    r ^= r << 5;
    r >>>= 0;
    return r % n;
  };
  let n = 0;
  while (!s.finished && n < maxEvents) {
    const evs = fabEngine.legalEvents(s);
    if (evs.length === 0) throw new Error(`dead end at ${fabEngine.status(s).label} (seed ${seed})`);
    // lean towards ending steps so that whole games stay short
    const ends = evs.filter((e) => e.type === 'END_PHASE' || e.type === 'END_STEP');
    const e = ends.length && rnd(3) === 0 ? ends[0]! : sample(evs, rnd);
    const out = fabEngine.apply(s, e);
    if (!out.ok)
      throw new Error(
        `legal event refused (seed ${seed}, ${s.phase}): ${JSON.stringify(e)} -> ${out.rule} ${out.message}`,
      );
    const bad = invariants(out.state, s);
    if (bad) throw new Error(`invariant broken (seed ${seed}) after ${JSON.stringify(e)}: ${bad}`);
    if (fabEngine.status(out.state).actor === null && !out.state.finished) throw new Error('nobody to act');
    s = out.state;
    n++;
  }
  return { events: n, finished: s.finished };
}

describe.each(['fab-millbrook', 'fab-varna-gap'])('fuzz %s', (id) => {
  it(`plays ${GAMES} seeded games (first ${MAX_EVENTS} events each) without a crash, dead end or broken invariant`, () => {
    let events = 0;
    for (let g = 1; g <= GAMES; g++) events += play(id, g, MAX_EVENTS).events;
    expect(events).toBeGreaterThan(GAMES);
  }, 300_000);
  it(`plays ${FULL_GAMES} whole seeded games to the end`, () => {
    for (let g = 1; g <= FULL_GAMES; g++) {
      const r = play(id, 100_000 + g, 20_000);
      expect(r.finished).toBe(true);
    }
  }, 300_000);
});

describe('FAB refusals', () => {
  it('random ill-formed or illegal events never throw and are refused with a section and a sentence', () => {
    const types = [
      'END_STEP',
      'END_PHASE',
      'RECLAIM_ASSET',
      'RETURN_TO_CUP',
      'PLACE_REINFORCEMENT',
      'PLAY_EVENT',
      'ALT_EVENT',
      'ENGINEER',
      'STAFF',
      'SPECIAL_ACTION',
      'MOVE_STEP',
      'MOVE_ALONG',
      'END_MOVE',
      'HOLD',
      'RESERVE',
      'BUILD_DEFENCES',
      'BLOW_BRIDGE',
      'CROSS_BLOWN',
      'STRATEGIC_MOVE',
      'ACTIVATE',
      'SELECT_COMBAT',
      'OPEN_COMBAT',
      'ROLL',
      'STEP_LOSS',
      'ASSIGN_ASSETS',
      'DESIGNATE_POINT',
      'START',
      'NONSENSE',
    ];
    const st = fabEngine.start({
      system: 'fab',
      scenario: { id: 'fab-millbrook', version: 1 },
      options: {},
      dice: { kind: 'seeded', seed: 5 },
    });
    if (!st.ok) throw new Error(st.message);
    let s = st.state;
    const ids = ['lancers', 'hussars', 'a1', 'a5', 'wa-eng', 'el-art', 'wa-hq', 'r4-5', 'nowhere', 42, null];
    let r = 99;
    const pick = <T>(xs: readonly T[]): T => {
      r = (Math.imul(r, 1664525) + 1013904223) >>> 0;
      return xs[r % xs.length]!;
    };
    let refused = 0;
    for (let i = 0; i < 3000 && !s.finished; i++) {
      const e = {
        type: pick(types),
        unit: pick(ids),
        to: pick(ids),
        area: pick(ids),
        asset: pick(ids),
        event: pick(ids),
        source: pick(ids),
        fn: pick(['blow', 'repair', 'defences', 'intelligence', 'reserve', 'bogus']),
        use: pick(['reorganize', 'replacements', 'x']),
        assets: [pick(ids)],
        bridges: [pick(ids)],
        path: [pick(ids), pick(ids)],
        attempt: pick([true, false]),
        cross: pick([true, false]),
      };
      // random fields are what a damaged file could hold: the engine as the runner holds it (typed GameEvent)
      const out = fabRecordEngine.apply(s, e);
      if (out.ok) s = out.state;
      else {
        refused++;
        expect(out.rule).toMatch(/^\d+(\.\d+)*$|^scenario$/);
        expect(out.message.length).toBeGreaterThan(8);
      }
      // keep the game moving so that every phase gets garbage thrown at it
      if (i % 7 === 6) {
        const legal = fabEngine.legalEvents(s);
        const end = legal.find((x) => x.type === 'END_PHASE' || x.type === 'END_STEP') ?? legal[0];
        if (end) {
          const o = fabEngine.apply(s, end);
          if (o.ok) s = o.state;
        }
      }
    }
    expect(refused).toBeGreaterThan(100);
  }, 120_000);
});
