/**
 * The one chart runner (machines/chart-runner.ts) every engine in machines/ steps its chart with: a stored state's
 * snapshot is the one kept for it when it still fits, and resolved from the state otherwise; a rule's answer is
 * reused for exactly the arguments it was given, and only the last one is kept.
 */
import { describe, expect, it } from 'vitest';
import { assign, setup } from 'xstate';
import { chartRunner } from '../../machines/chart-runner';
import { lastAnswer, remembered } from '../../machines/remembered';

/** A small chart: a counter that counts up to 2 on NEXT, then is done. */
const counter = setup({
  types: { context: {} as { n: number }, events: {} as { type: 'NEXT' } },
  guards: { 'isBelowTwo?': ({ context }) => context.n < 2 },
}).createMachine({
  context: { n: 0 },
  initial: 'counting',
  states: {
    counting: {
      on: {
        NEXT: [{ guard: 'isBelowTwo?', actions: assign({ n: ({ context }) => context.n + 1 }) }, { target: 'done' }],
      },
    },
    done: { type: 'final' },
  },
});

interface Stored {
  readonly value: 'counting' | 'done';
  readonly n: number;
}

function runner() {
  const resolved: Stored[] = [];
  const r = chartRunner(
    counter,
    (s: Stored) => {
      resolved.push(s);
      return counter.resolveState({ value: s.value, context: { n: s.n } });
    },
    (known, s) => known.context.n === s.n,
  );
  return { r, resolved };
}

describe('machines/chart-runner.ts: one runner and one memory for every chart', () => {
  it('a state the runner has kept a snapshot for is not resolved again (a hit)', () => {
    const { r, resolved } = runner();
    const s0: Stored = { value: 'counting', n: 0 };
    const snap = r.snapshotOf(s0);
    expect(resolved).toEqual([s0]);
    const next = r.step(snap, { type: 'NEXT' });
    const s1: Stored = { value: 'counting', n: next.context.n };
    r.keep(s1, next);
    expect(r.snapshotOf(s1)).toBe(next);
    expect(resolved).toEqual([s0]);
  });

  it('a state never kept, or one whose kept snapshot no longer fits it, is resolved from what it stores (a miss)', () => {
    const { r, resolved } = runner();
    const s1: Stored = { value: 'counting', n: 1 };
    // kept for s1 but made from another count: it does not fit, so s1 is resolved
    r.keep(s1, r.snapshotOf({ value: 'counting', n: 0 }));
    const snap = r.snapshotOf(s1);
    expect(snap.context.n).toBe(1);
    expect(resolved.at(-1)).toBe(s1);
    // an equal state that is another object was never kept: resolved too
    const copy: Stored = { ...s1 };
    r.snapshotOf(copy);
    expect(resolved.at(-1)).toBe(copy);
  });

  it('keeping a state again replaces its snapshot, and the steps are the chart’s own', () => {
    const { r } = runner();
    const s: Stored = { value: 'counting', n: 2 };
    const a = r.snapshotOf(s);
    const b = r.snapshotOf(s);
    r.keep(s, a);
    r.keep(s, b);
    expect(r.snapshotOf(s)).toBe(b);
    const done = r.step(b, { type: 'NEXT' });
    expect(done.value).toBe('done');
    expect(r.initial(undefined).value).toBe('counting');
  });

  it('a remembered rule answers the same arguments from its last call, and keeps only that one (size 1)', () => {
    const calls: string[] = [];
    const rule = remembered((a: object, b: string) => {
      calls.push(b);
      return { b };
    });
    const g = {};
    const first = rule(g, 'x');
    expect(rule(g, 'x')).toBe(first); // hit
    expect(calls).toEqual(['x']);
    rule(g, 'y'); // miss: another argument
    rule({}, 'y'); // miss: another object, equal in shape
    expect(calls).toEqual(['x', 'y', 'y']);
    // 'x' was evicted by the later calls: asked again, the rule runs again
    expect(rule(g, 'x')).not.toBe(first);
    expect(calls).toEqual(['x', 'y', 'y', 'x']);
  });

  it('lastAnswer holds one answer, for the arguments it was stored with', () => {
    const last = lastAnswer<[object, string], number>();
    const g = {};
    expect(last.get(g, 'a')).toBeUndefined();
    last.set(1, g, 'a');
    expect(last.get(g, 'a')?.answer).toBe(1);
    expect(last.get(g, 'b')).toBeUndefined();
    last.set(2, g, 'b');
    expect(last.get(g, 'a')).toBeUndefined();
    expect(last.get(g, 'b')?.answer).toBe(2);
  });
});
