import { describe, expect, it } from 'vitest';
import { stateValueOf } from '../../../machines/fab/engine';
import { fabEngine, fabRecordEngine } from '../../../src/app/systems/fab';
import { viewFor } from '../../../src/rules/fab/view';
import type { FabState } from '../../../src/rules/fab/types';
import type { GameEvent } from '../../../src/rules/common/engine';
import type { FabEvent } from '../../../machines/fab/events';
import game from './millbrook-game.json';
import { fabScenarios } from '../../../src/scenarios/fab/data';
import { okOutcome } from '../../fixtures/ok';
import { fabTurnMachine } from '../../../machines/fab/turn';

/** The turn chart's top-level states (its phases), in the order the chart declares them. */
const CHART_PHASES = Object.keys(fabTurnMachine.root.states);

const start = (
  dice: { kind: 'scripted'; rolls: number[] } | { kind: 'seeded'; seed: number } = { kind: 'seeded', seed: 3 },
  options: Record<string, unknown> = {},
) => {
  const r = fabEngine.start({ system: 'fab', scenario: { id: 'fab-millbrook', version: 1 }, options, dice });
  if (!r.ok) throw new Error(r.message);
  return r.state;
};
const must = (s: FabState, e: FabEvent) => {
  const r = fabEngine.apply(s, e);
  if (!r.ok) throw new Error(`${r.rule} ${r.message}`);
  return r;
};
/** End every step and phase (placing due reinforcements first) until `phase` is reached. */
function advanceTo(s0: FabState, phase: string, playerTurn?: 1 | 2): FabState {
  let s = s0;
  for (let i = 0; i < 200 && !(s.phase === phase && (playerTurn === undefined || s.playerTurn === playerTurn)); i++) {
    const evs = fabEngine.legalEvents(s);
    const e =
      evs.find((x) => x.type === 'PLACE_REINFORCEMENT') ??
      evs.find((x) => x.type === 'END_STEP' || x.type === 'END_PHASE') ??
      evs[0]!;
    s = must(s, e).state;
  }
  return s;
}

describe('3.0 the turn sequence statechart', () => {
  it('3.1-3.3 reinforcements, then each player turn runs admin to supply with the right phasing player', () => {
    let s = start();
    const seen: string[] = [];
    const log = () => {
      const key = `${s.playerTurn}:${s.phase}:${s.phasing}`;
      if (seen[seen.length - 1] !== key) seen.push(key);
    };
    log();
    for (let i = 0; i < 60 && s.turn === 1; i++) {
      const evs = fabEngine.legalEvents(s);
      s = must(
        s,
        evs.find((x) => x.type === 'END_STEP' || x.type === 'END_PHASE')!,
      ).state;
      log();
    }
    // 3.0 a player's half-turn: the turn chart's phases from admin to supply, in the chart's order
    const phases = CHART_PHASES.slice(CHART_PHASES.indexOf('admin'), CHART_PHASES.indexOf('supply') + 1);
    expect(phases.length).toBeGreaterThan(5);
    expect(seen).toEqual([
      '1:reinforcement:blue',
      ...phases.map((p) => `1:${p}:blue`),
      ...phases.map((p) => `2:${p}:red`),
      '1:reinforcement:blue',
    ]);
    expect(s.turn).toBe(2);
  });
  it('3.25 the non-phasing player acts in the reaction phase; 4.2c admin passes to the non-phasing player', () => {
    let s = advanceTo(start(), 'admin');
    expect(fabEngine.status(s).actor).toBe('blue');
    s = must(s, { type: 'END_STEP' }).state;
    expect(fabEngine.status(s).actor).toBe('red');
    s = advanceTo(s, 'reaction');
    expect(fabEngine.status(s).actor).toBe('red');
    expect(fabEngine.status(s).phaseRule).toBe('7.2');
  });
  it('4.2a the admin draws roll dice, so entering the admin phase is an undo barrier', () => {
    const s = advanceTo(start(), 'reinforcement');
    const r1 = must(s, { type: 'END_STEP' });
    expect(r1.barrier).toBe(false);
    const r2 = must(r1.state, { type: 'END_STEP' });
    expect(r2.state.phase).toBe('admin');
    expect(r2.barrier).toBe(true);
  });
  it('4.2a the pieces drawn at the start of the admin phase are kept in the state, and only for that phase', () => {
    const before = advanceTo(start(), 'reinforcement');
    const s = must(must(before, { type: 'END_STEP' }).state, { type: 'END_STEP' }).state;
    expect(s.phase).toBe('admin');
    for (const side of ['blue', 'red'] as const) {
      const fresh = s.boxes[side].available.filter((id) => !before.boxes[side].available.includes(id));
      expect([...s.drawn[side]].sort()).toEqual(fresh.sort());
    }
    expect(s.drawn.blue.length + s.drawn.red.length).toBeGreaterThan(0);
    // the next admin phase starts a new list
    const next = advanceTo(must(s, { type: 'END_STEP' }).state, 'admin', 2);
    expect(next.phase).toBe('admin');
    for (const side of ['blue', 'red'] as const) {
      const fresh = next.boxes[side].available.filter(
        (id) => !s.boxes[side].available.includes(id) || !s.drawn[side].includes(id),
      );
      expect(next.drawn[side].every((id) => fresh.includes(id))).toBe(true);
      expect(next.drawn[side].filter((id) => s.drawn[side].includes(id))).toEqual([]);
    }
  });
  it('3.0 a snapshot saved before the chart value was stored opens in the same state; a damaged value is refused', () => {
    let s = advanceTo(start(), 'operational-movement');
    s = must(s, { type: 'MOVE_STEP', unit: 'rifles1', to: 'a5' }).state;
    const json = fabEngine.serialize(s) as Record<string, unknown>;
    expect(json['chart']).toEqual({ 'operational-movement': { bridgeDecision: 'enemy' } });
    const { chart: _chart, ...old } = json;
    const back = fabEngine.restore(old);
    expect(back.ok).toBe(true);
    if (!back.ok) return;
    expect(back.state.chart).toEqual(s.chart);
    // and it plays on: the enemy's 5.35d decision is the only way forward (the mover's half is refused by its rule)
    expect(fabEngine.apply(back.state, { type: 'END_PHASE' }).ok).toBe(false);
    const early = fabEngine.apply(back.state, { type: 'CROSS_BLOWN', cross: true });
    expect(!early.ok && early.rule).toBe('5.35');
    expect(fabEngine.apply(back.state, { type: 'BLOW_BRIDGE', attempt: false }).ok).toBe(true);
    for (const chart of ['nowhere', { 'operational-movement': 'moving' }, { combat: 'selecting' }]) {
      const bad = fabEngine.restore({ ...json, chart });
      expect(!bad.ok && bad.rule).toBe('snapshot');
    }
  });
  it('3.0 an event outside its phase is refused with the phase section', () => {
    const s = advanceTo(start(), 'admin');
    const r = fabEngine.apply(s, { type: 'MOVE_STEP', unit: 'lancers', to: 'a4' });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.rule).toBe('4.2');
    expect(!r.ok && r.message.length).toBeGreaterThan(10);
  });
  it('6.1 the combat phase cannot end while a newly contested area has not fought', () => {
    let s = advanceTo(start(), 'operational-movement');
    s = must(s, { type: 'MOVE_STEP', unit: 'rifles1', to: 'a5' }).state;
    // 5.35d the defender declines to blow the bridge
    // the chart's own value is stored with the state, and a state without it derives the same value
    expect(s.chart).toEqual({ 'operational-movement': { bridgeDecision: 'enemy' } });
    expect(stateValueOf(s)).toEqual(s.chart);
    expect(fabEngine.status(s).actor).toBe('red');
    const refused = fabEngine.apply(s, { type: 'END_PHASE' });
    expect(!refused.ok && refused.rule).toBe('5.35');
    s = must(s, { type: 'BLOW_BRIDGE', attempt: false }).state;
    expect(s.chart).toEqual({ 'operational-movement': 'moving' });
    s = must(s, { type: 'END_PHASE' }).state;
    s = must(s, { type: 'END_PHASE' }).state;
    expect(s.phase).toBe('combat');
    expect(s.areas.a5!.newlyContested).toBe(true);
    const r = fabEngine.apply(s, { type: 'END_PHASE' });
    expect(!r.ok && r.rule).toBe('6.1');
    expect(s.chart).toEqual({ combat: 'selecting' });
    const c = must(s, { type: 'SELECT_COMBAT', area: 'a5' }).state;
    expect(c.combat).not.toBeNull();
    expect(c.chart).toEqual({ combat: 'round' });
    expect(stateValueOf(c)).toEqual(c.chart);
    const r2 = fabEngine.apply(c, { type: 'END_PHASE' });
    expect(!r2.ok && r2.rule).toBe('6.29');
  });
  it('19.4 sudden death ends the game at the victory check', () => {
    let s = advanceTo(start(), 'supply', 2);
    s = { ...s, turn: 2, vpBonus: { blue: 20, red: 0 } };
    const r = must(s, { type: 'END_PHASE' }).state;
    expect(r.finished).toBe(true);
    expect(r.winner).toBe('blue');
    expect(fabEngine.status(r).actor).toBeNull();
    expect(fabEngine.apply(r, { type: 'END_PHASE' }).ok).toBe(false);
  });
  it('3.5 after the last turn the scenario victory conditions name the winner', () => {
    let s = advanceTo(start(), 'supply', 2);
    s = { ...s, turn: 3 };
    const r = must(s, { type: 'END_PHASE' }).state;
    expect(r.finished).toBe(true);
    expect(r.winner).toBe('red'); // red holds Millbrook and Beacon Ridge: net VP -3
  });
});

describe('Engine contract', () => {
  it('serialize / restore gives plain JSON that plays on identically', () => {
    const s = advanceTo(start(), 'operational-movement');
    const json: unknown = JSON.parse(JSON.stringify(fabEngine.serialize(s)));
    const back = fabEngine.restore(json);
    expect(back.ok).toBe(true);
    const e: FabEvent = { type: 'MOVE_STEP', unit: 'lancers', to: 'a4' };
    const a = must(s, e).state;
    const b = must((back as { state: FabState }).state, e).state;
    expect(JSON.stringify(fabEngine.summary(a))).toBe(JSON.stringify(fabEngine.summary(b)));
    expect(fabEngine.restore({ v: 2 }).ok).toBe(false);
  });
  it('a broken scenario is refused with the path of the bad field', () => {
    const r = fabEngine.start({
      system: 'fab',
      scenario: { id: 'x', version: 1 },
      options: {},
      dice: { kind: 'seeded', seed: 1 },
      data: { scenario: { id: 'x' } },
    });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.params?.path).toBeTruthy();
  });
  it('status gives turn, phase, actor and a label', () => {
    const st = fabEngine.status(start());
    expect(st).toMatchObject({ turn: 1, phase: 'reinforcement', phaseRule: '4.1', actor: 'blue', finished: false });
    expect(st.label).toContain('Turn 1');
  });
  it('10.0 / open table: options are stored in the state', () => {
    const s = start({ kind: 'seeded', seed: 1 }, { edition: 'original', hiddenAssets: true, openTable: true });
    expect(s.options).toMatchObject({ edition: 'original', hiddenAssets: true, openTable: true });
  });
});

describe('Teaching scenario end to end', () => {
  it('replays a whole scripted Millbrook game with injected dice to the expected final state', () => {
    let s = start({ kind: 'scripted', rolls: game.rolls });
    const phases = new Set<string>();
    for (const e of game.events as GameEvent[]) {
      const r = fabRecordEngine.apply(s, e);
      if (!r.ok) throw new Error(`${r.rule} ${r.message} at ${JSON.stringify(e)}`);
      s = r.state;
      phases.add(s.phase);
    }
    // every phase of the turn chart is played, except its set-up and the transient victory check
    expect([...phases].sort()).toEqual(CHART_PHASES.filter((p) => p !== 'setup' && p !== 'victory-check').sort());
    expect(s.finished).toBe(true);
    expect(s.winner).toBe('blue');
    const sum = fabEngine.summary(s) as {
      vp: Record<string, number>;
      units: Record<string, { where: string; area: string | null; steps: number; order: string }>;
      control: Record<string, string>;
    };
    expect(sum.vp).toEqual({ blue: 6, red: 5 });
    expect(sum.units).toEqual({
      lancers: { where: 'map', area: 'a3', steps: 2, order: 'good' },
      rifles1: { where: 'map', area: 'a7', steps: 3, order: 'disorder' },
      rifles2: { where: 'eliminated', area: null, steps: 0, order: 'good' },
      guards: { where: 'map', area: 'a2', steps: 3, order: 'good' },
      fusiliers: { where: 'map', area: 'a3', steps: 1, order: 'good' },
      landwehr: { where: 'eliminated', area: null, steps: 0, order: 'good' },
      hussars: { where: 'map', area: 'a8', steps: 3, order: 'good' },
      jaeger: { where: 'map', area: 'a3', steps: 1, order: 'good' },
    });
    expect(sum.control).toEqual({
      a1: 'blue',
      a2: 'blue',
      a3: 'blue',
      a4: 'red',
      a5: 'red',
      a6: 'red',
      a7: 'blue',
      a8: 'red',
      a9: 'red',
    });
    expect([...s.blownBridges].sort()).toEqual(['r4-5', 'r4-6']);
    expect(s.boxes.blue).toEqual({
      future: [],
      cup: ['wa-eng'],
      available: [],
      used: ['wa-art', 'wa-hq', 'wa-staff'],
      eliminated: ['wa-repl', 'wa-push', 'wa-tank'],
      map: [],
    });
    expect(s.boxes.red).toEqual({
      future: [],
      cup: ['el-art'],
      available: [],
      used: ['el-eng', 'el-hq', 'el-staff'],
      eliminated: ['el-stand', 'el-air', 'el-inf'],
      map: [],
    });
    // 9.5 no river assault, roadblock or exploitation markers survive the last supply phase
    expect(Object.values(s.areas).some((a) => a.riverAssault || a.roadblock)).toBe(false);
    expect(Object.values(s.units).some((u) => u.exploit)).toBe(false);
  });
});

describe('Hidden information', () => {
  it('2.2 viewFor reduces enemy unrevealed blocks to their side and area; open table shows all', () => {
    const s = start();
    const v = viewFor(s, 'blue');
    expect(Object.keys(v.state.units).sort()).toEqual(['guards', 'lancers', 'rifles1', 'rifles2']);
    expect(v.hiddenBlocks.every((b) => b.side === 'red' && !/fusiliers|hussars|landwehr/.test(b.key))).toBe(true);
    expect(v.hiddenBlocks.map((b) => b.area).sort()).toEqual(['a5', 'a6', 'a7']);
    expect(JSON.stringify(v)).not.toContain('Hussar');
    expect(Object.keys(viewFor(s, 'open').state.units)).toHaveLength(8);
  });
  it('8.32 / 6.24 revealed and intelligence-spotted enemy units are visible', () => {
    const s0 = start();
    const s = {
      ...s0,
      intelligence: ['hussars'],
      units: { ...s0.units, fusiliers: { ...s0.units.fusiliers!, revealed: true } },
    };
    const v = viewFor(s, 'blue');
    expect(v.state.units.hussars).toBeDefined();
    expect(v.state.units.fusiliers).toBeDefined();
    expect(v.state.units.landwehr).toBeUndefined();
  });
  it('10.0 hidden assets: the enemy boxes show only counts', () => {
    const s = start({ kind: 'seeded', seed: 1 }, { hiddenAssets: true });
    const v = viewFor(s, 'blue');
    expect(v.state.boxes.red.available).toEqual([]);
    expect(v.enemyBoxCounts?.available).toBe(s.boxes.red.available.length);
  });
});

describe('Hidden information in logs', () => {
  it('2.2 the view names no hidden enemy unit in notes, movement bookkeeping or a bridge decision', () => {
    let s = advanceTo(start(), 'operational-movement', 2);
    // red moves the hussars; blue must not learn which block it was
    s = must(s, { type: 'MOVE_STEP', unit: 'hussars', to: 'a9' }).state;
    s = must(s, { type: 'END_MOVE' }).state;
    const v = viewFor(s, 'blue');
    const text = JSON.stringify({
      notes: v.state.notes,
      movement: v.state.movement,
      pending: v.state.pendingBridge,
      moving: v.state.moving,
    });
    expect(text).not.toContain('hussars');
    expect(text).not.toContain('Hussar');
    // notes are codes with ids: red, who owns the hussars, reads them named
    expect(JSON.stringify(viewFor(s, 'red').state.notes)).toContain('hussars');
    expect(JSON.stringify(v.state.notes)).toContain('"unit":"hidden"');
  });
});

describe('4.1 reinforcement steps in the statechart', () => {
  it('4.1c a player cannot finish the reinforcement steps with a placeable unit left; 4.1 then the other player acts', () => {
    let s = advanceTo(start(), 'supply', 2);
    s = must(s, { type: 'END_PHASE' }).state; // turn 2 reinforcement phase
    expect(s.turn).toBe(2);
    expect(s.phase).toBe('reinforcement');
    const r = fabEngine.apply(s, { type: 'END_STEP' });
    expect(!r.ok && r.rule).toBe('4.1');
    expect(fabEngine.legalEvents(s)).toContainEqual({ type: 'PLACE_REINFORCEMENT', unit: 'guards', area: 'a1' });
    s = must(s, { type: 'PLACE_REINFORCEMENT', unit: 'guards', area: 'a1' }).state;
    s = must(s, { type: 'END_STEP' }).state;
    expect(fabEngine.status(s).actor).toBe('red');
    s = must(s, { type: 'PLACE_REINFORCEMENT', unit: 'jaeger', area: 'a8' }).state;
    s = must(s, { type: 'END_STEP' }).state;
    expect(s.phase).toBe('admin');
    // 4.1d the staff that enters on turn 2 is in red's cup or already drawn
    expect(s.boxes.red.future).toEqual([]);
  });
});

describe('Snapshots', () => {
  it('a shipped scenario is stored by reference; a stale scenario version is refused so the log is replayed', () => {
    const s = start();
    const data = fabEngine.serialize(s) as { scenario: { ref?: string; version?: number } };
    expect(data.scenario).toEqual({ ref: 'fab-millbrook', version: 1 });
    const back = fabEngine.restore(data);
    expect(okOutcome(back).state.scenario.name).toBe('Millbrook Crossing (teaching)');
    expect(fabEngine.restore({ ...data, scenario: { ref: 'fab-millbrook', version: 99 } }).ok).toBe(false);
  });
  it('a custom scenario is not copied into snapshots: restore takes it from the game set-up, and only a matching one', () => {
    const custom = { ...fabScenarios['fab-millbrook']!, id: 'my-crossing', name: 'My crossing' };
    const setup = {
      system: 'fab' as const,
      scenario: { id: 'my-crossing', version: 1 },
      options: {},
      dice: { kind: 'seeded' as const, seed: 5 },
      data: { scenario: custom },
    };
    const r = fabEngine.start(setup);
    if (!r.ok) throw new Error(r.message);
    const s = advanceTo(r.state, 'operational-movement');
    const data = JSON.parse(JSON.stringify(fabEngine.serialize(s))) as { scenario: unknown };
    expect(data.scenario).toEqual({ ref: '@setup', id: 'my-crossing', version: custom.version });
    expect(JSON.stringify(data)).not.toContain('My crossing');
    const back = fabEngine.restore(data, setup);
    expect(okOutcome(back).state.scenario.name).toBe('My crossing');
    const e: FabEvent = { type: 'MOVE_STEP', unit: 'lancers', to: 'a4' };
    expect(JSON.stringify(fabEngine.summary(must((back as { state: FabState }).state, e).state))).toBe(
      JSON.stringify(fabEngine.summary(must(s, e).state)),
    );
    // without the set-up, or with another scenario in it, the snapshot is refused (the log is replayed instead)
    expect(fabEngine.restore(data).ok).toBe(false);
    expect(fabEngine.restore(data, { ...setup, data: { scenario: { ...custom, id: 'other' } } }).ok).toBe(false);
    // a damaged scenario in the set-up is refused with the bad field, not trusted
    expect(fabEngine.restore(data, { ...setup, data: { scenario: { ...custom, areas: 'none' } } })).toMatchObject({
      ok: false,
    });
  });
});
