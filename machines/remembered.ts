/**
 * A rule's last answer (`remembered`, built on `lastAnswer`). A chart's guard asks a rule, `snapshot.can` asks the
 * guard, and the transition's action applies the same rule: the same pure call on the same immutable state and event
 * up to three times per event. A rule wrapped here answers a call with the same arguments as its last call (compared
 * by identity) from that call's result; it holds one answer per rule, never state. Apart from ./chart-runner.ts, so
 * that the rules (FAB's decisions, machines/fab/turn-rules.ts) do not bring xstate into a screen's first load.
 */
/** One remembered answer: the last one stored, for the arguments it was stored with (compared by identity). */
export interface LastAnswer<A extends readonly unknown[], R> {
  /** The answer stored for exactly these arguments, or undefined when the last one was for others (or none). */
  get(...args: A): { readonly answer: R } | undefined;
  /** Store `answer` for these arguments, in place of the one before (one answer is kept, never more). */
  set(answer: R, ...args: A): void;
}

export function lastAnswer<A extends readonly unknown[], R>(): LastAnswer<A, R> {
  let last: { args: A; answer: R } | null = null;
  return {
    get: (...args) =>
      last && last.args.length === args.length && last.args.every((x, i) => x === args[i]) ? last : undefined,
    set(answer, ...args) {
      last = { args, answer };
    },
  };
}

/** A pure rule that answers a call with the same arguments as its last one from that call's result. */
export function remembered<A extends unknown[], R>(rule: (...args: A) => R): (...args: A) => R {
  const last = lastAnswer<A, R>();
  return (...args: A): R => {
    const known = last.get(...args);
    if (known) return known.answer;
    const answer = rule(...args);
    last.set(answer, ...args);
    return answer;
  };
}
