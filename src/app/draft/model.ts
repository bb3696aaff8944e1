/**
 * A FAB scenario draft (issue 28): a scenario under construction in the editor, plain data, with the size of
 * the owner's photo of the map when there is one (the picture itself is stored apart: ./drafts.ts). Every
 * change is a pure function from one scenario to the next, so undo and redo are a list of drafts, and each
 * change is saved whole. A draft may be wrong in any way the player has not finished (a unit with no set-up
 * area, a blank name): ./checks.ts lists what is wrong, and only a draft without errors starts a game.
 *
 * The map's coordinates are the photo's pixels (the photo is at most PHOTO_MAX_SIDE on its long side); without
 * a photo they are the same units on a plain sheet. The game map scales them to its own layout.
 */
import { defaultCombatTable } from '../../rules/fab/combat/table';
import { isInheritedName } from '../../rules/common/checked';
import type {
  AreaDef,
  AreaId,
  AssetDef,
  BoundaryDef,
  EventDef,
  FabScenario,
  FormationDef,
  Point,
  Quality,
  Side,
  SpecialActionDef,
  TerrainDifficulty,
  TurnRecordEntry,
  UnitDef,
} from '../../rules/fab/types';
import { at } from '../../rules/common/narrow';

/** The photo of the map a draft is drawn over: its stored picture's id and its size in pixels. */
export interface PhotoRef {
  readonly id: string;
  readonly width: number;
  readonly height: number;
}

export interface FabDraft {
  readonly v: 1;
  readonly id: string;
  readonly scenario: FabScenario;
  readonly photo: PhotoRef | null;
  readonly createdAt: number;
  readonly updatedAt: number;
  /** Errors the checks found when it was last saved (./checks.ts), for the list of drafts: absent, unknown. */
  readonly errors?: number;
}

/** The long side of a stored photo, in pixels (the picture is downscaled to it when it is taken or picked). */
export const PHOTO_MAX_SIDE = 1600;

/** The scenario ids the app ships: a draft never takes one (the first-turn guide, for one, follows Millbrook's). */
const SHIPPED_IDS = new Set(['fab-millbrook', 'fab-varna-gap']);

/** The scenario's id follows its name (a game's scenario line on the home screen shows it). */
export function idFor(name: string): string {
  const clean = name.replace(/\s+/g, ' ').trim().slice(0, 64);
  if (!clean) return 'custom';
  return SHIPPED_IDS.has(clean) || isInheritedName(clean) ? `custom ${clean}`.slice(0, 64) : clean;
}

export interface BlankNames {
  readonly name: string;
  readonly blue: string;
  readonly red: string;
  readonly turn: (n: number) => string;
}

/** An empty scenario: two sides, one turn, no map yet, the app's default combat table. */
export function blankScenario(words: BlankNames): FabScenario {
  return {
    id: idFor(words.name),
    version: 1,
    name: words.name,
    sides: [
      { id: 'blue', name: words.blue, colour: '#2b5cab' },
      { id: 'red', name: words.red, colour: '#b3362c' },
    ],
    firstPlayer: 'blue',
    turns: 1,
    areas: [],
    boundaries: [],
    formations: [],
    units: [],
    assets: [],
    events: [],
    specialActions: [],
    entryAreas: [],
    reserveMarkers: { blue: 0, red: 0 },
    supplySources: [],
    initialControl: { defaultControl: 'red', areas: {} },
    turnRecord: [{ turn: 1, label: words.turn(1), draws: { blue: 1, red: 1 } }],
    victory: { perStepEliminated: 1, blueWinsAbove: 0 },
    combatTable: defaultCombatTable,
  };
}

/** A fresh draft around a scenario (a blank one, a copy of a shipped one, an imported one). */
export function newDraft(id: string, scenario: FabScenario, photo: PhotoRef | null, now: number): FabDraft {
  return { v: 1, id, scenario, photo, createdAt: now, updatedAt: now };
}

// ---------------------------------------------------------------------------------------------------
// Ids and lists
// ---------------------------------------------------------------------------------------------------

/** The first `prefix<n>` id above every such id in the lists (linear). */
export function nextId(lists: readonly (readonly { readonly id: string }[])[], prefix: string): string {
  const taken = new Set<string>();
  let max = 0;
  for (const list of lists)
    for (const x of list) {
      taken.add(x.id);
      if (x.id.startsWith(prefix)) {
        const n = Number(x.id.slice(prefix.length));
        if (Number.isInteger(n) && n > max) max = n;
      }
    }
  let n = max + 1;
  while (taken.has(`${prefix}${n}`)) n++;
  return `${prefix}${n}`;
}

/** Units, assets, events and special actions share one id space (a piece id is never repeated). */
const pieces = (sc: FabScenario) => [sc.units, sc.assets, sc.events, sc.specialActions];

type Listed = 'areas' | 'boundaries' | 'formations' | 'units' | 'assets' | 'events' | 'specialActions';
type ItemOf<K extends Listed> = FabScenario[K][number];

/** Change one item of a list by id (the same scenario when no item has that id). */
export function editItem<K extends Listed>(
  sc: FabScenario,
  key: K,
  id: string,
  patch: Partial<ItemOf<K>>,
): FabScenario {
  const list: readonly ItemOf<K>[] = sc[key];
  const i = list.findIndex((x) => x.id === id);
  if (i < 0) return sc;
  return { ...sc, [key]: list.map((x, j) => (j === i ? dropUndefined({ ...x, ...patch }) : x)) };
}

export function removeItem<K extends Listed>(sc: FabScenario, key: K, id: string): FabScenario {
  const list: readonly ItemOf<K>[] = sc[key];
  return list.some((x) => x.id === id) ? { ...sc, [key]: list.filter((x) => x.id !== id) } : sc;
}

/** Optional fields set to `undefined` by a patch are left out (the scenario stays plain JSON). */
function dropUndefined<T extends object>(x: T): T {
  for (const k of Object.keys(x) as (keyof T)[]) if (x[k] === undefined) delete x[k];
  return x;
}

/** Change the scenario's own fields (name, first player, notes, victory, reserve markers, combat table...). */
export function editScenario(sc: FabScenario, patch: Partial<FabScenario>): FabScenario {
  const next = dropUndefined({ ...sc, ...patch });
  return patch.name !== undefined ? { ...next, id: idFor(patch.name) } : next;
}

export function editSide(sc: FabScenario, side: Side, patch: { name?: string; colour?: string }): FabScenario {
  const [blue, red] = sc.sides;
  const edit = <S extends { id: Side }>(s: S): S => (s.id === side ? { ...s, ...patch } : s);
  return { ...sc, sides: [edit(blue), edit(red)] };
}

// ---------------------------------------------------------------------------------------------------
// The map: areas and the boundaries between them
// ---------------------------------------------------------------------------------------------------

/** A new area at `at`, numbered one above the highest number. */
export function addArea(sc: FabScenario, at: Point, name: (n: number) => string): { sc: FabScenario; id: AreaId } {
  const id = nextId([sc.areas], 'a');
  let number = 0;
  for (const a of sc.areas) number = Math.max(number, a.number);
  number += 1;
  const area: AreaDef = { id, number, name: name(number), terrain: 0, x: round(at.x), y: round(at.y) };
  return { sc: { ...sc, areas: [...sc.areas, area] }, id };
}

const round = (n: number) => Math.round(n * 10) / 10;

/** Move an area (its outline goes with it). */
export function moveArea(sc: FabScenario, id: AreaId, at: Point): FabScenario {
  const a = sc.areas.find((x) => x.id === id);
  if (!a) return sc;
  const dx = round(at.x) - a.x,
    dy = round(at.y) - a.y;
  if (!dx && !dy) return sc;
  return editItem(sc, 'areas', id, {
    x: a.x + dx,
    y: a.y + dy,
    ...(a.polygon ? { polygon: a.polygon.map((p) => ({ x: round(p.x + dx), y: round(p.y + dy) })) } : {}),
  });
}

export function editArea(
  sc: FabScenario,
  id: AreaId,
  patch: { number?: number; name?: string; terrain?: TerrainDifficulty; vp?: number },
): FabScenario {
  return editItem(sc, 'areas', id, { ...patch, ...(patch.vp === 0 ? { vp: undefined } : {}) });
}

/** 14.2 the entry letter of an area and the side whose reinforcements enter there (null: not an entry area). */
export function setEntry(sc: FabScenario, id: AreaId, entry: { letter: string; side: Side } | null): FabScenario {
  const entryAreas = sc.entryAreas.filter((e) => e.area !== id);
  if (entry) entryAreas.push({ letter: entry.letter, area: id, side: entry.side });
  return { ...editItem(sc, 'areas', id, { entry: entry?.letter }), entryAreas };
}

/** 14.9 whether an area is a supply source of `side` (and whether it supplies only while that side holds it). */
export function setSupply(sc: FabScenario, id: AreaId, side: Side, on: boolean, needsControl = false): FabScenario {
  const rest = sc.supplySources.filter((s) => !(s.area === id && s.side === side));
  if (on) rest.push(needsControl ? { side, area: id, needsControl: true } : { side, area: id });
  return { ...sc, supplySources: rest };
}

/** 24.0 the side controlling an area at the start (null: the scenario's default side). */
export function setControl(sc: FabScenario, id: AreaId, side: Side | null): FabScenario {
  const areas: Partial<Record<Side, AreaId[]>> = {};
  for (const s of ['blue', 'red'] as const) {
    const list = (sc.initialControl.areas[s] ?? []).filter((a) => a !== id);
    if (s === side) list.push(id);
    if (list.length) areas[s] = list;
  }
  return { ...sc, initialControl: { ...sc.initialControl, areas } };
}

/** The side holding an area at the start. */
export function controlOf(sc: FabScenario, id: AreaId): { side: Side; byDefault: boolean } {
  for (const s of ['blue', 'red'] as const)
    if (sc.initialControl.areas[s]?.includes(id)) return { side: s, byDefault: false };
  return { side: sc.initialControl.defaultControl, byDefault: true };
}

/** An area's outline traced by taps (null: drawn as a box in the game). */
export function setOutline(sc: FabScenario, id: AreaId, points: readonly Point[] | null): FabScenario {
  return editItem(sc, 'areas', id, {
    polygon: points && points.length ? points.map((p) => ({ x: round(p.x), y: round(p.y) })) : undefined,
  });
}

/**
 * Remove an area with its boundaries, entry letter, supply sources and initial control; a unit that was set up
 * there is left without a set-up area (the checks then ask for one).
 */
export function removeArea(sc: FabScenario, id: AreaId): FabScenario {
  if (!sc.areas.some((a) => a.id === id)) return sc;
  const areas: Partial<Record<Side, AreaId[]>> = {};
  for (const s of ['blue', 'red'] as const) {
    const list = sc.initialControl.areas[s]?.filter((a) => a !== id);
    if (list?.length) areas[s] = list;
  }
  return {
    ...sc,
    areas: sc.areas.filter((a) => a.id !== id),
    boundaries: sc.boundaries.filter((b) => b.a !== id && b.b !== id),
    entryAreas: sc.entryAreas.filter((e) => e.area !== id),
    supplySources: sc.supplySources.filter((s) => s.area !== id),
    initialControl: { ...sc.initialControl, areas },
    units: sc.units.map((u) => (u.start === id ? dropUndefined({ ...u, start: undefined }) : u)),
  };
}

/** 5.31 what a boundary is: an open one with a field or road connection, or a river crossed by a bridge on a
 * field or road connection (every river boundary has a bridge until it is blown; it may be named). */
export const BOUNDARY_KINDS = ['field', 'road', 'river', 'river-road'] as const;
export type BoundaryKind = (typeof BOUNDARY_KINDS)[number];

export function kindOf(b: BoundaryDef): BoundaryKind {
  if (b.river) return b.road ? 'river-road' : 'river';
  return b.road ? 'road' : 'field';
}

/** The boundary between two areas, if any. */
export function boundaryBetween(sc: FabScenario, a: AreaId, b: AreaId): BoundaryDef | undefined {
  return sc.boundaries.find((x) => (x.a === a && x.b === b) || (x.a === b && x.b === a));
}

/** Link two areas (a field boundary unless told); linking two linked areas gives their boundary back. */
export function link(
  sc: FabScenario,
  a: AreaId,
  b: AreaId,
  kind: BoundaryKind = 'field',
): { sc: FabScenario; id: string | null } {
  if (a === b) return { sc, id: null };
  const there = boundaryBetween(sc, a, b);
  if (there) return { sc, id: there.id };
  const id = nextId([sc.boundaries], 'b');
  const boundary: BoundaryDef = {
    id,
    a,
    b,
    river: kind === 'river' || kind === 'river-road',
    road: kind === 'road' || kind === 'river-road',
  };
  return { sc: { ...sc, boundaries: [...sc.boundaries, boundary] }, id };
}

/** Set what a boundary is, and the name of its bridge (rivers only; blank: unnamed). */
export function setBoundary(sc: FabScenario, id: string, kind: BoundaryKind, bridge?: string): FabScenario {
  const river = kind === 'river' || kind === 'river-road';
  const b = sc.boundaries.find((x) => x.id === id);
  const name = bridge ?? b?.bridge;
  return editItem(sc, 'boundaries', id, {
    river,
    road: kind === 'road' || kind === 'river-road',
    bridge: river && name?.trim() ? name : undefined,
  });
}

/** Scale every coordinate (a new photo of the same map, of another size). */
export function scaleMap(sc: FabScenario, kx: number, ky: number): FabScenario {
  if (kx === 1 && ky === 1) return sc;
  const p = (q: Point) => ({ x: round(q.x * kx), y: round(q.y * ky) });
  return {
    ...sc,
    areas: sc.areas.map((a) => ({ ...a, ...p(a), ...(a.polygon ? { polygon: a.polygon.map(p) } : {}) })),
  };
}

// ---------------------------------------------------------------------------------------------------
// Forces: formations and units
// ---------------------------------------------------------------------------------------------------

const FORMATION_COLOURS = ['#2b5cab', '#b3362c', '#2e7d32', '#6a1b9a', '#ef6c00', '#00838f', '#5d4037', '#455a64'];

/** A name's first letter, as a formation's letter (13.2; colour is never the only sign). */
export const initialOf = (name: string): string => /\p{L}/u.exec(name)?.[0]?.toUpperCase() ?? '';

/** 13.2 a new formation of `side`, with a colour not yet used if there is one, and a letter. */
export function addFormation(sc: FabScenario, side: Side, name: string): { sc: FabScenario; id: string } {
  const id = nextId([sc.formations], 'f');
  const used = new Set(sc.formations.map((f) => f.colour));
  const colour =
    FORMATION_COLOURS.find((c) => !used.has(c)) ?? at(FORMATION_COLOURS, sc.formations.length % 8, 'colour');
  const letter = initialOf(name) || 'F';
  const f: FormationDef = { id, side, name, colour, letter };
  return { sc: { ...sc, formations: [...sc.formations, f] }, id };
}

/** Whether a formation is named by a unit, asset or event (it cannot be removed while it is). */
export function formationInUse(sc: FabScenario, id: string): boolean {
  return (
    sc.units.some((u) => u.formation === id) ||
    sc.assets.some((a) => a.formation === id) ||
    sc.events.some((e) => e.formation === id)
  );
}

/** A new unit of `side` in its first formation: two veteran steps, infantry, no set-up area yet. */
export function addUnit(sc: FabScenario, side: Side, name: string): { sc: FabScenario; id: string } {
  const id = nextId(pieces(sc), 'u');
  const formation = sc.formations.find((f) => f.side === side)?.id ?? '';
  const u: UnitDef = { id, side, name, formation, class: 'infantry', steps: ['veteran', 'veteran'] };
  return { sc: { ...sc, units: [...sc.units, u] }, id };
}

/** A unit is set up in an area at the start... */
export function setStart(sc: FabScenario, id: string, area: AreaId): FabScenario {
  return editItem(sc, 'units', id, { start: area, arrives: undefined });
}

/** ...or arrives as a reinforcement on a turn at lettered entry areas (4.1c, 14.2: "B", or a range "AC"). */
export function setArrival(
  sc: FabScenario,
  id: string,
  arrives: { turn: number; entry: string; steps?: number },
): FabScenario {
  return editItem(sc, 'units', id, { start: undefined, startSteps: undefined, arrives: dropUndefined({ ...arrives }) });
}

/** 2.3 the quality of step `i` (the quality while the unit has i+1 steps); `null` removes the top step. */
export function setStep(sc: FabScenario, id: string, i: number, q: Quality | null): FabScenario {
  const u = sc.units.find((x) => x.id === id);
  if (!u) return sc;
  let steps = u.steps.slice();
  if (q === null) steps = steps.length > 1 ? steps.slice(0, -1) : steps;
  else if (i === steps.length && steps.length < 4) steps.push(q);
  else if (i < steps.length) steps[i] = q;
  const startSteps = u.startSteps !== undefined && u.startSteps > steps.length ? steps.length : u.startSteps;
  return editItem(sc, 'units', id, { steps, startSteps });
}

// ---------------------------------------------------------------------------------------------------
// Cups: assets, events, special actions
// ---------------------------------------------------------------------------------------------------

export function addAsset(sc: FabScenario, side: Side, name: string): { sc: FabScenario; id: string } {
  const id = nextId(pieces(sc), 'as');
  const a: AssetDef = { id, side, name, kind: 'artillery', quality: 'veteran' };
  return { sc: { ...sc, assets: [...sc.assets, a] }, id };
}

export function addEvent(sc: FabScenario, side: Side, name: string): { sc: FabScenario; id: string } {
  const id = nextId(pieces(sc), 'ev');
  const e: EventDef = { id, side, name, effect: { kind: 'special-action' } };
  return { sc: { ...sc, events: [...sc.events, e] }, id };
}

export function addSpecialAction(sc: FabScenario, side: Side, name: string): { sc: FabScenario; id: string } {
  const id = nextId(pieces(sc), 'sa');
  const s: SpecialActionDef = { id, side, name };
  return { sc: { ...sc, specialActions: [...sc.specialActions, s] }, id };
}

/** The default of each event effect's numbers, when the player picks that effect (17.0). */
export function effectOf(kind: EventDef['effect']['kind']): EventDef['effect'] {
  switch (kind) {
    case 'special-action':
      return { kind };
    case 'replacements':
      return { kind, steps: 1 };
    case 'air-support':
      return { kind, dice: 1, quality: 'veteran' };
    case 'extra-draw':
      return { kind, count: 1 };
    case 'rally-assets':
      return { kind, count: 1 };
    case 'victory-points':
      return { kind, points: 1 };
  }
}

// ---------------------------------------------------------------------------------------------------
// The turn record
// ---------------------------------------------------------------------------------------------------

/** The number of turns: the turn record keeps its lines up to it and gains a line (one draw a side) per new turn. */
export function setTurns(sc: FabScenario, turns: number, label: (n: number) => string): FabScenario {
  const n = Math.max(1, Math.min(200, Math.round(turns)));
  const have = new Map(sc.turnRecord.map((r) => [r.turn, r] as const));
  const turnRecord: TurnRecordEntry[] = [];
  for (let t = 1; t <= n; t++) turnRecord.push(have.get(t) ?? { turn: t, label: label(t), draws: { blue: 1, red: 1 } });
  return { ...sc, turns: n, turnRecord };
}

/** Change one line of the turn record (by its turn). */
export function editTurn(sc: FabScenario, turn: number, patch: Partial<TurnRecordEntry>): FabScenario {
  return {
    ...sc,
    turnRecord: sc.turnRecord.map((r) => (r.turn === turn ? dropUndefined({ ...r, ...patch, turn }) : r)),
  };
}
