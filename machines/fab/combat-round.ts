/**
 * The FAB combat round (6.2) as an xstate v5 statechart. States follow the rulebook steps 6.21-6.29 (plus
 * 6.8 exploitation); guards are questions answered by src/rules/fab/combat; actions store what those rules
 * return. The machine says what may happen now; the rules say whether it is legal and what it does.
 *
 * The round is driven with the pure initial step and transition (machines/pure-transition.ts); its whole state is the
 * JSON value `{ value, round }` (`CombatRound`), so a game can keep it in its own state and replay it.
 */
import { assign, matchesState, setup, type SnapshotFrom, type StateValue } from 'xstate';
import { pureMachine } from '../pure-transition';
import { metaOf, transitionMetaOf } from '../chart-meta';
import { reject, type Rejection, type Result } from '../../src/rules/common/result';
import { rolledBetween } from '../../src/rules/common/dice';
import type { Outcome } from '../../src/rules/common/engine';
import {
  abort as abortRule,
  absorbByDisorder,
  absorbByRetreat as absorbByRetreatRule,
  allocationDone,
  assignAssets as assignAssetsRule,
  attackerGone,
  canAbort,
  canAbsorbByDisorder,
  canAbsorbByRetreat,
  canRoll as canRollRule,
  createRound,
  declineExploitation,
  designatePoint as designatePointRule,
  engineerRemovesDefences as engineerRemovesDefencesRule,
  exploit as exploitRule,
  exploitationArises,
  exploitationCandidates,
  fire,
  FIRE_STEP_RULE,
  FIRING_SIDE,
  isRoadblockOnly,
  legalStepLossTargets as legalStepLossTargetsRule,
  plannedDice as plannedDiceRule,
  pointCandidates,
  pointNeeded,
  reinforce as reinforceRule,
  retreatChoices,
  revealAll,
  roundResult,
  stepLoss,
  stepOdds,
  withdraw as withdrawRule,
  type StepOdds,
  type Destinations,
  type FireStep,
  type RoundResult,
  type RoundState,
} from '../../src/rules/fab/combat/round';
import type { CombatSide, RoundSetup } from '../../src/rules/fab/combat/types';
import { applyRoundResultToGame, roundSetupFromGame } from '../../src/rules/fab/combat/from-game';
import { FIRE_STEPS } from '../../src/rules/fab/combat/view';
import { assistantSetup, type AssistantBattle } from '../../src/rules/fab/combat/assistant';
import type { AreaId, FabState, Side } from '../../src/rules/fab/types';
import type { CombatEvent } from './events';

/**
 * The round's guards ask a rule, `can` asks the guards, and the action applies the rule: the same pure call on
 * the same round and event up to three times per event. Each rule below answers a repeated call (the same
 * arguments, by identity) from its last result instead of working it out again.
 */
function once<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  let last: { args: A; result: R } | null = null;
  return (...args: A): R => {
    if (last && last.args.length === args.length && last.args.every((x, i) => x === args[i])) return last.result;
    const result = fn(...args);
    last = { args, result };
    return result;
  };
}
const absorbByRetreat = once(absorbByRetreatRule);
const abort = once(abortRule);
const assignAssets = once(assignAssetsRule);
const canRoll = once(canRollRule);
const designatePoint = once(designatePointRule);
const engineerRemovesDefences = once(engineerRemovesDefencesRule);
const exploit = once(exploitRule);
const legalStepLossTargets = once(legalStepLossTargetsRule);
const plannedDice = once(plannedDiceRule);
const reinforce = once(reinforceRule);
const withdraw = once(withdrawRule);

export type { CombatEvent };

type Ev<T extends CombatEvent['type']> = Extract<CombatEvent, { type: T }>;

const ok = (r: Result<RoundState>): boolean => r.ok;
const val = (r: Result<RoundState>, fallback: RoundState): RoundState => (r.ok ? r.value : fallback);

/**
 * Who decides in a state of the round (its `meta.decider`), resolved against the round by `combatActor`: the
 * attacker or defender, the side firing this step, the side taking the hits, the side whose point unit fell
 * (6.24), or nobody. `secret`: the choice is hidden from the other side in a newly contested area (6.24).
 */
export type RoundDecider = 'attacker' | 'defender' | 'firing' | 'allocating' | 'point' | 'nobody';

/** What each state of the round says about itself: its rulebook section and who decides there. */
export interface RoundMeta {
  readonly rule: string;
  readonly decider: RoundDecider;
  readonly secret?: boolean;
}

const meta = (rule: string, decider: RoundDecider, secret?: boolean): { meta: RoundMeta } => ({
  meta: secret ? { rule, decider, secret } : { rule, decider },
});

const ROUND_DECIDERS: ReadonlySet<unknown> = new Set<RoundDecider>([
  'attacker',
  'defender',
  'firing',
  'allocating',
  'point',
  'nobody',
]);

/** A state's `meta` as the round chart writes it. */
export function isRoundMeta(x: unknown): x is RoundMeta {
  if (typeof x !== 'object' || x === null) return false;
  const m: { rule?: unknown; decider?: unknown } = x;
  return typeof m.rule === 'string' && ROUND_DECIDERS.has(m.decider);
}

/** What a decision (a transition of the round) says about itself: the rulebook section its button cites. */
export interface DecisionMeta {
  readonly rule: string;
}

function isDecisionMeta(x: unknown): x is DecisionMeta {
  return typeof x === 'object' && x !== null && typeof (x as { rule?: unknown }).rule === 'string';
}

/** A decision's own section, in its transition's `meta` (a transition without one cites its state's rule). */
const cites = (rule: string): { meta: DecisionMeta } => ({ meta: { rule } });

/**
 * A fire step (6.25-6.28): roll, allocate the hits, name a new point unit if one fell, done. Its section comes
 * from the rules' `FIRE_STEP_RULE`, which the rules layer owns because its own log entries and odds cite it and
 * src/rules imports nothing above it; everything above the rules reads it from this chart (`fireStepRule`).
 */
function fireStep(step: FireStep, allocationEvents: Record<string, unknown>, rollEvents: Record<string, unknown> = {}) {
  const rule = FIRE_STEP_RULE[step];
  return {
    ...meta(rule, 'nobody'),
    initial: 'roll' as const,
    states: {
      roll: {
        ...meta(rule, 'firing'),
        // artillery steps are skipped when no artillery was assigned; close fire always has firers
        // (a side with nothing left to fire has already ended the round), so it always rolls
        always:
          step === 'attackerArtillery' || step === 'defenderArtillery'
            ? [{ guard: { type: 'hasNoDice?' as const, params: { step } }, target: 'done' }]
            : [],
        on: {
          ROLL: {
            guard: { type: 'canRoll?' as const, params: { step } },
            actions: { type: 'fire' as const, params: { step } },
            target: 'allocate',
          },
          ...rollEvents,
        },
      },
      allocate: {
        ...meta(rule, 'allocating'),
        always: [{ guard: 'isAllocationDone?' as const, target: 'checkPoint' }],
        on: allocationEvents,
      },
      checkPoint: {
        ...meta(rule, 'nobody'),
        always: [{ guard: 'mustDesignatePoint?' as const, target: 'redesignate' }, { target: 'done' }],
      },
      redesignate: {
        ...meta('6.24', 'point'),
        on: {
          DESIGNATE_POINT: {
            guard: 'isLegalReplacementPoint?' as const,
            actions: 'designateReplacementPoint' as const,
            target: 'checkPoint',
            ...cites('6.24'),
          },
        },
      },
      done: { ...meta(rule, 'nobody'), type: 'final' as const },
    },
  };
}

const stepLossEvent = { STEP_LOSS: { guard: 'isLegalStepLoss?', actions: 'takeStepLoss', ...cites('6.43') } };

export const combatRoundMachine = setup({
  types: {
    context: {} as RoundState,
    events: {} as CombatEvent,
    input: {} as RoundState,
  },
  guards: {
    'canReinforce?': ({ context, event }) => ok(reinforce(context, (event as Ev<'REINFORCE'>).unitId)),
    'canWithdraw?': ({ context, event }) => ok(withdraw(context, (event as Ev<'WITHDRAW'>).destinations ?? {})),
    'hasNoSpecialActionChoice?': ({ context }) =>
      isRoadblockOnly(context) || context.specialActions.used >= context.specialActions.defender,
    'areAttackerAssetsLegal?': ({ context, event }) =>
      ok(assignAssets(context, 'attacker', (event as Ev<'ASSIGN_ASSETS'>).assetIds)),
    'areDefenderAssetsLegal?': ({ context, event }) =>
      ok(assignAssets(context, 'defender', (event as Ev<'ASSIGN_ASSETS'>).assetIds)),
    'isLegalDefenderPoint?': ({ context, event }) =>
      ok(designatePoint(context, 'defender', (event as Ev<'DESIGNATE_POINT'>).unitId)),
    'isLegalAttackerPoint?': ({ context, event }) =>
      ok(designatePoint(context, 'attacker', (event as Ev<'DESIGNATE_POINT'>).unitId)),
    'isLegalReplacementPoint?': ({ context, event }) => {
      const side = pointNeeded(context);
      return side !== null && ok(designatePoint(context, side, (event as Ev<'DESIGNATE_POINT'>).unitId));
    },
    'hasNoDice?': ({ context }, params: { step: FireStep }) => plannedDice(context, params.step).length === 0,
    'canRoll?': ({ context, event }, params: { step: FireStep }) =>
      canRoll(context, params.step, (event as Ev<'ROLL'>).faces) === null,
    'isAllocationDone?': ({ context }) => allocationDone(context),
    'mustDesignatePoint?': ({ context }) => pointNeeded(context) !== null,
    'isLegalStepLoss?': ({ context, event }) =>
      legalStepLossTargets(context).includes((event as Ev<'STEP_LOSS'>).targetId),
    'canAbsorbByDisorder?': ({ context }) => canAbsorbByDisorder(context) === null,
    'canAbsorbByRetreat?': ({ context, event }) =>
      ok(absorbByRetreat(context, (event as Ev<'ABSORB_BY_RETREAT'>).destinations ?? {})),
    'canAbort?': ({ context, event }) => ok(abort(context, (event as Ev<'ABORT'>).destinations ?? {})),
    'canEngineerRemoveDefences?': ({ context, event }) =>
      ok(engineerRemovesDefences(context, (event as Ev<'ENGINEER_REMOVE_DEFENCES'>).assetId)),
    'didAttackerAbort?': ({ context }) => context.aborted,
    'isAttackerGone?': ({ context }) => attackerGone(context),
    'wasDefenderWipedByArtillery?': ({ context }) => context.wipedByArtillery,
    'hasNoExploitation?': ({ context }) => !exploitationArises(context) || exploitationCandidates(context).length === 0,
    'canExploit?': ({ context, event }) => ok(exploit(context, (event as Ev<'EXPLOIT'>).faces)),
  },
  actions: {
    reinforce: assign(({ context, event }) => val(reinforce(context, (event as Ev<'REINFORCE'>).unitId), context)),
    withdraw: assign(({ context, event }) =>
      val(withdraw(context, (event as Ev<'WITHDRAW'>).destinations ?? {}), context),
    ),
    assignAttackerAssets: assign(({ context, event }) =>
      val(assignAssets(context, 'attacker', (event as Ev<'ASSIGN_ASSETS'>).assetIds), context),
    ),
    assignDefenderAssets: assign(({ context, event }) =>
      val(assignAssets(context, 'defender', (event as Ev<'ASSIGN_ASSETS'>).assetIds), context),
    ),
    designateDefenderPoint: assign(({ context, event }) =>
      val(designatePoint(context, 'defender', (event as Ev<'DESIGNATE_POINT'>).unitId), context),
    ),
    designateAttackerPoint: assign(({ context, event }) =>
      val(designatePoint(context, 'attacker', (event as Ev<'DESIGNATE_POINT'>).unitId), context),
    ),
    revealUnits: assign(({ context }) => revealAll(context)),
    designateReplacementPoint: assign(({ context, event }) => {
      const side = pointNeeded(context);
      return side ? val(designatePoint(context, side, (event as Ev<'DESIGNATE_POINT'>).unitId), context) : context;
    }),
    fire: assign(({ context, event }, params: { step: FireStep }) =>
      val(fire(context, params.step, (event as Ev<'ROLL'>).faces), context),
    ),
    takeStepLoss: assign(({ context, event }) => val(stepLoss(context, (event as Ev<'STEP_LOSS'>).targetId), context)),
    absorbByDisorder: assign(({ context }) => val(absorbByDisorder(context), context)),
    absorbByRetreat: assign(({ context, event }) =>
      val(absorbByRetreat(context, (event as Ev<'ABSORB_BY_RETREAT'>).destinations ?? {}), context),
    ),
    abort: assign(({ context, event }) => val(abort(context, (event as Ev<'ABORT'>).destinations ?? {}), context)),
    engineerRemovesDefences: assign(({ context, event }) =>
      val(engineerRemovesDefences(context, (event as Ev<'ENGINEER_REMOVE_DEFENCES'>).assetId), context),
    ),
    exploit: assign(({ context, event }) => val(exploit(context, (event as Ev<'EXPLOIT'>).faces), context)),
    declineExploitation: assign(({ context }) => val(declineExploitation(context), context)),
    clearAllocation: assign(({ context }) => ({ ...context, allocation: null })),
  },
}).createMachine({
  id: 'fabCombatRound',
  context: ({ input }) => input,
  initial: 'defenderSpecialAction',
  states: {
    /** 6.21 the defender may reinforce (8.23) or withdraw (8.24) by special action. */
    defenderSpecialAction: {
      ...meta('6.21', 'defender'),
      always: [{ guard: 'hasNoSpecialActionChoice?', target: 'attackerAssignsAssets' }],
      on: {
        REINFORCE: { guard: 'canReinforce?', actions: 'reinforce', ...cites('8.23') },
        WITHDRAW: { guard: 'canWithdraw?', actions: 'withdraw', target: 'exploitation', ...cites('8.24') },
        DECLINE_SPECIAL_ACTION: { target: 'attackerAssignsAssets' },
      },
    },
    /** 6.22 */
    attackerAssignsAssets: {
      ...meta('6.22', 'attacker'),
      on: {
        ASSIGN_ASSETS: {
          guard: 'areAttackerAssetsLegal?',
          actions: 'assignAttackerAssets',
          target: 'defenderAssignsAssets',
          ...cites('6.22'),
        },
      },
    },
    /** 6.23 */
    defenderAssignsAssets: {
      ...meta('6.23', 'defender'),
      on: {
        ASSIGN_ASSETS: {
          guard: 'areDefenderAssetsLegal?',
          actions: 'assignDefenderAssets',
          target: 'designatePointUnits',
          ...cites('6.23'),
        },
      },
    },
    /** 6.24 defender first (secretly in a newly contested area), then attacker, then reveal. */
    designatePointUnits: {
      ...meta('6.24', 'nobody'),
      initial: 'defender',
      states: {
        defender: {
          // secret in a newly contested area (6.24)
          ...meta('6.24', 'defender', true),
          on: {
            DESIGNATE_POINT: {
              guard: 'isLegalDefenderPoint?',
              actions: 'designateDefenderPoint',
              target: 'attacker',
              ...cites('6.24'),
            },
          },
        },
        attacker: {
          ...meta('6.24', 'attacker'),
          on: {
            DESIGNATE_POINT: {
              guard: 'isLegalAttackerPoint?',
              actions: ['designateAttackerPoint', 'revealUnits'],
              target: 'done',
              ...cites('6.24'),
            },
          },
        },
        done: { ...meta('6.24', 'nobody'), type: 'final' },
      },
      onDone: { target: 'attackerArtillery' },
    },
    /** 6.25 */
    attackerArtillery: {
      ...fireStep('attackerArtillery', {
        ...stepLossEvent,
        ABSORB_BY_DISORDER: { guard: 'canAbsorbByDisorder?', actions: 'absorbByDisorder', ...cites('6.42b') },
      }),
      onDone: { target: 'defenderArtillery', actions: 'clearAllocation' },
    },
    /** 6.26 */
    defenderArtillery: {
      ...fireStep('defenderArtillery', {
        ...stepLossEvent,
        ABORT: { guard: 'canAbort?', actions: 'abort', ...cites('6.41b') },
      }),
      onDone: [
        { guard: 'didAttackerAbort?', target: 'exploitation', actions: 'clearAllocation' },
        { guard: 'isAttackerGone?', target: 'exploitation', actions: 'clearAllocation' },
        { guard: 'wasDefenderWipedByArtillery?', target: 'exploitation', actions: 'clearAllocation' },
        { target: 'defensiveCloseFire', actions: 'clearAllocation' },
      ],
    },
    /** 6.27 */
    defensiveCloseFire: {
      ...fireStep('defensiveCloseFire', {
        ...stepLossEvent,
        ABORT: { guard: 'canAbort?', actions: 'abort', ...cites('6.41b') },
      }),
      onDone: [
        { guard: 'didAttackerAbort?', target: 'endOfRound', actions: 'clearAllocation' },
        { guard: 'isAttackerGone?', target: 'endOfRound', actions: 'clearAllocation' },
        { target: 'offensiveCloseFire', actions: 'clearAllocation' },
      ],
    },
    /** 6.28 (with the 6.33 engineer option before the roll) */
    offensiveCloseFire: {
      ...fireStep(
        'offensiveCloseFire',
        {
          ...stepLossEvent,
          ABSORB_BY_RETREAT: { guard: 'canAbsorbByRetreat?', actions: 'absorbByRetreat', ...cites('6.42c') },
        },
        {
          ENGINEER_REMOVE_DEFENCES: {
            guard: 'canEngineerRemoveDefences?',
            actions: 'engineerRemovesDefences',
            ...cites('6.33'),
          },
        },
      ),
      onDone: { target: 'exploitation', actions: 'clearAllocation' },
    },
    /** 6.8 */
    exploitation: {
      ...meta('6.8', 'attacker'),
      always: [{ guard: 'hasNoExploitation?', target: 'endOfRound' }],
      on: {
        EXPLOIT: { guard: 'canExploit?', actions: 'exploit', target: 'endOfRound', ...cites('6.8') },
        DECLINE_EXPLOITATION: { actions: 'declineExploitation', target: 'endOfRound', ...cites('6.8') },
      },
    },
    /** 6.29 */
    endOfRound: { ...meta('6.29', 'nobody'), type: 'final' },
  },
});

export type CombatRoundSnapshot = SnapshotFrom<typeof combatRoundMachine>;

/** The whole combat round as plain JSON: the statechart's state value and the round data. */
export interface CombatRound {
  readonly value: StateValue;
  readonly round: RoundState;
}

/** The snapshot each round came from, so the next event does not resolve the state again (a cache: used only
 * when it holds the round's own value and data). */
const snapshots = new WeakMap<CombatRound, CombatRoundSnapshot>();
/** The statechart's pure steps with one shared inert scope (machines/pure-transition.ts: replay speed). */
const roundChart = pureMachine(combatRoundMachine);

function toSnapshot(cr: CombatRound): CombatRoundSnapshot {
  const known = snapshots.get(cr);
  if (known && known.value === cr.value && known.context === cr.round) return known;
  return combatRoundMachine.resolveState({ value: cr.value, context: cr.round });
}

function fromSnapshot(s: CombatRoundSnapshot): CombatRound {
  const cr = { value: s.value, round: s.context };
  snapshots.set(cr, s);
  return cr;
}

// 6.2 start a combat round from a plain description of both sides
export function startCombatRound(setupData: RoundSetup): Result<CombatRound> {
  const r = createRound(setupData);
  if (!r.ok) return r;
  return { ok: true, value: fromRound(r.value) };
}

/** Enter the statechart with an already-built round (from-game adapters use this). */
export function fromRound(round: RoundState): CombatRound {
  return fromSnapshot(roundChart.initial(round));
}

/** Dotted name of the current step, e.g. 'offensiveCloseFire.allocate'. */
export function stepPath(cr: CombatRound): string {
  const walk = (v: StateValue): string =>
    typeof v === 'string' ? v : (Object.entries(v).map(([k, sub]) => `${k}.${walk(sub as StateValue)}`)[0] ?? '');
  return walk(cr.value);
}

/** The rule and decider of the state a round's value names (its deepest state's `meta`, machines/chart-meta.ts). */
export function metaOfStep(value: StateValue): RoundMeta {
  return metaOf(combatRoundMachine, value, isRoundMeta) ?? { rule: '6.2', decider: 'nobody' };
}

/** The state's own rule and decider: the deepest active state's meta (a child's overrides its parent's). */
export function roundMeta(cr: CombatRound): RoundMeta {
  return metaOfStep(cr.value);
}

/** The section a fire step (6.25-6.28) cites, read from the chart's meta of that step. */
export function fireStepRule(step: FireStep): string {
  return metaOfStep(step).rule;
}

/**
 * The section a decision cites on its button, read from the chart: the `meta` of the transition the round's
 * state (`value`) takes on that event. Null when the decision has no section of its own (declining the
 * defender's special action; a roll, which cites its fire step's) or the state does not take it.
 */
export function decisionRule(value: StateValue, type: CombatEvent['type']): string | null {
  return transitionMetaOf(combatRoundMachine, value, type, isDecisionMeta)?.rule ?? null;
}

/** Is the round in this step (a step name, or a step and its sub-step: `{ offensiveCloseFire: 'roll' }`)? */
export function inStep(value: StateValue, step: StateValue): boolean {
  return matchesState(step, value);
}

/** The fire step (6.25-6.28) the round is in, if any. */
export function fireStepOf(value: StateValue): FireStep | null {
  return FIRE_STEPS.find((st) => inStep(value, st)) ?? null;
}

/** The round's top-level step (6.21-6.29), e.g. 'offensiveCloseFire'. */
export function topStep(value: StateValue): string {
  return typeof value === 'string' ? value : (Object.keys(value)[0] ?? '');
}

/** The rulebook section of the current step, for the phase banner and reference links (the chart's meta). */
export function stepRule(cr: CombatRound): string {
  return roundMeta(cr).rule;
}

export function isRoundOver(cr: CombatRound): boolean {
  return inStep(cr.value, 'endOfRound');
}

/** Which side must act now, and whether its choice is secret from the other (6.24 in a newly contested area):
 * the decider named by the chart's meta for the current state. */
export function combatActor(cr: CombatRound): { readonly side: CombatSide; readonly secret: boolean } | null {
  const m = roundMeta(cr);
  const r = cr.round;
  switch (m.decider) {
    case 'attacker':
    case 'defender':
      return { side: m.decider, secret: !!m.secret && r.newlyContested };
    case 'firing': {
      const step = fireStepOf(cr.value);
      return step ? { side: FIRING_SIDE[step], secret: false } : null;
    }
    case 'allocating':
      return r.allocation ? { side: r.allocation.against, secret: false } : null;
    case 'point': {
      const side = pointNeeded(r);
      return side ? { side, secret: false } : null;
    }
    case 'nobody':
      return null;
  }
}

/** Does this event type belong to the current step at all? */
function acceptsType(cr: CombatRound, type: CombatEvent['type']): boolean {
  const node = toSnapshot(cr)._nodes;
  return node.some((n) => Object.keys(n.config.on ?? {}).includes(type));
}

function sideForStep(cr: CombatRound): CombatSide {
  return combatActor(cr)?.side ?? 'attacker';
}

/** Why the rules refuse this event now (used to turn a refused transition into a Rejection). */
function explain(cr: CombatRound, e: CombatEvent): Rejection {
  const r = cr.round;
  // hit-priority options carry their own rule even outside their fire step (6.41b, 6.42b, 6.42c, 6.33)
  const specific =
    e.type === 'ABSORB_BY_DISORDER'
      ? canAbsorbByDisorder(r)
      : e.type === 'ABSORB_BY_RETREAT'
        ? canAbsorbByRetreat(r)
        : e.type === 'ABORT'
          ? canAbort(r)
          : e.type === 'ENGINEER_REMOVE_DEFENCES' && !acceptsType(cr, e.type)
            ? reject(
                '6.33',
                "An engineer may remove the defences only just before the attacker's close fire.",
                'combat.engineerNotNow',
              )
            : null;
  if (specific) return specific;
  if (!acceptsType(cr, e.type)) {
    return reject(
      stepRule(cr),
      `That cannot be done now: the round is at step ${stepRule(cr)} (${stepPath(cr)}).`,
      'combat.notNow',
      {
        step: stepPath(cr),
      },
    );
  }
  const fireStep = fireStepOf(cr.value);
  const res = ((): Result<unknown> | Rejection | null => {
    switch (e.type) {
      case 'REINFORCE':
        return reinforce(r, e.unitId);
      case 'WITHDRAW':
        return withdraw(r, e.destinations ?? {});
      case 'ASSIGN_ASSETS':
        return assignAssets(r, sideForStep(cr), e.assetIds);
      case 'DESIGNATE_POINT':
        return designatePoint(r, pointNeeded(r) ?? sideForStep(cr), e.unitId);
      case 'ROLL':
        return fireStep ? canRoll(r, fireStep, e.faces) : null;
      case 'ENGINEER_REMOVE_DEFENCES':
        return engineerRemovesDefences(r, e.assetId);
      case 'STEP_LOSS':
        return stepLoss(r, e.targetId);
      case 'ABSORB_BY_DISORDER':
        return canAbsorbByDisorder(r);
      case 'ABSORB_BY_RETREAT':
        return absorbByRetreat(r, e.destinations ?? {});
      case 'ABORT':
        return canAbort(r) ?? abort(r, e.destinations ?? {});
      case 'EXPLOIT':
        return exploit(r, e.faces);
      default:
        return null;
    }
  })();
  if (res && !res.ok) return res;
  return reject('6.2', 'That cannot be done now.', 'combat.notNow', { step: stepPath(cr) });
}

// 6.2 apply one event to the round: the whole next round, or a Rejection citing the rule
export function applyCombatEvent(cr: CombatRound, e: CombatEvent): Outcome<CombatRound> {
  const snap = toSnapshot(cr);
  if (!snap.can(e)) return explain(cr, e);
  const next = roundChart.transition(snap, e);
  const out = fromSnapshot(next);
  const barrier =
    rolledBetween(cr.round.dice, out.round.dice) ||
    out.round.revealed.length > cr.round.revealed.length ||
    out.round.morale.length > cr.round.morale.length ||
    (e.type === 'ROLL' && !!e.faces) ||
    (e.type === 'EXPLOIT' && !!e.faces);
  return { ok: true, state: out, barrier };
}

/** Default retreat destinations: each unit's first legal choice (for the representative legal-event list). */
function defaultDestinations(r: RoundState, side: CombatSide, riverBack = false): Destinations {
  const out: Record<string, string | null> = {};
  for (const [id, opts] of Object.entries(retreatChoices(r, side, riverBack))) out[id] = opts[0] ?? null;
  return out;
}

// 6.2 every legal event now (a representative finite set where the choices are combinatorial)
export function legalCombatEvents(cr: CombatRound): CombatEvent[] {
  const r = cr.round;
  const candidates: CombatEvent[] = [];
  const at = (step: StateValue) => inStep(cr.value, step);
  const fireStep = fireStepOf(cr.value);
  if (at('defenderSpecialAction')) {
    for (const c of r.reinforcements) candidates.push({ type: 'REINFORCE', unitId: c.unit.id });
    candidates.push(
      { type: 'WITHDRAW', destinations: defaultDestinations(r, 'defender') },
      { type: 'DECLINE_SPECIAL_ACTION' },
    );
  } else if (at('attackerAssignsAssets') || at('defenderAssignsAssets')) {
    const side: CombatSide = at('attackerAssignsAssets') ? 'attacker' : 'defender';
    candidates.push({ type: 'ASSIGN_ASSETS', assetIds: [] });
    const greedy: string[] = [];
    for (const a of r.available[side]) {
      candidates.push({ type: 'ASSIGN_ASSETS', assetIds: [a.id] });
      if (assignAssets(r, side, [...greedy, a.id]).ok) greedy.push(a.id);
    }
    if (greedy.length > 1) candidates.push({ type: 'ASSIGN_ASSETS', assetIds: greedy });
  } else if (at('designatePointUnits')) {
    for (const id of pointCandidates(r, at({ designatePointUnits: 'defender' }) ? 'defender' : 'attacker'))
      candidates.push({ type: 'DESIGNATE_POINT', unitId: id });
  } else if (fireStep) {
    if (at({ [fireStep]: 'roll' })) {
      candidates.push({ type: 'ROLL' });
      if (fireStep === 'offensiveCloseFire') {
        for (const a of r.assets)
          if (a.kind === 'engineer' && a.side === 'attacker')
            candidates.push({ type: 'ENGINEER_REMOVE_DEFENCES', assetId: a.id });
      }
    } else if (at({ [fireStep]: 'allocate' })) {
      for (const id of legalStepLossTargets(r)) candidates.push({ type: 'STEP_LOSS', targetId: id });
      candidates.push({ type: 'ABSORB_BY_DISORDER' });
      candidates.push({ type: 'ABSORB_BY_RETREAT', destinations: defaultDestinations(r, 'defender') });
      candidates.push({ type: 'ABORT', destinations: defaultDestinations(r, 'attacker', r.riverAssault) });
    } else if (at({ [fireStep]: 'redesignate' })) {
      const side = pointNeeded(r);
      if (side) for (const id of pointCandidates(r, side)) candidates.push({ type: 'DESIGNATE_POINT', unitId: id });
    }
  } else if (at('exploitation')) {
    candidates.push({ type: 'EXPLOIT' }, { type: 'DECLINE_EXPLOITATION' });
  }
  const snap = toSnapshot(cr);
  return candidates.filter((e) => snap.can(e));
}

// 6.29 what the finished round leaves on the board (null while the round is still being fought)
export function combatResult(cr: CombatRound): RoundResult | null {
  return isRoundOver(cr) ? roundResult(cr.round) : null;
}

// 6.2 / 7.4 start a round in an area of a FAB game (the phasing player attacks; penetration combat never exploits)
export function startRoundFromGame(
  s: FabState,
  area: AreaId,
  opts: { penetration?: boolean; attacker?: Side } = {},
): Result<CombatRound> {
  const setupData = roundSetupFromGame(s, area, opts);
  if (!setupData.ok) return setupData;
  return startCombatRound(setupData.value);
}

// 6.29 put a finished round's result on the board (a Rejection while the round is still being fought)
export function finishRoundInGame(s: FabState, cr: CombatRound, attacker: Side = s.phasing): Result<FabState> {
  const res = combatResult(cr);
  if (!res) return reject('6.29', 'The combat round is not over yet.', 'combat.notOver');
  return applyRoundResultToGame(s, res, attacker);
}

// 6.2 combat assistant: run a round for a battle described at the table (seeded, scripted or typed dice)
export function startCombatAssistant(battle: AssistantBattle): Result<CombatRound> {
  const setupData = assistantSetup(battle);
  if (!setupData.ok) return setupData;
  return startCombatRound(setupData.value);
}

// 6.25-6.28 exact odds of the fire step about to be rolled (null when the round is not waiting for a roll)
export function currentStepOdds(cr: CombatRound): StepOdds | null {
  const step = fireStepOf(cr.value);
  if (!step || !inStep(cr.value, { [step]: 'roll' })) return null;
  return stepOdds(cr.round, step);
}
