/**
 * Hidden information, decided once (2.2 blocks stand on edge; 5.22 / 6.24 / 6.29 blocks turned face up;
 * 6.7 morale-check reveals; 8.32 intelligence; 10.0 hidden assets option). `viewFor` returns everything one
 * side may know, and nothing else: screens, odds, log lines and notes are computed from it. 'open' (the
 * open-table option, solo study) shows everything.
 */
import { boardIndex } from './board';
import { viewRound, type RoundView } from './combat/view';
import type { RoundState } from './combat/round';
import type { CombatSide, CombatUnit } from './combat/types';
import type { AreaId, AreaState, FabNote, FabState, Side, SideBoxes, UnitId, UnitState } from './types';
import { otherSide } from './types';
import { own } from '../common/own';

/** An enemy block seen from behind: its side and where it stands, nothing else. */
export interface HiddenBlock {
  readonly key: string;
  readonly side: Side;
  readonly area: AreaId;
}

export interface BoxCounts {
  readonly cup: number;
  readonly available: number;
  readonly used: number;
  readonly eliminated: number;
}

/** What a parameter of a note or log line becomes when it names something the viewer may not know. */
export const HIDDEN = 'hidden';

export interface CombatView {
  readonly area: AreaId;
  readonly attacker: Side;
  /** The combat statechart's state value (machines/fab/combat-round.ts): which step of 6.21-6.29. */
  readonly step: unknown;
  readonly round: RoundView;
}

export interface FabView {
  readonly viewer: Side | 'open';
  /**
   * The state as the viewer may know it: enemy blocks still hidden are not in `units` nor in the scenario's
   * unit list, notes and bookkeeping name none of them, and with hidden assets (10.0) the enemy's boxes and
   * draws are empty. `combat` is always null here: the round is in `combat` below.
   */
  readonly state: FabState;
  /** Enemy blocks on the map the viewer sees from behind. */
  readonly hiddenBlocks: readonly HiddenBlock[];
  /** How many chits the enemy has in each box (public; the contents are hidden with the 10.0 option). Null
   * for the open table, which sees the boxes themselves. */
  readonly enemyBoxCounts: BoxCounts | null;
  /** The combat round in progress as the viewer may see it, with odds computed for the viewer (6.24). */
  readonly combat: CombatView | null;
}

interface HeldRound {
  readonly area: AreaId;
  readonly attacker: Side;
  readonly round: { readonly value: unknown; readonly round: RoundState };
}

function held(s: FabState): HeldRound | null {
  const c = s.combat as HeldRound | null;
  return c && typeof c === 'object' && 'round' in c ? c : null;
}

/** 2.2 / 5.22 / 6.24 / 6.7 / 8.32 may `viewer` read this unit's label now. */
export function canSeeUnit(s: FabState, viewer: Side | 'open', id: UnitId): boolean {
  if (viewer === 'open' || s.options.openTable) return true;
  const def = boardIndex(s.scenario).unitDefs.get(id);
  const u = own(s.units, id);
  if (!def || !u) return false;
  if (def.side === viewer) return true;
  if (u.where === 'eliminated') return true;
  if (u.revealed || s.intelligence.includes(id)) return true;
  // 6.24 turned face up by the round in progress, or 6.7 shown for a morale check
  const h = held(s);
  if (h) {
    const r = h.round.round;
    if (r.revealed.includes(id) || r.morale.some((m) => m.id === id)) return true;
    const inRound = r.units.find((x) => x.id === id);
    if (inRound && !inRound.hidden) return true;
  }
  return false;
}

/** A unit on the map as a combat round would field it (for the odds over unseen identities, 6.24). */
function poolUnit(s: FabState, id: UnitId, side: CombatSide): CombatUnit | null {
  const def = boardIndex(s.scenario).unitDefs.get(id);
  const u = s.units[id];
  if (!def || !u) return null;
  const order = u.order === 'disorder' ? 'disordered' : u.order === 'recovery' ? 'recovering' : 'good';
  return {
    id,
    side,
    formation: def.formation,
    unitClass: def.class,
    qualities: def.steps,
    steps: u.steps,
    order,
    unsupplied: u.unsupplied,
    hidden: true,
  };
}

/** What `viewer` may know of the game. */
export function viewFor(s: FabState, viewer: Side | 'open'): FabView {
  const h = held(s);
  if (viewer === 'open' || s.options.openTable) {
    return {
      viewer: 'open',
      state: { ...s, combat: null },
      hiddenBlocks: [],
      enemyBoxCounts: null,
      combat: h
        ? { area: h.area, attacker: h.attacker, step: h.round.value, round: viewRound(h.round.round, 'both') }
        : null,
    };
  }
  const enemy = otherSide(viewer);
  const units: Record<string, UnitState> = {};
  const hidden: HiddenBlock[] = [];
  const secret = new Set<string>();
  // hidden blocks ordered by area then by a counter, so their keys say nothing about identity
  const ids = Object.keys(s.units).sort(
    (a, b) => (s.units[a]!.area ?? '').localeCompare(s.units[b]!.area ?? '') || a.localeCompare(b),
  );
  for (const id of ids) {
    const u = s.units[id]!;
    if (canSeeUnit(s, viewer, id)) units[id] = u;
    else {
      secret.add(id);
      if (u.where === 'map' && u.area !== null)
        hidden.push({ key: `hidden-${hidden.length}`, side: enemy, area: u.area });
    }
  }
  // 10.0 hidden assets: the enemy's chits are not known, only how many are in each box
  const hideAssets = s.options.hiddenAssets;
  if (hideAssets) {
    for (const a of s.scenario.assets) if (a.side === enemy) secret.add(a.id);
    for (const e of s.scenario.events) if (e.side === enemy) secret.add(e.id);
    // a chit committed to the battle in progress is on the table (6.22 / 6.23): it is seen
    if (h) for (const a of h.round.round.assets) secret.delete(a.id);
  }
  let boxes = s.boxes;
  const eb = s.boxes[enemy];
  const enemyBoxCounts: BoxCounts = {
    cup: eb.cup.length,
    available: eb.available.length,
    used: eb.used.length,
    eliminated: eb.eliminated.length,
  };
  if (hideAssets) {
    const empty: SideBoxes = { future: [], cup: [], available: [], used: [], eliminated: [], map: [] };
    boxes = { ...s.boxes, [enemy]: empty };
  }
  // the cup is never looked into
  boxes = { ...boxes, [enemy]: { ...boxes[enemy], cup: [], future: [] } };
  const sc = s.scenario;
  const scenario = {
    ...sc,
    units: sc.units.filter((u) => !secret.has(u.id)),
    assets: sc.assets.filter((a) => !secret.has(a.id)),
    events: sc.events.filter((e) => !secret.has(e.id)),
  };
  const visible = (id: string) => !secret.has(id);
  const moving = s.moving && !visible(s.moving.unit) ? null : (s.moving ?? null);
  // bookkeeping that names units keeps only the ones the viewer may see
  const mv = s.movement;
  const movement = {
    ...mv,
    done: mv.done.filter(visible),
    leftContested: mv.leftContested.filter(visible),
    reservedNow: mv.reservedNow.filter(visible),
    entries: Object.fromEntries(
      Object.entries(mv.entries).map(([a, list]) => [a, list.filter((e) => visible(e.unit))]),
    ),
  };
  const pendingBridge =
    s.pendingBridge && !visible(s.pendingBridge.unit)
      ? { ...s.pendingBridge, unit: HIDDEN }
      : (s.pendingBridge ?? null);
  // 5.3 a path under way is its side's plan: the other side learns only the next area (the bridge it waits at)
  const r = s.route;
  const ownPath = !!r && sc.units.find((u) => u.id === r.unit)?.side === viewer;
  const route = !r || ownPath ? (r ?? null) : { unit: visible(r.unit) ? r.unit : HIDDEN, rest: r.rest.slice(0, 1) };
  // notes are codes with parameters: a parameter naming a hidden piece says so, nothing more
  const notes = s.notes.map((n) => hideParams(n, secret));
  let areas = s.areas;
  if (hideAssets) {
    const out: Record<AreaId, AreaState> = {};
    for (const [id, a] of Object.entries(s.areas))
      out[id] =
        a.roadblock?.asset && secret.has(a.roadblock.asset) ? { ...a, roadblock: { side: a.roadblock.side } } : a;
    areas = out;
  }
  let combat: CombatView | null = null;
  if (h) {
    const side: CombatSide = h.attacker === viewer ? 'attacker' : 'defender';
    const enemyRole: CombatSide = side === 'attacker' ? 'defender' : 'attacker';
    const pool: CombatUnit[] = [];
    for (const id of ids)
      if (secret.has(id) && s.units[id]!.where === 'map') {
        const p = poolUnit(s, id, enemyRole);
        if (p) pool.push(p);
      }
    const rv = viewRound(h.round.round, side, { hiddenAssets: hideAssets, pool });
    combat = { area: h.area, attacker: h.attacker, step: h.round.value, round: hideRoundAssets(rv, secret) };
  }
  const state: FabState = {
    ...s,
    units,
    boxes,
    scenario,
    areas,
    moving,
    combat: null,
    movement,
    pendingBridge,
    ...(s.route !== undefined ? { route } : {}),
    notes,
    activated: s.activated.filter(visible),
    redirected: s.redirected?.filter(visible) ?? [],
    drawn: hideAssets ? { ...s.drawn, [enemy]: [] } : s.drawn,
  };
  return { viewer, state, hiddenBlocks: hidden, enemyBoxCounts, combat };
}

/** A note with every parameter that names a hidden piece replaced by `HIDDEN`. */
export function hideParams<T extends { readonly params?: FabNote['params'] }>(n: T, secret: ReadonlySet<string>): T {
  const p = n.params;
  if (!p) return n;
  let changed = false;
  const out: Record<string, string | number> = {};
  for (const k in p) {
    const v = p[k]!;
    if (typeof v === 'string' && secret.has(v)) {
      out[k] = HIDDEN;
      changed = true;
    } else out[k] = v;
  }
  return changed ? { ...n, params: out } : n;
}

/** 10.0 hidden assets: the round's log names no hidden enemy chit. */
function hideRoundAssets(rv: RoundView, secret: ReadonlySet<string>): RoundView {
  if (secret.size === 0) return rv;
  const log = rv.log.map((e) => {
    const p = e.params;
    if (!p || typeof p['assets'] !== 'string') return e;
    const list = p['assets']
      .split(',')
      .filter(Boolean)
      .map((id) => (secret.has(id) ? HIDDEN : id));
    return { ...e, params: { ...p, assets: list.join(',') } };
  });
  return { ...rv, log };
}

/** The ids `viewer` may not know (hidden enemy units, and enemy chits with hidden assets): for tests and the
 * log, which render parameters naming them as `HIDDEN`. */
export function secretIds(s: FabState, viewer: Side | 'open'): ReadonlySet<string> {
  const out = new Set<string>();
  if (viewer === 'open' || s.options.openTable) return out;
  for (const id in s.units) if (!canSeeUnit(s, viewer, id)) out.add(id);
  if (s.options.hiddenAssets) {
    const enemy = otherSide(viewer);
    for (const a of s.scenario.assets) if (a.side === enemy) out.add(a.id);
    for (const e of s.scenario.events) if (e.side === enemy) out.add(e.id);
    const h = held(s);
    if (h) for (const a of h.round.round.assets) out.delete(a.id);
  }
  return out;
}
