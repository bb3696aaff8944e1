/**
 * The FAB Engine (src/rules/common/engine.ts): builds the state from a scenario, drives the turn statechart
 * (machines/fab/turn.ts, through its part ./turn-part.ts, which arrives after a stored game's first drawing: issue 30),
 * and reports status, legal events, plain JSON snapshots and a summary (from the chart's table, ./turn-table.ts, so
 * without the chart).
 */
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
import { reject, type Rejection, type Result } from '../../src/rules/common/result';
import { rolledBetween } from '../../src/rules/common/dice';
import { rulesVersionOf } from '../../src/rules/common/rulings';
import { FAB_RULES_VERSION, FAB_RULINGS } from '../../src/rules/fab/rulings';
import type { CombatTable, FabOptions, FabPhase, FabScenario, FabState } from '../../src/rules/fab/types';
import { initialState, fabOptions } from '../../src/rules/fab/setup';
import { victoryPoints } from '../../src/rules/fab/supply-phase';
import { actorOf, chartOf, stateValueOf, whereOf } from './actor';
import { FAB_PHASES, turnMetaOf } from './turn-table';
import type { TurnMeta } from './turn-meta';
import { fabTurn } from './turn-slot';
import { isCombatEventType, type FabEvent } from './events';
import { fabChecks } from './checks-slot';
import { crossCheck } from './cross-check';
import type { FabSnapshot } from './snapshot';
import { holder, withDice } from './combat-bridge';
import { COMBAT_PART, hasCombatRules } from './combat-part';
import { candidateEvents } from './legal';
import { fabView, eventFromView, type FabScreenView } from './view';
import { rememberSeen } from '../../src/rules/fab/knowledge';
import { lineFor, projectLine } from './log-lines';
import { forcedEvent } from './forced';
import { orderedEvent } from './orders';
import type { OrdersBySide } from '../../src/rules/common/orders';

/** The rulebook section of each phase, from the table the turn chart's states take their `meta` from
 * (machines/fab/turn-table.ts). */
export const PHASE_RULE: Readonly<Record<FabPhase, string>> = Object.fromEntries(
  FAB_PHASES.map((phase) => [phase, turnMetaOf(phase).rule]),
) as Record<FabPhase, string>;

const PHASE_LABEL: Readonly<Record<FabPhase, string>> = {
  setup: 'Set-up',
  reinforcement: 'Reinforcements',
  admin: 'Administration',
  'operational-movement': 'Operational movement',
  'strategic-movement': 'Strategic movement',
  combat: 'Combat',
  reaction: 'Reaction',
  'penetration-movement': 'Penetration movement',
  'penetration-combat': 'Penetration combat',
  supply: 'Supply',
  'victory-check': 'Victory check',
  'game-over': 'Game over',
};

export { actorOf, chartOf, stateValueOf, whereOf };

/** A stored chart value that is not the state the game is in (another phase or step, a bridge decision or a round
 * it does not have, or no state of the chart at all) is damage: checked once, when a snapshot is restored. */
function chartCheck(s: FabState): Rejection | null {
  return JSON.stringify(chartOf(s)) === JSON.stringify(stateValueOf(s))
    ? null
    : reject('snapshot', 'This saved FAB state is damaged at chart: not the state of the turn.', 'restore.bad', {
        field: 'chart',
      });
}

/** The rule and the deciding side of the state the game is in (the chart's meta, from its table). */
export function stepMeta(s: FabState): TurnMeta {
  return turnMetaOf(chartOf(s));
}

/** A block turned face up between two states (5.22, 6.24): hidden information was shown. */
function revealedBetween(a: FabState, b: FabState): boolean {
  if (a.units === b.units) return false;
  for (const id in b.units) if (b.units[id]!.revealed && !a.units[id]?.revealed) return true;
  return false;
}

const notPossible = (state: FabState, e: FabEvent, here: 'in' | 'at') =>
  reject(
    PHASE_RULE[state.phase],
    `${e.type.toLowerCase().replace(/_/g, ' ')} is not possible ${here === 'in' ? 'in' : 'at this point of'} the ${PHASE_LABEL[state.phase].toLowerCase()} phase.`,
    'fab.notNow',
    { phase: state.phase },
  );

/**
 * Apply one event from outside (a stored record, a screen, the AI): the engine's one boundary. It is typed on
 * `FabEvent`, so a misspelled type or a missing field is a compile error at every caller. Untrusted input (an
 * imported file, a stored record) reaches it through the runner's generic `Engine<S, GameEvent>` (or
 * `fabRecordEngine`), so the event is still read against the schema here and a malformed one is refused with its
 * bad field, before any rule sees it.
 */
export function applyFab(state: FabState, event: FabEvent): Outcome<FabState> {
  if (state.finished) return reject('3.5', 'The game is over.');
  // read against the event schema once the checks are here; before that only a stored game's moves come here,
  // checked when they were stored (a player's move waits for the checks: EVENT_CHECKS, src/app/session.ts)
  const read = fabChecks.peek()?.readFabEvent(event, PHASE_RULE[state.phase]);
  if (read && !read.ok) return read;
  return applyFabEvent(state, event);
}

/**
 * Apply one checked event through the statechart; a Rejection when the rules refuse it (the state is
 * unchanged). The chart's guards ask the rules, so the event is taken exactly when `turnSnapshot(state).can(e)`.
 * The chart is a part that may not have arrived yet (./turn-slot.ts): then `PartMissing`, and the runner fetches it.
 */
export function applyFabEvent(state: FabState, e: FabEvent): Outcome<FabState> {
  if (state.finished) return reject('3.5', 'The game is over.');
  // issue 30: a round to fight or one in progress needs the combat rules, which may not have arrived yet; said
  // before the chart runs (its guards would wrap the error), so the runner fetches them and applies e again
  if (!hasCombatRules() && (holder(state) || e.type === 'SELECT_COMBAT' || isCombatEventType(e.type)))
    throw new PartMissing(COMBAT_PART);
  const chart = fabTurn.need();
  const snap = chart.turnSnapshot(state);
  const next = chart.step(snap, e);
  // a transition taken assigns a new context (its action or the entry of its target) or moves to another state,
  // so an untouched context in the same state means no guard let the event through: exactly when `snap.can(e)`
  // is false (tests/machines/fab/charts-agree.property.test.ts checks the two agree), without asking twice
  if (next.context === snap.context && JSON.stringify(next.value) === JSON.stringify(snap.value)) {
    const why = chart.refusal(snap, e);
    if (why) return why;
    return notPossible(state, e, e.type !== 'START' && chart.phaseEvents(snap).has(e.type) ? 'at' : 'in');
  }
  const ctx = next.context;
  if (ctx.error) return ctx.error;
  // where the game is now: the chart's value, and the phase and sub-step it stands for (no action writes them)
  const where = whereOf(next.value, ctx.g.scenario.firstPlayer);
  const made: FabState = { ...ctx.g, ...where, chart: next.value };
  // 2.2 / 6.24 what each side saw of the other's blocks after this move, remembered (src/rules/fab/knowledge.ts)
  const g = rememberSeen(made);
  const barrier =
    ctx.barrier ||
    rolledBetween(state.dice, g.dice) ||
    g.intelligence.length > state.intelligence.length ||
    revealedBetween(state, g);
  // the chart's snapshot is kept for the next event (its context holds the same game, without the stored value;
  // not when the phase, sub-step or memory changed, which its context would not hold)
  if (ctx.g.phase === where.phase && ctx.g.step === where.step && !ctx.barrier && g === made) chart.keep(g, next);
  return { ok: true, state: g, barrier };
}

/** The custom scenario a set-up carries (`data.scenario`), if any. */
function customOf(setup: GameSetup): FabScenario | undefined {
  const d = setup.data;
  return d && typeof d === 'object' && Object.hasOwn(d, 'scenario')
    ? (d as { scenario: FabScenario }).scenario
    : undefined;
}

function unknownScenario(setup: GameSetup) {
  return reject('scenario', `Unknown FAB scenario ${setup.scenario.id}.`, 'scenario.unknown', {
    id: setup.scenario.id,
  });
}

/** A snapshot's scenario reference meaning "the custom scenario in this game's set-up". */
const SETUP_REF = '@setup';

/**
 * What the FAB engine needs from the scenarios room, handed in by the runner (src/app/systems/fab.ts) so
 * that machines never import src/scenarios: the shipped bodies and the checks for a custom scenario and an
 * edited combat table. The app fetches each of them when first needed (`load`, the engine's `prepare`): until a
 * body or the checks are here, `shipped` lacks the body and `validate` / `checkCombatTable` throw `PartMissing`.
 */
export interface FabScenarioSource {
  /** The shipped bodies here now. */
  readonly shipped: Readonly<Record<string, FabScenario>>;
  /** The id of every shipped scenario, its body here or not (absent: those of `shipped`). */
  readonly known?: readonly string[];
  validate(raw: unknown): Result<FabScenario>;
  /** An edited combat table (rules option) checked, or a Rejection naming its bad field. */
  checkCombatTable(raw: unknown): Result<CombatTable>;
  /** Fetch the bodies of `scenarios`, when `checks` the scenario and combat-table checks and the engine's own
   * (./checks.ts: events and snapshots), and when `combat` the combat round's rules (./combat-part.ts; 'all': all). */
  load?(parts: FabParts | 'all'): Promise<void>;
}

/** What a FAB game needs fetched before it starts, restores or replays (see `FabScenarioSource.load`). */
export interface FabParts {
  readonly scenarios: readonly string[];
  readonly checks: boolean;
  readonly combat: boolean;
  /** The turn chart (./turn-part.ts): every start, replay and move needs it; a game opened from a cache of its last
   * move is drawn without it (issue 30). */
  readonly chart: boolean;
}

/** Whether a snapshot cache holds a combat round in progress (`FabState.combat`). */
function roundInCache(snapshot: unknown): boolean {
  const data = (snapshot as { data?: { combat?: unknown } } | null | undefined)?.data;
  return !!data && data.combat !== undefined && data.combat !== null;
}

/** Events of a game that has fought, or is about to (issue 30: their replay needs the combat rules). */
const fought = (e: { readonly type: string }) => e.type === 'SELECT_COMBAT' || isCombatEventType(e.type);

/** The parts `need` takes: its shipped scenario's body, the checks where the set-up brings unchecked data (a
 * custom scenario, an edited combat table) or the snapshot carries its scenario whole (written before scenarios
 * were stored by reference), and the combat rules for a game that has fought: a move to replay is a round's, or the
 * cache it opens from stands in a round, or a move, the log's lines or an undo found a part missing (`need.missing`).
 * A new game, one still in its first movement, or one drawn from a cache outside a round, does without them. The turn
 * chart for anything but the opening of a stored game from a cache of its last move (a cache is stored with every
 * move: `snapshotEvery`), whose moves were checked when they were stored and are not replayed to draw it. */
export function fabPartsFor(need: EngineNeed): FabParts {
  const { setup } = need;
  const custom = !!setup.data && typeof setup.data === 'object' && Object.hasOwn(setup.data, 'scenario');
  const ref = (need.snapshot as { data?: { scenario?: { ref?: unknown } } } | undefined)?.data?.scenario;
  const ids = new Set<string>(custom ? [] : [setup.scenario.id]);
  if (typeof ref?.ref === 'string' && ref.ref !== SETUP_REF) ids.add(ref.ref);
  const unchecked = !setup.checked && (custom || !!setup.options['combatTable']);
  // the checks (the scenario's and the events' and snapshots' schemas) also for a player's move (EVENT_CHECKS)
  const checks = unchecked || (!!ref && ref.ref === undefined) || need.missing === EVENT_CHECKS;
  const fromCache = opensFromLastCache(need);
  // a move, a replay of the log's lines or an undo that found a part missing waits for all it may need (a move into
  // battle needs both): one wait, not one per part
  const asked = need.missing !== undefined;
  const chart = asked || !fromCache;
  const combat =
    asked ||
    (!fromCache && !!need.events?.some(fought)) ||
    // a game drawn in the middle of a round (6.2) lists the round's moves and shows its panel
    (fromCache && roundInCache(need.snapshot));
  return { scenarios: [...ids], checks, combat, chart };
}

/** The FAB engine over the scenarios the runner passes in. */
export function createFabEngine(scenarios: FabScenarioSource): Engine<FabState, FabEvent, FabScreenView> {
  const fabScenarios = scenarios.shipped;
  const validateFabScenario = (data: unknown) => scenarios.validate(data);
  const load = scenarios.load?.bind(scenarios);
  const known = (id: string) => Object.hasOwn(fabScenarios, id) || !!scenarios.known?.includes(id);
  /** A shipped scenario's body; a known one not fetched yet is a missing part, never an unknown scenario. */
  const shippedBody = (id: string): FabScenario | undefined => {
    const body = Object.hasOwn(fabScenarios, id) ? fabScenarios[id] : undefined;
    if (!body && known(id)) throw new PartMissing(`FAB scenario ${id}`);
    return body;
  };

  /**
   * Check a FAB set-up once (import, creation): the custom scenario, if any, and the rules options (an edited
   * combat table). Returns the checked copy: known options only, the scenario with unknown fields dropped.
   */
  function checkFabSetup(setup: GameSetup): Result<GameSetup> {
    const raw = setup.data;
    const hasCustom = !!raw && typeof raw === 'object' && Object.hasOwn(raw, 'scenario');
    if (!hasCustom && !known(setup.scenario.id)) return unknownScenario(setup);
    let data: { scenario: FabScenario } | undefined;
    if (hasCustom) {
      const sc = validateFabScenario((raw as { scenario: unknown }).scenario);
      if (!sc.ok) return sc;
      data = { scenario: sc.value };
    }
    const options = fabOptions(setup.options);
    let combatTable: FabOptions['combatTable'] | undefined;
    if (options.combatTable) {
      const t = scenarios.checkCombatTable(options.combatTable);
      if (!t.ok) return t;
      combatTable = t.value;
    }
    const { combatTable: _raw, ...rest } = options;
    return {
      ok: true,
      value: {
        system: setup.system,
        scenario: setup.scenario,
        options: { ...rest, ...(combatTable ? { combatTable } : {}) },
        dice: setup.dice,
        ...(data ? { data } : {}),
        ...(setup.rulesVersion !== undefined ? { rulesVersion: setup.rulesVersion } : {}),
        checked: true,
      },
    };
  }

  return {
    system: 'fab',
    // 2: FabState.drawn (4.2). Snapshot caches of version 1 are rebuilt from the log on opening.
    // 3: notes are codes with parameters (2.2 per-side views). Older snapshot caches are rebuilt from the log.
    // 4: the reaction phase's chart value names its step ({ reaction: 'moving' }: 5.1 its stacking retreat), and a
    // state may wait for a stacking retreat (FabState.stacking). Older snapshot caches are rebuilt from the log.
    // 5: FabState.seen, what each side has seen of the other's blocks (2.2 / 6.24 odds from knowledge). Older
    // snapshot caches are rebuilt from the log, which remembers what was seen move by move.
    stateVersion: 5,
    // a cache with every move (issue 30): a stored game opens from its last move without replaying one, so it is
    // drawn before the turn chart arrives (the whole record is still replayed behind the screen: src/app/session)
    snapshotEvery: 1,
    rulesVersion: FAB_RULES_VERSION,
    rulings: FAB_RULINGS,
    checkSetup: checkFabSetup,
    ...(load ? { prepare: (need?: EngineNeed) => load(need ? fabPartsFor(need) : 'all') } : {}),
    start(setup: GameSetup): Outcome<FabState> {
      const rules = rulesVersionOf(setup, FAB_RULES_VERSION, 'FAB');
      if (!rules.ok) return rules;
      let checked = setup;
      if (!setup.checked) {
        const r = checkFabSetup(setup);
        if (!r.ok) return r;
        checked = r.value;
      }
      const custom = customOf(checked);
      const sc = custom ?? shippedBody(checked.scenario.id);
      if (!sc) return unknownScenario(checked);
      // a shipped scenario keeps its own object, so snapshots can refer to it by id
      const s0: FabState = {
        ...initialState(sc, fabOptions(checked.options), checked.dice),
        rulesVersion: rules.value,
      };
      const snap = fabTurn.need().started(s0);
      const where = whereOf(snap.value, s0.scenario.firstPlayer);
      const g: FabState = rememberSeen({ ...snap.context.g, ...where, chart: snap.value });
      return { ok: true, state: g, barrier: false };
    },
    apply: applyFab,
    status(s: FabState): GameStatus {
      const actor = actorOf(s);
      const name = (side: string | null) => s.scenario.sides.find((d) => d.id === side)?.name ?? side ?? '';
      const label = s.finished
        ? `Game over · ${name(s.winner)} wins`
        : `Turn ${s.turn} · ${PHASE_LABEL[s.phase]} · ${name(actor)} to ${holder(s) ? 'fight' : 'move'}`;
      return {
        turn: s.turn,
        phase: s.phase,
        phaseRule: PHASE_RULE[s.phase],
        actor,
        finished: s.finished,
        winner: s.winner,
        label,
      };
    },
    serialize(s: FabState): unknown {
      // The scenario is stored by reference: a shipped one by id and version, a custom one as 'the one in the
      // game's set-up' (it is already stored there; a second copy in every snapshot cost a 52 KB write every
      // 50 moves and as long again to read back when the game opens).
      const shipped = fabScenarios[s.scenario.id];
      const scenario =
        shipped === s.scenario
          ? { ref: s.scenario.id, version: s.scenario.version }
          : { ref: SETUP_REF, id: s.scenario.id, version: s.scenario.version };
      return JSON.parse(JSON.stringify({ ...s, scenario }));
    },
    restore(data: unknown, setup?: GameSetup): Outcome<FabState> {
      // checked whole once the checks are here (a damaged cache is refused, never half-restored); before that only
      // the app's own caches are read, as they were stored: one that does not hold together throws here or fails the
      // moves after it, and the runner rebuilds the state from the log
      const checks = fabChecks.peek();
      const shape = checks ? checks.readFabSnapshot(data) : { ok: true as const, value: data as FabSnapshot };
      if (!shape.ok) return shape;
      const ref: { ref?: unknown; id?: unknown; version?: unknown } = shape.value.scenario;
      let sc: Result<FabScenario>;
      if (ref.ref === SETUP_REF) {
        const custom =
          setup?.data && typeof setup.data === 'object' ? (setup.data as { scenario?: unknown }).scenario : undefined;
        const c = custom as { id?: unknown; version?: unknown } | undefined;
        if (!c || c.id !== ref.id || c.version !== ref.version)
          return reject('snapshot', 'This saved FAB state refers to a scenario its game does not carry.');
        // checked at import or creation and stored in that form: not validated again at every opening
        sc = setup?.checked ? { ok: true, value: custom as FabScenario } : validateFabScenario(custom);
      } else if (typeof ref.ref === 'string') {
        const shipped = shippedBody(ref.ref);
        if (!shipped || shipped.version !== ref.version)
          return reject('snapshot', 'This saved FAB state belongs to another version of its scenario.');
        sc = { ok: true, value: shipped };
      } else {
        sc = validateFabScenario(ref); // a snapshot written before scenarios were stored by reference
      }
      if (!sc.ok) return sc;
      // the shape is checked above; the scenario is the checked one, so the pieces can be checked against it
      // the game's own record says which rules it plays under (a cache never decides that)
      const s0: FabState = {
        ...(data as FabState),
        scenario: sc.value,
        rulesVersion: setup?.rulesVersion ?? shape.value.rulesVersion ?? 1,
      };
      // a state saved before the chart's value was stored with it: derived once, here
      const s: FabState = s0.chart ? s0 : { ...s0, chart: stateValueOf(s0) };
      const broken = crossCheck(s) ?? chartCheck(s);
      if (broken) return broken;
      return { ok: true, state: s, barrier: false };
    },
    summary(s: FabState): unknown {
      return {
        turn: s.turn,
        phase: s.phase,
        finished: s.finished,
        winner: s.winner,
        vp: victoryPoints(s),
        units: Object.fromEntries(
          Object.values(s.units).map((u) => [u.id, { where: u.where, area: u.area, steps: u.steps, order: u.order }]),
        ),
        control: Object.fromEntries(Object.values(s.areas).map((a) => [a.id, a.control])),
        blownBridges: s.blownBridges,
        boxes: s.boxes,
      };
    },
    legalEvents(s: FabState): FabEvent[] {
      return candidateEvents(s);
    },
    // hand off only for real decisions (machines/fab/forced.ts)
    forcedEvent: (s: FabState) => forcedEvent(s),
    // standing orders: the question the side to act answered in advance (machines/fab/orders.ts)
    orderedEvent: (s: FabState, orders: OrdersBySide) => orderedEvent(s, orders),
    // 2.2 / 6.24 / 8.32 what one side may know (machines/fab/view.ts)
    view: fabView,
    fromView: eventFromView,
    // 2.2 the log as one side may read it (machines/fab/log-lines.ts)
    logLine: (seq: number, prev: FabState, e: FabEvent, next: FabState | null, side: string, app?: string) =>
      projectLine(lineFor(seq, e, prev, next, actorOf(prev) ?? prev.phasing, app), prev, next, side),
    // take-back by agreement (src/app/take-back.ts): back to the state before the move, but the dice rolled stay
    // spent (the stream goes on from after it, so nobody knows the next roll) and 2.2 what a side saw stays seen
    takeBack: (before: FabState, after: FabState): FabState => ({
      ...withDice(before, after.dice),
      ...(after.seen ? { seen: after.seen } : {}),
    }),
  };
}
