/**
 * The OCS movement-phase chart is the one answer to "what may happen now": over thousands of states reached by
 * random legal play (dice injected as seeded streams), `snapshot.can(e)` and `engine.apply(game, e).ok` agree
 * on every candidate: legal events (a sample of the many moves), the same with a field changed (unknown unit,
 * an enemy unit, another hex, wrong kinds of values, a field missing), a well-formed event of every type (most
 * belong to another segment) and malformed ones.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { legalEvents } from '../../../machines/ocs/engine';
import { snapshotOf } from '../../../machines/ocs/chart-part';
import { OcsEventSchema, type OcsEvent } from '../../../machines/ocs/events';
import { ocsEngine } from '../../../src/app/systems/ocs';
import type { OcsGame } from '../../../src/rules/ocs/types';
import { demoScenario } from '../../../src/scenarios/ocs/demo';
import { okOutcome } from '../../fixtures/ok';
import { agree, MALFORMED, mutations, newTally, type Candidate } from '../can-apply';

const RUNS = Number(process.env.OCS_AGREE_RUNS ?? 34);
const STEPS = 150;
const SAMPLE = 4;
const TYPES = OcsEventSchema.options.map((o) => o.entries.type.literal);

/** A well-formed event of every type, naming a unit of each side and their hexes: mostly wrong now. */
function everySegment(g: OcsGame): Candidate[] {
  const mine = Object.values(g.units).find((u) => u.side === g.player && u.where === 'map');
  const theirs = Object.values(g.units).find((u) => u.side !== g.player && u.where === 'map');
  const a = mine?.id ?? 'none';
  const hex = mine?.hex ?? '0,0';
  const out: OcsEvent[] = [
    { type: 'ATTEMPT_BREAKOUT', unitId: a },
    { type: 'END_BREAKOUT' },
    { type: 'CHANGE_MODE', unitId: a, mode: 'move' },
    { type: 'MOVE', unitIds: [a], path: [hex] },
    { type: 'MOVE', unitIds: [theirs?.id ?? 'none'], path: [theirs?.hex ?? hex] },
    { type: 'RAIL_MOVE', unitId: a, to: hex },
    { type: 'RAIL_MOVE', unitId: a, to: hex, together: [theirs?.id ?? 'none'] },
    { type: 'BLOW_DEPOT', depotId: g.depots[0]?.id ?? 'd', amount: 'all' },
    { type: 'ENGINEER_WORK', unitId: a, hex, work: 'fort', action: 'build' },
    { type: 'FORTIFY', unitId: a },
    { type: 'END_MOVEMENT' },
    { type: 'END_BOMBARDMENT' },
    { type: 'NEXT_PHASE' },
  ];
  return [...out, ...TYPES.map((type) => ({ type }))];
}

function picker(seed: number) {
  let x = seed >>> 0 || 1;
  return (n: number) => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return Math.floor((x / 4294967296) * n);
  };
}

describe('OCS movement phase: snapshot.can(e) and apply(game, e).ok agree (property, fast-check)', () => {
  it('on every candidate event over thousands of states reached by random legal play', { timeout: 120_000 }, () => {
    const tally = newTally();
    fc.assert(
      fc.property(fc.nat({ max: 2 ** 30 }), fc.boolean(), (seed, current) => {
        let g = okOutcome(
          ocsEngine.start({
            system: 'ocs',
            scenario: { id: demoScenario.id, version: 1 },
            options: {},
            dice: { kind: 'seeded', seed },
            // stored games keep their rules: version 1 games are played too
            rulesVersion: current ? ocsEngine.rulesVersion : 1,
          }),
        ).state;
        const pick = picker(seed + 1);
        const hexes = Object.keys(g.map.hexes);
        for (let n = 0; n < STEPS && !g.finished; n++) {
          const legal = legalEvents(g);
          const sample =
            legal.length <= SAMPLE ? legal : Array.from({ length: SAMPLE }, () => legal[pick(legal.length)]!);
          const ids = [...Object.keys(g.units), ...g.depots.map((d) => d.id), hexes[pick(hexes.length)]!];
          const candidates = [...sample, ...mutations(sample, ids, pick), ...everySegment(g), ...MALFORMED];
          const snap = snapshotOf(g);
          const game = g;
          agree(
            tally,
            `seed ${seed} step ${n} (${g.segment})`,
            candidates,
            (e) => snap.can(e as OcsEvent),
            (e) => ocsEngine.apply(game, e as OcsEvent).ok,
          );
          const enders = legal.filter((e) => e.type.startsWith('END_') || e.type === 'NEXT_PHASE');
          const others = legal.filter((e) => !enders.includes(e));
          const next = others.length > 0 && pick(10) < 8 ? others[pick(others.length)] : enders[pick(enders.length)];
          expect(next).toBeDefined();
          g = okOutcome(ocsEngine.apply(g, next!)).state;
        }
        expect(tally.disagreements).toEqual([]);
      }),
      { numRuns: RUNS, seed: 20261123 },
    );
    console.log(
      `ocs can/apply: ${tally.states} states, ${tally.candidates} candidates (${tally.accepted} accepted, ${tally.refused} refused)`,
    );
    expect(tally.states).toBeGreaterThan(RUNS * 50);
    expect(tally.accepted).toBeGreaterThan(0);
    expect(tally.refused).toBeGreaterThan(tally.accepted);
  });
});
