/**
 * Choosing among candidates by sampling (information-set search over determinizations): each candidate is
 * played out in the decision's sampled worlds with the same dice for every candidate (common random numbers, so
 * two candidates are compared on the same luck), and the budget of playouts goes by successive halving: every
 * candidate a few playouts, the better half more, and so on. A playout that rolled no die gives the same value in
 * the same world every time, so it is played once per world.
 */
import type { Rng } from './rng';

/** One playout of a candidate: its utility for the deciding side, and whether any die was rolled. */
export interface Sample {
  readonly v: number;
  readonly random: boolean;
}

export interface Arm<T> {
  readonly choice: T;
  /** Added to the mean (things the playout cannot see), in utility. */
  readonly prior: number;
  /** Playout number `j` (world `j % worlds`, dice `seeds[j]`), or null when the candidate is refused there. */
  sample(j: number): Sample | null;
}

export interface Scored<T> {
  readonly choice: T;
  readonly mean: number;
  readonly n: number;
  /** Still in the race at the last halving. */
  readonly finalist: boolean;
}

/** What a candidate refused in a world is worth (the worst). */
const REFUSED = -1;

/** Spread `budget` playouts over `arms` by successive halving; every arm gets at least one playout per world
 * it has not been seen deterministic in, up to `worlds` first. `left` (the level's work budget left, levels.ts and
 * work.ts) stops the search before it would overspend: the first playouts go world by world over every arm
 * (iterative widening), a world only when the last one's cost is still left, so a search stopped early has compared
 * every candidate in the same worlds; then the halving goes on while a playout's average cost is left. */
export function halve<T>(
  arms: readonly Arm<T>[],
  worlds: number,
  budget: number,
  maxSamples: number,
  onRound?: (spent: number) => void,
  left: () => number = () => Infinity,
): Scored<T>[] {
  const n = arms.map(() => 0);
  const sum = arms.map(() => 0);
  const fixed = arms.map(() => new Map<number, number>());
  let alive = arms.map((_, i) => i);
  const mean = (i: number) => (n[i] ? sum[i]! / n[i] : REFUSED) + arms[i]!.prior;
  let rounds = Math.max(1, Math.ceil(Math.log2(Math.max(1, alive.length))) + 1);
  let playouts = 0;
  const pull = (i: number) => {
    const j = n[i]!;
    if (j >= maxSamples) return false;
    const w = j % worlds;
    let v = fixed[i]!.get(w);
    if (v === undefined) {
      const s = arms[i]!.sample(j);
      playouts++;
      v = s ? s.v : REFUSED;
      if (!s || !s.random) fixed[i]!.set(w, v);
    }
    sum[i] = sum[i]! + v;
    n[i] = j + 1;
    return true;
  };
  // a work budget (hard): halving by rungs of worlds, paid for in work (`byWork`)
  // every candidate in the first worlds, one world at a time
  const first = Math.min(worlds, maxSamples);
  let t0 = 0;
  if (Number.isFinite(left())) {
    const raced = byWork(alive, pull, mean, left, budget, first, () => playouts, onRound);
    if (raced) {
      const last = new Set(raced);
      return arms.map((a, i) => ({ choice: a.choice, mean: mean(i), n: n[i] ?? 0, finalist: last.has(i) }));
    }
    // the work pays for every candidate in every world: the first world is played, the rest as without a budget
    t0 = 1;
  }
  // the first round's share is worked out before the first worlds are played, as if they were part of it
  let per = Math.max(1, Math.floor(budget / (alive.length * rounds)));
  let firstRound = true;
  let out = false;
  let cost = 0;
  for (let t = t0; t < first && !out; t++) {
    const before = left();
    for (const [k, i] of alive.entries()) {
      // widening: in the first world, candidates are taken in their order (the callers put the likeliest first)
      // until the work is spent; a candidate never played is worth the worst and is not taken
      if (t === 0 && k >= 2 && left() <= 0) {
        out = true;
        break;
      }
      pull(i);
    }
    if (out) break;
    cost = before - left();
    out = left() < cost;
  }
  // what one playout costs on average (in the first world pass)
  const each = cost / Math.max(1, alive.length);
  while (alive.length && !out) {
    if (!firstRound) per = Math.max(1, Math.floor((budget - playouts) / (alive.length * rounds)));
    for (const i of alive) {
      const target = firstRound ? Math.max(0, per - first) : per;
      if ((out = left() < each * target)) break;
      for (let t = 0; t < target; t++) if (!pull(i)) break;
    }
    firstRound = false;
    onRound?.(playouts);
    if (out || playouts >= budget || (alive.length <= 2 && rounds <= 1)) break;
    // halve, but keep two in the race until the budget is spent: the last two share what is left
    alive = [...alive].sort((a, b) => mean(b) - mean(a) || a - b).slice(0, Math.max(2, Math.ceil(alive.length / 2)));
    rounds = Math.max(1, rounds - 1);
  }
  const last = new Set(alive);
  return arms.map((a, i) => ({ choice: a.choice, mean: mean(i), n: n[i] ?? 0, finalist: last.has(i) }));
}

/** Successive halving under a work budget (issue 29, hard on the Varna Gap): every candidate is played world by
 * world, a world pass over them all only while its cost is left; when each has played the rung's worlds (1, 2, 4, 8...),
 * the worse half leaves the race (two stay to the end), so the work goes to the likeliest candidates. Before, the
 * first passes went over every candidate in all of the level's worlds: on a big position (36 candidates) the work
 * ran out after two or three worlds each, fewer than normal's four, and the pick was mostly luck. The playout budget
 * counts only once two are left. Returns the finalists, or null after the first world when the work left pays for
 * every candidate in the other `flat` - 1 worlds (a small position: Millbrook, where racing from one world lost
 * games; hard won 64.5 % of 200 against normal that way, 70.0 % of the same 200 with this). */
function byWork(
  all: readonly number[],
  pull: (i: number) => boolean,
  mean: (i: number) => number,
  left: () => number,
  budget: number,
  flat: number,
  playouts: () => number,
  onRound?: (spent: number) => void,
): number[] | null {
  let alive = [...all];
  let played = 0;
  let rung = 1;
  let each = 0;
  for (;;) {
    if (played > 0 && left() < each * alive.length) break;
    const before = left();
    let any = false;
    for (const [k, i] of alive.entries()) {
      // widening: in the first world, candidates are taken in their order (the callers put the likeliest first)
      // until the work is spent; a candidate never played is worth the worst and is not taken
      if (played === 0 && k >= 2 && left() <= 0) {
        alive = alive.slice(0, k);
        onRound?.(playouts());
        return alive;
      }
      if (pull(i)) any = true;
    }
    if (!any) break;
    played++;
    each = Math.max(each, (before - left()) / alive.length);
    // a small position: the work left pays for every candidate in the other `flat` - 1 worlds (null: no race)
    if (played === 1 && left() >= each * alive.length * (flat - 1)) return null;
    onRound?.(playouts());
    if (alive.length <= 2 && playouts() >= budget) break;
    if (played >= rung && alive.length > 2) {
      alive = [...alive].sort((a, b) => mean(b) - mean(a) || a - b).slice(0, Math.max(2, Math.ceil(alive.length / 2)));
      rung *= 2;
    }
  }
  return alive;
}

/** The best of the finalists (ties: the first), or with `noise` > 0 a softmax draw over every candidate. */
export function pick<T>(scored: readonly Scored<T>[], noise: number, rng: Rng): Scored<T> | null {
  if (!scored.length) return null;
  if (noise > 0) {
    const top = Math.max(...scored.map((s) => s.mean));
    const w = scored.map((s) => Math.exp((s.mean - top) / noise));
    let x = rng.float() * w.reduce((a, b) => a + b, 0);
    for (let i = 0; i < scored.length; i++) {
      x -= w[i]!;
      if (x < 0) return scored[i]!;
    }
    return scored[scored.length - 1]!;
  }
  let best: Scored<T> | null = null;
  for (const s of scored) if (s.finalist && (!best || s.mean > best.mean)) best = s;
  return best ?? scored[0]!;
}
