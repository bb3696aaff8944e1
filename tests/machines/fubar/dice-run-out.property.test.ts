/**
 * Issue 31: each FUBAR guard says "yes" exactly when `apply` accepts the event, including when the game's dice
 * are a short scripted list that runs out in the middle of a roll. Over fuzzed games (a preset scenario, a few
 * dozen scripted d6 faces, random legal play until the dice are spent), every candidate event is asked both ways:
 * `snapshot.can(e)` and "apply returns ok without throwing" must agree. Before issue 31 the guards answered
 * "yes" when the dice ran out and `apply` then threw.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { phaseOf, snapshotOf, type FubarState } from '../../../machines/fubar/engine';
import { FubarEventSchema, type FubarEvent } from '../../../machines/fubar/events';
import { fubarEngine } from '../../../src/app/systems/fubar';
import { PRESET_SCENARIOS } from '../../../src/scenarios/fubar/presets';
import { agree, mutations, newTally, type Candidate } from '../can-apply';

const RUNS = Number(process.env.FUBAR_DICE_RUNS ?? 30);
const TYPES = FubarEventSchema.options.map((o) => o.entries.type.literal);

/** Whether `apply` takes the event: an ok outcome, not a refusal and not a throw. */
function applies(s: FubarState, e: Candidate): boolean {
  try {
    return fubarEngine.apply(s, e as FubarEvent).ok;
  } catch {
    return false;
  }
}

describe('FUBAR guards: yes exactly when apply accepts, scripted dice running out (property, fast-check)', () => {
  it('agree on every candidate over fuzzed games whose dice run out', { timeout: 120_000 }, () => {
    const tally = newTally();
    const scenarios = Object.keys(PRESET_SCENARIOS);
    let spent = 0;
    fc.assert(
      fc.property(
        fc.nat({ max: scenarios.length - 1 }),
        fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 0, maxLength: 60 }),
        fc.array(fc.nat(), { minLength: 200, maxLength: 200 }),
        (which, rolls, picks) => {
          const id = scenarios[which]!;
          const started = fubarEngine.start({
            system: 'fubar',
            scenario: { id, version: 1 },
            options: {},
            dice: { kind: 'scripted', rolls },
            data: { ...PRESET_SCENARIOS[id]!, turnLimit: null },
          });
          if (!started.ok) return;
          let s = started.state;
          for (let n = 0; n < picks.length && !fubarEngine.status(s).finished; n++) {
            const legal = fubarEngine.legalEvents(s);
            const candidates: Candidate[] = [
              ...legal,
              ...mutations(legal, [], () => 0),
              ...TYPES.map((type) => ({ type })),
            ];
            const state = s;
            const snap = snapshotOf(s);
            agree(
              tally,
              `${id} rolls ${rolls.length} step ${n} (${phaseOf(s)})`,
              candidates,
              (e) => snap.can(e as FubarEvent),
              (e) => applies(state, e),
            );
            const next = legal.filter((e) => e.type !== 'END_GAME')[picks[n]! % Math.max(1, legal.length)];
            const r = next && applies(s, next) ? fubarEngine.apply(s, next) : null;
            if (!r?.ok) {
              spent++;
              break;
            }
            s = r.state;
          }
        },
      ),
      { numRuns: RUNS, seed: 20261127 },
    );
    expect(tally.disagreements).toEqual([]);
    expect(spent).toBeGreaterThan(RUNS / 2);
    expect(tally.accepted).toBeGreaterThan(0);
  });

  it('apply refuses an event whose rolls run out, naming it, and changes nothing', () => {
    const id = Object.keys(PRESET_SCENARIOS)[0]!;
    const started = fubarEngine.start({
      system: 'fubar',
      scenario: { id, version: 1 },
      options: {},
      dice: { kind: 'scripted', rolls: [4] },
      data: { ...PRESET_SCENARIOS[id]!, turnLimit: null },
    });
    expect(started.ok).toBe(true);
    if (!started.ok) return;
    const s = started.state;
    const e: FubarEvent = { type: 'ROLL_INITIATIVE' };
    expect(snapshotOf(s).can(e)).toBe(false);
    const r = fubarEngine.apply(s, e);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.code).toBe('dice.exhausted');
    expect(fubarEngine.legalEvents(s)).toEqual([]);
  });
});
