/**
 * The OCS movement-phase Engine: drives the statechart with xstate's pure `transition`, and lists the
 * legal events by asking src/rules/ocs. The chart is a part that arrives later (./chart-slot.ts, issue 30): a game
 * is drawn, its status and legal events read, from what it stores.
 */
import { createDice, DiceExhaustedError, rolledBetween } from '../../src/rules/common/dice';
import { reject, type Result } from '../../src/rules/common/result';
import { own } from '../../src/rules/common/own';
import { follows, rulesVersionOf } from '../../src/rules/common/rulings';
import { OCS_RULES_VERSION, OCS_RULINGS, RAIL_AS_ROAD, STACK_ENTRAINS_UNIT_BY_UNIT } from '../../src/rules/ocs/rulings';
import { V1_DEFAULT_RAILWAY } from '../../src/rules/ocs/chart';
import {
  EVENT_CHECKS,
  PartMissing,
  opensFromLastCache,
  type Engine,
  type EngineNeed,
  type GameSetup,
  type GameStatus,
  type Outcome,
} from '../../src/rules/common/engine';
import {
  canEntrain,
  changeMode,
  createGame,
  fortify,
  modesFor,
  mover,
  workOptions,
  pathTo,
  phaseMove,
  railDestinations,
  reachable,
  DEFAULT_CHART,
  type OcsGame,
  type TerrainChart,
  type Unit,
} from '../../src/rules/ocs';
import type { OcsScenarioData } from '../../src/rules/ocs/phase';
import { mayBreakOut, PHASE_META, ruleFor, type PhaseMeta } from './segments';
import type { OcsEvent } from './events';
import { ocsChecks } from './checks-slot';
import { ocsChart } from './chart-slot';

/**
 * A version-1 game whose set-up names no chart took the default chart as it was then, with railways closed
 * to wheeled units (roads; RAIL_AS_ROAD). The default now prices railways as roads; give such a game its old
 * railway row back so that it replays as it was played. Games that carry their chart are left alone.
 */
function v1DefaultChart(chart: TerrainChart, setup: GameSetup, version: number): TerrainChart {
  if (follows(version, RAIL_AS_ROAD) || setup.options['chart'] !== undefined) return chart;
  const r = chart.roads.railway;
  const d = DEFAULT_CHART.roads.railway;
  const same = r.foot === d.foot && r.track === d.track && r.wheeled === d.wheeled;
  return same ? { ...chart, roads: { ...chart.roads, railway: V1_DEFAULT_RAILWAY } } : chart;
}

// 2: ports and side names in the state
// 3: `segment` is the phase chart's stored state value ('finished' once the game is over)
export const STATE_VERSION = 3;

/** The segment's rule topic and name (the chart's `meta` for the game's state, read without the chart). */
export function phaseMeta(game: OcsGame): PhaseMeta {
  return Object.hasOwn(PHASE_META, game.segment) ? PHASE_META[game.segment] : { rule: 'phase', label: game.segment };
}

function apply(game: OcsGame, event: OcsEvent): Outcome<OcsGame> {
  // read against the event schema once the checks are here; before that only a stored game's moves come here,
  // checked when they were stored (a player's move waits for the checks: EVENT_CHECKS, src/app/session.ts)
  const read = ocsChecks.peek()?.readOcsEvent(event);
  if (read && !read.ok) return read;
  const chart = ocsChart.need();
  const snap = chart.snapshotOf(game);
  const next = chart.step(snap, event);
  const after = next.context.game;
  if (after === game && next.value === snap.value) {
    // refused: say why, with the rule (or the scripted dice that ran out during its roll)
    let r: Result<OcsGame>;
    try {
      r = ruleFor(game, event);
    } catch (err) {
      if (!(err instanceof DiceExhaustedError)) throw err;
      return reject('phase', 'The scripted dice ran out before this could be rolled.', 'dice.exhausted');
    }
    if (!r.ok) return r;
    return reject('phase', 'That cannot be done in the current segment.', 'phase.order');
  }
  chart.keep(after, next);
  return { ok: true, state: after, barrier: rolledBetween(game.dice, after.dice) };
}

function ownUnits(g: OcsGame): Unit[] {
  return Object.values(g.units).filter((u) => u.side === g.player && u.where === 'map' && u.hex !== null);
}

/** The groups of a hex's units that may move together: each unit, then every subset of two or more. */
export function stackGroups(ids: readonly string[]): string[][] {
  const singles = ids.map((id) => [id]);
  if (ids.length < 2) return singles;
  if (ids.length > 5) {
    const pairs: string[][] = [];
    for (let i = 0; i < ids.length; i++) for (let j = i + 1; j < ids.length; j++) pairs.push([ids[i]!, ids[j]!]);
    return [...singles, ...pairs, [...ids]];
  }
  const out: string[][] = [];
  for (let mask = 1; mask < 1 << ids.length; mask++) {
    const g = ids.filter((_, i) => mask & (1 << i));
    if (g.length >= 2) out.push(g);
  }
  out.sort((a, b) => a.length - b.length);
  return [...singles, ...out];
}

/** Every legal event now. MOVE lists the cheapest path to each reachable hex for each unit and each group of
 * units of a stack. */
export function legalEvents(g: OcsGame): OcsEvent[] {
  if (g.segment === 'finished') return [];
  const out: OcsEvent[] = [];
  if (g.segment === 'breakout') {
    // as the chart's guard answers: it also says no when the breakout roll would find the scripted dice spent
    for (const u of ownUnits(g)) if (mayBreakOut(g, u.id)) out.push({ type: 'ATTEMPT_BREAKOUT', unitId: u.id });
    out.push({ type: 'END_BREAKOUT' });
  } else if (g.segment === 'movement') {
    const groups = new Map<string, string[]>();
    const railers = new Map<string, string[]>();
    for (const u of ownUnits(g)) {
      const pm = phaseMove(g, u.id);
      if (pm.done) continue;
      for (const mode of modesFor(u))
        if (changeMode(g, u.id, mode).ok) out.push({ type: 'CHANGE_MODE', unitId: u.id, mode });
      const key = u.hex!;
      groups.set(key, [...(groups.get(key) ?? []), u.id]);
      if (canEntrain(g, u.id).ok) {
        railers.set(key, [...(railers.get(key) ?? []), u.id]);
        for (const to of railDestinations(g, u).keys()) {
          if (ruleFor(g, { type: 'RAIL_MOVE', unitId: u.id, to }).ok) out.push({ type: 'RAIL_MOVE', unitId: u.id, to });
        }
      }
      if (fortify(g, u.id).ok) out.push({ type: 'FORTIFY', unitId: u.id });
      for (const w of workOptions(g, u.id)) out.push({ type: 'ENGINEER_WORK', unitId: u.id, ...w });
    }
    // rail (rules version 3 on): every group of two or more units of a stack that may entrain, together, to every
    // station they can all reach with the capacity left
    if (follows(g.rulesVersion, STACK_ENTRAINS_UNIT_BY_UNIT))
      for (const ids of [...railers.values()].flatMap((l) => stackGroups(l).filter((x) => x.length > 1))) {
        const [first, ...together] = ids;
        const u = first === undefined ? undefined : g.units[first];
        if (!u) continue;
        for (const to of railDestinations(g, u).keys()) {
          const e: OcsEvent = { type: 'RAIL_MOVE', unitId: u.id, to, together };
          if (ruleFor(g, e).ok) out.push(e);
        }
      }
    // each unit alone and every group of two or more units of a stack, which move together as the player
    // chooses (stacks of more than five: every pair and the whole stack)
    const movers = [...groups.values()].flatMap((ids) => stackGroups(ids));
    for (const ids of movers) {
      const m = mover(g, ids);
      if (!m.ok) continue;
      const reach = reachable(g, m.value);
      for (const to of reach.keys()) {
        const path = pathTo(reach, m.value.hex, to);
        if (path) out.push({ type: 'MOVE', unitIds: ids, path });
      }
    }
    for (const d of g.depots) {
      if (d.side !== g.player) continue;
      // depots: the player blows any amount in quarters (tokens) from a quarter point up to the whole depot;
      // the domain is bounded by the depot's points (4 per SP), the same range the screen's stepper offers
      out.push({ type: 'BLOW_DEPOT', depotId: d.id, amount: 'all' });
      for (let q = 1; q / 4 < d.sp; q++) out.push({ type: 'BLOW_DEPOT', depotId: d.id, amount: q / 4 });
    }
    out.push({ type: 'END_MOVEMENT' });
  } else if (g.segment === 'bombardment') {
    out.push({ type: 'END_BOMBARDMENT' });
  } else {
    out.push({ type: 'NEXT_PHASE' });
  }
  return out;
}

type Shipped = Readonly<Record<string, OcsScenarioData>>;

/**
 * The OCS engine over the shipped scenarios the runner passes in (src/app/systems/ocs.ts fetches them with the
 * engine's checks; machines never import src/scenarios). A custom scenario comes in the game's set-up data.
 */
export function createOcsEngine(
  shipped: Shipped,
  loadChecks?: () => Promise<void>,
  known: readonly string[] = [],
): Engine<OcsGame, OcsEvent> {
  return {
    ...ocsRules,
    checkSetup: (setup) => ocsChecks.need().checkOcsSetup(shipped, setup),
    start: (setup) => startOcs(shipped, setup, known),
    ...(loadChecks ? { prepare: (need?: EngineNeed) => (opensStored(need) ? Promise.resolve() : loadChecks()) } : {}),
  };
}

/**
 * Whether `need` is the opening of a stored game whose set-up was checked when it was stored, from a snapshot cache
 * at its last move: its moves and cache were checked then too, and no move is replayed, so it is drawn without the
 * checks and the phase chart (issue 30; a cache is stored with every move: `snapshotEvery`). An unchecked set-up, a
 * game with no cache or moves after it, a part found missing, a new game or an import (every part) waits for them.
 */
function opensStored(need: EngineNeed | undefined): boolean {
  return !!need && need.missing === undefined && need.setup.checked === true && opensFromLastCache(need);
}

function customOf(setup: GameSetup): OcsScenarioData | undefined {
  const d = setup.data;
  return d && typeof d === 'object' && Object.hasOwn(d, 'scenario')
    ? (d as { scenario: OcsScenarioData }).scenario
    : undefined;
}

function unknownScenario(setup: GameSetup) {
  return reject('phase', `Unknown scenario "${setup.scenario.id}".`, 'scenario.unknown', { field: 'scenario.id' });
}

/** `known`: the ids of the shipped scenarios, whose bodies come with the checks (src/app/systems/ocs.ts): one not here
 * yet is a missing part, never an unknown scenario. */
function startOcs(shipped: Shipped, setup: GameSetup, known: readonly string[]): Outcome<OcsGame> {
  const rules = rulesVersionOf(setup, OCS_RULES_VERSION, 'OCS');
  if (!rules.ok) return rules;
  let checked = setup;
  if (!setup.checked) {
    const r = ocsChecks.need().checkOcsSetup(shipped, setup);
    if (!r.ok) return r;
    checked = r.value;
  }
  const data = customOf(checked) ?? own(shipped, checked.scenario.id);
  if (!data && known.includes(checked.scenario.id)) throw new PartMissing(EVENT_CHECKS);
  if (!data) return unknownScenario(checked);
  const chartIn = (checked.options['chart'] as TerrainChart | undefined) ?? data.chart ?? DEFAULT_CHART;
  const chart = v1DefaultChart(chartIn, checked, rules.value);
  const game = createGame(data, chart, createDice(checked.dice));
  // the chart enters its initial state, which stores its value in the game
  return { ok: true, state: ocsChart.need().entered({ ...game, rulesVersion: rules.value }), barrier: false };
}

/**
 * Before state version 3 a finished game kept the segment it ended in ('over') beside `finished`: its chart
 * value, 'finished', is derived once here and stored from then on. Every other segment was the chart's value.
 */
function withStoredValue(data: unknown): unknown {
  if (typeof data !== 'object' || data === null) return data;
  const d = data as { finished?: unknown; segment?: unknown };
  return d.finished === true && d.segment === 'over' ? { ...data, segment: 'finished' } : data;
}

/** Everything of the engine but `start`, which needs the scenarios. */
const ocsRules: Omit<Engine<OcsGame, OcsEvent>, 'start'> = {
  system: 'ocs',
  stateVersion: STATE_VERSION,
  rulesVersion: OCS_RULES_VERSION,
  rulings: OCS_RULINGS,
  // a cache with every move: a stored game is drawn from its last position, without the chart (opensStored)
  snapshotEvery: 1,
  apply,
  status(g: OcsGame): GameStatus {
    const seg = g.segment;
    const who = g.sideNames?.[g.player] ?? `Side ${g.player}`;
    return {
      turn: g.turn,
      phase: seg,
      phaseRule: phaseMeta(g).rule,
      actor: g.finished ? null : g.player,
      finished: g.finished,
      winner: g.finished ? null : undefined,
      label: g.finished ? `Turn ${g.turn} · Game over` : `Turn ${g.turn} · ${phaseMeta(g).label} · ${who} to move`,
    };
  },
  serialize: (g) => JSON.parse(JSON.stringify(g)) as unknown,
  restore(data: unknown, setup?: GameSetup): Outcome<OcsGame> {
    // checked whole once the checks are here (a damaged cache is refused, never half-restored); before that only the
    // app's own caches are read, as they were stored: one that does not hold together throws here or fails the
    // moves after it, and the runner rebuilds the state from the log
    const checks = ocsChecks.peek();
    const stored = withStoredValue(data);
    let kept: OcsGame;
    if (checks) {
      const shape = checks.readOcsSnapshot(stored);
      if (!shape.ok) return shape;
      const chart = checks.checkChart(shape.value.chart);
      if (!chart.ok) return chart;
      kept = { ...shape.value, chart: chart.value };
    } else kept = stored as OcsGame;
    const g: OcsGame = { ...kept, rulesVersion: setup?.rulesVersion ?? kept.rulesVersion ?? 1 };
    const bad = (field: string, why: string) =>
      reject('phase', `This saved OCS state is damaged at ${field}: ${why}.`, 'restore.bad', { field });
    for (const [id, u] of Object.entries(g.units)) {
      if (u.id !== id) return bad(`units.${id}.id`, 'a unit is filed under another id');
      if (u.where === 'map' && (u.hex === null || !g.map.hexes[u.hex]))
        return bad(`units.${id}.hex`, 'a unit on the map must stand in one of its hexes');
    }
    for (const id of g.active) if (!g.units[id]) return bad('active', `no unit ${id}`);
    return { ok: true, state: g, barrier: false };
  },
  summary(g: OcsGame) {
    const count = (where: Unit['where']) => Object.values(g.units).filter((u) => u.where === where).length;
    return {
      turn: g.turn,
      player: g.player,
      segment: g.segment,
      finished: g.finished,
      onMap: count('map'),
      turnRecord: count('turn-record'),
      destroyed: count('destroyed'),
      depots: g.depots.map((d) => ({ id: d.id, sp: d.sp })),
      airbases: g.airbases,
      forts: g.forts,
      ports: g.ports,
    };
  },
  legalEvents,
  // no hidden information in these rules: every side sees the whole state
  view: (state) => state,
};
