/**
 * Where a FAB game is and who decides there, in one place, both read from the turn chart's value and the `meta`
 * of its states (machines/fab/turn-table.ts, the table the chart's states take it from): `whereOf` gives the phase and sub-step the value stands for (the
 * engine stores them with every state it makes; no action of the chart writes them), `actorOf` the decider the
 * meta names, resolved against the game. The engine's status and hand-off, the per-side view, forced moves,
 * standing orders and the computer opponent all ask this. `stateValueOf` goes the other way, for old records.
 */
import type { ChartValue, FabPhase, FabState, Side } from '../../src/rules/fab/types';
import { otherSide } from '../../src/rules/fab/types';
import { overstackedSide } from '../../src/rules/fab/stacking';
import { roundActor } from './combat-bridge';
import { FAB_PHASES, turnMetaOf } from './turn-table';

/** The phases of the turn (3.0): the top-level states of the chart, named as `FabPhase`. */
const PHASES: ReadonlySet<string> = new Set(FAB_PHASES);
const isPhase = (x: string): x is FabPhase => PHASES.has(x);

/** Where the game is: the phase of the turn (3.0) and the sub-step inside it (4.1 the side whose steps a-c run,
 * 4.2 'phasing' or 'non-phasing'; '' elsewhere). */
export interface Where {
  readonly phase: FabPhase;
  readonly step: string;
}

/**
 * The phase and sub-step a turn chart value stands for: the phase is its top-level state, the sub-step the one
 * its deepest state's `meta` names (4.1 resolved to the first or second player's side). The one place that says
 * what `FabState.phase` and `FabState.step` hold; the engine stores its answer with every state it makes.
 */
export function whereOf(value: ChartValue, firstPlayer: Side): Where {
  const top = typeof value === 'string' ? value : (Object.keys(value)[0] ?? '');
  if (!isPhase(top)) throw new Error(`Not a state of the FAB turn chart: ${JSON.stringify(value)}`);
  const { step } = turnMetaOf(value);
  if (step === 'first-player') return { phase: top, step: firstPlayer };
  if (step === 'second-player') return { phase: top, step: otherSide(firstPlayer) };
  return { phase: top, step: step ?? '' };
}

/**
 * The turn chart's state value for a FAB state saved before the value was stored with it (or built directly by
 * `initialState`): derived once from the phase and its sub-step, the pending bridge decision and the round in
 * progress. Every state the engine makes carries the chart's own value (`FabState.chart`).
 */
export function stateValueOf(s: FabState): ChartValue {
  if (s.phase === 'reinforcement')
    return { reinforcement: s.step === s.scenario.firstPlayer ? 'firstPlayer' : 'secondPlayer' };
  if (s.phase === 'admin') return { admin: s.step === 'non-phasing' ? 'nonPhasingPlayer' : 'phasingPlayer' };
  if (s.phase === 'combat' || s.phase === 'penetration-combat') return { [s.phase]: s.combat ? 'round' : 'selecting' };
  // 5.1 (rules version 4 on) a movement phase ended with an area overstacked: its owner's retreat
  if (
    s.stacking &&
    (s.phase === 'operational-movement' || s.phase === 'penetration-movement' || s.phase === 'reaction')
  )
    return { [s.phase]: 'stacking' };
  if (s.phase === 'reaction') return { reaction: 'moving' };
  if (s.phase === 'operational-movement' || s.phase === 'penetration-movement') {
    const bridge: ChartValue | null = s.pendingBridge
      ? { bridgeDecision: s.pendingBridge.decider === 'enemy' ? 'enemy' : 'mover' }
      : null;
    // 5.3 a path under way rests only while it waits for a bridge decision (5.35d)
    return { [s.phase]: s.route && bridge ? { alongPath: bridge } : (bridge ?? 'moving') };
  }
  return s.phase;
}

/** The chart's value of a state: its own, or derived once for a state that has none. */
export const chartOf = (s: FabState): ChartValue => s.chart ?? stateValueOf(s);

/** The side that must decide now (pass-and-play hand-off), or null when the game is over: the decider named
 * by the chart's meta for the current state. */
export function actorOf(s: FabState): 'blue' | 'red' | null {
  if (s.finished) return null;
  const { decider } = turnMetaOf(chartOf(s));
  switch (decider) {
    case 'first-player':
      return s.scenario.firstPlayer;
    case 'second-player':
      return otherSide(s.scenario.firstPlayer);
    case 'phasing':
      return s.phasing;
    case 'non-phasing':
      return otherSide(s.phasing);
    case 'bridge-enemy':
    case 'bridge-mover': {
      const pb = s.pendingBridge;
      const mover = (pb && s.scenario.units.find((u) => u.id === pb.unit)?.side) ?? s.phasing;
      return decider === 'bridge-enemy' ? otherSide(mover) : mover;
    }
    case 'combat-round':
      return roundActor(s)?.side ?? s.phasing;
    case 'stacking':
      return overstackedSide(s) ?? s.phasing;
    case 'nobody':
      return null;
  }
}
