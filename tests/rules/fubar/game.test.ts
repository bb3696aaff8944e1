import { describe, expect, it } from 'vitest';
import { createDice } from '../../../src/rules/common/dice';
import type { Result } from '../../../src/rules/common/result';
import * as G from '../../../src/rules/fubar/game';
import { validateRoster, type InfantrySpec, type UnitSpec } from '../../../src/rules/fubar/roster';
import { buildContext, type FubarCtx } from '../../../src/rules/fubar/state';
import { okValue } from '../../fixtures/ok';

const squad = (
  training: 'green' | 'seasoned' | 'veteran' | 'elite',
  n: number,
  weapons: string[] = ['rifle'],
  armour = 'none',
): InfantrySpec =>
  ({
    kind: 'infantry',
    name: `${training} squad`,
    training,
    figures: Array.from({ length: n }, () => ({ weapons, armour })),
  }) as InfantrySpec;
const tank: UnitSpec = {
  kind: 'vehicle',
  name: 'Tank',
  training: 'veteran',
  armour: 'heavy',
  tank: true,
  crew: 3,
  weapons: ['light-gun', 'lmg'],
};
const apc: UnitSpec = {
  kind: 'vehicle',
  name: 'APC',
  training: 'seasoned',
  armour: 'light',
  tank: false,
  crew: 2,
  weapons: ['hmg'],
};

function ctx(a: UnitSpec[], b: UnitSpec[], rolls: number[] = []): FubarCtx {
  const r = buildContext(
    { sides: [{ roster: { name: 'A', units: a } }, { roster: { name: 'B', units: b } }] },
    createDice({ kind: 'scripted', rolls }),
    validateRoster,
  );
  if (!r.ok) throw new Error(r.message);
  return r.value;
}
function ok<T>(r: Result<T>): T {
  if (!r.ok) throw new Error(`${r.rule}: ${r.message}`);
  return r.value;
}
/** Give side A the initiative and make unit A1 active with `action`. */
function activeWith(
  c: FubarCtx,
  action: Parameters<typeof G.chooseAction>[1]['action'],
  unit = 'A1',
  terrain?: 'open' | 'light',
): FubarCtx {
  const a = {
    ...c,
    initiative: 0 as const,
    active: unit,
    units: c.units.map((u) => (u.id === unit ? { ...u, tried: true, activated: true } : u)),
  };
  return ok(G.chooseAction(a, { action, ...(terrain ? { terrain } : {}) }));
}
const withDice = (c: FubarCtx, rolls: number[]): FubarCtx => ({ ...c, dice: createDice({ kind: 'scripted', rolls }) });

describe('rosters (units, weapons, vehicles)', () => {
  it('units: a valid roster passes and keeps its units', () => {
    const r = validateRoster({ name: 'X', units: [squad('veteran', 3), tank] });
    expect(okValue(r).units.length).toBe(2);
  });
  it('training: a unit without a known training level is refused', () => {
    const r = validateRoster({ name: 'X', units: [{ ...squad('veteran', 2), training: 'rookie' }] });
    expect(!r.ok && r.rule).toBe('training');
  });
  it('weapons: guns only on tanks', () => {
    const r = validateRoster({ name: 'X', units: [{ ...apc, weapons: ['light-gun'] }] });
    expect(!r.ok && r.rule).toBe('weapons');
    expect(validateRoster({ name: 'X', units: [squad('elite', 2, ['heavy-gun'])] }).ok).toBe(false);
    expect(validateRoster({ name: 'X', units: [tank] }).ok).toBe(true);
  });
  it('weapons: an infantry heavy machine gun needs a unit of at least two figures', () => {
    expect(validateRoster({ name: 'X', units: [squad('elite', 1, ['hmg'])] }).ok).toBe(false);
    expect(validateRoster({ name: 'X', units: [squad('elite', 2, ['hmg'])] }).ok).toBe(true);
  });
  it('weapons: the grenade launcher comes with an assault rifle', () => {
    expect(validateRoster({ name: 'X', units: [squad('elite', 1, ['grenade-launcher'])] }).ok).toBe(false);
    expect(validateRoster({ name: 'X', units: [squad('elite', 1, ['assault-rifle', 'grenade-launcher'])] }).ok).toBe(
      true,
    );
  });
  it('armour: unknown armour and vehicle armour classes are refused', () => {
    expect(validateRoster({ name: 'X', units: [squad('elite', 1, ['rifle'], 'mithril')] }).ok).toBe(false);
    expect(validateRoster({ name: 'X', units: [{ ...tank, armour: 'paper' }] }).ok).toBe(false);
  });
});

describe('activation (activation, suppression)', () => {
  it('activation: only the side with initiative may activate', () => {
    const c = { ...ctx([squad('seasoned', 3)], [squad('seasoned', 3)], [6]), initiative: 1 as const };
    const r = G.activate(c, { unit: 'A1', enemyInSight: true, figuresAway: 0 });
    expect(!r.ok && r.rule).toBe('initiative');
  });
  it('activation: a failure puts the unit on overwatch and passes initiative', () => {
    const c = { ...ctx([squad('seasoned', 3)], [squad('seasoned', 3)], [3]), initiative: 0 as const };
    const n = ok(G.activate(c, { unit: 'A1', enemyInSight: true, figuresAway: 0 }));
    expect(G.unitOf(n, 'A1')).toMatchObject({ tried: true, activated: false, overwatch: true });
    expect(n.initiative).toBe(1);
    expect(n.active).toBeNull();
  });
  it('activation: a pass keeps initiative and makes the unit active', () => {
    const c = {
      ...ctx([squad('seasoned', 3), squad('green', 2)], [squad('seasoned', 3)], [4]),
      initiative: 0 as const,
    };
    const n = ok(G.activate(c, { unit: 'A1', enemyInSight: true, figuresAway: 0 }));
    expect(n.active).toBe('A1');
    expect(n.initiative).toBe(0);
  });
  it('activation: figures away must be a count the unit can have', () => {
    const c = { ...ctx([squad('seasoned', 3)], [squad('seasoned', 3)], [4]), initiative: 0 as const };
    expect(G.activate(c, { unit: 'A1', enemyInSight: true, figuresAway: 3 }).ok).toBe(false);
    expect(G.activate(c, { unit: 'A1', enemyInSight: true, figuresAway: -1 }).ok).toBe(false);
  });
  it('suppression: suppressed figures stand up after the roll and, on a pass, may not fire until the next activation', () => {
    let c = { ...ctx([squad('veteran', 3)], [squad('seasoned', 3)], [5]), initiative: 0 as const };
    c = {
      ...c,
      units: c.units.map((u) =>
        u.id === 'A1'
          ? { ...u, figures: u.figures.map((f, i) => (i === 0 ? { ...f, status: 'suppressed' as const } : f)) }
          : u,
      ),
    };
    const n = ok(G.activate(c, { unit: 'A1', enemyInSight: true, figuresAway: 0 }));
    const figs = G.unitOf(n, 'A1')!.figures;
    expect(figs.map((f) => f.status)).toEqual(['ok', 'ok', 'ok']);
    expect(figs.map((f) => f.noFire)).toEqual([true, false, false]);
    // and the -1 applied: 5 - 1 = 4 >= 3
    expect(n.log.at(-1)!.rolls[0]!.total).toBe(4);
    const walking = ok(G.chooseAction(n, { action: 'walk' }));
    const r = G.shoot(walking, { target: 'B1', shots: [{ from: 'A1-1', weapon: 0 }], cover: 0 });
    expect(!r.ok && r.rule).toBe('suppression');
    expect(G.shoot(withDice(walking, [2]), { target: 'B1', shots: [{ from: 'A1-2', weapon: 0 }], cover: 0 }).ok).toBe(
      true,
    );
  });
  it('suppression: after a failed roll the figures stand up and may fire on overwatch', () => {
    let c = { ...ctx([squad('veteran', 2)], [squad('seasoned', 3)], [2]), initiative: 0 as const };
    c = {
      ...c,
      units: c.units.map((u) =>
        u.id === 'A1' ? { ...u, figures: u.figures.map((f) => ({ ...f, status: 'suppressed' as const })) } : u,
      ),
    };
    const n = ok(G.activate(c, { unit: 'A1', enemyInSight: true, figuresAway: 0 }));
    expect(G.unitOf(n, 'A1')!.figures.every((f) => f.status === 'ok' && !f.noFire)).toBe(true);
  });
});

describe('shooting (shooting, cover, armour, suppression)', () => {
  it('shooting: one die per point of firepower, hits on the experience value', () => {
    // veteran (4+) with an SMG (3 FP) and a rifle (1 FP): dice 4,3,6 | 2 -> 2 hits, no armour so no saves
    const c = withDice(
      activeWith(
        ctx(
          [
            {
              ...squad('veteran', 2),
              figures: [
                { weapons: ['smg'], armour: 'none' },
                { weapons: ['rifle'], armour: 'none' },
              ],
            },
          ],
          [squad('green', 4)],
        ),
        'aimed-shot',
      ),
      [3, 4, 6, 2],
    );
    const n = ok(
      G.shoot(c, {
        target: 'B1',
        shots: [
          { from: 'A1-1', weapon: 0 },
          { from: 'A1-2', weapon: 0 },
        ],
        cover: 0,
      }),
    );
    // aimed +1: 3->4 hit, 4->5 hit, 6 hit, 2->3 miss
    expect(n.pending).toEqual([{ kind: 'hits', unit: 'B1', hits: 3, allowSuppress: true, rule: 'shooting' }]);
    expect(n.log.at(-1)!.rolls.map((r) => r.ok)).toEqual([true, true, true, false]);
  });
  it('cover: moderate cover makes a veteran need 6; the natural 1 still misses with an aimed +1', () => {
    const c = withDice(activeWith(ctx([squad('veteran', 1)], [squad('green', 3)]), 'aimed-shot'), [5, 1]);
    const n = ok(G.shoot(c, { target: 'B1', shots: [{ from: 'A1-1', weapon: 0 }], cover: 2 }));
    expect(n.log.at(-1)!.rolls[0]).toMatchObject({ need: 6, total: 6, ok: true });
    const c2 = withDice(activeWith(ctx([squad('veteran', 1)], [squad('green', 3)]), 'aimed-shot'), [1]);
    const n2 = ok(G.shoot(c2, { target: 'B1', shots: [{ from: 'A1-1', weapon: 0 }], cover: 0 }));
    expect(n2.log.at(-1)!.rolls[0]).toMatchObject({ ok: false });
    expect(n2.pending).toEqual([]);
  });
  it('cover: a target that took cover counts as in light cover', () => {
    let c = ctx([squad('veteran', 1)], [squad('green', 3)]);
    c = { ...c, units: c.units.map((u) => (u.id === 'B1' ? { ...u, posture: 'take-cover' as const } : u)) };
    const n = ok(
      G.shoot(withDice(activeWith(c, 'walk'), [4]), { target: 'B1', shots: [{ from: 'A1-1', weapon: 0 }], cover: 0 }),
    );
    expect(n.log.at(-1)!.rolls[0]).toMatchObject({ need: 5, ok: false });
  });
  it('actions: walking allows light weapons and thrown grenades only', () => {
    const c = activeWith(
      ctx(
        [
          {
            ...squad('elite', 3),
            figures: [
              { weapons: ['missile-launcher', 'grenades'], armour: 'none' },
              { weapons: ['rifle'], armour: 'none' },
              { weapons: ['rifle'], armour: 'none' },
            ],
          },
        ],
        [squad('green', 3)],
      ),
      'walk',
    );
    const r = G.shoot(c, { target: 'B1', shots: [{ from: 'A1-1', weapon: 0 }], cover: 0 });
    expect(!r.ok && r.rule).toBe('actions');
    expect(G.shoot(withDice(c, [1, 1, 1]), { target: 'B1', shots: [{ from: 'A1-1', weapon: 1 }], cover: 0 }).ok).toBe(
      true,
    );
  });
  it('shooting: a unit may split its fire across targets, each figure firing once', () => {
    const c = withDice(
      activeWith(ctx([squad('elite', 2)], [squad('green', 2), squad('green', 2)]), 'aimed-shot'),
      [1, 1],
    );
    const r = G.shoot(c, { target: 'B1', shots: [{ from: 'A1-1', weapon: 0 }], cover: 0 });
    const n = ok(r);
    expect(G.shoot(n, { target: 'B1', shots: [{ from: 'A1-1', weapon: 0 }], cover: 0 }).ok).toBe(false);
    // aimed shots stay on the picked unit
    const other = G.shoot(n, { target: 'B2', shots: [{ from: 'A1-2', weapon: 0 }], cover: 0 });
    expect(!other.ok && other.rule).toBe('actions');
    const walk = withDice(activeWith(ctx([squad('elite', 2)], [squad('green', 2), squad('green', 2)]), 'walk'), [1, 1]);
    const w1 = ok(G.shoot(walk, { target: 'B1', shots: [{ from: 'A1-1', weapon: 0 }], cover: 0 }));
    expect(G.shoot(w1, { target: 'B2', shots: [{ from: 'A1-2', weapon: 0 }], cover: 0 }).ok).toBe(true);
  });
  it('weapons: an infantry heavy machine gun fires only with a second figure serving it, who does not fire', () => {
    const c = activeWith(
      ctx(
        [
          {
            ...squad('seasoned', 3),
            figures: [
              { weapons: ['hmg'], armour: 'none' },
              { weapons: ['rifle'], armour: 'none' },
              { weapons: ['rifle'], armour: 'none' },
            ],
          },
        ],
        [squad('green', 3)],
      ),
      'aimed-shot',
    );
    expect(G.shoot(c, { target: 'B1', shots: [{ from: 'A1-1', weapon: 0 }], cover: 0 }).ok).toBe(false);
    const both = G.shoot(c, {
      target: 'B1',
      shots: [
        { from: 'A1-1', weapon: 0, crew: 'A1-2' },
        { from: 'A1-2', weapon: 0 },
      ],
      cover: 0,
    });
    expect(!both.ok && both.rule).toBe('weapons');
    const n = ok(
      G.shoot(withDice(c, [1, 1, 1, 1]), {
        target: 'B1',
        shots: [{ from: 'A1-1', weapon: 0, crew: 'A1-2' }],
        cover: 0,
      }),
    );
    expect(G.unitOf(n, 'A1')!.figures.map((f) => f.fired)).toEqual([true, true, false]);
  });
  it('armour: hits are saved on the majority armour, then the owner allocates the rest', () => {
    const c = withDice(
      activeWith(
        ctx(
          [{ ...squad('elite', 1), figures: [{ weapons: ['smg'], armour: 'none' }] }],
          [squad('green', 3, ['rifle'], 'medium')],
        ),
        'walk',
      ),
      [4, 5, 6, 5, 4, 1],
    );
    const n = ok(G.shoot(c, { target: 'B1', shots: [{ from: 'A1-1', weapon: 0 }], cover: 0 }));
    // 3 hits, saves 5 (saved), 4, 1 -> 2 unsaved
    expect(n.pending).toEqual([{ kind: 'hits', unit: 'B1', hits: 2, allowSuppress: true, rule: 'shooting' }]);
  });
  it('armour: troops in or behind a vehicle save on the vehicle armour', () => {
    const c = withDice(
      activeWith(
        ctx([{ ...squad('elite', 1), figures: [{ weapons: ['smg'], armour: 'none' }] }], [squad('green', 3), apc]),
        'walk',
      ),
      [4, 5, 6, 5, 4, 1],
    );
    const n = ok(G.shoot(c, { target: 'B1', shots: [{ from: 'A1-1', weapon: 0 }], cover: 0, behindVehicle: 'B2' }));
    expect(n.pending).toEqual([{ kind: 'hits', unit: 'B1', hits: 2, allowSuppress: true, rule: 'shooting' }]);
    const bare = ok(G.shoot(withDice(c, [4, 5, 6]), { target: 'B1', shots: [{ from: 'A1-1', weapon: 0 }], cover: 0 }));
    expect(bare.pending[0]).toMatchObject({ hits: 3 });
  });
  it('suppression: the owner converts each hit to a casualty or a suppression, within the cap', () => {
    const base = ctx([squad('elite', 1)], [squad('seasoned', 4)]);
    const c = {
      ...base,
      pending: [{ kind: 'hits' as const, unit: 'B1', hits: 3, allowSuppress: true, rule: 'shooting' as const }],
    };
    const over = G.allocateHits(c, { casualties: [], suppressed: ['B1-1', 'B1-2', 'B1-3'] });
    expect(!over.ok && over.rule).toBe('suppression');
    expect(G.allocateHits(c, { casualties: ['B1-1'], suppressed: ['B1-2'] }).ok).toBe(false); // must allocate all 3
    const n = ok(G.allocateHits(c, { casualties: ['B1-1'], suppressed: ['B1-2', 'B1-3'] }));
    expect(G.unitOf(n, 'B1')!.figures.map((f) => f.status)).toEqual(['casualty', 'suppressed', 'suppressed', 'ok']);
    expect(n.pending).toEqual([]);
  });
  it('suppression: the caps are 1, 2, 3 and 4 by level, counting figures already down', () => {
    for (const [level, cap] of [
      ['green', 1],
      ['seasoned', 2],
      ['veteran', 3],
      ['elite', 4],
    ] as const) {
      const base = ctx([squad('elite', 1)], [squad(level, 6)]);
      const c = {
        ...base,
        pending: [{ kind: 'hits' as const, unit: 'B1', hits: 5, allowSuppress: true, rule: 'shooting' as const }],
      };
      const ids = ['B1-1', 'B1-2', 'B1-3', 'B1-4', 'B1-5'];
      expect(G.allocateHits(c, { casualties: ids.slice(cap), suppressed: ids.slice(0, cap) }).ok).toBe(true);
      expect(G.allocateHits(c, { casualties: ids.slice(cap + 1), suppressed: ids.slice(0, cap + 1) }).ok).toBe(false);
      const already = {
        ...c,
        units: c.units.map((u) =>
          u.id === 'B1'
            ? { ...u, figures: u.figures.map((f, i) => (i === 5 ? { ...f, status: 'suppressed' as const } : f)) }
            : u,
        ),
      };
      expect(G.allocateHits(already, { casualties: ids.slice(cap), suppressed: ids.slice(0, cap) }).ok).toBe(false);
      // a suppressed figure taken as a casualty frees its place
      expect(
        G.allocateHits(already, { casualties: ['B1-6', ...ids.slice(cap, 4)], suppressed: ids.slice(0, cap) }).ok,
      ).toBe(cap <= 4);
    }
  });
  it('suppression: more hits than figures wipes the unit and the other side wins', () => {
    const base = ctx([squad('elite', 1)], [squad('green', 2)]);
    const c = {
      ...base,
      pending: [{ kind: 'hits' as const, unit: 'B1', hits: 2, allowSuppress: true, rule: 'shooting' as const }],
    };
    const n = ok(G.allocateHits(c, { casualties: ['B1-1', 'B1-2'], suppressed: [] }));
    expect(G.isOut(G.unitOf(n, 'B1')!)).toBe(true);
    expect(n.winner).toBe(0);
  });
});

describe('vehicles (vehicles, vehicle-damage)', () => {
  it('vehicles: small arms and machine guns cannot hurt a tank', () => {
    const c = activeWith(ctx([squad('elite', 2, ['lmg'])], [tank]), 'aimed-shot');
    const r = G.shoot(c, { target: 'B1', shots: [{ from: 'A1-1', weapon: 0 }], cover: 0 });
    expect(!r.ok && r.rule).toBe('vehicles');
    // but they can hit a carrier
    expect(
      G.shoot(withDice(activeWith(ctx([squad('elite', 2, ['lmg'])], [apc]), 'aimed-shot'), [1, 1, 1]), {
        target: 'B1',
        shots: [{ from: 'A1-1', weapon: 0 }],
        cover: 0,
      }).ok,
    ).toBe(true);
  });
  it('vehicles: a moving vehicle fires one weapon, a stationary one all of them', () => {
    const drive = activeWith(ctx([tank], [squad('green', 3)]), 'drive', 'A1', 'open');
    const two = G.shoot(drive, {
      target: 'B1',
      shots: [
        { from: 'A1', weapon: 0 },
        { from: 'A1', weapon: 1 },
      ],
      cover: 0,
    });
    expect(!two.ok && two.rule).toBe('vehicles');
    const one = ok(
      G.shoot(withDice(drive, [1, 1, 1, 1]), { target: 'B1', shots: [{ from: 'A1', weapon: 0 }], cover: 0 }),
    );
    expect(G.shoot(one, { target: 'B1', shots: [{ from: 'A1', weapon: 1 }], cover: 0 }).ok).toBe(false);
    const hold = activeWith(ctx([tank], [squad('green', 3)]), 'hold');
    expect(
      G.shoot(withDice(hold, [1, 1, 1, 1, 1, 1, 1]), {
        target: 'B1',
        shots: [
          { from: 'A1', weapon: 0 },
          { from: 'A1', weapon: 1 },
        ],
        cover: 0,
      }).ok,
    ).toBe(true);
  });
  it('vehicles: moving in light cover is 6", in the open 12"; an immobilised vehicle cannot drive', () => {
    const light = activeWith(ctx([tank], [squad('green', 3)]), 'drive', 'A1', 'light');
    expect(light.log.at(-1)!.params.move).toBe(6);
    expect(activeWith(ctx([tank], [squad('green', 3)]), 'drive', 'A1', 'open').log.at(-1)!.params.move).toBe(12);
    let c = ctx([tank], [squad('green', 3)]);
    c = {
      ...c,
      initiative: 0,
      active: 'A1',
      units: c.units.map((u) => (u.id === 'A1' ? { ...u, vehicle: { ...u.vehicle!, immobilised: true } } : u)),
    };
    const r = G.chooseAction(c, { action: 'drive', terrain: 'open' });
    expect(!r.ok && r.rule).toBe('vehicle-damage');
  });
  const gunner: UnitSpec = {
    kind: 'vehicle',
    name: 'Gun tank',
    training: 'elite',
    armour: 'very-heavy',
    tank: true,
    crew: 2,
    weapons: ['heavy-gun'],
  };
  function hitTank(rolls: number[]) {
    // heavy gun 6 dice, elite hits on 4+; target heavy tank saves on 3+
    return ok(
      G.shoot(withDice(activeWith(ctx([gunner], [tank, squad('green', 1)]), 'hold'), rolls), {
        target: 'B1',
        shots: [{ from: 'A1', weapon: 0 }],
        cover: 0,
      }),
    );
  }
  it('vehicle-damage: 1-2 stuns the crew until next turn', () => {
    const n = hitTank([6, 1, 1, 1, 1, 1, /* save */ 2, /* damage */ 2]);
    expect(G.unitOf(n, 'B1')!.vehicle).toMatchObject({ stunned: true, destroyed: false });
    expect(G.mayTry(n, G.unitOf(n, 'B1')!)).toBe(false);
    const next = ok(G.nextTurn({ ...n, units: n.units.map((u) => ({ ...u, tried: true })) }));
    expect(G.unitOf(next, 'B1')!.vehicle!.stunned).toBe(false);
  });
  it('vehicle-damage: 3 immobilises for the rest of the game', () => {
    const n = hitTank([6, 1, 1, 1, 1, 1, 2, 3]);
    expect(G.unitOf(n, 'B1')!.vehicle).toMatchObject({ immobilised: true, stunned: false });
  });
  it("vehicle-damage: 4-5 destroys a weapon of the owner's choice", () => {
    for (const d of [4, 5]) {
      const n = hitTank([6, 1, 1, 1, 1, 1, 2, d]);
      expect(n.pending).toEqual([{ kind: 'weapon-loss', unit: 'B1', count: 1 }]);
      const after = ok(G.chooseLostWeapon(n, { weapon: 1 }));
      expect(G.unitOf(after, 'B1')!.vehicle!.lost).toEqual([false, true]);
      expect(after.pending).toEqual([]);
    }
  });
  it('vehicle-damage: 6 destroys the vehicle; each crew member escapes on 5+', () => {
    const n = hitTank([6, 1, 1, 1, 1, 1, 2, 6, 5, 4, 6]);
    expect(G.unitOf(n, 'B1')!.vehicle).toMatchObject({ destroyed: true, crewEscaped: 2, crewLost: 1 });
    expect(n.pending).toEqual([]);
    // the two who got out carry on as a unit on foot, which has already had its turn
    const crew = G.unitOf(n, 'B1c')!;
    expect(crew).toMatchObject({ side: 1, kind: 'infantry', training: 'veteran', tried: true, crewOf: 'B1' });
    expect(crew.figures.map((f) => f.id)).toEqual(['B1c-1', 'B1c-2']);
    expect(G.isOut(G.unitOf(n, 'B1')!)).toBe(true);
    expect(G.sideStanding(n, 1)).toBe(true);
  });
  it('vehicle-damage: when no crew member escapes, no crew unit appears', () => {
    const n = hitTank([6, 1, 1, 1, 1, 1, 2, 6, 4, 4, 1]);
    expect(G.unitOf(n, 'B1')!.vehicle).toMatchObject({ destroyed: true, crewEscaped: 0, crewLost: 3 });
    expect(G.unitOf(n, 'B1c')).toBeUndefined();
  });
  it('vehicles: a saved hit does no damage', () => {
    const n = hitTank([6, 1, 1, 1, 1, 1, 3]);
    expect(G.unitOf(n, 'B1')!.vehicle).toMatchObject({ stunned: false, immobilised: false, destroyed: false });
  });
});

describe('melee (melee)', () => {
  it('melee: both sides roll a die per figure at once; suppressed figures roll apart at -1; hits are casualties only', () => {
    let c = ctx([squad('seasoned', 2)], [squad('veteran', 2)]);
    c = {
      ...c,
      units: c.units.map((u) =>
        u.id === 'B1'
          ? { ...u, figures: u.figures.map((f, i) => (i === 1 ? { ...f, status: 'suppressed' as const } : f)) }
          : u,
      ),
    };
    const a = withDice(activeWith(c, 'assault'), [5, 2, /* B: ok fig */ 4, /* B suppressed fig */ 4]);
    const n = ok(G.assault(a, { target: 'B1' }));
    expect(n.engagements).toEqual([{ id: 'M1', a: 'A1', b: 'B1', lastFought: 1 }]);
    const bLog = n.log.at(-1)!;
    expect(bLog.rolls.map((r) => [r.label, r.ok])).toEqual([
      ['melee', true],
      ['melee-suppressed', false],
    ]);
    expect(n.pending).toEqual([
      { kind: 'hits', unit: 'B1', hits: 1, allowSuppress: false, rule: 'melee' },
      { kind: 'hits', unit: 'A1', hits: 1, allowSuppress: false, rule: 'melee' },
    ]);
    const r = G.allocateHits(n, { casualties: [], suppressed: ['B1-1'] });
    expect(!r.ok && r.rule).toBe('melee');
  });
  it('melee: continues at the start of a later turn, not twice in one turn', () => {
    const a = withDice(activeWith(ctx([squad('seasoned', 1)], [squad('veteran', 1)]), 'assault'), [2, 2]);
    const n = ok(G.assault(a, { target: 'B1' }));
    expect(G.meleeToFight(n)).toEqual([]);
    expect(G.fightMelee(n, { engagement: 'M1' }).ok).toBe(false);
    const later = { ...n, turn: 2 };
    expect(G.meleeToFight(later).map((e) => e.id)).toEqual(['M1']);
    expect(G.isEngaged(later, 'A1')).toBe(true);
    expect(G.mayTry(later, G.unitOf(later, 'A1')!)).toBe(false);
    const f = ok(G.fightMelee(withDice(later, [2, 2]), { engagement: 'M1' }));
    expect(f.engagements[0]!.lastFought).toBe(2);
  });
  it("melee-vehicles (Sandtable's ruling): a vehicle cannot be assaulted; the refusal cites the ruling and changes nothing", () => {
    for (const vehicle of [apc, tank]) {
      const c = activeWith(ctx([squad('seasoned', 2, ['rifle', 'grenades'])], [vehicle]), 'assault');
      const before = JSON.stringify(c);
      expect(G.assault(c, { target: 'B1' })).toMatchObject({
        ok: false,
        rule: 'melee-vehicles',
        code: 'melee.vehicle',
      });
      expect(JSON.stringify(c)).toBe(before);
    }
  });
  it('melee-vehicles: the crew that got out of a destroyed vehicle fights on foot and may be assaulted', () => {
    const gun: UnitSpec = { ...tank, name: 'Gun tank', training: 'elite', weapons: ['heavy-gun'] };
    // A1's heavy gun hits once, the tank fails its save and is destroyed (6); two of its three crew get out
    const shot = ok(
      G.shoot(
        withDice(activeWith(ctx([gun, squad('veteran', 3)], [tank]), 'hold'), [6, 1, 1, 1, 1, 1, 2, 6, 5, 6, 4]),
        {
          target: 'B1',
          shots: [{ from: 'A1', weapon: 0 }],
          cover: 0,
        },
      ),
    );
    expect(G.unitOf(shot, 'B1c')).toMatchObject({ kind: 'infantry', crewOf: 'B1' });
    const a = withDice(activeWith(shot, 'assault', 'A2'), Array<number>(12).fill(4));
    expect(G.assault(a, { target: 'B1c' }).ok).toBe(true);
  });
});

describe('initiative (initiative)', () => {
  it('initiative: the higher d6 plus scenario modifier wins; a tie decides nothing', () => {
    const base = ctx([squad('green', 1)], [squad('green', 1)]);
    expect(ok(G.rollInitiative(withDice(base, [3, 5]))).initiative).toBe(1);
    expect(ok(G.rollInitiative(withDice(base, [4, 4]))).initiative).toBeNull();
    const mod = { ...base, sides: [{ name: 'A', initiativeModifier: 2 }, base.sides[1]] as const };
    expect(ok(G.rollInitiative(withDice(mod, [3, 4]))).initiative).toBe(0);
    expect(ok(G.rollInitiative(withDice(mod, [2, 4]))).initiative).toBeNull();
  });
});
