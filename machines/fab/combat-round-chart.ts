/**
 * The FAB combat round (6.2) as an xstate v5 statechart: states follow the rulebook steps 6.21-6.29 (plus 6.8
 * exploitation), each with its `meta` (rule, who decides); every decision is a transition with a named guard that
 * asks a rule of src/rules/fab/combat and a named action storing what that rule returns. The round's running
 * (start, apply, refusals, legal events) is machines/fab/combat-round.ts.
 */
import { assign, setup } from 'xstate';
import { remembered } from '../remembered';
import type { Result } from '../../src/rules/common/result';
import {
  abort as abortRule,
  absorbByDisorder,
  absorbByRetreat as absorbByRetreatRule,
  allocationDone,
  assignAssets as assignAssetsRule,
  attackerGone,
  canAbsorbByDisorder,
  canRoll as canRollRule,
  declineExploitation,
  designatePoint as designatePointRule,
  engineerRemovesDefences as engineerRemovesDefencesRule,
  exploit as exploitRule,
  exploitationArises,
  exploitationCandidates,
  fire,
  FIRE_STEP_RULE,
  isRoadblockOnly,
  legalStepLossTargets as legalStepLossTargetsRule,
  plannedDice as plannedDiceRule,
  pointNeeded,
  reinforce as reinforceRule,
  revealAll,
  stepLoss,
  withdraw as withdrawRule,
  type FireStep,
  type RoundState,
} from '../../src/rules/fab/combat/round';
import type { CombatEvent } from './events';
/**
 * The round's guards ask a rule, `can` asks the guards, and the action applies the rule: the same pure call on
 * the same round and event up to three times per event. Each rule below answers a repeated call from its last
 * answer (machines/chart-runner.ts, the one way the charts reuse a rule's answer).
 */
export const absorbByRetreat = remembered(absorbByRetreatRule);
export const abort = remembered(abortRule);
export const assignAssets = remembered(assignAssetsRule);
export const canRoll = remembered(canRollRule);
export const designatePoint = remembered(designatePointRule);
export const engineerRemovesDefences = remembered(engineerRemovesDefencesRule);
export const exploit = remembered(exploitRule);
export const legalStepLossTargets = remembered(legalStepLossTargetsRule);
export const plannedDice = remembered(plannedDiceRule);
export const reinforce = remembered(reinforceRule);
export const withdraw = remembered(withdrawRule);

type Ev<T extends CombatEvent['type']> = Extract<CombatEvent, { type: T }>;

/** Is the event of this type (its fields typed accordingly)? */
const isOfType = <K extends CombatEvent['type']>(e: CombatEvent, type: K): e is Ev<K> => e.type === type;

/** A guard or action of one event type, typed on that event's fields: it refuses any other event, as xstate's
 * `assertEvent` does (the chart only ever hands it its own). */
function on<K extends CombatEvent['type'], P, R>(type: K, f: (round: RoundState, e: Ev<K>, params: P) => R) {
  return ({ context, event }: { context: RoundState; event: CombatEvent }, params: P): R => {
    if (!isOfType(event, type)) throw new Error(`Expected a ${type} event, not ${event.type}.`);
    return f(context, event, params);
  };
}

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

export function isDecisionMeta(x: unknown): x is DecisionMeta {
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
    'canReinforce?': on('REINFORCE', (context, e) => ok(reinforce(context, e.unitId))),
    'canWithdraw?': on('WITHDRAW', (context, e) => ok(withdraw(context, e.destinations ?? {}))),
    'hasNoSpecialActionChoice?': ({ context }) =>
      isRoadblockOnly(context) || context.specialActions.used >= context.specialActions.defender,
    'areAttackerAssetsLegal?': on('ASSIGN_ASSETS', (context, e) => ok(assignAssets(context, 'attacker', e.assetIds))),
    'areDefenderAssetsLegal?': on('ASSIGN_ASSETS', (context, e) => ok(assignAssets(context, 'defender', e.assetIds))),
    'isLegalDefenderPoint?': on('DESIGNATE_POINT', (context, e) => ok(designatePoint(context, 'defender', e.unitId))),
    'isLegalAttackerPoint?': on('DESIGNATE_POINT', (context, e) => ok(designatePoint(context, 'attacker', e.unitId))),
    'isLegalReplacementPoint?': on('DESIGNATE_POINT', (context, e) => {
      const side = pointNeeded(context);
      return side !== null && ok(designatePoint(context, side, e.unitId));
    }),
    'hasNoDice?': ({ context }, params: { step: FireStep }) => plannedDice(context, params.step).length === 0,
    'canRoll?': on('ROLL', (context, e, params: { step: FireStep }) => canRoll(context, params.step, e.faces) === null),
    'isAllocationDone?': ({ context }) => allocationDone(context),
    'mustDesignatePoint?': ({ context }) => pointNeeded(context) !== null,
    'isLegalStepLoss?': on('STEP_LOSS', (context, e) => legalStepLossTargets(context).includes(e.targetId)),
    'canAbsorbByDisorder?': ({ context }) => canAbsorbByDisorder(context) === null,
    'canAbsorbByRetreat?': on('ABSORB_BY_RETREAT', (context, e) => ok(absorbByRetreat(context, e.destinations ?? {}))),
    'canAbort?': on('ABORT', (context, e) => ok(abort(context, e.destinations ?? {}))),
    'canEngineerRemoveDefences?': on('ENGINEER_REMOVE_DEFENCES', (context, e) =>
      ok(engineerRemovesDefences(context, e.assetId)),
    ),
    'didAttackerAbort?': ({ context }) => context.aborted,
    'isAttackerGone?': ({ context }) => attackerGone(context),
    'wasDefenderWipedByArtillery?': ({ context }) => context.wipedByArtillery,
    'hasNoExploitation?': ({ context }) => !exploitationArises(context) || exploitationCandidates(context).length === 0,
    'canExploit?': on('EXPLOIT', (context, e) => ok(exploit(context, e.faces))),
  },
  actions: {
    reinforce: assign(on('REINFORCE', (context, e) => val(reinforce(context, e.unitId), context))),
    withdraw: assign(on('WITHDRAW', (context, e) => val(withdraw(context, e.destinations ?? {}), context))),
    assignAttackerAssets: assign(
      on('ASSIGN_ASSETS', (context, e) => val(assignAssets(context, 'attacker', e.assetIds), context)),
    ),
    assignDefenderAssets: assign(
      on('ASSIGN_ASSETS', (context, e) => val(assignAssets(context, 'defender', e.assetIds), context)),
    ),
    designateDefenderPoint: assign(
      on('DESIGNATE_POINT', (context, e) => val(designatePoint(context, 'defender', e.unitId), context)),
    ),
    designateAttackerPoint: assign(
      on('DESIGNATE_POINT', (context, e) => val(designatePoint(context, 'attacker', e.unitId), context)),
    ),
    revealUnits: assign(({ context }) => revealAll(context)),
    designateReplacementPoint: assign(
      on('DESIGNATE_POINT', (context, e) => {
        const side = pointNeeded(context);
        return side ? val(designatePoint(context, side, e.unitId), context) : context;
      }),
    ),
    fire: assign(
      on('ROLL', (context, e, params: { step: FireStep }) => val(fire(context, params.step, e.faces), context)),
    ),
    takeStepLoss: assign(on('STEP_LOSS', (context, e) => val(stepLoss(context, e.targetId), context))),
    absorbByDisorder: assign(({ context }) => val(absorbByDisorder(context), context)),
    absorbByRetreat: assign(
      on('ABSORB_BY_RETREAT', (context, e) => val(absorbByRetreat(context, e.destinations ?? {}), context)),
    ),
    abort: assign(on('ABORT', (context, e) => val(abort(context, e.destinations ?? {}), context))),
    engineerRemovesDefences: assign(
      on('ENGINEER_REMOVE_DEFENCES', (context, e) => val(engineerRemovesDefences(context, e.assetId), context)),
    ),
    exploit: assign(on('EXPLOIT', (context, e) => val(exploit(context, e.faces), context))),
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
