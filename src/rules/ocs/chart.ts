/**
 * The app's own default terrain effects chart. The seed refers to the chart of its boxed game without
 * printing it, so these numbers are ours: a scenario may ship its own and players may edit it.
 */
import type { Cost, CostRow, TerrainChart } from './types';

const row = (foot: Cost, track: Cost, wheeled: Cost): CostRow => ({ foot, track, wheeled });

export const TERRAIN_IDS = [
  'clear',
  'desert',
  'forest',
  'rough',
  'hills',
  'marsh',
  'mountain',
  'city',
  'lake',
] as const;
export const HEXSIDE_IDS = ['river', 'major-river', 'wadi', 'escarpment'] as const;

/** The railway row of the default chart before rules version 2 (OCS_RULES_VERSION 1): wheeled units were
 * barred from it. Kept so that a version-1 game started without a chart of its own replays as it was played. */
export const V1_DEFAULT_RAILWAY: CostRow = row(1, 1, 'P');

// terrain: the default chart, labelled as the app's own
export const DEFAULT_CHART: TerrainChart = {
  source: 'app',
  terrain: {
    clear: row(1, 1, 1),
    desert: row(1, 1, 2),
    forest: row(2, 3, 4),
    rough: row(2, 3, 5),
    hills: row(2, 2, 3),
    marsh: row(3, 5, 'P'),
    mountain: row(3, 'P', 'P'),
    city: row(1, 1, 1),
    lake: row('P', 'P', 'P'),
  },
  hexsides: {
    river: { cost: row(1, 2, 3), river: true },
    'major-river': { cost: row(2, 4, 'P'), river: true },
    wadi: { cost: row(1, 1, 2), river: false },
    escarpment: { cost: row(2, 'P', 'P'), river: false },
  },
  roads: {
    road: row(0.5, 0.5, 0.5),
    track: row(1, 1, 1),
    // roads: a railway line counts as a road for every purpose, so its row is the road's (rules version 2
    // reads the road row for railways whatever a chart says; version 1 games keep the chart they started with)
    railway: row(0.5, 0.5, 0.5),
  },
  zocStopsMove: true,
  fuelSp: 1,
  airbaseSp: 1,
  fortSp: 2,
  portSp: 1,
  depotTable: [25, 50, 50, 75, 100, 100],
};
