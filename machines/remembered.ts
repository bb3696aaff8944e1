/**
 * The one way the charts in machines/ reuse a rule's answer. A chart's guard asks a rule, `snapshot.can` asks the
 * guard, and the transition's action applies the same rule: the same pure call on the same immutable state and
 * event up to three times per event. A rule wrapped here answers a call with the same arguments as its last call
 * (compared by identity) from that call's result instead of working it out again. It holds one answer per rule,
 * never state: the rules are pure, so a remembered answer is the answer.
 */
export function remembered<A extends unknown[], R>(rule: (...args: A) => R): (...args: A) => R {
  let last: { args: A; answer: R } | null = null;
  return (...args: A): R => {
    if (last && last.args.length === args.length && last.args.every((x, i) => x === args[i])) return last.answer;
    const answer = rule(...args);
    last = { args, answer };
    return answer;
  };
}
