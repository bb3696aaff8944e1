/**
 * Whether a game's system has newer rules than the game's own, and the last answer of a check of its moves under them
 * (src/app/session.ts): asked as the screen shows. The check and the move themselves (./rules-move.ts) are fetched when
 * the player asks.
 */
import type { Rejection } from '../../rules/common/result';
import { rulingsBetween, type Ruling } from '../../rules/common/rulings';
import type { StoredEvent } from '../../store';

/** Newer rules than a game's own: the versions and the rulings that changed between them. */
export interface RulesOffer {
  readonly from: number;
  readonly to: number;
  readonly changes: readonly Ruling[];
}

/** Moving a game to its system's newer rules: possible, with the rulings it would start to play by, or not. */
export type RulesCheck =
  | (RulesOffer & {
      readonly ok: true;
      /** Whether the position after the last move is the same under the new rules (summary compared). */
      readonly samePosition: boolean;
    })
  | (RulesOffer & {
      readonly ok: false;
      /** The first move the new rules refuse (0-based), with their reason. */
      readonly at: number;
      readonly rejection: Rejection;
    });

/** Newer rules than `version` exist for the engine's system: the rulings they changed since (null when none). */
export function offerOf(
  version: number,
  engine: { rulesVersion: number; rulings: readonly Ruling[] },
): RulesOffer | null {
  const current = engine.rulesVersion;
  return version >= current
    ? null
    : { from: version, to: current, changes: rulingsBetween(engine.rulings, version, current) };
}

/** The last answer of a rules check, kept with the rules version and the log (length, last move) it was for (a check
 * still running is the answer too: asked again meanwhile, it is not started twice). */
export class CheckCache {
  private last: { to: number; length: number; last: StoredEvent | null; result: Promise<RulesCheck> } | null = null;

  check(to: number, entries: readonly StoredEvent[], run: () => Promise<RulesCheck>): Promise<RulesCheck> {
    const last = entries[entries.length - 1] ?? null;
    const c = this.last;
    if (c && c.to === to && c.length === entries.length && c.last === last) return c.result;
    const result = run();
    this.last = { to, length: entries.length, last, result };
    // a check that failed (a part of the engine not fetched) is asked again next time
    result.catch(() => {
      if (this.last?.result === result) this.last = null;
    });
    return result;
  }
}
