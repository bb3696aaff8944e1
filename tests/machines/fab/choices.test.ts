/**
 * Issue 13: every choice the rules give is listed by `fabEngine.legalEvents` in full (not a sample), and a
 * non-first option, applied through the engine, does what the rule says. Varna Gap, states edited to hold
 * the pieces each choice needs.
 */
import { describe, expect, it } from 'vitest';
import { fabEngine } from '../../../src/app/systems/fab';
import { pairsOf } from '../../../machines/fab/legal';
import { stepSide } from '../../../machines/fab/turn';
import { boardIndex, neighboursOf } from '../../../src/rules/fab/board';
import { canReserve } from '../../../src/rules/fab/movement';
import type { FabState, Side, UnitState } from '../../../src/rules/fab/types';
import type { FabEvent } from '../../../machines/fab/events';

function start(seed = 3, options: Record<string, unknown> = {}): FabState {
  const r = fabEngine.start({
    system: 'fab',
    scenario: { id: 'fab-varna-gap', version: 1 },
    options,
    dice: { kind: 'seeded', seed },
  });
  if (!r.ok) throw new Error(r.message);
  return r.state;
}
function must(s: FabState, e: FabEvent): FabState {
  const r = fabEngine.apply(s, e);
  if (!r.ok) throw new Error(`${r.rule} ${r.message}`);
  return r.state;
}
/** End steps and phases (placing due reinforcements) until `phase` of `turn`. */
function advanceTo(s0: FabState, phase: string, turn = 1): FabState {
  let s = s0;
  for (let i = 0; i < 400 && !(s.phase === phase && s.turn === turn); i++) {
    const evs = fabEngine.legalEvents(s);
    const e =
      evs.find((x) => x.type === 'PLACE_REINFORCEMENT' && !x['source']) ??
      evs.find((x) => x.type === 'END_STEP' || x.type === 'END_PHASE') ??
      evs[0]!;
    s = must(s, e);
  }
  if (s.phase !== phase || s.turn !== turn) throw new Error(`did not reach ${phase} of turn ${turn}`);
  return s;
}
/** Put pieces of a side in the given boxes (taken out of whichever box holds them). */
function boxes(s: FabState, side: Side, put: Partial<Record<'cup' | 'available' | 'used' | 'eliminated', string[]>>) {
  const all = Object.values(put).flat();
  const b = s.boxes[side];
  const strip = (xs: readonly string[]) => xs.filter((x) => !all.includes(x));
  const nb = {
    ...b,
    future: strip(b.future),
    cup: [...strip(b.cup), ...(put.cup ?? [])],
    available: [...strip(b.available), ...(put.available ?? [])],
    used: [...strip(b.used), ...(put.used ?? [])],
    eliminated: [...strip(b.eliminated), ...(put.eliminated ?? [])],
    map: strip(b.map),
  };
  return { ...s, boxes: { ...s.boxes, [side]: nb } };
}
function unit(s: FabState, id: string, patch: Partial<UnitState>): FabState {
  return { ...s, units: { ...s.units, [id]: { ...s.units[id]!, ...patch } } };
}
type Of<T extends FabEvent['type']> = Extract<FabEvent, { type: T }>;
/** The legal events of one type, typed as that event. */
const ofType = <T extends FabEvent['type']>(s: FabState, type: T, extra: (e: Of<T>) => boolean = () => true): Of<T>[] =>
  fabEngine.legalEvents(s).filter((e): e is Of<T> => e.type === type && extra(e as Of<T>));

/** Blue's admin step of turn 1. */
const admin = () => {
  const s = advanceTo(start(), 'admin');
  expect(stepSide(s)).toBe('blue');
  return s;
};

describe('4.1 reinforcement choices', () => {
  it('4.1a any Used asset may be taken back: the third of three is listed and returns to Available', () => {
    let s = advanceTo(start(), 'reinforcement', 2);
    expect(stepSide(s)).toBe('blue');
    s = boxes(s, 'blue', { used: ['n-art1', 'n-inf', 'n-tank'] });
    s = { ...s, saUnused: { blue: true, red: false }, reclaimed: { blue: false, red: false } };
    const offered = ofType(s, 'RECLAIM_ASSET').map((e) => e['asset']);
    expect(offered).toEqual(['n-art1', 'n-inf', 'n-tank']);
    const r = fabEngine.apply(s, { type: 'RECLAIM_ASSET', asset: 'n-tank' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.boxes.blue.available).toContain('n-tank');
    expect(r.state.boxes.blue.used).toEqual(['n-art1', 'n-inf']);
    expect(ofType(r.state, 'RECLAIM_ASSET')).toEqual([]); // one asset per turn
  });

  it('4.1b (2016) some Used assets go back to the cup: every single one and the whole set are listed, any subset is accepted', () => {
    let s = advanceTo(start(), 'reinforcement', 2);
    s = boxes(s, 'blue', { used: ['n-art1', 'n-inf', 'n-tank'] });
    const offered = ofType(s, 'RETURN_TO_CUP').map((e) => e['assets']);
    expect(offered).toEqual([['n-art1'], ['n-inf'], ['n-tank'], ['n-art1', 'n-inf', 'n-tank']]);
    const r = fabEngine.apply(s, { type: 'RETURN_TO_CUP', assets: ['n-inf', 'n-tank'] });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.boxes.blue.used).toEqual(['n-art1']);
    expect(r.state.boxes.blue.cup).toEqual(expect.arrayContaining(['n-inf', 'n-tank']));
  });

  it('8.27 a reinforcement may be redirected to every other open entry area, paid with any special action that serves it (8.1)', () => {
    let s = advanceTo(start(), 'reinforcement', 2);
    s = boxes(s, 'blue', { available: ['n-hq', 'n-sa1', 'n-sa2'] });
    const redirects = ofType(s, 'PLACE_REINFORCEMENT', (e) => e['unit'] === 'n1-7' && !!e['source']);
    // n1-7 (formation n1) enters at B or D; A and C are open to a redirect; n-sa2 serves only n2 (8.1)
    const pairs = redirects.map((e) => `${String(e['area'])}/${String(e['source'])}`).sort();
    expect(pairs).toEqual(['v1/n-hq', 'v1/n-sa1', 'v25/n-hq', 'v25/n-sa1']);
    const r = fabEngine.apply(s, { type: 'PLACE_REINFORCEMENT', unit: 'n1-7', area: 'v25', source: 'n-sa1' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.units['n1-7']).toMatchObject({ where: 'map', area: 'v25' });
    expect(r.state.boxes.blue.eliminated).toContain('n-sa1'); // single-use: eliminated
    expect(r.state.boxes.blue.available).toContain('n-hq');
  });
});

describe('4.2 admin choices', () => {
  it('4.21 any pair of eliminated assets: all three pairs of three are listed; the last one returns those two', () => {
    const s = boxes(admin(), 'blue', { eliminated: ['n-art2', 'n-tank', 'n-staff'] });
    const pairs = ofType(s, 'ALT_EVENT', (e) => e['event'] === 'n-sa1').map((e) => e['assets']);
    expect(pairs).toEqual(pairsOf(['n-art2', 'n-tank', 'n-staff']));
    const r = fabEngine.apply(s, { type: 'ALT_EVENT', event: 'n-sa1', assets: ['n-tank', 'n-staff'] });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.boxes.blue.eliminated).toEqual(['n-art2', 'n-sa1']);
    expect(r.state.boxes.blue.cup).toEqual(expect.arrayContaining(['n-tank', 'n-staff']));
  });

  it('4.31 every bridge next to a friendly area is offered, and a pair when one area borders two; the second pair member is blown too', () => {
    let s = admin();
    expect(ofType(s, 'ENGINEER', (e) => e['fn'] === 'blow').map((e) => e['bridges'])).toEqual([
      ['h20'],
      ['h21'],
      ['h22'],
      ['h23'],
      ['h24'],
    ]);
    // a second river boundary of Lower Quay (v21): the engineer may blow both at once
    const other = s.scenario.boundaries.find((b) => !b.river && (b.a === 'v21' || b.b === 'v21'))!;
    const scenario = {
      ...s.scenario,
      boundaries: s.scenario.boundaries.map((b) => (b.id === other.id ? { ...b, river: true } : b)),
    };
    s = { ...s, scenario };
    const blows = ofType(s, 'ENGINEER', (e) => e['fn'] === 'blow' && e['area'] === 'v21').map((e) =>
      [...(e['bridges'] as string[])].sort(),
    );
    expect(blows).toEqual(expect.arrayContaining([['h23'], [other.id], [other.id, 'h23'].sort()]));
    const r = fabEngine.apply(s, {
      type: 'ENGINEER',
      asset: 'n-eng',
      fn: 'blow',
      area: 'v21',
      bridges: ['h23', other.id],
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.blownBridges).toEqual(['h23', other.id]);
    expect(r.state.boxes.blue.used).toContain('n-eng');
  });

  it('4.33 defences in every area holding a unit of the engineers (six areas, not the first four); the last is built', () => {
    const s = admin();
    const areas = ofType(s, 'ENGINEER', (e) => e['fn'] === 'defences').map((e) => ('area' in e ? e.area : ''));
    expect(areas.sort()).toEqual(['v13', 'v14', 'v21', 'v27', 'v3', 'v9'].sort());
    const r = fabEngine.apply(s, { type: 'ENGINEER', asset: 'n-eng', fn: 'defences', area: 'v13' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.areas['v13']!.defences).toBe('blue');
  });

  it('4.34 / 4.35 roadblocks in every empty friendly area of terrain 1+, beyond the first six', () => {
    let s = admin();
    // only two blue units stay on the map, and blue controls every area: many empty areas of terrain 1+
    for (const u of s.scenario.units)
      if (u.id !== 'n1-1' && u.id !== 'n1-2') s = unit(s, u.id, { where: 'eliminated', area: null, steps: 0 });
    const empty = s.scenario.areas.filter(
      (a) => a.terrain >= 1 && !Object.values(s.units).some((u) => u.where === 'map' && u.area === a.id),
    );
    expect(empty.length).toBeGreaterThan(6);
    s = {
      ...s,
      areas: Object.fromEntries(Object.entries(s.areas).map(([k, a]) => [k, { ...a, control: 'blue' as const }])),
    };
    for (const fn of ['roadblock', 'defended-roadblock']) {
      const listed = ofType(s, 'ENGINEER', (e) => e['fn'] === fn).map((e) => ('area' in e ? e.area : ''));
      expect(listed.sort()).toEqual(empty.map((a) => a.id).sort());
    }
    const last = empty[empty.length - 1]!.id;
    const r = fabEngine.apply(s, { type: 'ENGINEER', asset: 'n-eng', fn: 'defended-roadblock', area: last });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.areas[last]!.roadblock).toEqual({ side: 'blue', asset: 'n-eng' });
  });

  it('8.1 / 8.25 reorganise in any eligible area with any special action: the single-use one, next to the unit', () => {
    let s = unit(admin(), 'n1-3', { order: 'disorder' });
    s = boxes(s, 'blue', { available: ['n-hq', 'n-sa1'] });
    const listed = ofType(s, 'SPECIAL_ACTION', (e) => e['use'] === 'reorganize');
    const sources = new Set(listed.map((e) => e['source']));
    expect(sources).toEqual(new Set(['n-hq', 'n-sa1']));
    // v3 and each blue-controlled, supplied neighbour of it
    const zone = ['v3', ...neighboursOf(s.scenario, 'v3').map((n) => n.area)].filter(
      (a) => s.areas[a]!.control === 'blue',
    );
    expect(
      listed
        .filter((e) => e['source'] === 'n-sa1')
        .map((e) => ('area' in e ? e.area : ''))
        .sort(),
    ).toEqual(zone.sort());
    const target = zone.find((a) => a !== 'v3')!;
    const r = fabEngine.apply(s, { type: 'SPECIAL_ACTION', source: 'n-sa1', use: 'reorganize', area: target });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.units['n1-3']!.order).toBe('good');
    expect(r.state.boxes.blue.eliminated).toContain('n-sa1');
    expect(r.state.boxes.blue.available).toContain('n-hq');
  });

  it('8.26 quality replacements to any reduced unit, even an elite step: the second reduced unit gets it', () => {
    const s = unit(unit(admin(), 'n1-2', { steps: 2 }), 'n2-1', { steps: 2 });
    const listed = ofType(s, 'SPECIAL_ACTION', (e) => e['use'] === 'replacements' && e['source'] === 'n-hq');
    expect(listed.map((e) => ('unit' in e ? e.unit : null))).toEqual(['n1-2', 'n2-1']);
    const r = fabEngine.apply(s, { type: 'SPECIAL_ACTION', source: 'n-hq', use: 'replacements', unit: 'n2-1' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.units['n2-1']!.steps).toBe(3); // the elite step
    expect(r.state.units['n1-2']!.steps).toBe(2);
    expect(r.state.boxes.blue.used).toContain('n-hq');
  });

  it('8.31 found replacements to any reduced infantry unit (not armor): the second is chosen', () => {
    let s = boxes(admin(), 'blue', { available: ['n-staff'] });
    s = unit(unit(unit(s, 'n1-2', { steps: 2 }), 'n2-1', { steps: 2 }), 'n1-6', { steps: 1 });
    const listed = ofType(s, 'STAFF', (e) => e['fn'] === 'replacements').map((e) => e['unit']);
    expect(listed).toEqual(['n1-2', 'n1-6']);
    const r = fabEngine.apply(s, { type: 'STAFF', asset: 'n-staff', fn: 'replacements', unit: 'n1-6' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.units['n1-6']!.steps).toBe(2);
    expect(r.state.boxes.blue.used).toContain('n-staff');
  });

  it('8.32 intelligence on any enemy unit on the map: all ten are listed, the last is revealed', () => {
    const s = boxes(admin(), 'blue', { available: ['n-staff'] });
    const enemies = s.scenario.units.filter((u) => u.side === 'red' && s.units[u.id]!.where === 'map').map((u) => u.id);
    expect(enemies.length).toBe(10);
    expect(ofType(s, 'STAFF', (e) => e['fn'] === 'intelligence').map((e) => e['unit'])).toEqual(enemies);
    const r = fabEngine.apply(s, { type: 'STAFF', asset: 'n-staff', fn: 'intelligence', unit: enemies[9]! });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.intelligence).toEqual([enemies[9]]);
  });

  it('8.33 reserves on call for any eligible unit: every one listed, a later one goes into reserve', () => {
    const s = boxes(admin(), 'blue', { available: ['n-staff'] });
    const listed = ofType(s, 'STAFF', (e) => e['fn'] === 'reserve').map((e) => String(e['unit']));
    const eligible = s.scenario.units.filter((u) => u.side === 'blue' && canReserve(s, u.id, '8.33').ok);
    expect(eligible.length).toBeGreaterThan(6);
    expect(listed).toEqual(eligible.map((u) => u.id));
    const pick = listed[listed.length - 1]!;
    const r = fabEngine.apply(s, { type: 'STAFF', asset: 'n-staff', fn: 'reserve', unit: pick });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.units[pick]!.reserve).toBe(true);
  });

  it('17.0 a replacements event of two steps lists each unit, each pair, and a pair is applied', () => {
    let s = boxes(admin(), 'blue', { available: ['n-rep'] });
    s = unit(unit(unit(s, 'n1-2', { steps: 2 }), 'n1-4', { steps: 2 }), 'n1-6', { steps: 1 });
    const listed = ofType(s, 'PLAY_EVENT', (e) => e['event'] === 'n-rep').map((e) => e['units']);
    const ids = ['n1-2', 'n1-6']; // n1-4's next step is elite
    expect(listed).toEqual([...ids.map((u) => [u]), ...pairsOf(ids)]);
    const r = fabEngine.apply(s, { type: 'PLAY_EVENT', event: 'n-rep', units: ['n1-2', 'n1-6'] });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect([r.state.units['n1-2']!.steps, r.state.units['n1-6']!.steps]).toEqual([3, 2]);
  });
});

describe('legalEvents is exact for one-piece choices', () => {
  /** Every engineer, staff and special-action event over every area, unit, bridge and source. */
  function everyCandidate(s: FabState): FabEvent[] {
    const ix = boardIndex(s.scenario);
    const side = stepSide(s);
    const out: FabEvent[] = [];
    const areas = s.scenario.areas.map((a) => a.id);
    const units = s.scenario.units.map((u) => u.id);
    for (const id of s.boxes[side].available) {
      const a = ix.assetDefs.get(id);
      if (a?.kind === 'engineer') {
        for (const area of areas) {
          for (const fn of ['defences', 'roadblock', 'defended-roadblock'] as const)
            out.push({ type: 'ENGINEER', asset: id, fn, area });
          for (const b of s.scenario.boundaries)
            if (b.a === area || b.b === area)
              for (const fn of ['blow', 'repair'] as const)
                out.push({ type: 'ENGINEER', asset: id, fn, area, bridges: [b.id] });
        }
      }
      if (a?.kind === 'staff')
        for (const u of units)
          for (const fn of ['replacements', 'intelligence', 'reserve'] as const)
            out.push({ type: 'STAFF', asset: id, fn, unit: u });
      if (ix.saDefs.has(id) || ix.eventDefs.get(id)?.effect.kind === 'special-action') {
        for (const area of areas) out.push({ type: 'SPECIAL_ACTION', source: id, use: 'reorganize', area });
        for (const u of units) out.push({ type: 'SPECIAL_ACTION', source: id, use: 'replacements', unit: u });
      }
    }
    return out;
  }
  const key = (e: FabEvent) => JSON.stringify(e);

  it('4.3 / 8.2 / 8.3 in admin states of seeded games, an event is listed exactly when the engine accepts it', () => {
    let checked = 0;
    let states = 0;
    for (let seed = 1; seed <= 12; seed++) {
      let s = start(seed);
      let r = seed * 7919;
      let visits = 0;
      for (let n = 0; n < 600 && !s.finished && visits < 4; n++) {
        const evs = fabEngine.legalEvents(s);
        if (s.phase === 'admin' && r % 3 === 0) {
          visits++;
          states++;
          // hurt and disorder some units so that every function has targets
          let t = s;
          for (const u of s.scenario.units)
            if (t.units[u.id]!.where === 'map' && (r = (r * 1103515245 + 12345) >>> 0) % 3 === 0)
              t = unit(t, u.id, { steps: 1, order: r % 2 ? 'disorder' : 'good' });
          t = boxes(t, stepSide(t), {
            available: stepSide(t) === 'blue' ? ['n-staff', 'n-hq', 'n-sa2'] : ['s-staff', 's-hq', 's-sa1'],
          });
          const listed = new Set(fabEngine.legalEvents(t).map(key));
          for (const e of everyCandidate(t)) {
            const ok = fabEngine.apply(t, e).ok;
            expect(listed.has(key(e)), `${key(e)} accepted=${ok}`).toBe(ok);
            checked++;
          }
        }
        r = (r * 1103515245 + 12345) >>> 0;
        const ends = evs.filter((e) => e.type === 'END_PHASE' || e.type === 'END_STEP');
        s = must(s, ends.length && r % 4 === 0 ? ends[0]! : evs[r % evs.length]!);
      }
    }
    expect(states).toBeGreaterThan(20);
    expect(checked).toBeGreaterThan(5000);
  }, 120_000);
});
