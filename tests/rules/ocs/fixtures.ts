/** Small inline maps and units for the OCS rule tests. */
import { createDice } from '../../../src/rules/common/dice';
import { DEFAULT_CHART } from '../../../src/rules/ocs/chart';
import { fromOffset, hexKey, sideKey, type HexKey } from '../../../src/rules/ocs/hex';
import { createGame } from '../../../src/rules/ocs/phase';
import type { Depot, HexData, HexsideData, OcsGame, RailData, Side, Unit } from '../../../src/rules/ocs/types';

export const at = (c: number, r: number): HexKey => hexKey(fromOffset(c, r));

export function unit(id: string, side: Side, hex: HexKey, extra: Partial<Unit> = {}): Unit {
  return {
    id,
    name: id,
    side,
    combat: true,
    moveType: 'foot',
    ma: { combat: 4, move: 6 },
    re: 1,
    fuel: false,
    mode: 'combat',
    dg: false,
    lowSupply: false,
    stepLoss: 0,
    engineer: false,
    supplied: true,
    where: 'map',
    hex,
    ...extra,
  };
}

export interface Fx {
  width?: number;
  height?: number;
  terrain?: Record<HexKey, string[]>;
  hexData?: Record<HexKey, Partial<HexData>>;
  hexsides?: Record<string, HexsideData>;
  roads?: Record<string, 'road' | 'track'>;
  rails?: Record<string, RailData>;
  units?: Unit[];
  depots?: Depot[];
  control?: Side;
  rolls?: number[];
  railCapacity?: number;
  segment?: OcsGame['segment'];
}

/** A rectangular clear map; `hexsides`, `roads` and `rails` are keyed "a>b" with hex keys. */
export function game(fx: Fx = {}): OcsGame {
  const w = fx.width ?? 8,
    h = fx.height ?? 6;
  const hexes: Record<HexKey, HexData> = {};
  const control: Record<HexKey, Side> = {};
  for (let r = 0; r < h; r++)
    for (let c = 0; c < w; c++) {
      const k = at(c, r);
      hexes[k] = { terrain: fx.terrain?.[k] ?? ['clear'], ...(fx.hexData?.[k] ?? {}) };
      control[k] = fx.control ?? 'A';
    }
  const side = <T>(m: Record<string, T> | undefined): Record<string, T> => {
    const o: Record<string, T> = {};
    for (const [k, v] of Object.entries(m ?? {})) {
      const [a, b] = k.split('>') as [string, string];
      o[sideKey(a, b)] = v;
    }
    return o;
  };
  const g = createGame(
    {
      id: 't',
      version: 1,
      lastTurn: 10,
      firstSide: 'A',
      map: { width: w, height: h, hexes, hexsides: side(fx.hexsides), roads: side(fx.roads), rails: side(fx.rails) },
      chart: DEFAULT_CHART,
      control,
      units: fx.units ?? [],
      depots: fx.depots ?? [],
      airbases: {},
      forts: {},
      railCapacity: { A: fx.railCapacity ?? 1, B: 1 },
      entry: { A: at(0, 0), B: at(w - 1, h - 1) },
    },
    DEFAULT_CHART,
    createDice(fx.rolls ? { kind: 'scripted', rolls: fx.rolls } : { kind: 'seeded', seed: 1 }),
  );
  return { ...g, segment: fx.segment ?? 'movement' };
}

/** A railway along row `r` from column c0 to c1. */
export function railRow(r: number, c0: number, c1: number, data: RailData): Record<string, RailData> {
  const o: Record<string, RailData> = {};
  for (let c = c0; c < c1; c++) o[`${at(c, r)}>${at(c + 1, r)}`] = data;
  return o;
}
