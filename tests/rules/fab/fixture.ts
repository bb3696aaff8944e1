/**
 * Small inline FAB fixture: a 3 x 3 map (rows p, q, r; columns 1-3) with a river between columns 2 and 3.
 * Row q has a road all along, column 1 a north-south road; everything else is a field connection.
 * Blue controls columns 1-2, red column 3. Supply: blue q1, red q3.
 */
import { defaultCombatTable } from '../../../src/rules/fab/combat/table';
import { initialState } from '../../../src/rules/fab/setup';
import { emptyMovementLog } from '../../../src/rules/fab/setup';
import { uncontestedAreas } from '../../../src/rules/fab/combat-phase';
import type {
  AreaDef,
  BoundaryDef,
  FabPhase,
  FabScenario,
  FabState,
  Quality,
  Side,
  UnitClass,
  UnitDef,
} from '../../../src/rules/fab/types';

export type UnitSpec = [id: string, side: Side, cls: UnitClass, area: string | null, steps?: Quality[]];

const rows = ['p', 'q', 'r'];
export function miniScenario(units: UnitSpec[], patch: Partial<FabScenario> = {}): FabScenario {
  const areas: AreaDef[] = [];
  const boundaries: BoundaryDef[] = [];
  rows.forEach((row, ri) => {
    for (let c = 1; c <= 3; c++) {
      areas.push({
        id: `${row}${c}`,
        number: ri * 3 + c,
        name: `${row.toUpperCase()}${c}`,
        terrain: c === 2 ? 2 : 0,
        x: c * 100,
        y: ri * 100,
        ...(c === 1 ? { entry: 'ABC'[ri]! } : c === 3 ? { entry: 'XYZ'[ri]! } : {}),
      });
      if (c < 3)
        boundaries.push({
          id: `${row}${c}-${row}${c + 1}`,
          a: `${row}${c}`,
          b: `${row}${c + 1}`,
          river: c === 2,
          road: row === 'q',
        });
      if (ri < 2)
        boundaries.push({
          id: `${row}${c}-${rows[ri + 1]}${c}`,
          a: `${row}${c}`,
          b: `${rows[ri + 1]}${c}`,
          river: false,
          road: c === 1,
        });
    }
  });
  const defs: UnitDef[] = units.map(([id, side, cls, area, steps]) => ({
    id,
    side,
    name: id,
    formation: side === 'blue' ? 'bf' : 'rf',
    class: cls,
    steps: steps ?? ['recruit', 'veteran', 'elite'],
    ...(area ? { start: area } : { arrives: { turn: 1, entry: side === 'blue' ? 'AC' : 'Y' } }),
  }));
  return {
    id: 'mini',
    version: 1,
    name: 'Mini',
    sides: [
      { id: 'blue', name: 'Blue', colour: '#00f' },
      { id: 'red', name: 'Red', colour: '#f00' },
    ],
    firstPlayer: 'blue',
    turns: 2,
    areas,
    boundaries,
    formations: [
      { id: 'bf', side: 'blue', name: 'Blue Corps', colour: '#00f', letter: 'B' },
      { id: 'bf2', side: 'blue', name: 'Blue Cavalry', colour: '#08f', letter: 'C' },
      { id: 'rf', side: 'red', name: 'Red Corps', colour: '#f00', letter: 'R' },
    ],
    units: defs,
    assets: [
      {
        id: 'b-eng',
        side: 'blue',
        name: 'Blue Engineers',
        kind: 'engineer',
        formation: 'bf',
        class: 'infantry',
        quality: 'veteran',
        startBox: 'available',
      },
      { id: 'b-staff', side: 'blue', name: 'Blue Staff', kind: 'staff', quality: 'veteran', startBox: 'available' },
      {
        id: 'b-art',
        side: 'blue',
        name: 'Blue Guns',
        kind: 'artillery',
        formation: 'bf',
        quality: 'veteran',
        startBox: 'used',
      },
      {
        id: 'b-bat',
        side: 'blue',
        name: 'Blue Tanks',
        kind: 'battle',
        formation: 'bf',
        class: 'armor',
        quality: 'veteran',
        startBox: 'used',
      },
      { id: 'r-art', side: 'red', name: 'Red Guns', kind: 'artillery', formation: 'rf', quality: 'veteran' },
    ],
    events: [
      { id: 'b-sa', side: 'blue', name: 'Blue Push', formation: 'bf', effect: { kind: 'special-action' } },
      { id: 'b-rep', side: 'blue', name: 'Blue Drafts', formation: 'bf', effect: { kind: 'replacements', steps: 1 } },
      { id: 'r-vp', side: 'red', name: 'Red Glory', effect: { kind: 'victory-points', points: 2 } },
    ],
    specialActions: [
      { id: 'b-hq', side: 'blue', name: 'Blue HQ' },
      { id: 'r-hq', side: 'red', name: 'Red HQ' },
    ],
    entryAreas: [
      { letter: 'A', area: 'p1', side: 'blue' },
      { letter: 'B', area: 'q1', side: 'blue' },
      { letter: 'C', area: 'r1', side: 'blue' },
      { letter: 'X', area: 'p3', side: 'red' },
      { letter: 'Y', area: 'q3', side: 'red' },
      { letter: 'Z', area: 'r3', side: 'red' },
    ],
    reserveMarkers: { blue: 1, red: 1 },
    supplySources: [
      { side: 'blue', area: 'q1' },
      { side: 'red', area: 'q3' },
    ],
    initialControl: { defaultControl: 'blue', areas: { red: ['p3', 'q3', 'r3'] } },
    turnRecord: [
      { turn: 1, label: 'T1', draws: { blue: 1, red: 1 } },
      { turn: 2, label: 'T2', draws: { blue: 1, red: 1 }, suddenDeath: { blue: 5 } },
    ],
    victory: { perStepEliminated: 1, blueWinsAbove: 0 },
    combatTable: defaultCombatTable,
    ...patch,
  };
}

/** A state in `phase` with the movement bookkeeping of a fresh phase. */
export function mini(
  units: UnitSpec[],
  phase: FabPhase = 'operational-movement',
  patch: Partial<FabScenario> = {},
  edition: '2016' | 'original' = '2016',
): FabState {
  const s0 = initialState(
    miniScenario(units, patch),
    { edition, hiddenAssets: false, openTable: false },
    { kind: 'scripted', rolls: [] },
  );
  const s = { ...s0, phase };
  return { ...s, movement: emptyMovementLog(uncontestedAreas(s)) };
}

export function withDice(s: FabState, rolls: number[]): FabState {
  return { ...s, dice: { kind: 'scripted', rolls, i: 0 } };
}
