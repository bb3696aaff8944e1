/**
 * The FAB engine's parts fetched when a game first needs them (src/app/systems/fab.ts, Engine.prepare): a shipped
 * scenario's body, the checks of imported data. Until a part is here the engine says so with PartMissing, never
 * with a Rejection (a missing part is not the rules refusing a record), and the runner fetches what an opening
 * needs before it replays.
 */
import { describe, expect, it, vi } from 'vitest';
import type { GameSetup } from '../../src/rules/common/engine';
import type { Outcome } from '../../src/rules/common/engine';
import { fabPartsFor } from '../../machines/fab/engine';

function expectOk<S>(o: Outcome<S>): S {
  if (!o.ok) throw new Error(`refused: ${o.message}`);
  return o.state;
}

const millbrook: GameSetup = {
  system: 'fab',
  scenario: { id: 'fab-millbrook', version: 1 },
  options: {},
  dice: { kind: 'seeded', seed: 3 },
};

/** The app's FAB module as a fresh page has it: no part fetched (the test setup gives every module all of them). */
async function freshFab() {
  vi.resetModules();
  const [{ fabEngine }, { PartMissing }, { replay }] = await Promise.all([
    import('../../src/app/systems/fab'),
    import('../../src/rules/common/engine'),
    import('../../src/app/replay'),
  ]);
  return { fabEngine, PartMissing, replay };
}

describe('FAB engine parts', () => {
  it('a shipped scenario not fetched yet is a missing part, never an unknown scenario; prepare fetches it', async () => {
    const { fabEngine, PartMissing, replay } = await freshFab();
    expect(() => fabEngine.start(millbrook)).toThrow(PartMissing);
    // the runner's replay lets it through: a record is not refused for it
    expect(() => replay(fabEngine, millbrook, [])).toThrow(PartMissing);
    await fabEngine.prepare?.({ setup: millbrook });
    expect(fabEngine.start(millbrook).ok).toBe(true);
    // an id no shipped scenario has is still the rules' answer
    const r = fabEngine.start({ ...millbrook, scenario: { id: 'fab-nowhere', version: 1 } });
    expect(r.ok).toBe(false);
  });

  it('the checks of a custom scenario come when a set-up brings one unchecked', async () => {
    const { fabEngine, PartMissing } = await freshFab();
    const custom = { ...millbrook, data: { scenario: { id: 'x' } } };
    expect(() => fabEngine.checkSetup?.(custom)).toThrow(PartMissing);
    await fabEngine.prepare?.({ setup: custom });
    const r = fabEngine.checkSetup?.(custom);
    expect(r?.ok).toBe(false); // refused by the checks, with the field
  });

  it('what an opening needs: its scenario, and the checks only for unchecked data or an old snapshot', () => {
    expect(fabPartsFor({ setup: millbrook })).toEqual({
      scenarios: ['fab-millbrook'],
      checks: false,
      combat: false,
      chart: true,
    });
    const custom = { ...millbrook, data: { scenario: {} } };
    expect(fabPartsFor({ setup: custom })).toEqual({ scenarios: [], checks: true, combat: false, chart: true });
    expect(fabPartsFor({ setup: { ...custom, checked: true } })).toEqual({
      scenarios: [],
      checks: false,
      combat: false,
      chart: true,
    });
    expect(fabPartsFor({ setup: { ...millbrook, options: { combatTable: {} } } }).checks).toBe(true);
    // a snapshot written before scenarios were stored by reference carries its scenario whole
    expect(fabPartsFor({ setup: millbrook, snapshot: { data: { scenario: { id: 'fab-millbrook' } } } }).checks).toBe(
      true,
    );
  });

  it('issue 30: the combat rules (6.2) for a game that has fought or is about to, not for one still moving or drawn outside a round', () => {
    const moves = [{ type: 'END_STEP' }, { type: 'MOVE_STEP', unit: 'lancers', to: 'a6' }];
    expect(fabPartsFor({ setup: millbrook, events: moves }).combat).toBe(false);
    expect(fabPartsFor({ setup: millbrook, events: [...moves, { type: 'SELECT_COMBAT', area: 'a6' }] }).combat).toBe(
      true,
    );
    // a round's own event (6.22) in the moves to replay, as after a snapshot cache taken mid-round
    expect(fabPartsFor({ setup: millbrook, events: [{ type: 'ASSIGN_ASSETS', assetIds: [] }] }).combat).toBe(true);
    // a game drawn from a cache of its last move: only when it stands in a round (6.2: its panel and moves)
    const last = [{ type: 'END_STEP' }];
    expect(fabPartsFor({ setup: millbrook, snapshot: { data: { combat: null } }, events: last }).combat).toBe(false);
    expect(fabPartsFor({ setup: millbrook, snapshot: { data: { combat: { area: 'a6' } } }, events: last }).combat).toBe(
      true,
    );
    // moves after a cache (stored when a cache came every 50 moves) are replayed: a round among them needs the rules
    const fought = [...moves, { type: 'SELECT_COMBAT', area: 'a6' }];
    expect(fabPartsFor({ setup: millbrook, snapshot: { data: {} }, events: fought }).combat).toBe(true);
    expect(fabPartsFor({ setup: millbrook, snapshot: { data: {} }, events: moves }).combat).toBe(false);
    // a part found missing (a move, the log's lines, an undo): everything a move may need, in one wait
    for (const missing of ['FAB combat rules', 'FAB turn chart', 'event checks']) {
      const parts = fabPartsFor({ setup: millbrook, snapshot: { data: {} }, events: last, missing });
      expect([parts.combat, parts.chart], missing).toEqual([true, true]);
    }
  });

  it('issue 30: the turn chart for every start, replay and move, not to draw a game from a cache of its last move', () => {
    const cache = { data: { scenario: { ref: 'fab-millbrook', version: 1 } } };
    const last = [{ type: 'END_STEP' }];
    expect(fabPartsFor({ setup: millbrook, snapshot: cache, events: last }).chart).toBe(false);
    expect(fabPartsFor({ setup: millbrook, snapshot: cache, events: [] }).chart).toBe(false);
    // moves after the cache (a game stored when a cache came every 50 moves) are replayed: the chart first
    expect(fabPartsFor({ setup: millbrook, snapshot: cache, events: [...last, ...last] }).chart).toBe(true);
    expect(fabPartsFor({ setup: millbrook, snapshot: null, events: last }).chart).toBe(true);
    // a player's move waits for the checks (EVENT_CHECKS) and is applied through the chart: both at once
    expect(fabPartsFor({ setup: millbrook, snapshot: cache, events: last, missing: 'event checks' }).chart).toBe(true);
  });

  it('issue 30: a stored game drawn without the turn chart has its status and legal moves; a move waits for it', async () => {
    const { fabEngine: full } = await import('../../src/app/systems/fab-all');
    let s = expectOk(full.start(millbrook));
    for (let i = 0; i < 12; i++) s = expectOk(full.apply(s, full.legalEvents(s)[0]!));
    const data = full.serialize(s);
    const { fabEngine, PartMissing } = await freshFab();
    await fabEngine.prepare?.({ setup: millbrook, snapshot: { data }, events: [] });
    const r = fabEngine.restore(data, millbrook);
    expect(r.ok).toBe(true);
    const here = expectOk(r);
    expect(fabEngine.status(here)).toEqual(full.status(s));
    expect(fabEngine.legalEvents(here)).toEqual(full.legalEvents(s));
    const e = fabEngine.legalEvents(here)[0]!;
    expect(() => fabEngine.apply(here, e)).toThrow(PartMissing);
    expect(() => fabEngine.start(millbrook)).toThrow(PartMissing);
    await fabEngine.prepare?.({ setup: millbrook, missing: 'FAB turn chart' });
    expect(fabEngine.serialize(expectOk(fabEngine.apply(here, e)))).toEqual(full.serialize(expectOk(full.apply(s, e))));
  });

  it('without a need, prepare fetches every part (the flows that load an engine for any game)', async () => {
    const { fabEngine } = await freshFab();
    await fabEngine.prepare?.();
    expect(fabEngine.start({ ...millbrook, scenario: { id: 'fab-varna-gap', version: 1 } }).ok).toBe(true);
    expect(fabEngine.checkSetup?.({ ...millbrook, data: { scenario: {} } })?.ok).toBe(false);
  });
});

describe('the shipped FAB scenarios', () => {
  it('the engine knows the id of every scenario the home screen offers, and each body fetched is the shipped one', async () => {
    const [{ scenarios }, { fabScenarios }] = await Promise.all([
      import('../../src/scenarios/fab'),
      import('../../src/scenarios/fab/data'),
    ]);
    const { fabEngine } = await freshFab();
    await fabEngine.prepare?.();
    for (const m of scenarios) {
      const r = fabEngine.start({ ...millbrook, scenario: { id: m.id, version: m.version } });
      expect(r.ok && r.state.scenario).toEqual(fabScenarios[m.id]);
    }
  });
});
