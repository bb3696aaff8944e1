import { describe, expect, it } from 'vitest';
import { railMove, railCost, railDestinations, canEntrain } from '../../../src/rules/ocs/rail';
import { isStation } from '../../../src/rules/ocs/board';
import { move } from '../../../src/rules/ocs/movement';
import { changeMode } from '../../../src/rules/ocs/modes';
import { at, game, railRow, unit } from './fixtures';
import type { Unit } from '../../../src/rules/ocs/types';
import { okValue } from '../../fixtures/ok';

const town = { settlement: 'town' as const };
function line(double: boolean, units: Unit[], capacity = 1) {
  return game({
    width: 10,
    height: 4,
    railCapacity: capacity,
    rails: railRow(1, 0, 9, { gauge: 'standard', double }),
    hexData: { [at(0, 1)]: town, [at(5, 1)]: town, [at(8, 1)]: town },
    units,
  });
}
const durham = (extra: Partial<Unit> = {}) => unit('durham', 'A', at(0, 1), { mode: 'move', re: 0.5, ...extra });

describe('rail movement', () => {
  it('rail: a battalion uses half of one point of rail capacity on normal track', () => {
    const r = railMove(line(false, [durham()]), 'durham', at(5, 1));
    expect(okValue(r).railUsed).toBe(0.5);
    expect(railCost(0.5, false)).toBe(0.5);
  });
  it('rail: and a quarter on double track, which halves the cost', () => {
    const r = railMove(line(true, [durham()]), 'durham', at(5, 1));
    expect(okValue(r).railUsed).toBe(0.25);
  });
  it("rail: a unit may not ride to a station inside an enemy zone of control (the seed's Rayak)", () => {
    const g = line(false, [durham(), unit('enemy', 'B', at(8, 2))]);
    expect(railMove(g, 'durham', at(8, 1))).toMatchObject({ ok: false, rule: 'rail', code: 'rail.zoc' });
    expect(railMove(g, 'durham', at(5, 1)).ok).toBe(true);
  });
  it('rail: zones of control cannot be negated for rail movement', () => {
    const g = line(false, [durham(), unit('enemy', 'B', at(6, 0)), unit('friend', 'A', at(6, 1))]);
    expect(railDestinations(g, g.units['durham']!).has(at(8, 1))).toBe(false);
  });
  it('rail: no riding through an enemy-occupied hex', () => {
    const g = line(false, [durham(), unit('enemy', 'B', at(3, 1), { combat: false })]);
    expect(railMove(g, 'durham', at(5, 1))).toMatchObject({ ok: false, code: 'rail.route' });
  });
  it('rail: lines of another gauge cannot be used', () => {
    const rails = { ...railRow(1, 0, 4, { gauge: 'standard' }), ...railRow(1, 4, 9, { gauge: 'broad' }) };
    const g = game({
      width: 10,
      height: 4,
      rails,
      hexData: { [at(0, 1)]: town, [at(4, 1)]: town, [at(8, 1)]: town },
      units: [durham()],
    });
    expect(railMove(g, 'durham', at(8, 1))).toMatchObject({ ok: false, code: 'rail.route' });
    expect(railMove(g, 'durham', at(4, 1)).ok).toBe(true);
  });
  it('rail: only units in move mode entrain', () => {
    expect(canEntrain(line(false, [durham({ mode: 'combat' })]), 'durham')).toMatchObject({
      ok: false,
      code: 'rail.mode',
    });
  });
  it('rail: entraining after spending more than half the allowance is refused', () => {
    // walking along the line costs the road rate, 0.5 a hex: three hexes are 1.5 of an allowance of 2
    const g = game({
      width: 10,
      height: 4,
      rails: railRow(1, 0, 9, { gauge: 'standard' }),
      hexData: { [at(3, 1)]: town, [at(8, 1)]: town },
      units: [unit('u', 'A', at(0, 1), { mode: 'move', ma: { combat: 1, move: 2 } })],
    });
    const half = move(g, ['u'], [at(1, 1), at(2, 1)]);
    if (!half.ok) throw new Error(half.message);
    expect(canEntrain(half.value, 'u')).toMatchObject({ ok: false, code: 'rail.station' });
    const there = move(g, ['u'], [at(1, 1), at(2, 1), at(3, 1)]);
    if (!there.ok) throw new Error(there.message);
    expect(railMove(there.value, 'u', at(8, 1))).toMatchObject({ ok: false, code: 'rail.half' });
    const g2 = game({
      width: 10,
      height: 4,
      rails: railRow(1, 0, 9, { gauge: 'standard' }),
      hexData: { [at(2, 1)]: town, [at(8, 1)]: town },
      units: [unit('u', 'A', at(0, 1), { mode: 'move', ma: { combat: 1, move: 2 } })],
    });
    const atHalf = move(g2, ['u'], [at(1, 1), at(2, 1)]);
    if (!atHalf.ok) throw new Error(atHalf.message);
    expect(railMove(atHalf.value, 'u', at(8, 1)).ok).toBe(true);
  });
  it('rail: a station is a rail hex with a settlement or port, or a friendly HQ in combat mode, under friendly control', () => {
    const g = line(false, [
      unit('hq', 'A', at(2, 1), { hq: true, combat: false, mode: 'combat' }),
      unit('hq2', 'A', at(3, 1), { hq: true, combat: false, mode: 'move' }),
    ]);
    expect(isStation(g, 'A', at(2, 1))).toBe(true);
    expect(isStation(g, 'A', at(3, 1))).toBe(false);
    expect(isStation(g, 'A', at(5, 1))).toBe(true);
    expect(isStation(g, 'B', at(5, 1))).toBe(false);
    expect(isStation(g, 'A', at(5, 2))).toBe(false);
  });
  it('rail: capacity per turn is in regiment equivalents; a move beyond it is refused', () => {
    const g = line(false, [durham({ re: 2 })], 1);
    expect(railMove(g, 'durham', at(5, 1))).toMatchObject({ ok: false, code: 'rail.capacity' });
  });
  it('rail: after detraining the unit may not move again', () => {
    const r = railMove(line(false, [durham()]), 'durham', at(5, 1));
    if (!r.ok) throw new Error(r.message);
    expect(move(r.value, ['durham'], [at(6, 1)])).toMatchObject({ ok: false, code: 'move.done' });
  });
  it("rail: the seed's battalion example end to end: switch to move mode, walk to a station, ride to the one outside the enemy zone, not the one inside", () => {
    const g = game({
      width: 10,
      height: 4,
      railCapacity: 1,
      rails: railRow(1, 1, 9, { gauge: 'standard' }),
      hexData: { [at(1, 2)]: { settlement: 'city', port: true }, [at(1, 1)]: town, [at(6, 1)]: town, [at(8, 1)]: town },
      units: [
        unit('durham', 'A', at(1, 2), { re: 0.5, mode: 'combat', ma: { combat: 4, move: 6 } }),
        unit('enemy', 'B', at(8, 2)),
      ],
    });
    const moved = changeMode(g, 'durham', 'move');
    if (!moved.ok) throw new Error(moved.message);
    const walked = move(moved.value, ['durham'], [at(1, 1)]);
    if (!walked.ok) throw new Error(walked.message);
    expect(walked.value.moves['durham']?.spent).toBeLessThanOrEqual(3);
    expect(railMove(walked.value, 'durham', at(8, 1))).toMatchObject({ ok: false, rule: 'rail', code: 'rail.zoc' });
    const rode = railMove(walked.value, 'durham', at(6, 1));
    if (!rode.ok) throw new Error(rode.message);
    expect(rode.value.railUsed).toBe(0.5);
    expect(rode.value.units['durham']?.hex).toBe(at(6, 1));
  });
});
