/**
 * The per-side view a FAB screen reads (`fabEngine.view`): the rules' `viewFor` (src/rules/fab/view.ts),
 * plus what the statecharts know (who decides, the legal events offered to the viewer, the combat step)
 * and the public facts of the board (contested areas, phase duties, the viewer's own reach), each computed
 * here below the UI on the full state so that the screen never holds it.
 *
 * Events name hidden enemy blocks by their view key (`hidden-3`), never by their id: `eventFromView` turns
 * such an event back into the engine's own before it is applied.
 */
import type { StateValue } from 'xstate';
import type { AreaId, FabState, Side, UnitId } from '../../src/rules/fab/types';
import { isContested, occupancy } from '../../src/rules/fab/board';
import { combatCandidates, mandatoryCombats } from '../../src/rules/fab/combat-phase';
import { dueReinforcements } from '../../src/rules/fab/reinforcement';
import { victoryPoints, netVP } from '../../src/rules/fab/supply-phase';
import { reachable, strategicDestinations, strategicMove, type Destination } from '../../src/rules/fab/movement';
import { HIDDEN, blockOrder, viewFor, type CombatView, type FabView } from '../../src/rules/fab/view';
import { overstackedSide } from '../../src/rules/fab/stacking';
import type { FireStep } from '../../src/rules/fab/combat/round';
import type { FireOddsView } from '../../src/rules/fab/combat/view';
import type { CombatSide } from '../../src/rules/fab/combat/types';
import type { CombatEvent, CombatRound } from './combat-round';
import { combatRules } from './combat-part';
import { holder, roundLegalEvents } from './combat-bridge';
import { candidateEvents } from './legal';
import { actorOf } from './actor';
import type { FabEvent } from './events';

export interface AreaInfo {
  readonly contested: boolean;
  readonly newlyContested: boolean;
  readonly mustFight: boolean;
  readonly mayFight: boolean;
}

export interface PhaseDuties {
  readonly combats: readonly AreaId[];
  readonly bridge: boolean;
  /** 5.1 the side whose units overstack an area and must retreat before the phase ends, if any. */
  readonly stacking: Side | null;
  readonly moving: UnitId | null;
  readonly arrivals: number;
}

export interface VpLine {
  readonly areas: readonly { readonly id: AreaId; readonly name: string; readonly vp: number }[];
  /** 19.0 VP for enemy steps lost (net of replacements), as the rules count them. */
  readonly steps: number;
  /** VP from events and other awards. */
  readonly bonus: number;
  readonly total: number;
}

/** Retreat destinations per retreating unit, for each retreat decision the viewer may take now (6.6). */
export type RetreatPlans = Partial<Record<'WITHDRAW' | 'ABSORB_BY_RETREAT' | 'ABORT', Record<string, string[]>>>;

export interface CombatScreenView extends CombatView {
  /** The combat statechart's state value: ask `inStep(view.step, ...)` / `topStep(view.step)`. */
  readonly step: StateValue;
  /** Dotted step of the combat statechart, e.g. 'offensiveCloseFire.allocate' (for reading, not for splitting:
   * ask `inStep(view.step, ...)` or `topStep(view.step)` from machines/fab/combat-round). */
  readonly path: string;
  readonly rule: string;
  readonly decider: { readonly side: CombatSide; readonly secret: boolean } | null;
  readonly over: boolean;
  /** The next fire step the round will roll (6.25-6.28), if any. */
  readonly next: FireStep | null;
  /** Odds of every fire step as the viewer may know them (6.24: averaged over hidden identities). */
  readonly odds: readonly FireOddsView[];
  /** The round's decisions offered to the viewer now (none while the other side decides). */
  readonly legal: readonly CombatEvent[];
  /** Dice the viewer's roll would throw (0 when the viewer does not roll now). */
  readonly rollDice: number;
  readonly retreats: RetreatPlans;
}

export interface FabScreenView extends Omit<FabView, 'combat'> {
  /** The side that must decide now; null once the game is over. */
  readonly actor: Side | null;
  /** Every legal event when the viewer decides now (hidden blocks named by view key), none otherwise. */
  readonly legal: readonly FabEvent[];
  readonly areaInfo: Readonly<Record<AreaId, AreaInfo>>;
  readonly duties: PhaseDuties;
  /** Where each of the viewer's units that may move now can go, with the cost (5.3 / 5.4). */
  readonly destinations: Readonly<Record<UnitId, readonly Destination[]>>;
  /** 19.0 the victory screen's lines, once the game is over. */
  readonly victory: { readonly net: number; readonly lines: Readonly<Record<Side, VpLine>> } | null;
  readonly combat: CombatScreenView | null;
}

/** 3.0 what must happen before the phase may end (newly contested areas still owed a combat round). */
function phaseDuties(s: FabState): PhaseDuties {
  const combats = (s.phase === 'combat' || s.phase === 'penetration-combat') && !s.combat ? mandatoryCombats(s) : [];
  // 4.1c reinforcements due this turn that are still off the map
  const side = s.step === 'blue' || s.step === 'red' ? s.step : s.scenario.firstPlayer;
  const arrivals =
    s.phase === 'reinforcement' ? dueReinforcements(s, side).filter((u) => s.units[u]?.where !== 'map').length : 0;
  return {
    combats,
    bridge: !!s.pendingBridge,
    stacking: s.stacking ? overstackedSide(s) : null,
    moving: s.moving?.unit ?? null,
    arrivals,
  };
}

function areaInfos(s: FabState): Record<AreaId, AreaInfo> {
  const occ = occupancy(s);
  const fighting = s.phase === 'combat' || s.phase === 'penetration-combat';
  const must = new Set(fighting ? mandatoryCombats(s) : []);
  const may = new Set(fighting ? combatCandidates(s) : []);
  const out: Record<AreaId, AreaInfo> = {};
  for (const a of s.scenario.areas)
    out[a.id] = {
      contested: isContested(s, occ, a.id),
      newlyContested: s.areas[a.id]?.newlyContested ?? false,
      mustFight: !s.combat && must.has(a.id),
      mayFight: !s.combat && may.has(a.id),
    };
  return out;
}

/** 5.3 / 5.4 / 7.2 / 7.3 the areas a unit may reach now, with their cost (strategic moves cost nothing). */
function destinationsFor(s: FabState, id: UnitId): Destination[] {
  if (s.phase === 'strategic-movement') {
    // only areas the rules would accept now (reserve marker, supply, 14.8 limit, stacking)
    return strategicDestinations(s, id)
      .filter((area) => strategicMove(s, id, area).ok)
      .map((area) => ({
        area,
        cost: 0,
        path: [area],
        stop: false,
        steps: [{ area, cost: 0, bridge: false }],
        left: 0,
      }));
  }
  return reachable(s, id);
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

/** Hidden enemy units by view key (the rules' `viewFor` numbers them in this order). */
function hiddenKeys(s: FabState, v: FabView): Map<string, UnitId> {
  const out = new Map<string, UnitId>();
  if (v.viewer === 'open') return out;
  const visible = v.state.units;
  const ids = Object.keys(s.units)
    .filter((id) => !visible[id] && s.units[id]!.where === 'map' && s.units[id]!.area !== null)
    .sort((a, b) => blockOrder(s.units[a]!, s.units[b]!) || a.localeCompare(b));
  ids.forEach((id, i) => out.set(`hidden-${i}`, id));
  return out;
}

/** The event with each string field found in `map` replaced (and `set.field` given `set.value` first). Only
 * string fields are replaced, by strings, so the event keeps its shape. */
function rekey(e: FabEvent, map: ReadonlyMap<string, string>, set?: { field: string; value: string }): FabEvent {
  const fields: Readonly<Record<string, unknown>> = e;
  let out: Record<string, unknown> | null = null;
  for (const k in fields) {
    const v = set?.field === k ? set.value : fields[k];
    if (typeof v === 'string' && map.has(v)) (out ??= { ...fields })[k] = map.get(v);
    else if (v !== fields[k]) (out ??= { ...fields })[k] = v;
  }
  return (out as FabEvent | null) ?? e;
}

/**
 * 8.32 the legal events as the viewer may hold them. An event that names a hidden enemy block (intelligence
 * looks at one of them) is offered once for every hidden block, by view key: the rules' representative
 * choice of block would otherwise tell which block is which.
 */
function viewerEvents(
  events: readonly FabEvent[],
  keys: ReadonlyMap<string, UnitId>,
  toKey: ReadonlyMap<UnitId, string>,
  secret: ReadonlySet<string>,
): FabEvent[] {
  const out = new Map<string, FabEvent>();
  for (const e of events) {
    const fields: Readonly<Record<string, unknown>> = e;
    const field = Object.keys(fields).find((k) => {
      const v = fields[k];
      return typeof v === 'string' && secret.has(v);
    });
    const named = field === undefined ? undefined : fields[field];
    if (field === undefined || typeof named !== 'string') {
      out.set(JSON.stringify(e), e);
      continue;
    }
    // one named by a piece with no block on the map to point at is not offered
    if (!toKey.has(named)) continue;
    for (const key of keys.keys()) {
      const v = rekey(e, toKey, { field, value: key });
      out.set(JSON.stringify(v), v);
    }
  }
  return [...out.values()];
}

function combatScreen(
  cr: CombatRound,
  cv: CombatView,
  decides: boolean,
  offered?: readonly CombatEvent[],
): CombatScreenView {
  const { FIRE_STEPS, combatActor, fireStepOf, inStep, isRoundOver, legalCombatEvents, plannedDice, retreatChoices } =
    combatRules();
  const { stepPath, stepRule, viewOdds } = combatRules();
  const path = stepPath(cr);
  const decider = combatActor(cr);
  const done = new Set(cr.round.fired);
  const fireStep = fireStepOf(cr.value);
  const rolling = fireStep !== null && inStep(cr.value, { [fireStep]: 'roll' });
  let next: FireStep | null;
  if (rolling) next = fireStep;
  else {
    const from = fireStep ? FIRE_STEPS.indexOf(fireStep) + 1 : 0;
    next = FIRE_STEPS.slice(from).find((st) => !done.has(st) && plannedDice(cr.round, st).length > 0) ?? null;
  }
  const legal = decides ? (offered ?? legalCombatEvents(cr)) : [];
  const retreats: RetreatPlans = {};
  for (const e of legal) {
    if (e.type === 'WITHDRAW' || e.type === 'ABSORB_BY_RETREAT')
      retreats[e.type] = retreatChoices(cr.round, 'defender');
    if (e.type === 'ABORT') retreats.ABORT = retreatChoices(cr.round, 'attacker', cr.round.riverAssault);
  }
  const rolls = decides && rolling ? plannedDice(cr.round, fireStep).length : 0;
  return {
    ...cv,
    step: cr.value,
    path,
    rule: stepRule(cr),
    decider,
    over: isRoundOver(cr),
    next,
    odds: viewOdds(cv.round),
    legal,
    rollDice: rolls,
    retreats,
  };
}

/** A bare combat round as one side sees it ('both': the combat assistant, where both players look at the
 * same screen), with the decisions offered when that side decides now. */
export function roundView(cr: CombatRound, viewer: CombatSide | 'both'): CombatScreenView {
  const { combatActor, viewRound } = combatRules();
  const decides = viewer === 'both' || combatActor(cr)?.side === viewer;
  const cv: CombatView = {
    area: cr.round.areaId,
    attacker: 'blue',
    step: cr.value,
    round: viewRound(cr.round, viewer),
  };
  return combatScreen(cr, cv, decides);
}

/** A round of the combat assistant (the physical game: both players look at the same screen). */
export function assistantView(cr: CombatRound): CombatScreenView {
  return roundView(cr, 'both');
}

const views = new WeakMap<FabState, Map<string, FabScreenView>>();

/** Everything `side` may know, as the FAB screens read it ('open': the open table). Built once per state and
 * side: a screen asks on every drawing. */
export function fabView(s: FabState, side: string): FabScreenView {
  let bySide = views.get(s);
  if (!bySide) views.set(s, (bySide = new Map<string, FabScreenView>()));
  const hit = bySide.get(side);
  if (hit) return hit;
  const v = buildView(s, side);
  bySide.set(side, v);
  return v;
}

function buildView(s: FabState, side: string): FabScreenView {
  const viewer: Side | 'open' = side === 'blue' || side === 'red' ? side : 'open';
  const v = viewFor(s, viewer);
  const actor = actorOf(s);
  const decides = v.viewer === 'open' || actor === v.viewer;
  const keys = hiddenKeys(s, v);
  const toKey = new Map([...keys].map(([k, id]) => [id, k] as const));
  const secretIds = new Set(Object.keys(s.units).filter((id) => !v.state.units[id]));
  const h = holder(s);
  const legal = decides ? viewerEvents(candidateEvents(s), keys, toKey, secretIds) : [];
  // worked out on first reading (a screen reads them when a unit is selected; a serialised view has them)
  let destinations: Record<UnitId, Destination[]> | null = null;
  const reach = (): Record<UnitId, Destination[]> => {
    if (destinations) return destinations;
    destinations = {};
    if (decides && !h) {
      const movers = new Set<string>();
      for (const e of legal)
        if ((e.type === 'MOVE_STEP' || e.type === 'STRATEGIC_MOVE') && typeof e['unit'] === 'string')
          movers.add(e['unit']);
      for (const id of movers) destinations[id] = destinationsFor(s, id);
    }
    return destinations;
  };
  const out: FabScreenView = {
    viewer: v.viewer,
    state: v.state,
    hiddenBlocks: v.hiddenBlocks,
    enemyBoxCounts: v.enemyBoxCounts,
    actor,
    legal,
    areaInfo: areaInfos(s),
    duties: { ...phaseDuties(s), moving: s.moving && v.state.moving ? s.moving.unit : s.moving ? HIDDEN : null },
    get destinations() {
      return reach();
    },
    victory: s.finished ? { net: netVP(s), lines: vpBreakdown(s) } : null,
    // 8.1 (rules version 3) the game's list names the special action paying for 8.23 / 8.24
    combat: v.combat && h ? combatScreen(h.round, v.combat, decides, roundLegalEvents(s)) : null,
  };
  return out;
}

/** An event built from the view (hidden blocks named by view key) as the engine reads it. */
export function eventFromView(s: FabState, side: string, e: FabEvent): FabEvent {
  const viewer: Side | 'open' = side === 'blue' || side === 'red' ? side : 'open';
  if (viewer === 'open') return e;
  return rekey(e, hiddenKeys(s, viewFor(s, viewer)));
}
