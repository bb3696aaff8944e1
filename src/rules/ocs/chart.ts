/**
 * The app's own default terrain effects chart. The seed refers to the chart of its boxed game without
 * printing it, so these numbers are ours: a scenario may ship its own and players may edit it.
 */
import type { Result } from '../common/result';
import { checkChart } from './schema';
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
    railway: row(1, 1, 'P'),
  },
  zocStopsMove: true,
  fuelSp: 1,
  airbaseSp: 1,
  fortSp: 2,
  portSp: 1,
  depotTable: [25, 50, 50, 75, 100, 100],
};

// terrain: an edited or scenario chart must give a cost or 'P' for every movement type
export function validateChart(x: unknown, prefix = 'chart'): Result<TerrainChart> {
  return checkChart(x, prefix);
}
