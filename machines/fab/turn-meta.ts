/**
 * What each state of the FAB turn chart (machines/fab/turn.ts) says about itself in its `meta`: its rulebook section
 * and who decides there (resolved against the game by machines/fab/actor.ts).
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

/** What each state of the turn chart says about itself: its rulebook section and who decides there. */
export interface TurnMeta {
  readonly rule: string;
  readonly decider: TurnDecider;
}

export const stateMeta = (rule: string, decider: TurnDecider): { meta: TurnMeta } => ({ meta: { rule, decider } });

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
  const m: { rule?: unknown; decider?: unknown } = x;
  return typeof m.rule === 'string' && TURN_DECIDERS.has(m.decider);
}
