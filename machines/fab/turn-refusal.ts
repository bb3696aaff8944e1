/**
 * Why the FAB turn chart (machines/fab/turn.ts) refused an event: the reason of the guard that said no, read from the
 * transitions the chart declares for the event (public state nodes, machines/chart-meta.ts) and the rule each
 * guard asks (machines/fab/turn-rules.ts).
 */
import type { StateValue } from 'xstate';
import { eventsUnder, leafKey, transitionsOn, transitionsUnder } from '../chart-meta';
import { reject, type Rejection } from '../../src/rules/common/result';
import type { FabState } from '../../src/rules/fab/types';
import { canFinishReinforcement } from '../../src/rules/fab/reinforcement';
import { isCombatEvent, type FabEvent } from './events';
import { combatsOwed, decision, finishMovement, stepSide } from './turn-rules';
import { fabTurnMachine, type TurnSnapshot } from './turn';

/** Why a guard of the chart says no, for the guards that stand for a rule (the others only pick a branch). */
function guardReason(guard: unknown, g: FabState, e: FabEvent): Rejection | null {
  if (typeof guard !== 'string') return null;
  if (guard.startsWith('may') || guard === 'isTakenByRound?') {
    const r = decision(g, e);
    return r.ok ? null : r;
  }
  if (guard === 'canEndMovement?') {
    const r = finishMovement(g);
    return r.ok ? null : r;
  }
  if (guard === 'areMandatoryCombatsFought?') return combatsOwed(g);
  if (guard === 'canFinishReinforcement?') {
    const r = canFinishReinforcement(g, stepSide(g));
    return r.ok ? reject('4.1', 'Not yet.') : r;
  }
  return null;
}

const isStepEvent = (e: FabEvent): boolean => e.type === 'START' || e.type === 'END_STEP' || e.type === 'END_PHASE';

/**
 * Why the chart takes no transition for `e` in the state `snap`: the reason of the guard that said no, read from
 * the chart's declared transitions (the state's own, or for an event of another step of this phase, such as the
 * other half of a bridge decision, that step's); or what the state waits for. Null when the event has no step of
 * the current phase at all (a round's event between rounds, a step of the turn elsewhere).
 */
export function refusal(snap: TurnSnapshot, e: FabEvent): Rejection | null {
  const g = snap.context.g;
  const at = leafKey(snap.value);
  // 5.1 a stacking retreat under way is the one thing to do before the phase ends
  if (at === 'stacking' && e.type !== 'STACK_RETREAT')
    return reject(
      '5.1',
      'An area is overstacked at the end of the phase: its owner retreats the excess units first.',
      'stack.first',
    );
  if (e.type === 'END_PHASE') {
    // 5.35d the phase cannot end while a bridge decision waits, 6.29 nor in the middle of a round
    if (at === 'enemy' || at === 'mover') return reject('5.35', 'A bridge-blowing decision must be made first.');
    if (at === 'round') return reject('6.29', 'Finish the combat round in progress first.');
  }
  const here = transitionsOn(fabTurnMachine, snap.value, e.type);
  const phase = phaseNode(snap.value);
  const asked = here ?? (isCombatEvent(e) || isStepEvent(e) || !phase ? undefined : transitionsUnder(phase, e.type));
  for (const t of asked ?? []) {
    const why = guardReason(t.guard, g, e);
    if (why) return why;
  }
  return null;
}

/** The chart's node of the phase a value names. */
function phaseNode(value: StateValue) {
  const phase = typeof value === 'string' ? value : Object.keys(value)[0];
  return phase !== undefined && Object.hasOwn(fabTurnMachine.root.states, phase)
    ? fabTurnMachine.root.states[phase]
    : undefined;
}

/** Every event type some state of the current phase takes (the phase's whole subtree). */
export function phaseEvents(snap: TurnSnapshot): ReadonlySet<string> {
  const node = phaseNode(snap.value);
  return node ? eventsUnder(node) : new Set();
}
