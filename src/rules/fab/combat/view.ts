/**
 * What one side may see of a combat round (2.2 hidden blocks, 6.24 secret point unit): the pass-and-play
 * screen renders this view, never the raw round, so hidden labels and secret choices stay out of the DOM.
 */
import type { RoundState, UnitInRound } from './round';
import type { CombatSide } from './types';

/** An enemy block seen from behind: its side and nothing else. */
export interface HiddenBlock {
  readonly ref: string;
  readonly side: CombatSide;
  readonly hidden: true;
}

export interface RoundView extends Omit<
  RoundState,
  'units' | 'point' | 'log' | 'reinforcements' | 'available' | 'morale'
> {
  readonly viewer: CombatSide;
  readonly units: readonly (UnitInRound | HiddenBlock)[];
  readonly point: { readonly attacker: string | null; readonly defender: string | null };
  readonly log: RoundState['log'];
  readonly morale: RoundState['morale'];
  /** Reinforcement candidates for the defender only; Available assets of both sides unless hidden (10.0). */
  readonly reinforcements: RoundState['reinforcements'];
  readonly available: RoundState['available'];
}

// 2.2 / 6.24 the round as `viewer` may see it: enemy blocks still standing hide their labels; the enemy's
// point unit stays secret until it is revealed
export function viewRound(
  r: RoundState,
  viewer: CombatSide,
  opts: { readonly hiddenAssets?: boolean } = {},
): RoundView {
  const enemy: CombatSide = viewer === 'attacker' ? 'defender' : 'attacker';
  const shownForMorale = new Set(r.morale.map((m) => m.id));
  const secret = new Set(
    r.units.filter((u) => u.side === enemy && u.hidden && !shownForMorale.has(u.id)).map((u) => u.id),
  );
  let n = 0;
  const units = r.units.map((u): UnitInRound | HiddenBlock =>
    secret.has(u.id) ? { ref: `hidden-${++n}`, side: u.side, hidden: true } : u,
  );
  const enemyPoint = r.point[enemy];
  const point = { ...r.point, [enemy]: enemyPoint !== null && secret.has(enemyPoint) ? null : enemyPoint };
  const log = r.log.map((e) => {
    const id = e.params?.id ?? e.params?.unit;
    return typeof id === 'string' && secret.has(id)
      ? { ...e, params: { ...e.params, id: 'hidden', ...(e.params?.unit ? { unit: 'hidden' } : {}) } }
      : e;
  });
  return {
    ...r,
    viewer,
    units,
    point,
    originalDefenderPoint:
      r.originalDefenderPoint !== null && secret.has(r.originalDefenderPoint) ? null : r.originalDefenderPoint,
    log,
    reinforcements: viewer === 'defender' ? r.reinforcements : [],
    // assets are shown face up unless the players chose to hide them (10.0)
    available: opts.hiddenAssets
      ? {
          attacker: viewer === 'attacker' ? r.available.attacker : [],
          defender: viewer === 'defender' ? r.available.defender : [],
        }
      : r.available,
  };
}
