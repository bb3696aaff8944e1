/**
 * The FUBAR `Engine`: runs the turn statechart with xstate's pure `transition`, the game state being
 * `{ value, ctx, history }` (plain JSON, the chart's own state value and history). Rejections come from the rule operation behind the event, or say the
 * event does not fit the current step of the turn.
 */
import { initialTransition } from 'xstate';
import { pureMachine } from '../pure-transition';
import { createDice, DiceExhaustedError, rolledBetween } from '../../src/rules/common/dice';
import type { Engine, GameSetup, GameStatus, Outcome } from '../../src/rules/common/engine';
import * as v from 'valibot';
import { reject, type Rejection, type Result } from '../../src/rules/common/result';
import { check, int, name } from '../../src/rules/common/checked';
import { ROSTER_CAPS, validateRoster } from '../../src/rules/fubar/roster';
import * as G from '../../src/rules/fubar/game';
import {
  buildContext,
  SIDE_LETTER,
  type FubarCtx,
  type FubarSetupData,
  type FubarSideSetup,
  type SideIndex,
  type UnitState,
} from '../../src/rules/fubar/state';
import {
  ACTIONS,
  INFANTRY_ACTIONS,
  TRAINING,
  VEHICLE_ACTIONS,
  WEAPONS,
  COVER_LEVELS,
} from '../../src/rules/fubar/tables';
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
import { FubarEventSchema, type FubarEvent } from './events';
import { readEvent, readSnapshot } from '../validate';
import { fubarSnapshotSchema } from './snapshot';

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

/** The machine snapshot a transition ended on, by the state made from it: the next event starts from it
 * instead of resolving the state again (a replay applies each state's next event at once). Only a cache:
 * used when it holds the state's own context. */
const snapshots = new WeakMap<FubarState, ReturnType<typeof fubarTurn.resolveState>>();

const fighting = fubarTurn.getStateNodeById('fubarTurn.fighting');
const HISTORY_ID = fubarTurn.getStateNodeById('fubarTurn.fighting.resume').id;
/** The statechart's pure steps with one shared inert scope (machines/pure-transition.ts: replay speed). */
const turnChart = pureMachine(fubarTurn);
const isFightStep = (x: unknown): x is FightStep => (FIGHT_STEPS as readonly unknown[]).includes(x);
const isTopStep = (x: unknown): x is Exclude<FubarPhase, FightStep> => (TOP_STEPS as readonly unknown[]).includes(x);

/** The machine snapshot of a stored state: its value and history exactly as stored, nothing rebuilt. */
export function snapshotOf(s: FubarState) {
  const known = snapshots.get(s);
  if (known && known.context === s.ctx) return known;
  const remembered = s.history ? fighting.states[s.history] : undefined;
  return fubarTurn.resolveState({
    value: s.value,
    context: s.ctx,
    historyValue: remembered ? { [HISTORY_ID]: [remembered] } : {},
  });
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
  const read = readEvent(FubarEventSchema, event, rule);
  if (!read.ok) return read;
  const e: FubarEvent = read.event;
  const snap = snapshotOf(state);
  const next = turnChart.transition(snap, e);
  // an event no transition takes leaves the snapshot as it was: say why
  if (next.value === snap.value && next.context === snap.context) return refusal(state, e, rule);
  const out = fromSnapshot(next);
  snapshots.set(out, next);
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

/** A representative volley: every able figure (or weapon) fires the first weapon the mode allows at the target. */
export function buildVolley(
  ctx: FubarCtx,
  shooter: UnitState,
  mode: G.ShotMode,
  target: UnitState,
  limit = Infinity,
): G.Shot[] {
  const shots: G.Shot[] = [];
  const hurts = (w: keyof typeof WEAPONS) =>
    G.weaponAllowed(mode, w) && !(target.vehicle?.tank && WEAPONS[w].smallArms);
  if (shooter.vehicle) {
    const v = shooter.vehicle;
    v.weapons.forEach((w, i) => {
      if (shots.length < limit && !v.lost[i] && !v.fired[i] && hurts(w)) shots.push({ from: shooter.id, weapon: i });
    });
    return mode === 'drive' ? shots.slice(0, 1) : shots;
  }
  const able = shooter.figures.filter(G.canFire);
  const used = new Set<string>();
  for (const f of able) {
    if (shots.length >= limit) break;
    if (used.has(f.id)) continue;
    for (let i = 0; i < f.weapons.length; i++) {
      const w = f.weapons[i]!;
      if (!hurts(w)) continue;
      if ((WEAPONS[w].infantryCrew ?? 1) > 1) {
        const mate = able.find((m) => m.id !== f.id && !used.has(m.id));
        if (!mate) continue;
        used.add(f.id);
        used.add(mate.id);
        shots.push({ from: f.id, weapon: i, crew: mate.id });
      } else {
        used.add(f.id);
        shots.push({ from: f.id, weapon: i });
      }
      break;
    }
  }
  return shots;
}

function firstOk(state: FubarState, events: FubarEvent[]): FubarEvent[] {
  return events.filter((e) => snapshotOf(state).can(e));
}

export function legalEvents(state: FubarState): FubarEvent[] {
  const c = state.ctx;
  const out: FubarEvent[] = [];
  switch (phaseOf(state)) {
    case 'melee':
      for (const e of G.meleeToFight(c)) out.push({ type: 'FIGHT_MELEE', engagement: e.id });
      break;
    case 'initiative':
      out.push({ type: 'ROLL_INITIATIVE' });
      break;
    case 'activation':
      for (const u of c.units) {
        if (u.side !== c.initiative || !G.mayTry(c, u)) continue;
        // activation: both answers to "enemy in sight" and every count of figures away from 0 to the living
        // figures less one (the table reports it; G.activate refuses any other count with its reason)
        const max = Math.max(0, G.alive(u).length - 1);
        for (const enemyInSight of [true, false])
          for (let figuresAway = 0; figuresAway <= max; figuresAway++)
            out.push({ type: 'ACTIVATE', unit: u.id, enemyInSight, figuresAway });
      }
      break;
    case 'action': {
      const u = c.active ? G.unitOf(c, c.active) : undefined;
      if (!u) break;
      if (u.vehicle) {
        for (const a of VEHICLE_ACTIONS) {
          if (a === 'drive') {
            out.push(
              { type: 'CHOOSE_ACTION', action: a, terrain: 'open' },
              { type: 'CHOOSE_ACTION', action: a, terrain: 'light' },
            );
          } else out.push({ type: 'CHOOSE_ACTION', action: a });
        }
      } else for (const a of INFANTRY_ACTIONS) out.push({ type: 'CHOOSE_ACTION', action: a });
      break;
    }
    case 'moving': {
      out.push({ type: 'DONE_MOVING' });
      const mover = c.active ? G.unitOf(c, c.active) : undefined;
      if (!mover) break;
      for (const u of c.units) {
        if (u.side === mover.side || !u.overwatch || u.overwatchUsed) continue;
        // overwatch: every cover level the table may show for the mover (cover: none, light, moderate, hard)
        const shots = buildVolley(c, u, 'overwatch', mover);
        if (!shots.length) continue;
        for (const cover of COVER_LEVELS)
          out.push({ type: 'OVERWATCH_FIRE', unit: u.id, target: mover.id, shots, cover });
      }
      break;
    }
    case 'shooting': {
      out.push({ type: 'END_ACTIVATION' });
      const u = c.active ? G.unitOf(c, c.active) : undefined;
      const mode = u ? G.shotModeFor(u) : null;
      if (!u || !mode) break;
      for (const t of c.units) {
        if (t.side === u.side || G.isOut(t)) continue;
        if (mode === 'aimed' && u.aimedAt !== null && u.aimedAt !== t.id) continue;
        const all = buildVolley(c, u, mode, t);
        if (!all.length) continue;
        // shooting: every target, every cover level, and every vehicle still in the game the target troops may
        // shelter behind. Which figures fire is a subset choice (2^n): its domain is bounded by the volley the
        // rules allow (buildVolley), and this list offers the whole volley and each single shot of it.
        for (const cover of COVER_LEVELS) {
          out.push({ type: 'SHOOT', target: t.id, shots: all, cover });
          if (all.length > 1) for (const one of all) out.push({ type: 'SHOOT', target: t.id, shots: [one], cover });
        }
        if (!t.vehicle)
          for (const shelter of c.units)
            if (shelter.vehicle && !shelter.vehicle.destroyed)
              out.push({ type: 'SHOOT', target: t.id, shots: all, cover: 0, behindVehicle: shelter.id });
      }
      break;
    }
    case 'assault':
      out.push({ type: 'END_ACTIVATION' });
      for (const t of c.units)
        if (t.side !== G.unitOf(c, c.active ?? '')?.side && !t.vehicle && !G.isOut(t))
          out.push({ type: 'ASSAULT', target: t.id });
      break;
    case 'owner': {
      const head = c.pending[0];
      if (!head) break;
      const u = G.unitOf(c, head.unit)!;
      if (head.kind === 'weapon-loss') {
        u.vehicle!.weapons.forEach((_, i) => {
          if (!u.vehicle!.lost[i]) out.push({ type: 'CHOOSE_LOST_WEAPON', weapon: i });
        });
        break;
      }
      const living = G.alive(u);
      const need = Math.min(head.hits, living.length);
      const standing = living.filter((f) => f.status === 'ok');
      const maxSup = head.allowSuppress
        ? Math.min(need, standing.length, Math.max(0, TRAINING[u.training].maxSuppressed - G.suppressedCount(u)))
        : 0;
      // suppression / shooting: the owner picks the figures. Every count of suppressed figures the cap allows,
      // and for each, every living figure as a casualty and every standing figure as a suppressed one (exact
      // when one hit is allocated; for more hits the sets grow as C(n, k), so the other picks fill in from the
      // already suppressed figures first). Picks the cap refuses are dropped by firstOk below.
      const seen = new Set<string>();
      const push = (casualties: string[], suppressed: string[]) => {
        const key = `${casualties.join()}|${suppressed.join()}`;
        if (seen.has(key)) return;
        seen.add(key);
        out.push({ type: 'ALLOCATE_HITS', casualties, suppressed });
      };
      const fill = (k: number, firstCas?: string, firstSup?: string) => {
        const sOrder = firstSup ? [firstSup, ...standing.map((f) => f.id).filter((id) => id !== firstSup)] : [];
        const suppressed = (firstSup ? sOrder : standing.map((f) => f.id)).filter((id) => id !== firstCas).slice(0, k);
        const rest = living.filter((f) => !suppressed.includes(f.id) && f.id !== firstCas);
        rest.sort((a, b) => (a.status === b.status ? 0 : a.status === 'suppressed' ? -1 : 1));
        const casualties = [...(firstCas ? [firstCas] : []), ...rest.map((f) => f.id)].slice(0, need - k);
        if (suppressed.length === k && casualties.length === need - k) push(casualties, suppressed);
      };
      for (let k = 0; k <= maxSup; k++) {
        fill(k);
        if (need - k > 0) for (const f of living) fill(k, f.id);
        if (k > 0) for (const f of standing) fill(k, undefined, f.id);
      }
      break;
    }
    case 'turnEnd':
      out.push(
        { type: 'NEXT_TURN' },
        { type: 'END_GAME', winner: null },
        { type: 'END_GAME', winner: 0 },
        { type: 'END_GAME', winner: 1 },
      );
      break;
    default:
      break;
  }
  return firstOk(state, out);
}

// ---------- the engine ----------

/** The rosters of a shipped scenario by id, or undefined (src/scenarios/fubar/presets, passed in by src/app). */
export type FubarPresets = (scenarioId: string) => unknown;

const SideSetupSchema = v.object({
  name: v.optional(name(ROSTER_CAPS.nameLength)),
  initiativeModifier: v.optional(int(-6, 6)),
  roster: v.unknown(),
});
const SetupDataSchema = v.object({
  sides: v.tuple([SideSetupSchema, SideSetupSchema]),
  turnLimit: v.optional(v.nullable(int(1, 99))),
});

/**
 * Check a FUBAR set-up once (import, creation): both sides' rosters, names and initiative modifiers and the
 * turn limit. Returns the checked copy (unknown fields dropped); FUBAR has no rules options.
 */
function checkFubarSetup(presets: FubarPresets, setup: GameSetup): Result<GameSetup> {
  const base = {
    system: setup.system,
    scenario: setup.scenario,
    options: {},
    dice: setup.dice,
    ...(setup.rulesVersion !== undefined ? { rulesVersion: setup.rulesVersion } : {}),
    checked: true,
  };
  if (setup.data === undefined) {
    if (!presets(setup.scenario.id))
      return reject('units', `No rosters for scenario "${setup.scenario.id}".`, 'setup.noRosters');
    return { ok: true, value: base };
  }
  const r = check(SetupDataSchema, setup.data, 'units', 'Set-up');
  if (!r.ok) return r;
  const side = (i: 0 | 1): Result<FubarSideSetup> => {
    const s = r.value.sides[i];
    const roster = validateRoster(s.roster);
    if (!roster.ok) return { ...roster, message: `Side ${SIDE_LETTER[i]}: ${roster.message}` };
    return {
      ok: true,
      value: {
        ...(s.name !== undefined ? { name: s.name } : {}),
        ...(s.initiativeModifier !== undefined ? { initiativeModifier: s.initiativeModifier } : {}),
        roster: roster.value,
      },
    };
  };
  const a = side(0);
  if (!a.ok) return a;
  const b = side(1);
  if (!b.ok) return b;
  const data: FubarSetupData = {
    sides: [a.value, b.value],
    ...(r.value.turnLimit !== undefined ? { turnLimit: r.value.turnLimit } : {}),
  };
  return { ok: true, value: { ...base, data } };
}

function startFrom(presets: FubarPresets, setup: GameSetup): Outcome<FubarState> {
  const rules = rulesVersionOf(setup, FUBAR_RULES_VERSION, 'FUBAR');
  if (!rules.ok) return rules;
  const data = setup.data ?? presets(setup.scenario.id);
  if (!data) return reject('units', `No rosters for scenario "${setup.scenario.id}".`, 'setup.noRosters');
  const ctx = buildContext(data, createDice(setup.dice));
  if (!ctx.ok) return ctx;
  return { ok: true, state: settle({ ...ctx.value, rulesVersion: rules.value }), barrier: false };
}

const SNAPSHOT = fubarSnapshotSchema(TOP_STEPS, FIGHT_STEPS);

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

/** A snapshot checked whole (a damaged one is refused, never half-restored), an older one brought up to date. */
function restoreFubar(data: unknown, setup?: GameSetup): Outcome<FubarState> {
  const shape = readSnapshot(SNAPSHOT, withValue(data), 'units', 'FUBAR');
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
export function createFubarEngine(presets: FubarPresets): Engine<FubarState, FubarEvent> {
  return {
    ...fubarRules,
    checkSetup: (setup) => checkFubarSetup(presets, setup),
    start: (setup) => startFrom(presets, setup),
  };
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
