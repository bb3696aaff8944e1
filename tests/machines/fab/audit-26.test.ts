/**
 * Issue 26's audit rulings through the FAB engine (rules version 4), each with the old ruling kept for games of
 * version 3 (docs/rules-versions.md).
 */
import { describe, expect, it } from 'vitest';
import { fabEngine } from '../../../src/app/systems/fab';
import { mini, miniScenario, withDice, type UnitSpec } from '../../rules/fab/fixture';
import type { FabEvent } from '../../../machines/fab/events';
import type { EventDef, FabState, UnitState } from '../../../src/rules/fab/types';
import { actorOf, stepMeta } from '../../../machines/fab/engine';
import { forcedEvent, mayTakeFor } from '../../../machines/fab/forced';
import { fabView } from '../../../machines/fab/view';

function apply(s: FabState, e: FabEvent): FabState {
  const r = fabEngine.apply(s, e);
  if (!r.ok) throw new Error(`${e.type}: ${r.rule} ${r.message}`);
  return r.state;
}

/** Fight the round to its end: no further special action, no exploitation, the first option elsewhere. */
function finish(s0: FabState): FabState {
  let s = s0;
  for (let k = 0; k < 200 && s.combat; k++) {
    const legal = fabEngine.legalEvents(s);
    const e =
      legal.find((x) => x.type === 'DECLINE_SPECIAL_ACTION' || x.type === 'DECLINE_EXPLOITATION') ??
      legal.find((x) => x.type === 'ASSIGN_ASSETS' && x.assetIds.length === 0) ??
      legal.find((x) => x.type !== 'REINFORCE' && x.type !== 'WITHDRAW' && x.type !== 'ABSORB_BY_RETREAT');
    if (!e) throw new Error('no legal event in the round');
    s = apply(s, e);
  }
  expect(s.combat).toBeNull();
  return s;
}

/** Blue's armour has entered red's q3; red may bring units from p3 and r3 next door (8.23). */
function battle(
  version: number,
  units: UnitSpec[],
  patch: Record<string, Partial<UnitState>> = {},
  events: EventDef[] = [],
  redAvailable: string[] = ['r-hq'],
  guards: string[] = [],
): FabState {
  // units named in `guards` belong to red's second formation, the Guards (rg)
  const defs = miniScenario(units).units.map((u) => (guards.includes(u.id) ? { ...u, formation: 'rg' } : u));
  const s0 = mini(units, 'combat', {
    units: defs,
    events: [{ id: 'r-vp', side: 'red', name: 'Red Glory', effect: { kind: 'victory-points', points: 2 } }, ...events],
    formations: [
      { id: 'bf', side: 'blue', name: 'Blue Corps', colour: '#00f', letter: 'B' },
      { id: 'rf', side: 'red', name: 'Red Corps', colour: '#f00', letter: 'R' },
      { id: 'rg', side: 'red', name: 'Red Guards', colour: '#a00', letter: 'G' },
    ],
  });
  const us = { ...s0.units };
  for (const [id, p] of Object.entries(patch)) us[id] = { ...us[id]!, ...p };
  const red = s0.boxes.red;
  const s1: FabState = {
    ...s0,
    rulesVersion: version,
    units: us,
    boxes: {
      ...s0.boxes,
      red: { ...red, cup: red.cup.filter((x) => !redAvailable.includes(x)), available: redAvailable },
    },
    areas: { ...s0.areas, q3: { ...s0.areas.q3!, newlyContested: true } },
  };
  return apply(withDice(s1, Array<number>(300).fill(9)), { type: 'SELECT_COMBAT', area: 'q3' });
}

describe('5.21 / 7.2 a reserve unit that reinforces a battle (8.23) loses its reserve marker (rules version 4)', () => {
  const units: UnitSpec[] = [
    ['a', 'blue', 'armor', 'q3'],
    ['r1', 'red', 'infantry', 'q3'],
    ['r2', 'red', 'infantry', 'p3'],
  ];
  const reinforced = (version: number) =>
    finish(
      apply(battle(version, units, { r2: { reserve: true } }), { type: 'REINFORCE', unitId: 'r2', source: 'r-hq' }),
    );

  it('8.23 a reserve reinforcer loses its reserve marker, and may not react in 7.2', () => {
    const s = reinforced(4);
    expect(s.units.r2).toMatchObject({ where: 'map', area: 'q3', reserve: false });
    const reaction = apply(s, { type: 'END_PHASE' });
    expect(reaction.phase).toBe('reaction');
    expect(fabEngine.legalEvents(reaction).some((e) => 'unit' in e && e.unit === 'r2')).toBe(false);
    expect(fabEngine.apply(reaction, { type: 'MOVE_STEP', unit: 'r2', to: 'p3' })).toMatchObject({
      ok: false,
      rule: '7.1',
    });
  });

  it('8.23 version 3 keeps the marker on the reinforcer, which may then react (stored games replay as before)', () => {
    const s = reinforced(3);
    expect(s.units.r2).toMatchObject({ area: 'q3', reserve: true });
    const reaction = apply(s, { type: 'END_PHASE' });
    expect(fabEngine.apply(reaction, { type: 'MOVE_STEP', unit: 'r2', to: 'p3' }).ok).toBe(true);
  });
});

describe('8.23 with 8.1: a single-use special action serves the reinforcing unit of its own formation (rules version 4)', () => {
  // a single-use special action of the Guards (rg), red's second formation; red holds no reusable block
  const guardsSa: EventDef = {
    id: 'g-sa',
    side: 'red',
    name: 'Guards Rally',
    formation: 'rg',
    effect: { kind: 'special-action' },
  };
  const units: UnitSpec[] = [
    ['a', 'blue', 'armor', 'q3'],
    ['r1', 'red', 'infantry', 'q3'],
    ['r2', 'red', 'infantry', 'p3'],
  ];
  const paid = (s: FabState, type: string) => fabEngine.legalEvents(s).filter((e) => e.type === type);

  it('8.23 a Guards action brings a Guards unit to the aid of a defender of another formation; 8.24 stays closed', () => {
    const s = battle(4, units, {}, [guardsSa], ['g-sa'], ['r2']);
    expect(fabEngine.status(s).actor).toBe('red');
    expect(paid(s, 'REINFORCE')).toEqual([{ type: 'REINFORCE', unitId: 'r2', source: 'g-sa' }]);
    // 8.24 withdraws r1 too, which is not a Guards unit
    expect(paid(s, 'WITHDRAW')).toEqual([]);
    const after = finish(apply(s, { type: 'REINFORCE', unitId: 'r2', source: 'g-sa' }));
    expect(after.units.r2).toMatchObject({ where: 'map', area: 'q3' });
    expect(after.boxes.red.eliminated).toContain('g-sa');
  });

  it('8.24 the same action withdraws defenders that are all Guards, and does not pay to bring a unit of another formation', () => {
    const s = battle(4, units, {}, [guardsSa], ['g-sa'], ['r1']);
    expect(paid(s, 'REINFORCE')).toEqual([]);
    expect(fabEngine.apply(s, { type: 'REINFORCE', unitId: 'r2', source: 'g-sa' })).toMatchObject({
      ok: false,
      rule: '8.1',
    });
    expect(paid(s, 'WITHDRAW').map((e) => (e.type === 'WITHDRAW' ? e.source : null))).toEqual(['g-sa']);
  });

  it('8.1 version 3 asks the action to serve every defender: the round skips 6.21 and the reinforcement is refused', () => {
    const s = battle(3, units, {}, [guardsSa], ['g-sa'], ['r2']);
    // 6.21 skipped: the attacker assigns assets at once
    expect(fabEngine.status(s).actor).toBe('blue');
    expect(paid(s, 'REINFORCE')).toEqual([]);
    expect(fabEngine.apply(s, { type: 'REINFORCE', unitId: 'r2', source: 'g-sa' }).ok).toBe(false);
  });
});

describe("5.1 / 6.6 the stacking retreat at the end of a movement phase is the owner's decision (rules version 4)", () => {
  /** Blue's operational movement (original edition: a move may end overstacked): i joins b and c in p2. */
  const overstacked = (version: number) => {
    const s0 = mini(
      [
        ['i', 'blue', 'infantry', 'p1'],
        ['b', 'blue', 'infantry', 'p2'],
        ['c', 'blue', 'infantry', 'p2'],
      ],
      'operational-movement',
      {},
      'original',
    );
    return apply({ ...s0, rulesVersion: version }, { type: 'MOVE_STEP', unit: 'i', to: 'p2' });
  };

  it("5.1 END_PHASE with an area overstacked waits in the chart's stacking state (5.1, the owner decides)", () => {
    const s = apply(overstacked(4), { type: 'END_PHASE' });
    expect(s.chart).toEqual({ 'operational-movement': 'stacking' });
    expect(stepMeta(s)).toEqual({ rule: '5.1', decider: 'stacking' });
    expect(actorOf(s)).toBe('blue');
    expect(fabEngine.status(s).actor).toBe('blue');
    expect(fabView(s, 'blue').duties.stacking).toBe('blue');
    const legal = fabEngine.legalEvents(s);
    expect(legal).toHaveLength(6);
    expect(legal.every((e) => e.type === 'STACK_RETREAT')).toBe(true);
    // three blocks to choose from: a real decision, handed to the owner (the app takes none)
    expect(forcedEvent(s)).toBeNull();
    // the owner keeps the block that moved and sends another, to the second area offered
    const after = apply(s, { type: 'STACK_RETREAT', unit: 'c', to: 'q2' });
    expect(after.phase).toBe('strategic-movement');
    expect(after.stacking).toBeUndefined();
    expect(after.units.c).toMatchObject({ area: 'q2', order: 'disorder' });
    expect(after.units.i!.area).toBe('p2');
  });

  it('5.1 nothing else is taken while the retreat is under way, and a retreat outside it is refused', () => {
    const s = apply(overstacked(4), { type: 'END_PHASE' });
    for (const e of [{ type: 'END_PHASE' }, { type: 'MOVE_STEP', unit: 'b', to: 'p1' }] as const)
      expect(fabEngine.apply(s, e)).toMatchObject({ ok: false, rule: '5.1', code: 'stack.first' });
    expect(fabEngine.apply(s, { type: 'STACK_RETREAT', unit: 'c', to: 'p3' })).toMatchObject({
      ok: false,
      rule: '6.6',
    });
    expect(fabEngine.apply(overstacked(4), { type: 'STACK_RETREAT', unit: 'c', to: 'q2' })).toMatchObject({
      ok: false,
      code: 'stack.notNow',
    });
  });

  it('5.1 in the reaction phase the non-phasing owner decides, and the phase then goes on to penetration movement', () => {
    const s0 = mini(
      [
        ['a', 'blue', 'infantry', 'q1'],
        ['r1', 'red', 'infantry', 'q3'],
        ['r2', 'red', 'infantry', 'q3'],
        ['r3', 'red', 'infantry', 'q3'],
      ],
      'reaction',
    );
    const s = apply({ ...s0, rulesVersion: 4, chart: { reaction: 'moving' } }, { type: 'END_PHASE' });
    expect(s.chart).toEqual({ reaction: 'stacking' });
    expect(fabEngine.status(s).actor).toBe('red');
    const e = fabEngine.legalEvents(s).find((x) => x.type === 'STACK_RETREAT' && x.unit === 'r2' && x.to === 'r3');
    expect(e).toBeDefined();
    const after = apply(s, e as FabEvent);
    expect(after.phase).toBe('penetration-movement');
    expect(after.units.r2!.area).toBe('r3');
  });

  it('5.1 a lone legal retreat is one the app may take for its side (the board shows it is forced)', () => {
    const s = apply(overstacked(4), { type: 'END_PHASE' });
    expect(mayTakeFor(s, 'blue', { type: 'STACK_RETREAT', unit: 'c', to: 'q2' })).toBe(true);
  });

  it('5.1 version 3 still retreats for the player: the phase ends at once', () => {
    const s = apply(overstacked(3), { type: 'END_PHASE' });
    expect(s.phase).toBe('strategic-movement');
    expect(s.stacking).toBeUndefined();
    expect(['i', 'b', 'c'].filter((id) => s.units[id]!.area === 'p2')).toHaveLength(2);
  });
});
