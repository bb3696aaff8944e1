/**
 * What each state of the FAB turn chart says about itself (its rulebook section, who decides there, the sub-step of
 * its phase), as a plain table by the state's path: the chart (./turn.ts, with xstate) arrives after a stored game's
 * first drawing (issue 30), and the engine's status, the hand-off and the legal moves read this table meanwhile. The
 * chart's states take their `meta` from here (`at`), so there is one table; tests/machines/fab/chart-meta.test.ts
 * checks that its paths are the chart's states, in order.
 */
import type { ChartValue, FabPhase } from '../../src/rules/fab/types';
import type { TurnDecider, TurnMeta, TurnStep } from './turn-meta';

const m = (rule: string, decider: TurnDecider, step?: TurnStep): TurnMeta =>
  step ? { rule, decider, step } : { rule, decider };

/** 5.35d the bridge decision's states under `at` (the enemy's answer, then the mover's). */
const bridge = (at: string): Record<string, TurnMeta> => ({
  [at]: m('5.35', 'bridge-mover'),
  [`${at}.enemy`]: m('5.35', 'bridge-enemy'),
  [`${at}.mover`]: m('5.35', 'bridge-mover'),
});

/** 5.2 / 7.3 a movement phase's states: moving, a bridge decision, a path under way (5.3), a stacking retreat (5.1). */
const movement = (phase: string, rule: string): Record<string, TurnMeta> => ({
  [phase]: m(rule, 'phasing'),
  [`${phase}.moving`]: m(rule, 'phasing'),
  ...bridge(`${phase}.bridgeDecision`),
  [`${phase}.alongPath`]: m('5.3', 'phasing'),
  [`${phase}.alongPath.moving`]: m('5.3', 'phasing'),
  ...bridge(`${phase}.alongPath.bridgeDecision`),
  [`${phase}.stacking`]: m('5.1', 'stacking'),
});

/** Every state of the turn chart by its path (`admin.phasingPlayer`), parents before children, in the chart's order. */
export const TURN_META: Readonly<Record<string, TurnMeta>> = {
  setup: m('24.0', 'nobody'),
  reinforcement: m('4.1', 'first-player'),
  'reinforcement.firstPlayer': m('4.1', 'first-player', 'first-player'),
  'reinforcement.secondPlayer': m('4.1', 'second-player', 'second-player'),
  admin: m('4.2', 'phasing'),
  'admin.phasingPlayer': m('4.2', 'phasing', 'phasing'),
  'admin.nonPhasingPlayer': m('4.2', 'non-phasing', 'non-phasing'),
  ...movement('operational-movement', '5.2'),
  'strategic-movement': m('5.4', 'phasing'),
  combat: m('6.0', 'phasing'),
  'combat.selecting': m('6.1', 'phasing'),
  'combat.round': m('6.2', 'combat-round'),
  reaction: m('7.2', 'non-phasing'),
  'reaction.moving': m('7.2', 'non-phasing'),
  'reaction.stacking': m('5.1', 'stacking'),
  ...movement('penetration-movement', '7.3'),
  'penetration-combat': m('7.4', 'phasing'),
  'penetration-combat.selecting': m('7.4', 'phasing'),
  'penetration-combat.round': m('7.4', 'combat-round'),
  supply: m('9.0', 'phasing'),
  'victory-check': m('3.4', 'nobody'),
  'game-over': m('3.5', 'nobody'),
};

/** A state's `meta` for the chart (./turn.ts): `{ ...at('admin.phasingPlayer'), on: ... }` (a path the table lacks
 * has none: tests/machines/fab/chart-meta.test.ts checks every state has its own). */
export const at = (path: string): { meta: TurnMeta | undefined } => ({ meta: TURN_META[path] });

/** The phases of the turn (3.0): the chart's top-level states, in its order. */
export const FAB_PHASES = Object.keys(TURN_META).filter((path) => !path.includes('.')) as readonly FabPhase[];

/** A chart value as stored (`ChartValue`) or as xstate types it (a child may be typed absent). */
type Value = ChartValue | { readonly [state: string]: Value | undefined };

/** The path of the state a (non-parallel) chart value names: `{ admin: 'phasingPlayer' }` is 'admin.phasingPlayer'. */
export function pathOf(value: Value): string {
  if (typeof value === 'string') return value;
  const [key] = Object.keys(value);
  if (key === undefined) return '';
  const sub = value[key];
  return sub === undefined ? key : `${key}.${pathOf(sub)}`;
}

/** The rule and decider of the state a turn value names; a value that names no state of the chart has none (3.0). */
export function turnMetaOf(value: Value): TurnMeta {
  const path = pathOf(value);
  return (Object.hasOwn(TURN_META, path) ? TURN_META[path] : undefined) ?? { rule: '3.0', decider: 'nobody' };
}
