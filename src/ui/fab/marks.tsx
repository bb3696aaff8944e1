/**
 * The small marks of the FAB map, one component each, drawn at the origin or at (x, y): the map (Map.tsx) places
 * them in its areas and the map key (MapKey.tsx) draws the very same ones beside their explanation. Placed by their
 * own coordinates, not in a group of their own (issue 30: a group each was about a seventh of the nodes of an area
 * drawn in full).
 */

/** Where a mark is drawn (the origin when not given). */
interface At {
  readonly x?: number;
  readonly y?: number;
}

/** Area marker tiles (5.23 defences, 4.34 roadblock, 5.35 river assault, 9.32 supply, 2.4 newly contested):
 * letters on a coloured tile, never colour alone. */
export const MARKER_FILL = {
  defences: '#d7ccc8',
  roadblock: '#ffe082',
  riverAssault: '#90caf9',
  unsupplied: '#ef9a9a',
  newlyContested: '#ffcc80',
} as const;

/** 2.4 terrain difficulty: T0-T3 in a white badge. */
export function TerrainBadge({ n, x = 0, y = 0 }: { n: number } & At) {
  return (
    <>
      <rect x={x - 12} y={y - 11} width="24" height="22" rx="4" class="fab-terrain-badge" />
      <text x={x} y={y + 5} text-anchor="middle" class="fab-marker-text">
        T{n}
      </text>
    </>
  );
}

/** 4.1 / 14.2 an entry area for reinforcements: its letter in a yellow circle. */
export function EntryMark({ letter, x = 0, y = 0 }: { letter: string } & At) {
  return (
    <>
      <circle cx={x} cy={y} r="12" class="fab-entry" />
      <text x={x} y={y + 5} text-anchor="middle" class="fab-marker-text">
        {letter}
      </text>
    </>
  );
}

/** 19.0 victory points an area is worth to the side that controls it: a star with the number. */
export function VpStar({ vp, x = 0, y = 0 }: { vp: number } & At) {
  return (
    <>
      <path
        d="M0 -13 L3.5 -4.5 L13 -4.5 L5.5 1.5 L8.5 11 L0 5.5 L-8.5 11 L-5.5 1.5 L-13 -4.5 L-3.5 -4.5 Z"
        transform={x || y ? `translate(${x} ${y})` : undefined}
        class="fab-vp"
      />
      <text x={x} y={y + 4} text-anchor="middle" class="fab-marker-text">
        {vp}
      </text>
    </>
  );
}

/** A marker tile: control (the side's initial on its colour) or an area marker (MARKER_FILL). */
export function MarkerTile({ fill, text, x = 0, y = 0 }: { fill: string; text: string } & At) {
  return (
    <>
      <rect x={x - 12} y={y - 11} width="24" height="22" rx="4" fill={fill} stroke="#000" stroke-width="1.5" />
      <text x={x} y={y + 4} text-anchor="middle" class="fab-marker-small">
        {text}
      </text>
    </>
  );
}

/** 5.35 an intact bridge across a river boundary, turned along the connection. */
export function BridgeMark({ x, y, angle }: { x: number; y: number; angle: number }) {
  return (
    <rect class="fab-bridge" x={x - 14} y={y - 7} width="28" height="14" transform={`rotate(${angle} ${x} ${y})`} />
  );
}

/** 4.31 / 5.35 a blown bridge: a crossed red circle. */
export function BlownMark({ x, y }: { x: number; y: number }) {
  return (
    <g class="fab-blown">
      <circle cx={x} cy={y} r="15" />
      <path d={`M${x - 9} ${y - 9} L${x + 9} ${y + 9} M${x + 9} ${y - 9} L${x - 9} ${y + 9}`} />
    </g>
  );
}
