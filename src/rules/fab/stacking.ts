/**
 * 5.1 / 6.6 the stacking retreat at the end of a movement phase (rules version 4 on). An area that holds more than
 * two units of a side loses the excess by retreat: the owner chooses which units retreat and where each one goes,
 * among the areas 6.6 allows in the game's edition (two retreating units may go to different areas). A unit is
 * eliminated only when none of the side's units in that area can retreat, and then the owner says which. Versions
 * 1-3 resolve it for the player (`enforceStacking` in supply-phase.ts).
 */
import { accept, reject, type Result } from '../common/result';
import { follows } from '../common/rulings';
import { areaName, boardIndex, hasForces, neighboursOf, note, occupancy, overstacked, withControl } from './board';
import type { Occupancy } from './board';
import { retreatOptions } from './combat/retreat';
import type { RetreatArea } from './combat/types';
import { OWNER_CHOOSES_STACKING_RETREAT } from './rulings';
import { eliminateUnit } from './supply-phase';
import type { AreaId, FabState, Side, UnitId } from './types';
import { otherSide } from './types';
import { known } from '../common/narrow';

/** One unit that may be made to leave an overstacked area, and where it may go. */
export interface StackingChoice {
  readonly unit: UnitId;
  readonly from: AreaId;
  /** The areas 6.6 lets it retreat to; empty: it cannot retreat. */
  readonly to: readonly AreaId[];
  /** 5.1 it may be eliminated instead: no unit of its side in its area can retreat. */
  readonly eliminate: boolean;
}

/** 5.1 (rules version 4 on) the owner chooses the stacking retreat at the end of a movement phase. */
export function ownerChoosesStackingRetreat(s: FabState): boolean {
  return follows(s.rulesVersion, OWNER_CHOOSES_STACKING_RETREAT);
}

/** 5.1 the side whose units overstack an area now (the first one found), or null when stacking holds. */
export function overstackedSide(s: FabState, occ: Occupancy = occupancy(s)): Side | null {
  return overstacked(s, occ)[0]?.side ?? null;
}

/** 6.6 the board as the retreat procedure sees it, for units of `side` (they play the combat module's defender). */
function retreatMap(s: FabState, side: Side, occ: Occupancy): { areas: RetreatArea[] } {
  const enemy = otherSide(side);
  return {
    areas: s.scenario.areas.map((a) => ({
      id: a.id,
      controlledBy: s.areas[a.id]?.control === side ? 'defender' : 'attacker',
      defenderUnits: occ.bySide[side].get(a.id)?.length ?? 0,
      // a defended roadblock (4.35) counts as enemy forces: the area is contested
      attackerUnits: hasForces(s, occ, a.id, enemy) ? Math.max(1, occ.bySide[enemy].get(a.id)?.length ?? 0) : 0,
      adjacent: neighboursOf(s.scenario, a.id).map((n) => ({ to: n.area, river: n.boundary.river })),
    })),
  };
}

/**
 * 5.1 / 6.6 every unit of the overstacked side that may be made to leave an overstacked area, with the areas it may
 * retreat to (the 6.6 procedure of the game's edition: adjacent friendly uncontested areas, going on through full
 * ones as that edition says). Empty when no area is overstacked.
 */
export function stackingChoices(s: FabState): StackingChoice[] {
  const occ = occupancy(s);
  const side = overstackedSide(s, occ);
  if (!side) return [];
  const map = retreatMap(s, side, occ);
  const edition = s.options.edition === 'original' ? 'original' : 'revised';
  const out: StackingChoice[] = [];
  for (const over of overstacked(s, occ)) {
    if (over.side !== side) continue;
    const here = over.units.map((unit) => {
      const to = retreatOptions({ map, side: 'defender', origin: over.area, edition }).map((o) => o.to);
      return { unit, from: over.area, to: [...new Set(to)] };
    });
    const noneCan = here.every((c) => c.to.length === 0);
    for (const c of here) out.push({ ...c, eliminate: noneCan });
  }
  return out;
}

/**
 * 5.1 / 6.6 the owner's stacking retreat: `unit` leaves its overstacked area for `to`, one of the areas 6.6 allows,
 * and is disordered (6.6); or, when no unit of its side there can retreat, `to` is null and the unit is
 * eliminated (5.1). One unit per event; the owner goes on until no area is overstacked.
 */
export function stackingRetreat(s: FabState, unit: UnitId, to: AreaId | null): Result<FabState> {
  if (!s.stacking)
    return reject('5.1', 'No stacking retreat is under way: stacking is checked when a phase ends.', 'stack.notNow');
  const choices = stackingChoices(s);
  const c = choices.find((x) => x.unit === unit);
  if (!c) {
    const side = overstackedSide(s);
    const name = boardIndex(s.scenario).unitDefs.get(unit)?.name ?? unit;
    return reject(
      '5.1',
      side
        ? `${name} is not one of the units overstacking an area; choose one of those.`
        : 'No area is overstacked any more.',
      'stack.notOverstacked',
      { unit },
    );
  }
  const u = known(s.units, unit, 'unit');
  if (to === null) {
    if (!c.eliminate)
      return reject(
        '5.1',
        `A unit of this stack can still retreat from ${areaName(s, c.from)}: only when none can is one eliminated.`,
        'stack.canRetreat',
        { area: c.from },
      );
    const gone = eliminateUnit(s, unit);
    return accept(withControl(note(gone, '5.1', 'overstackEliminated', { unit, area: c.from })));
  }
  if (!c.to.includes(to))
    return reject(
      '6.6',
      c.to.length
        ? `${areaName(s, to)} is not an area this unit may retreat to: a friendly, uncontested area next to ${areaName(s, c.from)}, or beyond it as 6.6 allows, with room for it.`
        : `This unit cannot retreat from ${areaName(s, c.from)}.`,
      'stack.badDestination',
      { to, area: c.from },
    );
  const moved: FabState = {
    ...s,
    units: { ...s.units, [unit]: { ...u, area: to, order: 'disorder', reserve: false } },
  };
  return accept(withControl(note(moved, '5.1', 'overstackRetreat', { unit, area: c.from, to })));
}
