/** General combat rules (6.1, 7.41, 7.42, 8.22): which areas must, may or may not fight a round now. */
import { accept, reject, type Result } from '../../common/result';
import type { Edition } from './types';

export interface AreaCombatQuery {
  /** The area became contested during the last movement phase (2.4). */
  readonly newlyContested: boolean;
  /** Rounds already fought in this area during the current combat phase. */
  readonly roundsThisPhase: number;
  readonly penetration: boolean;
  /** Penetration combat in an already contested area needs a special action (8.22). */
  readonly specialActionSpent?: boolean;
  readonly edition?: Edition;
}

export type CombatRequirement = 'mandatory' | 'optional';

// 6.1 / 7.41 / 7.42 whether a round in this area is mandatory or optional now, or a Rejection when it is not allowed
export function roundRequirement(q: AreaCombatQuery): Result<CombatRequirement> {
  const revised = (q.edition ?? 'revised') === 'revised';
  if (q.roundsThisPhase > 0 && (revised || q.penetration)) {
    return reject(
      q.penetration ? '8.22' : '6.1',
      'This area has already fought its combat round in this phase.',
      'combat.oneRoundPerPhase',
    );
  }
  if (q.newlyContested) return accept('mandatory');
  if (q.penetration && !q.specialActionSpent) {
    return reject(
      '7.42',
      'Fighting again in an already contested area during penetration combat costs a special action.',
      'combat.penetrationNeedsAction',
    );
  }
  return accept('optional');
}

// 6.1 a combat phase may end only when every newly contested area has fought its round
export function unresolvedMandatory(
  areas: readonly { readonly id: string; readonly newlyContested: boolean; readonly roundsThisPhase: number }[],
): string[] {
  return areas.filter((a) => a.newlyContested && a.roundsThisPhase === 0).map((a) => a.id);
}
