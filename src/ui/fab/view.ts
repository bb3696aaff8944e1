/**
 * What the FAB game screen may show a viewer, as pure queries over the engine's exported types and
 * functions. Hidden information (2.3 block backs, 6.24 secret point unit, 8.32 intelligence) is decided
 * here, once, so that no component can leak an enemy block's label by accident.
 */
import type { AreaId, FabState, Side, UnitDef, UnitId, UnitState } from '../../rules/fab/types';
import { otherSide } from '../../rules/fab/types';
import { boardIndex, isContested, occupancy } from '../../rules/fab/board';
import { mandatoryCombats, combatCandidates } from '../../rules/fab/combat-phase';
import { victoryPoints } from '../../rules/fab/supply-phase';
import { dueReinforcements } from '../../rules/fab/reinforcement';
import { reachable, strategicDestinations, strategicMove, type Destination } from '../../rules/fab/movement';
import type { CombatRound } from '../../../machines/fab/combat-round';

/** 'blue' / 'red': the side holding the tablet; 'open': everything visible (open table, 10.0 option). */
export type Viewer = Side | 'open';

export interface CombatHolderView {
  readonly area: AreaId;
  readonly attacker: Side;
  readonly round: CombatRound;
}

/** The engine may keep the FAB state bare or inside a statechart context (`{ g }`): find it. */
export function fabState(x: unknown): FabState | null {
  if (!x || typeof x !== 'object') return null;
  const o = x as Record<string, unknown>;
  if ('scenario' in o && 'units' in o && 'areas' in o) return x as FabState;
  if ('g' in o) return fabState(o['g']);
  if ('context' in o) return fabState(o['context']);
  return null;
}

export function viewerOf(s: FabState, viewer: string): Viewer {
  if (s.options.openTable || viewer === 'open') return 'open';
  return viewer === 'red' ? 'red' : viewer === 'blue' ? 'blue' : 'open';
}

export function combatHolder(s: FabState): CombatHolderView | null {
  const c = s.combat as CombatHolderView | null;
  return c && typeof c === 'object' && 'round' in c ? c : null;
}

/** 2.3 a block's face is known to the viewer: own side, open table, revealed (6.24, 6.29), morale check
 * reveal inside the running round, or intelligence (8.32). */
export function canSeeUnit(s: FabState, viewer: Viewer, id: UnitId): boolean {
  if (viewer === 'open') return true;
  const def = boardIndex(s.scenario).unitDefs.get(id);
  const u = s.units[id];
  if (!def || !u) return false;
  if (def.side === viewer) return true;
  if (u.revealed || s.intelligence.includes(id)) return true;
  const h = combatHolder(s);
  // 6.24 revealed by the round, or shown for a morale check (6.7)
  if (h && (h.round.round.revealed.includes(id) || h.round.round.morale.some((m) => m.id === id))) return true;
  return false;
}

/** The assets and events of the enemy are hidden when the 10.0 hidden-assets option is on. */
export function canSeePiece(s: FabState, viewer: Viewer, side: Side): boolean {
  return viewer === 'open' || side === viewer || !s.options.hiddenAssets;
}

export interface BlockView {
  readonly id: UnitId;
  readonly side: Side;
  /** Absent when only the back of the block may be shown. */
  readonly face?: { readonly def: UnitDef; readonly state: UnitState };
}

/** Blocks in an area as the viewer may know them (own first, then the enemy). */
export function blocksIn(s: FabState, viewer: Viewer, area: AreaId): readonly BlockView[] {
  return blocksByArea(s, viewer).get(area) ?? [];
}

const byAreaCache = new WeakMap<FabState, Map<Viewer, ReadonlyMap<AreaId, readonly BlockView[]>>>();

/** The blocks on the map by area as `viewer` may see them (2.3), the viewer's (or the phasing side's) first.
 * Built once per state and viewer: the map asks for every area on every drawing. */
export function blocksByArea(s: FabState, viewer: Viewer): ReadonlyMap<AreaId, readonly BlockView[]> {
  let perViewer = byAreaCache.get(s);
  if (!perViewer) byAreaCache.set(s, (perViewer = new Map<Viewer, ReadonlyMap<AreaId, readonly BlockView[]>>()));
  const hit = perViewer.get(viewer);
  if (hit) return hit;
  const ix = boardIndex(s.scenario);
  const out = new Map<AreaId, BlockView[]>();
  for (const id in s.units) {
    const u = s.units[id]!;
    if (u.where !== 'map' || u.area === null) continue;
    const def = ix.unitDefs.get(id);
    if (!def) continue;
    const list = out.get(u.area) ?? [];
    if (!list.length) out.set(u.area, list);
    list.push(canSeeUnit(s, viewer, id) ? { id, side: def.side, face: { def, state: u } } : { id, side: def.side });
  }
  const first: Side = viewer === 'open' ? s.phasing : viewer;
  for (const list of out.values()) list.sort((a, b) => (a.side === b.side ? 0 : a.side === first ? -1 : 1));
  perViewer.set(viewer, out);
  return out;
}

/** Every unit name the viewer must not read, longest first (so "1st Guards" goes before "1st"). */
export function hiddenNames(s: FabState, viewer: Viewer): string[] {
  if (viewer === 'open') return [];
  const ix = boardIndex(s.scenario);
  const names: string[] = [];
  for (const def of ix.unitDefs.values())
    if (def.side !== viewer && !canSeeUnit(s, viewer, def.id)) names.push(def.name);
  if (s.options.hiddenAssets) {
    for (const a of s.scenario.assets) if (a.side !== viewer) names.push(a.name);
    for (const e of s.scenario.events) if (e.side !== viewer) names.push(e.name);
  }
  return [...new Set(names)].filter((n) => n.length > 0).sort((a, b) => b.length - a.length);
}

/** Replace the hidden names in a sentence written by the engine with a neutral word. */
export function redact(text: string, names: readonly string[], replacement: string): string {
  let out = text;
  for (const n of names) if (out.includes(n)) out = out.split(n).join(replacement);
  return out;
}

export interface AreaInfo {
  readonly contested: boolean;
  readonly newlyContested: boolean;
  readonly mustFight: boolean;
  readonly mayFight: boolean;
}

export function areaInfo(s: FabState, area: AreaId): AreaInfo {
  const occ = occupancy(s);
  const must = s.phase === 'combat' || s.phase === 'penetration-combat' ? mandatoryCombats(s) : [];
  const may = s.phase === 'combat' || s.phase === 'penetration-combat' ? combatCandidates(s) : [];
  return {
    contested: isContested(s, occ, area),
    newlyContested: s.areas[area]?.newlyContested ?? false,
    mustFight: !s.combat && must.includes(area),
    mayFight: !s.combat && may.includes(area),
  };
}

/** 3.0 what must happen before the phase may end (newly contested areas still owed a combat round). */
export function phaseDuties(s: FabState): {
  readonly combats: AreaId[];
  readonly bridge: boolean;
  readonly moving: UnitId | null;
  readonly arrivals: number;
} {
  const combats = (s.phase === 'combat' || s.phase === 'penetration-combat') && !s.combat ? mandatoryCombats(s) : [];
  // 4.1c reinforcements due this turn that are still off the map
  const side = s.step === 'blue' || s.step === 'red' ? s.step : s.scenario.firstPlayer;
  const arrivals =
    s.phase === 'reinforcement' ? dueReinforcements(s, side).filter((u) => s.units[u]?.where !== 'map').length : 0;
  return { combats, bridge: !!s.pendingBridge, moving: s.moving?.unit ?? null, arrivals };
}

/** 5.3 / 5.4 / 7.2 / 7.3 the areas a unit may reach now, with their cost (strategic moves cost nothing). */
export function destinationsFor(s: FabState, id: UnitId): Destination[] {
  if (s.phase === 'strategic-movement') {
    // only areas the rules would accept now (reserve marker, supply, 14.8 limit, stacking)
    return strategicDestinations(s, id)
      .filter((area) => strategicMove(s, id, area).ok)
      .map((area) => ({ area, cost: 0, path: [area], stop: false }));
  }
  return reachable(s, id);
}

export interface VpLine {
  readonly areas: { id: AreaId; name: string; vp: number }[];
  /** 19.0 VP for enemy steps lost (net of replacements), as the rules count them. */
  readonly steps: number;
  /** VP from events and other awards. */
  readonly bonus: number;
  readonly total: number;
}

/** 19.0 victory points per side as the victory screen explains them: areas held, enemy steps lost, other
 * awards; the total is the rules' own `victoryPoints`, and the parts add up to it. */
export function vpBreakdown(s: FabState): Record<Side, VpLine> {
  const total = victoryPoints(s);
  const out = {} as Record<Side, VpLine>;
  for (const side of ['blue', 'red'] as const) {
    const areas = s.scenario.areas
      .filter((a) => a.vp && s.areas[a.id]?.control === side)
      .map((a) => ({ id: a.id, name: `${a.number} ${a.name}`, vp: a.vp! }));
    const bonus = s.vpBonus[side];
    const steps = total[side] - bonus - areas.reduce((n, a) => n + a.vp, 0);
    out[side] = { areas, steps, bonus, total: total[side] };
  }
  return out;
}

export { otherSide };
