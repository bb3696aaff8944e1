/**
 * The opponent explains its attacks (issue 29): the odds of a round as the attacker saw them from its side's view,
 * at its own point designation (6.24), the last choice before the dice, when its units and the assets it committed
 * (6.22 / 6.23) are about to be shown to both sides. The round is played out in worlds drawn from that view alone
 * (world.ts: the defender's hidden blocks and secret point unit drawn from what the attacker may know), with the
 * default round play (round-sim.ts) and fixed dice, so the same view gives the same figures. Nothing in them is
 * hidden from the defender once the blocks are revealed: the attacker's own units and chits in the battle, and its
 * estimate of the defender's.
 */
import type { OpponentView } from './input';
import { playOut } from './round-sim';
import { sampleWorld } from './world';
import { makeRng } from './rng';

export interface Outlook {
  /** Chance that the attacker holds the area alone after the round (the defender eliminated or gone). */
  readonly take: number;
  /** Steps the defender's units lose, on average. */
  readonly inflict: number;
  /** Steps the attacker's units lose, on average. */
  readonly suffer: number;
}

/** The attacker's odds of the round in progress from its view (null when the view is not the attacker's). */
export function attackOutlook(view: OpponentView, seed: number, fights = 160): Outlook | null {
  const c = view.combat;
  if (!c || c.attacker !== view.side) return null;
  const rng = makeRng(seed);
  const worlds = Array.from({ length: 8 }, () => sampleWorld(view, rng));
  let take = 0;
  let inflict = 0;
  let suffer = 0;
  let n = 0;
  for (let k = 0; k < fights; k++) {
    const w = worlds[k % worlds.length]!;
    if (!w.round) return null;
    const end = playOut({ ...w.round, r: { ...w.round.r, dice: { kind: 'seeded', s: rng.seed() } } }).r;
    const stays = (side: 'attacker' | 'defender') =>
      end.units.some((u) => u.side === side && u.steps > 0 && !(u.retreat && 'to' in u.retreat));
    if (stays('attacker') && !stays('defender')) take++;
    for (const u of end.units) {
      if (u.side === 'attacker') suffer += u.lossesThisRound;
      else inflict += u.lossesThisRound;
    }
    n++;
  }
  return n ? { take: take / n, inflict: inflict / n, suffer: suffer / n } : null;
}
