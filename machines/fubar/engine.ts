/**
 * The FUBAR `Engine`: runs the turn statechart with xstate's pure `transition`, the game state being
 * `{ value, ctx, history }` (plain JSON, the chart's own state value and history). Rejections come from the rule operation behind the event, or say the
 * event does not fit the current step of the turn.
 */
import { initialTransition } from 'xstate';
import { chartRunner } from '../chart-runner';
import { createDice, DiceExhaustedError, rolledBetween } from '../../src/rules/common/dice';
import type { Engine, EngineNeed, GameSetup, GameStatus, Outcome } from '../../src/rules/common/engine';
import { reject, type Rejection, type Result } from '../../src/rules/common/result';
import * as G from '../../src/rules/fubar/game';
import { buildContext, SIDE_LETTER, type FubarCtx, type SideIndex } from '../../src/rules/fubar/state';
import { ACTIONS } from '../../src/rules/fubar/tables';
import { rulesVersionOf } from '../../src/rules/common/rulings';
import { FUBAR_RULES_VERSION, FUBAR_RULINGS } from '../../src/rules/fubar/rulings';
import {
  FIGHT_STEPS,
  fubarTurn,
  isFubarMeta,
  runOp,
  TOP_STEPS,
  type FightStep,
  type FubarMeta,
  type FubarPhase,
  type FubarValue,
} from './turn';
import { leafKey, metaOf } from '../chart-meta';
import type { FubarEvent } from './events';
import type { FubarSnapshot } from './snapshot';
import { fubarChecks } from './checks-slot';
import { buildVolley, candidateEvents } from './legal';

export { buildVolley };

export interface FubarState {
  /** The turn chart's state value, stored as the chart gave it: `'activation'`, `{ fighting: 'moving' }`... */
  readonly value: FubarValue;
  readonly ctx: FubarCtx;
  /** The chart's history of `fighting`: the step the last fight was fought from, where play resumes. */
  readonly history?: FightStep;
}

// 2: the step to resume after a fight is the chart's history state (`history`), no longer `ctx.resume`
// 3: the chart's state value is stored (`value`), no longer the step's name (`phase`)
export const STATE_VERSION = 3;

/** The step of the turn a state is at: the leaf of its stored state value. */
export function phaseOf(s: FubarState): FubarPhase {
  return leafKey(s.value) as FubarPhase;
}

/** The chart's `meta` for the state's step: its rule topic and the side that decides. */
export function fubarMeta(s: FubarState): FubarMeta {
  return metaOf(fubarTurn, s.value, isFubarMeta) ?? { rule: 'units', side: 'both' };
}

/** The rule topic of the step a state is at, as the chart says it. */
export const ruleOf = (s: FubarState): string => fubarMeta(s).rule;

const fighting = fubarTurn.getStateNodeById('fubarTurn.fighting');
const HISTORY_ID = fubarTurn.getStateNodeById('fubarTurn.fighting.resume').id;
const isFightStep = (x: unknown): x is FightStep => (FIGHT_STEPS as readonly unknown[]).includes(x);
const isTopStep = (x: unknown): x is Exclude<FubarPhase, FightStep> => (TOP_STEPS as readonly unknown[]).includes(x);

/** The turn chart's pure steps, and the snapshot a transition ended on by the state made from it: the next
 * event starts from it instead of resolving the state again (machines/chart-runner.ts: a cache, used when it
 * holds the state's own context). A state is resolved with its value and history exactly as stored. */
const turnChart = chartRunner(
  fubarTurn,
  (s: FubarState) => {
    const remembered = s.history ? fighting.states[s.history] : undefined;
    return fubarTurn.resolveState({
      value: s.value,
      context: s.ctx,
      historyValue: remembered ? { [HISTORY_ID]: [remembered] } : {},
    });
  },
  (known, s) => known.context === s.ctx,
);

/** The machine snapshot of a stored state (kept from the step that made it, or resolved from what it stores). */
export function snapshotOf(s: FubarState) {
  return turnChart.snapshotOf(s);
}

/** A chart state value as the stored kind (the chart has no other values). */
function valueOf(v: unknown): FubarValue {
  if (isTopStep(v)) return v;
  const inner = typeof v === 'object' && v !== null ? (v as { fighting?: unknown }).fighting : undefined;
  if (isFightStep(inner)) return { fighting: inner };
  throw new Error(`The FUBAR turn chart reached a state it does not declare: ${JSON.stringify(v)}`);
}

function fromSnapshot(snap: {
  value: unknown;
  context: FubarCtx;
  historyValue?: Readonly<Record<string, readonly { key: string }[]>>;
}): FubarState {
  const value = valueOf(snap.value);
  const history = snap.historyValue?.[HISTORY_ID]?.[0]?.key;
  return isFightStep(history) ? { value, ctx: snap.context, history } : { value, ctx: snap.context };
}

/** The initial state after the machine's first eventless steps. */
function settle(ctx: FubarCtx): FubarState {
  const [snap] = initialTransition(fubarTurn, ctx);
  return fromSnapshot(snap);
}

export function applyEvent(state: FubarState, event: FubarEvent): Outcome<FubarState> {
  const rule = ruleOf(state);
  // read against the event schema once the checks are here; before that only a stored game's moves come here,
  // checked when they were stored (a player's move waits for the checks: EVENT_CHECKS, src/app/session.ts)
  const read = fubarChecks.peek()?.readFubarEvent(event, rule);
  if (read && !read.ok) return read;
  const e: FubarEvent = event;
  const snap = snapshotOf(state);
  const next = turnChart.step(snap, e);
  // an event no transition takes leaves the snapshot as it was: say why
  if (next.value === snap.value && next.context === snap.context) return refusal(state, e, rule);
  const out = fromSnapshot(next);
  turnChart.keep(out, next);
  return { ok: true, state: out, barrier: rolledBetween(state.ctx.dice, out.ctx.dice) };
}

/**
 * Why the chart took no transition for `e`: the rule operation's own refusal when it has one (whatever the step),
 * scripted dice that ran out during its rolls, or else the event does not belong to this step of the turn.
 */
function refusal(state: FubarState, e: FubarEvent, rule: string): Rejection {
  let r: Result<FubarCtx>;
  try {
    r = runOp(state.ctx, e);
  } catch (err) {
    if (!(err instanceof DiceExhaustedError)) throw err;
    return reject(rule, 'The scripted dice ran out before this could be rolled.', 'dice.exhausted');
  }
  if (!r.ok) return r;
  const phase = phaseOf(state);
  return reject(rule, `That cannot be done now (${phase}).`, 'notNow', { phase });
}

/**
 * The side that must act now, as 'A' / 'B', 'both' when either may tap (initiative, melee), null at the end:
 * the chart's `meta.side` for the state, turned into a side by the context.
 */
export function actorOf(s: FubarState): string | null {
  const c = s.ctx;
  const sideOfUnit = (id: string | null | undefined) => {
    const u = id ? G.unitOf(c, id) : undefined;
    return u ? SIDE_LETTER[u.side] : 'both';
  };
  const side = fubarMeta(s).side;
  switch (side) {
    case 'none':
      return null;
    case 'owner':
      return sideOfUnit(c.pending[0]?.unit);
    case 'initiative':
      return c.initiative === null ? 'both' : SIDE_LETTER[c.initiative];
    case 'active':
      return sideOfUnit(c.active);
    case 'both':
      return 'both';
  }
}

/** The side that decides now as an index (0 / 1), or null when either side or no one does (chart meta). */
export function deciderOf(s: FubarState): SideIndex | null {
  const actor = actorOf(s);
  return actor === 'A' ? 0 : actor === 'B' ? 1 : null;
}

// ---------- legal events ----------

/** Every event the turn chart accepts now, out of the step's candidates (machines/fubar/legal.ts). */
export function legalEvents(state: FubarState): FubarEvent[] {
  const snap = snapshotOf(state);
  return candidateEvents(state.ctx, phaseOf(state)).filter((e) => snap.can(e));
}

// ---------- the engine ----------

/** The rosters of a shipped scenario by id, or undefined (src/scenarios/fubar/presets, passed in by src/app). */
export type FubarPresets = (scenarioId: string) => unknown;

function startFrom(presets: FubarPresets, setup: GameSetup): Outcome<FubarState> {
  const rules = rulesVersionOf(setup, FUBAR_RULES_VERSION, 'FUBAR');
  if (!rules.ok) return rules;
  const data = setup.data ?? presets(setup.scenario.id);
  if (!data) return reject('units', `No rosters for scenario "${setup.scenario.id}".`, 'setup.noRosters');
  const ctx = buildContext(data, createDice(setup.dice), fubarChecks.need().validateRoster);
  if (!ctx.ok) return ctx;
  return { ok: true, state: settle({ ...ctx.value, rulesVersion: rules.value }), barrier: false };
}

/** State version 1 kept the step to resume after a fight in `ctx.resume`; it is the chart's history now. */
const RESUME_AS_HISTORY: Readonly<Record<'shooting' | 'moving' | 'melee' | 'done', FightStep>> = {
  shooting: 'shooting',
  moving: 'moving',
  melee: 'melee',
  done: 'assault', // an assault ends its unit's activation, as 'done' did
};

/**
 * State versions 1 and 2 stored the step's name (`phase`) instead of the chart's state value: the value is
 * derived from it once, here (a step inside `fighting` is named by itself), and stored from then on.
 */
function withValue(data: unknown): unknown {
  if (typeof data !== 'object' || data === null || Object.hasOwn(data, 'value') || !Object.hasOwn(data, 'phase'))
    return data;
  const { phase, ...rest } = data as { phase: unknown };
  return { ...rest, value: isFightStep(phase) ? { fighting: phase } : phase };
}

/**
 * A snapshot checked whole once the checks are here (a damaged one is refused, never half-restored), an older one
 * brought up to date. Before the checks arrive only the app's own caches are read, as they were stored: one that
 * does not hold together throws here or fails the moves after it, and the runner rebuilds the state from the log.
 */
function restoreFubar(data: unknown, setup?: GameSetup): Outcome<FubarState> {
  const checks = fubarChecks.peek();
  const shape = checks
    ? checks.readFubarSnapshot(withValue(data))
    : { ok: true as const, value: withValue(data) as FubarSnapshot };
  if (!shape.ok) return shape;
  const { value, ctx: saved, history: kept } = shape.value;
  const { resume, ...rest } = structuredClone(saved);
  const ctx = { ...rest, rulesVersion: setup?.rulesVersion ?? rest.rulesVersion ?? 1 };
  const history = kept ?? (resume === undefined ? undefined : RESUME_AS_HISTORY[resume]);
  const state: FubarState = history ? { value, ctx, history } : { value, ctx };
  for (const id of [ctx.active, ...ctx.pending.map((p) => p.unit), ...ctx.engagements.flatMap((e) => [e.a, e.b])])
    if (id !== null && !G.unitOf(ctx, id))
      return reject(
        'units',
        `This saved FUBAR state is damaged: it names a unit ${id} it does not have.`,
        'restore.bad',
        {
          field: 'ctx',
        },
      );
  return { ok: true, state, barrier: false };
}

export function phaseLabel(s: FubarState): string {
  const phase = phaseOf(s);
  return phase === 'over' ? 'Game over' : phase;
}

/**
 * The FUBAR engine over the shipped scenarios' rosters, which the runner passes in (src/app/systems/fubar.ts
 * loads them with the FUBAR chunk; machines never import src/scenarios).
 */
export function createFubarEngine(
  presets: FubarPresets,
  loadChecks?: () => Promise<void>,
): Engine<FubarState, FubarEvent> {
  return {
    ...fubarRules,
    checkSetup: (setup) => fubarChecks.need().checkFubarSetup(presets, setup),
    start: (setup) => startFrom(presets, setup),
    ...(loadChecks
      ? { prepare: (need?: EngineNeed) => (opensFromCache(need) ? Promise.resolve() : loadChecks()) }
      : {}),
  };
}

/**
 * Whether `need` is the opening of a stored game from its snapshot cache: its moves and cache were checked when
 * they were stored, so it is drawn without the checks (issue 30). A game set up from the start (its rosters are
 * read), a part found missing, a new game or an import (every part) waits for them.
 */
function opensFromCache(need: EngineNeed | undefined): boolean {
  return !!need && need.missing === undefined && need.snapshot !== undefined && need.snapshot !== null;
}

/** Everything of the engine but `start`, which needs the shipped rosters. */
const fubarRules: Omit<Engine<FubarState, FubarEvent>, 'start'> = {
  system: 'fubar',
  stateVersion: STATE_VERSION,
  rulesVersion: FUBAR_RULES_VERSION,
  rulings: FUBAR_RULINGS,
  apply: applyEvent,
  status(s): GameStatus {
    const actor = actorOf(s);
    const c = s.ctx;
    const who = actor === 'A' ? c.sides[0].name : actor === 'B' ? c.sides[1].name : null;
    const phase = phaseOf(s);
    const finished = phase === 'over';
    const winner = c.winner === null ? null : SIDE_LETTER[c.winner];
    return {
      turn: c.turn,
      phase,
      phaseRule: ruleOf(s),
      actor,
      finished,
      ...(finished ? { winner } : {}),
      label: finished
        ? `Turn ${c.turn} · Game over${winner ? ` · ${winner === 'A' ? c.sides[0].name : c.sides[1].name} wins` : ''}`
        : `Turn ${c.turn} · ${phase}${who ? ` · ${who}` : ''}`,
    };
  },
  serialize: (s): unknown => JSON.parse(JSON.stringify(s)),
  restore: restoreFubar,
  summary(s) {
    const side = (i: SideIndex) => {
      const units = s.ctx.units.filter((u) => u.side === i);
      return {
        name: s.ctx.sides[i].name,
        units: units.length,
        unitsOut: units.filter(G.isOut).length,
        figures: units.reduce((n, u) => n + u.figures.length, 0),
        casualties: units.reduce((n, u) => n + u.figures.filter((f) => f.status === 'casualty').length, 0),
        vehiclesDestroyed: units.filter((u) => u.vehicle?.destroyed).length,
      };
    };
    return {
      turn: s.ctx.turn,
      phase: phaseOf(s),
      winner: s.ctx.winner === null ? null : SIDE_LETTER[s.ctx.winner],
      sides: [side(0), side(1)],
      logEntries: s.ctx.log.length,
    };
  },
  legalEvents,
  // no hidden information in these rules: every side sees the whole state
  view: (state) => state,
};
export { ACTIONS };
export type { Rejection };
