/**
 * Issue 13 "every choice reachable by taps": from FAB rules version 3 the defender names the special action
 * that pays for 8.23 / 8.24 (8.1), and a rally event (17.0) brings back the Used assets its player picks.
 * Records of versions 1-2 replay as before (the automatic choice).
 */
import { describe, expect, it } from 'vitest';
import { fabEngine } from '../../../src/app/systems/fab';
import { fabView } from '../../../machines/fab/view';
import { decide } from '../../../src/ai/fab/decide';
import { viewOf } from '../../../src/ai/fab/play';
import { mini, withDice, type UnitSpec } from '../../rules/fab/fixture';
import type { FabEvent } from '../../../machines/fab/events';
import type { EventDef, FabState } from '../../../src/rules/fab/types';

const units: UnitSpec[] = [
  ['a', 'blue', 'armor', 'q3'],
  ['r1', 'red', 'infantry', 'q3'],
  ['r2', 'red', 'infantry', 'p3'],
];
// a red single-use special action of the defenders' own formation, besides the reusable block r-hq
const redSa: EventDef = {
  id: 'r-sa',
  side: 'red',
  name: 'Red Rush',
  formation: 'rf',
  effect: { kind: 'special-action' },
};

function battle(version: number): FabState {
  const s0 = mini(units, 'combat', {
    events: [{ id: 'r-vp', side: 'red', name: 'Red Glory', effect: { kind: 'victory-points', points: 2 } }, redSa],
  });
  const red = s0.boxes.red;
  const s1: FabState = {
    ...s0,
    rulesVersion: version,
    boxes: { ...s0.boxes, red: { ...red, cup: red.cup.filter((x) => x !== 'r-sa'), available: ['r-hq', 'r-sa'] } },
    areas: { ...s0.areas, q3: { ...s0.areas.q3!, newlyContested: true } },
  };
  const r = fabEngine.apply(withDice(s1, Array<number>(200).fill(3)), { type: 'SELECT_COMBAT', area: 'q3' });
  if (!r.ok) throw new Error(r.message);
  return r.state;
}

function apply(s: FabState, e: FabEvent): FabState {
  const r = fabEngine.apply(s, e);
  if (!r.ok) throw new Error(`${e.type}: ${r.message}`);
  return r.state;
}

/** Fight the round to its end, declining every further choice where there is one. */
function finish(s0: FabState): FabState {
  let s = s0;
  for (let k = 0; k < 200 && s.combat; k++) {
    const legal = fabEngine.legalEvents(s);
    const e =
      legal.find((x) => x.type === 'DECLINE_SPECIAL_ACTION' || x.type === 'DECLINE_EXPLOITATION') ??
      legal.find((x) => x.type !== 'REINFORCE' && x.type !== 'WITHDRAW');
    if (!e) throw new Error('no legal event in the round');
    s = apply(s, e);
  }
  expect(s.combat).toBeNull();
  return s;
}

const boxOf = (s: FabState, id: string) =>
  (['available', 'used', 'eliminated', 'cup'] as const).find((b) => s.boxes.red[b].includes(id));

describe('8.1 / 8.23 / 8.24 the defender names which special action pays (rules version 3)', () => {
  it('8.1 legalEvents lists 8.23 and 8.24 once per special action that may pay, exactly', () => {
    const s = battle(3);
    const legal = fabEngine.legalEvents(s);
    const reinf = legal.filter((e) => e.type === 'REINFORCE').map((e) => [e['unitId'], e['source']].join(':'));
    expect(reinf.sort()).toEqual(['r2:r-hq', 'r2:r-sa']);
    const wd = legal.filter((e) => e.type === 'WITHDRAW').map((e) => e['source']);
    expect(wd.sort()).toEqual(['r-hq', 'r-sa']);
    for (const e of legal) expect(fabEngine.apply(s, e).ok).toBe(true);
  });

  it('8.23 reinforcing paid with the single-use action (not the first one) eliminates it and keeps the block', () => {
    const s = apply(battle(3), { type: 'REINFORCE', unitId: 'r2', source: 'r-sa' });
    const end = finish(s);
    expect(boxOf(end, 'r-sa')).toBe('eliminated');
    expect(boxOf(end, 'r-hq')).toBe('available');
  });

  it('8.24 withdrawing paid with the single-use action eliminates it and keeps the block', () => {
    const s = battle(3);
    const wd = fabEngine.legalEvents(s).find((e) => e.type === 'WITHDRAW' && e['source'] === 'r-sa');
    expect(wd).toBeDefined();
    const end = finish(apply(s, wd as FabEvent));
    expect(boxOf(end, 'r-sa')).toBe('eliminated');
    expect(boxOf(end, 'r-hq')).toBe('available');
  });

  it("8.1 the defender's combat screen offers the same payers as legalEvents", () => {
    const legal = fabView(battle(3), 'red').combat?.legal ?? [];
    const reinf = legal.filter((e) => e.type === 'REINFORCE').map((e) => (e.type === 'REINFORCE' ? e.source : ''));
    expect(reinf.sort()).toEqual(['r-hq', 'r-sa']);
  });

  it('8.1 a payer that may not pay is refused and changes nothing', () => {
    const s = battle(3);
    expect(fabEngine.apply(s, { type: 'REINFORCE', unitId: 'r2', source: 'r-vp' })).toMatchObject({
      ok: false,
      rule: '8.1',
    });
  });

  it('8.1 v3 REINFORCE without a payer is refused, nothing changes', () => {
    for (const version of [3, 4]) {
      const s = battle(version);
      const r = fabEngine.apply(s, { type: 'REINFORCE', unitId: 'r2' });
      expect(r).toMatchObject({ ok: false, rule: '8.1', code: 'combat.payerNeeded' });
      // the same position still takes the event once the payer is named
      expect(fabEngine.apply(s, { type: 'REINFORCE', unitId: 'r2', source: 'r-hq' }).ok).toBe(true);
    }
    const s = battle(3);
    const before = JSON.stringify(s);
    fabEngine.apply(s, { type: 'REINFORCE', unitId: 'r2' });
    expect(JSON.stringify(s)).toBe(before);
    expect(fabEngine.legalEvents(s).some((e) => e.type === 'REINFORCE' && e['source'] === undefined)).toBe(false);
  });

  it('8.1 v3 WITHDRAW without a payer is refused, nothing changes', () => {
    const s = battle(3);
    const before = JSON.stringify(s);
    const wd = fabEngine.legalEvents(s).find((e) => e.type === 'WITHDRAW');
    if (wd?.type !== 'WITHDRAW') throw new Error('no WITHDRAW offered');
    const { source, ...bare } = wd;
    expect(source).toBeDefined();
    expect(fabEngine.apply(s, bare)).toMatchObject({ ok: false, rule: '8.1', code: 'combat.payerNeeded' });
    expect(JSON.stringify(s)).toBe(before);
    expect(fabEngine.legalEvents(s).some((e) => e.type === 'WITHDRAW' && e['source'] === undefined)).toBe(false);
  });

  it('8.24 v2 still accepts a WITHDRAW without a payer: the first that serves (the block) pays', () => {
    const v2 = battle(2);
    const wd = fabEngine.legalEvents(v2).find((e) => e.type === 'WITHDRAW');
    if (wd?.type !== 'WITHDRAW') throw new Error('no WITHDRAW offered');
    expect(wd.source).toBeUndefined();
    const end = finish(apply(v2, wd));
    expect(boxOf(end, 'r-hq')).toBe('used');
    expect(boxOf(end, 'r-sa')).toBe('available');
  });

  it('8.1 the computer opponent names the reusable block as payer when it may, keeping the single-use action', () => {
    const s = battle(3);
    for (let seed = 1; seed <= 6; seed++) {
      const d = decide(viewOf(s, 'red'), { level: 'hard', seed });
      const paid = d?.event.type === 'REINFORCE' || d?.event.type === 'WITHDRAW';
      if (paid) expect(d.event).toMatchObject({ source: 'r-hq' });
      // whatever it does, the block paying scores above the single-use action paying for the same thing
      const score = (src: string) =>
        d?.scores.find((x) => x.event.type === 'REINFORCE' && x.event.source === src)?.mean;
      expect(score('r-hq')).toBeGreaterThan(score('r-sa') ?? Infinity);
    }
  });

  it('8.23 a version-2 record replays unchanged: no payer is taken and the first that serves (the block) pays', () => {
    const v2 = battle(2);
    expect(fabEngine.legalEvents(v2).some((e) => e.type === 'REINFORCE' && e['source'] !== undefined)).toBe(false);
    expect(fabEngine.apply(v2, { type: 'REINFORCE', unitId: 'r2', source: 'r-sa' }).ok).toBe(false);
    const end = finish(apply(v2, { type: 'REINFORCE', unitId: 'r2' }));
    expect(boxOf(end, 'r-hq')).toBe('used');
    expect(boxOf(end, 'r-sa')).toBe('available');
  });
});

describe('17.0 a rally event brings back the Used assets its player picks (rules version 3)', () => {
  const rally: EventDef = {
    id: 'b-rally',
    side: 'blue',
    name: 'Blue Rally',
    effect: { kind: 'rally-assets', count: 1 },
  };
  const admin = (version: number): FabState => {
    const s0 = mini([['a', 'blue', 'infantry', 'q1']], 'admin', { events: [rally] });
    const blue = s0.boxes.blue;
    return {
      ...s0,
      rulesVersion: version,
      boxes: {
        ...s0.boxes,
        blue: { ...blue, cup: blue.cup.filter((x) => x !== 'b-rally'), available: [...blue.available, 'b-rally'] },
      },
    };
  };

  it('17.0 legalEvents lists every pick of Used assets, and the second one picked comes back', () => {
    const s = admin(3);
    expect(s.boxes.blue.used).toEqual(['b-art', 'b-bat']);
    const picks = fabEngine
      .legalEvents(s)
      .filter((e) => e.type === 'PLAY_EVENT' && e['event'] === 'b-rally')
      .map((e) => (e.type === 'PLAY_EVENT' ? e.assets : undefined));
    expect(picks).toEqual([['b-art'], ['b-bat']]);
    const after = apply(s, { type: 'PLAY_EVENT', event: 'b-rally', assets: ['b-bat'] });
    expect(after.boxes.blue.available).toContain('b-bat');
    expect(after.boxes.blue.used).toEqual(['b-art']);
    expect(fabEngine.apply(s, { type: 'PLAY_EVENT', event: 'b-rally', assets: ['a'] }).ok).toBe(false);
  });

  it('17.0 v3 PLAY_EVENT without assets is refused, nothing changes', () => {
    for (const version of [3, 4]) {
      const s = admin(version);
      const before = JSON.stringify(s);
      expect(fabEngine.apply(s, { type: 'PLAY_EVENT', event: 'b-rally' })).toMatchObject({
        ok: false,
        rule: '17.0',
        code: 'admin.rallyPickNeeded',
        params: { n: 1 },
      });
      expect(JSON.stringify(s)).toBe(before);
    }
    const listed = fabEngine.legalEvents(admin(3)).filter((e) => e.type === 'PLAY_EVENT' && e['event'] === 'b-rally');
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((e) => e.type === 'PLAY_EVENT' && Array.isArray(e.assets))).toBe(true);
  });

  it('17.0 a version-2 record replays unchanged: the first Used asset comes back, and a pick is refused', () => {
    const s = admin(2);
    expect(fabEngine.apply(s, { type: 'PLAY_EVENT', event: 'b-rally', assets: ['b-bat'] }).ok).toBe(false);
    const after = apply(s, { type: 'PLAY_EVENT', event: 'b-rally' });
    expect(after.boxes.blue.used).toEqual(['b-bat']);
    expect(after.boxes.blue.available).toContain('b-art');
  });
});
