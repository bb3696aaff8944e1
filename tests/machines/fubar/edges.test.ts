/**
 * What crosses into the FUBAR engine from outside is checked before use (issue 18, section 3), and the step to
 * resume after a fight is the chart's history state, kept across snapshots (section 4).
 */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { phaseOf, type FubarState } from '../../../machines/fubar/engine';
import type { FubarEvent } from '../../../machines/fubar/events';
import { FubarEventSchema } from '../../../machines/fubar/events';
import { fubarEngine } from '../../../src/app/systems/fubar';
import type { GameEvent, Outcome } from '../../../src/rules/common/engine';
import { PRESET_SCENARIOS } from '../../../src/scenarios/fubar/presets';

/** Seeded play of a shipped scenario, always taking the `pick`-th legal event (turns go on), until `until`. */
function playUntil(until: (s: FubarState) => boolean): { s: FubarState; seen: GameEvent[] } {
  for (const id of Object.keys(PRESET_SCENARIOS)) {
    for (let seed = 1; seed <= 200; seed++) {
      const st = fubarEngine.start({
        system: 'fubar',
        scenario: { id, version: 1 },
        options: {},
        dice: { kind: 'seeded', seed },
      });
      if (!st.ok) throw new Error(st.message);
      let s = st.state;
      const seen: GameEvent[] = [];
      for (let i = 0; i < 300 && phaseOf(s) !== 'over'; i++) {
        if (until(s)) return { s, seen };
        const evs = fubarEngine.legalEvents(s);
        const e = evs.find((x) => x.type === 'NEXT_TURN') ?? evs[(seed * 7 + i * 13) % evs.length];
        if (!e) break;
        const r = fubarEngine.apply(s, e);
        if (!r.ok) throw new Error(r.message);
        seen.push(e);
        s = r.state;
      }
    }
  }
  throw new Error('no seeded game reached the wanted state');
}

/** Send what a file or a faulty screen could hold, whatever its shape. */
const applyRaw = (s: FubarState, e: unknown): Outcome<FubarState> => fubarEngine.apply(s, e as FubarEvent);

function expectRefused(r: Outcome<FubarState>, code: string, field: string): void {
  expect(r.ok).toBe(false);
  if (r.ok) throw new Error('accepted');
  expect(r.code).toBe(code);
  expect(String(r.params?.['field'])).toBe(field);
}

describe('FUBAR events are read against one schema on their way into apply', () => {
  it('every legal event offered along seeded games fits the schema (the check is not too strict)', () => {
    const { seen } = playUntil((s) => s.ctx.turn > 3);
    expect(seen.length).toBeGreaterThan(10);
    for (const e of seen) expect(v.is(FubarEventSchema, e), e.type).toBe(true);
  });

  it('activation: an ACTIVATE whose figuresAway is text is refused as malformed and changes nothing', () => {
    const { s } = playUntil((x) => phaseOf(x) === 'activation');
    const e = fubarEngine.legalEvents(s).find((x) => x.type === 'ACTIVATE');
    expect(e).toBeDefined();
    const frozen = JSON.stringify(s);
    expectRefused(applyRaw(s, { ...e, figuresAway: 'two' }), 'event.malformed', 'figuresAway');
    expect(JSON.stringify(s)).toBe(frozen);
  });

  it('shooting: a volley with a shot missing its weapon, or cover 5, is refused at that field', () => {
    const { s } = playUntil(
      (x) => phaseOf(x) === 'shooting' && fubarEngine.legalEvents(x).some((e) => e.type === 'SHOOT'),
    );
    const shoot = fubarEngine.legalEvents(s).find((e) => e.type === 'SHOOT');
    if (!shoot) throw new Error('no volley');
    const [first] = shoot.type === 'SHOOT' ? shoot.shots : [];
    expectRefused(applyRaw(s, { ...shoot, shots: [{ from: first?.from }] }), 'event.malformed', 'shots[0].weapon');
    expectRefused(applyRaw(s, { ...shoot, cover: 5 }), 'event.malformed', 'cover');
    expect(fubarEngine.apply(s, shoot).ok).toBe(true);
  });

  it('an event of a type FUBAR does not have is refused as malformed', () => {
    const { s } = playUntil((x) => phaseOf(x) === 'initiative');
    expectRefused(applyRaw(s, { type: 'CALL_AIRSTRIKE' }), 'event.malformed', 'type');
  });
});

describe('FUBAR snapshots are checked whole by restore', () => {
  const { s } = playUntil((x) => x.ctx.turn >= 2 && phaseOf(x) === 'activation');
  const good = () =>
    JSON.parse(JSON.stringify(fubarEngine.serialize(s))) as { value: unknown; ctx: Record<string, unknown> };

  it('the undamaged snapshot restores and offers the same events', () => {
    const r = fubarEngine.restore(good());
    expect(r.ok).toBe(true);
    if (!r.ok) throw new Error(r.message);
    expect(fubarEngine.legalEvents(r.state)).toEqual(fubarEngine.legalEvents(s));
  });

  it('a figure with an unknown status, an unknown phase, a unit named by a pending hit that is not there: refused', () => {
    const d1 = good();
    const units = d1.ctx['units'] as { figures: { status: string }[] }[];
    const withFigures = units.findIndex((u) => u.figures.length > 0);
    units[withFigures] = { ...units[withFigures], figures: [{ ...units[withFigures]?.figures[0], status: 'sleepy' }] };
    expectRefused(fubarEngine.restore(d1), 'restore.bad', `ctx.units[${withFigures}].figures[0].status`);
    expectRefused(fubarEngine.restore({ ...good(), value: 'lunch' }), 'restore.bad', 'value');
    const d3 = good();
    d3.ctx['pending'] = [{ kind: 'hits', unit: 'Z9', hits: 1, allowSuppress: true, rule: 'shooting' }];
    expectRefused(fubarEngine.restore(d3), 'restore.bad', 'ctx');
  });
});

describe('the step to resume after a fight is the chart history state', () => {
  it('overwatch: hits on a moving unit are allocated, then the move goes on; the history survives a snapshot', () => {
    const { s } = playUntil((x) => phaseOf(x) === 'owner' && x.history === 'moving');
    const allocate = fubarEngine.legalEvents(s)[0];
    if (!allocate) throw new Error('no allocation');
    const direct = fubarEngine.apply(s, allocate);
    const back = fubarEngine.restore(JSON.parse(JSON.stringify(fubarEngine.serialize(s))));
    if (!back.ok || !direct.ok) throw new Error('refused');
    expect(back.state.history).toBe('moving');
    const viaSnapshot = fubarEngine.apply(back.state, allocate);
    if (!viaSnapshot.ok) throw new Error(viaSnapshot.message);
    expect(phaseOf(viaSnapshot.state)).toBe(phaseOf(direct.state));
    expect(['moving', 'nextActivation', 'activation', 'turnEnd', 'over', 'owner']).toContain(phaseOf(direct.state));
  });

  it('a state-version-1 snapshot (ctx.resume, no history) is still read, its resume becoming the history', () => {
    const { s } = playUntil((x) => phaseOf(x) === 'owner' && x.history === 'shooting');
    const { history: _h, ...rest } = JSON.parse(JSON.stringify(fubarEngine.serialize(s))) as Record<string, unknown>;
    const v1 = { ...rest, ctx: { ...(rest['ctx'] as object), resume: 'shooting' } };
    const back = fubarEngine.restore(v1);
    if (!back.ok) throw new Error(back.message);
    expect(back.state.history).toBe('shooting');
    expect(back.state.ctx).not.toHaveProperty('resume');
    const allocate = fubarEngine.legalEvents(s)[0];
    if (!allocate) throw new Error('no allocation');
    const a = fubarEngine.apply(s, allocate);
    const b = fubarEngine.apply(back.state, allocate);
    if (!a.ok || !b.ok) throw new Error('refused');
    expect(b.state).toEqual(a.state);
  });

  it('a state-version-2 snapshot (the step named in `phase`, no value) gets its chart value once and plays on alike', () => {
    for (const at of ['moving', 'activation'] as const) {
      const { s } = playUntil((x) => phaseOf(x) === at);
      const { value, ...rest } = JSON.parse(JSON.stringify(fubarEngine.serialize(s))) as Record<string, unknown>;
      expect(value).toEqual(at === 'moving' ? { fighting: 'moving' } : 'activation');
      const back = fubarEngine.restore({ ...rest, phase: at });
      if (!back.ok) throw new Error(back.message);
      expect(back.state.value).toEqual(value);
      const next = fubarEngine.legalEvents(s).at(-1);
      if (!next) throw new Error('no event');
      const a = fubarEngine.apply(s, next);
      const b = fubarEngine.apply(back.state, next);
      if (!a.ok || !b.ok) throw new Error('refused');
      expect(b.state).toEqual(a.state);
    }
  });
});
