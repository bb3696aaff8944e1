import { describe, expect, it } from 'vitest';
import { FAB_RULES_VERSION } from '../../../src/rules/fab/rulings';
import { mini, withDice } from './fixture';
import {
  dueReinforcements,
  entryLetters,
  entryOptions,
  finishReinforcementStep,
  placeReinforcement,
  reclaimAsset,
  returnToCup,
  startReinforcement,
  addReinforcementPieces,
} from '../../../src/rules/fab/reinforcement';
import { adminDraws, alternativeEvent, drawFromCup, engineerFunction, playEvent } from '../../../src/rules/fab/admin';
import {
  activateForPenetration,
  openPenetrationCombat,
  qualityReplacements,
  reorganize,
  spendSpecialAction,
  staffFunction,
} from '../../../src/rules/fab/special-actions';
import type { FabState } from '../../../src/rules/fab/types';
import type { Result } from '../../../src/rules/common/result';

const ok = (r: Result<FabState>): FabState => {
  if (!r.ok) throw new Error(`${r.rule} ${r.message}`);
  return r.value;
};
const ruleOf = (r: Result<unknown>) => (r.ok ? 'accepted' : r.rule);

describe('4.1 reinforcement phase', () => {
  it('4.1a an unused reusable special action lets the player take one asset back from Used', () => {
    const s0 = { ...mini([], 'supply'), turn: 2 };
    const s = startReinforcement(s0);
    expect(s.saUnused?.blue).toBe(true);
    const s1 = ok(reclaimAsset(s, 'blue', 'b-art'));
    expect(s1.boxes.blue.available).toContain('b-art');
    expect(s1.boxes.blue.available).toContain('b-hq');
    expect(ruleOf(reclaimAsset(s1, 'blue', 'b-bat'))).toBe('4.1');
  });
  it('4.1a a used reusable special action returns to Available but gives no bonus', () => {
    const s0 = mini([], 'supply');
    const s = startReinforcement({
      ...s0,
      turn: 2,
      boxes: {
        ...s0.boxes,
        blue: {
          ...s0.boxes.blue,
          available: s0.boxes.blue.available.filter((x) => x !== 'b-hq'),
          used: [...s0.boxes.blue.used, 'b-hq'],
        },
      },
    });
    expect(s.boxes.blue.available).toContain('b-hq');
    expect(s.saUnused?.blue).toBe(false);
    expect(ruleOf(reclaimAsset(s, 'blue', 'b-art'))).toBe('4.1');
  });
  it('4.1b 2016: some or all used assets go back to the cup; original: all of them', () => {
    const s = startReinforcement(mini([], 'supply'));
    const s1 = ok(returnToCup(s, 'blue', ['b-art']));
    expect(s1.boxes.blue.cup).toContain('b-art');
    expect(s1.boxes.blue.used).toContain('b-bat');
    const o = startReinforcement(mini([], 'supply', {}, 'original'));
    const o1 = finishReinforcementStep(o, 'blue');
    expect(o1.boxes.blue.used).toEqual([]);
    expect(o1.boxes.blue.cup).toEqual(expect.arrayContaining(['b-art', 'b-bat']));
  });
  it('4.1c an entry range such as "AC" covers A, B and C', () => {
    expect(entryLetters('AC')).toEqual(['A', 'B', 'C']);
    expect(entryLetters('B')).toEqual(['B']);
    const s = startReinforcement(mini([['n', 'blue', 'infantry', null]], 'supply'));
    expect(entryOptions(s, 'n').sort()).toEqual(['p1', 'q1', 'r1']);
  });
  it('4.1c placement may not overstack nor use an enemy-controlled area unless it is empty', () => {
    const s0 = mini(
      [
        ['n', 'blue', 'infantry', null],
        ['x', 'blue', 'infantry', 'p1'],
        ['y', 'blue', 'infantry', 'p1'],
        ['r', 'red', 'infantry', 'q1'],
      ],
      'supply',
    );
    const s = startReinforcement({ ...s0, areas: { ...s0.areas, q1: { ...s0.areas.q1!, control: 'red' } } });
    expect(entryOptions(s, 'n')).toEqual(['r1']);
    expect(ruleOf(placeReinforcement(s, 'blue', 'n', 'p1'))).toBe('4.1');
    expect(ok(placeReinforcement(s, 'blue', 'n', 'r1')).units.n!.area).toBe('r1');
  });
  it('4.1c with every entry blocked the unit is delayed a turn, then arrives at the nearest open entry area', () => {
    const s0 = mini(
      [
        ['n', 'red', 'infantry', null],
        ['b1', 'blue', 'infantry', 'q3'],
        ['b2', 'blue', 'infantry', 'r3'],
      ],
      'supply',
    );
    const s = startReinforcement(s0);
    expect(entryOptions(s, 'n')).toEqual([]);
    const s1 = finishReinforcementStep(s, 'red');
    expect(s1.units.n!.where).toBe('delayed');
    // next turn q3 is still blocked: nearest open letters to Y are X (p3) and Z (r3 has a blue unit: blocked)
    const s2 = startReinforcement({ ...s1, turn: 2 });
    expect(dueReinforcements(s2, 'red')).toContain('n');
    expect(entryOptions(s2, 'n')).toEqual(['p3']);
  });
  it('8.27 a special action redirects a reinforcement to another open entry area', () => {
    const s = startReinforcement(mini([['n', 'red', 'infantry', null]], 'supply'));
    const r = ok(placeReinforcement(s, 'red', 'n', 'r3', 'r-hq'));
    expect(r.units.n!.area).toBe('r3');
    expect(r.boxes.red.used).toContain('r-hq');
    expect(ruleOf(placeReinforcement(s, 'red', 'n', 'r3'))).toBe('4.1');
  });
  it('4.1d reinforcement assets and events of the turn go into the cup', () => {
    const s = mini([], 'supply', {});
    const sc = {
      ...s.scenario,
      assets: [
        ...s.scenario.assets,
        {
          id: 'late',
          side: 'blue' as const,
          name: 'Late Guns',
          kind: 'artillery' as const,
          quality: 'veteran' as const,
          turn: 2,
        },
      ],
    };
    const t = { ...s, scenario: sc, boxes: { ...s.boxes, blue: { ...s.boxes.blue, future: ['late'] } } };
    expect(addReinforcementPieces(t).boxes.blue.future).toContain('late');
    expect(addReinforcementPieces({ ...t, turn: 2 }).boxes.blue.cup).toContain('late');
  });
});

describe('4.2 admin phase', () => {
  it('4.2a both players draw from their cups per the turn record, using the dice', () => {
    const s = withDice({ ...mini([], 'admin') }, [1, 2]);
    const r = adminDraws({ ...s, boxes: { ...s.boxes, blue: { ...s.boxes.blue, cup: ['b-sa', 'b-rep'] } } });
    expect(r.boxes.blue.available).toContain('b-sa');
    expect(r.boxes.red.available.length).toBeGreaterThan(s.boxes.red.available.length);
  });
  it('4.2a drawing stops when the cup is empty', () => {
    const s = withDice(mini([], 'admin'), []);
    const e = { ...s, boxes: { ...s.boxes, blue: { ...s.boxes.blue, cup: [] } } };
    expect(drawFromCup(e, 'blue', 3)).toBe(e);
  });
  it('17.0 / 4.22 replacements give a step to a reduced unit, and the event is eliminated', () => {
    const s0 = mini([['a', 'blue', 'infantry', 'q1', ['recruit', 'veteran', 'veteran']]], 'admin');
    const s = {
      ...s0,
      units: { ...s0.units, a: { ...s0.units.a!, steps: 2 } },
      boxes: { ...s0.boxes, blue: { ...s0.boxes.blue, cup: [], available: [...s0.boxes.blue.available, 'b-rep'] } },
    };
    const r = ok(playEvent(s, 'blue', 'b-rep', ['a']));
    expect(r.units.a!.steps).toBe(3);
    expect(r.boxes.blue.eliminated).toContain('b-rep');
  });
  it('2.3 quality follows the current step: replacements that would restore an elite step are refused unless allowed', () => {
    const s0 = mini([['a', 'blue', 'infantry', 'q1', ['recruit', 'veteran', 'elite']]], 'admin');
    const s = {
      ...s0,
      units: { ...s0.units, a: { ...s0.units.a!, steps: 2 } },
      boxes: { ...s0.boxes, blue: { ...s0.boxes.blue, available: [...s0.boxes.blue.available, 'b-rep'] } },
    };
    expect(ruleOf(playEvent(s, 'blue', 'b-rep', ['a']))).toBe('17.0');
  });
  it('4.21 an event may instead return two eliminated assets to the cup', () => {
    const s0 = mini([], 'admin');
    const s = {
      ...s0,
      boxes: {
        ...s0.boxes,
        blue: {
          ...s0.boxes.blue,
          available: [...s0.boxes.blue.available, 'b-rep'],
          used: [],
          eliminated: ['b-art', 'b-bat'],
        },
      },
    };
    expect(ruleOf(alternativeEvent(s, 'blue', 'b-rep', ['b-art']))).toBe('4.21');
    const r = ok(alternativeEvent(s, 'blue', 'b-rep', ['b-art', 'b-bat']));
    expect(r.boxes.blue.cup).toEqual(expect.arrayContaining(['b-art', 'b-bat']));
    expect(r.boxes.blue.eliminated).toEqual(['b-rep']);
  });
});

describe('4.3 engineer functions', () => {
  const base = () =>
    mini(
      [
        ['a', 'blue', 'infantry', 'q2'],
        ['r', 'red', 'infantry', 'q3'],
      ],
      'admin',
    );
  it('4.31 engineers blow up to two bridges next to one uncontested, supplied friendly area', () => {
    const s = base();
    const r = ok(engineerFunction(s, 'blue', 'b-eng', 'blow', 'q2', ['q2-q3']));
    expect(r.blownBridges).toEqual(['q2-q3']);
    expect(r.boxes.blue.used).toContain('b-eng');
    expect(ruleOf(engineerFunction(s, 'blue', 'b-eng', 'blow', 'q2', ['p2-p3']))).toBe('4.31');
    const unsup = { ...s, areas: { ...s.areas, q2: { ...s.areas.q2!, unsupplied: true } } };
    expect(ruleOf(engineerFunction(unsup, 'blue', 'b-eng', 'blow', 'q2', ['q2-q3']))).toBe('4.31');
  });
  it('4.32 repairing needs control of both banks, or control of one and contesting the other', () => {
    const s = { ...base(), blownBridges: ['q2-q3'] };
    expect(ruleOf(engineerFunction(s, 'blue', 'b-eng', 'repair', 'q2', ['q2-q3']))).toBe('4.32');
    const c = {
      ...s,
      units: { ...s.units, a2: { ...s.units.a!, id: 'a2', area: 'q3' } },
      scenario: { ...s.scenario, units: [...s.scenario.units, { ...s.scenario.units[0]!, id: 'a2', start: 'q3' }] },
    };
    expect(ok(engineerFunction(c, 'blue', 'b-eng', 'repair', 'q2', ['q2-q3'])).blownBridges).toEqual([]);
  });
  it("4.33 defences need a friendly unit of the engineers' formation in an uncontested supplied area", () => {
    const s = base();
    expect(ok(engineerFunction(s, 'blue', 'b-eng', 'defences', 'q2')).areas.q2!.defences).toBe('blue');
    expect(ruleOf(engineerFunction(s, 'blue', 'b-eng', 'defences', 'q1'))).toBe('4.33');
  });
  it('4.34 a roadblock needs an empty, supplied friendly area with terrain 1 or more', () => {
    const s = base();
    expect(ok(engineerFunction(s, 'blue', 'b-eng', 'roadblock', 'p2')).areas.p2!.roadblock).toEqual({ side: 'blue' });
    expect(ruleOf(engineerFunction(s, 'blue', 'b-eng', 'roadblock', 'p1'))).toBe('4.34'); // terrain 0
    expect(ruleOf(engineerFunction(s, 'blue', 'b-eng', 'roadblock', 'q2'))).toBe('4.34'); // occupied
  });
  it('4.35 a defended roadblock puts the engineers themselves on the map', () => {
    const r = ok(engineerFunction(base(), 'blue', 'b-eng', 'defended-roadblock', 'r2'));
    expect(r.areas.r2!.roadblock).toEqual({ side: 'blue', asset: 'b-eng' });
    expect(r.boxes.blue.map).toEqual(['b-eng']);
    expect(r.boxes.blue.used).not.toContain('b-eng');
  });
});

describe('8.2 special actions and 8.3 staff functions', () => {
  it('8.1 a single-use special action serves only its own formation and goes to Eliminated', () => {
    const s0 = mini([], 'admin');
    const s = {
      ...s0,
      boxes: { ...s0.boxes, blue: { ...s0.boxes.blue, available: [...s0.boxes.blue.available, 'b-sa'] } },
    };
    expect(ruleOf(spendSpecialAction(s, 'blue', 'b-sa', 'bf2', '8.21'))).toBe('8.1');
    expect(ok(spendSpecialAction(s, 'blue', 'b-sa', 'bf', '8.21')).boxes.blue.eliminated).toContain('b-sa');
    expect(ok(spendSpecialAction(s, 'blue', 'b-hq', 'bf2', '8.21')).boxes.blue.used).toContain('b-hq');
  });
  it('8.25 reorganising recovers friendly units in a supplied area and the areas around it', () => {
    const s0 = mini(
      [
        ['a', 'blue', 'infantry', 'q1'],
        ['b', 'blue', 'infantry', 'p1'],
        ['c', 'blue', 'infantry', 'r2'],
      ],
      'admin',
    );
    const s = {
      ...s0,
      units: {
        ...s0.units,
        a: { ...s0.units.a!, order: 'disorder' as const },
        b: { ...s0.units.b!, order: 'recovery' as const },
        c: { ...s0.units.c!, order: 'disorder' as const },
      },
    };
    const r = ok(reorganize(s, 'blue', 'b-hq', 'q1'));
    expect([r.units.a!.order, r.units.b!.order, r.units.c!.order]).toEqual(['good', 'good', 'disorder']);
  });
  it('8.26 quality replacements restore even an elite step; the original edition needs supply (rules version 1)', () => {
    const s0 = {
      ...mini([['a', 'blue', 'infantry', 'q1', ['recruit', 'veteran', 'elite']]], 'admin'),
      rulesVersion: 1,
    };
    const s = { ...s0, units: { ...s0.units, a: { ...s0.units.a!, steps: 2, unsupplied: true } } };
    expect(ok(qualityReplacements(s, 'blue', 'b-hq', 'a')).units.a!.steps).toBe(3);
    const o = { ...s, options: { ...s.options, edition: 'original' as const } };
    expect(ruleOf(qualityReplacements(o, 'blue', 'b-hq', 'a'))).toBe('8.26');
    // a supplied unit regains its elite step under the current rules too
    const now = {
      ...s,
      rulesVersion: FAB_RULES_VERSION,
      units: { ...s.units, a: { ...s.units.a, unsupplied: false } },
    };
    expect(ok(qualityReplacements(now, 'blue', 'b-hq', 'a')).units.a!.steps).toBe(3);
  });
  it('8.21 only a supplied armor unit in good order that has not moved may be activated', () => {
    const s = {
      ...mini([
        ['a', 'blue', 'armor', 'q1'],
        ['i', 'blue', 'infantry', 'q1'],
      ]),
      phase: 'penetration-movement' as const,
    };
    expect(ok(activateForPenetration(s, 'blue', 'b-hq', 'a')).activated).toEqual(['a']);
    expect(ruleOf(activateForPenetration(s, 'blue', 'b-hq', 'i'))).toBe('8.21');
    expect(ruleOf(activateForPenetration({ ...s, phase: 'combat' }, 'blue', 'b-hq', 'a'))).toBe('8.21');
  });
  it('8.22 a special action opens an already contested area to penetration combat once', () => {
    const s = {
      ...mini([
        ['a', 'blue', 'armor', 'q2'],
        ['r', 'red', 'infantry', 'q2'],
      ]),
      phase: 'penetration-combat' as const,
    };
    const r = ok(openPenetrationCombat(s, 'blue', 'b-hq', 'q2'));
    expect(r.penetrationCombatAreas).toEqual(['q2']);
    expect(ruleOf(openPenetrationCombat(r, 'blue', 'b-sa', 'q2'))).toBe('8.22');
    expect(ruleOf(openPenetrationCombat(s, 'blue', 'b-hq', 'q1'))).toBe('8.22');
  });
  it('8.31 found replacements: a non-elite step for a supplied infantry unit', () => {
    const s0 = mini(
      [
        ['i', 'blue', 'infantry', 'q1', ['recruit', 'veteran', 'veteran']],
        ['a', 'blue', 'armor', 'p1'],
      ],
      'admin',
    );
    const s = { ...s0, units: { ...s0.units, i: { ...s0.units.i!, steps: 1 }, a: { ...s0.units.a!, steps: 1 } } };
    const r = ok(staffFunction(s, 'blue', 'b-staff', 'replacements', 'i'));
    expect(r.units.i!.steps).toBe(2);
    expect(r.boxes.blue.used).toContain('b-staff');
    expect(ruleOf(staffFunction(s, 'blue', 'b-staff', 'replacements', 'a'))).toBe('8.31');
  });
  it('8.32 intelligence reveals one enemy unit until the end of the admin phase', () => {
    const s = mini([['r', 'red', 'infantry', 'q3']], 'admin');
    expect(ok(staffFunction(s, 'blue', 'b-staff', 'intelligence', 'r')).intelligence).toEqual(['r']);
  });
  it('8.33 reserves on call: a reserve marker for an eligible unit', () => {
    const s = mini([['a', 'blue', 'armor', 'q1']], 'admin');
    expect(ok(staffFunction(s, 'blue', 'b-staff', 'reserve', 'a')).units.a!.reserve).toBe(true);
  });
});
