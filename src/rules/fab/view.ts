/**
 * Hidden information, decided once (2.2 blocks stand on edge; 5.22 / 6.24 / 6.29 blocks turned face up;
 * 6.7 morale-check reveals; 8.32 intelligence; 10.0 hidden assets option). `viewFor` returns everything one
 * side may know, and nothing else: screens, odds, log lines and notes are computed from it. 'open' (the
 * open-table option, solo study) shows everything.
 */
import type { RoundView } from './combat/view';
import { combatRules } from '../../../machines/fab/combat-part';
import type { CombatSide, CombatUnit } from './combat/types';
import type { AreaId, AreaState, FabNote, FabState, Side, SideBoxes, UnitState } from './types';
import { otherSide } from './types';
import { canSeeUnit, held, knownSteps, inPlayByRecord } from './knowledge';

export { canSeeUnit };

/** An enemy block seen from behind: its side, where it stands and the markers on it (6.5 disorder or
 * recovery, 9.32 out of supply, 5.21 reserve, 6.89 exploitation: markers sit on top of the block, seen by both
 * sides), nothing else. */
export interface HiddenBlock {
  readonly key: string;
  readonly side: Side;
  readonly area: AreaId;
  readonly order: UnitState['order'];
  readonly unsupplied: boolean;
  readonly reserve: boolean;
  readonly exploit: boolean;
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

/**
 * 6.24 the enemy pieces `viewer` cannot rule out for a block it sees from behind, as it knows them: every enemy
 * unit in play by the turn record (set up, or due by now) whose label it cannot read now, with the step value it
 * last saw (else the printed one). Its order and supply are not the piece's: a block in a fight shows its own
 * markers, which the odds take from the block (src/rules/fab/combat/view.ts). Never the unit's current strength.
 */
function unseenPool(s: FabState, viewer: Side, side: CombatSide): CombatUnit[] {
  const out: CombatUnit[] = [];
  for (const def of s.scenario.units) {
    if (def.side === viewer || !inPlayByRecord(s, def)) continue;
    const u = s.units[def.id];
    if (u?.where === 'eliminated' || canSeeUnit(s, viewer, def.id)) continue;
    out.push({
      id: def.id,
      side,
      formation: def.formation,
      unitClass: def.class,
      qualities: def.steps,
      steps: knownSteps(s, viewer, def.id),
      order: 'good',
      unsupplied: false,
      hidden: true,
    });
  }
  return out;
}

/**
 * The order blocks take in a view: by area, then by what the table shows on them (order, supply, reserve and
 * exploitation markers). Blocks seen from behind are numbered in this order (`hidden-0`...), so a number tells
 * nothing the block does not show; blocks that show the same are alike, whichever id comes first among them.
 */
export function blockOrder(a: UnitState, b: UnitState): number {
  const key = (u: UnitState) => `${u.area ?? ''}\u0000${u.order}|${+u.unsupplied}|${+u.reserve}|${+u.exploit}`;
  const [ka, kb] = [key(a), key(b)];
  return ka < kb ? -1 : ka > kb ? 1 : 0;
}

/** What a view holds of the dice: no generator, no roll to come (the rolls made are in the log and the notes). */
const NO_DICE: FabState['dice'] = { kind: 'scripted', rolls: [], i: 0 };
const NOTHING_SEEN: NonNullable<FabState['seen']> = { blue: {}, red: {} };

/** What `viewer` may know of the game. Once the game is over nothing is hidden any more (both sides' blocks
 * face up on the final map and in the log); the dice to come are in no view. */
export function viewFor(s: FabState, viewer: Side | 'open'): FabView {
  const h = held(s);
  if (viewer === 'open' || s.options.openTable || s.finished) {
    return {
      viewer: 'open',
      state: { ...s, combat: null, dice: NO_DICE },
      hiddenBlocks: [],
      enemyBoxCounts: null,
      combat: h
        ? {
            area: h.area,
            attacker: h.attacker,
            step: h.round.value,
            round: combatRules().viewRound(h.round.round, 'both'),
          }
        : null,
    };
  }
  const enemy = otherSide(viewer);
  const units: Record<string, UnitState> = {};
  const hidden: HiddenBlock[] = [];
  const secret = new Set<string>();
  // hidden blocks ordered by area, then by the markers on them, so their keys say nothing about identity
  const ordered = Object.entries(s.units).sort(([a, ua], [b, ub]) => blockOrder(ua, ub) || a.localeCompare(b));
  for (const [id, u] of ordered) {
    if (canSeeUnit(s, viewer, id)) units[id] = u;
    else {
      secret.add(id);
      if (u.where === 'map' && u.area !== null)
        hidden.push({
          key: `hidden-${hidden.length}`,
          side: enemy,
          area: u.area,
          order: u.order,
          unsupplied: u.unsupplied,
          reserve: u.reserve,
          exploit: u.exploit,
        });
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
    const rv = combatRules().viewRound(h.round.round, side, {
      hiddenAssets: hideAssets,
      pool: unseenPool(s, viewer, enemyRole),
    });
    combat = { area: h.area, attacker: h.attacker, step: h.round.value, round: hideRoundAssets(rv, secret) };
  }
  const state: FabState = {
    ...s,
    // the dice to come are nobody's business: the generator's state would let the next rolls be worked out
    dice: NO_DICE,
    // what each side remembers of the other's blocks goes into the odds below, not into the view itself
    seen: NOTHING_SEEN,
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
    // 4.1a whether the enemy's reusable special action stayed in its Available box is known only with open chits
    ...(hideAssets && s.saUnused ? { saUnused: { ...s.saUnused, [enemy]: false } } : {}),
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
  for (const [k, v] of Object.entries(p)) {
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
  if (viewer === 'open' || s.options.openTable || s.finished) return out;
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
