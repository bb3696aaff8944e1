/**
 * One area of the FAB map (2.4, 5.31), drawn in full or as a summary: its shape is the button (a tap selects
 * it, Enter or Space too), and in full its number and name, terrain difficulty, entry letter, victory points,
 * the markers on it (control 5.4, defences 5.23, roadblock 5.34, river assault 5.35, out of supply 9.3, newly
 * contested 5.1) and the blocks the viewer may know (two rows: the stacking limit is two per side, 5.1). Its
 * spoken label names all of these in words. Also the cost badge of an area the selected unit may reach (5.3).
 */
import { t } from '../../i18n';
import type { AreaDef, AreaId, FabState, Side } from '../../rules/fab/types';
import { Block, BLOCK, sideColour, sideName, blockLabel } from './Block';
import type { BlockView, Viewer } from './view';
import { EntryMark, MARKER_FILL, MarkerTile, TerrainBadge, VpStar } from './marks';
import type { ReachMark } from './move-plan';
import { HH, HW, mapLayout } from './map-layout';
import { sameProps } from '../same-props';

/** The badge of a lit area: what getting there costs and the points left (or "then stop"), in words. */
export function reachLines(m: ReachMark): string[] {
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
export function areaMarkers(s: FabState, a: AreaDef): { fill: string; text: string }[] {
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
export function blockRows(blocks: readonly BlockView[], viewer: Viewer, phasing: Side): BlockView[][] {
  const mine: Side = viewer === 'open' ? phasing : viewer;
  const own = blocks.filter((b) => b.side === mine);
  const foe = blocks.filter((b) => b.side !== mine);
  const half = Math.ceil(blocks.length / 2);
  const rows = own.length <= 2 && foe.length <= 2 ? [own, foe] : [blocks.slice(0, half), blocks.slice(half)];
  if (rows[0]!.length === 0) rows.reverse();
  return rows;
}

export interface AreaProps {
  s: FabState;
  viewer: Viewer;
  a: AreaDef;
  blocks: readonly BlockView[];
  selected: boolean;
  cost: ReachMark | undefined;
  target: boolean;
  fight: boolean;
  selectedUnit: string | null;
  /** Blocks a question is about (issue 27: the units that may take a hit, 6.4), marked on the map. */
  marked?: ReadonlySet<string>;
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

/** An area drawn in full: its group is the button; the drawing inside is hidden from screen readers. Drawn again
 * only when its props change (../same-props.ts: a screen drawn again for a selection leaves the other areas). */
export const AreaView = sameProps(function AreaView(p: AreaProps) {
  const { pos, k } = mapLayout(p.s.scenario);
  const { x, y } = pos.get(p.a.id)!;
  return (
    <g class={areaClass(p.a, p)} {...areaButton(p)}>
      {areaShape(p.a, x, y, k, { class: 'fab-area-shape' })}
      <AreaDetail {...p} x={x} y={y} />
    </g>
  );
});

/** An area drawn as a summary: the shape alone is the button (one node); its number, markers and blocks
 * are drawn for all such areas together by SummaryLayer, which taps pass through. */
export const FarArea = sameProps(function FarArea(p: AreaProps) {
  const { pos, k } = mapLayout(p.s.scenario);
  const { x, y } = pos.get(p.a.id)!;
  return areaShape(p.a, x, y, k, { class: `${areaClass(p.a, p)} fab-area-far fab-area-shape`, ...areaButton(p) });
});

/** An area drawn in full: name, terrain badge, entry letter, victory points, markers, blocks (a lit area's
 * cost badge is drawn over all areas, in FabMap). */
function AreaDetail({
  s,
  viewer,
  a,
  blocks,
  selectedUnit,
  marked,
  nameSize,
  x,
  y,
}: AreaProps & { x: number; y: number }) {
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
        marked={!!marked?.has(b.id)}
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
      <TerrainBadge n={a.terrain} x={left} y={y - HH + 46} />
      {a.entry ? <EntryMark letter={a.entry} x={left} y={y - HH + 74} /> : null}
      {a.vp ? <VpStar vp={a.vp} x={left} y={y - HH + 102} /> : null}
      {areaMarkers(s, a).map((m, i) => (
        <MarkerTile key={m.text} fill={m.fill} text={m.text} x={right} y={y - HH + 46 + i * 26} />
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
