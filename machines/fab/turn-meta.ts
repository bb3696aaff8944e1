/**
 * What each state of the FAB turn chart (machines/fab/turn.ts) says about itself in its `meta`: its rulebook section,
 * who decides there and the sub-step of its phase it stands for (both resolved against the game by
 * machines/fab/actor.ts, whose `whereOf` turns a chart value into the game's phase and sub-step).
 */
/**
 * Who decides in a state of the chart (its `meta.decider`), resolved against the game by `deciderOf`:
 * the first or second player of 4.1, the phasing or non-phasing player, the enemy of the unit crossing a
 * river (5.35d blow) or that unit's owner (5.35d cross), the combat round's own decider (6.2), the owner of the
 * units overstacking an area (5.1), or nobody.
 */
export type TurnDecider =
  | 'first-player'
  | 'second-player'
  | 'phasing'
  | 'non-phasing'
  | 'bridge-enemy'
  | 'bridge-mover'
  | 'combat-round'
  | 'stacking'
  | 'nobody';

/**
 * The sub-step a state of the chart stands for inside its phase (`FabState.step`, resolved by `whereOf` in
 * machines/fab/actor.ts): 4.1 the first or the second player's steps a-c (stored as that player's side), 4.2 the
 * phasing or the non-phasing player's part. States without one have no sub-step ('').
 */
export type TurnStep = 'first-player' | 'second-player' | 'phasing' | 'non-phasing';

/** What each state of the turn chart says about itself: its rulebook section, who decides there, and the sub-step
 * of its phase it stands for (if any). */
export interface TurnMeta {
  readonly rule: string;
  readonly decider: TurnDecider;
  readonly step?: TurnStep;
}

const TURN_STEPS: ReadonlySet<unknown> = new Set<TurnStep | undefined>([
  'first-player',
  'second-player',
  'phasing',
  'non-phasing',
  undefined,
]);

const TURN_DECIDERS: ReadonlySet<unknown> = new Set<TurnDecider>([
  'first-player',
  'second-player',
  'phasing',
  'non-phasing',
  'bridge-enemy',
  'bridge-mover',
  'combat-round',
  'stacking',
  'nobody',
]);

/** A state's `meta` as the turn chart writes it. */
export function isTurnMeta(x: unknown): x is TurnMeta {
  if (typeof x !== 'object' || x === null) return false;
  const m: { rule?: unknown; decider?: unknown; step?: unknown } = x;
  return typeof m.rule === 'string' && TURN_DECIDERS.has(m.decider) && TURN_STEPS.has(m.step);
}
