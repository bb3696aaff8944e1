/**
 * Issue 13, OCS audit: a depot is blown by any amount in quarters the player chooses (depots), so legalEvents
 * lists every quarter from 0.25 up to the depot's points and 'all', not a sample; other amounts are refused.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { legalEvents } from '../../../machines/ocs/engine';
import { ocsEngine } from '../../../src/app/systems/ocs';
import type { OcsGame } from '../../../src/rules/ocs/types';
import { demoScenario } from '../../../src/scenarios/ocs/demo';
import { okOutcome } from '../../fixtures/ok';

function must<T>(x: T | undefined | null, what: string): T {
  if (x === undefined || x === null) throw new Error(`missing: ${what}`);
  return x;
}

function movement(): OcsGame {
  let g = okOutcome(
    ocsEngine.start({
      system: 'ocs',
      scenario: { id: demoScenario.id, version: 1 },
      options: {},
      dice: { kind: 'scripted', rolls: [1, 1, 1, 1, 1, 1] },
    }),
  ).state;
  for (let i = 0; i < 10 && g.segment === 'breakout'; i++)
    g = okOutcome(ocsEngine.apply(g, { type: 'END_BREAKOUT' })).state;
  return g;
}

describe('OCS depots: every amount the rules allow is listed (issue 13)', () => {
  it('depots: a 3 SP depot offers every quarter 0.25..2.75 and all; blowing 0.75 of it applies', () => {
    const g = movement();
    expect(g.segment).toBe('movement');
    const d = must(
      g.depots.find((x) => x.side === g.player && x.sp === 3),
      'a 3 SP depot',
    );
    const amounts = legalEvents(g).flatMap((e) => (e.type === 'BLOW_DEPOT' && e.depotId === d.id ? [e.amount] : []));
    expect(amounts).toEqual(['all', ...Array.from({ length: 11 }, (_, i) => (i + 1) / 4)]);
    const r = ocsEngine.apply(g, { type: 'BLOW_DEPOT', depotId: d.id, amount: 0.75 });
    expect(r.ok).toBe(true);
    // depots: a 1 on the depot table; whatever it destroys comes out of the 0.75 only, never more
    const left = r.ok ? r.state.depots.find((x) => x.id === d.id)?.sp : -1;
    expect(left).toBeGreaterThanOrEqual(2.25);
    expect(left).toBeLessThanOrEqual(3);
  });

  it('depots: an amount off the quarter grid or past the depot is refused by the depots rule', () => {
    const g = movement();
    const d = must(
      g.depots.find((x) => x.side === g.player),
      'a depot',
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ min: d.sp + 0.01, max: 1000, noNaN: true }),
          fc.double({ min: -1000, max: 0, noNaN: true }),
          fc.integer({ min: 0, max: d.sp * 4 - 1 }).map((q) => q / 4 + 0.1),
        ),
        (amount) => {
          const r = ocsEngine.apply(g, { type: 'BLOW_DEPOT', depotId: d.id, amount });
          expect(r.ok).toBe(false);
          expect(!r.ok && r.rule).toBe('depots');
          expect(!r.ok && r.message).toMatch(/quarter/);
        },
      ),
      { numRuns: 60 },
    );
  });
});
