/**
 * Pure parts of the FAB map's move preview and labels (no Preact, no DOM): a planned move step by step
 * (5.32-5.35), the short label of a block drawn too small for its full name, and the map's first view.
 */
import type { Destination } from '../../rules/fab/movement';
import type { AreaId } from '../../rules/fab/types';
import type { Box } from './map-layout';

/** What a lit area shows: a move's cost and the points left, or a placement / strategic move (no cost). */
export type ReachMark =
  | { readonly kind: 'move'; readonly cost: number; readonly left: number; readonly stop: boolean }
  | { readonly kind: 'place' }
  | { readonly kind: 'strategic' };

export interface PlanRow {
  readonly area: AreaId;
  /** Movement points this step costs. */
  readonly cost: number;
  /** Movement points left once this area is entered. */
  readonly left: number;
  /** 5.35d the enemy may blow a bridge as the unit enters: the move may stop before this area. */
  readonly bridge: boolean;
}

export interface MovePlan {
  readonly rows: readonly PlanRow[];
  /** What the whole move costs (this move only: points already spent by a unit in motion not counted). */
  readonly cost: number;
  readonly left: number;
  /** The unit has to stop there (enemy units or a roadblock, 5.34). */
  readonly stop: boolean;
  /** The first area of the path where a bridge chance may stop the move (5.35d), if any. */
  readonly bridgeAt: AreaId | null;
}

/**
 * A destination as a table: each step's cost and the points left after it. Points left count back from the
 * end (only the first step may go past the allowance, 5.33, so nothing is clamped before the last step).
 */
export function movePlan(d: Destination): MovePlan {
  const rows: PlanRow[] = [];
  let left = d.left;
  for (const st of [...d.steps].reverse()) {
    rows.unshift({ area: st.area, cost: st.cost, left, bridge: st.bridge });
    left += st.cost;
  }
  const cost = d.steps.reduce((n, st) => n + st.cost, 0);
  return { rows, cost, left: d.left, stop: d.stop, bridgeAt: d.steps.find((st) => st.bridge)?.area ?? null };
}

/** Words naming a unit's size, left out of a short label (the unit card keeps the full name). */
const ECHELON = new Set([
  'division',
  'brigade',
  'regiment',
  'battalion',
  'group',
  'company',
  'battery',
  'wing',
  'detachment',
]);

/** Usual short forms of military words (any other word is cut to its first letters). */
const SHORT: Readonly<Record<string, string>> = {
  infantry: 'Inf',
  cavalry: 'Cav',
  grenadier: 'Gren',
  grenadiers: 'Gren',
  rifle: 'Rif',
  rifles: 'Rif',
  motor: 'Mot',
  motorised: 'Mot',
  motorized: 'Mot',
  light: 'Lt',
  heavy: 'Hvy',
  mountain: 'Mtn',
  armoured: 'Arm',
  armored: 'Arm',
  fortress: 'Fort',
  coastal: 'Cst',
  reserve: 'Res',
  panzer: 'Pz',
  tank: 'Tk',
  guard: 'Gd',
  guards: 'Gd',
  fusiliers: 'Fus',
  fusilier: 'Fus',
  hussar: 'Hus',
  hussars: 'Hus',
  lancers: 'Lan',
  militia: 'Mil',
  border: 'Bdr',
  assault: 'Aslt',
  artillery: 'Art',
  engineers: 'Eng',
  pioneers: 'Pio',
  independent: 'Ind',
  'machine-gun': 'MG',
  'anti-tank': 'AT',
  landwehr: 'Ldw',
  corps: 'Cps',
  army: 'Army',
  car: 'Car',
};

const ORDINAL = /^(\d+)(st|nd|rd|th|e|er|re|º|ª)?$/i;

/**
 * 2.3 the label a block can show: the full name when it fits, else the first of ever shorter forms that
 * fits (`fits` measures a candidate): without the size word and the ordinal's letters ("1st Infantry
 * Division" to "1 Infantry"), with the usual short forms ("1 Inf", then "1Inf"), words cut to three
 * letters (spaced, then run together: "LtTk"), the first word with the others' initials ("Mot R"), words
 * cut to two letters, and last the number with initials ("1I"). Never an ellipsis: a cut name reads as another unit.
 */
export function shortLabel(name: string, fits: (label: string) => boolean): string {
  const words = name.split(/\s+/).filter(Boolean);
  const last = words[words.length - 1]?.toLowerCase() ?? '';
  const core = words.length > 1 && ECHELON.has(last) ? words.slice(0, -1) : words;
  const num = (w: string) => ORDINAL.exec(w)?.[1];
  const plain = core.map((w) => num(w) ?? w);
  const short = plain.map((w) => SHORT[w.toLowerCase()] ?? w);
  const cut = (n: number) => short.map((w) => (num(w) || w.length <= n ? w : w.slice(0, n)));
  const initials = short.map((w) => num(w) ?? w.slice(0, 1).toUpperCase()).join('');
  // a number stays with the word after it ("1Cav"); the first word kept with the others' initials ("Mot R")
  const tight = (ws: readonly string[]) => ws.join(' ').replace(/^(\d+) /, '$1');
  const firstAndInitials = [short[0] ?? '', ...short.slice(1).map((w) => num(w) ?? w.slice(0, 1).toUpperCase())];
  const candidates = [
    name,
    plain.join(' '),
    short.join(' '),
    tight(short),
    cut(3).join(' '),
    tight(cut(3)),
    cut(3).join(''),
    // "1 C" says less than "1Ca": the first word with initials only when it is not a number
    ...(num(short[0] ?? '') ? [] : [firstAndInitials.join(' ')]),
    tight(cut(2)),
    initials,
  ];
  return candidates.find(fits) ?? initials;
}

/** Character-count measure for tests and a fallback: about 0.6 em a character in bold type. */
export function fitsByCount(width: number, fontSize: number): (label: string) => boolean {
  return (label) => label.length * fontSize * 0.6 <= width;
}

/** The smallest box holding `boxes` (null for none). */
export function union(boxes: readonly Box[]): Box | null {
  if (!boxes.length) return null;
  let x0 = Infinity,
    y0 = Infinity,
    x1 = -Infinity,
    y1 = -Infinity;
  for (const b of boxes) {
    x0 = Math.min(x0, b.x);
    y0 = Math.min(y0, b.y);
    x1 = Math.max(x1, b.x + b.w);
    y1 = Math.max(y1, b.y + b.h);
  }
  return { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
}

/**
 * The map's first view in a client box of cw x ch CSS px: the whole map when it is drawn at least at
 * `readable` px per map unit; otherwise a view at that scale (or closer, up to the focus's own fit) centred
 * on `focus` (where the action is: contested areas, else the side's own blocks), kept inside the map.
 */
export function firstView(fit: Box, focus: Box | null, cw: number, ch: number, readable: number): Box {
  if (!(cw > 0 && ch > 0)) return { ...fit };
  const whole = Math.min(cw / fit.w, ch / fit.h);
  if (whole >= readable) return { ...fit };
  const f = focus ?? fit;
  // as close as the focus allows, but never farther out than `readable`
  const scale = Math.max(readable, Math.min(cw / f.w, ch / f.h, readable * 2));
  const w = cw / scale,
    h = ch / scale;
  const clamp = (c: number, size: number, lo: number, span: number) =>
    size >= span ? lo + (span - size) / 2 : Math.min(Math.max(c - size / 2, lo), lo + span - size);
  return { x: clamp(f.x + f.w / 2, w, fit.x, fit.w), y: clamp(f.y + f.h / 2, h, fit.y, fit.h), w, h };
}
