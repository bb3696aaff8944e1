/** Creating, importing and exporting games: the game record in and out of the device. */
import type { DiceSpec } from '../rules/common/dice';
import type { AnyEngine, GameEvent, GameSetup, SystemId } from '../rules/common/engine';
import type { Rejection, Result } from '../rules/common/result';
import * as store from '../store';
import type { GameMeta, GameOpponent, OpponentLevel, StoredEvent } from '../store';
import { loadEngine } from './engines';
import { askPersistenceOnce } from './storage';
import { parseGameFile, serializeGameFile } from '../store/file';
import { checkSetup, replay, setupOf } from './replay';
import { TAKE_BACK_RULE, checkTakeBackSpans } from './take-back';
import { APP_VERSION } from './version';
import { checkGameName } from './names';
import { copyOrders, hasOrders } from './orders';

export interface NewGame {
  name: string;
  system: SystemId;
  scenario: { id: string; version: number };
  options: Record<string, unknown>;
  data?: unknown;
  /** Omitted: a fresh random seed (chosen here, in the app layer, never inside the rules). */
  dice?: DiceSpec;
  /** Play against the app (issue 17): the side it plays and its level; its seed is drawn here when omitted. */
  opponent?: { side: string; level: OpponentLevel; seed?: number };
}

/** The sides the app can play, per system (only FAB has an opponent). */
export const OPPONENT_SIDES: Readonly<Partial<Record<SystemId, readonly string[]>>> = { fab: ['blue', 'red'] };

/** The opponent of a record, checked: null when it names a system or side the app cannot play. */
function checkOpponent(system: SystemId, o: GameOpponent): Rejection | null {
  if (!OPPONENT_SIDES[system]?.includes(o.side)) {
    const reason = `the app cannot play side ${o.side} of a ${system.toUpperCase()} game`;
    return {
      ok: false,
      rule: 'setup',
      message: `The game in this file cannot be set up: ${reason}`,
      code: 'import.setup',
      params: { reason },
    };
  }
  return null;
}

export function randomSeed(): number {
  const a = new Uint32Array(1);
  crypto.getRandomValues(a);
  return a[0]!;
}

/** Create a game after checking that its engine accepts the setup. Returns the new game's id. */
export async function createNewGame(
  g: NewGame,
  opts: { engine?: AnyEngine; now?: number } = {},
): Promise<Result<string>> {
  const checkedName = checkGameName(g.name);
  if (!checkedName.ok) return checkedName;
  const name = checkedName.value;
  const opponent: GameOpponent | undefined = g.opponent
    ? { side: g.opponent.side, level: g.opponent.level, seed: g.opponent.seed ?? randomSeed() }
    : undefined;
  if (opponent) {
    const bad = checkOpponent(g.system, opponent);
    if (bad) return bad;
  }
  const engine = opts.engine ?? (await loadEngine(g.system));
  await engine.prepare?.(); // every part: its scenario's body, the checks of what it brings
  const dice: DiceSpec = g.dice ?? { kind: 'seeded', seed: randomSeed() };
  // a new game is played under the current rules of its system, for good (unless its player moves it on)
  const rulesVersion = engine.rulesVersion;
  const given: GameSetup = {
    system: g.system,
    scenario: g.scenario,
    options: g.options,
    dice,
    rulesVersion,
    ...(g.data !== undefined ? { data: g.data } : {}),
  };
  // checked once, here, and stored in its checked form: opening the game does not check it again
  const checked = checkSetup(engine, given);
  if (!checked.ok) return checked;
  const setup = checked.value;
  const started = engine.start(setup);
  if (!started.ok) return started;
  const now = opts.now ?? Date.now();
  const meta: GameMeta = {
    id: crypto.randomUUID(),
    name,
    system: g.system,
    scenario: g.scenario,
    rulesVersion,
    appVersion: APP_VERSION,
    options: setup.options,
    dice,
    ...(setup.data !== undefined ? { data: setup.data } : {}),
    ...(setup.checked ? { checked: true } : {}),
    createdAt: now,
    updatedAt: now,
    eventCount: 0,
    status: engine.status(started.state),
    ...(opponent ? { opponent } : {}),
  };
  await store.createGame(meta);
  void askPersistenceOnce(); // the first saved game: now there is something to keep
  return { ok: true, value: meta.id };
}

/** The game file of a stored game, as text. */
export async function exportGame(id: string, now = Date.now()): Promise<{ filename: string; text: string }> {
  const loaded = await store.loadGame(id);
  if (!loaded) throw new Error('That game is not on this device any more.');
  const { meta } = loaded;
  const events = (loaded.events as StoredEvent[]).map((e) => ({
    seq: e.seq,
    at: e.at,
    ...(e.auto ? { auto: true as const } : {}),
    ...(e.order ? { order: true as const } : {}),
    event: e.event,
  }));
  const text = serializeGameFile(
    {
      name: meta.name,
      system: meta.system,
      scenario: meta.scenario,
      rulesVersion: meta.rulesVersion ?? 1,
      appVersion: meta.appVersion,
      options: meta.options,
      dice: meta.dice as never,
      ...(meta.data !== undefined ? { data: meta.data } : {}),
      createdAt: meta.createdAt,
      ...(meta.notes ? { notes: { shared: meta.notes.shared, sides: { ...meta.notes.sides } } } : {}),
      ...(meta.clock ? { clock: { ...meta.clock, used: { ...meta.clock.used } } } : {}),
      ...(meta.opponent ? { opponent: { ...meta.opponent } } : {}),
      ...(hasOrders(meta.orders) ? { orders: copyOrders(meta.orders) } : {}),
      events,
    },
    new Date(now).toISOString(),
    APP_VERSION,
  );
  const safe =
    meta.name
      .replace(/[^\p{L}\p{N}_-]+/gu, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'game';
  return { filename: `${safe}.sandtable`, text };
}

/** A set-up the file carries that cannot be used. A refusal naming a field keeps its own code (the UI says
 * which field, in the player's language); any other is wrapped in 'cannot be set up'. */
function setupRefusal(r: Rejection): Rejection {
  if (r.code?.startsWith('import.')) return r;
  return {
    ok: false,
    rule: r.rule,
    message: `The game in this file cannot be set up: ${r.message}`,
    code: 'import.setup',
    params: { reason: r.message },
  };
}

export interface ImportOptions {
  engine?: AnyEngine;
  now?: number;
  /** Keep this id (a restored backup) instead of a new one; refused if a game has it already. */
  id?: string;
  /** When the game was last played (a restored backup keeps its place in the list). */
  updatedAt?: number;
}

/** A game read from a file and checked, ready to be stored: its header and its log. */
export interface PreparedGame {
  readonly meta: GameMeta;
  readonly events: readonly StoredEvent[];
}

/**
 * Read a game file and check it whole: size, syntax, depth, shape, then every event replayed through the
 * rules. Nothing is stored: the caller stores it (one game, or many in a few transactions for a backup).
 */
export async function prepareImport(text: string, opts: ImportOptions = {}): Promise<Result<PreparedGame>> {
  const parsed = parseGameFile(text);
  if (!parsed.ok) return parsed;
  const g = parsed.value.game;
  const badOpponent = g.opponent ? checkOpponent(g.system, g.opponent) : null;
  if (badOpponent) return badOpponent;
  let engine: AnyEngine;
  try {
    engine = opts.engine ?? (await loadEngine(g.system));
    await engine.prepare?.(); // every part: the file's scenario, the checks of what it brings, its moves
  } catch (e) {
    return { ok: false, rule: 'import', message: e instanceof Error ? e.message : String(e) };
  }
  // the file's game is replayed, and goes on, under the rules version it names (files of version 1: 1);
  // its set-up is checked once, here, and stored in its checked form
  const checked = checkSetup(engine, setupOf(g));
  if (!checked.ok) return setupRefusal(checked);
  const setup = checked.value;
  const events = g.events.map((e) => e.event as GameEvent);
  // a take-back request names the last move its side tapped (the entries between are the app's): src/app/take-back.ts
  const span = checkTakeBackSpans(g.events);
  if (span >= 0)
    return {
      ok: false,
      rule: TAKE_BACK_RULE,
      message: `Move ${span + 1} (TAKE_BACK_ASK) in this file names a move that is not the last one its side played.`,
      code: 'import.breaksRule',
      params: { move: span + 1, type: 'TAKE_BACK_ASK', rule: TAKE_BACK_RULE, reason: 'not the last move of its side' },
    };
  const r = replay(engine, setup, events);
  if (!r.ok) {
    if (r.at < 0) return setupRefusal(r.rejection);
    return {
      ok: false,
      rule: r.rejection.rule,
      message: `Move ${r.at + 1} (${events[r.at]!.type}) in this file breaks rule ${r.rejection.rule}: ${r.rejection.message}`,
      code: 'import.breaksRule',
      params: { move: r.at + 1, type: events[r.at]!.type, rule: r.rejection.rule, reason: r.rejection.message },
    };
  }
  const now = opts.now ?? Date.now();
  const id = opts.id ?? crypto.randomUUID();
  const meta: GameMeta = {
    id,
    name: g.name,
    system: g.system,
    scenario: g.scenario,
    rulesVersion: g.rulesVersion,
    appVersion: g.appVersion ?? APP_VERSION,
    options: setup.options,
    dice: g.dice,
    ...(setup.data !== undefined ? { data: setup.data } : {}),
    ...(setup.checked ? { checked: true } : {}),
    createdAt: g.createdAt ?? now,
    updatedAt: opts.updatedAt ?? now,
    eventCount: events.length,
    status: engine.status(r.state),
    ...(g.notes ? { notes: g.notes } : {}),
    ...(g.clock ? { clock: g.clock } : {}),
    ...(g.opponent ? { opponent: g.opponent } : {}),
    ...(hasOrders(g.orders) ? { orders: copyOrders(g.orders) } : {}),
    // a game from a file (not a restored backup) says so after its name until the player renames it
    ...(opts.id === undefined ? { imported: true } : {}),
  };
  const stored: StoredEvent[] = g.events.map((e, i) => ({
    gameId: id,
    seq: i,
    at: e.at,
    by: r.actors[i] ?? null,
    barrier: r.barriers[i] ?? false,
    ...(e.auto ? { auto: true as const } : {}),
    ...(e.order ? { order: true as const } : {}),
    event: e.event,
  }));
  return { ok: true, value: { meta, events: stored } };
}

/**
 * Import a game file as a new game. The file is checked (size, syntax, depth, shape) and then every
 * event is replayed through the rules; anything wrong refuses the whole file with the reason, and no
 * stored game is read or written until it has passed.
 */
export async function importGame(text: string, opts: ImportOptions = {}): Promise<Result<string>> {
  const prepared = await prepareImport(text, opts);
  if (!prepared.ok) return prepared;
  const { meta, events: stored } = prepared.value;
  const id = meta.id;
  try {
    await store.createGame(meta, stored);
  } catch (e) {
    return { ok: false, rule: 'storage', message: e instanceof Error ? e.message : String(e) };
  }
  void askPersistenceOnce();
  return { ok: true, value: id };
}
