/**
 * Fixtures for benchmarks: a generated 200-area map (a grid with roads, rivers and two armies) and small
 * timing helpers over the FAB rules. Deterministic, no randomness.
 */
import { defaultCombatTable } from './combat/table';
import { initialState } from './setup';
import { reachable } from './movement';
import { traceBothSides } from './supply';
import type { AreaDef, BoundaryDef, FabScenario, FabState, UnitDef } from './types';

/** A `w` x `h` grid scenario (default 20 x 10 = 200 areas): a river splits it down the middle, every third
 * row has a road, blue holds the west, red the east, each with `unitsPerSide` units. */
export function gridScenario(w = 20, h = 10, unitsPerSide = 24): FabScenario {
  const id = (x: number, y: number) => `g${x}-${y}`;
  const areas: AreaDef[] = [];
  const boundaries: BoundaryDef[] = [];
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      areas.push({
        id: id(x, y),
        number: y * w + x + 1,
        name: `Grid ${x}/${y}`,
        terrain: ((x * 7 + y * 3) % 4) as 0 | 1 | 2 | 3,
        x: 40 + x * 48,
        y: 40 + y * 48,
        ...(x === 0 && y % 3 === 0 ? { entry: String.fromCharCode(65 + y / 3) } : {}),
      });
      if (x + 1 < w)
        boundaries.push({ id: `h${x}-${y}`, a: id(x, y), b: id(x + 1, y), river: x + 1 === w / 2, road: y % 3 === 0 });
      if (y + 1 < h)
        boundaries.push({ id: `v${x}-${y}`, a: id(x, y), b: id(x, y + 1), river: false, road: x % 4 === 0 });
    }
  }
  const units: UnitDef[] = [];
  for (let i = 0; i < unitsPerSide; i++) {
    units.push({
      id: `bu${i}`,
      side: 'blue',
      name: `Blue ${i}`,
      formation: 'bf',
      class: i % 3 === 0 ? 'armor' : 'infantry',
      steps: ['recruit', 'veteran', 'elite'],
      start: id((i % 4) + w / 2 - 5, i % h),
    });
    units.push({
      id: `ru${i}`,
      side: 'red',
      name: `Red ${i}`,
      formation: 'rf',
      class: i % 3 === 0 ? 'armor' : 'infantry',
      steps: ['recruit', 'veteran', 'veteran'],
      start: id(w / 2 + 1 + (i % 4), i % h),
    });
  }
  const west: string[] = areas.filter((a) => Number(a.id.slice(1).split('-')[0]) < w / 2).map((a) => a.id);
  return {
    id: 'bench-grid',
    version: 1,
    name: 'Benchmark grid',
    sides: [
      { id: 'blue', name: 'Blue', colour: '#2b5cab' },
      { id: 'red', name: 'Red', colour: '#b3362c' },
    ],
    firstPlayer: 'blue',
    turns: 6,
    areas,
    boundaries,
    formations: [
      { id: 'bf', side: 'blue', name: 'Blue Corps', colour: '#2b5cab', letter: 'B' },
      { id: 'rf', side: 'red', name: 'Red Corps', colour: '#b3362c', letter: 'R' },
    ],
    units,
    assets: [],
    events: [],
    specialActions: [],
    entryAreas: [],
    reserveMarkers: { blue: 2, red: 2 },
    supplySources: [
      { side: 'blue', area: id(0, 0) },
      { side: 'blue', area: id(0, h - 1) },
      { side: 'red', area: id(w - 1, 0) },
      { side: 'red', area: id(w - 1, h - 1) },
    ],
    initialControl: { defaultControl: 'red', areas: { blue: west } },
    turnRecord: Array.from({ length: 6 }, (_, i) => ({ turn: i + 1, label: `T${i + 1}`, draws: { blue: 1, red: 1 } })),
    victory: { blueWinsAbove: 0 },
    combatTable: defaultCombatTable,
  };
}

/** The initial state of the 200-area benchmark map, in operational movement. */
export function gridState(): FabState {
  const s = initialState(gridScenario());
  return {
    ...s,
    phase: 'operational-movement',
    movement: { ...s.movement, uncontestedAtStart: s.scenario.areas.map((a) => a.id) },
  };
}

/** 9.31 full supply trace of both sides (benchmark target: < 2 ms on 200 areas). */
export function benchSupplyTrace(s: FabState): number {
  const t = traceBothSides(s);
  return t.blue.size + t.red.size;
}

/** 5.3 legal destinations of one unit (benchmark target: < 1 ms). */
export function benchReachable(s: FabState, unit = 'bu0'): number {
  return reachable(s, unit).length;
}
