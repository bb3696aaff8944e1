/**
 * What each side knows of the other's blocks beyond what it sees now (2.2 blocks stand on edge; 6.24 / 6.29
 * turned face up in a combat round; 6.7 shown for a morale check; 8.32 intelligence). A block seen once may stand
 * on edge again later (it retreated, the round ended, intelligence lapsed); its owner may then lose steps with it
 * out of sight. The side remembers the step value it last saw, and nothing it did not see: the odds it is shown
 * over blocks it cannot see now (src/rules/fab/combat/view.ts) use these values, else the printed set-up.
 */
import { boardIndex } from './board';
import type { RoundState } from './combat/round';
import type { AreaId, FabState, Side, UnitDef, UnitId } from './types';
import { own } from '../common/own';

interface HeldRound {
  readonly area: AreaId;
  readonly attacker: Side;
  readonly round: { readonly value: unknown; readonly round: RoundState };
}

export function held(s: FabState): HeldRound | null {
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

const SIDES: readonly Side[] = ['blue', 'red'];
const NOTHING_SEEN: Readonly<Record<Side, Readonly<Record<UnitId, number>>>> = { blue: {}, red: {} };

/** 2.2 the memory after a move: every enemy block each side can read now, at its step value now. */
export function rememberSeen(s: FabState): FabState {
  if (s.options.openTable) return s;
  const was = s.seen ?? NOTHING_SEEN;
  let now: Record<Side, Readonly<Record<UnitId, number>>> | null = null;
  for (const side of SIDES) {
    let changes: Record<UnitId, number> | null = null;
    for (const def of s.scenario.units) {
      if (def.side === side) continue;
      const u = s.units[def.id];
      if (!u || u.where !== 'map' || was[side][def.id] === u.steps) continue;
      if (!canSeeUnit(s, side, def.id)) continue;
      (changes ??= {})[def.id] = u.steps;
    }
    if (changes) (now ??= { ...was })[side] = { ...was[side], ...changes };
  }
  return now ? { ...s, seen: now } : s;
}

/** 2.3 a unit's step value as printed for its set-up or its arrival (what either side knows before seeing it). */
export function printedSteps(def: UnitDef): number {
  return Math.min(def.steps.length, def.startSteps ?? def.arrives?.steps ?? def.steps.length);
}

/** The step value `viewer` knows of an enemy unit it cannot see now: the last it saw, else the printed one. */
export function knownSteps(s: FabState, viewer: Side, id: UnitId): number {
  const def = boardIndex(s.scenario).unitDefs.get(id);
  const seen = s.seen?.[viewer][id];
  return seen ?? (def ? printedSteps(def) : 0);
}

/** 4.1c / 14.2 whether a unit is in play by the turn record (set up, or its arrival turn has come): public. */
export function inPlayByRecord(s: FabState, def: UnitDef): boolean {
  return def.arrives ? def.arrives.turn <= s.turn : true;
}
