import { describe, expect, it } from 'vitest';
import { mini, withDice } from './fixture';
import {
  buildDefences,
  decideBridge,
  crossBlownBridge,
  endMove,
  moveStep,
  movementAllowance,
  placeReserve,
  reachable,
  strategicMove,
} from '../../../src/rules/fab/movement';
import { markNewlyContested } from '../../../src/rules/fab/combat-phase';
import { boardIndex } from '../../../src/rules/fab/board';
import type { FabState } from '../../../src/rules/fab/types';
import type { Result } from '../../../src/rules/common/result';

const ok = (r: Result<FabState>): FabState => {
  if (!r.ok) throw new Error(`${r.rule} ${r.message}`);
  return r.value;
};
const cost = (s: FabState, unit: string, to: string) => reachable(s, unit).find((d) => d.area === to)?.cost;

describe('5.2 movement allowance', () => {
  it('5.22 infantry has 3 movement points and armor 6', () => {
    const s = mini([
      ['i', 'blue', 'infantry', 'q1'],
      ['a', 'blue', 'armor', 'q1'],
    ]);
    const ix = boardIndex(s.scenario);
    expect(movementAllowance(ix.unitDefs.get('i')!)).toBe(3);
    expect(movementAllowance(ix.unitDefs.get('a')!)).toBe(6);
  });
  it('5.22 a unit may not go beyond its allowance after its first area', () => {
    const s = mini([['i', 'blue', 'infantry', 'p1']]);
    const s1 = ok(moveStep(s, 'i', 'p2')); // field: 2 MP
    const r = moveStep(s1, 'i', 'q2'); // field 2 more: 4 > 3
    expect(r.ok).toBe(false);
    expect(!r.ok && r.rule).toBe('5.22');
  });
});

describe('5.32 movement point costs between areas', () => {
  it('5.32 a road connection costs 1 and a field connection 2', () => {
    const s = mini([['i', 'blue', 'infantry', 'q1']]);
    expect(cost(s, 'i', 'q2')).toBe(1);
    expect(cost(s, 'i', 'p1')).toBe(1); // column 1 road
    const s2 = mini([['i', 'blue', 'infantry', 'p1']]);
    expect(cost(s2, 'i', 'p2')).toBe(2);
  });
  it('5.32 entering an area that already holds units costs 1 more in all', () => {
    const s = mini([
      ['i', 'blue', 'infantry', 'q1'],
      ['j', 'blue', 'infantry', 'q2'],
    ]);
    expect(cost(s, 'i', 'q2')).toBe(2);
  });
  it('5.32 crossing a blown bridge costs the whole allowance', () => {
    const s = { ...mini([['a', 'blue', 'armor', 'q2']]), blownBridges: ['q2-q3'] };
    expect(cost(s, 'a', 'q3')).toBe(6);
  });
  it('5.32 / 5.34 leaving a contested area costs 1 more', () => {
    const s = mini([
      ['a', 'blue', 'armor', 'q2'],
      ['r', 'red', 'infantry', 'q2'],
    ]);
    expect(cost(s, 'a', 'q1')).toBe(2);
  });
  it('9.33a a disordered or unsupplied unit enters only one area', () => {
    const s0 = mini([['a', 'blue', 'armor', 'q1']]);
    const s = { ...s0, units: { ...s0.units, a: { ...s0.units.a!, order: 'disorder' as const } } };
    const s1 = ok(moveStep(s, 'a', 'q2'));
    expect(s1.moving).toBeNull();
    expect(moveStep(s1, 'a', 'p2').ok).toBe(false);
    const u = { ...s0, units: { ...s0.units, a: { ...s0.units.a!, unsupplied: true } } };
    expect(reachable(u, 'a').every((d) => d.path.length === 1)).toBe(true);
  });
});

describe('5.33 minimum move', () => {
  it('5.33 the first area may always be entered even beyond the allowance', () => {
    const s = {
      ...mini([
        ['i', 'blue', 'infantry', 'p2'],
        ['r', 'red', 'infantry', 'p3'],
      ]),
      blownBridges: ['p2-p3'],
    };
    // blown bridge (3) + occupied (+1) = 4 > 3, allowed as the first area
    const s1 = ok(moveStep(s, 'i', 'p3'));
    expect(s1.units.i!.area).toBe('p3');
  });
});

describe('5.34 leaving a contested area', () => {
  it('5.34 the first area entered must be friendly-controlled and uncontested', () => {
    const s = mini([
      ['a', 'blue', 'armor', 'q2'],
      ['r', 'red', 'infantry', 'q2'],
    ]);
    const r = moveStep(s, 'a', 'q3');
    expect(!r.ok && r.rule).toBe('5.34');
    expect(moveStep(s, 'a', 'q1').ok).toBe(true);
  });
  it('5.34 after leaving, the unit may not enter or create a contested area that phase', () => {
    const s = mini([
      ['a', 'blue', 'armor', 'q2'],
      ['r', 'red', 'infantry', 'q2'],
      ['r2', 'red', 'infantry', 'p1'],
    ]);
    const s1 = ok(moveStep(s, 'a', 'q1'));
    const r = moveStep(s1, 'a', 'p1');
    expect(!r.ok && r.rule).toBe('5.34');
  });
});

describe('5.35 other movement restrictions', () => {
  it("5.35a starting another unit finishes the first unit's move", () => {
    const s = mini([
      ['a', 'blue', 'armor', 'q1'],
      ['b', 'blue', 'armor', 'r1'],
    ]);
    const s1 = ok(moveStep(s, 'a', 'q2'));
    expect(s1.moving?.unit).toBe('a');
    const s2 = ok(moveStep(s1, 'b', 'r2'));
    expect(s2.movement.done).toContain('a');
    expect(moveStep(s2, 'a', 'p2').ok).toBe(false);
  });
  it('5.35b a unit stops on entering an area with enemy units', () => {
    const s = mini([
      ['a', 'blue', 'armor', 'q1'],
      ['r', 'red', 'infantry', 'q2'],
    ]);
    const s1 = ok(moveStep(s, 'a', 'q2'));
    expect(s1.moving).toBeNull();
    expect(s1.movement.done).toContain('a');
  });
  it('4.34 / 5.35b a roadblock costs 1 more, stops the first enemy unit and is removed', () => {
    const s0 = mini([['a', 'blue', 'armor', 'q1']]);
    const s = {
      ...s0,
      areas: { ...s0.areas, q2: { ...s0.areas.q2!, control: 'red' as const, roadblock: { side: 'red' as const } } },
    };
    expect(cost(s, 'a', 'q2')).toBe(2);
    const s1 = ok(moveStep(s, 'a', 'q2'));
    expect(s1.areas.q2!.roadblock).toBeNull();
    expect(s1.moving).toBeNull();
  });
  it('4.34 2016: the roadblock point is not added on top of the occupied-area point; original edition adds both', () => {
    const units: Parameters<typeof mini>[0] = [
      ['a', 'blue', 'armor', 'q1'],
      ['b', 'blue', 'armor', 'q2'],
    ];
    const patch = (s: FabState) => ({
      ...s,
      areas: { ...s.areas, q2: { ...s.areas.q2!, roadblock: { side: 'red' as const } } },
    });
    expect(cost(patch(mini(units)), 'a', 'q2')).toBe(2);
    expect(cost(patch(mini(units, 'operational-movement', {}, 'original')), 'a', 'q2')).toBe(3);
  });
  it('5.35c only one unit per river boundary into an enemy-occupied area each phase', () => {
    const s = mini([
      ['a', 'blue', 'armor', 'q2'],
      ['b', 'blue', 'armor', 'q2'],
      ['r', 'red', 'infantry', 'q3'],
    ]);
    const s1 = ok(moveStep(s, 'a', 'q3'));
    expect(s1.pendingBridge?.decider).toBe('enemy');
    const s2 = ok(decideBridge(s1, false));
    expect(s2.units.a!.area).toBe('q3');
    const r = moveStep(s2, 'b', 'q3');
    expect(!r.ok && r.rule).toBe('5.35');
  });
  it('5.35d the defender blows the bridge on 1-5; a unit that began adjacent may still cross', () => {
    const s = withDice(
      mini([
        ['a', 'blue', 'armor', 'q2'],
        ['r', 'red', 'infantry', 'q3'],
      ]),
      [5],
    );
    const s1 = ok(moveStep(s, 'a', 'q3'));
    const s2 = ok(decideBridge(s1, true));
    expect(s2.blownBridges).toContain('q2-q3');
    expect(s2.pendingBridge?.decider).toBe('mover');
    const s3 = ok(crossBlownBridge(s2, true));
    expect(s3.units.a!.area).toBe('q3');
    const s4 = markNewlyContested(s3);
    expect(s4.areas.q3!.newlyContested).toBe(true);
    // 5.35e all attackers crossed a river, one over a blown bridge
    expect(s4.areas.q3!.riverAssault).toBe(true);
  });
  it('5.35d a failed attempt (6-10) lets the unit cross normally', () => {
    const s = withDice(
      mini([
        ['a', 'blue', 'armor', 'q2'],
        ['r', 'red', 'infantry', 'q3'],
      ]),
      [6],
    );
    const s2 = ok(decideBridge(ok(moveStep(s, 'a', 'q3')), true));
    expect(s2.blownBridges).toEqual([]);
    expect(s2.units.a!.area).toBe('q3');
    expect(markNewlyContested(s2).areas.q3!.riverAssault).toBe(false);
  });
  it('5.35d a unit that did not begin adjacent stays, loses 1 MP and may go on', () => {
    const s = withDice(
      mini([
        ['a', 'blue', 'armor', 'q1'],
        ['r', 'red', 'infantry', 'q3'],
      ]),
      [2],
    );
    const s1 = ok(moveStep(s, 'a', 'q2'));
    const s2 = ok(decideBridge(ok(moveStep(s1, 'a', 'q3')), true));
    expect(s2.units.a!.area).toBe('q2');
    expect(s2.moving?.mpUsed).toBe(2);
    expect(ok(moveStep(s2, 'a', 'p2')).units.a!.area).toBe('p2');
  });
  it('5.1 no unit ends its move overstacked of its own will', () => {
    const s = mini([
      ['a', 'blue', 'armor', 'q1'],
      ['b', 'blue', 'infantry', 'q2'],
      ['c', 'blue', 'infantry', 'q2'],
    ]);
    const s1 = ok(moveStep(s, 'a', 'q2'));
    const r = endMove(s1);
    expect(!r.ok && r.rule).toBe('5.1');
    // an infantry unit would spend its last point entering the full area: refused
    const r2 = moveStep(
      mini([
        ['i', 'blue', 'infantry', 'p1'],
        ['b', 'blue', 'infantry', 'p2'],
        ['c', 'blue', 'infantry', 'p2'],
      ]),
      'i',
      'p2',
    );
    expect(!r2.ok && r2.rule).toBe('5.1');
    // armor with points to spare may pass through
    const r3 = moveStep(
      mini([
        ['i', 'blue', 'armor', 'p1'],
        ['b', 'blue', 'infantry', 'p2'],
        ['c', 'blue', 'infantry', 'p2'],
      ]),
      'i',
      'p2',
    );
    expect(r3.ok).toBe(true);
  });
});

describe('5.21 / 5.23 / 5.24 other operational options', () => {
  it('5.21 reserve markers are limited by the scenario count', () => {
    const s = mini([
      ['a', 'blue', 'armor', 'q1'],
      ['b', 'blue', 'armor', 'p1'],
    ]);
    const s1 = ok(placeReserve(s, 'a'));
    expect(s1.units.a!.reserve).toBe(true);
    const r = placeReserve(s1, 'b');
    expect(!r.ok && r.rule).toBe('5.21');
  });
  it('9.33b / 14.7 disordered units and ineligible units cannot go into reserve', () => {
    const s0 = mini([['a', 'blue', 'armor', 'q1']]);
    const s = { ...s0, units: { ...s0.units, a: { ...s0.units.a!, order: 'recovery' as const } } };
    expect(!placeReserve(s, 'a').ok && (placeReserve(s, 'a') as { rule: string }).rule).toBe('9.33');
    const sc = { ...s0.scenario, units: s0.scenario.units.map((u) => ({ ...u, reserveEligible: false })) };
    const r = placeReserve({ ...s0, scenario: sc }, 'a');
    expect(!r.ok && r.rule).toBe('14.7');
  });
  it('5.21 a reserve marker is lost when the unit moves', () => {
    const s = ok(placeReserve(mini([['a', 'blue', 'armor', 'q1']]), 'a'));
    expect(ok(moveStep(s, 'a', 'q2')).units.a!.reserve).toBe(false);
  });
  it('5.23 a supplied unit in good order builds defences in an uncontested area', () => {
    const s = mini([
      ['a', 'blue', 'armor', 'q1'],
      ['b', 'blue', 'armor', 'q3'],
      ['r', 'red', 'armor', 'q3'],
    ]);
    const s1 = ok(buildDefences(s, 'a'));
    expect(s1.areas.q1!.defences).toBe('blue');
    expect(s1.movement.done).toContain('a');
    expect(!buildDefences(s, 'b').ok).toBe(true);
  });
});

describe('5.4 strategic movement', () => {
  it('5.4 a supplied reserve unit moves through friendly uncontested areas', () => {
    const s0 = ok(placeReserve(mini([['a', 'blue', 'infantry', 'p1']]), 'a'));
    const s = { ...s0, phase: 'strategic-movement' as const };
    expect(ok(strategicMove(s, 'a', 'r2')).units.a!.area).toBe('r2');
    expect(!strategicMove(s, 'a', 'q3').ok).toBe(true); // enemy controlled
  });
  it('5.4 a unit without a reserve marker may not move strategically', () => {
    const s = { ...mini([['a', 'blue', 'infantry', 'p1']]), phase: 'strategic-movement' as const };
    const r = strategicMove(s, 'a', 'r2');
    expect(!r.ok && r.rule).toBe('5.4');
  });
  it('14.8 the scenario limits strategic moves per phase', () => {
    let s = mini(
      [
        ['a', 'blue', 'infantry', 'p1'],
        ['b', 'blue', 'infantry', 'r1'],
      ],
      'operational-movement',
      { strategicMoveLimit: { blue: 1 }, reserveMarkers: { blue: 2, red: 1 } },
    );
    s = ok(placeReserve(ok(placeReserve(s, 'a')), 'b'));
    s = { ...s, phase: 'strategic-movement' };
    const s1 = ok(strategicMove(s, 'a', 'p2'));
    const r = strategicMove(s1, 'b', 'r2');
    expect(!r.ok && r.rule).toBe('14.8');
  });
});

describe('7.2 / 7.31 reaction and penetration movement', () => {
  it('7.2 reacting reserve units may reinforce a contested area but not create one', () => {
    let s = mini([
      ['r', 'red', 'infantry', 'p3'],
      ['b', 'blue', 'infantry', 'q3'],
      ['r2', 'red', 'infantry', 'q3'],
      ['c', 'blue', 'infantry', 'r2'],
    ]);
    s = { ...s, phase: 'reaction', phasing: 'blue', units: { ...s.units, r: { ...s.units.r!, reserve: true } } };
    expect(moveStep(s, 'r', 'q3').ok).toBe(true);
    s = { ...s, units: { ...s.units, r: { ...s.units.r!, area: 'r3' } } };
    const r = moveStep(s, 'r', 'r2');
    expect(!r.ok && r.rule).toBe('7.2');
  });
  it('7.31 exploiting units move one area and never across a blown bridge', () => {
    let s = mini([
      ['a', 'blue', 'armor', 'q2'],
      ['r', 'red', 'infantry', 'r3'],
    ]);
    s = {
      ...s,
      phase: 'penetration-movement',
      units: { ...s.units, a: { ...s.units.a!, exploit: true } },
      blownBridges: ['q2-q3'],
    };
    const r = moveStep(s, 'a', 'q3');
    expect(!r.ok && r.rule).toBe('7.31');
    const s1 = ok(moveStep(s, 'a', 'q1'));
    expect(s1.moving).toBeNull();
    expect(s1.units.a!.exploit).toBe(false);
  });
  it('7.1 units without a reserve or exploitation marker do not move in the penetration phase', () => {
    const s = { ...mini([['a', 'blue', 'armor', 'q2']]), phase: 'penetration-movement' as const };
    const r = moveStep(s, 'a', 'q1');
    expect(!r.ok && r.rule).toBe('7.1');
  });
});

describe('2.4 control', () => {
  it('2.4 control passes when units of the other side become sole occupants', () => {
    const s1 = ok(moveStep(mini([['a', 'blue', 'armor', 'p2']]), 'a', 'p3'));
    // p3 is red-controlled and empty: the move is into an enemy area without enemy units
    expect(s1.areas.p3!.control).toBe('blue');
  });
  it('2.4 a defended roadblock (asset) keeps control for its side: the area becomes contested instead', () => {
    const s0 = mini([['a', 'blue', 'armor', 'q1']]);
    const s = {
      ...s0,
      areas: {
        ...s0.areas,
        q2: { ...s0.areas.q2!, control: 'red' as const, roadblock: { side: 'red' as const, asset: 'r-art' } },
      },
    };
    const s1 = ok(moveStep(s, 'a', 'q2'));
    expect(s1.units.a!.area).toBe('q2');
    expect(s1.areas.q2!.control).toBe('red');
    expect(s1.areas.q2!.roadblock?.asset).toBe('r-art'); // 4.35 not removed by the entering unit
  });
});

describe('5.35d newly contested areas', () => {
  it('5.35d a crossing into an area that became contested this phase still gives the enemy its attempt', () => {
    const t = mini([
      ['a', 'blue', 'armor', 'q2'],
      ['b', 'blue', 'armor', 'q2'],
      ['r', 'red', 'infantry', 'q3'],
    ]);
    const t1 = ok(decideBridge(ok(moveStep(t, 'a', 'q3')), false));
    expect(t1.units.a!.area).toBe('q3');
    // set the 5.35c one-unit limit aside to look at 5.35d alone (as if b used another bridge)
    const u = { ...t1, movement: { ...t1.movement, riverCrossings: [] } };
    expect(ok(moveStep(u, 'b', 'q3')).pendingBridge?.decider).toBe('enemy');
    // an area that was already contested when the phase began gives no attempt
    const v = {
      ...u,
      movement: { ...u.movement, uncontestedAtStart: u.movement.uncontestedAtStart.filter((x) => x !== 'q3') },
    };
    expect(ok(moveStep(v, 'b', 'q3')).pendingBridge).toBeNull();
  });
});

describe('5.1 editions', () => {
  it('5.1 original edition: a unit may end its move overstacked; the excess is dealt with at the end of the phase', async () => {
    const { endOfPhase } = await import('../../../src/rules/fab/supply-phase');
    const units: Parameters<typeof mini>[0] = [
      ['i', 'blue', 'infantry', 'p1', ['veteran']],
      ['b', 'blue', 'infantry', 'p2'],
      ['c', 'blue', 'infantry', 'p2'],
    ];
    expect(moveStep(mini(units), 'i', 'p2').ok).toBe(false);
    const s1 = ok(moveStep(mini(units, 'operational-movement', {}, 'original'), 'i', 'p2'));
    expect(s1.units.i!.area).toBe('p2');
    const s2 = endOfPhase(s1);
    expect(s2.units.i!.area).not.toBe('p2');
    expect(s2.units.i!.order).toBe('disorder');
  });
});
