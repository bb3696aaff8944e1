/**
 * What crosses into the FAB engine from outside is checked before it is used (issue 18, section 3): every event
 * on its way into `apply` against the one schema of FAB events, every snapshot on its way out of `restore`.
 */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { fabEngine, fabRecordEngine } from '../../../src/app/systems/fab';
import { combatRoundMachine } from '../../../machines/fab/combat-round';
import { COMBAT_EVENT_NAMES } from '../../../machines/fab/events';
import { FabEventSchema } from '../../../machines/fab/event-schema';
import type { GameEvent, Outcome } from '../../../src/rules/common/engine';
import type { FabState } from '../../../src/rules/fab/types';
import game from './millbrook-game.json';

const events = game.events as GameEvent[];

/** The recorded teaching game replayed up to (not including) its first event of `type`. */
function before(type: string): { s: FabState; e: GameEvent } {
  const st = fabEngine.start({
    system: 'fab',
    scenario: { id: 'fab-millbrook', version: 1 },
    options: {},
    dice: { kind: 'scripted', rolls: game.rolls },
  });
  expect(st.ok).toBe(true);
  if (!st.ok) throw new Error(st.message);
  let s = st.state;
  for (const e of events) {
    if (e.type === type) return { s, e };
    const r = fabRecordEngine.apply(s, e);
    if (!r.ok) throw new Error(`${r.rule} ${r.message}`);
    s = r.state;
  }
  throw new Error(`the recorded game has no ${type}`);
}

/** Send what a file or a faulty screen could hold, whatever its shape (a stored record is typed only as
 * `GameEvent`: `fabRecordEngine` is the engine as the runner holds it). */
const applyRaw = (s: FabState, e: unknown): Outcome<FabState> => fabRecordEngine.apply(s, e as GameEvent);

function expectMalformed(r: Outcome<FabState>, field: string): void {
  expect(r.ok).toBe(false);
  if (r.ok) throw new Error('accepted');
  expect(r.code).toBe('event.malformed');
  expect(r.params?.['field']).toBe(field);
  expect(r.message).toContain(field);
}

describe('FAB events are read against one schema on their way into apply', () => {
  it('every event of a whole recorded game, and every legal event offered along it, fits the schema', () => {
    const { s } = before('ABORT');
    for (const e of events) expect(v.is(FabEventSchema, e), e.type).toBe(true);
    for (const e of fabEngine.legalEvents(s)) expect(v.is(FabEventSchema, e), e.type).toBe(true);
  });

  it('the combat-round event names, listed once, are exactly the events the 6.2 statechart handles', () => {
    const handled = new Set<string>();
    const walk = (node: { config: { on?: object }; states: Record<string, unknown> }) => {
      for (const k of Object.keys(node.config.on ?? {})) handled.add(k);
      for (const c of Object.values(node.states)) walk(c as typeof node);
    };
    walk(combatRoundMachine.root);
    expect(new Set(COMBAT_EVENT_NAMES)).toEqual(handled);
  });

  it('5.35d a bridge decision whose answer is not true or false is refused (it used to count as "no") and changes nothing', () => {
    const { s, e } = before('BLOW_BRIDGE');
    const frozen = JSON.stringify(s);
    expectMalformed(fabRecordEngine.apply(s, { ...e, attempt: 'yes' }), 'attempt');
    expect(JSON.stringify(s)).toBe(frozen);
    expect(fabRecordEngine.apply(s, e).ok).toBe(true);
  });

  it('5.2 a move naming its unit by a number is refused as malformed, not as an unknown unit ""', () => {
    const { s, e } = before('MOVE_STEP');
    expectMalformed(fabRecordEngine.apply(s, { ...e, unit: 7 }), 'unit');
    const r = fabRecordEngine.apply(s, { type: 'MOVE_STEP', unit: e['unit'] });
    expectMalformed(r, 'to');
  });

  it('6.25 a roll whose dice are words, and 6.22 assets that are not a list of ids, are refused in the round', () => {
    const roll = before('ROLL');
    expectMalformed(fabRecordEngine.apply(roll.s, { type: 'ROLL', faces: ['six'] }), 'faces[0]');
    const assets = before('ASSIGN_ASSETS');
    expectMalformed(fabRecordEngine.apply(assets.s, { type: 'ASSIGN_ASSETS', assetIds: 'art-1' }), 'assetIds');
    expect(fabRecordEngine.apply(assets.s, assets.e).ok).toBe(true);
  });

  it('8.25 a reorganization without its area is refused as malformed', () => {
    const { s, e } = before('SPECIAL_ACTION');
    const { area: _drop, unit: _unit, ...rest } = e as Record<string, unknown>;
    expect(e['use']).toBeDefined();
    expectMalformed(fabRecordEngine.apply(s, { ...rest, type: 'SPECIAL_ACTION', use: 'reorganize' }), 'area');
  });

  it('an event without a type, or of a type FAB does not have, is refused', () => {
    const { s } = before('END_PHASE');
    expectMalformed(applyRaw(s, { kind: 'END_PHASE' }), 'type');
    expectMalformed(fabRecordEngine.apply(s, { type: 'FIRE_EVERYTHING' }), 'type');
  });
});

describe('FAB snapshots are checked whole by restore: a damaged one is refused, never half-restored', () => {
  const { s } = before('ABORT'); // mid-game, a combat round in progress
  const good = () => JSON.parse(JSON.stringify(fabEngine.serialize(s))) as Record<string, unknown>;
  const [unitId = ''] = Object.keys(s.units);

  function expectDamaged(data: unknown, field: string): void {
    const r = fabEngine.restore(data);
    expect(r.ok).toBe(false);
    if (r.ok) throw new Error('accepted');
    expect(r.code).toBe('restore.bad');
    expect(String(r.params?.['field'])).toBe(field);
  }

  it('the undamaged snapshot restores and plays on (the check is not too strict)', () => {
    const r = fabEngine.restore(good());
    expect(r.ok).toBe(true);
    if (!r.ok) throw new Error(r.message);
    expect(fabEngine.legalEvents(r.state)).toEqual(fabEngine.legalEvents(s));
  });

  it('a unit whose steps are text, an unknown phase, a dice state without its position: refused at that field', () => {
    const d1 = good();
    (d1['units'] as Record<string, Record<string, unknown>>)[unitId] = { ...s.units[unitId], steps: 'two' };
    expectDamaged(d1, `units.${unitId}.steps`);
    expectDamaged({ ...good(), phase: 'lunch' }, 'phase');
    const dice = good()['dice'] as Record<string, unknown>;
    delete dice['i'];
    delete dice['s'];
    expectDamaged({ ...good(), dice }, 'dice.' + (dice['kind'] === 'seeded' ? 's' : 'i'));
    expectDamaged({ ...good(), boxes: { blue: (good()['boxes'] as { blue: unknown }).blue } }, 'boxes.red');
  });

  it('a unit of the scenario missing from the state, or standing in an area the map does not have, is refused', () => {
    const d1 = good();
    delete (d1['units'] as Record<string, unknown>)[unitId];
    expectDamaged(d1, `units.${unitId}`);
    const d2 = good();
    const onMap = Object.values(s.units).find((u) => u.where === 'map');
    if (!onMap) throw new Error('no unit on the map');
    (d2['units'] as Record<string, Record<string, unknown>>)[onMap.id] = { ...s.units[onMap.id], area: 'atlantis' };
    expectDamaged(d2, `units.${onMap.id}.area`);
  });
});
