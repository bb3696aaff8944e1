/**
 * The opponent's work meter (issue 29): how much look-ahead a decision has done, counted in playout steps (a step of
 * a unit's path, an event of a combat round, a phase ended, a position judged), never in time. A level's work
 * budget (levels.ts) stops the search when it is spent, so a decision costs about the same on every position and
 * is the same on any machine: tests and the arena are reproducible, and the budget is calibrated against time once
 * (the README gives the figures). A decision is synchronous, so one counter serves every search.
 */
let steps = 0;

/** Count `n` steps of look-ahead. */
export function tick(n = 1): void {
  steps += n;
}

/** Steps counted since the page (or process) started; a decision reads the difference. */
export function worked(): number {
  return steps;
}

/** Run `f` without counting its steps: for work a cache keeps across decisions (battle-odds.ts), which a decision
 * does only the first time it meets a battle; counted, it would make the same decision spend different work. */
export function uncounted<T>(f: () => T): T {
  const at = steps;
  try {
    return f();
  } finally {
    steps = at;
  }
}
