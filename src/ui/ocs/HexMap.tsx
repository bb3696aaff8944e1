/**
 * The hex map as SVG: terrain, hexsides, roads, railways, places, depots, works and units, with
 * highlights passed in by the screen. Drag, pinch, wheel, double tap and arrow keys (../map/usePanZoom) or the
 * buttons zoom and pan; every hex is a labelled button.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { usePanZoom } from '../map/usePanZoom';
import { formatNumber, t, td } from '../../i18n';
import { hexLabel, hexToPixel, parseHex, sideHexes, type HexKey } from '../../rules/ocs/hex';
import type { OcsGame, Unit } from '../../rules/ocs/types';
import { MODE_LETTER, TYPE_LETTER, sideName, terrainText } from './text';
import { Icon, type IconName } from '../icons';

export const R = 20;
const SQ3 = Math.sqrt(3);

export interface Mark {
  readonly kind: 'reach' | 'min' | 'stop' | 'rail' | 'build';
  readonly label?: string;
  readonly icon?: IconName;
}

interface Props {
  readonly game: OcsGame;
  readonly marks: ReadonlyMap<HexKey, Mark>;
  readonly selected: HexKey | null;
  /** The hex tapped as a destination, outlined. */
  readonly target?: HexKey | null;
  readonly path: readonly HexKey[];
  readonly onHex: (h: HexKey) => void;
  /** Hex to centre on when first shown. */
  readonly focus?: HexKey | null;
  /** Hexes in a live enemy zone of control of the player in phase, marked "Z". */
  readonly zoc?: ReadonlySet<HexKey>;
}

const TERRAIN_CODE: Record<string, string> = {
  clear: '',
  desert: 'D',
  forest: 'F',
  rough: 'R',
  hills: 'H',
  marsh: 'Ma',
  mountain: 'Mt',
  city: 'C',
  lake: 'L',
};

function centre(k: HexKey) {
  const p = hexToPixel(parseHex(k), R);
  return { x: p.x + R * SQ3, y: p.y + R * 1.2 };
}

function corners(x: number, y: number, r = R): string {
  let s = '';
  for (let i = 0; i < 6; i++) {
    const a = (Math.PI / 180) * (60 * i - 30);
    s += `${(x + r * Math.cos(a)).toFixed(1)},${(y + r * Math.sin(a)).toFixed(1)} `;
  }
  return s.trim();
}

function edge(a: HexKey, b: HexKey) {
  const p = centre(a),
    q = centre(b);
  const mx = (p.x + q.x) / 2,
    my = (p.y + q.y) / 2;
  const dx = q.x - p.x,
    dy = q.y - p.y,
    len = Math.hypot(dx, dy);
  const nx = -dy / len,
    ny = dx / len;
  return { x1: mx + (nx * R) / 2, y1: my + (ny * R) / 2, x2: mx - (nx * R) / 2, y2: my - (ny * R) / 2 };
}

function StaticLayer({ game }: { game: OcsGame }) {
  const m = game.map;
  return (
    <g aria-hidden="true">
      {Object.entries(m.hexes).map(([k, h]) => {
        const c = centre(k);
        const main = h.terrain.reduce((a, b) => (b === 'clear' ? a : b), h.terrain[0] ?? 'clear');
        return (
          <g key={k}>
            <polygon points={corners(c.x, c.y)} class={`ocs-t ocs-t-${main}`} />
            {h.terrain.length > 1 ? (
              <polygon points={corners(c.x, c.y, R * 0.55)} class={`ocs-t ocs-t-${h.terrain[1]}`} />
            ) : null}
            <text x={c.x} y={c.y - R * 0.55} class="ocs-hexnum">
              {hexLabel(k)}
            </text>
            <text x={c.x - R * 0.55} y={c.y + R * 0.1} class="ocs-tcode">
              {h.terrain.map((x) => TERRAIN_CODE[x] ?? '').join('')}
            </text>
          </g>
        );
      })}
      {Object.entries(m.hexsides).map(([s, hs]) => {
        const [a, b] = sideHexes(s);
        if (!m.hexes[a] || !m.hexes[b]) return null;
        const e = edge(a, b);
        return (
          <g key={s}>
            <line {...e} class={`ocs-side ocs-side-${hs.feature}`} />
            {hs.bridge ? <line {...edge(a, b)} class="ocs-bridge" /> : null}
            {hs.pontoon ? <line {...edge(a, b)} class="ocs-pontoon" /> : null}
          </g>
        );
      })}
      {Object.entries(m.roads).map(([s, kind]) => {
        const [a, b] = sideHexes(s);
        const p = centre(a),
          q = centre(b);
        return <line key={s} x1={p.x} y1={p.y} x2={q.x} y2={q.y} class={`ocs-road ocs-road-${kind}`} />;
      })}
      {Object.entries(m.rails).map(([s, r]) => {
        const [a, b] = sideHexes(s);
        const p = centre(a),
          q = centre(b);
        return (
          <line
            key={s}
            x1={p.x}
            y1={p.y}
            x2={q.x}
            y2={q.y}
            class={`ocs-rail ocs-rail-${r.gauge}${r.double ? ' ocs-rail-double' : ''}`}
          />
        );
      })}
      {Object.entries(m.hexes)
        .filter(([, h]) => h.settlement || h.port)
        .map(([k, h]) => {
          const c = centre(k);
          return (
            <g key={`p${k}`}>
              <rect
                x={c.x - 4}
                y={c.y - 4}
                width={8}
                height={8}
                class={`ocs-place ocs-place-${h.settlement ?? 'port'}`}
              />
              {h.port ? <Icon name="anchor" size={9} x={c.x + 5} y={c.y - 5} class="ocs-port" /> : null}
              {h.name ? (
                <text x={c.x} y={c.y + R * 0.85} class="ocs-placename">
                  {h.name}
                </text>
              ) : null}
            </g>
          );
        })}
    </g>
  );
}

function Counter({ units, x, y }: { units: Unit[]; x: number; y: number }) {
  const u = units[0]!;
  const w = R * 1.25;
  return (
    <g class={`ocs-counter ocs-side-${u.side}`} aria-hidden="true">
      <rect x={x - w / 2} y={y - w / 2} width={w} height={w} rx={2} />
      <text x={x} y={y - 2.5} class="ocs-cname">
        {u.name.slice(0, 6)}
      </text>
      <text
        x={x}
        y={y + 8}
        class="ocs-cinfo"
      >{`${u.side}·${TYPE_LETTER[u.moveType]}${MODE_LETTER[u.mode]}${u.dg ? '!' : ''}`}</text>
      {units.length > 1 ? <text x={x + w / 2} y={y - w / 2 + 2} class="ocs-ccount">{`×${units.length}`}</text> : null}
    </g>
  );
}

export function HexMap({ game, marks, selected, target, path, onHex, focus, zoc }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ w: 800, h: 560 });
  const keys = useMemo(() => Object.keys(game.map.hexes), [game.map]);
  const extent = useMemo(() => {
    let maxX = 0,
      maxY = 0;
    for (const k of keys) {
      const c = centre(k);
      maxX = Math.max(maxX, c.x + R * SQ3);
      maxY = Math.max(maxY, c.y + R * 1.2);
    }
    return { w: maxX, h: maxY };
  }, [keys]);
  const fitZoom = Math.min(size.w / extent.w, size.h / extent.h);
  // start zoomed so that a hex is at least 44 CSS px wide (tap target), centred on the focus
  const tapZoom = 46 / (R * SQ3);
  const start = focus ? centre(focus) : { x: extent.w / 2, y: extent.h / 2 };
  const [view, setView] = useState<{ z: number | null; cx: number; cy: number }>({ z: null, cx: start.x, cy: start.y });
  useEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(() => {
      const r = el.getBoundingClientRect();
      if (r.width > 0 && r.height > 0) setSize({ w: r.width, h: r.height });
    });
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  const z = view.z ?? Math.max(fitZoom, tapZoom);
  const vw = size.w / z,
    vh = size.h / z;
  // a view wider (taller) than the map has the map in its middle, not against one edge (issue 27: "Whole map" left
  // the pane's lower half empty)
  const cx = vw >= extent.w ? extent.w / 2 : Math.min(Math.max(view.cx, vw / 2), extent.w - vw / 2);
  const cy = vh >= extent.h ? extent.h / 2 : Math.min(Math.max(view.cy, vh / 2), extent.h - vh / 2);
  // The view as last drawn or asked for: gestures may ask several times between two renders.
  const cur = useRef({ z, cx, cy });
  cur.current = { z, cx, cy };
  const commit = (next: { z: number; cx: number; cy: number }) => {
    cur.current = next;
    setView(next);
  };
  /** Zoom by `f` keeping the map point (px, py) where it is on screen (the view centre by default). */
  const zoomAt = (f: number, px?: number, py?: number) => {
    const c = cur.current;
    const nz = Math.min(4, Math.max(fitZoom, c.z * f));
    const ax = px ?? c.cx,
      ay = py ?? c.cy;
    commit({ z: nz, cx: ax - ((ax - c.cx) * c.z) / nz, cy: ay - ((ay - c.cy) * c.z) / nz });
  };
  const zoom = (f: number) => zoomAt(f);
  const pan = (dx: number, dy: number) => setView({ z, cx: cx + (dx * vw) / 3, cy: cy + (dy * vh) / 3 });
  const svg = useRef<SVGSVGElement>(null);
  // the same vnode while the game's map stays: Preact skips it without diffing during a drag or pinch
  const staticLayer = useMemo(() => <StaticLayer game={game} />, [game]);
  usePanZoom(svg, {
    view: () => {
      const c = cur.current;
      const w = size.w / c.z,
        h = size.h / c.z;
      return { x: c.cx - w / 2, y: c.cy - h / 2, w, h };
    },
    panBy: (dx, dy) => {
      const c = cur.current;
      commit({ ...c, cx: c.cx + dx, cy: c.cy + dy });
    },
    zoomBy: zoomAt,
  });

  const stacks = useMemo(() => {
    const m = new Map<HexKey, Unit[]>();
    for (const u of Object.values(game.units))
      if (u.where === 'map' && u.hex) m.set(u.hex, [...(m.get(u.hex) ?? []), u]);
    return m;
  }, [game.units]);

  const pathPts =
    selected && path.length > 0
      ? [selected, ...path]
          .map((k) => {
            const c = centre(k);
            return `${c.x},${c.y}`;
          })
          .join(' ')
      : null;

  return (
    <div class="ocs-mapwrap">
      {/* the whole map's proportions: where the map sits above the panel (portrait, phone) the pane is no taller
          than the whole map, so "Whole map" fills it and the panel comes up (./ocs.css) */}
      <div class="ocs-map" ref={box} style={`--ocs-map-aspect: ${Math.round(extent.w)} / ${Math.round(extent.h)}`}>
        <svg
          ref={svg}
          role="group"
          aria-label={t('ocs.mapLabel')}
          viewBox={`${cx - vw / 2} ${cy - vh / 2} ${vw} ${vh}`}
          preserveAspectRatio="xMidYMid meet"
        >
          {staticLayer}
          {Object.entries(game.airbases).map(([k, lv]) => {
            const c = centre(k);
            return (
              <g key={`a${k}`} class="ocs-work" aria-hidden="true">
                <Icon name="plane" size={R * 0.4} x={c.x + R * 0.5 - R * 0.4} y={c.y - R * 0.15 - R * 0.34} />
                <text x={c.x + R * 0.5} y={c.y - R * 0.15}>{`${lv}`}</text>
              </g>
            );
          })}
          {Object.entries(game.forts).map(([k, lv]) => {
            const c = centre(k);
            return (
              <g key={`f${k}`} class="ocs-work" aria-hidden="true">
                <Icon name="triangle" size={R * 0.4} x={c.x + R * 0.5 - R * 0.4} y={c.y + R * 0.45 - R * 0.34} />
                <text x={c.x + R * 0.5} y={c.y + R * 0.45}>{`${lv}`}</text>
              </g>
            );
          })}
          {Object.entries(game.ports ?? {}).map(([k, lv]) => {
            const c = centre(k);
            return (
              <text
                key={`pd${k}`}
                x={c.x + R * 0.3}
                y={c.y + R * 0.05}
                class="ocs-work ocs-portdmg"
                aria-hidden="true"
              >{`-${lv}`}</text>
            );
          })}
          {game.depots.map((d) => {
            const c = centre(d.hex);
            return (
              <g key={d.id} aria-hidden="true">
                <rect
                  x={c.x - R * 0.9}
                  y={c.y + R * 0.2}
                  width={R * 0.75}
                  height={R * 0.45}
                  class={`ocs-depot ocs-side-${d.side}`}
                />
                <text x={c.x - R * 0.52} y={c.y + R * 0.55} class="ocs-depottext">{`D${formatNumber(d.sp)}`}</text>
              </g>
            );
          })}
          {zoc
            ? [...zoc].map((k) => {
                const c = centre(k);
                return (
                  <text key={`z${k}`} x={c.x + R * 0.45} y={c.y - R * 0.45} class="ocs-zoc" aria-hidden="true">
                    Z
                  </text>
                );
              })
            : null}
          {[...marks].map(([k, m]) => {
            const c = centre(k);
            return (
              <g key={`m${k}`} aria-hidden="true">
                <polygon points={corners(c.x, c.y, R * 0.92)} class={`ocs-mark ocs-mark-${m.kind}`} />
                {m.label ? (
                  <text x={c.x} y={c.y + R * 0.82} class="ocs-marktext">
                    {m.label}
                  </text>
                ) : null}
                {m.icon ? (
                  <Icon name={m.icon} size={R * 0.75} x={c.x - R * 0.375} y={c.y + R * 0.15} class="ocs-markicon" />
                ) : null}
              </g>
            );
          })}
          {[...stacks].map(([k, us]) => {
            const c = centre(k);
            return <Counter key={`u${k}`} units={us} x={c.x + R * 0.15} y={c.y + R * 0.05} />;
          })}
          {pathPts ? (
            <g aria-hidden="true">
              <polyline points={pathPts} class="ocs-path-under" />
              <polyline points={pathPts} class="ocs-path" />
            </g>
          ) : null}
          {target
            ? (() => {
                const c = centre(target);
                return <polygon points={corners(c.x, c.y, R * 0.85)} class="ocs-target" aria-hidden="true" />;
              })()
            : null}
          {selected
            ? (() => {
                const c = centre(selected);
                return <polygon points={corners(c.x, c.y, R * 0.95)} class="ocs-selected" aria-hidden="true" />;
              })()
            : null}
          {keys.map((k) => {
            const c = centre(k);
            const h = game.map.hexes[k]!;
            const us = stacks.get(k);
            const m = marks.get(k);
            const parts = [t('ocs.hexLabel', { hex: hexLabel(k), terrain: terrainText(h.terrain) })];
            if (h.name) parts.push(h.name);
            if (game.ports?.[k]) parts.push(`${t('ocs.portDamage')} ${game.ports[k]}`);
            if (us) parts.push(t('ocs.hexUnits', { count: us.length, side: sideName(us[0]!.side) }));
            if (m)
              parts.push(
                m.kind === 'min'
                  ? t('ocs.hexMin')
                  : m.kind === 'rail'
                    ? t('ocs.hexRail')
                    : m.kind === 'build'
                      ? t('ocs.hexBuild')
                      : t('ocs.hexReach', { mp: m.label ?? '' }),
              );
            if (zoc?.has(k)) parts.push(t('ocs.hexZoc'));
            const interesting = !!us || !!m;
            return (
              <polygon
                key={`h${k}`}
                points={corners(c.x, c.y)}
                class="ocs-hit"
                role="button"
                tabIndex={interesting ? 0 : -1}
                aria-label={parts.join(', ')}
                data-hex={k}
                aria-pressed={selected === k}
                onClick={() => onHex(k)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' || e.key === ' ') {
                    e.preventDefault();
                    onHex(k);
                  }
                }}
              />
            );
          })}
        </svg>
      </div>
      <div class="ocs-zoom st-row" role="toolbar" aria-label={t('ocs.mapLabel')}>
        <button type="button" class="st-btn" onClick={() => zoom(1.4)} aria-label={t('ocs.zoomIn')}>
          +
        </button>
        <button type="button" class="st-btn" onClick={() => zoom(1 / 1.4)} aria-label={t('ocs.zoomOut')}>
          −
        </button>
        <button
          type="button"
          class="st-btn"
          onClick={() => setView({ z: fitZoom, cx: extent.w / 2, cy: extent.h / 2 })}
        >
          {t('ocs.fit')}
        </button>
        <button type="button" class="st-btn" onClick={() => pan(-1, 0)} aria-label={t('ocs.panLeft')}>
          <Icon name="left" />
        </button>
        <button type="button" class="st-btn" onClick={() => pan(0, -1)} aria-label={t('ocs.panUp')}>
          <Icon name="up" />
        </button>
        <button type="button" class="st-btn" onClick={() => pan(0, 1)} aria-label={t('ocs.panDown')}>
          <Icon name="down" />
        </button>
        <button type="button" class="st-btn" onClick={() => pan(1, 0)} aria-label={t('ocs.panRight')}>
          <Icon name="right" />
        </button>
      </div>
    </div>
  );
}

export function Legend() {
  const item = (cls: string, label: string, shape: 'line' | 'hex' | 'box' = 'line') => (
    <li class="ocs-legend-item">
      <svg width="44" height="24" aria-hidden="true">
        {shape === 'line' ? (
          <line x1="2" y1="12" x2="42" y2="12" class={cls} />
        ) : shape === 'hex' ? (
          <polygon points={corners(22, 12, 11)} class={cls} />
        ) : (
          <rect x="16" y="6" width="12" height="12" class={cls} />
        )}
      </svg>
      {label}
    </li>
  );
  return (
    <details class="ocs-legend">
      <summary class="st-btn">{t('ocs.legend')}</summary>
      <ul>
        {['clear', 'desert', 'forest', 'rough', 'hills', 'marsh', 'mountain', 'city', 'lake'].map((x) =>
          item(`ocs-t ocs-t-${x}`, `${td(`ocs.terrain.${x}`)} (${TERRAIN_CODE[x] || '—'})`, 'hex'),
        )}
        {['river', 'major-river', 'wadi', 'escarpment'].map((x) =>
          item(`ocs-side ocs-side-${x}`, td(`ocs.hexside.${x}`)),
        )}
        {item('ocs-bridge', t('ocs.bridge'))}
        {item('ocs-pontoon', t('ocs.pontoon'))}
        {item('ocs-road ocs-road-road', t('ocs.road.road'))}
        {item('ocs-road ocs-road-track', t('ocs.road.track'))}
        {item('ocs-rail ocs-rail-standard', t('ocs.gauge.standard'))}
        {item('ocs-rail ocs-rail-standard ocs-rail-double', `${t('ocs.gauge.standard')}, ${t('ocs.doubleTrack')}`)}
        {item('ocs-rail ocs-rail-broad', t('ocs.gauge.broad'))}
        {item('ocs-place ocs-place-town', t('ocs.station'), 'box')}
        <li class="ocs-legend-item">Z · {t('ocs.hexZoc')}</li>
        <li class="ocs-legend-item">
          D · {t('ocs.depot')} · <Icon name="plane" /> {t('ocs.airbase')} · <Icon name="triangle" /> {t('ocs.fort')} ·{' '}
          <Icon name="anchor" />
          -1 {t('ocs.portDamage')}
        </li>
        <li class="ocs-legend-item">
          F/T/W · {t('ocs.type.foot')}/{t('ocs.type.track')}/{t('ocs.type.wheeled')} — C/M/S/R · {t('ocs.mode.combat')}/
          {t('ocs.mode.move')}/{t('ocs.mode.strategic')}/{t('ocs.mode.reserve')}
        </li>
      </ul>
    </details>
  );
}
