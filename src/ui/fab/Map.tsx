/**
 * The FAB area map (2.4, 5.31) drawn from the scenario data in SVG: numbered, named areas with their
 * terrain difficulty, road and field connections, rivers with bridges or blown-bridge markers, entry
 * letters, control, defences, roadblocks, river-assault and supply markers, and the blocks the viewer may
 * know. Drag to pan, pinch, wheel, double tap or buttons to zoom, arrow keys to pan (../map/usePanZoom); taps on areas are the only map targets (each at least
 * 44 CSS px at the fitted zoom), so tap-to-select always works without dragging.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { useMapView, ZoomBar } from '../map/useMapView';
import { t } from '../../i18n';
import type { AreaDef, AreaId, FabScenario, FabState, Side } from '../../rules/fab/types';
import { Block, BLOCK, sideColour, sideName, blockLabel } from './Block';
import { blocksByArea, type BlockView, type Viewer } from './view';
import type { HiddenBlock } from '../../rules/fab/view';
import { EntryMark, MARKER_FILL, MarkerTile, TerrainBadge, VpStar } from './marks';
import { Boundaries } from './Boundaries';
import { firstView, union, type MovePlan, type ReachMark } from './move-plan';
import { BridgeQuestion, RecentMoves } from './RecentMoves';
import { whenIdle } from '../idle';
import {
  DETAIL_SCALE,
  FIRST_MARGIN,
  HH,
  HW,
  inDetail,
  lodCovers,
  lodFor,
  mapBounds,
  mapLayout,
  viewScale,
  type Box,
  type Lod,
} from './map-layout';

export {
  closestDistance,
  DETAIL_SCALE,
  inDetail,
  lodCovers,
  lodFor,
  mapBounds,
  mapLayout,
  viewScale,
  type Box,
  type Layout,
  type Lod,
} from './map-layout';

const NONE: readonly BlockView[] = [];
const NO_AREAS: readonly AreaDef[] = [];

export interface MapProps {
  readonly s: FabState;
  readonly viewer: Viewer;
  /** Enemy blocks the viewer sees from behind (the view's `hiddenBlocks`). */
  readonly hidden: readonly HiddenBlock[];
  readonly selectedArea: AreaId | null;
  readonly selectedUnit: string | null;
  /** Areas the selected unit may reach, with the cost and the movement points left there. */
  readonly reach: ReadonlyMap<AreaId, ReachMark>;
  /** The selected unit's area, the area picked to move to, and the move's plan (drawn as a path). */
  readonly from?: AreaId | null;
  readonly target?: AreaId | null;
  readonly plan?: MovePlan | null;
  /** Areas that must (or may) fight now. */
  readonly combat: ReadonlySet<AreaId>;
  /** The other side's last moves, outlined until the player's first tap ("since you last looked"). */
  readonly recent?: readonly { readonly from: AreaId; readonly to: AreaId }[];
  /** 5.35d a bridge question waiting (the crossing unit's area and the area beyond the bridge): marked and
   * brought into view (issue 27). */
  readonly bridge?: { readonly from: AreaId; readonly to: AreaId } | null;
  readonly onArea: (id: AreaId) => void;
}

/** The badge of a lit area: what getting there costs and the points left (or "then stop"), in words. */
function reachLines(m: ReachMark): string[] {
  switch (m.kind) {
    case 'move':
      return [t('fab.reach.cost', { n: m.cost }), m.stop ? t('fab.reach.stop') : t('fab.reach.left', { n: m.left })];
    case 'place':
      return [t('fab.reach.place')];
    case 'strategic':
      return [t('fab.reach.strategic')];
  }
}

function areaAria(s: FabState, a: AreaDef, blocks: readonly BlockView[], cost: ReachMark | undefined): string {
  const st = s.areas[a.id];
  const sc = s.scenario;
  const parts = [`${a.number} ${a.name}`, t('fab.terrainN', { n: a.terrain })];
  if (st) parts.push(t('fab.controlledBy', { side: sideName(sc, st.control) }));
  if (a.entry) parts.push(t('fab.entryLetter', { letter: a.entry }));
  if (a.vp) parts.push(t('fab.vpN', { n: a.vp }));
  if (st?.defences) parts.push(t('fab.marker.defences'));
  if (st?.roadblock) parts.push(t('fab.marker.roadblock'));
  if (st?.riverAssault) parts.push(t('fab.marker.riverAssault'));
  if (st?.unsupplied) parts.push(t('fab.marker.unsupplied'));
  if (st?.newlyContested) parts.push(t('fab.marker.newlyContested'));
  if (blocks.length) parts.push(blocks.map((b) => blockLabel(sc, b)).join('; '));
  if (cost?.kind === 'move') parts.push(t('fab.reachCostLeft', { n: cost.cost, left: cost.left }));
  else if (cost) parts.push(t('fab.reachCost', { n: 0 }));
  return parts.join('. ');
}

/** The markers on an area: control (5.4), defences (5.23), roadblock (5.34), river assault (5.35),
 * out of supply (9.3), newly contested (5.1). Drawn as tiles with letters (never colour alone); the area's
 * spoken label names them in words. */
function areaMarkers(s: FabState, a: AreaDef): { fill: string; text: string }[] {
  const sc = s.scenario;
  const st = s.areas[a.id];
  if (!st) return [];
  const markers = [{ fill: sideColour(sc, st.control), text: sideName(sc, st.control).slice(0, 1).toUpperCase() }];
  if (st.defences) markers.push({ fill: MARKER_FILL.defences, text: 'DF' });
  if (st.roadblock) markers.push({ fill: MARKER_FILL.roadblock, text: st.roadblock.asset ? 'RB+' : 'RB' });
  if (st.riverAssault) markers.push({ fill: MARKER_FILL.riverAssault, text: 'RA' });
  if (st.unsupplied) markers.push({ fill: MARKER_FILL.unsupplied, text: 'OS' });
  if (st.newlyContested) markers.push({ fill: MARKER_FILL.newlyContested, text: 'NC' });
  return markers;
}

/** Own blocks on the upper row, the enemy's below (two per row: the stacking limit is two per side, 5.1). */
function blockRows(blocks: readonly BlockView[], viewer: Viewer, phasing: Side): BlockView[][] {
  const mine: Side = viewer === 'open' ? phasing : viewer;
  const own = blocks.filter((b) => b.side === mine);
  const foe = blocks.filter((b) => b.side !== mine);
  const half = Math.ceil(blocks.length / 2);
  const rows = own.length <= 2 && foe.length <= 2 ? [own, foe] : [blocks.slice(0, half), blocks.slice(half)];
  if (rows[0]!.length === 0) rows.reverse();
  return rows;
}

interface AreaProps {
  s: FabState;
  viewer: Viewer;
  a: AreaDef;
  blocks: readonly BlockView[];
  selected: boolean;
  cost: ReachMark | undefined;
  target: boolean;
  fight: boolean;
  selectedUnit: string | null;
  /** Font size of block names in map units (at least 11 CSS px at the current zoom). */
  nameSize: number;
  onArea: (id: AreaId) => void;
}

function areaClass(
  a: AreaDef,
  p: { selected: boolean; cost: ReachMark | undefined; fight: boolean; target: boolean },
): string {
  return `fab-area fab-terrain-${a.terrain}${p.selected ? ' fab-area-selected' : ''}${p.cost !== undefined ? ' fab-area-reach' : ''}${p.target ? ' fab-area-target' : ''}${p.fight ? ' fab-area-fight' : ''}`;
}

function areaShape(a: AreaDef, x: number, y: number, k: number, attrs: Record<string, unknown>) {
  return a.polygon && a.polygon.length > 2 ? (
    <polygon points={a.polygon.map((q) => `${q.x * k},${q.y * k}`).join(' ')} {...attrs} />
  ) : (
    <rect x={x - HW} y={y - HH} width={HW * 2} height={HH * 2} rx="22" {...attrs} />
  );
}

/** The button behaviour every area has, whichever way it is drawn. */
function areaButton(p: AreaProps) {
  const { s, a, selected, cost, onArea } = p;
  return {
    role: 'button' as const,
    tabIndex: 0,
    'aria-pressed': selected,
    'data-area': a.id,
    'aria-label': areaAria(s, a, p.blocks, cost),
    onClick: () => onArea(a.id),
    onKeyDown: (e: KeyboardEvent) => {
      if (e.key === 'Enter' || e.key === ' ') {
        e.preventDefault();
        onArea(a.id);
      }
    },
  };
}

/** An area drawn in full: its group is the button; the drawing inside is hidden from screen readers. */
function AreaView(p: AreaProps) {
  const { pos, k } = mapLayout(p.s.scenario);
  const { x, y } = pos.get(p.a.id)!;
  return (
    <g class={areaClass(p.a, p)} {...areaButton(p)}>
      {areaShape(p.a, x, y, k, { class: 'fab-area-shape' })}
      <AreaDetail {...p} x={x} y={y} />
    </g>
  );
}

/** An area drawn as a summary: the shape alone is the button (one node); its number, markers and blocks
 * are drawn for all such areas together by SummaryLayer, which taps pass through. */
function FarArea(p: AreaProps) {
  const { pos, k } = mapLayout(p.s.scenario);
  const { x, y } = pos.get(p.a.id)!;
  return areaShape(p.a, x, y, k, { class: `${areaClass(p.a, p)} fab-area-far fab-area-shape`, ...areaButton(p) });
}

/** An area drawn in full: name, terrain badge, entry letter, victory points, markers, blocks (a lit area's
 * cost badge is drawn over all areas, in FabMap). */
function AreaDetail({ s, viewer, a, blocks, selectedUnit, nameSize, x, y }: AreaProps & { x: number; y: number }) {
  const sc = s.scenario;
  const rows = blockRows(blocks, viewer, s.phasing);
  const row = (list: readonly BlockView[], top: number) => {
    const w = list.length * (BLOCK + 4) - 4;
    return list.map((b, i) => (
      <Block
        key={b.id}
        sc={sc}
        v={b}
        x={x - w / 2 + i * (BLOCK + 4)}
        y={top}
        selected={b.id === selectedUnit}
        nameSize={nameSize}
        formation={b.face ? sc.formations.find((f) => f.id === b.face!.def.formation) : undefined}
      />
    ));
  };
  const left = x - HW + 13;
  const right = x + HW - 13;
  return (
    <g aria-hidden="true">
      <text x={x} y={y - HH + 22} text-anchor="middle" class="fab-area-name">
        <tspan class="fab-area-num">{a.number}</tspan> {a.name}
      </text>
      {/* left column: terrain difficulty (number, never colour alone), entry letter, victory points */}
      <g transform={`translate(${left} ${y - HH + 46})`}>
        <TerrainBadge n={a.terrain} />
      </g>
      {a.entry ? (
        <g transform={`translate(${left} ${y - HH + 74})`}>
          <EntryMark letter={a.entry} />
        </g>
      ) : null}
      {a.vp ? (
        <g transform={`translate(${left} ${y - HH + 102})`}>
          <VpStar vp={a.vp} />
        </g>
      ) : null}
      {areaMarkers(s, a).map((m, i) => (
        <g key={m.text} transform={`translate(${right} ${y - HH + 46 + i * 26})`}>
          <MarkerTile fill={m.fill} text={m.text} />
        </g>
      ))}
      {row(rows[0]!, y - HH + 28)}
      {row(rows[1]!, y - HH + 28 + BLOCK + 4)}
    </g>
  );
}

/** A lit area's badge: one or two lines (cost, then points left), sized for `size`-unit type. */
export function CostBadge({ x, y, lines, size }: { x: number; y: number; lines: readonly string[]; size: number }) {
  const w = Math.max(...lines.map((l) => l.length)) * size * 0.58 + size;
  const h = lines.length * size * 1.15 + size * 0.5;
  return (
    <g transform={`translate(${x} ${y})`} class="fab-cost-badge">
      <rect x={-w / 2} y={-h / 2} width={w} height={h} rx={size * 0.6} class="fab-cost" />
      <text text-anchor="middle" class="fab-cost-text" style={{ fontSize: `${size}px` }}>
        {lines.map((l, i) => (
          <tspan key={i} x="0" y={-h / 2 + size * 0.25 + (i + 1) * size * 1.15 - size * 0.22}>
            {l}
          </tspan>
        ))}
      </text>
    </g>
  );
}

/**
 * The picked move drawn on the map (5.3): a line from the unit's area through each area it enters, an arrow
 * at the end, and at each step a tag with what that step costs (a bridge the enemy may blow marked "!").
 * Drawn over the areas; taps pass through.
 */
function PathLayer({ sc, from, plan, big }: { sc: FabScenario; from: AreaId; plan: MovePlan; big: boolean }) {
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
function SummaryLayer({
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

/** Whole-map scale (CSS px per map unit) under which a first view goes closer: blocks about 36 px, so
 * that a short label ("1Cav") fits at 11 px (22-unit type). */
const READABLE = 0.51;

/** Type sizes block names step through (a few steps: each change redraws every block while zooming). */
const NAME_SIZES = [13, 15, 17, 19, 22, 25, 28, 32, 36, 40];

/** Block name type in map units: 13, or larger when the map is drawn small, so it is never under 11 px. */
export function nameSizeFor(scale: number): number {
  if (!(scale > 0)) return 13;
  const need = 11.2 / scale;
  return NAME_SIZES.find((n) => n >= need) ?? Math.ceil(need);
}

/** Where the action is, for the first view: the contested areas, else the areas with the viewer's blocks. */
function actionBox(s: FabState, viewer: Viewer, hidden: readonly HiddenBlock[]): Box | null {
  const sc = s.scenario;
  const { pos } = mapLayout(sc);
  const byArea = blocksByArea(s, viewer, hidden);
  const mine: Side = viewer === 'open' ? s.phasing : viewer;
  const contested: AreaId[] = [];
  const own: AreaId[] = [];
  for (const [id, list] of byArea) {
    if (list.some((b) => b.side === mine)) own.push(id);
    if (list.some((b) => b.side === 'blue') && list.some((b) => b.side === 'red')) contested.push(id);
  }
  const box = (id: AreaId) => {
    const c = pos.get(id);
    return c ? [{ x: c.x - HW, y: c.y - HH - 30, w: HW * 2, h: HH * 2 + 30 }] : [];
  };
  return union((contested.length ? contested : own).flatMap(box));
}

export function FabMap(props: MapProps) {
  const { s, viewer } = props;
  const sc = s.scenario;
  const fit = useMemo(() => mapBounds(sc), [sc]);

  const svg = useRef<SVGSVGElement>(null);
  // the view and its gestures (../map/useMapView); each change of view redraws detail only where needed
  // the first drawing details only what is on screen (FIRST_MARGIN), later ones a margin around it
  const firstDrawing = useRef(false);
  const map = useMapView(svg, fit, () => (firstDrawing.current ? relod(FIRST_MARGIN, true) : relod()));
  const view = map.view;
  // Before the map is laid out its size is unknown; the window is an upper bound of it, so a map that
  // would be a summary even filling the window starts as one (no wasted full drawing).
  const [lod, setLod] = useState<Lod>(() => {
    const w = typeof window === 'undefined' ? 0 : window.innerWidth,
      h = typeof window === 'undefined' ? 0 : window.innerHeight;
    return w && h ? lodFor(fit, viewScale(fit, w, h)) : lodFor(fit, DETAIL_SCALE);
  });
  const lodRef = useRef(lod);
  lodRef.current = lod;
  // block names never drawn under 11 CSS px: the type grows (and the label shortens) as the map zooms out
  const [nameSize, setNameSize] = useState(13);
  const nameRef = useRef(nameSize);
  nameRef.current = nameSize;

  /** Redraw (detail in or out) only when the current view is no longer covered by what is drawn (`margin`: of
   * the detailed region, see lodFor; `first`: the first drawing, whose level of detail is set whatever the
   * estimate before it was). */
  const relod = (margin?: number, first = false) => {
    const el = svg.current;
    if (!el || !el.clientWidth || !el.clientHeight) return;
    const v = view.current;
    const scale = viewScale(v, el.clientWidth, el.clientHeight);
    if (first || !lodCovers(lodRef.current, v, scale)) setLod((lodRef.current = lodFor(v, scale, margin)));
    const size = nameSizeFor(scale);
    if (size !== nameRef.current) setNameSize((nameRef.current = size));
  };
  /** The starting view: the whole map when it is drawn large enough to read; on a small screen (a phone),
   * a closer view on where the action is (contested areas, else the viewer's own blocks; the fit button
   * still shows everything). */
  const initial = (): Box => {
    const el = svg.current;
    return firstView(fit, actionBox(s, viewer, props.hidden), el?.clientWidth ?? 0, el?.clientHeight ?? 0, READABLE);
  };
  // The first render draws the map's frame alone: its size is known only once it is laid out. Then, before the
  // first paint, the starting view and its level of detail, and the areas drawn once (none drawn for nothing;
  // no flash of the wrong drawing). On a close view only what is on screen is drawn in full at first.
  const [sized, setSized] = useState(false);
  useLayoutEffect(() => {
    firstDrawing.current = true;
    map.show(initial());
    firstDrawing.current = false;
    setSized(true);
  }, [fit]);
  // once the first drawing is on screen, in idle time: half a view more in full all round, so a pan does not redraw
  useEffect(() => {
    if (!sized) return;
    const widen = () => {
      const el = svg.current;
      const lod = lodRef.current;
      if (!el || !el.clientWidth || !el.clientHeight || !lod) return;
      const v = view.current;
      const wide = lodFor(v, viewScale(v, el.clientWidth, el.clientHeight));
      if (wide && (wide.w > lod.w || wide.h > lod.h)) setLod((lodRef.current = wide));
    };
    return whenIdle(widen, 2000);
  }, [sized, fit]);
  // a picked area out of view (a close view on a phone) is brought into view, at the same zoom
  useLayoutEffect(() => {
    const c = props.target ? mapLayout(sc).pos.get(props.target) : undefined;
    if (!c) return;
    const v = view.current;
    const m = 16; // the outline and a little room around it
    const dx = Math.min(0, c.x - HW - m - v.x) + Math.max(0, c.x + HW + m - (v.x + v.w));
    const dy = Math.min(0, c.y - HH - 30 - v.y) + Math.max(0, c.y + HH + 30 - (v.y + v.h));
    if (!dx && !dy) return;
    map.show({ ...v, x: v.x + dx, y: v.y + dy });
  }, [props.target]);
  // 5.35d a bridge question: both ends of the crossing brought into view, at the same zoom when they fit
  const bridgeKey = props.bridge ? `${props.bridge.from}>${props.bridge.to}` : null;
  useLayoutEffect(() => {
    if (!props.bridge) return;
    const { pos } = mapLayout(sc);
    const p = pos.get(props.bridge.from),
      q = pos.get(props.bridge.to);
    if (!p || !q) return;
    const v = view.current;
    const m = 16;
    const [x0, x1] = [Math.min(p.x, q.x) - HW - m, Math.max(p.x, q.x) + HW + m];
    const [y0, y1] = [Math.min(p.y, q.y) - HH - 30, Math.max(p.y, q.y) + HH + 30];
    // too far apart for the view: centred on the bridge
    const dx = x1 - x0 > v.w ? (x0 + x1 - v.w) / 2 - v.x : Math.min(0, x0 - v.x) + Math.max(0, x1 - (v.x + v.w));
    const dy = y1 - y0 > v.h ? (y0 + y1 - v.h) / 2 - v.y : Math.min(0, y0 - v.y) + Math.max(0, y1 - (v.y + v.h));
    if (!dx && !dy) return;
    map.show({ ...v, x: v.x + dx, y: v.y + dy });
  }, [bridgeKey]);

  const v = view.current;
  const from = props.from;
  const blown = s.blownBridges.join('|');
  // the same vnode while the scenario and blown bridges stay: Preact skips it without diffing
  const boundaries = useMemo(
    () => <Boundaries boundaries={sc.boundaries} pos={mapLayout(sc).pos} blown={blown} />,
    [sc, blown],
  );
  // the whole map seen small: the rivers and their bridges drawn again over the areas' edges, so the lines
  // the armies fight across stay visible where the areas almost touch
  const riversOver = useMemo(
    () => (
      <g class="fab-rivers-over">
        <Boundaries boundaries={sc.boundaries} pos={mapLayout(sc).pos} blown={blown} />
      </g>
    ),
    [sc, blown],
  );
  const blocks = blocksByArea(s, viewer, props.hidden);
  const { pos } = mapLayout(sc);
  const far: AreaDef[] = [];
  return (
    <div class="fab-map-wrap">
      <svg
        ref={svg}
        class={`fab-map${lod === null ? ' fab-map-far' : ''}`}
        viewBox={`${v.x} ${v.y} ${v.w} ${v.h}`}
        preserveAspectRatio="xMidYMid meet"
        role="group"
        aria-label={t('fab.mapAria', { name: sc.name })}
      >
        {sized ? boundaries : null}
        {(sized ? sc.areas : NO_AREAS).map((a) => {
          const c = pos.get(a.id)!;
          const detail = inDetail(lod, c.x, c.y);
          if (!detail) far.push(a);
          const View = detail ? AreaView : FarArea;
          return (
            <View
              key={a.id}
              s={s}
              viewer={viewer}
              a={a}
              blocks={blocks.get(a.id) ?? NONE}
              selected={props.selectedArea === a.id}
              cost={props.reach.get(a.id)}
              target={props.target === a.id}
              fight={props.combat.has(a.id)}
              selectedUnit={props.selectedUnit}
              nameSize={nameSize}
              onArea={props.onArea}
            />
          );
        })}
        {sized && lod === null ? riversOver : null}
        <SummaryLayer
          s={s}
          viewer={viewer}
          areas={far}
          blocks={blocks}
          reach={props.reach}
          selectedUnit={props.selectedUnit}
        />
        {/* the badges of lit areas drawn in full, over every area (a badge hangs over the next area down) */}
        <g class="fab-badges" aria-hidden="true">
          {(sized ? sc.areas : NO_AREAS).map((a) => {
            const m = props.reach.get(a.id);
            const c = pos.get(a.id);
            if (!m || !c || !inDetail(lod, c.x, c.y)) return null;
            return <CostBadge key={a.id} x={c.x} y={c.y + HH} lines={reachLines(m)} size={20} />;
          })}
        </g>
        {from && props.plan ? <PathLayer sc={sc} from={from} plan={props.plan} big={lod === null} /> : null}
        {props.recent ? <RecentMoves sc={sc} moves={props.recent} /> : null}
        {props.bridge ? <BridgeQuestion sc={sc} from={props.bridge.from} to={props.bridge.to} /> : null}
      </svg>
      <ZoomBar
        map={map}
        fit={fit}
        labels={{ group: t('fab.zoom'), in: t('fab.zoomIn'), out: t('fab.zoomOut'), fit: t('fab.zoomFit') }}
      />
    </div>
  );
}
