import { describe, expect, it } from 'vitest';
import {
  activationCheck,
  activationMods,
  canHurtTank,
  check,
  effectiveCover,
  hitNeed,
  infantrySave,
  majorityArmour,
  meleeCheck,
  shotMods,
  suppressionRoom,
} from '../../../src/rules/fubar/checks';
import {
  ACTIONS,
  ARMOUR_SAVE,
  TRAINING,
  VEHICLE_SAVE,
  WEAPONS,
  damageResult,
  type CoverLevel,
  type Training,
} from '../../../src/rules/fubar/tables';

describe('six and one (units)', () => {
  it('units: a natural 6 succeeds even when modifiers leave it short', () => {
    const c = check(6, 5, [{ key: 'suppressed', value: -3 }]);
    expect(c.ok).toBe(true);
    expect(c.total).toBe(3);
    expect(c.natural).toBe('six');
  });
  it('units: a natural 1 fails even when modifiers lift it past the need', () => {
    const c = check(1, 2, [
      { key: 'noEnemy', value: 1 },
      { key: 'aimed', value: 3 },
    ]);
    expect(c.ok).toBe(false);
    expect(c.natural).toBe('one');
  });
  it('units: other faces succeed exactly when die plus modifiers reach the need', () => {
    for (let die = 2; die <= 5; die++) {
      for (let need = 2; need <= 6; need++) {
        for (const m of [-2, -1, 0, 1]) {
          expect(check(die, need, m ? [{ key: 'm', value: m }] : []).ok).toBe(die + m >= need);
        }
      }
    }
  });
});

describe('training table (training)', () => {
  const rows: [Training, number, number, number][] = [
    ['green', 5, 6, 1],
    ['seasoned', 4, 5, 2],
    ['veteran', 3, 4, 3],
    ['elite', 2, 4, 4],
  ];
  for (const [level, act, exp, cap] of rows) {
    it(`training: ${level} activates on ${act}+, hits on ${exp}+; suppression: at most ${cap} suppressed`, () => {
      expect(TRAINING[level]).toEqual({ activation: act, experience: exp, maxSuppressed: cap });
      const facts = { enemyInSight: true, figuresAway: 0 };
      expect(activationCheck(act, level, facts, 0).ok).toBe(true);
      if (act > 2) expect(activationCheck(act - 1, level, facts, 0).ok).toBe(false);
      expect(suppressionRoom(level, 0)).toBe(cap);
      expect(suppressionRoom(level, cap)).toBe(0);
      expect(suppressionRoom(level, cap + 1)).toBe(0);
    });
  }
});

describe('activation modifiers (activation)', () => {
  it('activation: +1 when no enemy is in sight', () => {
    expect(activationMods({ enemyInSight: false, figuresAway: 0 }, 0)).toEqual([{ key: 'noEnemy', value: 1 }]);
    expect(activationCheck(3, 'seasoned', { enemyInSight: false, figuresAway: 0 }, 0).ok).toBe(true);
    expect(activationCheck(3, 'seasoned', { enemyInSight: true, figuresAway: 0 }, 0).ok).toBe(false);
  });
  it('activation: -1 per suppressed figure', () => {
    expect(activationMods({ enemyInSight: true, figuresAway: 0 }, 2)).toEqual([{ key: 'suppressed', value: -2 }]);
    expect(activationCheck(5, 'seasoned', { enemyInSight: true, figuresAway: 0 }, 1).ok).toBe(true);
    expect(activationCheck(5, 'seasoned', { enemyInSight: true, figuresAway: 0 }, 2).ok).toBe(false);
  });
  it('activation: -1 per figure more than 3" from its unit', () => {
    expect(activationMods({ enemyInSight: true, figuresAway: 1 }, 0)).toEqual([{ key: 'away', value: -1 }]);
    expect(activationCheck(4, 'veteran', { enemyInSight: true, figuresAway: 1 }, 0).ok).toBe(true);
    expect(activationCheck(4, 'veteran', { enemyInSight: true, figuresAway: 2 }, 0).ok).toBe(false);
  });
  it('activation: modifiers add up, and a natural 6 still passes against all of them', () => {
    const c = activationCheck(6, 'green', { enemyInSight: true, figuresAway: 2 }, 1);
    expect(c.total).toBe(3);
    expect(c.ok).toBe(true);
    expect(activationCheck(1, 'elite', { enemyInSight: false, figuresAway: 0 }, 0).ok).toBe(false);
  });
});

describe('cover (cover)', () => {
  it('cover: light worsens the roll by 1, moderate by 2, hard by 3', () => {
    expect([0, 1, 2, 3].map((c) => hitNeed('elite', c as CoverLevel, 'rifle'))).toEqual([4, 5, 6, 6]);
    expect([0, 1, 2].map((c) => hitNeed('veteran', c as CoverLevel, 'rifle'))).toEqual([4, 5, 6]);
  });
  it('cover: never worse than 6+ (the floor)', () => {
    for (const level of ['green', 'seasoned', 'veteran', 'elite'] as Training[]) {
      for (const c of [0, 1, 2, 3] as CoverLevel[]) expect(hitNeed(level, c, 'lmg')).toBeLessThanOrEqual(6);
    }
    expect(hitNeed('green', 3, 'rifle')).toBe(6);
    expect(hitNeed('seasoned', 1, 'rifle')).toBe(6);
    expect(hitNeed('seasoned', 3, 'rifle')).toBe(6);
  });
  it('weapons: flamethrowers and tank guns ignore cover', () => {
    for (const w of ['flamethrower', 'light-gun', 'heavy-gun'] as const) expect(hitNeed('seasoned', 3, w)).toBe(5);
    expect(hitNeed('seasoned', 3, 'missile-launcher')).toBe(6);
  });
  it('actions: taking cover counts as light cover; going to ground raises the cover by one level', () => {
    expect(effectiveCover(0, 'take-cover')).toBe(1);
    expect(effectiveCover(2, 'take-cover')).toBe(2);
    expect(effectiveCover(0, 'go-to-ground')).toBe(1);
    expect(effectiveCover(2, 'go-to-ground')).toBe(3);
    expect(effectiveCover(3, 'go-to-ground')).toBe(3);
    expect(effectiveCover(2, 'none')).toBe(2);
  });
  it('shooting: an aimed shot adds 1 to each die', () => {
    expect(shotMods(true)).toEqual([{ key: 'aimed', value: 1 }]);
    expect(shotMods(false)).toEqual([]);
    expect(check(5, hitNeed('green', 0, 'rifle'), shotMods(true)).ok).toBe(true);
    expect(check(5, hitNeed('green', 0, 'rifle'), shotMods(false)).ok).toBe(false);
  });
});

describe('weapons table (weapons)', () => {
  const rows: [keyof typeof WEAPONS, number, number][] = [
    ['pistol', 8, 1],
    ['rifle', 24, 1],
    ['assault-rifle', 24, 2],
    ['grenade-launcher', 16, 3],
    ['sniper-rifle', 32, 2],
    ['smg', 16, 3],
    ['lmg', 32, 3],
    ['combat-shotgun', 8, 3],
    ['hmg', 32, 4],
    ['flamethrower', 8, 4],
    ['grenades', 8, 3],
    ['missile-launcher', 24, 3],
    ['light-at-gun', 32, 3],
    ['light-mortar', 40, 3],
    ['light-gun', 32, 4],
    ['heavy-gun', 48, 6],
  ];
  for (const [w, range, fp] of rows) {
    it(`weapons: ${w} reaches ${range}" with ${fp} firepower`, () => {
      expect(WEAPONS[w].range).toBe(range);
      expect(WEAPONS[w].firepower).toBe(fp);
    });
  }
  it('weapons: only the two guns are tank-only; the heavy machine gun needs two infantry crew', () => {
    expect(
      Object.entries(WEAPONS)
        .filter(([, r]) => r.tankOnly)
        .map(([k]) => k)
        .sort(),
    ).toEqual(['heavy-gun', 'light-gun']);
    expect(WEAPONS.hmg.infantryCrew).toBe(2);
  });
  it('vehicles: small arms and machine guns cannot hurt a tank crew; grenades, missiles and guns can', () => {
    for (const w of [
      'pistol',
      'rifle',
      'assault-rifle',
      'sniper-rifle',
      'smg',
      'lmg',
      'combat-shotgun',
      'hmg',
    ] as const)
      expect(canHurtTank(w)).toBe(false);
    for (const w of [
      'grenades',
      'missile-launcher',
      'light-at-gun',
      'flamethrower',
      'light-gun',
      'heavy-gun',
      'grenade-launcher',
    ] as const)
      expect(canHurtTank(w)).toBe(true);
  });
});

describe('armour (armour)', () => {
  it('armour: light 6+, medium 5+, heavy 4+, powered 3+, battle 2+, none has no save', () => {
    expect(ARMOUR_SAVE).toEqual({ none: null, light: 6, medium: 5, heavy: 4, powered: 3, battle: 2 });
  });
  it('armour: the unit saves against the type most of its figures wear', () => {
    expect(majorityArmour(['light', 'heavy', 'heavy'])).toBe('heavy');
    expect(majorityArmour(['none', 'none', 'battle'])).toBe('none');
    expect(infantrySave(['medium', 'medium', 'none'])).toBe(5);
    expect(infantrySave(['none', 'none', 'powered'])).toBeNull();
  });
  it('armour: a tie between types falls to the weaker save', () => {
    expect(majorityArmour(['heavy', 'light'])).toBe('light');
    expect(majorityArmour(['none', 'battle'])).toBe('none');
  });
  it('vehicles: armour classes save on 5+, 4+, 3+, 2+ and troops in or behind a vehicle take its save (or their better own)', () => {
    expect(VEHICLE_SAVE).toEqual({ light: 5, medium: 4, heavy: 3, 'very-heavy': 2 });
    expect(infantrySave(['none', 'none'], 'medium')).toBe(4);
    expect(infantrySave(['powered'], 'light')).toBe(3);
    expect(infantrySave(['light'], 'very-heavy')).toBe(2);
  });
});

describe('melee (melee)', () => {
  it('melee: hits on the experience value, suppressed figures at -1, no cover', () => {
    expect(meleeCheck(5, 'seasoned', false).ok).toBe(true);
    expect(meleeCheck(5, 'seasoned', true).ok).toBe(false);
    expect(meleeCheck(6, 'green', true).ok).toBe(true);
    expect(meleeCheck(4, 'veteran', true).mods).toEqual([{ key: 'suppressed', value: -1 }]);
  });
});

describe('actions table (actions)', () => {
  it('actions: walk 6", run 12", take cover 8", overwatch 0", go to ground 3", aimed shot 0", assault 8"', () => {
    expect(Object.fromEntries(Object.entries(ACTIONS).map(([k, v]) => [k, v.move]))).toEqual({
      walk: 6,
      run: 12,
      'take-cover': 8,
      overwatch: 0,
      'go-to-ground': 3,
      'aimed-shot': 0,
      assault: 8,
      drive: 12,
      hold: 0,
    });
  });
  it('actions: only walking (light weapons) and aimed shots fire; vehicles fire one weapon moving, all standing', () => {
    expect(ACTIONS.walk.fire).toBe('light');
    expect(ACTIONS['aimed-shot'].fire).toBe('any');
    for (const a of ['run', 'take-cover', 'go-to-ground', 'assault', 'overwatch'] as const)
      expect(ACTIONS[a].fire).toBe('none');
    expect(ACTIONS.drive.fire).toBe('one');
    expect(ACTIONS.hold.fire).toBe('all');
  });
});

describe('vehicle damage table (vehicle-damage)', () => {
  it('vehicle-damage: 1-2 stunned, 3 immobilised, 4-5 weapon destroyed, 6 destroyed', () => {
    expect([1, 2, 3, 4, 5, 6].map(damageResult)).toEqual([
      'stunned',
      'stunned',
      'immobilised',
      'weapon-destroyed',
      'weapon-destroyed',
      'destroyed',
    ]);
  });
});
