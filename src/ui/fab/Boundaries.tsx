/** The boundaries of the FAB map (5.31), drawn by the game map and by the scenario editor over its photo. */
import type { AreaId, BoundaryDef } from '../../rules/fab/types';
import { BlownMark, BridgeMark } from './marks';

/**
 * Roads, field connections and rivers between area centres (`pos`): roads and field connections are one path
 * each (hundreds of lines on a big map would otherwise be hundreds of nodes to lay out); a river keeps its own
 * curve across the connection (at most 60 map units each way, less on a short one) and its bridge or
 * blown-bridge marker. Also drawn by the scenario editor over the owner's photo.
 */
export function Boundaries({
  boundaries,
  pos,
  blown = '',
}: {
  boundaries: readonly BoundaryDef[];
  pos: ReadonlyMap<AreaId, { x: number; y: number }>;
  blown?: string;
}) {
  const blownSet = new Set(blown.split('|'));
  let roads = '';
  let fields = '';
  const rivers = [];
  for (const b of boundaries) {
    const a = pos.get(b.a);
    const c = pos.get(b.b);
    if (!a || !c) continue;
    const seg = `M${a.x} ${a.y}L${c.x} ${c.y}`;
    if (b.road) roads += seg;
    else fields += seg;
    if (!b.river) continue;
    const mx = (a.x + c.x) / 2,
      my = (a.y + c.y) / 2;
    const dx = c.x - a.x,
      dy = c.y - a.y;
    const len = Math.hypot(dx, dy) || 1;
    const nx = -dy / len,
      ny = dx / len;
    const r = Math.min(60, len * 0.3);
    rivers.push(
      <path
        key={`r${b.id}`}
        class="fab-river"
        d={`M${mx + nx * r} ${my + ny * r} Q${mx + nx * r * 0.5 + (dx / len) * ((r * 7) / 30)} ${my + ny * r * 0.5 + (dy / len) * ((r * 7) / 30)} ${mx} ${my} T${mx - nx * r} ${my - ny * r}`}
      />,
    );
    rivers.push(
      blownSet.has(b.id) ? (
        <BlownMark key={`b${b.id}`} x={mx} y={my} />
      ) : (
        <BridgeMark key={`b${b.id}`} x={mx} y={my} angle={(Math.atan2(dy, dx) * 180) / Math.PI} />
      ),
    );
  }
  return (
    <g class="fab-boundaries" aria-hidden="true">
      {fields ? <path class="fab-field" d={fields} /> : null}
      {roads ? <path class="fab-road" d={roads} /> : null}
      {rivers}
    </g>
  );
}
