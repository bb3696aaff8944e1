/**
 * 6.21 / 6.33 / 6.42c / 6.5 retreat planning: where each unit goes, and the withdrawal before combat. Part of the
 * combat round (./round.ts).
 */
import type { CombatSide } from './types';
import { type Result, accept, reject } from '../../common/result';
import { type RoundState, type UnitInRound, activeUnits, alive, withLog } from './round-state';
import { isRoadblockOnly } from './round-start';
import { retreatOptions } from './retreat';

export type Destinations = Readonly<Record<string, string | null>>;

export interface RetreatPlan {
  readonly moves: Record<string, { to: string; path: string[] } | { stuck: true }>;
}

/**
 * 6.6 check the destinations chosen for retreating units, one unit at a time (earlier arrivals count for
 * stacking). A unit with no legal destination is `stuck`; `allowStuck` false refuses that.
 */
export function planRetreat(
  r: RoundState,
  side: CombatSide,
  unitIds: readonly string[],
  destinations: Destinations,
  opts: { allowStuck: boolean; riverBack?: boolean },
): Result<RetreatPlan> {
  const moves: RetreatPlan['moves'] = {};
  const arrived: Record<string, number> = {};
  for (const id of unitIds) {
    const u = r.units.find((x) => x.id === id)!;
    const wanted = destinations[id];
    if (!r.map) {
      // combat assistant without a map: the players name the area (or null when the unit cannot retreat)
      if (wanted === null || wanted === undefined || wanted === '') {
        if (!opts.allowStuck)
          return reject('6.6', `Name the area ${id} retreats to.`, 'combat.retreatNeedsArea', { unit: id });
        moves[id] = { stuck: true };
      } else moves[id] = { to: wanted, path: [wanted] };
      continue;
    }
    const options = retreatOptions({
      map: r.map,
      side,
      origin: r.areaId,
      arrived,
      edition: r.edition,
      ...(opts.riverBack
        ? u.enteredFrom
          ? { firstStepOnlyTo: [u.enteredFrom] }
          : { firstStepAcrossRiverOnly: true }
        : {}),
    });
    if (options.length === 0) {
      if (!opts.allowStuck)
        return reject('6.6', `${id} has no friendly uncontested area to retreat into.`, 'combat.cannotRetreat', {
          unit: id,
        });
      moves[id] = { stuck: true };
      continue;
    }
    const pick = wanted ? options.find((o) => o.to === wanted) : options.length === 1 ? options[0] : undefined;
    if (!pick) {
      return reject(
        '6.6',
        `${id} must retreat to one of: ${options.map((o) => o.to).join(', ')}.`,
        'combat.badRetreat',
        {
          unit: id,
          options: options.map((o) => o.to).join(', '),
        },
      );
    }
    moves[id] = { to: pick.to, path: [...pick.path] };
    arrived[pick.to] = (arrived[pick.to] ?? 0) + 1;
  }
  return accept({ moves });
}

// 6.6 legal destinations for each retreating unit of a side now (in unit order, earlier ones placed first)
export function retreatChoices(r: RoundState, side: CombatSide, riverBack = false): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  if (!r.map) return out;
  const arrived: Record<string, number> = {};
  for (const u of r.units.filter((x) => x.side === side && alive(x) && x.participating)) {
    const opts = retreatOptions({
      map: r.map,
      side,
      origin: r.areaId,
      arrived,
      edition: r.edition,
      ...(riverBack ? (u.enteredFrom ? { firstStepOnlyTo: [u.enteredFrom] } : { firstStepAcrossRiverOnly: true }) : {}),
    });
    out[u.id] = opts.map((o) => o.to);
    if (opts[0]) arrived[opts[0].to] = (arrived[opts[0].to] ?? 0) + 1;
  }
  return out;
}

export function applyRetreat(units: readonly UnitInRound[], plan: RetreatPlan, disorder: boolean): UnitInRound[] {
  return units.map((u) => {
    const m = plan.moves[u.id];
    if (!m) return u;
    if ('stuck' in m) {
      // 6.6 a unit with nowhere to retreat stays and takes a step loss instead (read as one loss per unit)
      const steps = Math.max(0, u.steps - 1);
      return { ...u, steps, lossesThisRound: u.lossesThisRound + 1, retreat: m };
    }
    return { ...u, retreat: m, order: disorder ? 'disordered' : u.order };
  });
}

// 8.24 / 6.21 the defender withdraws every unit by special action (no disorder); the round ends
export function withdraw(r: RoundState, destinations: Destinations): Result<RoundState> {
  if (isRoadblockOnly(r))
    return reject('4.35', 'A defended roadblock cannot withdraw by special action.', 'combat.roadblockNoWithdraw');
  if (r.specialActions.used >= r.specialActions.defender) {
    return reject('8.24', 'The defender has no special action left to spend.', 'combat.noSpecialAction');
  }
  if (r.units.some((u) => u.reinforcedFrom)) {
    return reject(
      '6.21',
      'The defender chose to reinforce this battle and cannot also withdraw from it.',
      'combat.reinforcedNoWithdraw',
    );
  }
  const ids = activeUnits(r, 'defender').map((u) => u.id);
  const plan = planRetreat(r, 'defender', ids, destinations, { allowStuck: false });
  if (!plan.ok) return plan;
  return accept(
    withLog(
      {
        ...r,
        units: applyRetreat(r.units, plan.value, false),
        withdrew: true,
        specialActions: { ...r.specialActions, used: r.specialActions.used + 1 },
      },
      { rule: '8.24', code: 'combat.withdrew' },
    ),
  );
}
