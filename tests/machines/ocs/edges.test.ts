/**
 * What crosses into the OCS engine from outside is checked before use (issue 18, section 3): events against the
 * one schema of OCS events, snapshots against the shape of the game state.
 */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { legalEvents } from '../../../machines/ocs/engine';
import { OcsEventSchema, type OcsEvent } from '../../../machines/ocs/events';
import { ocsEngine } from '../../../src/app/systems/ocs';
import type { Outcome } from '../../../src/rules/common/engine';
import type { OcsGame } from '../../../src/rules/ocs/types';
import { demoScenario } from '../../../src/scenarios/ocs/demo';

function start(): OcsGame {
  const s = ocsEngine.start({
    system: 'ocs',
    scenario: { id: demoScenario.id, version: 1 },
    options: {},
    dice: { kind: 'seeded', seed: 4 },
  });
  if (!s.ok) throw new Error(s.message);
  return s.state;
}

/** The first phase played into its movement segment, with one move made. */
function midMovement(): OcsGame {
  let g = start();
  for (let i = 0; i < 10 && g.segment === 'breakout'; i++) {
    const r = ocsEngine.apply(g, { type: 'END_BREAKOUT' });
    if (!r.ok) throw new Error(r.message);
    g = r.state;
  }
  const move = legalEvents(g).find((e) => e.type === 'MOVE');
  if (!move) throw new Error('no move');
  const r = ocsEngine.apply(g, move);
  if (!r.ok) throw new Error(r.message);
  return r.state;
}

/** Send what a file or a faulty screen could hold, whatever its shape. */
const applyRaw = (g: OcsGame, e: unknown): Outcome<OcsGame> => ocsEngine.apply(g, e as OcsEvent);

function expectRefused(r: Outcome<OcsGame>, code: string, field: string): void {
  expect(r.ok).toBe(false);
  if (r.ok) throw new Error('accepted');
  expect(r.code).toBe(code);
  expect(String(r.params?.['field'])).toBe(field);
}

describe('OCS events are read against one schema on their way into apply', () => {
  it('every legal event of the movement segment fits the schema (the check is not too strict)', () => {
    const evs = legalEvents(midMovement());
    expect(new Set(evs.map((e) => e.type)).size).toBeGreaterThan(2);
    for (const e of evs) expect(v.is(OcsEventSchema, e), e.type).toBe(true);
  });

  it('movement: a MOVE whose path holds a number, or a mode change to "flying", is refused and changes nothing', () => {
    const g = midMovement();
    const move = legalEvents(g).find((e) => e.type === 'MOVE');
    if (!move || move.type !== 'MOVE') throw new Error('no move');
    const frozen = JSON.stringify(g);
    expectRefused(applyRaw(g, { ...move, path: [move.path[0], 7] }), 'event.malformed', 'path[1]');
    expectRefused(
      applyRaw(g, { type: 'CHANGE_MODE', unitId: move.unitIds[0], mode: 'flying' }),
      'event.malformed',
      'mode',
    );
    expect(JSON.stringify(g)).toBe(frozen);
  });

  it('depots: blowing an amount that is not a number or "all" is refused at amount', () => {
    expectRefused(
      applyRaw(start(), { type: 'BLOW_DEPOT', depotId: 'd1', amount: 'lots' }),
      'event.malformed',
      'amount',
    );
  });
});

describe('OCS snapshots are checked whole by restore', () => {
  const g = midMovement();
  const good = () => JSON.parse(JSON.stringify(ocsEngine.serialize(g))) as Record<string, unknown>;

  it('the undamaged snapshot restores and offers the same events', () => {
    const r = ocsEngine.restore(good());
    expect(r.ok).toBe(true);
    if (!r.ok) throw new Error(r.message);
    expect(legalEvents(r.state)).toEqual(legalEvents(g));
  });

  it('a unit in an unknown mode, a depot without supply points, a unit standing off the map: refused at that field', () => {
    const [id = ''] = Object.keys(g.units);
    const d1 = good();
    d1['units'] = { ...g.units, [id]: { ...g.units[id], mode: 'flying' } };
    expectRefused(ocsEngine.restore(d1), 'restore.bad', `units.${id}.mode`);
    const d2 = good();
    d2['depots'] = g.depots.map((d, i) => (i === 0 ? { ...d, sp: 'full' } : d));
    expectRefused(ocsEngine.restore(d2), 'restore.bad', 'depots[0].sp');
    const onMap = Object.values(g.units).find((u) => u.where === 'map');
    if (!onMap) throw new Error('no unit on the map');
    const d3 = good();
    d3['units'] = { ...g.units, [onMap.id]: { ...onMap, hex: '99,99' } };
    expectRefused(ocsEngine.restore(d3), 'restore.bad', `units.${onMap.id}.hex`);
  });
});
