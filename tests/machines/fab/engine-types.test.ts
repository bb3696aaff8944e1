/**
 * Issue 13: the FAB engine is typed on its own event union at its boundary. `fabEngine.apply` takes a `FabEvent`,
 * so a misspelled event type or a missing or mistyped field is a compile error at the call site: each
 * `@ts-expect-error` below fails `tsc` (which compiles the tests) the day the boundary goes back to the generic
 * `GameEvent`. What comes from a file or a stored record is typed only as `GameEvent` (`fabRecordEngine`, the
 * engine as the runner holds it) and is still refused at run time, with its bad field, changing nothing.
 */
import { describe, expect, it } from 'vitest';
import { fabEngine, fabRecordEngine } from '../../../src/app/systems/fab';
import type { FabEvent } from '../../../machines/fab/events';
import type { GameEvent, Outcome } from '../../../src/rules/common/engine';
import type { FabState } from '../../../src/rules/fab/types';

function start(): FabState {
  const r = fabEngine.start({
    system: 'fab',
    scenario: { id: 'fab-millbrook', version: 1 },
    options: {},
    dice: { kind: 'seeded', seed: 1 },
  });
  expect(r.ok).toBe(true);
  if (!r.ok) throw new Error(r.message);
  return r.state;
}

function expectMalformed(r: Outcome<FabState>, field: string): void {
  expect(r.ok).toBe(false);
  if (r.ok) throw new Error('accepted');
  expect(r.code).toBe('event.malformed');
  expect(r.params?.['field']).toBe(field);
}

describe('the FAB engine boundary is typed on FabEvent', () => {
  it('a misspelled type, a missing field or a field of the wrong kind does not compile, and is refused from a record', () => {
    const s = start();
    const frozen = JSON.stringify(s);
    const typo = (s0: FabState) =>
      // @ts-expect-error 'END_PHAZE' is not a FAB event
      fabEngine.apply(s0, { type: 'END_PHAZE' });
    const missing = (s0: FabState) =>
      // @ts-expect-error a 5.2 move names the area it moves to
      fabEngine.apply(s0, { type: 'MOVE_STEP', unit: 'lancers' });
    const wrongKind = (s0: FabState) =>
      // @ts-expect-error a 5.35d bridge answer is true or false, not a word
      fabEngine.apply(s0, { type: 'BLOW_BRIDGE', attempt: 'yes' });
    // the same objects, as a damaged record would hold them, are refused when they arrive all the same
    expectMalformed(typo(s), 'type');
    expectMalformed(missing(s), 'to');
    expectMalformed(wrongKind(s), 'attempt');
    const raw: GameEvent = { type: 'MOVE_STEP', unit: 'lancers' };
    expectMalformed(fabRecordEngine.apply(s, raw), 'to');
    expect(JSON.stringify(s)).toBe(frozen);
  });

  it('what the engine hands out is FabEvent too: legal events and the forced event go back in without a cast', () => {
    const s = start();
    // assignments that compile only while legalEvents and forcedEvent are typed on FabEvent, not GameEvent
    const legal: readonly FabEvent[] = fabEngine.legalEvents(s);
    const forced: FabEvent | null | undefined = fabEngine.forcedEvent?.(s);
    expect(legal.length).toBeGreaterThan(0);
    expect(legal.filter((e) => !fabEngine.apply(s, e).ok)).toEqual([]);
    expect(forced === null || forced === undefined || fabEngine.apply(s, forced).ok).toBe(true);
  });
});
