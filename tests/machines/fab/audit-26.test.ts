/**
 * Issue 26's audit rulings through the FAB engine (rules version 4), each with the old ruling kept for games of
 * version 3 (docs/rules-versions.md).
 */
import { describe, expect, it } from 'vitest';
import { fabEngine } from '../../../src/app/systems/fab';
import { mini, withDice, type UnitSpec } from '../../rules/fab/fixture';
import type { FabEvent } from '../../../machines/fab/events';
import type { EventDef, FabState, UnitState } from '../../../src/rules/fab/types';

function apply(s: FabState, e: FabEvent): FabState {
  const r = fabEngine.apply(s, e);
  if (!r.ok) throw new Error(`${e.type}: ${r.rule} ${r.message}`);
  return r.state;
}

/** Fight the round to its end: no further special action, no exploitation, the first option elsewhere. */
function finish(s0: FabState): FabState {
  let s = s0;
  for (let k = 0; k < 200 && s.combat; k++) {
    const legal = fabEngine.legalEvents(s);
    const e =
      legal.find((x) => x.type === 'DECLINE_SPECIAL_ACTION' || x.type === 'DECLINE_EXPLOITATION') ??
      legal.find((x) => x.type === 'ASSIGN_ASSETS' && x.assetIds.length === 0) ??
      legal.find((x) => x.type !== 'REINFORCE' && x.type !== 'WITHDRAW' && x.type !== 'ABSORB_BY_RETREAT');
    if (!e) throw new Error('no legal event in the round');
    s = apply(s, e);
  }
  expect(s.combat).toBeNull();
  return s;
}

/** Blue's armour has entered red's q3; red may bring units from p3 and r3 next door (8.23). */
function battle(
  version: number,
  units: UnitSpec[],
  patch: Record<string, Partial<UnitState>> = {},
  events: EventDef[] = [],
  redAvailable: string[] = ['r-hq'],
): FabState {
  const s0 = mini(units, 'combat', {
    events: [{ id: 'r-vp', side: 'red', name: 'Red Glory', effect: { kind: 'victory-points', points: 2 } }, ...events],
    formations: [
      { id: 'bf', side: 'blue', name: 'Blue Corps', colour: '#00f', letter: 'B' },
      { id: 'rf', side: 'red', name: 'Red Corps', colour: '#f00', letter: 'R' },
      { id: 'rg', side: 'red', name: 'Red Guards', colour: '#a00', letter: 'G' },
    ],
  });
  const us = { ...s0.units };
  for (const [id, p] of Object.entries(patch)) us[id] = { ...us[id]!, ...p };
  const red = s0.boxes.red;
  const s1: FabState = {
    ...s0,
    rulesVersion: version,
    units: us,
    boxes: {
      ...s0.boxes,
      red: { ...red, cup: red.cup.filter((x) => !redAvailable.includes(x)), available: redAvailable },
    },
    areas: { ...s0.areas, q3: { ...s0.areas.q3!, newlyContested: true } },
  };
  return apply(withDice(s1, Array<number>(300).fill(9)), { type: 'SELECT_COMBAT', area: 'q3' });
}

describe('5.21 / 7.2 a reserve unit that reinforces a battle (8.23) loses its reserve marker (rules version 4)', () => {
  const units: UnitSpec[] = [
    ['a', 'blue', 'armor', 'q3'],
    ['r1', 'red', 'infantry', 'q3'],
    ['r2', 'red', 'infantry', 'p3'],
  ];
  const reinforced = (version: number) =>
    finish(
      apply(battle(version, units, { r2: { reserve: true } }), { type: 'REINFORCE', unitId: 'r2', source: 'r-hq' }),
    );

  it('8.23 a reserve reinforcer loses its reserve marker, and may not react in 7.2', () => {
    const s = reinforced(4);
    expect(s.units.r2).toMatchObject({ where: 'map', area: 'q3', reserve: false });
    const reaction = apply(s, { type: 'END_PHASE' });
    expect(reaction.phase).toBe('reaction');
    expect(fabEngine.legalEvents(reaction).some((e) => 'unit' in e && e.unit === 'r2')).toBe(false);
    expect(fabEngine.apply(reaction, { type: 'MOVE_STEP', unit: 'r2', to: 'p3' })).toMatchObject({
      ok: false,
      rule: '7.1',
    });
  });

  it('8.23 version 3 keeps the marker on the reinforcer, which may then react (stored games replay as before)', () => {
    const s = reinforced(3);
    expect(s.units.r2).toMatchObject({ area: 'q3', reserve: true });
    const reaction = apply(s, { type: 'END_PHASE' });
    expect(fabEngine.apply(reaction, { type: 'MOVE_STEP', unit: 'r2', to: 'p3' }).ok).toBe(true);
  });
});
