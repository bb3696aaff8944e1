/**
 * The opponent's levels (issue 29), tuned by self-play (`npm run arena`; the README gives the figures). Each
 * level is a budget of look-ahead and a few switches of what it looks at:
 *
 * - easy: few worlds and playouts, no in-round search (the default round play of round-sim.ts), picks among its
 *   candidates at random weighted by their worth (softmax), so it makes mistakes a player can punish;
 * - normal: whole moves searched over sampled worlds, a second unit joining each attack considered (5.35a moves
 *   one unit at a time: alone, an attack by one of two units standing together looked worse than none, and normal
 *   as Blue in Millbrook let a weak defender of a VP area be; with it, 97.5 % as Blue against random play instead
 *   of 95.0 %, the same 200 games), best choice taken;
 * - hard: more worlds and playouts, strategic movement (5.4) played in its look-ahead, wider in-round search, a
 *   work budget, and a utility that keeps telling positions apart far behind (`HARD_WEIGHTS`, below).
 *
 * Budgets count playouts and playout steps (never time), so a decision is the same on any machine.
 */
import { WEIGHTS, type EvalWeights } from './evaluate';

export type Level = 'easy' | 'normal' | 'hard';
export const LEVELS: readonly Level[] = ['easy', 'normal', 'hard'];

export interface LevelParams {
  /** Determinized worlds per decision. */
  readonly worlds: number;
  /** Playouts for one decision of a movement or combat phase (shared among its candidates). */
  readonly budget: number;
  /** Playouts for one decision inside a combat round (0: the default round play, no search). */
  readonly roundBudget: number;
  /** Moves kept after the quick screen, per unit (the unit's attacks are all kept). */
  readonly perUnit: number;
  /** Moves kept after the quick screen, in all. */
  readonly screen: number;
  /** Consider a second unit joining each attack (the continuation of the phase). */
  readonly pairs: boolean;
  /** Play 5.4 strategic movement in the look-ahead of operational moves (a reserve marker's worth). */
  readonly strategic: boolean;
  /** How fast the playout budget shrinks with the blocks on the map past a dozen (budget x (12 / blocks) ^ this):
   * a playout costs more with more blocks, and a decision must keep its time (issue 29, hard: under 1 s at the
   * 95th percentile on a device four times slower). */
  readonly shrink: number;
  /** Playout steps one decision may spend (work.ts; 0: no bound beyond the playouts): the search stops when they
   * are spent, whatever the position's size. Calibrated against time (issue 29, hard: under 1 s at the 95th
   * percentile in the browser's worker at 4x CPU throttling; the README gives the figures). */
  readonly work: number;
  /** Softmax temperature over the candidates' utilities (0: always the best). */
  readonly noise: number;
  /** ... when the side is not the phasing player (it defends: reaction, bridges, its rounds as defender). */
  readonly defenceNoise: number;
  readonly weights: EvalWeights;
}

/** Hard's evaluation: half its utility is the margin on a scale four times wider (evaluate.ts `utility`). On the
 * Varna Gap, Blue (who must force the river) starts about 8 VP behind, where the plain utility is within a few
 * hundredths of -1 and flat: every candidate scored alike, and the flat, convex curve made a bad gamble look as good
 * as a sound attack. Hard as Blue against normal, the same 30 games: 5 won as before, 8 with this; hard against
 * normal over 400 games: Varna Gap 60.2 -> 64.0 %, Millbrook 69.8 -> 66.2 % (issue 29; the README's table).
 *
 * Tried and left out: its own chance to take a VP area net of the steps it trades (evaluate.ts `cost`; the plain
 * evaluation counts the attacks it assumes for the turns left as free, so standing next to a held area scores as
 * well as taking it). With the trade counted twice, hard against normal on the Varna Gap, 400 games: 62.0 %, as Blue
 * 25.5 % (no gain; the README gives the figures), so hard keeps `cost` 0 and plays as before. Also left at 0: the
 * holder's defences to come (evaluate.ts `dig`, 5.23); with it, a plan of which VP area to mass against and a lower
 * `threat` (commit 958c6c5, not shipped), 400 Varna Gap games against normal: as Blue 30.0 %, as before. And at 0:
 * the side's own strength across a river from an enemy-held VP area counted at a share (evaluate.ts `river`, 5.35c-e):
 * hard as Blue won 64 of 200 Varna Gap games at 0.5 and 54 at 1, against 60 without (issue 29, branch issue-29h). */
export const HARD_WEIGHTS: EvalWeights = { ...WEIGHTS, tail: 0.5, tailScale: 4 };

/** The hard level's work budget in playout steps (see `work`). */
export const WORK_HARD = 5000;

export const LEVEL_PARAMS: Readonly<Record<Level, LevelParams>> = {
  easy: {
    worlds: 2,
    budget: 24,
    roundBudget: 0,
    perUnit: 2,
    screen: 6,
    pairs: false,
    strategic: false,
    shrink: 0.7,
    work: 0,
    noise: 0.15,
    defenceNoise: 0.15,
    weights: WEIGHTS,
  },
  normal: {
    worlds: 4,
    budget: 96,
    roundBudget: 0,
    perUnit: 2,
    screen: 10,
    pairs: true,
    strategic: false,
    shrink: 0.7,
    work: 0,
    noise: 0,
    defenceNoise: 0,
    weights: WEIGHTS,
  },
  hard: {
    worlds: 8,
    budget: 320,
    roundBudget: 192,
    perUnit: 3,
    screen: 16,
    pairs: true,
    strategic: true,
    shrink: 2,
    work: WORK_HARD,
    noise: 0,
    defenceNoise: 0,
    weights: HARD_WEIGHTS,
  },
};
