/**
 * Hex geometry in axial coordinates (q, r), pointy-top. Keys are "q,r" strings so that maps stay plain
 * JSON. A hexside is named by the two hexes it separates, in a canonical order.
 */
export interface Hex {
  readonly q: number;
  readonly r: number;
}
export type HexKey = string;
export type SideKey = string;

export const DIRECTIONS: readonly Hex[] = [
  { q: 1, r: 0 },
  { q: 1, r: -1 },
  { q: 0, r: -1 },
  { q: -1, r: 0 },
  { q: -1, r: 1 },
  { q: 0, r: 1 },
];

// movement: the key of a hex
export function hexKey(h: Hex): HexKey {
  return `${h.q},${h.r}`;
}

// movement: the hex of a key
export function parseHex(k: HexKey): Hex {
  const i = k.indexOf(',');
  return { q: Number(k.slice(0, i)), r: Number(k.slice(i + 1)) };
}

// movement: the six hexes that share a side with a hex
export function neighbours(h: Hex): Hex[] {
  return DIRECTIONS.map((d) => ({ q: h.q + d.q, r: h.r + d.r }));
}

// movement: keys of the six neighbours
export function neighbourKeys(k: HexKey): HexKey[] {
  return neighbours(parseHex(k)).map(hexKey);
}

// breakout: straight-line distance in hexes, ignoring terrain and units
export function hexDistance(a: Hex, b: Hex): number {
  return (Math.abs(a.q - b.q) + Math.abs(a.q + a.r - b.q - b.r) + Math.abs(a.r - b.r)) / 2;
}

// breakout: straight-line distance between two keys
export function keyDistance(a: HexKey, b: HexKey): number {
  return hexDistance(parseHex(a), parseHex(b));
}

// movement: whether two hexes share a side
export function areAdjacent(a: HexKey, b: HexKey): boolean {
  return keyDistance(a, b) === 1;
}

/** The hexside between two adjacent hexes, the same whichever way it is crossed. */
// hexsides: the key of the side between two hexes
export function sideKey(a: HexKey, b: HexKey): SideKey {
  return a < b ? `${a}|${b}` : `${b}|${a}`;
}

// hexsides: the two hexes a hexside separates
export function sideHexes(s: SideKey): [HexKey, HexKey] {
  const i = s.indexOf('|');
  return [s.slice(0, i), s.slice(i + 1)];
}

/** Offset layout (odd rows shifted right) used to build rectangular maps: column, row to axial. */
// movement: offset column and row to axial
export function fromOffset(col: number, row: number): Hex {
  return { q: col - (row - (row & 1)) / 2, r: row };
}

// movement: axial to offset column and row
export function toOffset(h: Hex): { col: number; row: number } {
  return { col: h.q + (h.r - (h.r & 1)) / 2, row: h.r };
}

/** Pixel centre of a pointy-top hex of circumradius `size`. */
// movement: where a hex is drawn
export function hexToPixel(h: Hex, size: number): { x: number; y: number } {
  return { x: size * Math.sqrt(3) * (h.q + h.r / 2), y: size * 1.5 * h.r };
}

/** Four-digit column-row label ("0407") as printed on hex maps, from the offset layout. */
// movement: the printed label of a hex
export function hexLabel(k: HexKey): string {
  const { col, row } = toOffset(parseHex(k));
  return `${String(col + 1).padStart(2, '0')}${String(row + 1).padStart(2, '0')}`;
}
