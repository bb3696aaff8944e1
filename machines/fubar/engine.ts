/**
 * The FUBAR `Engine`: runs the turn statechart with xstate's pure `transition`, the game state being
 * `{ phase, ctx }` (plain JSON). Rejections come from the rule operation behind the event, or say the
 * event does not fit the current step of the turn.
 */
import { initialTransition } from 'xstate';
import { pureMachine } from '../pure-transition';
import { createDice, rolledBetween } from '../../src/rules/common/dice';
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
  type CoverLevel,
} from '../../src/rules/fubar/tables';
import { rulesVersionOf } from '../../src/rules/common/rulings';
import { FUBAR_RULES_VERSION, FUBAR_RULINGS } from '../../src/rules/fubar/rulings';
import { FIGHT_STEPS, fubarTurn, runOp, type FightStep, type FubarPhase } from './turn';
import { FubarEventSchema, type FubarEvent } from './events';
import { readEvent, readSnapshot } from '../validate';
import { fubarSnapshotSchema } from './snapshot';

export interface FubarState {
  /** The step of the turn: the chart's state (a step inside `fighting` is named by itself). */
  readonly phase: FubarPhase;
  readonly ctx: FubarCtx;
  /** The chart's history of `fighting`: the step the last fight was fought from, where play resumes. */
  readonly history?: FightStep;
}

// 2: the step to resume after a fight is the chart's history state (`history`), no longer `ctx.resume`
export const STATE_VERSION = 2;

/** Which topic each step of the turn comes from (for rejections and reference links). */
export const PHASE_RULE: Record<FubarPhase, string> = {
  turnStart: 'initiative',
  melee: 'melee',
  initiative: 'initiative',
  initiativeRolled: 'initiative',
  nextActivation: 'activation',
  activation: 'activation',
  activationRolled: 'activation',
  action: 'actions',
  actionChosen: 'actions',
  moving: 'actions',
  moved: 'actions',
  assault: 'melee',
  shooting: 'shooting',
  resolved: 'shooting',
  owner: 'suppression',
  turnEnd: 'initiative',
  over: 'units',
};

/** The machine snapshot a transition ended on, by the state made from it: the next event starts from it
 * instead of resolving the state again (a replay applies each state's next event at once). Only a cache:
 * used when it holds the state's own context. */
const snapshots = new WeakMap<FubarState, ReturnType<typeof fubarTurn.resolveState>>();

const fighting = fubarTurn.getStateNodeById('fubarTurn.fighting');
const HISTORY_ID = fubarTurn.getStateNodeById('fubarTurn.fighting.resume').id;
/** The statechart's pure steps with one shared inert scope (machines/pure-transition.ts: replay speed). */
const turnChart = pureMachine(fubarTurn);
const isFightStep = (x: unknown): x is FightStep => (FIGHT_STEPS as readonly unknown[]).includes(x);

function snapshotOf(s: FubarState) {
  const known = snapshots.get(s);
  if (known && known.context === s.ctx) return known;
  const remembered = s.history ? fighting.states[s.history] : undefined;
  return fubarTurn.resolveState({
    value: isFightStep(s.phase) ? { fighting: s.phase } : s.phase,
    context: s.ctx,
    historyValue: remembered ? { [HISTORY_ID]: [remembered] } : {},
  });
}

function fromSnapshot(snap: {
  value: unknown;
  context: FubarCtx;
  historyValue?: Readonly<Record<string, readonly { key: string }[]>>;
}): FubarState {
  const v = snap.value;
  const phase = (typeof v === 'object' && v !== null ? Object.values(v)[0] : v) as FubarPhase;
  const history = snap.historyValue?.[HISTORY_ID]?.[0]?.key;
  return isFightStep(history) ? { phase, ctx: snap.context, history } : { phase, ctx: snap.context };
}

/** The initial state after the machine's first eventless steps. */
function settle(ctx: FubarCtx): FubarState {
  const [snap] = initialTransition(fubarTurn, ctx);
  return fromSnapshot(snap);
}

export function applyEvent(state: FubarState, event: FubarEvent): Outcome<FubarState> {
  const read = readEvent(FubarEventSchema, event, PHASE_RULE[state.phase]);
  if (!read.ok) return read;
  const e: FubarEvent = read.event;
  // the rule operation is asked once; its answer travels with the event to the guard and the action
  let checked: Result<FubarCtx> | undefined;
  try {
    checked = runOp(state.ctx, e);
  } catch {
    checked = undefined; // the request passed its checks and reached a roll: the chart's guard decides
  }
  if (checked && !checked.ok) return checked;
  const snap = snapshotOf(state);
  const next = turnChart.transition(snap, checked ? { ...e, checked } : e);
  // an event no transition takes leaves the snapshot as it was
  if (next.value === snap.value && next.context === snap.context) {
    return reject(PHASE_RULE[state.phase], `That cannot be done now (${state.phase}).`, 'notNow', {
      phase: state.phase,
    });
  }
  const out = fromSnapshot(next);
  snapshots.set(out, next);
  return { ok: true, state: out, barrier: rolledBetween(state.ctx.dice, out.ctx.dice) };
}

/** The side that must act now, as 'A' / 'B', 'both' when either may tap (initiative, melee), null at the end. */
export function actorOf(s: FubarState): string | null {
  const c = s.ctx;
  switch (s.phase) {
    case 'over':
      return null;
    case 'owner': {
      const u = G.unitOf(c, c.pending[0]!.unit);
      return u ? SIDE_LETTER[u.side] : 'both';
    }
    case 'activation':
      return c.initiative === null ? 'both' : SIDE_LETTER[c.initiative];
    case 'action':
    case 'moving':
    case 'shooting':
    case 'assault': {
      const u = c.active ? G.unitOf(c, c.active) : undefined;
      return u ? SIDE_LETTER[u.side] : 'both';
    }
    default:
      return 'both';
  }
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
  switch (state.phase) {
    case 'melee':
      for (const e of G.meleeToFight(c)) out.push({ type: 'FIGHT_MELEE', engagement: e.id });
      break;
    case 'initiative':
      out.push({ type: 'ROLL_INITIATIVE' });
      break;
    case 'activation':
      for (const u of c.units) {
        if (u.side !== c.initiative || !G.mayTry(c, u)) continue;
        out.push({ type: 'ACTIVATE', unit: u.id, enemyInSight: true, figuresAway: 0 });
        out.push({ type: 'ACTIVATE', unit: u.id, enemyInSight: false, figuresAway: 0 });
        const max = Math.max(0, G.alive(u).length - 1);
        if (max > 0) out.push({ type: 'ACTIVATE', unit: u.id, enemyInSight: true, figuresAway: Math.min(max, 2) });
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
        for (const cover of [0, 2] as CoverLevel[]) {
          const shots = buildVolley(c, u, 'overwatch', mover);
          if (shots.length) out.push({ type: 'OVERWATCH_FIRE', unit: u.id, target: mover.id, shots, cover });
        }
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
        out.push({ type: 'SHOOT', target: t.id, shots: all, cover: 0 });
        out.push({ type: 'SHOOT', target: t.id, shots: all.slice(0, 1), cover: 1 });
        out.push({ type: 'SHOOT', target: t.id, shots: all, cover: 3 });
        const shelter = c.units.find((v) => v.vehicle && !v.vehicle.destroyed);
        if (!t.vehicle && shelter)
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
      for (let k = 0; k <= maxSup; k++) {
        const suppressed = standing.slice(0, k).map((f) => f.id);
        const rest = living.filter((f) => !suppressed.includes(f.id));
        // casualties first from already suppressed figures, then the others
        rest.sort((a, b) => (a.status === b.status ? 0 : a.status === 'suppressed' ? -1 : 1));
        const casualties = rest.slice(0, need - k).map((f) => f.id);
        out.push({ type: 'ALLOCATE_HITS', casualties, suppressed });
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

const SNAPSHOT = fubarSnapshotSchema(Object.keys(PHASE_RULE) as FubarPhase[]);

/** State version 1 kept the step to resume after a fight in `ctx.resume`; it is the chart's history now. */
const RESUME_AS_HISTORY: Readonly<Record<'shooting' | 'moving' | 'melee' | 'done', FightStep>> = {
  shooting: 'shooting',
  moving: 'moving',
  melee: 'melee',
  done: 'assault', // an assault ends its unit's activation, as 'done' did
};

/** A snapshot checked whole (a damaged one is refused, never half-restored), an older one brought up to date. */
function restoreFubar(data: unknown, setup?: GameSetup): Outcome<FubarState> {
  const shape = readSnapshot(SNAPSHOT, data, 'units', 'FUBAR');
  if (!shape.ok) return shape;
  const { phase, ctx: saved, history: kept } = shape.value;
  const { resume, ...rest } = structuredClone(saved);
  const ctx = { ...rest, rulesVersion: setup?.rulesVersion ?? rest.rulesVersion ?? 1 };
  const history = kept ?? (resume === undefined ? undefined : RESUME_AS_HISTORY[resume]);
  const state: FubarState = history ? { phase, ctx, history } : { phase, ctx };
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
  return s.phase === 'over' ? 'Game over' : s.phase;
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
    const finished = s.phase === 'over';
    const winner = c.winner === null ? null : SIDE_LETTER[c.winner];
    return {
      turn: c.turn,
      phase: s.phase,
      phaseRule: PHASE_RULE[s.phase],
      actor,
      finished,
      ...(finished ? { winner } : {}),
      label: finished
        ? `Turn ${c.turn} · Game over${winner ? ` · ${winner === 'A' ? c.sides[0].name : c.sides[1].name} wins` : ''}`
        : `Turn ${c.turn} · ${s.phase}${who ? ` · ${who}` : ''}`,
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
      phase: s.phase,
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
