/**
 * What the FAB map draws over its areas, taps passing through: the picked move's path with each step's cost
 * (5.3, a bridge the enemy may blow marked, 5.35d), and the decorations of every area drawn as a summary
 * (numbers, markers, blocks and cost badges, a few paths for them all).
 */
import type { AreaDef, AreaId, FabScenario, FabState } from '../../rules/fab/types';
import { BLOCK, sideColour } from './Block';
import type { BlockView, Viewer } from './view';
import type { MovePlan, ReachMark } from './move-plan';
import { HH, HW, mapLayout } from './map-layout';
import { areaMarkers, blockRows, CostBadge, reachLines } from './MapArea';

const NONE: readonly BlockView[] = [];

/**
 * The picked move drawn on the map (5.3): a line from the unit's area through each area it enters, an arrow
 * at the end, and at each step a tag with what that step costs (a bridge the enemy may blow marked "!").
 * Drawn over the areas; taps pass through.
 */
export function PathLayer({ sc, from, plan, big }: { sc: FabScenario; from: AreaId; plan: MovePlan; big: boolean }) {
  const { pos } = mapLayout(sc);
  const start = pos.get(from);
  if (!start) return null;
  const pts = [start, ...plan.rows.map((r) => pos.get(r.area) ?? start)];
  // the line leaves from the edge of the moving block's stack, not over it (its label stays readable)
  const first = pts[1] ?? start;
  const len = Math.hypot(first.x - start.x, first.y - start.y) || 1;
  const off = Math.min(80, len / 2) / len;
  const line = [{ x: start.x + (first.x - start.x) * off, y: start.y + (first.y - start.y) * off }, ...pts.slice(1)];
  const d = line.map((p, i) => `${i ? 'L' : 'M'}${p.x} ${p.y}`).join('');
  const k = big ? 2 : 1;
  const end = pts[pts.length - 1]!;
  const prev = pts[pts.length - 2]!;
  const ang = Math.atan2(end.y - prev.y, end.x - prev.x);
  const head = 30 * k;
  const tip = { x: end.x - Math.cos(ang) * 20 * k, y: end.y - Math.sin(ang) * 20 * k };
  const wing = (side: number) =>
    `${tip.x - Math.cos(ang + side * 0.5) * head} ${tip.y - Math.sin(ang + side * 0.5) * head}`;
  return (
    <g class="fab-path" aria-hidden="true" data-steps={plan.rows.length}>
      <path class="fab-path-line" d={d} style={{ strokeWidth: `${12 * k}px` }} />
      <path class="fab-path-head" d={`M${wing(-1)}L${tip.x} ${tip.y}L${wing(1)}Z`} />
      {plan.rows.map((r, i) => {
        const a = pts[i]!,
          b = pts[i + 1]!;
        const mx = (a.x + b.x) / 2,
          my = (a.y + b.y) / 2;
        return (
          <g
            key={r.area}
            class={`fab-path-step${r.bridge ? ' fab-path-bridge' : ''}`}
            transform={`translate(${mx} ${my})`}
          >
            <circle r={22 * k} />
            <text y={8 * k} text-anchor="middle" style={{ fontSize: `${22 * k}px` }}>
              {r.bridge ? `+${r.cost}!` : `+${r.cost}`}
            </text>
          </g>
        );
      })}
    </g>
  );
}

/** Rectangle subpath for a path's d attribute. */
const box = (x: number, y: number, w: number, h: number) => `M${x} ${y}h${w}v${h}h${-w}z`;

/**
 * The decorations of every summarised area, drawn together: one text for the area numbers, and one path per
 * colour for marker tiles (control first), block squares (own: a light face in the side colour with the
 * formation colour on top; enemy: the side colour). With one shape per area, the 200-area bench map
 * seen whole is 435 nodes (it was 1,184 with a group per area, 3,594 drawn in full). Taps pass through to
 * the area shapes; screen readers hear the areas' own labels.
 */
export function SummaryLayer({
  s,
  viewer,
  areas,
  blocks,
  reach,
  selectedUnit,
}: {
  s: FabState;
  viewer: Viewer;
  areas: readonly AreaDef[];
  blocks: ReadonlyMap<AreaId, readonly BlockView[]>;
  reach: ReadonlyMap<AreaId, ReachMark>;
  selectedUnit: string | null;
}) {
  if (!areas.length) return null;
  const sc = s.scenario;
  const { pos } = mapLayout(sc);
  const tile = 30,
    bh = BLOCK * 0.75;
  const tiles = new Map<string, string>();
  const backs = new Map<string, string>();
  const faces = new Map<string, string>();
  const bands = new Map<string, string>();
  const add = (m: Map<string, string>, key: string, d: string) => m.set(key, (m.get(key) ?? '') + d);
  const nums = [];
  const extra = [];
  let drawn = 0;
  for (const a of areas) {
    const { x, y } = pos.get(a.id)!;
    nums.push(
      <tspan key={a.id} x={x - HW + 16} y={y - HH + 52}>
        {a.number}
      </tspan>,
    );
    areaMarkers(s, a).forEach((m, i) =>
      add(tiles, m.fill, box(x + HW - 14 - (i + 1) * (tile + 4), y - HH + 12, tile, tile)),
    );
    blockRows(blocks.get(a.id) ?? NONE, viewer, s.phasing).forEach((list, r) =>
      list.forEach((b, i) => {
        const bx = x - HW + 16 + i * (BLOCK + 6);
        const by = y - HH + 62 + r * (bh + 6);
        const colour = sideColour(sc, b.side);
        drawn++;
        if (!b.face) return add(backs, colour, box(bx, by, BLOCK, bh));
        add(faces, colour, box(bx, by, BLOCK, bh));
        add(
          bands,
          sc.formations.find((f) => f.id === b.face!.def.formation)?.colour ?? '#888',
          box(bx + 5, by + 5, BLOCK - 10, bh * 0.4),
        );
        if (b.id === selectedUnit)
          extra.push(
            <rect
              key={`sel-${b.id}`}
              class="fab-summary-selected"
              x={bx - 6}
              y={by - 6}
              width={BLOCK + 12}
              height={bh + 12}
              rx="8"
            />,
          );
      }),
    );
    const cost = reach.get(a.id);
    if (cost !== undefined)
      extra.push(<CostBadge key={`cost-${a.id}`} x={x} y={y + HH - 30} lines={reachLines(cost)} size={30} />);
  }
  const paths = (m: Map<string, string>, cls: string, attrs: (colour: string) => Record<string, string>) =>
    [...m].map(([colour, d]) => <path key={`${cls}${colour}`} class={cls} d={d} {...attrs(colour)} />);
  return (
    <g class="fab-summary" aria-hidden="true" data-blocks={drawn}>
      {paths(tiles, 'fab-summary-tile', (c) => ({ fill: c }))}
      {paths(backs, 'fab-block fab-block-back', (c) => ({ fill: c }))}
      {paths(faces, 'fab-block fab-summary-face', (c) => ({ stroke: c }))}
      {paths(bands, 'fab-summary-band', (c) => ({ fill: c }))}
      <text class="fab-area-bignum">{nums}</text>
      {extra}
    </g>
  );
}
