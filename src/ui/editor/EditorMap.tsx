/**
 * The editor's map: the owner's photo (or a plain sheet), the areas as numbered dots with their marks, and the
 * boundaries drawn as the game map draws them (../fab/Boundaries). Pan and zoom are the game map's own
 * (../map/useMapView: drag, pinch, wheel, double tap, buttons, arrow keys). A tap on the photo is a place (for
 * a new area, a moved one, or a point of an outline); a tap on an area or a link selects it. The selected area
 * can be dragged; every drag has a tap-only way too (the panel's "Move"), so no action needs a drag or a hover.
 * Every target is drawn at least 48 CSS px across whatever the zoom.
 */
import { useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { AreaDef, FabScenario, Point, Side } from '../../rules/fab/types';
import { controlOf, kindOf } from '../../app/draft/model';
import type { PhotoData } from '../../app/draft/drafts';
import { t } from '../../i18n';
import { Boundaries } from '../fab/Boundaries';
import { EntryMark, MarkerTile, TerrainBadge, VpStar } from '../fab/marks';
import { useMapView, ZoomBar } from '../map/useMapView';
import type { ViewBox } from '../map/usePanZoom';
import { DRAG_SLOP } from '../map/usePanZoom';

export interface EditorMapProps {
  readonly sc: FabScenario;
  readonly photo: PhotoData | null;
  /** The photo's size (the map's coordinates), when the draft has one (its picture may still be loading). */
  readonly size: { readonly width: number; readonly height: number } | null;
  readonly selectedArea: string | null;
  readonly selectedLink: string | null;
  readonly linkFrom: string | null;
  /** Links are drawn as targets (the Links tool). */
  readonly showLinks: boolean;
  /** The area being outlined (its points are drawn). */
  readonly outlining: string | null;
  /** Areas with a warning (no link, a piece apart): marked "!". */
  readonly flagged: ReadonlySet<string>;
  readonly draggable: boolean;
  readonly label: string;
  onPlace(p: Point): void;
  onArea(id: string): void;
  onLink(id: string): void;
  onDrag(id: string, p: Point): void;
}

/** The map's extent: the photo, or without one a plain sheet with room for every area and a margin, at least
 * 1000 by 700. */
export function sheetOf(sc: FabScenario, size: EditorMapProps['size']): ViewBox {
  if (size) return { x: 0, y: 0, w: size.width, h: size.height };
  let w = 1000,
    h = 700;
  for (const a of sc.areas) {
    w = Math.max(w, a.x + 150);
    h = Math.max(h, a.y + 150);
  }
  return { x: 0, y: 0, w, h };
}

/** Radius of an area's dot, in CSS px (a 48-px target). */
const DOT_PX = 24;

const sideColour = (sc: FabScenario, s: Side) => sc.sides.find((x) => x.id === s)?.colour ?? '#888';

export function EditorMap(p: EditorMapProps) {
  const { sc } = p;
  const svg = useRef<SVGSVGElement>(null);
  const sizeKey = p.size ? `${p.size.width}x${p.size.height}` : 'sheet';
  // the sheet is measured when the editor opens or the photo changes, not as areas move (the view would jump)
  const sheet = useMemo(() => sheetOf(sc, p.size), [sizeKey]);
  const fit = useMemo(() => {
    const pad = Math.max(sheet.w, sheet.h) * 0.04;
    return { x: sheet.x - pad, y: sheet.y - pad, w: sheet.w + 2 * pad, h: sheet.h + 2 * pad };
  }, [sheet]);
  // map units per CSS px, in steps (a redraw of the dots only when the zoom has changed by a step)
  const [unit, setUnit] = useState(1);
  const unitRef = useRef(unit);
  const map = useMapView(svg, fit, () => {
    const el = svg.current;
    if (!el?.clientWidth || !el.clientHeight) return;
    const v = map.view.current;
    const u = Math.max(v.w / el.clientWidth, v.h / el.clientHeight);
    // rounded up: a target is never drawn smaller than its size in CSS px
    const stepped = Math.pow(1.25, Math.ceil(Math.log(u) / Math.log(1.25) - 1e-9));
    if (stepped !== unitRef.current) setUnit((unitRef.current = stepped));
  });
  useLayoutEffect(() => map.show({ ...fit }), [fit]);

  /** A client point (a tap) in map units: the SVG keeps its aspect ratio, centred (xMidYMid meet). */
  const toMap = (cx: number, cy: number): Point => {
    const r = svg.current?.getBoundingClientRect() ?? { left: 0, top: 0, width: 1, height: 1 };
    const v = map.view.current;
    const s = Math.min(r.width / v.w, r.height / v.h) || 1;
    return {
      x: v.x + (cx - (r.left + (r.width - v.w * s) / 2)) / s,
      y: v.y + (cy - (r.top + (r.height - v.h * s) / 2)) / s,
    };
  };

  // the selected area follows the finger; it is moved (one change) when the finger lifts
  const [drag, setDrag] = useState<{ id: string; at: Point } | null>(null);
  const press = useRef<{ id: string; pointer: number; x: number; y: number; moved: boolean } | null>(null);
  const dropped = useRef(false);

  const r = DOT_PX * unit;
  const pos = new Map<string, Point>();
  for (const a of sc.areas) pos.set(a.id, drag?.id === a.id ? drag.at : a);

  const areaLabel = (a: AreaDef) => {
    const parts = [`${a.number} ${a.name}`, t('editor.map.terrainN', { n: a.terrain })];
    if (a.entry) parts.push(t('editor.map.entryN', { letter: a.entry }));
    if (a.vp) parts.push(t('editor.map.vpN', { n: a.vp }));
    for (const s of sc.supplySources)
      if (s.area === a.id)
        parts.push(t('editor.map.supplyOf', { side: sc.sides.find((x) => x.id === s.side)?.name ?? s.side }));
    if (p.flagged.has(a.id)) parts.push(t('editor.map.flagged'));
    return parts.join('. ');
  };

  const areaView = (a: AreaDef) => {
    const at = drag?.id === a.id ? drag.at : a;
    const selected = p.selectedArea === a.id;
    const canDrag = p.draggable && selected;
    const k = r / DOT_PX;
    const supply = sc.supplySources.filter((s) => s.area === a.id);
    const control = controlOf(sc, a.id);
    const cls = `ed-area${selected ? ' ed-selected' : ''}${p.linkFrom === a.id ? ' ed-from' : ''}${p.flagged.has(a.id) ? ' ed-flag' : ''}`;
    return (
      <g
        key={a.id}
        class={cls}
        role="button"
        tabindex={0}
        aria-pressed={selected || p.linkFrom === a.id}
        aria-label={areaLabel(a)}
        data-area={a.id}
        {...(canDrag ? { 'data-drag': '' } : {})}
        transform={`translate(${at.x} ${at.y})`}
        onClick={(e) => {
          e.stopPropagation();
          if (dropped.current) {
            dropped.current = false;
            return;
          }
          p.onArea(a.id);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ' ') {
            e.preventDefault();
            p.onArea(a.id);
          }
        }}
        onPointerDown={(e) => {
          if (!canDrag) return;
          press.current = { id: a.id, pointer: e.pointerId, x: e.clientX, y: e.clientY, moved: false };
          try {
            e.currentTarget.setPointerCapture?.(e.pointerId);
          } catch {
            /* a pointer the browser no longer tracks: the drag follows the events that reach the area */
          }
        }}
        onPointerMove={(e) => {
          const pr = press.current;
          if (!pr || pr.pointer !== e.pointerId) return;
          if (!pr.moved && Math.hypot(e.clientX - pr.x, e.clientY - pr.y) < DRAG_SLOP) return;
          pr.moved = true;
          setDrag({ id: pr.id, at: toMap(e.clientX, e.clientY) });
        }}
        onPointerUp={(e) => {
          const pr = press.current;
          press.current = null;
          if (!pr || pr.pointer !== e.pointerId || !pr.moved) return;
          dropped.current = true;
          setTimeout(() => (dropped.current = false), 400);
          setDrag(null);
          p.onDrag(pr.id, toMap(e.clientX, e.clientY));
        }}
        onPointerCancel={() => {
          press.current = null;
          setDrag(null);
        }}
      >
        <circle r={r} class="ed-dot" fill={sideColour(sc, control.side)} />
        <circle r={r * 0.72} class="ed-dot-face" />
        <text class="ed-num" y={r * 0.3} font-size={r * 0.8} text-anchor="middle">
          {a.number}
        </text>
        <text class="ed-name" y={r + r * 0.72} font-size={r * 0.58} text-anchor="middle">
          {a.name}
        </text>
        <g transform={`translate(${-r * 0.95} ${-r * 0.8}) scale(${k * 0.75})`}>
          <TerrainBadge n={a.terrain} />
        </g>
        {a.entry ? (
          <g transform={`translate(${r * 0.95} ${-r * 0.8}) scale(${k * 0.75})`}>
            <EntryMark letter={a.entry} />
          </g>
        ) : null}
        {a.vp ? (
          <g transform={`translate(${r * 0.95} ${r * 0.75}) scale(${k * 0.75})`}>
            <VpStar vp={a.vp} />
          </g>
        ) : null}
        {supply.map((s, i) => (
          <g key={s.side} transform={`translate(${-r * 0.95 - i * r * 0.7} ${r * 0.75}) scale(${k * 0.75})`}>
            <MarkerTile fill={sideColour(sc, s.side)} text="S" />
          </g>
        ))}
        {p.flagged.has(a.id) ? (
          <text class="ed-bang" x={0} y={-r * 1.15} font-size={r * 0.8} text-anchor="middle">
            !
          </text>
        ) : null}
      </g>
    );
  };

  const linkView = (id: string) => {
    const b = sc.boundaries.find((x) => x.id === id);
    const a = b && pos.get(b.a);
    const c = b && pos.get(b.b);
    if (!b || !a || !c) return null;
    const an = sc.areas.find((x) => x.id === b.a);
    const cn = sc.areas.find((x) => x.id === b.b);
    const selected = p.selectedLink === id;
    return (
      <g
        key={id}
        class={`ed-link${selected ? ' ed-selected' : ''}`}
        role="button"
        tabindex={0}
        aria-pressed={selected}
        aria-label={t('editor.map.linkLabel', {
          a: an ? `${an.number} ${an.name}` : b.a,
          b: cn ? `${cn.number} ${cn.name}` : b.b,
          kind: t(`editor.kind.${kindOf(b)}`),
        })}
        transform={`translate(${(a.x + c.x) / 2} ${(a.y + c.y) / 2})`}
        onClick={(e) => {
          e.stopPropagation();
          p.onLink(id);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ' ') {
            e.preventDefault();
            p.onLink(id);
          }
        }}
      >
        <circle r={r * 0.95} />
      </g>
    );
  };

  const outlined = p.outlining ? sc.areas.find((a) => a.id === p.outlining) : undefined;
  return (
    <div class="fab-map-wrap ed-map-wrap">
      <svg
        ref={svg}
        class="fab-map ed-map"
        viewBox={`${fit.x} ${fit.y} ${fit.w} ${fit.h}`}
        preserveAspectRatio="xMidYMid meet"
        role="group"
        aria-label={p.label}
      >
        <rect
          class="ed-sheet"
          x={sheet.x}
          y={sheet.y}
          width={sheet.w}
          height={sheet.h}
          onClick={(e) => p.onPlace(toMap(e.clientX, e.clientY))}
        />
        {p.photo ? (
          <image
            href={p.photo.data}
            x={0}
            y={0}
            width={sheet.w}
            height={sheet.h}
            preserveAspectRatio="none"
            onClick={(e) => p.onPlace(toMap(e.clientX, e.clientY))}
          />
        ) : null}
        <g class="ed-outlines" aria-hidden="true">
          {sc.areas.map((a) =>
            a.polygon && a.polygon.length > 1 ? (
              <polygon key={a.id} points={a.polygon.map((q) => `${q.x},${q.y}`).join(' ')} stroke-width={unit * 3} />
            ) : null,
          )}
        </g>
        <g class="ed-boundaries">
          <Boundaries boundaries={sc.boundaries} pos={pos} />
        </g>
        {outlined?.polygon ? (
          <g class="ed-points" aria-hidden="true">
            {outlined.polygon.map((q, i) => (
              <circle key={i} cx={q.x} cy={q.y} r={unit * 6} />
            ))}
          </g>
        ) : null}
        {p.showLinks ? sc.boundaries.map((b) => linkView(b.id)) : p.selectedLink ? linkView(p.selectedLink) : null}
        {sc.areas.map(areaView)}
      </svg>
      <ZoomBar
        map={map}
        fit={fit}
        labels={{
          group: t('editor.map.zoom'),
          in: t('editor.map.zoomIn'),
          out: t('editor.map.zoomOut'),
          fit: t('editor.map.zoomFit'),
        }}
      />
    </div>
  );
}
