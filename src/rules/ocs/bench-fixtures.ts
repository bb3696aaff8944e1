/**
 * A deterministic 60x40 map and a unit with 20 movement points, for the reachable-hex benchmark
 * (movement-points: the search must stay under 5 ms). No Math.random: a small LCG makes the terrain.
 */
import { createDice } from '../common/dice';
import { DEFAULT_CHART } from './chart';
import { fromOffset, hexKey, neighbourKeys, sideKey, type HexKey, type SideKey } from './hex';
import { createGame } from './phase';
import type { HexData, HexsideData, OcsGame, Side, Unit } from './types';
import { mover, type Mover } from './movement';

// movement-points: the 60x40 benchmark map and its 20-point unit
export function benchFixture(seed = 1, width = 60, height = 40): { game: OcsGame; unitIds: string[] } {
  let s = seed >>> 0;
  const next = () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 4294967296;
  const kinds = ['clear', 'clear', 'clear', 'forest', 'rough', 'hills', 'desert', 'marsh', 'mountain'];
  const hexes: Record<HexKey, HexData> = {};
  const control: Record<HexKey, Side> = {};
  for (let r = 0; r < height; r++)
    for (let c = 0; c < width; c++) {
      const k = hexKey(fromOffset(c, r));
      hexes[k] = { terrain: [kinds[Math.floor(next() * kinds.length)]!] };
      control[k] = 'A';
    }
  const hexsides: Record<SideKey, HexsideData> = {};
  const roads: Record<SideKey, 'road' | 'track'> = {};
  for (const k of Object.keys(hexes))
    for (const n of neighbourKeys(k)) {
      if (!hexes[n] || k > n) continue;
      const x = next();
      if (x < 0.04) hexsides[sideKey(k, n)] = { feature: 'river' };
      else if (x < 0.06) roads[sideKey(k, n)] = 'road';
    }
  // a straight road across the middle so that cheap movement reaches far
  const mid = Math.floor(height / 2);
  for (let c = 0; c + 1 < width; c++)
    roads[sideKey(hexKey(fromOffset(c, mid)), hexKey(fromOffset(c + 1, mid)))] = 'road';
  const start = hexKey(fromOffset(Math.floor(width / 2), mid));
  hexes[start] = { terrain: ['clear'] };
  const u: Unit = {
    id: 'bench',
    name: 'bench',
    side: 'A',
    combat: true,
    moveType: 'track',
    ma: { combat: 10, move: 20 },
    re: 1,
    fuel: false,
    mode: 'move',
    dg: false,
    lowSupply: false,
    stepLoss: 0,
    engineer: false,
    supplied: true,
    where: 'map',
    hex: start,
  };
  const enemy: Unit = {
    ...u,
    id: 'enemy',
    name: 'enemy',
    side: 'B',
    mode: 'combat',
    hex: hexKey(fromOffset(Math.floor(width / 2) + 6, mid + 3)),
  };
  const game = createGame(
    {
      id: 'bench',
      version: 1,
      lastTurn: 1,
      firstSide: 'A',
      map: { width, height, hexes, hexsides, roads, rails: {} },
      chart: DEFAULT_CHART,
      control,
      units: [u, enemy],
      depots: [],
      airbases: {},
      forts: {},
      railCapacity: { A: 1, B: 1 },
      entry: { A: start, B: start },
    },
    DEFAULT_CHART,
    createDice({ kind: 'seeded', seed }),
  );
  return { game: { ...game, segment: 'movement' }, unitIds: ['bench'] };
}

/** The fixture with its mover ready, so a benchmark times `reachable(game, mover)` alone. */
// movement-points: the benchmark case with its mover
export function benchCase(seed = 1): { game: OcsGame; mover: Mover } {
  const { game, unitIds } = benchFixture(seed);
  const m = mover(game, unitIds);
  if (!m.ok) throw new Error(m.message);
  return { game, mover: m.value };
}
