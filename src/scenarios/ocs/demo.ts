/**
 * "Valley of Rails": the app's own demo scenario for the OCS movement phase. The map is built from a
 * few lists so that it stays readable: every terrain and hexside type of the default chart, a railway
 * in two gauges (part double track), stations, depots, and units of every movement type and mode.
 */
import { DEFAULT_CHART } from '../../rules/ocs/chart';
import {
  fromOffset,
  hexKey,
  neighbourKeys,
  parseHex,
  sideKey,
  toOffset,
  type HexKey,
  type SideKey,
} from '../../rules/ocs/hex';
import type { OcsScenarioData } from '../../rules/ocs/phase';
import type { HexData, HexsideData, Mode, MoveType, RailData, Side, Unit } from '../../rules/ocs/types';

const W = 24;
const H = 16;
const k = (c: number, r: number): HexKey => hexKey(fromOffset(c, r));
const col = (h: HexKey): number => toOffset(parseHex(h)).col;
const row = (h: HexKey): number => toOffset(parseHex(h)).row;
const inRect = (h: HexKey, c0: number, c1: number, r0: number, r1: number): boolean =>
  col(h) >= c0 && col(h) <= c1 && row(h) >= r0 && row(h) <= r1;

function terrainOf(c: number, r: number): string[] {
  const h = k(c, r);
  if ((c === 8 && r === 4) || (c === 9 && r === 4) || (c === 8 && r === 5)) return ['lake'];
  if (inRect(h, 5, 7, 8, 10)) return ['mountain'];
  if (c >= 16 && c <= 17 && r === 7) return ['forest', 'hills'];
  if (inRect(h, 14, 17, 4, 6)) return ['forest'];
  if (inRect(h, 2, 4, 12, 14)) return ['rough'];
  if (inRect(h, 19, 22, 5, 8)) return ['hills'];
  if (inRect(h, 8, 10, 13, 15)) return ['marsh'];
  if (inRect(h, 18, 23, 10, 15)) return ['desert'];
  return ['clear'];
}

const PLACES: readonly [number, number, Partial<HexData>][] = [
  [1, 3, { settlement: 'city', port: true, name: 'Port Sable' }],
  [6, 3, { settlement: 'town', name: 'Corvin' }],
  [10, 3, { settlement: 'village', name: 'Lerac' }],
  [13, 3, { settlement: 'village', name: 'Serin' }],
  [15, 3, { settlement: 'village', name: 'Rivel' }],
  [16, 3, { settlement: 'city', name: 'Valmont' }],
  [21, 3, { settlement: 'town', name: 'Oster' }],
  [4, 12, { settlement: 'village', name: 'Brisa' }],
  [12, 12, { settlement: 'town', name: 'Tamar' }],
  [18, 12, { settlement: 'village', name: 'Kesh' }],
  [3, 7, { settlement: 'village', name: 'Abra' }],
];

function buildMap() {
  const hexes: Record<HexKey, HexData> = {};
  for (let r = 0; r < H; r++) for (let c = 0; c < W; c++) hexes[k(c, r)] = { terrain: terrainOf(c, r) };
  for (const [c, r, extra] of PLACES) {
    const h = k(c, r);
    const base = hexes[h]!;
    hexes[h] = { ...base, ...extra, terrain: extra.settlement === 'city' ? ['city'] : base.terrain };
  }
  const hexsides: Record<SideKey, HexsideData> = {};
  // the river: between columns 11 and 12; a minor river in the north, a major one in the south
  for (const h of Object.keys(hexes)) {
    for (const n of neighbourKeys(h)) {
      if (!hexes[n] || col(h) > 11 || col(n) < 12) continue;
      hexsides[sideKey(h, n)] = { feature: row(h) <= 9 && row(n) <= 9 ? 'river' : 'major-river' };
    }
  }
  hexsides[sideKey(k(11, 5), k(12, 5))] = { feature: 'river', bridge: true };
  hexsides[sideKey(k(11, 12), k(12, 12))] = { feature: 'major-river', pontoon: true };
  // a wadi in the desert, an escarpment in the north-east
  for (let r = 9; r <= 14; r++) hexsides[sideKey(k(18, r), k(19, r))] = { feature: 'wadi' };
  for (let c = 14; c <= 19; c++) hexsides[sideKey(k(c, 1), k(c, 2))] = { feature: 'escarpment' };
  const roads: Record<SideKey, 'road' | 'track'> = {};
  const line = (cells: readonly [number, number][], put: (s: SideKey) => void) => {
    for (let i = 1; i < cells.length; i++) put(sideKey(k(...cells[i - 1]!), k(...cells[i]!)));
  };
  const hline = (r: number, c0: number, c1: number): [number, number][] =>
    Array.from({ length: c1 - c0 + 1 }, (_, i) => [c0 + i, r] as [number, number]);
  const vline = (c: number, r0: number, r1: number): [number, number][] =>
    Array.from({ length: r1 - r0 + 1 }, (_, i) => [c, r0 + i] as [number, number]);
  line(hline(7, 0, 23), (s) => (roads[s] = 'road'));
  line(vline(16, 3, 7), (s) => (roads[s] = 'road'));
  line(vline(6, 2, 14), (s) => (roads[s] ??= 'track'));
  const rails: Record<SideKey, RailData> = {};
  line(hline(3, 1, 21), (s) => (rails[s] = { gauge: 'standard' }));
  line(hline(3, 1, 10), (s) => (rails[s] = { gauge: 'standard', double: true }));
  line(vline(21, 3, 12), (s) => (rails[s] = { gauge: 'broad' }));
  line(hline(12, 3, 21), (s) => (rails[s] = { gauge: 'broad' }));
  return { width: W, height: H, hexes, hexsides, roads, rails };
}

interface U {
  id: string;
  name: string;
  side: Side;
  at: [number, number];
  type: MoveType;
  ma: [number, number];
  re: number;
  mode: Mode;
  combat?: boolean;
  hq?: boolean;
  fuel?: boolean;
  engineer?: boolean;
  supplied?: boolean;
  dg?: boolean;
  lowSupply?: boolean;
  stepLoss?: number;
}

const UNITS: readonly U[] = [
  { id: 'a-fus1', name: '1/3 Fusiliers', side: 'A', at: [3, 7], type: 'foot', ma: [4, 6], re: 1, mode: 'combat' },
  { id: 'a-fus2', name: '2/3 Fusiliers', side: 'A', at: [4, 6], type: 'foot', ma: [4, 6], re: 1, mode: 'move' },
  {
    id: 'a-arm7',
    name: '7th Armoured',
    side: 'A',
    at: [2, 7],
    type: 'track',
    ma: [6, 12],
    re: 2,
    mode: 'move',
    fuel: true,
  },
  {
    id: 'a-hus',
    name: 'Hussars (recon)',
    side: 'A',
    at: [1, 8],
    type: 'wheeled',
    ma: [8, 16],
    re: 0.5,
    mode: 'strategic',
    fuel: true,
  },
  { id: 'a-dur9', name: '9th Durham Bn', side: 'A', at: [1, 3], type: 'foot', ma: [4, 6], re: 0.5, mode: 'move' },
  {
    id: 'a-hq1',
    name: 'I Corps HQ',
    side: 'A',
    at: [6, 3],
    type: 'wheeled',
    ma: [0, 10],
    re: 0.5,
    mode: 'combat',
    combat: false,
    hq: true,
    fuel: true,
  },
  {
    id: 'a-eng',
    name: 'Field Engineers',
    side: 'A',
    at: [10, 6],
    type: 'foot',
    ma: [4, 6],
    re: 0.5,
    mode: 'combat',
    engineer: true,
  },
  {
    id: 'a-trk',
    name: 'Supply Trucks',
    side: 'A',
    at: [2, 6],
    type: 'wheeled',
    ma: [0, 12],
    re: 0.5,
    mode: 'move',
    combat: false,
    fuel: true,
  },
  { id: 'a-gds', name: 'Guards Brigade', side: 'A', at: [4, 8], type: 'foot', ma: [4, 6], re: 3, mode: 'reserve' },
  {
    id: 'a-scout',
    name: 'Desert Scouts',
    side: 'A',
    at: [15, 10],
    type: 'wheeled',
    ma: [8, 16],
    re: 0.5,
    mode: 'combat',
    supplied: false,
    lowSupply: true,
  },
  {
    id: 'a-rif4',
    name: '4th Rifles',
    side: 'A',
    at: [19, 14],
    type: 'foot',
    ma: [4, 6],
    re: 1,
    mode: 'combat',
    supplied: false,
    dg: true,
    lowSupply: true,
    stepLoss: 1,
  },
  {
    id: 'b-tir2',
    name: 'II/17 Tirailleurs',
    side: 'B',
    at: [14, 9],
    type: 'foot',
    ma: [4, 6],
    re: 0.5,
    mode: 'combat',
  },
  {
    id: 'b-tir3',
    name: 'III/17 Tirailleurs',
    side: 'B',
    at: [15, 11],
    type: 'foot',
    ma: [4, 6],
    re: 0.5,
    mode: 'combat',
  },
  { id: 'b-gar', name: 'Valmont Garrison', side: 'B', at: [16, 3], type: 'foot', ma: [3, 5], re: 1, mode: 'combat' },
  {
    id: 'b-chs',
    name: "Chasseurs d'Afrique",
    side: 'B',
    at: [19, 6],
    type: 'track',
    ma: [6, 12],
    re: 1,
    mode: 'combat',
    fuel: true,
  },
  {
    id: 'b-sph',
    name: 'Spahis',
    side: 'B',
    at: [20, 8],
    type: 'wheeled',
    ma: [8, 16],
    re: 0.5,
    mode: 'move',
    fuel: true,
  },
  {
    id: 'b-hq',
    name: 'Army of the East HQ',
    side: 'B',
    at: [21, 3],
    type: 'wheeled',
    ma: [0, 10],
    re: 0.5,
    mode: 'combat',
    combat: false,
    hq: true,
    fuel: true,
  },
  {
    id: 'b-leg',
    name: 'Legion Pioneers',
    side: 'B',
    at: [22, 10],
    type: 'foot',
    ma: [4, 6],
    re: 1,
    mode: 'combat',
    engineer: true,
  },
];

export const SIDE_NAMES: Readonly<Record<Side, string>> = { A: 'Northern Army', B: 'Army of the East' };

export function buildDemo(): OcsScenarioData {
  const map = buildMap();
  const units: Unit[] = UNITS.map((u) => ({
    id: u.id,
    name: u.name,
    side: u.side,
    combat: u.combat ?? true,
    ...(u.hq ? { hq: true } : {}),
    moveType: u.type,
    ma: { combat: u.ma[0], move: u.ma[1] },
    re: u.re,
    fuel: u.fuel ?? false,
    mode: u.mode,
    dg: u.dg ?? false,
    lowSupply: u.lowSupply ?? false,
    stepLoss: u.stepLoss ?? 0,
    engineer: u.engineer ?? false,
    supplied: u.supplied ?? true,
    where: 'map',
    hex: k(...u.at),
  }));
  const control: Record<HexKey, Side> = {};
  for (const h of Object.keys(map.hexes)) control[h] = col(h) <= 13 ? 'A' : 'B';
  control[k(15, 3)] = 'A';
  return {
    id: 'ocs-valley-of-rails',
    version: 1,
    lastTurn: 4,
    firstSide: 'A',
    sideNames: SIDE_NAMES,
    map,
    chart: DEFAULT_CHART,
    control,
    units,
    depots: [
      { id: 'dA1', side: 'A', hex: k(1, 3), sp: 6 },
      { id: 'dA2', side: 'A', hex: k(6, 7), sp: 3 },
      { id: 'dB1', side: 'B', hex: k(21, 3), sp: 5 },
    ],
    airbases: { [k(3, 4)]: 1 },
    forts: { [k(16, 3)]: 2 },
    ports: { [k(1, 3)]: 1 },
    railCapacity: { A: 2, B: 2 },
    entry: { A: k(0, 7), B: k(23, 7) },
  };
}

export const demoScenario: OcsScenarioData = buildDemo();
export { hexLabel } from '../../rules/ocs/hex';
