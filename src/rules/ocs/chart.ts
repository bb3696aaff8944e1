/**
 * The app's own default terrain effects chart. The seed refers to the chart of its boxed game without
 * printing it, so these numbers are ours: a scenario may ship its own and players may edit it.
 */
import { reject, accept, type Result } from '../common/result';
import { MOVE_TYPES, ROAD_KINDS, type Cost, type CostRow, type TerrainChart } from './types';

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

function validCost(c: unknown): boolean {
  return c === 'P' || (typeof c === 'number' && Number.isFinite(c) && c >= 0 && c <= 99);
}

function validRow(r: unknown): boolean {
  return typeof r === 'object' && r !== null && MOVE_TYPES.every((m) => validCost((r as Record<string, unknown>)[m]));
}

// terrain: an edited or scenario chart must give a cost or 'P' for every movement type
export function validateChart(x: unknown): Result<TerrainChart> {
  if (typeof x !== 'object' || x === null) return reject('terrain', 'The terrain chart is missing.', 'chart.missing');
  const c = x as Partial<TerrainChart>;
  if (typeof c.terrain !== 'object' || !c.terrain)
    return reject('terrain', 'The terrain chart has no terrain rows.', 'chart.field', { field: 'terrain' });
  for (const [k, r] of Object.entries(c.terrain))
    if (!validRow(r))
      return reject('terrain', `Terrain row "${k}" needs a cost or P for each movement type.`, 'chart.field', {
        field: k,
      });
  if (typeof c.hexsides !== 'object' || !c.hexsides)
    return reject('hexsides', 'The terrain chart has no hexside rows.', 'chart.field', { field: 'hexsides' });
  for (const [k, h] of Object.entries(c.hexsides))
    if (!h || !validRow(h.cost) || typeof h.river !== 'boolean')
      return reject('hexsides', `Hexside row "${k}" is incomplete.`, 'chart.field', { field: k });
  if (typeof c.roads !== 'object' || !c.roads)
    return reject('roads', 'The terrain chart has no road rows.', 'chart.field', { field: 'roads' });
  for (const k of ROAD_KINDS)
    if (!validRow(c.roads[k])) return reject('roads', `Road row "${k}" is incomplete.`, 'chart.field', { field: k });
  if (typeof c.zocStopsMove !== 'boolean')
    return reject('zoc', 'The chart must say whether zones of control stop movement.', 'chart.field', {
      field: 'zocStopsMove',
    });
  if (c.portSp !== undefined && (typeof c.portSp !== 'number' || !validCost(c.portSp)))
    return reject('engineers', 'Chart field portSp must be a number.', 'chart.field', { field: 'portSp' });
  for (const f of ['fuelSp', 'airbaseSp', 'fortSp'] as const)
    if (typeof c[f] !== 'number' || !validCost(c[f]))
      return reject('depots', `Chart field ${f} must be a number.`, 'chart.field', { field: f });
  if (
    !Array.isArray(c.depotTable) ||
    c.depotTable.length !== 6 ||
    !c.depotTable.every((p) => typeof p === 'number' && p >= 0 && p <= 100)
  ) {
    return reject('depots', 'The depot table needs six percentages, one per die face.', 'chart.field', {
      field: 'depotTable',
    });
  }
  return accept({ ...(c as TerrainChart), source: c.source ?? 'custom' });
}
