/**
 * The rulings an independent audit found wrong (issue 13), each under FAB rules version 2, and the old
 * ruling kept for games of version 1 (docs/rules-versions.md).
 */
import { describe, expect, it } from 'vitest';
import { mini, type UnitSpec } from './fixture';
import { decideBridge, moveStep } from '../../../src/rules/fab/movement';
import {
  activateForPenetration,
  openPenetrationCombat,
  qualityReplacements,
  reorganize,
  staffFunction,
} from '../../../src/rules/fab/special-actions';
import { playEvent } from '../../../src/rules/fab/admin';
import { startRoundFromGame } from '../../../machines/fab/combat-round';
import { assignAssets, createRound, reinforce, withdraw } from '../../../src/rules/fab/combat/round';
import { assistantSetup } from '../../../src/rules/fab/combat/assistant';
import {
  BRIDGE_CHANCE_NEWLY_CONTESTED_ONLY,
  FAB_RULES_VERSION,
  OUT_OF_SUPPLY_DEFENDERS_NO_ASSETS,
  OUT_OF_SUPPLY_NO_SPECIAL_ACTIONS,
  REVEAL_ON_ENTRY,
} from '../../../src/rules/fab/rulings';
import type { FabPhase, FabState, UnitState } from '../../../src/rules/fab/types';
import type { Result } from '../../../src/rules/common/result';

const ok = <T>(r: Result<T>): T => {
  if (!r.ok) throw new Error(`${r.rule} ${r.message}`);
  return r.value;
};
const V1 = 1;
const V2 = 2;

/** A mini state under `version`, with some units patched. */
function at(
  version: number,
  units: UnitSpec[],
  phase: FabPhase,
  patch: Record<string, Partial<UnitState>> = {},
  edition: '2016' | 'original' = '2016',
): FabState {
  const s = mini(units, phase, {}, edition);
  const us = { ...s.units };
  for (const [id, p] of Object.entries(patch)) us[id] = { ...us[id]!, ...p };
  return { ...s, units: us, rulesVersion: version };
}

describe('the audit rulings are version 2', () => {
  it('each names its section and version 2 (the current version is 2 or later)', () => {
    expect(FAB_RULES_VERSION).toBeGreaterThanOrEqual(V2);
    expect(OUT_OF_SUPPLY_NO_SPECIAL_ACTIONS).toMatchObject({ since: V2, section: '9.34d' });
    expect(OUT_OF_SUPPLY_DEFENDERS_NO_ASSETS).toMatchObject({ since: V2, section: '9.34a' });
    expect(REVEAL_ON_ENTRY).toMatchObject({ since: V2, section: '5.22' });
    expect(BRIDGE_CHANCE_NEWLY_CONTESTED_ONLY).toMatchObject({ since: V2, section: '5.35d' });
  });
});

describe('9.34d out-of-supply units take no friendly special action', () => {
  const reduced: UnitSpec[] = [['a', 'blue', 'infantry', 'q1', ['recruit', 'veteran', 'elite']]];

  it('9.34d / 8.26 quality replacements refuse an out-of-supply unit in the 2016 edition (version 1 gave the step)', () => {
    const patch = { a: { steps: 2, unsupplied: true } };
    const now = qualityReplacements(at(V2, reduced, 'admin', patch), 'blue', 'b-hq', 'a');
    expect(now).toMatchObject({ ok: false, rule: '9.34' });
    expect(ok(qualityReplacements(at(V1, reduced, 'admin', patch), 'blue', 'b-hq', 'a')).units.a!.steps).toBe(3);
    // the same unit in supply still regains its step
    expect(
      ok(qualityReplacements(at(V2, reduced, 'admin', { a: { steps: 2 } }), 'blue', 'b-hq', 'a')).units.a!.steps,
    ).toBe(3);
  });

  it('9.34d / 8.26 the original edition refuses it under both versions', () => {
    const patch = { a: { steps: 2, unsupplied: true } };
    for (const v of [V1, V2])
      expect(qualityReplacements(at(v, reduced, 'admin', patch, 'original'), 'blue', 'b-hq', 'a').ok).toBe(false);
  });

  const contested: UnitSpec[] = [
    ['a', 'blue', 'armor', 'q2'],
    ['b', 'blue', 'infantry', 'q2'],
    ['r', 'red', 'infantry', 'q2'],
  ];

  it('9.34d / 8.22 no penetration combat round is opened where a friendly unit is out of supply (version 1 opened it)', () => {
    const patch = { b: { unsupplied: true } };
    const now = openPenetrationCombat(at(V2, contested, 'penetration-combat', patch), 'blue', 'b-hq', 'q2');
    expect(now).toMatchObject({ ok: false, rule: '9.34' });
    const old = ok(openPenetrationCombat(at(V1, contested, 'penetration-combat', patch), 'blue', 'b-hq', 'q2'));
    expect(old.penetrationCombatAreas).toEqual(['q2']);
    // every unit supplied: opened under version 2 as well
    const fine = ok(openPenetrationCombat(at(V2, contested, 'penetration-combat'), 'blue', 'b-hq', 'q2'));
    expect(fine.penetrationCombatAreas).toEqual(['q2']);
  });

  // red defends q3; r2 waits next door in p3 (uncontested), r1 is in the battle
  const battle: UnitSpec[] = [
    ['a', 'blue', 'armor', 'q3'],
    ['r1', 'red', 'infantry', 'q3'],
    ['r2', 'red', 'infantry', 'p3'],
  ];
  const roundOf = (s: FabState) => ok(startRoundFromGame(s, 'q3')).round;

  it('9.34d / 8.23 an out-of-supply unit cannot reinforce a battle (version 1 let it)', () => {
    const patch = { r2: { unsupplied: true } };
    const now = reinforce(roundOf(at(V2, battle, 'combat', patch)), 'r2');
    expect(now).toMatchObject({ ok: false, rule: '9.34', code: 'combat.reinforceUnsupplied' });
    const old = ok(reinforce(roundOf(at(V1, battle, 'combat', patch)), 'r2'));
    expect(old.units.find((u) => u.id === 'r2')?.reinforcedFrom).toBe('p3');
    // a supplied neighbour still may
    expect(reinforce(roundOf(at(V2, battle, 'combat')), 'r2').ok).toBe(true);
  });

  it('9.34d / 8.24 out-of-supply defenders cannot withdraw by special action (version 1 let them)', () => {
    const patch = { r1: { unsupplied: true } };
    const to = { r1: 'p3' };
    const now = withdraw(roundOf(at(V2, battle, 'combat', patch)), to);
    expect(now).toMatchObject({ ok: false, rule: '9.34', code: 'combat.withdrawUnsupplied' });
    expect(ok(withdraw(roundOf(at(V1, battle, 'combat', patch)), to)).withdrew).toBe(true);
    expect(ok(withdraw(roundOf(at(V2, battle, 'combat')), to)).withdrew).toBe(true);
  });
});

describe('9.34d every other friendly event, special action and staff function skips out-of-supply units', () => {
  // these checks were right before the audit, so they hold under every rules version
  const both = [V1, V2, FAB_RULES_VERSION];

  it('9.34d / 8.25 reorganise recovers the supplied disordered unit only, and is refused in an out-of-supply area', () => {
    const units: UnitSpec[] = [
      ['a', 'blue', 'infantry', 'q1'],
      ['b', 'blue', 'infantry', 'q1'],
    ];
    for (const v of both) {
      const s = at(v, units, 'admin', { a: { order: 'disorder', unsupplied: true }, b: { order: 'disorder' } });
      const done = ok(reorganize(s, 'blue', 'b-hq', 'q1'));
      expect(done.units.b!.order).toBe('good');
      expect(done.units.a!.order).toBe('disorder');
      const dry = { ...s, areas: { ...s.areas, q1: { ...s.areas.q1!, unsupplied: true } } };
      expect(reorganize(dry, 'blue', 'b-hq', 'q1')).toMatchObject({ ok: false, rule: '9.34', code: 'sa.areaSupplied' });
    }
  });

  it('9.34d / 8.21 an out-of-supply armor unit is not activated for penetration movement', () => {
    const units: UnitSpec[] = [['a', 'blue', 'armor', 'q1']];
    for (const v of both) {
      const s = at(v, units, 'penetration-movement', { a: { unsupplied: true } });
      expect(activateForPenetration(s, 'blue', 'b-hq', 'a')).toMatchObject({ ok: false, code: 'sa.needGood' });
      expect(activateForPenetration(at(v, units, 'penetration-movement'), 'blue', 'b-hq', 'a').ok).toBe(true);
    }
  });

  const reduced: UnitSpec[] = [['a', 'blue', 'infantry', 'q1', ['recruit', 'veteran', 'elite']]];

  it('9.34d / 8.31 found replacements refuse an out-of-supply infantry unit', () => {
    for (const v of both) {
      const s = at(v, reduced, 'admin', { a: { steps: 1, unsupplied: true } });
      expect(staffFunction(s, 'blue', 'b-staff', 'replacements', 'a')).toMatchObject({
        ok: false,
        rule: '8.31',
        code: 'staff.needSupply',
      });
      const fed = ok(
        staffFunction(at(v, reduced, 'admin', { a: { steps: 1 } }), 'blue', 'b-staff', 'replacements', 'a'),
      );
      expect(fed.units.a!.steps).toBe(2);
    }
  });

  it('9.34d / 8.33 reserves on call refuse an out-of-supply unit', () => {
    for (const v of both) {
      const s = at(v, reduced, 'admin', { a: { unsupplied: true } });
      expect(staffFunction(s, 'blue', 'b-staff', 'reserve', 'a')).toMatchObject({
        ok: false,
        code: 'reserve.needGood',
      });
      expect(ok(staffFunction(at(v, reduced, 'admin'), 'blue', 'b-staff', 'reserve', 'a')).units.a!.reserve).toBe(true);
    }
  });

  it('9.34d / 17.0 a replacements event gives no step to an out-of-supply unit', () => {
    for (const v of both) {
      const base = at(v, reduced, 'admin', { a: { steps: 1, unsupplied: true } });
      const blue = base.boxes.blue;
      const withEvent = (s: FabState): FabState => ({
        ...s,
        boxes: {
          ...s.boxes,
          blue: { ...blue, cup: blue.cup.filter((x) => x !== 'b-rep'), available: [...blue.available, 'b-rep'] },
        },
      });
      expect(playEvent(withEvent(base), 'blue', 'b-rep', ['a'])).toMatchObject({
        ok: false,
        rule: '9.34',
        code: 'unit.unsuppliedEvent',
      });
      const fed = ok(playEvent(withEvent(at(v, reduced, 'admin', { a: { steps: 1 } })), 'blue', 'b-rep', ['a']));
      expect(fed.units.a!.steps).toBe(2);
    }
  });
});

describe('9.34a / 9.34d out-of-supply defenders get no asset and no event', () => {
  const battle: UnitSpec[] = [
    ['a', 'blue', 'armor', 'q3'],
    ['r1', 'red', 'infantry', 'q3'],
  ];
  /** Red's guns are in Available; r1 is marked out of supply but red can trace a route to q3 now (6.23). */
  const roundOf = (v: number, unsupplied: boolean) => {
    const s = at(v, battle, 'combat', { r1: { unsupplied } });
    const boxes = { ...s.boxes, red: { ...s.boxes.red, available: ['r-art'], cup: [], used: [] } };
    return ok(startRoundFromGame({ ...s, boxes }, 'q3')).round;
  };

  it('9.34a a defender marked out of supply is given no artillery, although a route can be traced now (version 1 gave it)', () => {
    expect(assignAssets(roundOf(V2, true), 'defender', ['r-art'])).toMatchObject({ ok: false, rule: '9.34' });
    expect(ok(assignAssets(roundOf(V1, true), 'defender', ['r-art'])).assets.map((x) => x.id)).toEqual(['r-art']);
    expect(ok(assignAssets(roundOf(V2, false), 'defender', ['r-art'])).assets.map((x) => x.id)).toEqual(['r-art']);
    // assigning nothing stays possible
    expect(assignAssets(roundOf(V2, true), 'defender', []).ok).toBe(true);
  });
});

describe('9.34 in the combat assistant, which plays the current rules', () => {
  const battle = (unsupplied: boolean) =>
    ok(
      createRound(
        ok(
          assistantSetup({
            attacker: { units: [{ id: 'a', unitClass: 'armor', formation: 'bf', qualities: ['veteran'] }] },
            defender: {
              units: [{ id: 'd', unitClass: 'infantry', formation: 'rf', qualities: ['veteran'], unsupplied }],
              assets: [{ id: 'guns', name: 'Guns', kind: 'artillery', formation: 'rf', quality: 'veteran' }],
              specialActions: 1,
            },
            dice: { kind: 'seeded', seed: 1 },
          }),
        ),
      ),
    );
  it('9.34a / 9.34d a defender marked out of supply gets no asset and cannot withdraw by special action', () => {
    expect(assignAssets(battle(true), 'defender', ['guns'])).toMatchObject({ ok: false, rule: '9.34' });
    expect(withdraw(battle(true), { d: 'elsewhere' })).toMatchObject({ ok: false, rule: '9.34' });
    expect(assignAssets(battle(false), 'defender', ['guns']).ok).toBe(true);
  });
});

describe('5.22 entering an area whose enemy units are face-up', () => {
  // q2 was contested when the phase began: blue a and red r, face-up after an earlier combat round
  const units: UnitSpec[] = [
    ['a', 'blue', 'infantry', 'q2'],
    ['b', 'blue', 'infantry', 'q1'],
    ['r', 'red', 'infantry', 'q2'],
  ];
  const faceUp = { a: { revealed: true }, r: { revealed: true } };
  const play = (v: number) => {
    const s = at(v, units, 'operational-movement', faceUp);
    const left = ok(moveStep(s, 'a', 'p2')); // a leaves for a friendly uncontested area
    return ok(moveStep(left, 'b', 'q2'));
  };

  it('5.22 the entering unit is revealed although the friendly units there have left', () => {
    const s = play(V2);
    expect(s.units.b!.area).toBe('q2');
    expect(s.units.b!.revealed).toBe(true);
  });

  it('5.22 version 1: it stayed hidden once the friendly units had left', () => {
    const s = play(V1);
    expect(s.units.b!.area).toBe('q2');
    expect(s.units.b!.revealed).toBe(false);
  });

  it('5.22 an area that was not contested when the phase began reveals nobody', () => {
    const s = at(V2, units, 'operational-movement', faceUp);
    // make q2 count as uncontested at the start: its contest is new this phase
    const fresh = { ...s, movement: { ...s.movement, uncontestedAtStart: [...s.movement.uncontestedAtStart, 'q2'] } };
    const left = ok(moveStep(fresh, 'a', 'p2'));
    expect(ok(moveStep(left, 'b', 'q2')).units.b!.revealed).toBe(false);
  });
});

describe('5.35d the bridge chance is for a newly contested area only', () => {
  // q3 was contested when the phase began (blue a, red r); a crosses the river back to q2, then b crosses in
  const units: UnitSpec[] = [
    ['a', 'blue', 'infantry', 'q3'],
    ['b', 'blue', 'armor', 'q2'],
    ['r', 'red', 'infantry', 'q3'],
  ];
  const faceUp = { a: { revealed: true }, r: { revealed: true } };
  const cross = (v: number) => {
    const s = at(v, units, 'operational-movement', faceUp);
    const left = ok(moveStep(s, 'a', 'q2'));
    expect(left.units.a!.area).toBe('q2');
    return ok(moveStep(left, 'b', 'q3'));
  };

  it('5.35d crossing into an old contested area whose friendly units left gives the enemy no attempt', () => {
    const s = cross(V2);
    expect(s.pendingBridge).toBeNull();
    expect(s.units.b!.area).toBe('q3');
    expect(s.units.b!.revealed).toBe(true); // 5.22 as well
  });

  it('5.35d version 1: the same crossing stopped for a bridge attempt', () => {
    const s = cross(V1);
    expect(s.pendingBridge).toMatchObject({ unit: 'b', decider: 'enemy' });
    const on = ok(decideBridge(s, false));
    expect(on.units.b!.area).toBe('q3');
    expect(on.units.b!.revealed).toBe(false);
  });
});
