import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { movementPhase } from '../../../machines/ocs/movement-phase';
import { legalEvents } from '../../../machines/ocs/engine';
import { snapshotOf } from '../../../machines/ocs/chart-part';
import { ocsEngine } from '../../../src/app/systems/ocs';
import { demoScenario } from '../../../src/scenarios/ocs/demo';
import { DEFAULT_CHART } from '../../../src/rules/ocs/chart';
import type { OcsGame } from '../../../src/rules/ocs/types';
import { okOutcome } from '../../fixtures/ok';

function start(rolls: number[] = [5, 6, 6, 6]): OcsGame {
  const s = ocsEngine.start({
    system: 'ocs',
    scenario: { id: demoScenario.id, version: 1 },
    options: {},
    dice: { kind: 'scripted', rolls },
  });
  if (!s.ok) throw new Error(s.message);
  return s.state;
}

function step(g: OcsGame, e: Parameters<typeof ocsEngine.apply>[1]): OcsGame {
  const r = ocsEngine.apply(g, e);
  if (!r.ok) throw new Error(`${e.type}: ${r.rule} ${r.message}`);
  return r.state;
}

describe('the movement phase statechart', () => {
  it('phase: walks breakout, movement, bombardment in order, then hands over to the other player', () => {
    const [s0] = initialTransition(movementPhase, { game: start() });
    expect(s0.value).toBe('breakout');
    const [s1] = transition(movementPhase, s0, { type: 'END_BREAKOUT' });
    expect(s1.value).toBe('movement');
    const [s2] = transition(movementPhase, s1, { type: 'END_MOVEMENT' });
    expect(s2.value).toBe('bombardment');
    const [s3] = transition(movementPhase, s2, { type: 'END_BOMBARDMENT' });
    expect(s3.value).toBe('over');
    const [s4] = transition(movementPhase, s3, { type: 'NEXT_PHASE' });
    expect(s4.value).toBe('breakout');
    expect(s4.context.game.player).toBe('B');
  });
  it('phase: the whole seed procedure through the engine: breakout roll, a mode change, a road move, a rail move, a fort, the end', () => {
    let g = start([5]);
    g = step(g, { type: 'ATTEMPT_BREAKOUT', unitId: 'a-rif4' });
    expect(g.units['a-rif4']).toMatchObject({
      where: 'turn-record',
      returnTurn: 6,
      dg: false,
      lowSupply: false,
      stepLoss: 1,
    });
    expect(ocsEngine.apply(g, { type: 'MOVE', unitIds: ['a-fus2'], path: [] })).toMatchObject({
      ok: false,
      rule: 'phase',
    });
    g = step(g, { type: 'END_BREAKOUT' });
    expect(ocsEngine.apply(g, { type: 'ATTEMPT_BREAKOUT', unitId: 'a-scout' })).toMatchObject({
      ok: false,
      rule: 'breakout',
    });
    g = step(g, { type: 'CHANGE_MODE', unitId: 'a-fus1', mode: 'move' });
    const mv = legalEvents(g).find((e) => e.type === 'MOVE' && e.unitIds.join() === 'a-fus1' && e.path.length === 3);
    expect(mv).toBeDefined();
    g = step(g, mv!);
    expect(g.moves['a-fus1']?.hexes).toBe(3);
    const rail = legalEvents(g).find((e) => e.type === 'RAIL_MOVE' && e.unitId === 'a-dur9');
    expect(rail).toBeDefined();
    g = step(g, rail!);
    expect(g.railUsed).toBeGreaterThan(0);
    expect(legalEvents(g).some((e) => e.type === 'FORTIFY')).toBe(false); // a-fus1 moved; the Guards are in reserve
    g = step(g, { type: 'END_MOVEMENT' });
    expect(ocsEngine.status(g)).toMatchObject({ phase: 'bombardment', phaseRule: 'bombardment', actor: 'A' });
    expect(legalEvents(g)).toEqual([{ type: 'END_BOMBARDMENT' }]);
    g = step(g, { type: 'END_BOMBARDMENT' });
    g = step(g, { type: 'NEXT_PHASE' });
    expect(ocsEngine.status(g)).toMatchObject({
      turn: 1,
      phase: 'breakout',
      actor: 'B',
      label: 'Turn 1 · Breakout · Army of the East to move',
    });
  });
  it("rail: in the demo, Rivel lies in the Valmont garrison's zone of control: never offered, refused if asked", () => {
    const g = step(start(), { type: 'END_BREAKOUT' });
    const rivel = Object.entries(demoScenario.map.hexes).find(([, h]) => h.name === 'Rivel')![0];
    const serin = Object.entries(demoScenario.map.hexes).find(([, h]) => h.name === 'Serin')![0];
    const rails = legalEvents(g)
      .filter((e) => e.type === 'RAIL_MOVE' && e.unitId === 'a-dur9')
      .map((e) => (e as { to: string }).to);
    expect(rails).toContain(serin);
    expect(rails).not.toContain(rivel);
    expect(ocsEngine.apply(g, { type: 'RAIL_MOVE', unitId: 'a-dur9', to: rivel })).toMatchObject({
      ok: false,
      rule: 'rail',
      code: 'rail.zoc',
    });
  });
  it('phase: a breakout roll is an undo barrier, a move is not', () => {
    const g = start([6]);
    const r = ocsEngine.apply(g, { type: 'ATTEMPT_BREAKOUT', unitId: 'a-rif4' });
    expect(okOutcome(r).barrier).toBe(true);
    const m = ocsEngine.apply(step(g, { type: 'END_BREAKOUT' }), {
      type: 'CHANGE_MODE',
      unitId: 'a-fus1',
      mode: 'move',
    });
    expect(okOutcome(m).barrier).toBe(false);
  });
  it('phase: after the last turn the game is finished and offers nothing', () => {
    let g: OcsGame = { ...start(), turn: 4, player: 'B', segment: 'over' };
    g = step(g, { type: 'NEXT_PHASE' });
    expect(g.finished).toBe(true);
    expect(ocsEngine.status(g)).toMatchObject({ finished: true, actor: null });
    expect(legalEvents(g)).toEqual([]);
  });
  it('phase: the segment is the chart state stored in the game; a finished game saved before (segment over) reads as finished', () => {
    let g: OcsGame = { ...start(), turn: 4, player: 'B', segment: 'over' };
    g = step(g, { type: 'NEXT_PHASE' });
    expect(g.segment).toBe('finished');
    expect(ocsEngine.status(g)).toMatchObject({ phase: 'finished', phaseRule: 'phase' });
    const old = { ...(ocsEngine.serialize(g) as object), segment: 'over' };
    const back = okOutcome(ocsEngine.restore(old)).state;
    expect(back.segment).toBe('finished');
    expect(ocsEngine.apply(back, { type: 'NEXT_PHASE' })).toMatchObject({ ok: false });
    // an unfinished game's segment was already the chart's value: it is read as it was
    const mid = step(start(), { type: 'END_BREAKOUT' });
    expect(okOutcome(ocsEngine.restore(ocsEngine.serialize(mid))).state.segment).toBe('movement');
    expect(ocsEngine.restore({ ...(ocsEngine.serialize(mid) as object), segment: 'lunch' })).toMatchObject({
      ok: false,
      code: 'restore.bad',
      params: { field: 'segment' },
    });
  });
  it('phase: serialize and restore give back the same game', () => {
    const g = step(start(), { type: 'END_BREAKOUT' });
    const back = ocsEngine.restore(ocsEngine.serialize(g));
    expect(okOutcome(back).state).toEqual(g);
    expect(ocsEngine.restore({ nope: 1 })).toMatchObject({ ok: false });
  });
  it('terrain: an edited chart in the options is used; a broken one is refused naming the field', () => {
    const chart = {
      ...DEFAULT_CHART,
      source: 'custom',
      terrain: { ...DEFAULT_CHART.terrain, clear: { foot: 2, track: 2, wheeled: 2 } },
    };
    const s = ocsEngine.start({
      system: 'ocs',
      scenario: { id: demoScenario.id, version: 1 },
      options: { chart },
      dice: { kind: 'seeded', seed: 1 },
    });
    expect(okOutcome(s).state.chart.terrain['clear']?.foot).toBe(2);
    const bad = ocsEngine.start({
      system: 'ocs',
      scenario: { id: demoScenario.id, version: 1 },
      options: { chart: { ...chart, depotTable: [1] } },
      dice: { kind: 'seeded', seed: 1 },
    });
    expect(bad).toMatchObject({
      ok: false,
      code: 'import.field.missing',
      params: { path: 'options.chart.depotTable[1]' },
    });
  });
  it('phase: a broken scenario is refused naming the bad field', () => {
    const bad = { ...demoScenario, units: [{ ...demoScenario.units[0]!, hex: '99,99' }] };
    const r = ocsEngine.start({
      system: 'ocs',
      scenario: { id: 'custom', version: 1 },
      options: {},
      dice: { kind: 'seeded', seed: 1 },
      data: { scenario: bad },
    });
    expect(r).toMatchObject({ ok: false, code: 'import.field.unknownName', params: { path: 'units[0].hex' } });
    const noTerrain = {
      ...demoScenario,
      map: { ...demoScenario.map, hexes: { ...demoScenario.map.hexes, '0,0': { terrain: ['swamp-of-doom'] } } },
    };
    expect(
      ocsEngine.start({
        system: 'ocs',
        scenario: { id: 'custom', version: 1 },
        options: {},
        dice: { kind: 'seeded', seed: 1 },
        data: { scenario: noTerrain },
      }),
    ).toMatchObject({ ok: false, params: { path: 'map.hexes.0,0.terrain', name: 'swamp-of-doom' } });
  });
  it('phase: a unit due back waits while the enemy holds its entry hex', () => {
    let g = start();
    g = {
      ...g,
      turn: 2,
      player: 'B',
      segment: 'over',
      units: {
        ...g.units,
        'a-rif4': { ...g.units['a-rif4']!, where: 'turn-record', hex: null, returnTurn: 2 },
        'b-tir2': { ...g.units['b-tir2']!, hex: g.entry.A },
      },
    };
    const next = step(g, { type: 'NEXT_PHASE' });
    expect(next.units['a-rif4']?.where).toBe('turn-record');
  });
  it('terrain: the demo map is at least 20x15, with every terrain and hexside type, two gauges, double track, stations and depots', () => {
    const m = demoScenario.map;
    expect(m.width).toBeGreaterThanOrEqual(20);
    expect(m.height).toBeGreaterThanOrEqual(15);
    const terr = new Set(Object.values(m.hexes).flatMap((h) => h.terrain));
    for (const t of Object.keys(DEFAULT_CHART.terrain)) expect(terr.has(t)).toBe(true);
    const sides = new Set(Object.values(m.hexsides).map((h) => h.feature));
    for (const t of Object.keys(DEFAULT_CHART.hexsides)) expect(sides.has(t)).toBe(true);
    expect(Object.values(m.hexsides).some((h) => h.bridge)).toBe(true);
    expect(Object.values(m.hexsides).some((h) => h.pontoon)).toBe(true);
    expect(new Set(Object.values(m.rails).map((r) => r.gauge)).size).toBe(2);
    expect(Object.values(m.rails).some((r) => r.double)).toBe(true);
    expect(new Set(Object.values(m.roads))).toEqual(new Set(['road', 'track']));
    expect(new Set(demoScenario.units.map((u) => u.moveType))).toEqual(new Set(['foot', 'track', 'wheeled']));
    expect(new Set(demoScenario.units.map((u) => u.mode))).toEqual(new Set(['combat', 'move', 'strategic', 'reserve']));
    expect(demoScenario.depots.length).toBeGreaterThan(1);
  });
  it('breakout: when the scripted dice run out the guard says no and apply refuses (issue 31), changing nothing', () => {
    const g = start([]);
    const e = { type: 'ATTEMPT_BREAKOUT', unitId: 'a-rif4' } as const;
    expect(snapshotOf(g).can(e)).toBe(false);
    expect(ocsEngine.apply(g, e)).toMatchObject({ ok: false, code: 'dice.exhausted' });
    expect(legalEvents(g)).not.toContainEqual(e);
    expect(snapshotOf(start([5])).can(e)).toBe(true);
  });
});
