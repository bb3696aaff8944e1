/**
 * 5.3 a multi-step move is a state of the FAB turn chart: MOVE_ALONG {unit, path} is checked whole by the rule
 * (nothing moves when any step is refused, and the refusal names the rule of that step), then the chart takes the
 * path one area at a time (5.35a), stopping for the enemy's bridge decision (5.35d) with the rest of the path
 * kept with the game, and going on or ending after it as the rule says. Millbrook, turn 1, blue's operational
 * movement: the 3rd Lancers in 3, the 1st Rifles in 4 Ferry Landing across the river from red in 5 Millbrook.
 */
import { describe, expect, it } from 'vitest';
import { fabEngine } from '../../../src/app/systems/fab';
import { stateValueOf, stepMeta } from '../../../machines/fab/engine';
import { turnSnapshot } from '../../../machines/fab/turn-part';
import { fabTurnMachine, type TurnMeta } from '../../../machines/fab/turn';
import type { FabState } from '../../../src/rules/fab/types';
import type { FabEvent } from '../../../machines/fab/events';

const must = (s: FabState, e: FabEvent): FabState => {
  const r = fabEngine.apply(s, e);
  if (!r.ok) throw new Error(`${r.rule} ${r.message}`);
  return r.state;
};

/** Blue's operational movement of turn 1 (the same position turn.test.ts plays its bridge decisions in). */
function movement(): FabState {
  const st = fabEngine.start({
    system: 'fab',
    scenario: { id: 'fab-millbrook', version: 1 },
    options: {},
    dice: { kind: 'seeded', seed: 3 },
  });
  if (!st.ok) throw new Error(st.message);
  let s = st.state;
  for (let i = 0; i < 200 && s.phase !== 'operational-movement'; i++) {
    const evs = fabEngine.legalEvents(s);
    const e =
      evs.find((x) => x.type === 'PLACE_REINFORCEMENT') ??
      evs.find((x) => x.type === 'END_STEP' || x.type === 'END_PHASE') ??
      evs[0];
    if (!e) throw new Error('no legal event');
    s = must(s, e);
  }
  expect(s.phase).toBe('operational-movement');
  expect(s.units['lancers']?.area).toBe('a3');
  expect(s.units['rifles1']?.area).toBe('a4');
  return s;
}

/** A die that always shows `face` from here on (1-5 blows a bridge, 5.35d). */
const diceShowing = (s: FabState, face: number): FabState => ({
  ...s,
  dice: { kind: 'scripted', rolls: Array<number>(20).fill(face), i: 0 },
});

/** Through JSON, as the store keeps it, and back. */
function reload(s: FabState): FabState {
  const back = fabEngine.restore(JSON.parse(JSON.stringify(fabEngine.serialize(s))));
  expect(back.ok).toBe(true);
  if (!back.ok) throw new Error(back.message);
  return back.state;
}

describe('5.3 a move along a path is a state of the turn chart', () => {
  it('5.35d a path interrupted by the bridge decision waits with the rest kept, survives a reload, and goes on after it', () => {
    const s0 = movement();
    const s1 = must(s0, { type: 'MOVE_ALONG', unit: 'lancers', path: ['a4', 'a5'] });
    // 5.35a the first area entered; the crossing into enemy-held Millbrook waits for red
    expect(s1.units['lancers']?.area).toBe('a4');
    expect(s1.pendingBridge).toMatchObject({ unit: 'lancers', from: 'a4', to: 'a5', decider: 'enemy' });
    expect(s1.route).toEqual({ unit: 'lancers', rest: ['a5'] });
    expect(s1.chart).toEqual({ 'operational-movement': { alongPath: { bridgeDecision: 'enemy' } } });
    expect(stateValueOf(s1)).toEqual(s1.chart);
    expect(stepMeta(s1)).toEqual({ rule: '5.35', decider: 'bridge-enemy' });
    expect(fabEngine.status(s1).actor).toBe('red');
    // nothing else moves meanwhile, and the phase cannot end
    expect(fabEngine.apply(s1, { type: 'MOVE_STEP', unit: 'rifles1', to: 'a2' }).ok).toBe(false);
    expect(fabEngine.apply(s1, { type: 'MOVE_ALONG', unit: 'rifles1', path: ['a2'] }).ok).toBe(false);
    const ended = fabEngine.apply(s1, { type: 'END_PHASE' });
    expect(!ended.ok && ended.rule).toBe('5.35');
    // the tablet is put down mid-move: the stored state opens in the same state of the chart
    const back = reload(s1);
    expect(back.chart).toEqual(s1.chart);
    expect(back.route).toEqual(s1.route);
    // red lets the bridge stand: the lancers go on into Millbrook, where enemy units stop them (5.35b)
    const s2 = must(back, { type: 'BLOW_BRIDGE', attempt: false });
    expect(s2.units['lancers']?.area).toBe('a5');
    expect(s2.route ?? null).toBeNull();
    expect(s2.pendingBridge ?? null).toBeNull();
    expect(s2.movement.done).toContain('lancers');
    expect(s2.chart).toEqual({ 'operational-movement': 'moving' });
    // the same as the two steps made one by one (the old records' way)
    const steps = must(
      must(must(s0, { type: 'MOVE_STEP', unit: 'lancers', to: 'a4' }), {
        type: 'MOVE_STEP',
        unit: 'lancers',
        to: 'a5',
      }),
      { type: 'BLOW_BRIDGE', attempt: false },
    );
    expect(fabEngine.summary(s2)).toEqual(fabEngine.summary(steps));
    expect(s2.movement).toEqual(steps.movement);
  });

  it('5.35d a bridge blown under a path ends the path there: the unit stays, pays 1 MP and may still move', () => {
    const s1 = must(movement(), { type: 'MOVE_ALONG', unit: 'lancers', path: ['a4', 'a5'] });
    // the lancers did not begin the phase next to Millbrook: no choice to cross (5.35d)
    const s2 = must(diceShowing(s1, 1), { type: 'BLOW_BRIDGE', attempt: true });
    expect(s2.blownBridges).toContain('r4-5');
    expect(s2.units['lancers']?.area).toBe('a4');
    expect(s2.route ?? null).toBeNull();
    expect(s2.pendingBridge ?? null).toBeNull();
    expect(s2.moving).toMatchObject({ unit: 'lancers', mpUsed: 4 });
    expect(s2.chart).toEqual({ 'operational-movement': 'moving' });
    expect(must(s2, { type: 'MOVE_ALONG', unit: 'lancers', path: ['a3'] }).units['lancers']?.area).toBe('a3');
  });

  it('5.35d a bridge blown under a path of a unit that began next to it: the mover crosses with all its points', () => {
    const s1 = must(movement(), { type: 'MOVE_ALONG', unit: 'rifles1', path: ['a5'] });
    expect(s1.chart).toEqual({ 'operational-movement': { alongPath: { bridgeDecision: 'enemy' } } });
    const s2 = must(diceShowing(s1, 2), { type: 'BLOW_BRIDGE', attempt: true });
    expect(s2.chart).toEqual({ 'operational-movement': { alongPath: { bridgeDecision: 'mover' } } });
    expect(fabEngine.status(s2).actor).toBe('blue');
    expect(reload(s2).route).toEqual({ unit: 'rifles1', rest: ['a5'] });
    const s3 = must(reload(s2), { type: 'CROSS_BLOWN', cross: true });
    expect(s3.units['rifles1']?.area).toBe('a5');
    expect(s3.route ?? null).toBeNull();
    expect(s3.movement.done).toContain('rifles1');
    expect(s3.chart).toEqual({ 'operational-movement': 'moving' });
  });

  it('5.35b a path refused midway names the rule that forbids it, and nothing moves', () => {
    const s0 = movement();
    const before = JSON.stringify(fabEngine.serialize(s0));
    const cases: [string[], string, string][] = [
      // 5.35b the lancers must stop in enemy-held Millbrook: the third area is refused
      [['a4', 'a5', 'a6'], '5.35', 'move.mustStop'],
      // 5.32 the second area is not next to the first
      [['a4', 'a1'], '5.32', 'move.notAdjacent'],
    ];
    for (const [path, rule, code] of cases) {
      const r = fabEngine.apply(s0, { type: 'MOVE_ALONG', unit: 'lancers', path });
      expect(r.ok).toBe(false);
      if (r.ok) continue;
      expect({ path, rule: r.rule, code: r.code }).toEqual({ path, rule, code });
      // the chart's answer is the rule's
      expect(turnSnapshot(s0).can({ type: 'MOVE_ALONG', unit: 'lancers', path })).toBe(false);
    }
    // 5.22 the rifles (3 MP) spend all their points by 1 and cannot go back to 2
    const r = fabEngine.apply(s0, { type: 'MOVE_ALONG', unit: 'rifles1', path: ['a2', 'a1', 'a2'] });
    expect(!r.ok && [r.rule, r.code]).toEqual(['5.22', 'move.noPoints']);
    // nothing was applied: the state is as it was, the unit where it stood, no move under way
    expect(JSON.stringify(fabEngine.serialize(s0))).toBe(before);
    expect(s0.units['lancers']?.area).toBe('a3');
    expect(s0.moving ?? null).toBeNull();
    // the same paths cut where they become illegal are taken
    expect(must(s0, { type: 'MOVE_ALONG', unit: 'rifles1', path: ['a2', 'a1'] }).units['rifles1']?.area).toBe('a1');
  });

  it('2.2 a path under way is its side’s plan: the other side sees only the area the move waits to enter', () => {
    const s1 = must(movement(), { type: 'MOVE_ALONG', unit: 'lancers', path: ['a4', 'a5'] });
    // a longer rest than the rules let a path keep (5.35b), to tell the plan from the waiting area
    const s = { ...s1, route: { unit: 'lancers', rest: ['a5', 'a6'] } };
    expect(fabEngine.view(s, 'blue').state.route).toEqual({ unit: 'lancers', rest: ['a5', 'a6'] });
    const red = fabEngine.view(s, 'red').state;
    expect(red.route?.rest).toEqual(['a5']);
    expect(red.route?.unit).toBe(red.units['lancers'] ? 'lancers' : red.pendingBridge?.unit);
  });

  it('5.3 the path state names its rule in the chart meta, the bridge decision inside it 5.35', () => {
    const op = fabTurnMachine.root.states['operational-movement']!.states['alongPath']!;
    expect(op.meta as TurnMeta).toEqual({ rule: '5.3', decider: 'phasing' });
    expect(op.states['bridgeDecision']!.meta as TurnMeta).toMatchObject({ rule: '5.35' });
    expect(fabTurnMachine.root.states['penetration-movement']!.states['alongPath']).toBeDefined();
  });
});
