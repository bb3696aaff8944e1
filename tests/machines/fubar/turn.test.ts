import { describe, expect, it } from 'vitest';
import { phaseOf, type FubarState } from '../../../machines/fubar/engine';
import { fubarEngine } from '../../../src/app/systems/fubar';
import type { FubarEvent } from '../../../machines/fubar/turn';
import type { UnitSpec } from '../../../src/rules/fubar/roster';
import { okOutcome } from '../../fixtures/ok';

const squad = (name: string, training: 'green' | 'seasoned' | 'veteran' | 'elite', n: number): UnitSpec => ({
  kind: 'infantry',
  name,
  training,
  figures: Array.from({ length: n }, () => ({ weapons: ['rifle'], armour: 'none' })),
});

function start(a: UnitSpec[], b: UnitSpec[], rolls: number[], extra: Record<string, unknown> = {}): FubarState {
  const r = fubarEngine.start({
    system: 'fubar',
    scenario: { id: 'test', version: 1 },
    options: {},
    dice: { kind: 'scripted', rolls },
    data: {
      sides: [
        { name: 'Red', roster: { name: 'R', units: a } },
        { name: 'Blue', roster: { name: 'B', units: b } },
      ],
      ...extra,
    },
  });
  if (!r.ok) throw new Error(r.message);
  return r.state;
}

function run(s: FubarState, ...events: FubarEvent[]): FubarState {
  for (const e of events) {
    const r = fubarEngine.apply(s, e);
    if (!r.ok) throw new Error(`${e.type} refused in ${phaseOf(s)}: ${r.rule} ${r.message}`);
    s = r.state;
  }
  return s;
}

const act = (unit: string, enemyInSight = true, figuresAway = 0): FubarEvent => ({
  type: 'ACTIVATE',
  unit,
  enemyInSight,
  figuresAway,
});

describe('FUBAR turn statechart', () => {
  it('initiative: a tie is rolled again; the winner activates first', () => {
    let s = start([squad('R1', 'seasoned', 2)], [squad('B1', 'seasoned', 2)], [3, 3, 2, 5]);
    expect(phaseOf(s)).toBe('initiative');
    s = run(s, { type: 'ROLL_INITIATIVE' });
    expect(phaseOf(s)).toBe('initiative');
    expect(s.ctx.lastInitiative).toEqual([3, 3]);
    s = run(s, { type: 'ROLL_INITIATIVE' });
    expect(phaseOf(s)).toBe('activation');
    expect(s.ctx.initiative).toBe(1);
    expect(fubarEngine.status(s).actor).toBe('B');
    const wrong = fubarEngine.apply(s, act('A1'));
    expect(!wrong.ok && wrong.rule).toBe('initiative');
  });

  it('activation: a chain of passes ends in a failure, initiative passes back and forth, every unit tries once', () => {
    // A wins initiative 5-2; A1 passes (4), A2 passes (5), A3 fails (2) -> B; B1 fails (1) -> A;
    // A has nobody left, so B keeps going: B2 passes (6) ... then every unit has tried.
    let s = start(
      [squad('R1', 'seasoned', 2), squad('R2', 'seasoned', 2), squad('R3', 'seasoned', 2)],
      [squad('B1', 'veteran', 2), squad('B2', 'veteran', 2)],
      [5, 2, 4, 5, 2, 1, 6],
    );
    s = run(s, { type: 'ROLL_INITIATIVE' }, act('A1'));
    expect(phaseOf(s)).toBe('action');
    s = run(s, { type: 'CHOOSE_ACTION', action: 'overwatch' });
    expect(phaseOf(s)).toBe('activation');
    expect(s.ctx.initiative).toBe(0);
    s = run(s, act('A2'), { type: 'CHOOSE_ACTION', action: 'run' }, { type: 'DONE_MOVING' });
    expect(s.ctx.initiative).toBe(0);
    s = run(s, act('A3'));
    expect(phaseOf(s)).toBe('activation');
    expect(s.ctx.initiative).toBe(1);
    expect(s.ctx.units.find((u) => u.id === 'A3')).toMatchObject({ tried: true, overwatch: true });
    const again = fubarEngine.apply(s, act('A1'));
    expect(again.ok).toBe(false);
    s = run(s, act('B1'));
    // initiative would pass to A, but A has no untried unit: it stays with B
    expect(s.ctx.initiative).toBe(1);
    expect(phaseOf(s)).toBe('activation');
    s = run(s, act('B2'), { type: 'CHOOSE_ACTION', action: 'go-to-ground' }, { type: 'DONE_MOVING' });
    expect(phaseOf(s)).toBe('turnEnd');
    expect(s.ctx.units.every((u) => u.tried)).toBe(true);
    expect(s.ctx.log.filter((e) => e.kind === 'activation').map((e) => [e.unit, e.params.ok])).toEqual([
      ['A1', 1],
      ['A2', 1],
      ['A3', 0],
      ['B1', 0],
      ['B2', 1],
    ]);
    s = run(s, { type: 'NEXT_TURN' });
    expect(phaseOf(s)).toBe('initiative');
    expect(s.ctx.turn).toBe(2);
    expect(s.ctx.units.every((u) => !u.tried && !u.overwatch)).toBe(true);
  });

  it('initiative: passes back and forth on each failure', () => {
    let s = start(
      [squad('R1', 'green', 1), squad('R2', 'green', 1)],
      [squad('B1', 'green', 1), squad('B2', 'green', 1)],
      [6, 1, 2, 2, 2, 2],
    );
    s = run(s, { type: 'ROLL_INITIATIVE' });
    const order: number[] = [];
    for (const u of ['A1', 'B1', 'A2', 'B2']) {
      order.push(s.ctx.initiative!);
      s = run(s, act(u));
    }
    expect(order).toEqual([0, 1, 0, 1]);
    expect(phaseOf(s)).toBe('turnEnd');
  });

  it('actions: overwatch reacts once per turn to a moving enemy unit', () => {
    // A wins; A1 fails (on overwatch); B1 passes and walks; A1 reacts; it cannot react twice
    let s = start([squad('R1', 'elite', 2)], [squad('B1', 'green', 3), squad('B2', 'green', 1)], [5, 1, 1, 6, 1, 1, 6]);
    s = run(s, { type: 'ROLL_INITIATIVE' }, act('A1'), act('B1'), { type: 'CHOOSE_ACTION', action: 'walk' });
    expect(phaseOf(s)).toBe('moving');
    const legal = fubarEngine.legalEvents(s).map((e) => e.type);
    expect(legal).toContain('OVERWATCH_FIRE');
    s = run(s, {
      type: 'OVERWATCH_FIRE',
      unit: 'A1',
      target: 'B1',
      shots: [
        { from: 'A1-1', weapon: 0 },
        { from: 'A1-2', weapon: 0 },
      ],
      cover: 0,
    });
    expect(phaseOf(s)).toBe('moving');
    expect(s.ctx.units.find((u) => u.id === 'A1')!.overwatchUsed).toBe(true);
    const twice = fubarEngine.apply(s, {
      type: 'OVERWATCH_FIRE',
      unit: 'A1',
      target: 'B1',
      shots: [{ from: 'A1-1', weapon: 0 }],
      cover: 0,
    });
    expect(!twice.ok && twice.rule).toBe('actions');
    s = run(s, { type: 'DONE_MOVING' });
    expect(phaseOf(s)).toBe('shooting');
    s = run(s, { type: 'SHOOT', target: 'A1', shots: [{ from: 'B1-1', weapon: 0 }], cover: 0 });
    expect(phaseOf(s)).toBe('owner');
    expect(fubarEngine.status(s).actor).toBe('A');
    s = run(s, { type: 'ALLOCATE_HITS', casualties: [], suppressed: ['A1-1'] });
    expect(phaseOf(s)).toBe('shooting');
    s = run(s, { type: 'END_ACTIVATION' });
    expect(phaseOf(s)).toBe('activation');
  });

  it('melee: an assault locks both units; the melee is fought again at the start of the next turn', () => {
    // initiative 6-1 A; A1 passes (4); assault: A rolls 2,2 / B rolls 2,2 (no hits); B1 is locked so the turn ends.
    // turn 2: melee first: A 5,5 (seasoned hits 5+) / B 6,1 -> 2 hits on B, 1 on A; then initiative
    let s = start([squad('R1', 'seasoned', 2)], [squad('B1', 'seasoned', 2)], [6, 1, 4, 2, 2, 2, 2, 5, 5, 6, 1]);
    s = run(
      s,
      { type: 'ROLL_INITIATIVE' },
      act('A1'),
      { type: 'CHOOSE_ACTION', action: 'assault' },
      { type: 'DONE_MOVING' },
    );
    expect(phaseOf(s)).toBe('assault');
    s = run(s, { type: 'ASSAULT', target: 'B1' });
    expect(s.ctx.engagements).toHaveLength(1);
    expect(phaseOf(s)).toBe('turnEnd');
    s = run(s, { type: 'NEXT_TURN' });
    expect(phaseOf(s)).toBe('melee');
    expect(fubarEngine.legalEvents(s)).toEqual([{ type: 'FIGHT_MELEE', engagement: 'M1' }]);
    expect(fubarEngine.apply(s, { type: 'ROLL_INITIATIVE' }).ok).toBe(false);
    s = run(s, { type: 'FIGHT_MELEE', engagement: 'M1' });
    expect(phaseOf(s)).toBe('owner');
    s = run(s, { type: 'ALLOCATE_HITS', casualties: ['B1-1', 'B1-2'], suppressed: [] });
    // B1 is wiped out: the melee is over and so is the game
    expect(s.ctx.engagements).toHaveLength(0);
    expect(phaseOf(s)).toBe('owner');
    s = run(s, { type: 'ALLOCATE_HITS', casualties: ['A1-1'], suppressed: [] });
    expect(phaseOf(s)).toBe('over');
    expect(fubarEngine.status(s)).toMatchObject({ finished: true, winner: 'A', actor: null });
  });

  it('melee: with both units still standing the next turn goes on to initiative after the fight', () => {
    let s = start(
      [squad('R1', 'seasoned', 2), squad('R2', 'green', 1)],
      [squad('B1', 'seasoned', 2), squad('B2', 'green', 1)],
      [6, 1, 4, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2],
    );
    s = run(
      s,
      { type: 'ROLL_INITIATIVE' },
      act('A1'),
      { type: 'CHOOSE_ACTION', action: 'assault' },
      { type: 'DONE_MOVING' },
      { type: 'ASSAULT', target: 'B1' },
    );
    expect(phaseOf(s)).toBe('activation');
    s = run(s, act('A2'));
    s = run(s, act('B2'));
    expect(phaseOf(s)).toBe('turnEnd');
    s = run(s, { type: 'NEXT_TURN' }, { type: 'FIGHT_MELEE', engagement: 'M1' });
    expect(phaseOf(s)).toBe('initiative');
  });

  it('vehicles: a weapon-destroyed result waits for the owner to choose the weapon', () => {
    const tank: UnitSpec = {
      kind: 'vehicle',
      name: 'T',
      training: 'elite',
      armour: 'very-heavy',
      tank: true,
      crew: 3,
      weapons: ['heavy-gun'],
    };
    const apc: UnitSpec = {
      kind: 'vehicle',
      name: 'APC',
      training: 'green',
      armour: 'light',
      tank: false,
      crew: 2,
      weapons: ['hmg', 'lmg'],
    };
    let s = start([tank], [apc], [6, 1, 2, 6, 1, 1, 1, 1, 1, 1, 4]);
    s = run(s, { type: 'ROLL_INITIATIVE' }, act('A1'), { type: 'CHOOSE_ACTION', action: 'hold' });
    expect(phaseOf(s)).toBe('shooting');
    s = run(s, { type: 'SHOOT', target: 'B1', shots: [{ from: 'A1', weapon: 0 }], cover: 0 });
    expect(phaseOf(s)).toBe('owner');
    expect(fubarEngine.legalEvents(s)).toEqual([
      { type: 'CHOOSE_LOST_WEAPON', weapon: 0 },
      { type: 'CHOOSE_LOST_WEAPON', weapon: 1 },
    ]);
    s = run(s, { type: 'CHOOSE_LOST_WEAPON', weapon: 0 });
    expect(phaseOf(s)).toBe('shooting');
    expect(s.ctx.units.find((u) => u.id === 'B1')!.vehicle!.lost).toEqual([true, false]);
  });

  it('initiative: a scenario turn limit ends the game after the last turn', () => {
    let s = start([squad('R1', 'green', 1)], [squad('B1', 'green', 1)], [6, 1, 2, 2], { turnLimit: 1 });
    s = run(s, { type: 'ROLL_INITIATIVE' }, act('A1'), act('B1'));
    expect(phaseOf(s)).toBe('over');
  });

  it('units: rejections name the rule and change nothing; events that roll are undo barriers', () => {
    const s = start([squad('R1', 'green', 1)], [squad('B1', 'green', 1)], [6, 1]);
    const r = fubarEngine.apply(s, { type: 'SHOOT', target: 'B1', shots: [], cover: 0 });
    expect(r.ok).toBe(false);
    const ok = fubarEngine.apply(s, { type: 'ROLL_INITIATIVE' });
    expect(okOutcome(ok).barrier).toBe(true);
    const restored = fubarEngine.restore(fubarEngine.serialize(s));
    expect(okOutcome(restored).state).toEqual(s);
    expect(fubarEngine.restore({ phase: 'nowhere' }).ok).toBe(false);
  });

  it('units: a bad roster is refused at start with the rule; a preset scenario starts without one', () => {
    const r = fubarEngine.start({
      system: 'fubar',
      scenario: { id: 'x', version: 1 },
      options: {},
      dice: { kind: 'seeded', seed: 1 },
      data: { sides: [{ roster: { name: 'R', units: [] } }, { roster: { name: 'B', units: [] } }] },
    });
    expect(!r.ok && r.rule).toBe('units');
    const preset = fubarEngine.start({
      system: 'fubar',
      scenario: { id: 'fubar-convoy', version: 1 },
      options: {},
      dice: { kind: 'seeded', seed: 1 },
    });
    expect(preset.ok).toBe(true);
  });

  it('vehicle-damage: overwatch fire that stuns a driving vehicle ends its activation; it recovers next turn', () => {
    const tank: UnitSpec = {
      kind: 'vehicle',
      name: 'T',
      training: 'veteran',
      armour: 'heavy',
      tank: true,
      crew: 3,
      weapons: ['light-gun'],
    };
    const grenadiers: UnitSpec = {
      kind: 'infantry',
      name: 'G',
      training: 'seasoned',
      figures: [
        { weapons: ['grenades'], armour: 'none' },
        { weapons: ['grenades'], armour: 'none' },
      ],
    };
    // B wins 6-1; B1 fails (2) -> A; A1 passes (5) and drives; B1 reacts: 6,1,1 -> 1 hit; save 1 fails; damage 2: stunned
    let s = start([tank], [grenadiers], [1, 6, 2, 5, 6, 1, 1, 1, 2]);
    s = run(s, { type: 'ROLL_INITIATIVE' }, act('B1'), act('A1'), {
      type: 'CHOOSE_ACTION',
      action: 'drive',
      terrain: 'open',
    });
    expect(phaseOf(s)).toBe('moving');
    s = run(s, { type: 'OVERWATCH_FIRE', unit: 'B1', target: 'A1', shots: [{ from: 'B1-1', weapon: 0 }], cover: 0 });
    expect(s.ctx.units.find((u) => u.id === 'A1')!.vehicle!.stunned).toBe(true);
    expect(s.ctx.active).toBeNull();
    expect(phaseOf(s)).toBe('turnEnd');
    s = run(s, { type: 'NEXT_TURN' });
    expect(s.ctx.units.find((u) => u.id === 'A1')!.vehicle!.stunned).toBe(false);
  });

  it('shooting: wiping out the last enemy unit ends the game with a winner', () => {
    // A wins 6-1; A1 (elite, one SMG) passes (2) and takes an aimed shot: three dice 6,1,1 -> one hit; B1 has one figure
    let s = start(
      [{ kind: 'infantry', name: 'E', training: 'elite', figures: [{ weapons: ['smg'], armour: 'none' }] }],
      [squad('B1', 'green', 1)],
      [6, 1, 2, 6, 1, 1],
    );
    s = run(s, { type: 'ROLL_INITIATIVE' }, act('A1'), { type: 'CHOOSE_ACTION', action: 'aimed-shot' });
    s = run(s, { type: 'SHOOT', target: 'B1', shots: [{ from: 'A1-1', weapon: 0 }], cover: 0 });
    expect(phaseOf(s)).toBe('owner');
    expect(fubarEngine.legalEvents(s)).toEqual([
      { type: 'ALLOCATE_HITS', casualties: ['B1-1'], suppressed: [] },
      { type: 'ALLOCATE_HITS', casualties: [], suppressed: ['B1-1'] },
    ]);
    s = run(s, { type: 'ALLOCATE_HITS', casualties: ['B1-1'], suppressed: [] });
    expect(phaseOf(s)).toBe('over');
    expect(fubarEngine.status(s)).toMatchObject({ finished: true, winner: 'A' });
    expect(fubarEngine.legalEvents(s)).toEqual([]);
  });
});
