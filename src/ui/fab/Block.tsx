/**
 * A FAB block (2.3) drawn in SVG. The owner sees the label: unit name, formation (colour and letter, never
 * colour alone), class symbol, current steps as pips coloured by troop quality, and status markers. The
 * enemy sees only the back: the side colour. Nothing of a hidden block's label reaches the DOM.
 *
 * A block is a picture inside a drawing hidden from screen readers (a map area's, a map key entry's): its words
 * (`blockLabel`) are spoken by what holds it, the area's button label (MapArea.tsx `areaAria`) or the key's text, so
 * the block itself carries no label. Building one per block too had doubled the words a map's first drawing builds
 * (issue 30: the open path of a game).
 */
import { t, td, tn } from '../../i18n';
import type { FabScenario, FormationDef, Quality, Side } from '../../rules/fab/types';
import { currentQuality } from '../../rules/fab/board';
import type { BlockView } from './view';
import { display, SAFE_SIDE } from '../display';
import { fitsByCount, shortLabel } from './move-plan';

export const BLOCK = 72;

const PIP: Record<Quality, { fill: string; stroke: string }> = {
  elite: { fill: '#c62828', stroke: '#5b0000' },
  veteran: { fill: '#1b1b1b', stroke: '#000' },
  recruit: { fill: '#ffffff', stroke: '#1b1b1b' },
};

export function sideColour(sc: FabScenario, side: Side): string {
  // Settings: colour-blind-safe sides (blue and vermilion) instead of the scenario's colours.
  if (display.value.palette === 'colourblind') return SAFE_SIDE[side];
  return sc.sides.find((s) => s.id === side)?.colour ?? (side === 'blue' ? '#1f4e8a' : '#b3261e');
}

export function sideName(sc: FabScenario, side: Side): string {
  return sc.sides.find((s) => s.id === side)?.name ?? side;
}

/** Status markers of a block as short letters plus their spoken names (9.32, 5.21, 6.5, 6.8). */
export function statusMarkers(v: BlockView): { key: string; short: string }[] {
  // a block seen from behind shows its markers too: they sit on top of it, for both sides to see
  const u = v.face?.state ?? v.back;
  if (!u) return [];
  const out: { key: string; short: string }[] = [];
  if (u.order === 'disorder') out.push({ key: 'disorder', short: 'DIS' });
  if (u.order === 'recovery') out.push({ key: 'recovery', short: 'REC' });
  if (u.reserve) out.push({ key: 'reserve', short: 'RES' });
  if (u.exploit) out.push({ key: 'exploit', short: 'EXP' });
  if (u.unsupplied) out.push({ key: 'unsupplied', short: 'OOS' });
  return out;
}

/** Screen-reader label of a block: everything its owner can read, or only "enemy block". */
export function blockLabel(sc: FabScenario, v: BlockView): string {
  if (!v.face)
    return [
      t('fab.enemyBlockOf', { side: sideName(sc, v.side) }),
      ...statusMarkers(v).map((m) => td(`fab.status.${m.key}`)),
    ].join(', ');
  const { def, state } = v.face;
  const f = sc.formations.find((x) => x.id === def.formation);
  const q = currentQuality(def, state.steps);
  const marks = statusMarkers(v).map((m) => td(`fab.status.${m.key}`));
  return [
    def.name,
    f ? t('fab.formationOf', { name: f.name, letter: f.letter }) : '',
    t(`fab.class.${def.class}`),
    tn('fab.stepsOf', def.steps.length, { n: state.steps }),
    t(`fab.quality.${q}`),
    ...marks,
  ]
    .filter(Boolean)
    .join(', ');
}

/** Room for the name on a block, in map units (the block less a margin each side). */
const NAME_ROOM = BLOCK - 6;

let measurer: CanvasRenderingContext2D | null | undefined;
let family: string | undefined;
/** Width of a label in bold type of `size` units, measured with the page's own font (a canvas), or estimated
 * where there is no canvas. */
function fitsAt(size: number): (label: string) => boolean {
  if (measurer === undefined) {
    try {
      measurer = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
    } catch {
      measurer = null;
    }
  }
  const ctx = measurer;
  if (!ctx) return fitsByCount(NAME_ROOM, size);
  // the page's font, read once: a style read per block forced a style pass per block while a map was being drawn
  family ??= getComputedStyle(document.documentElement).getPropertyValue('--st-font').trim() || 'sans-serif';
  ctx.font = `700 ${size}px ${family}`;
  return (label) => ctx.measureText(label).width <= NAME_ROOM;
}

const labels = new Map<string, string>();
/** 2.3 the block's name as it fits at `size` (shortened by rule, never cut with an ellipsis). */
export function blockName(name: string, size: number): string {
  const key = `${size}|${name}`;
  let out = labels.get(key);
  if (out === undefined) labels.set(key, (out = shortLabel(name, fitsAt(size))));
  return out;
}

/** Where the name sits: under the class symbol, or centred on the block when the symbol is left out. */
function nameBaseline(size: number): number {
  if (size <= 15) return 56;
  if (size <= 24) return Math.min(59, 38 + 0.74 * size);
  return 22 + (36 + 0.72 * size) / 2;
}

function ClassSymbol({ cls, small }: { cls: string; small: boolean }) {
  const [x0, y0, w, h] = small ? [24, 24, 24, 13] : [20, 25, 32, 17];
  return (
    <g stroke="#222" stroke-width="2" fill="none">
      <rect x={x0} y={y0} width={w} height={h} />
      {cls === 'infantry' ? (
        <path d={`M${x0} ${y0} L${x0 + w} ${y0 + h} M${x0 + w} ${y0} L${x0} ${y0 + h}`} />
      ) : (
        <rect x={x0 + w * 0.16} y={y0 + h * 0.24} width={w * 0.68} height={h * 0.52} rx={h * 0.26} />
      )}
    </g>
  );
}

/** Diagonal stripes (blue) or dots (red) on a block's back, so the sides differ without their colours. */
export function BackPattern({ side }: { side: Side }) {
  const lo = 6,
    hi = BLOCK - 6;
  if (side === 'blue') {
    let d = '';
    for (let k = lo + 10; k < 2 * hi; k += 12) {
      const x1 = Math.max(lo, k - hi),
        y1 = Math.min(hi, k - lo);
      d += `M${x1} ${y1}L${Math.min(hi, k - lo)} ${Math.max(lo, k - hi)}`;
    }
    return (
      <path class="fab-back-pattern" d={d} stroke="rgba(255,255,255,.6)" stroke-width="3" data-pattern="stripes" />
    );
  }
  const dots = [];
  for (let i = 0; i < 4; i++)
    for (let j = 0; j < 4; j++) dots.push(<circle key={`${i}-${j}`} cx={15 + i * 14} cy={13 + j * 14} r="3.2" />);
  return (
    <g class="fab-back-pattern" fill="rgba(255,255,255,.7)" data-pattern="dots">
      {dots}
    </g>
  );
}

export function Block({
  sc,
  v,
  x,
  y,
  selected,
  marked = false,
  formation,
  nameSize = 13,
}: {
  sc: FabScenario;
  v: BlockView;
  x: number;
  y: number;
  selected?: boolean;
  /** A block a question is about (issue 27: one that may take the hit), ringed. */
  marked?: boolean;
  formation?: FormationDef;
  /** Name type size in map units (the map makes it at least 11 CSS px). */
  nameSize?: number;
}) {
  const colour = sideColour(sc, v.side);
  const s = BLOCK;
  if (!v.face) {
    const backMarks = statusMarkers(v);
    return (
      <g class="fab-block fab-block-back" transform={`translate(${x} ${y})`} data-block={v.id}>
        <rect width={s} height={s} rx="6" fill={colour} stroke="#000" stroke-width="2" />
        {display.value.palette === 'colourblind' ? <BackPattern side={v.side} /> : null}
        <path d={`M8 ${s - 10} L${s - 8} ${s - 10}`} stroke="rgba(255,255,255,.5)" stroke-width="3" />
        {backMarks.length ? (
          <text x={s - 5} y="16" text-anchor="end" class="fab-block-status fab-block-back-status">
            {backMarks.map((m) => m.short).join(' ')}
          </text>
        ) : null}
      </g>
    );
  }
  const { def, state } = v.face;
  const q = currentQuality(def, state.steps);
  const fc = formation?.colour ?? '#888';
  const marks = statusMarkers(v);
  return (
    <g
      class={`fab-block${selected ? ' fab-selected' : ''}${marked ? ' fab-block-marked' : ''}`}
      transform={`translate(${x} ${y})`}
      data-block={v.id}
    >
      {marked ? <rect class="fab-block-mark" x="-7" y="-7" width={s + 14} height={s + 14} rx="10" /> : null}
      <rect
        width={s}
        height={s}
        rx="6"
        fill="#f7f3e8"
        stroke={selected ? '#ffb300' : colour}
        stroke-width={selected ? 6 : 4}
      />
      <rect x="3" y="3" width={s - 6} height="18" fill={fc} />
      <text x="7" y="17" class="fab-block-letter">
        {formation?.letter ?? '?'}
      </text>
      {marks.length ? (
        <text x={s - 5} y="16" text-anchor="end" class="fab-block-status">
          {marks.map((m) => m.short).join(' ')}
        </text>
      ) : null}
      {/* NATO-style class symbol: infantry a crossed box, armour an oval in a box; smaller when the name's
          type is large, left out when it is very large (the spoken label names the class) */}
      {nameSize <= 24 ? <ClassSymbol cls={def.class} small={nameSize > 15} /> : null}
      <text
        x={s / 2}
        y={nameBaseline(nameSize)}
        text-anchor="middle"
        class="fab-block-name"
        style={nameSize === 13 ? undefined : { fontSize: `${nameSize}px` }}
      >
        {blockName(def.name, nameSize)}
      </text>
      {Array.from({ length: def.steps.length }, (_, i) => {
        const on = i < state.steps;
        return (
          <circle
            key={i}
            cx={10 + i * 12}
            cy={s - 7}
            r="4.5"
            fill={on ? PIP[q].fill : 'none'}
            stroke={on ? PIP[q].stroke : '#999'}
            stroke-width="1.4"
          />
        );
      })}
    </g>
  );
}
