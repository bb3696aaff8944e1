/**
 * The FAB Engine (src/rules/common/engine.ts): builds the state from a scenario, drives the turn statechart
 * (machines/fab/turn.ts) with the pure `initialTransition` / `transition`, and reports status, legal events,
 * plain JSON snapshots and a summary.
 */
import { initialTransition, transition } from 'xstate';
import type { Engine, GameEvent, GameSetup, GameStatus, Outcome } from '../../src/rules/common/engine';
import { reject, type Result } from '../../src/rules/common/result';
import { rolledBetween } from '../../src/rules/common/dice';
import { rulesVersionOf } from '../../src/rules/common/rulings';
import { FAB_RULES_VERSION, FAB_RULINGS } from '../../src/rules/fab/rulings';
import type { CombatTable, FabOptions, FabPhase, FabScenario, FabState } from '../../src/rules/fab/types';
import { otherSide } from '../../src/rules/fab/types';
import { initialState, fabOptions } from '../../src/rules/fab/setup';
import { victoryPoints } from '../../src/rules/fab/supply-phase';
import { fabTurnMachine, stepSide, type TurnContext } from './turn';
import { FabEventSchema, type FabEvent } from './events';
import { readEvent, readSnapshot } from '../validate';
import { crossCheck, FabSnapshotSchema } from './snapshot';
import { holder, roundActor } from './combat-bridge';
import { candidateEvents } from './legal';
import { fabView, eventFromView, type FabScreenView } from './view';
import { forcedEvent } from './forced';

export const PHASE_RULE: Readonly<Record<FabPhase, string>> = {
  setup: '24.0',
  reinforcement: '4.1',
  admin: '4.2',
  'operational-movement': '5.2',
  'strategic-movement': '5.4',
  combat: '6.0',
  reaction: '7.2',
  'penetration-movement': '7.3',
  'penetration-combat': '7.4',
  supply: '9.0',
  'victory-check': '3.4',
  'game-over': '3.5',
};

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

/** Event types each phase of the statechart handles, its sub-steps included (read once from the machine). */
const HANDLED: Readonly<Record<string, ReadonlySet<string>>> = Object.fromEntries(
  Object.entries(fabTurnMachine.root.states).map(([k, node]) => [
    k,
    new Set([
      ...Object.keys(node.config.on ?? {}),
      ...Object.values(node.states).flatMap((c) => Object.keys(c.config.on ?? {})),
    ]),
  ]),
);

/** The statechart's state value for a FAB state: the phase, with the sub-step for 4.1 and 4.2. */
export function stateValueOf(s: FabState): string | Record<string, string> {
  if (s.phase === 'reinforcement')
    return { reinforcement: s.step === s.scenario.firstPlayer ? 'firstPlayer' : 'secondPlayer' };
  if (s.phase === 'admin') return { admin: s.step === 'non-phasing' ? 'nonPhasingPlayer' : 'phasingPlayer' };
  if (s.phase === 'combat' || s.phase === 'penetration-combat') return { [s.phase]: s.combat ? 'round' : 'selecting' };
  if (s.phase === 'operational-movement' || s.phase === 'penetration-movement')
    return { [s.phase]: s.pendingBridge ? 'bridgeDecision' : 'moving' };
  return s.phase;
}

function phaseOfValue(v: unknown): FabPhase {
  return (typeof v === 'string' ? v : Object.keys(v as object)[0]) as FabPhase;
}

type TurnSnapshot = ReturnType<typeof fabTurnMachine.resolveState>;
/** Snapshots of states this engine produced, so a replay does not rebuild them (a cache, never state). */
const snapshots = new WeakMap<FabState, TurnSnapshot>();

function snapshotOf(s: FabState): TurnSnapshot {
  return (
    snapshots.get(s) ??
    fabTurnMachine.resolveState({
      value: stateValueOf(s),
      context: { g: s, error: null, barrier: false } satisfies TurnContext,
    })
  );
}

/** The side that must decide now (pass-and-play hand-off), or null when the game is over. */
export function actorOf(s: FabState): 'blue' | 'red' | null {
  if (s.finished) return null;
  if (s.pendingBridge) {
    const mover = s.scenario.units.find((u) => u.id === s.pendingBridge!.unit)?.side ?? s.phasing;
    return s.pendingBridge.decider === 'enemy' ? otherSide(mover) : mover;
  }
  if (holder(s)) return roundActor(s)?.side ?? s.phasing;
  return stepSide(s);
}

/** A block turned face up between two states (5.22, 6.24): hidden information was shown. */
function revealedBetween(a: FabState, b: FabState): boolean {
  if (a.units === b.units) return false;
  for (const id in b.units) if (b.units[id]!.revealed && !a.units[id]?.revealed) return true;
  return false;
}

/** Apply one event through the statechart; a Rejection when the rules refuse it (the state is unchanged). */
export function applyFab(state: FabState, event: GameEvent): Outcome<FabState> {
  if (state.finished) return reject('3.5', 'The game is over.');
  const read = readEvent(FabEventSchema, event, PHASE_RULE[state.phase]);
  if (!read.ok) return read;
  const e: FabEvent = read.event;
  const snap = snapshotOf(state);
  if (e.type === 'START' || !HANDLED[state.phase]?.has(e.type)) {
    return reject(
      PHASE_RULE[state.phase],
      `${event.type.toLowerCase().replace(/_/g, ' ')} is not possible in the ${PHASE_LABEL[state.phase].toLowerCase()} phase.`,
      'fab.notNow',
      { phase: state.phase },
    );
  }
  let next;
  try {
    [next] = transition(fabTurnMachine, snap, e);
  } catch (err) {
    // a malformed event (e.g. missing fields) that a rule could not read; never a player's mistake to crash on
    return reject(PHASE_RULE[state.phase], `That event could not be read: ${(err as Error).message}`);
  }
  const ctx = next.context;
  if (ctx.error) return ctx.error;
  // every handled event assigns a new context: an untouched one means no transition took it in this sub-step
  if (ctx === snap.context) {
    return reject(
      PHASE_RULE[state.phase],
      `${event.type.toLowerCase().replace(/_/g, ' ')} is not possible at this point of the ${PHASE_LABEL[state.phase].toLowerCase()} phase.`,
      'fab.notNow',
      { phase: state.phase },
    );
  }
  const phase = phaseOfValue(next.value);
  const g: FabState = ctx.g.phase === phase ? ctx.g : { ...ctx.g, phase };
  const barrier =
    ctx.barrier ||
    rolledBetween(state.dice, g.dice) ||
    g.intelligence.length > state.intelligence.length ||
    revealedBetween(state, g);
  if (g === ctx.g && !ctx.barrier) snapshots.set(g, next);
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
 * that machines never import src/scenarios: the shipped bodies (loaded with the FAB chunk) and the checks
 * for a custom scenario and an edited combat table.
 */
export interface FabScenarioSource {
  readonly shipped: Readonly<Record<string, FabScenario>>;
  validate(raw: unknown): Result<FabScenario>;
  /** An edited combat table (rules option) checked, or a Rejection naming its bad field. */
  checkCombatTable(raw: unknown): Result<CombatTable>;
}

/** The FAB engine over the scenarios the runner passes in. */
export function createFabEngine(scenarios: FabScenarioSource): Engine<FabState, GameEvent, FabScreenView> {
  const fabScenarios = scenarios.shipped;
  const validateFabScenario = (data: unknown) => scenarios.validate(data);

  /**
   * Check a FAB set-up once (import, creation): the custom scenario, if any, and the rules options (an edited
   * combat table). Returns the checked copy: known options only, the scenario with unknown fields dropped.
   */
  function checkFabSetup(setup: GameSetup): Result<GameSetup> {
    const raw = setup.data;
    const hasCustom = !!raw && typeof raw === 'object' && Object.hasOwn(raw, 'scenario');
    if (!hasCustom && !Object.hasOwn(fabScenarios, setup.scenario.id)) return unknownScenario(setup);
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
    stateVersion: 3,
    rulesVersion: FAB_RULES_VERSION,
    rulings: FAB_RULINGS,
    checkSetup: checkFabSetup,
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
      const sc = custom ?? fabScenarios[checked.scenario.id];
      if (!sc) return unknownScenario(checked);
      // a shipped scenario keeps its own object, so snapshots can refer to it by id
      const s0: FabState = {
        ...initialState(sc, fabOptions(checked.options), checked.dice),
        rulesVersion: rules.value,
      };
      const [snap0] = initialTransition(fabTurnMachine, s0);
      const [snap] = transition(fabTurnMachine, snap0, { type: 'START' });
      return { ok: true, state: { ...snap.context.g, phase: phaseOfValue(snap.value) }, barrier: false };
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
      const shape = readSnapshot(FabSnapshotSchema, data, 'snapshot', 'FAB');
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
        const shipped = fabScenarios[ref.ref];
        if (!shipped || shipped.version !== ref.version)
          return reject('snapshot', 'This saved FAB state belongs to another version of its scenario.');
        sc = { ok: true, value: shipped };
      } else {
        sc = validateFabScenario(ref); // a snapshot written before scenarios were stored by reference
      }
      if (!sc.ok) return sc;
      // the shape is checked above; the scenario is the checked one, so the pieces can be checked against it
      // the game's own record says which rules it plays under (a cache never decides that)
      const s: FabState = {
        ...(data as FabState),
        scenario: sc.value,
        rulesVersion: setup?.rulesVersion ?? shape.value.rulesVersion ?? 1,
      };
      const broken = crossCheck(s);
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
    legalEvents(s: FabState): GameEvent[] {
      return candidateEvents(s);
    },
    // hand off only for real decisions (machines/fab/forced.ts)
    forcedEvent: (s: FabState) => forcedEvent(s),
    // 2.2 / 6.24 / 8.32 what one side may know (machines/fab/view.ts)
    view: fabView,
    fromView: eventFromView,
  };
}
