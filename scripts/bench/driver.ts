/**
 * A page-side driver for the real-browser reliability test and the benchmark: the app's own runner
 * (GameSession, importGame, the IndexedDB store, the engines) bundled as one script that Playwright
 * evaluates inside the served app's origin, so it uses the same database the app does. Used while a
 * system's game screen is missing, and to time the runner on its own.
 */
import { GameSession } from '../../src/app/session';
import { createNewGame, importGame } from '../../src/app/games';
import { loadEngine, registerEngine } from '../../src/app/engines';
import { engineLoaders } from '../../src/app/engine-loaders';
import { replay, setupOf } from '../../src/app/replay';
import * as store from '../../src/store';
import { describeReplica } from '../../src/store/replica';
import { serializeGameFile } from '../../src/store/file';
import type { AnyEngine, GameEvent, SystemId } from '../../src/rules/common/engine';
import { PRESET_SCENARIOS } from '../../src/scenarios/fubar/presets';
import { fabState } from '../../src/ui/fab/view';
import { secretsFor, type Secrets } from '../../src/rules/fab/secrets';
import { viewOdds } from '../../src/rules/fab/combat/view';
import { secretIds, viewFor } from '../../src/rules/fab/view';
import type { FabState } from '../../src/rules/fab/types';
import { isCombatEventType } from '../../machines/fab/events';
import type { ScenarioMeta } from '../../src/scenarios/types';

for (const [id, load] of Object.entries(engineLoaders)) registerEngine(id as SystemId, load);

// Each system's scenario list, whichever systems exist in this build (Vite resolves the glob at build time).
const metas = import.meta.glob<{ scenarios: ScenarioMeta[] }>('../../src/scenarios/*/index.ts', { eager: true });
const SCENARIO: Partial<Record<SystemId, string>> = {};
for (const m of Object.values(metas)) for (const sc of m.scenarios ?? []) SCENARIO[sc.system] ??= sc.id;

// FAB's benchmark fixtures, when they exist in this build.
const fabFixtures = import.meta.glob<{
  gridState(): unknown;
  gridScenario(): unknown;
  benchReachable(s: unknown): number;
}>('../../src/rules/fab/bench-fixtures.ts', { eager: true });

/**
 * Setup of a new game. FUBAR games get no turn limit; a long FAB game is played on the 200-area benchmark
 * grid stretched to 99 turns (random play ends every shipped scenario within a few hundred events).
 */
function setupFor(system: SystemId, seed: number, scenario?: string, long = false) {
  const fx = Object.values(fabFixtures)[0];
  if (system === 'fab' && long && fx) {
    const grid = fx.gridScenario() as { turns: number; turnRecord: unknown[] };
    const turns = 99;
    const sc = {
      ...grid,
      turns,
      turnRecord: Array.from({ length: turns }, (_, i) => ({
        turn: i + 1,
        label: `T${i + 1}`,
        draws: { blue: 1, red: 1 },
      })),
    };
    return {
      system,
      scenario: { id: 'bench-grid', version: 1 },
      options: {},
      dice: { kind: 'seeded' as const, seed },
      data: { scenario: sc },
    };
  }
  const id = scenario ?? SCENARIO[system];
  if (!id) throw new Error(`no scenario for ${system} in this build`);
  const fubar =
    system === 'fubar' && PRESET_SCENARIOS[id] ? { data: { ...PRESET_SCENARIOS[id], turnLimit: null } } : {};
  return { system, scenario: { id, version: 1 }, options: {}, dice: { kind: 'seeded' as const, seed }, ...fubar };
}

/** Seeded chooser for which legal event to play (the game's own dice stay in the game state). */
function chooser(seed: number) {
  let s = seed >>> 0;
  return (n: number) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return Math.floor((s / 4294967296) * n);
  };
}

function pickEvent(engine: AnyEngine, state: unknown, pick: (n: number) => number): GameEvent | null {
  const legal = engine.legalEvents(state);
  if (!legal.length) return null;
  // prefer moves that keep the game going so long games stay playable
  const going = legal.filter((e) => e.type !== 'END_GAME');
  const pool = going.length && pick(50) !== 0 ? going : legal;
  return pool[pick(pool.length)]!;
}

const sessions = new Map<string, GameSession>();

/** Open a game and wait until its whole log is in memory (a long game reads its older moves after opening). */
async function opened(id: string): Promise<GameSession> {
  const s = await GameSession.open(id);
  await s.idle();
  return s;
}

/** The length of a session's log (read whole by `opened`, kept whole by dispatch). */
function logLength(s: GameSession): number {
  const log = s.log.peek();
  if (!log) throw new Error('the log of this game was not read');
  return log.length;
}

export const driver = {
  async newGame(system: SystemId, seed: number, name = `${system} ${seed}`): Promise<string> {
    const r = await createNewGame({ name, ...setupFor(system, seed) });
    if (!r.ok) throw new Error(r.message);
    return r.value;
  },

  async open(id: string): Promise<{ events: number; damaged: string | null }> {
    const s = await opened(id);
    sessions.set(id, s);
    return { events: logLength(s), damaged: s.damaged.value };
  },

  /**
   * Play up to `max` legal events chosen by `seed`. After each one is accepted (stored, then shown) the
   * page calls window.__shown(seq, eventJson) when the test exposed it.
   */
  async play(id: string, seed: number, max: number): Promise<number> {
    const s = sessions.get(id) ?? (await opened(id));
    sessions.set(id, s);
    const engine = await loadEngine(s.system);
    const pick = chooser(seed);
    const shown = (globalThis as { __shown?: (seq: number, ev: string) => void }).__shown;
    let n = 0;
    for (; n < max; n++) {
      const ev = pickEvent(engine, s.state.peek(), pick);
      if (!ev) break;
      const from = logLength(s);
      const r = await s.dispatch(ev);
      if (!r.ok) throw new Error(`a legal event was refused: ${r.message}`);
      // the move and any events the rules forced after it (taken by the app, FAB) are all shown now
      const log = s.log.peek() ?? [];
      for (const [k, e] of log.slice(from).entries()) shown?.(from + k, JSON.stringify(e.event));
    }
    return n;
  },

  /**
   * Play until `max` events or the first refusal, returning how far it got and the refusal (storage full...).
   * The on-screen state is reported too, to check it did not move on a refused move.
   */
  async tryPlay(
    id: string,
    seed: number,
    max: number,
  ): Promise<{ played: number; failure: { rule: string; message: string } | null; shown: number }> {
    const s = sessions.get(id) ?? (await opened(id));
    sessions.set(id, s);
    const engine = await loadEngine(s.system);
    const pick = chooser(seed);
    let played = 0;
    for (; played < max; played++) {
      const ev = pickEvent(engine, s.state.peek(), pick);
      if (!ev) break;
      const r = await s.dispatch(ev);
      if (!r.ok) return { played, failure: { rule: r.rule, message: r.message }, shown: logLength(s) };
    }
    return { played, failure: null, shown: logLength(s) };
  },

  /** Forget open sessions (the next call opens from storage again). */
  forget(): void {
    sessions.clear();
  },

  /** What is stored, and whether opening it gives the same state as a fresh replay of the stored log. */
  async verify(id: string): Promise<{
    count: number;
    eventCount: number;
    events: string[];
    damaged: string | null;
    equal: boolean;
    finished: boolean;
    error?: string;
  }> {
    const loaded = await store.loadGame(id);
    if (!loaded) return { count: 0, eventCount: 0, events: [], damaged: 'missing', equal: false, finished: false };
    const engine = await loadEngine(loaded.meta.system);
    const s = await opened(id);
    const events = (loaded.events as store.StoredEvent[]).map((e) => e.event);
    const fresh = replay(engine, setupOf(loaded.meta), events);
    const equal =
      fresh.ok &&
      JSON.stringify(engine.serialize(fresh.state)) === JSON.stringify(engine.serialize(s.state.peek())) &&
      logLength(s) === events.length;
    return {
      count: events.length,
      eventCount: loaded.meta.eventCount,
      events: events.map((e) => JSON.stringify(e)),
      damaged: s.damaged.peek(),
      equal,
      finished: s.status.peek().finished || engine.legalEvents(s.state.peek()).length === 0,
      ...(fresh.ok ? {} : { error: fresh.rejection.message }),
    };
  },

  /**
   * FAB 2.2: what `viewer` may not know now, from the rules alone (src/rules/fab/secrets.ts: enemy blocks
   * still face down with their attributes, hidden chits, the full-knowledge numbers of a round), from a
   * fresh replay of the stored log, for the browser leak check. `viewExpected`: the expected hits the
   * viewer's own view gives each step, so a number both share is not taken for a leak.
   */
  async secrets(
    id: string,
    viewer: 'blue' | 'red',
  ): Promise<
    Secrets & {
      viewExpected: Record<string, number | null>;
      viewExpectedIfLoss: Record<string, number | null> | null;
    }
  > {
    const loaded = await store.loadGame(id);
    if (!loaded || loaded.meta.system !== 'fab')
      return { viewer, units: [], chits: [], fire: [], viewExpected: {}, viewExpectedIfLoss: null };
    const engine = await loadEngine('fab');
    const r = replay(
      engine,
      setupOf(loaded.meta),
      (loaded.events as store.StoredEvent[]).map((e) => e.event),
    );
    const s = r.ok ? fabState(r.state) : null;
    if (!s) throw new Error('the stored FAB game does not replay');
    const expectedOf = (st: FabState): Record<string, number | null> => {
      const v = viewFor(st, viewer);
      const out: Record<string, number | null> = {};
      if (v.combat) for (const o of viewOdds(v.combat.round)) out[o.step] = o.expected;
      return out;
    };
    // issue 25: the same position with an enemy block the viewer cannot see, away from the battle, one step weaker
    // (or stronger): what the viewer is shown must not move
    const fighting = JSON.stringify(s.combat ?? null);
    const elsewhere = [...secretIds(s, viewer)].find(
      (uid) => s.units[uid]?.where === 'map' && !fighting.includes(`"${uid}"`),
    );
    const u = elsewhere ? s.units[elsewhere] : undefined;
    const changed: FabState | null =
      elsewhere && u
        ? { ...s, units: { ...s.units, [elsewhere]: { ...u, steps: u.steps > 1 ? u.steps - 1 : 2 } } }
        : null;
    return {
      ...secretsFor(s, viewer),
      viewExpected: expectedOf(s),
      viewExpectedIfLoss: changed ? expectedOf(changed) : null,
    };
  },

  /** The phases a stored game went through (each once, in order) and how many of its moves the app took for
   * the players (hand off only for real decisions), by a fresh replay of the stored log. */
  async phasesOf(
    id: string,
  ): Promise<{ phases: string[]; auto: number; events: number; placed: number; ordered: number; rounds: number }> {
    const loaded = await store.loadGame(id);
    if (!loaded) throw new Error('no such game');
    const engine = await loadEngine(loaded.meta.system);
    const events = loaded.events as store.StoredEvent[];
    const start = engine.start(setupOf(loaded.meta));
    if (!start.ok) throw new Error(start.message);
    let st = start.state;
    const phases = [engine.status(st).phase];
    for (const e of events) {
      const o = engine.apply(st, e.event);
      if (!o.ok) throw new Error(`move ${e.seq + 1} does not replay: ${o.message}`);
      st = o.state;
      const ph = engine.status(st).phase;
      if (!phases.includes(ph)) phases.push(ph);
    }
    const placed = events.filter((e) => e.event.type === 'PLACE_REINFORCEMENT').length;
    // taken by a side's standing orders (issue 16)
    const ordered = events.filter((e) => e.auto && e.order).length;
    // FAB combat rounds opened (6.1: one per area chosen for combat)
    const rounds = events.filter((e) => e.event.type === 'SELECT_COMBAT').length;
    return { phases, auto: events.filter((e) => e.auto).length, events: events.length, placed, ordered, rounds };
  },

  /** The stored game's position by a fresh replay: who must act, how many legal events it has, and whether
   * the app would take one for it (hand off only for real decisions: it never should be waiting). */
  async position(id: string): Promise<{
    actor: string | null;
    legal: number;
    forced: boolean;
    ordered: boolean;
    phase: string;
    types: string[];
    /** FAB: the decision asked is one of a combat round's (6.2). */
    round: boolean;
  }> {
    const loaded = await store.loadGame(id);
    if (!loaded) throw new Error('no such game');
    const engine = await loadEngine(loaded.meta.system);
    const r = replay(
      engine,
      setupOf(loaded.meta),
      (loaded.events as store.StoredEvent[]).map((e) => e.event),
    );
    if (!r.ok) throw new Error('the stored game does not replay');
    return {
      actor: engine.status(r.state).actor,
      legal: engine.legalEvents(r.state).length,
      forced: (engine.forcedEvent?.(r.state) ?? null) !== null,
      // a question the side to act has a standing order for (issue 16): the app should have answered it
      ordered: (engine.orderedEvent?.(r.state, loaded.meta.orders ?? {}) ?? null) !== null,
      phase: engine.status(r.state).phase,
      types: [...new Set(engine.legalEvents(r.state).map((e) => e.type))],
      round: loaded.meta.system === 'fab' && engine.legalEvents(r.state).some((e) => isCombatEventType(e.type)),
    };
  },

  /** A game file of `n` legal events, generated here (for import through the UI or importGame); with `endIn`, played
   * on past `n` to the first position in that phase (at most 2,000 events more), so that two games of different
   * lengths open on the same screen. */
  async makeFile(
    system: SystemId,
    n: number,
    seed: number,
    opts: { scenario?: string; long?: boolean; endIn?: string } = {},
  ): Promise<string> {
    const engine = await loadEngine(system);
    const setup = setupFor(system, seed, opts.scenario, opts.long);
    const st = engine.start(setup);
    if (!st.ok) throw new Error(st.message);
    let state = st.state;
    const pick = chooser(seed);
    const events: { seq: number; at: number; event: GameEvent }[] = [];
    let refused = 0;
    const more = () =>
      events.length < n ||
      (opts.endIn !== undefined && engine.status(state).phase !== opts.endIn && events.length < n + 2000);
    while (more()) {
      const legal = engine.legalEvents(state).filter((e) => e.type !== 'END_GAME');
      if (!legal.length || engine.status(state).finished) break;
      const ev = legal[pick(legal.length)]!;
      const out = engine.apply(state, ev);
      if (!out.ok) {
        if (++refused > 50) break; // a legal event refused: stop rather than loop
        continue;
      }
      state = out.state;
      events.push({ seq: events.length, at: 1_700_000_000_000 + events.length, event: ev });
    }
    return serializeGameFile(
      {
        name: `${system} long game`,
        system,
        scenario: setup.scenario,
        options: {},
        dice: setup.dice,
        ...('data' in setup ? { data: setup.data } : {}),
        events,
      },
      new Date(0).toISOString(),
    );
  },

  async importText(text: string): Promise<string> {
    const r = await importGame(text);
    if (!r.ok) throw new Error(r.message);
    return r.value;
  },

  /** Time opening a stored game with the runner (engine load, log read, snapshot restore, replay). */
  /** Time opening a game until its state is shown. The older moves of a long game are read after that, in
   * idle time; that read is awaited (untimed) so it cannot slow the next measurement. */
  async timeOpen(id: string): Promise<number> {
    await sessions.get(id)?.idle();
    const t0 = performance.now();
    const s = await GameSession.open(id);
    const ms = performance.now() - t0;
    sessions.set(id, s);
    await s.idle();
    return ms;
  },

  /** Time committing `n` events one after another: stored, state published, then the next frame drawn. */
  async timeCommits(id: string, n: number, seed: number): Promise<number[]> {
    const s = sessions.get(id) ?? (await opened(id));
    sessions.set(id, s);
    const engine = await loadEngine(s.system);
    const pick = chooser(seed);
    const times: number[] = [];
    for (let i = 0; i < n; i++) {
      const ev = pickEvent(engine, s.state.peek(), pick);
      if (!ev) break;
      const t0 = performance.now();
      const r = await s.dispatch(ev);
      if (!r.ok) throw new Error(r.message);
      await new Promise<void>((ok) => requestAnimationFrame(() => ok()));
      times.push(performance.now() - t0);
    }
    return times;
  },

  scenarios(): Partial<Record<SystemId, string>> {
    return { ...SCENARIO };
  },

  systems(): string[] {
    return Object.keys(engineLoaders);
  },

  /** Time `fn` of an eagerly bundled FAB benchmark fixture in the page (reachable areas), ms per call. */
  timeFabReach(reps: number): number[] | null {
    const fx = Object.values(fabFixtures)[0];
    if (!fx) return null;
    const s = fx.gridState();
    const out: number[] = [];
    for (let i = 0; i < reps; i++) {
      const t0 = performance.now();
      fx.benchReachable(s);
      out.push(performance.now() - t0);
    }
    return out;
  },

  /** The second copy now: where it is kept, whether it has a base, how many writes (for diagnosis). */
  replicaInfo(): Promise<{ kind: string; base: boolean; writes: number }> {
    return describeReplica();
  },

  /** What the second copy put back when this page opened the database (null: nothing was lost). */
  async recovery(): Promise<store.Recovery | null> {
    await store.listGames(); // the restore runs when the database opens
    return store.recovery();
  },

  async games(): Promise<{ id: string; name: string; system: string; eventCount: number }[]> {
    return (await store.listGames()).map((g) => ({
      id: g.id,
      name: g.name,
      system: g.system,
      eventCount: g.eventCount,
    }));
  },
};

(globalThis as { SandtableDriver?: typeof driver }).SandtableDriver = driver;
