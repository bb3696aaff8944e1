/**
 * What the OCS movement segment offers a selection of units, worked out here rather than in the screen: the
 * moves, rail trips and engineering the legal events allow the group, where it can reach and at what cost
 * (§movement, §movement-points, §minimum-move, §zoc), why a hex or a trip is refused (§rail, §fortifications,
 * §engineers, §breakout), and the groups of a stack that may go together. The screen only shows these answers.
 */
import type { Rejection, Result } from '../../src/rules/common/result';
import {
  allowance,
  canBreakout,
  canEntrain,
  checkPath,
  explainUnreachable,
  fortify,
  isEngineerReady,
  mover,
  phaseMove,
  railCost,
  railDestinations,
  railMove,
  reachable,
  type HexKey,
  type Mover,
  type OcsGame,
  type PathCheck,
  type Reach,
  type Unit,
} from '../../src/rules/ocs';
import type { OcsEvent } from './events';

export type MoveEvent = Extract<OcsEvent, { type: 'MOVE' }>;
export type RailEvent = Extract<OcsEvent, { type: 'RAIL_MOVE' }>;
export type WorkEvent = Extract<OcsEvent, { type: 'ENGINEER_WORK' }>;

const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));

/** The units of the moving player standing in a hex. */
export const ownUnitsAt = (g: OcsGame, hex: HexKey): Unit[] =>
  Object.values(g.units).filter((u) => u.where === 'map' && u.hex === hex && u.side === g.player);

/** What a selection of units (all in one hex) may do in the movement segment now. */
export interface MovePlan {
  /** The selected units still standing in the hex they were selected in. */
  readonly units: readonly Unit[];
  readonly ids: readonly string[];
  /** MOVE events for exactly this group, one per reachable hex (the cheapest path). */
  readonly moves: readonly MoveEvent[];
  /** RAIL_MOVE events for this unit alone, or (rules version 3) the group entraining together. */
  readonly rails: readonly RailEvent[];
  /** ENGINEER_WORK events of the one selected unit. */
  readonly works: readonly WorkEvent[];
  /** FORTIFY of the one selected unit, when allowed. */
  readonly fort: OcsEvent | undefined;
  /** The group as a mover, or why it cannot move together (null with nothing selected). */
  readonly mover: Result<Mover> | null;
  /** Where the group can go, with the points left there. */
  readonly reach: ReadonlyMap<HexKey, Reach>;
}

/** The plan for the units `ids` selected in `hex`, from the legal events of the state. */
export function movePlan(g: OcsGame, legal: readonly OcsEvent[], hex: HexKey | null, ids: readonly string[]): MovePlan {
  const units = hex === null ? [] : ids.map((id) => g.units[id]).filter((u): u is Unit => !!u && u.hex === hex);
  const sel = units.map((u) => u.id);
  const one = sel.length === 1 ? sel[0] : undefined;
  const moves: MoveEvent[] = [];
  const rails: RailEvent[] = [];
  const works: WorkEvent[] = [];
  let fort: OcsEvent | undefined;
  for (const e of legal) {
    if (e.type === 'MOVE' && same(e.unitIds, sel)) moves.push(e);
    else if (e.type === 'RAIL_MOVE' && same([e.unitId, ...(e.together ?? [])], sel)) rails.push(e);
    else if (e.type === 'ENGINEER_WORK' && e.unitId === one) works.push(e);
    else if (e.type === 'FORTIFY' && e.unitId === one) fort ??= e;
  }
  const m = sel.length > 0 ? mover(g, sel) : null;
  const reach = m && m.ok ? reachable(g, m.value) : new Map<HexKey, Reach>();
  return { units, ids: sel, moves, rails, works, fort, mover: m, reach };
}

/** How a reachable hex is marked on the map: reached by the one-hex minimum, ending in a zone of control, or plain. */
export interface ReachMark {
  readonly kind: 'min' | 'stop' | 'reach';
  /** Points left on arrival; absent for the minimum move. */
  readonly remaining?: number;
}

/** Every hex the plan's moves end in, with its mark. */
export function reachMarks(plan: MovePlan): Map<HexKey, ReachMark> {
  const out = new Map<HexKey, ReachMark>();
  for (const e of plan.moves) {
    const to = e.path[e.path.length - 1];
    if (to === undefined) continue;
    const r = plan.reach.get(to);
    out.set(
      to,
      !r
        ? { kind: 'reach' }
        : r.minimum
          ? { kind: 'min' }
          : { kind: r.stop ? 'stop' : 'reach', remaining: r.remaining },
    );
  }
  return out;
}

/** A move to `target`: its event with the path's costs step by step, or why the group cannot get there. */
export type MoveTo =
  | { readonly kind: 'move'; readonly event: MoveEvent; readonly check: Result<PathCheck>; readonly remaining: number }
  | { readonly kind: 'unreachable'; readonly why: Rejection };

/** The move the plan offers to `target`; null when nothing is selected, the group cannot move, or the hex holds own units. */
export function moveTo(g: OcsGame, plan: MovePlan, target: HexKey | null): MoveTo | null {
  if (target === null || !plan.mover?.ok) return null;
  const m = plan.mover.value;
  const event = plan.moves.find((e) => e.path[e.path.length - 1] === target);
  if (event) return { kind: 'move', event, check: checkPath(g, m, event.path), remaining: m.remaining };
  if (ownUnitsAt(g, target).length > 0) return null;
  return { kind: 'unreachable', why: explainUnreachable(g, m, target) };
}

/** A rail trip offered: its event, the capacity it uses, the capacity left, and whether the track is double. */
export interface RailTrip {
  readonly event: RailEvent;
  readonly cost: number | null;
  readonly left: number;
  readonly double: boolean;
}

/**
 * The rail trips the plan offers (those to `target` when it is one of them), or, when none, why: the first unit
 * that may not entrain, else the rules' answer for the whole stack to the first station, else no route.
 */
export function railPlan(
  g: OcsGame,
  plan: MovePlan,
  target: HexKey | null,
): { readonly trips: readonly RailTrip[] } | { readonly why: Pick<Rejection, 'rule' | 'message' | 'code' | 'params'> } {
  const [u, ...rest] = plan.units;
  if (!u) return { trips: [] };
  if (plan.rails.length === 0) {
    const first = [...railDestinations(g, u).keys()][0];
    const why =
      plan.units.map((x) => canEntrain(g, x.id)).find((x) => !x.ok) ??
      (first && rest.length > 0
        ? railMove(
            g,
            u.id,
            first,
            rest.map((x) => x.id),
          )
        : null);
    return { why: why && !why.ok ? why : { rule: 'rail', message: '', code: 'rail.route' } };
  }
  const routes = railDestinations(g, u);
  const re = plan.units.reduce((n, x) => n + x.re, 0);
  const left = g.railCapacity[g.player] - g.railUsed;
  const shown =
    target && plan.rails.some((e) => e.to === target) ? plan.rails.filter((e) => e.to === target) : plan.rails;
  return {
    trips: shown.map((event) => {
      const route = routes.get(event.to);
      return { event, cost: route ? railCost(re, route.double) : null, left, double: route?.double ?? false };
    }),
  };
}

/** Why the one selected unit may not fortify (when FORTIFY is not offered) or do engineering work (HQ, engineers). */
export function buildRefusals(g: OcsGame, plan: MovePlan): { fort: Rejection | null; engineer: Rejection | null } {
  const u = plan.units[0];
  if (!u) return { fort: null, engineer: null };
  const f = plan.fort ? null : fortify(g, u.id);
  const eng = u.engineer || u.hq ? isEngineerReady(g, u) : null;
  return { fort: f && !f.ok ? f : null, engineer: eng && !eng.ok ? eng : null };
}

/** The level an airbase, fort or port will have after the work (a port's damage counts down). */
export function levelAfter(g: OcsGame, e: WorkEvent): number {
  const cur = (e.work === 'airbase' ? g.airbases : e.work === 'fort' ? g.forts : (g.ports ?? {}))[e.hex] ?? 0;
  return cur + (e.action === 'build' ? 1 : -1) * (e.work === 'port' ? -1 : 1);
}

/** The groups of two or more units in `hex` that may move, or (rules version 3) go by rail, together. */
export function stacksAt(g: OcsGame, legal: readonly OcsEvent[], hex: HexKey): string[][] {
  const stacks = new Map<string, string[]>();
  for (const e of legal) {
    const ids = e.type === 'MOVE' ? e.unitIds : e.type === 'RAIL_MOVE' ? [e.unitId, ...(e.together ?? [])] : [];
    if (ids.length > 1 && ids.every((id) => g.units[id]?.hex === hex)) stacks.set(ids.join(), ids);
  }
  return [...stacks.values()];
}

/** Movement points a unit has left this phase, or null once its move is over. */
export function pointsLeft(g: OcsGame, u: Unit): number | null {
  const pm = phaseMove(g, u.id);
  return pm.done ? null : Math.max(0, allowance(u) - pm.spent);
}

/** The unit to select first in a hex: one still free to move, else the first. */
export function firstToMove(g: OcsGame, units: readonly Unit[]): Unit | undefined {
  return units.find((u) => !phaseMove(g, u.id).done) ?? units[0];
}

/** The breakout segment: the units that may attempt it (legal events), and why each other cut-off unit may not. */
export function breakoutPlan(g: OcsGame, legal: readonly OcsEvent[]) {
  const tries = legal.filter(
    (e): e is Extract<OcsEvent, { type: 'ATTEMPT_BREAKOUT' }> => e.type === 'ATTEMPT_BREAKOUT',
  );
  const refused: { unit: Unit; why: Rejection }[] = [];
  for (const u of Object.values(g.units)) {
    if (u.side !== g.player || u.where !== 'map' || u.supplied || tries.some((e) => e.unitId === u.id)) continue;
    const r = canBreakout(g, u.id);
    if (!r.ok) refused.push({ unit: u, why: r });
  }
  return { tries, refused };
}
