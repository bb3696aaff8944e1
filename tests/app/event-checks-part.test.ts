/**
 * Issue 30: FUBAR's and OCS's checks of what comes from outside the store (valibot and the event, snapshot, roster,
 * scenario and chart schemas: machines/<system>/checks.ts) arrive after the rest of the engine. A stored game opens
 * and is drawn without them; a player's move waits for them (never refused for the wait, nothing stored or shown
 * before) and is then read against the event schema; a game set up from the start (its rosters are read) fetches
 * them first. Dice are seeded.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDB } from 'idb';
import { freshDatabase } from '../fixtures/db';
import { createNewGame } from '../../src/app/games';
import { GameSession } from '../../src/app/session';
import * as store from '../../src/store';
import { EVENT_CHECKS, type Engine, type EngineNeed, type GameEvent } from '../../src/rules/common/engine';
import { createFubarEngine, STATE_VERSION, type FubarState } from '../../machines/fubar/engine';
import { fubarChecks } from '../../machines/fubar/checks-slot';
import * as fubarCheckMod from '../../machines/fubar/checks';
import { createOcsEngine } from '../../machines/ocs/engine';
import { ocsChecks } from '../../machines/ocs/checks-slot';
import * as ocsCheckMod from '../../machines/ocs/checks';
import { ocsChart, OCS_CHART } from '../../machines/ocs/chart-slot';
import * as ocsChartMod from '../../machines/ocs/chart-part';
import { presetSetup } from '../../src/scenarios/fubar/presets';
import { SCENARIOS } from '../../src/app/systems/ocs';
import { demoScenario } from '../../src/scenarios/ocs/demo';
import type { OcsGame, OcsScenarioData } from '../../src/rules/ocs/types';
import { fabEngine } from '../../src/app/systems/fab-all';
import { fabChecks } from '../../machines/fab/checks-slot';
import * as fabCheckMod from '../../machines/fab/checks';
import { CombatEventSchema } from '../../machines/fab/event-schema';
import { COMBAT_EVENT_NAMES } from '../../machines/fab/events';
import type { FabState } from '../../src/rules/fab/types';

let dbName: string;
beforeEach(() => {
  dbName = freshDatabase();
});
afterEach(() => {
  fubarChecks.provide(fubarCheckMod);
  ocsChecks.provide(ocsCheckMod);
  ocsChart.provide(ocsChartMod);
  fabChecks.provide(fabCheckMod);
});

/** A loader of the checks that counts what it was asked and holds them back until `open()`. */
function heldLoader(give: () => void) {
  let open!: () => void;
  const gate = new Promise<void>((r) => (open = r));
  const asked: (EngineNeed | undefined)[] = [];
  return {
    asked,
    open: () => open(),
    load: async () => {
      await gate;
      give();
    },
  };
}

/** `engine` with its `prepare` watched (what it was asked). */
function watchedPrepare<S, E extends GameEvent>(engine: Engine<S, E>, asked: (EngineNeed | undefined)[]) {
  const prepare = engine.prepare?.bind(engine);
  return { ...engine, prepare: (need?: EngineNeed) => (asked.push(need), prepare ? prepare(need) : Promise.resolve()) };
}

/** A FUBAR game of a shipped scenario with `moves` legal moves stored, opened once more so its snapshot cache is
 * written (the quick opening reads it). */
async function storedFubar(moves: number) {
  const engine = createFubarEngine(presetSetup);
  const id = await createNewGame(
    {
      name: 'Checks',
      system: 'fubar',
      scenario: { id: 'fubar-crossroads', version: 1 },
      options: {},
      dice: { kind: 'seeded', seed: 11 },
    },
    { engine },
  );
  if (!id.ok) throw new Error(id.message);
  const s = await GameSession.open<FubarState, GameEvent>(id.value, { engine });
  for (let i = 0; i < moves; i++) {
    const e = engine.legalEvents(s.state.value)[0];
    if (!e) throw new Error('no legal move');
    const r = await s.dispatch(e);
    if (!r.ok) throw new Error(r.message);
  }
  await GameSession.open<FubarState, GameEvent>(id.value, { engine });
  await expect
    .poll(async () => ((await store.loadGame(id.value))?.snapshot as store.Snapshot | undefined)?.seq)
    .toBe(moves);
  return { id: id.value, state: s.state.value, engine };
}

describe('FUBAR: the checks arrive after the engine (issue 30)', () => {
  it('a stored game opens from its snapshot without them; a move waits for them, then is read and stored', async () => {
    const { id, state } = await storedFubar(4);
    fubarChecks.provide(null); // a page that has not fetched them yet
    const held = heldLoader(() => fubarChecks.provide(fubarCheckMod));
    const asked: (EngineNeed | undefined)[] = [];
    const engine = watchedPrepare(createFubarEngine(presetSetup, held.load), asked);
    const s = await GameSession.open<FubarState, GameEvent>(id, { engine });
    // drawn without them: the same position, and the opening asked for nothing it had to wait for
    expect(s.state.value).toEqual(state);
    expect(fubarChecks.peek()).toBeNull();
    const move = engine.legalEvents(s.state.value)[0]!;
    let done = false;
    const sent = s.dispatch(move).then((r) => ((done = true), r));
    await new Promise((r) => setTimeout(r, 30));
    // it waits: not refused, nothing stored, the screen still shows the position before it
    expect(done).toBe(false);
    expect(asked.at(-1)?.missing).toBe(EVENT_CHECKS);
    expect(s.state.value).toEqual(state);
    expect((await store.loadGame(id))!.events).toHaveLength(4);
    held.open();
    expect(await sent).toEqual({ ok: true });
    expect((await store.loadGame(id))!.events[4]).toMatchObject({ event: move });
    // from now on every move is read against the schema: a malformed one is refused with its field, nothing stored
    const bad = await s.dispatch({ type: 'ACTIVATE', unit: 7 });
    expect(bad).toMatchObject({ ok: false, code: 'event.malformed' });
    expect((await store.loadGame(id))!.events).toHaveLength(5);
  });

  it('a game without a usable snapshot cache is set up from the start: its rosters are read, so it waits for them', async () => {
    const { id, state } = await storedFubar(3);
    const raw = await openDB(dbName);
    await raw.delete('snapshots', id);
    raw.close();
    fubarChecks.provide(null);
    const held = heldLoader(() => fubarChecks.provide(fubarCheckMod));
    const engine = createFubarEngine(presetSetup, held.load);
    let opened = false;
    const opening = GameSession.open<FubarState, GameEvent>(id, { engine }).then((s) => ((opened = true), s));
    await new Promise((r) => setTimeout(r, 30));
    expect(opened).toBe(false);
    held.open();
    expect((await opening).state.value).toEqual(state);
  });

  it('a snapshot cache that does not hold together falls back to the start, which fetches the checks first', async () => {
    const { id, state } = await storedFubar(3);
    const raw = await openDB(dbName);
    await raw.put('snapshots', {
      gameId: id,
      seq: 3,
      stateVersion: STATE_VERSION,
      data: { value: 'activation', ctx: { units: 'broken' } },
    });
    raw.close();
    fubarChecks.provide(null);
    const held = heldLoader(() => fubarChecks.provide(fubarCheckMod));
    held.open();
    const s = await GameSession.open<FubarState, GameEvent>(id, { engine: createFubarEngine(presetSetup, held.load) });
    expect(s.state.value).toEqual(state);
    expect(s.damaged.value).toBeNull();
    expect(fubarChecks.peek()).not.toBeNull();
  });
});

/** An OCS game of the shipped scenario with its first move (the end of the breakout segment) stored: a snapshot
 * cache is stored with every OCS move (`snapshotEvery`), so it opens from its last position. */
async function storedOcs() {
  const full = createOcsEngine(SCENARIOS);
  const setup = {
    name: 'Checks',
    system: 'ocs' as const,
    scenario: { id: demoScenario.id, version: 1 },
    options: {},
    dice: { kind: 'seeded' as const, seed: 5 },
  };
  const id = await createNewGame(setup, { engine: full });
  if (!id.ok) throw new Error(id.message);
  const first = await GameSession.open<OcsGame, GameEvent>(id.value, { engine: full });
  expect(await first.dispatch({ type: 'END_BREAKOUT' })).toEqual({ ok: true });
  await first.idle();
  const raw = await openDB(dbName);
  const cache: unknown = await raw.get('snapshots', id.value);
  expect(cache).toMatchObject({ seq: 1 });
  raw.close();
  return { id: id.value, setup, state: first.state.value, full };
}

describe('OCS: the checks and the phase chart arrive after the engine (issue 30)', () => {
  it('a stored game opens from its last position without them: status and legal moves; a move waits for them', async () => {
    const { id, state, full } = await storedOcs();
    ocsChecks.provide(null);
    ocsChart.provide(null);
    const held = heldLoader(() => (ocsChecks.provide(ocsCheckMod), ocsChart.provide(ocsChartMod)));
    const engine = createOcsEngine(SCENARIOS, held.load);
    const s = await GameSession.open<OcsGame, GameEvent>(id, { engine });
    expect(ocsChecks.peek()).toBeNull();
    expect(ocsChart.peek()).toBeNull();
    expect(s.state.value).toEqual(state);
    // §movement: the segment's name and rule, and every legal move, as with the chart
    expect(engine.status(s.state.value)).toMatchObject({ phase: 'movement', phaseRule: 'movement' });
    expect(engine.legalEvents(s.state.value)).toEqual(full.legalEvents(state));
    const move = engine.legalEvents(s.state.value).find((e) => e.type === 'CHANGE_MODE')!;
    expect(() => engine.apply(s.state.value, move)).toThrow(OCS_CHART);
    let done = false;
    const sent = s.dispatch(move).then((r) => ((done = true), r));
    await new Promise((r) => setTimeout(r, 30));
    expect(done).toBe(false);
    expect((await store.loadGame(id))!.events).toHaveLength(1);
    held.open();
    expect(await sent).toEqual({ ok: true });
    expect((await store.loadGame(id))!.events).toHaveLength(2);
    // the cache moved on with the move, alone (a cache a move back is no anchor worth a second write)
    const raw = await openDB(dbName);
    const cache: unknown = await raw.get('snapshots', id);
    raw.close();
    expect(cache).toMatchObject({ seq: 2 });
    expect(cache).not.toHaveProperty('prev');
    expect(await s.dispatch({ type: 'MOVE', unitIds: 'a-fus1', path: [] })).toMatchObject({
      ok: false,
      code: 'event.malformed',
    });
  });

  it('§breakout: who may try to break out is listed without the chart, as its guard answers', async () => {
    const { setup, full } = await storedOcs();
    const fresh = full.start({ ...setup, checked: true, rulesVersion: full.rulesVersion });
    if (!fresh.ok) throw new Error(fresh.message);
    const expected = full.legalEvents(fresh.state);
    expect(expected.some((e) => e.type === 'ATTEMPT_BREAKOUT')).toBe(true);
    ocsChart.provide(null);
    expect(createOcsEngine(SCENARIOS).legalEvents(fresh.state)).toEqual(expected);
  });

  it('a game with moves after its cache fetches them before it is drawn, never by a failed first try', async () => {
    const { id, state } = await storedOcs();
    // no cache at its last move (a game stored before every OCS move had one)
    const raw = await openDB(dbName);
    await raw.delete('snapshots', id);
    raw.close();
    ocsChecks.provide(null);
    ocsChart.provide(null);
    const asked: (EngineNeed | undefined)[] = [];
    const held = heldLoader(() => (ocsChecks.provide(ocsCheckMod), ocsChart.provide(ocsChartMod)));
    held.open();
    const engine = watchedPrepare(createOcsEngine(SCENARIOS, held.load), asked);
    const s = await GameSession.open<OcsGame, GameEvent>(id, { engine });
    expect(s.state.value).toEqual(state);
    expect(asked.map((n) => n?.missing)).toEqual([undefined]);
    expect(ocsChart.peek()).not.toBeNull();
  });
});

describe('OCS: the shipped scenario comes with the checks (issue 30)', () => {
  it('a game set up from the start (no snapshot cache yet) waits for the scenario, never refused as unknown', async () => {
    const full = createOcsEngine(SCENARIOS);
    const setup = {
      name: 'Body',
      system: 'ocs' as const,
      scenario: { id: demoScenario.id, version: 1 },
      options: {},
      dice: { kind: 'seeded' as const, seed: 9 },
    };
    const id = await createNewGame(setup, { engine: full });
    if (!id.ok) throw new Error(id.message);
    const fresh = full.start({ ...setup, checked: true, rulesVersion: full.rulesVersion });
    if (!fresh.ok) throw new Error(fresh.message);
    ocsChecks.provide(null);
    const shipped: Record<string, OcsScenarioData> = {};
    const asked: (EngineNeed | undefined)[] = [];
    const engine = watchedPrepare(
      createOcsEngine(shipped, async () => {
        shipped[demoScenario.id] = demoScenario;
        ocsChecks.provide(ocsCheckMod);
      }, [demoScenario.id]),
      asked,
    );
    const s = await GameSession.open<OcsGame, GameEvent>(id.value, { engine });
    // no cache: the opening fetches them first (the scenario's body with them)
    expect(asked.map((n) => n?.missing)).toEqual([undefined]);
    expect(shipped[demoScenario.id]).toBe(demoScenario);
    expect(s.state.value).toEqual(fresh.state);
    expect(s.damaged.value).toBeNull();
    // an id no shipped scenario has is still the rules' answer
    expect(engine.start({ ...setup, scenario: { id: 'ocs-nowhere', version: 1 }, checked: true })).toMatchObject({
      ok: false,
      code: 'scenario.unknown',
    });
  });
});

describe('FAB: the event and snapshot checks arrive after the engine (issue 30)', () => {
  it("6.2 the combat round event names the engine lists without the schema are the schema's", () => {
    expect([...COMBAT_EVENT_NAMES].sort()).toEqual(CombatEventSchema.options.map((o) => o.entries.type.literal).sort());
  });

  it('3.0 a stored game opens without them; a move waits for them, then is read against the schema', async () => {
    const id = await createNewGame(
      {
        name: 'Checks',
        system: 'fab',
        scenario: { id: 'fab-millbrook', version: 1 },
        options: {},
        dice: { kind: 'seeded', seed: 7 },
      },
      { engine: fabEngine },
    );
    if (!id.ok) throw new Error(id.message);
    const first = await GameSession.open<FabState, GameEvent>(id.value, { engine: fabEngine });
    await first.settle();
    const before = first.state.value;
    const stored = (await store.loadGame(id.value))!.events.length;
    fabChecks.provide(null);
    const asked: (EngineNeed | undefined)[] = [];
    let open!: () => void;
    const gate = new Promise<void>((r) => (open = r));
    const engine = {
      ...fabEngine,
      prepare: async (need?: EngineNeed) => {
        asked.push(need);
        // the scenario and the combat rules are here (tests/setup.ts): only the checks are held back
        if (need?.missing !== EVENT_CHECKS) return;
        await gate;
        fabChecks.provide(fabCheckMod);
      },
    };
    const s = await GameSession.open<FabState, GameEvent>(id.value, { engine });
    expect(s.state.value).toEqual(before);
    expect(asked.some((n) => n?.missing === EVENT_CHECKS)).toBe(false);
    expect(fabChecks.peek()).toBeNull();
    const move = fabEngine.legalEvents(s.state.value)[0]!;
    let done = false;
    const sent = s.dispatch(move).then((r) => ((done = true), r));
    await new Promise((r) => setTimeout(r, 30));
    expect(done).toBe(false);
    expect((await store.loadGame(id.value))!.events).toHaveLength(stored);
    open();
    expect(await sent).toEqual({ ok: true });
    expect(await s.dispatch({ type: 'MOVE_STEP', unit: 3 })).toMatchObject({ ok: false, code: 'event.malformed' });
    expect((await store.loadGame(id.value))!.events).toHaveLength(stored + 1);
  });
});
