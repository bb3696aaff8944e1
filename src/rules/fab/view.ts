/**
 * Hidden information (2.2 blocks stand on edge; 6.24 / 6.29 face-up blocks; 8.32 intelligence; 10.0 hidden
 * assets option). `viewFor` returns what one side may know; 'open' (open table) shows everything.
 */
import { boardIndex } from './board';
import { viewRound, type RoundView } from './combat/view';
import type { RoundState } from './combat/round';
import type { AreaId, FabState, Side, SideBoxes, UnitState } from './types';
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

export interface FabView {
  readonly viewer: Side | 'open';
  /** The state with enemy hidden blocks removed from `units` and, with hidden assets, enemy boxes emptied. */
  readonly state: FabState;
  readonly hiddenBlocks: readonly HiddenBlock[];
  /** Enemy box sizes when their contents are hidden (10.0). */
  readonly enemyBoxCounts: BoxCounts | null;
  /** The combat round in progress as the viewer may see it (6.24 secret point unit, hidden labels). */
  readonly combat: {
    readonly area: AreaId;
    readonly attacker: Side;
    readonly step: unknown;
    readonly round: RoundView;
  } | null;
}

interface HeldRound {
  readonly area: AreaId;
  readonly attacker: Side;
  readonly round: { readonly value: unknown; readonly round: RoundState };
}

/** 2.2 / 6.24 / 8.32 may `viewer` read this unit's label. */
export function canSeeUnit(s: FabState, viewer: Side | 'open', id: string): boolean {
  if (viewer === 'open' || s.options.openTable) return true;
  const def = boardIndex(s.scenario).unitDefs.get(id);
  const u = own(s.units, id);
  if (!def || !u) return false;
  if (def.side === viewer) return true;
  if (u.where === 'eliminated') return true;
  return u.revealed || s.intelligence.includes(id);
}

/** What `viewer` may know of the game (hidden enemy blocks reduced to their side and area). */
export function viewFor(s: FabState, viewer: Side | 'open'): FabView {
  const held = s.combat as HeldRound | null;
  if (viewer === 'open' || s.options.openTable) {
    return {
      viewer,
      state: s,
      hiddenBlocks: [],
      enemyBoxCounts: null,
      combat: held
        ? {
            area: held.area,
            attacker: held.attacker,
            step: held.round.value,
            round: viewRound(
              { ...held.round.round, units: held.round.round.units.map((u) => ({ ...u, hidden: false })) },
              'attacker',
            ),
          }
        : null,
    };
  }
  const ix = boardIndex(s.scenario);
  const units: Record<string, UnitState> = {};
  const hidden: HiddenBlock[] = [];
  let n = 0;
  // order hidden blocks by area then by a counter so their keys say nothing about identity
  const ids = Object.keys(s.units).sort(
    (a, b) => (s.units[a]!.area ?? '').localeCompare(s.units[b]!.area ?? '') || a.localeCompare(b),
  );
  for (const id of ids) {
    const u = s.units[id]!;
    if (canSeeUnit(s, viewer, id)) units[id] = u;
    else if (u.where === 'map' && u.area !== null)
      hidden.push({ key: `hidden-${n++}`, side: ix.unitDefs.get(id)!.side, area: u.area });
  }
  const enemy = otherSide(viewer);
  let boxes = s.boxes;
  let enemyBoxCounts: BoxCounts | null = null;
  if (s.options.hiddenAssets) {
    const b = s.boxes[enemy];
    enemyBoxCounts = {
      cup: b.cup.length,
      available: b.available.length,
      used: b.used.length,
      eliminated: b.eliminated.length,
    };
    const empty: SideBoxes = { future: [], cup: [], available: [], used: [], eliminated: [], map: b.map };
    boxes = { ...s.boxes, [enemy]: empty };
  }
  // the cup is never looked into
  boxes = { ...boxes, [enemy]: { ...boxes[enemy], cup: [], future: [] } };
  const scenario = { ...s.scenario, units: s.scenario.units.filter((u) => u.side === viewer || units[u.id]) };
  const visible = (id: string) => !!units[id];
  const moving = s.moving && !visible(s.moving.unit) ? null : s.moving;
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
      ? { ...s.pendingBridge, unit: 'hidden' }
      : (s.pendingBridge ?? null);
  // notes naming a hidden enemy unit say "an enemy unit" instead
  const hiddenNames = s.scenario.units
    .filter((u) => u.side !== viewer && !visible(u.id))
    .map((u) => u.name)
    .sort((a, b) => b.length - a.length);
  const notes = s.notes.map((n) => {
    let text = n.text;
    for (const name of hiddenNames) if (text.includes(name)) text = text.split(name).join('an enemy unit');
    return text === n.text ? n : { ...n, text };
  });
  const combat = held
    ? {
        area: held.area,
        attacker: held.attacker,
        step: held.round.value,
        round: viewRound(held.round.round, held.attacker === viewer ? 'attacker' : 'defender', {
          hiddenAssets: s.options.hiddenAssets,
        }),
      }
    : null;
  const state: FabState = {
    ...s,
    units,
    boxes,
    scenario,
    moving: moving ?? null,
    combat: null,
    movement,
    pendingBridge,
    notes,
    activated: s.activated.filter(visible),
  };
  return { viewer, state, hiddenBlocks: hidden, enemyBoxCounts, combat };
}
