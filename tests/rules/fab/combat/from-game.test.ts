import { describe, expect, it } from 'vitest';
import { initialState } from '../../../../src/rules/fab/setup';
import { DEFAULT_OPTIONS, type FabScenario, type FabState } from '../../../../src/rules/fab/types';
import { defaultCombatTable } from '../../../../src/rules/fab/combat/table';
import { roundSetupFromGame } from '../../../../src/rules/fab/combat/from-game';
import {
  applyCombatEvent,
  finishRoundInGame,
  startRoundFromGame,
  type CombatEvent,
  type CombatRound,
} from '../../../../machines/fab/combat-round';

const scenario: FabScenario = {
  id: 'combat-test',
  version: 1,
  name: 'Combat test',
  sides: [
    { id: 'blue', name: 'Blue', colour: '#00f' },
    { id: 'red', name: 'Red', colour: '#f00' },
  ],
  firstPlayer: 'blue',
  turns: 1,
  areas: [
    { id: 'X', number: 1, name: 'Crossroads', terrain: 1, x: 0, y: 0 },
    { id: 'A', number: 2, name: 'Ford', terrain: 0, x: 0, y: 0 },
    { id: 'B', number: 3, name: 'Hill', terrain: 2, x: 0, y: 0 },
  ],
  boundaries: [
    { id: 'XA', a: 'X', b: 'A', river: true, road: true },
    { id: 'XB', a: 'X', b: 'B', river: false, road: false },
  ],
  formations: [
    { id: 'F1', side: 'blue', name: 'First', colour: '#00f', letter: 'F' },
    { id: 'G1', side: 'red', name: 'Guards', colour: '#f00', letter: 'G' },
  ],
  units: [
    {
      id: 'ba1',
      side: 'blue',
      name: '1st Armd',
      formation: 'F1',
      class: 'armor',
      steps: ['veteran', 'elite'],
      start: 'X',
    },
    {
      id: 'rd1',
      side: 'red',
      name: '9th Inf',
      formation: 'G1',
      class: 'infantry',
      steps: ['veteran', 'veteran'],
      start: 'X',
    },
  ],
  assets: [
    {
      id: 'bart',
      side: 'blue',
      name: 'Blue guns',
      kind: 'artillery',
      formation: 'F1',
      quality: 'veteran',
      startBox: 'available',
    },
    {
      id: 'ra',
      side: 'red',
      name: 'Red AT company',
      kind: 'battle',
      formation: 'G1',
      class: 'infantry',
      quality: 'veteran',
      startBox: 'available',
    },
  ],
  events: [],
  specialActions: [{ id: 'rsa', side: 'red', name: 'Red command' }],
  entryAreas: [],
  reserveMarkers: { blue: 0, red: 0 },
  supplySources: [
    { side: 'blue', area: 'A' },
    { side: 'red', area: 'B' },
  ],
  initialControl: { defaultControl: 'red', areas: { blue: ['A'], red: ['X', 'B'] } },
  turnRecord: [{ turn: 1, label: 'T1', draws: { blue: 0, red: 0 } }],
  victory: { blueWinsAbove: 0 },
  combatTable: defaultCombatTable,
};

function game(rolls: number[]): FabState {
  const s = initialState(scenario, DEFAULT_OPTIONS, { kind: 'scripted', rolls });
  return { ...s, phase: 'combat', areas: { ...s.areas, X: { ...s.areas.X!, newlyContested: true, defences: 'red' } } };
}

function play(cr: CombatRound, ...events: CombatEvent[]): CombatRound {
  for (const e of events) {
    const out = applyCombatEvent(cr, e);
    if (!out.ok) throw new Error(`${e.type}: ${out.rule} ${out.message}`);
    cr = out.state;
  }
  return cr;
}

describe('6.2 combat round from and back to the FAB game state', () => {
  it('6.2 the phasing player attacks; defences, terrain, supply, special actions and assets come from the board', () => {
    const setup = roundSetupFromGame(game([]), 'X');
    if (!setup.ok) throw new Error(setup.message);
    const v = setup.value;
    expect(v.attacker.units.map((u) => u.id)).toEqual(['ba1']);
    expect(v.defender.units.map((u) => [u.id, u.hidden])).toEqual([['rd1', true]]);
    expect(v.defences).toBe(true);
    expect(v.terrain).toBe(1);
    expect(v.newlyContested).toBe(true);
    expect(v.defender.specialActions).toBe(1);
    expect(v.attacker.available?.map((a) => a.id)).toEqual(['bart']);
    expect(v.map?.areas.find((a) => a.id === 'A')).toMatchObject({
      controlledBy: 'attacker',
      adjacent: [{ to: 'X', river: true }],
    });
  });

  it('6.2 an uncontested area has no combat', () => {
    const s = game([]);
    const noRed = { ...s, units: { ...s.units, rd1: { ...s.units.rd1!, area: 'B' } } };
    expect(roundSetupFromGame(noRed, 'X')).toMatchObject({ ok: false, rule: '6.2' });
  });

  it('6.29 a full round writes losses, reveals, boxes, defences and dice back onto the board', () => {
    const s = game([1, 10, 10, 10, 1, 1]);
    const started = startRoundFromGame(s, 'X');
    if (!started.ok) throw new Error(started.message);
    let cr = started.value;
    cr = play(
      cr,
      { type: 'DECLINE_SPECIAL_ACTION' },
      { type: 'ASSIGN_ASSETS', assetIds: ['bart'] },
      { type: 'ASSIGN_ASSETS', assetIds: ['ra'] },
      { type: 'DESIGNATE_POINT', unitId: 'rd1' },
      { type: 'DESIGNATE_POINT', unitId: 'ba1' },
      { type: 'ROLL' }, // artillery: one hit, absorbed by the defences
      { type: 'ROLL' }, // defensive close fire misses
      { type: 'ROLL' }, // offensive close fire: two hits
      { type: 'STEP_LOSS', targetId: 'ra' },
      { type: 'STEP_LOSS', targetId: 'rd1' },
    );
    const out = finishRoundInGame(s, cr);
    if (!out.ok) throw new Error(out.message);
    const g = out.value;
    expect(g.units.rd1).toMatchObject({ steps: 1, where: 'map', area: 'X', revealed: true });
    expect(g.units.ba1).toMatchObject({ steps: 2, revealed: true });
    expect(g.boxes.blue.used).toEqual(['bart']);
    expect(g.boxes.red.eliminated).toEqual(['ra']);
    expect(g.areas.X!.defences).toBeNull();
    expect(g.foughtThisPhase).toEqual(['X']);
    expect(g.dice).toEqual({ kind: 'scripted', rolls: [1, 10, 10, 10, 1, 1], i: 6 });
    expect(g.boxes.red.available).toEqual(['rsa']);
  });

  it("8.24 a withdrawal spends the defender's special action and moves the unit, keeping control rules", () => {
    const s = game([]);
    const started = startRoundFromGame(s, 'X');
    if (!started.ok) throw new Error(started.message);
    const cr = play(started.value, { type: 'WITHDRAW', destinations: { rd1: 'B' } }, { type: 'DECLINE_EXPLOITATION' });
    const out = finishRoundInGame(s, cr);
    if (!out.ok) throw new Error(out.message);
    expect(out.value.units.rd1).toMatchObject({ area: 'B', order: 'good', revealed: false });
    expect(out.value.boxes.red.used).toEqual(['rsa']);
    expect(out.value.areas.X!.control).toBe('blue');
  });

  it('6.29 the result is refused while the round is still being fought', () => {
    const s = game([]);
    const started = startRoundFromGame(s, 'X');
    if (!started.ok) throw new Error(started.message);
    expect(finishRoundInGame(s, started.value)).toMatchObject({ ok: false, rule: '6.29' });
  });
});
