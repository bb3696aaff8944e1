/**
 * The game runner shared by every system: derives state by replay, stores each accepted event in one
 * IndexedDB transaction before publishing its result, keeps snapshot caches, and undoes back to (never past)
 * the last die roll or reveal of hidden information.
 */
import { batch, computed, signal, type ReadonlySignal } from '@preact/signals';
import type { Engine, GameEvent, GameSetup, GameStatus } from '../rules/common/engine';
import type { Rejection, Result } from '../rules/common/result';
import { rulesVersionOf, rulingsBetween, type Ruling } from '../rules/common/rulings';
import * as store from '../store';
import type { GameMeta, StoredEvent } from '../store';
import { loadEngine } from './engines';
import { replay, setupOf } from './replay';
import { APP_VERSION } from './version';
import { checkGameName } from './names';
import { logLines } from './log-lines';
import { copyOrders } from './orders';
import { cleanOrders, type OrdersBySide, type StandingOrders } from '../rules/common/orders';

export { setupOf };
import type { GameSessionApi, LogEntry, ReadOnly, SoloOpponent, UndoAllowed, UndoRefused } from './session-api';
export type { ReadOnly };

/** Moving a game to its system's newer rules: possible, with the rulings it would start to play by, or not. */
export type RulesCheck =
  | {
      readonly ok: true;
      readonly from: number;
      readonly to: number;
      readonly changes: readonly Ruling[];
      /** Whether the position after the last move is the same under the new rules (summary compared). */
      readonly samePosition: boolean;
    }
  | {
      readonly ok: false;
      readonly from: number;
      readonly to: number;
      readonly changes: readonly Ruling[];
      /** The first move the new rules refuse (0-based), with their reason. */
      readonly at: number;
      readonly rejection: Rejection;
    };

/** A snapshot cache is written with every SNAPSHOT_EVERY-th event, in the same transaction. */
export const SNAPSHOT_EVERY = 50;

function isStoredEvent(x: unknown, gameId: string, seq: number): x is StoredEvent {
  if (typeof x !== 'object' || x === null) return false;
  const e = x as Partial<StoredEvent>;
  return (
    e.gameId === gameId &&
    e.seq === seq &&
    typeof e.at === 'number' &&
    typeof e.barrier === 'boolean' &&
    typeof e.event === 'object' &&
    e.event !== null &&
    typeof e.event.type === 'string'
  );
}

type StorageFailure = { ok: false; rule: 'storage'; message: string };

/** Why a move was not stored, and how to try it again. */
export interface StorageProblem {
  /** full: out of space; conflict: another tab moved on; slow: the storage did not answer in time. */
  readonly kind: 'full' | 'conflict' | 'slow' | 'other';
  readonly message: string;
  /** Try the same thing again (absent where there is nothing to retry). */
  readonly retry?: () => Promise<unknown>;
}

/**
 * How long a move's write may take before it is given up (nothing of it is stored, nothing is shown, and the
 * player is told, with a Retry): a tap is never left without an answer.
 */
export const MOVE_WRITE_LIMIT_MS = 3000;

/** Opening a game that is not (or no longer) stored on this device. */
export class GameMissingError extends Error {
  constructor() {
    super('That game is not on this device any more.');
    this.name = 'GameMissingError';
  }
}

/** A game its engine cannot set up (e.g. played under newer rules than this app knows). Nothing is changed. */
export class GameSetupError extends Error {
  constructor(readonly rejection: Rejection) {
    super(`This game cannot be set up: ${rejection.message} (rule ${rejection.rule})`);
    this.name = 'GameSetupError';
  }
}

/** One applied event on its way to the store: the state before it, the engine's result, taken for a player or not. */
interface Step<S, E> {
  readonly before: S;
  readonly event: E;
  readonly out: { readonly state: S; readonly barrier: boolean };
  /** Taken by the app for the side: forced (no choice), or by the side's standing order. */
  readonly auto: false | 'forced' | 'order';
}

export class GameSession<S = unknown, E extends GameEvent = GameEvent, V = unknown> implements GameSessionApi<S, E, V> {
  readonly gameId: string;
  readonly system;
  readonly scenario;
  readonly options;
  readonly name;
  /** Imported from a file and not renamed since (GameMeta.imported). */
  readonly imported;
  readonly state;
  readonly status: ReadonlySignal<GameStatus>;
  /** The whole log, or null while the moves before the snapshot are still being read (see `readHead`). */
  readonly log;
  readonly damaged;
  readonly readOnly;
  readonly undoable: ReadonlySignal<UndoAllowed | UndoRefused>;
  /**
   * The last storage failure, cleared by the next stored event. The shell explains it, says that nothing is lost
   * (a move not stored was not shown, and the game is as it was before it) and offers `retry` (the same move
   * again) and an export.
   */
  readonly storageError = signal<StorageProblem | null>(null);
  /** Per side, its standing orders (src/rules/common/orders.ts), as stored in the game's header. */
  readonly orders;
  /** The log as each side may read it (src/app/log-lines.ts): the screens never replay states themselves. */
  readonly lines;

  private meta: GameMeta;
  private readonly engine: Engine<S, E, V>;
  private setupNow: GameSetup;
  /** The stored moves read so far: `entries[0]` has seq `base` (0 once the whole log is in memory). */
  private entries: StoredEvent[];
  private base: number;
  /** States after the last barrier: window[0] is the state after the last barrier (or the start). */
  private window: S[];
  private queue: Promise<unknown> = Promise.resolve();
  private readonly now: () => number;
  /** The last snapshot cache stored (written or read), chained into the next one as its `prev`. */
  private lastSnap: { seq: number; data: unknown } | null = null;
  /** A serialized state the log may start from (see `logAnchor`), and its restored state once asked for. */
  private anchor: { seq: number; data: unknown; state?: S | null } | null = null;
  /** The last answer of `checkNewRules`, with the rules version and the log (length, last move) it was for. */
  private lastCheck: { to: number; length: number; last: StoredEvent | null; result: RulesCheck } | null = null;

  private constructor(args: {
    meta: GameMeta;
    engine: Engine<S, E, V>;
    entries: StoredEvent[];
    base: number;
    state: S;
    window: S[];
    damaged: string | null;
    readOnly: ReadOnly | null;
    now: () => number;
  }) {
    this.meta = args.meta;
    this.engine = args.engine;
    this.setupNow = setupOf(args.meta);
    this.gameId = args.meta.id;
    this.system = args.meta.system;
    this.scenario = args.meta.scenario;
    this.options = args.meta.options;
    this.entries = args.entries;
    this.base = args.base;
    this.window = args.window;
    this.now = args.now;
    this.name = signal(args.meta.name);
    this.imported = signal(args.meta.imported === true);
    this.orders = signal<OrdersBySide>(copyOrders(args.meta.orders));
    this.state = signal(args.state);
    this.status = computed(() => this.engine.status(this.state.value));
    this.lines = logLines<S, E>({
      engine: this.engine,
      setup: () => this.setupNow,
      entries: () => this.log.value,
      anchor: () => this.logAnchor(),
      current: () => this.state.peek(),
    });
    this.log = signal<readonly LogEntry<E>[] | null>(args.base === 0 ? this.entries.map(toLog<E>) : null);
    this.damaged = signal(args.damaged);
    this.readOnly = signal<ReadOnly | null>(args.readOnly);
    this.undoable = computed(() => {
      void this.log.value; // re-evaluate when the log changes
      if (this.readOnly.value) return readOnlyUndo;
      return this.undoCheck(this.status.value);
    });
  }

  /**
   * Open a stored game. With a usable snapshot cache only the moves after it are read and replayed, and the
   * game is shown at once; the older moves are read behind it (`readHead`), before any new move is stored.
   * Without one, or at the least sign of damage, the whole log is read and checked first.
   */
  static async open<S, E extends GameEvent>(
    id: string,
    opts: {
      now?: () => number;
      engine?: Engine<S, E>;
      engineFor?: (system: GameMeta['system']) => Promise<Engine<S, E>>;
    } = {},
  ): Promise<GameSession<S, E>> {
    const loaded = await store.loadGameTail(id);
    if (!loaded) throw new GameMissingError();
    const { meta } = loaded;
    const engine =
      opts.engine ??
      (opts.engineFor ? await opts.engineFor(meta.system) : ((await loadEngine(meta.system)) as Engine<S, E>));
    const now = opts.now ?? Date.now;
    // a game played under rules newer than this app's is not opened at all (not even from its snapshot)
    const rules = rulesVersionOf(setupOf(meta), engine.rulesVersion, meta.system.toUpperCase());
    if (!rules.ok) throw new GameSetupError(rules);

    const quick = loaded.from > 0 ? openFromTail(meta, engine, loaded) : null;
    if (quick) {
      const s = new GameSession<S, E>({
        meta,
        engine,
        entries: quick.entries,
        base: loaded.from,
        state: quick.state,
        window: [quick.state],
        damaged: null,
        readOnly: null,
        now,
      });
      s.adoptSnapshot(loaded.snapshot);
      // when the screen is drawn and the device idle (a player reads the screen before the first move)
      s.queue = whenIdle().then(() => s.readHead(loaded.snapshot));
      return s;
    }

    const raw = loaded.from > 0 ? [...(await store.loadEvents(id, 0, loaded.from)), ...loaded.events] : loaded.events;
    const o = openFromLog(meta, engine, raw, loaded.snapshot);
    const s = new GameSession<S, E>({
      meta,
      engine,
      entries: o.entries,
      base: 0,
      state: o.state,
      window: [o.state],
      damaged: o.damaged,
      readOnly: o.readOnly,
      now,
    });
    if (o.fromSnapshot) s.adoptSnapshot(loaded.snapshot);
    // The undo window: states since the last barrier. Rebuilt lazily when the snapshot skipped them.
    if (findLastBarrier(o.entries) + 1 < o.entries.length && !o.fromSnapshot) s.rebuildWindow();
    if (!o.fromSnapshot && o.entries.length >= SNAPSHOT_EVERY && !o.damaged) {
      // Refresh a missing or stale cache so the next opening is fast; failure here is harmless.
      const data = engine.serialize(o.state);
      const prev = o.mid ? { seq: o.mid.seq, data: engine.serialize(o.mid.state) } : null;
      s.lastSnap = { seq: o.entries.length, data };
      if (o.mid && prev) s.anchor = { ...prev, state: o.mid.state };
      void store
        .putSnapshot({
          gameId: id,
          seq: o.entries.length,
          stateVersion: engine.stateVersion,
          data,
          ...(prev ? { prev } : {}),
        })
        .catch(() => undefined);
    }
    return s;
  }

  /**
   * Read and check the moves before the snapshot. Queued first, so no move is stored before the whole log
   * is known to be sound. Damage there means the record cannot be trusted past it: the game goes back to
   * the last good move, read-only, and says so, exactly as if it had been found on opening.
   */
  private async readHead(snapshot: unknown): Promise<void> {
    let raw: unknown[];
    try {
      raw = await store.loadEvents(this.gameId, 0, this.base);
    } catch (e) {
      this.storageError.value = {
        kind: 'other',
        message: `The older moves of this game could not be read: ${e instanceof Error ? e.message : String(e)}`,
      };
      return;
    }
    if (raw.length === this.base && soundPrefix(raw, this.gameId, 0) === raw.length) {
      this.entries = (raw as StoredEvent[]).concat(this.entries);
      this.base = 0;
      this.log.value = this.entries.map(toLog<E>);
      return;
    }
    let o: Opened<S>;
    try {
      o = openFromLog(this.meta, this.engine, [...raw, ...this.entries], snapshot);
    } catch (e) {
      this.damaged.value = e instanceof Error ? e.message : String(e);
      return;
    }
    this.entries = o.entries;
    this.base = 0;
    this.window = [o.state];
    // the head was not sound: the snapshot the game opened from is not to be trusted for the log either
    this.lastSnap = null;
    this.anchor = o.mid ? { seq: o.mid.seq, data: null, state: o.mid.state } : null;
    if (findLastBarrier(o.entries) + 1 < o.entries.length && !o.fromSnapshot) this.rebuildWindow();
    batch(() => {
      this.state.value = o.state;
      this.log.value = this.entries.map(toLog<E>);
      this.damaged.value = o.damaged;
      this.readOnly.value = o.readOnly;
    });
  }

  /** Resolves once every event dispatched so far has been stored (or refused). */
  idle(): Promise<void> {
    return this.queue.then(
      () => undefined,
      () => undefined,
    );
  }

  get record(): GameMeta {
    return this.meta;
  }

  /** The app's side in a solo game (issue 17), or null. */
  get opponent(): SoloOpponent | null {
    return this.meta.opponent ?? null;
  }

  view(side: string): V {
    return this.engine.view(this.state.value, side);
  }

  probe(side: string, event: E): Rejection | null {
    const own = this.engine.fromView ? this.engine.fromView(this.state.peek(), side, event) : event;
    try {
      const r = this.engine.apply(this.state.peek(), own);
      return r.ok ? null : r;
    } catch (e) {
      return { ok: false, rule: 'engine', message: e instanceof Error ? e.message : String(e) };
    }
  }

  dispatchAs(side: string, event: E): Promise<{ ok: true } | Rejection | StorageFailure> {
    const own = this.engine.fromView ? this.engine.fromView(this.state.peek(), side, event) : event;
    return this.dispatch(own);
  }

  /** The game's setup, under the rules version it is played with now. */
  get setup(): GameSetup {
    return this.setupNow;
  }

  /** The rules version the game is played under, and the newest this app knows for its system. */
  get rules(): { readonly version: number; readonly current: number } {
    return { version: this.setupNow.rulesVersion ?? 1, current: this.engine.rulesVersion };
  }

  /**
   * Newer rules exist for this game's system: the rulings they changed since the game's own version. Moving
   * to them is the player's choice, and possible only where every move so far is legal under them
   * (`checkNewRules`). Null when the game is on the current rules, or read-only.
   */
  newerRules(): { readonly from: number; readonly to: number; readonly changes: readonly Ruling[] } | null {
    const { version, current } = this.rules;
    if (version >= current || this.readOnly.peek()) return null;
    return { from: version, to: current, changes: rulingsBetween(this.engine.rulings, version, current) };
  }

  /** Replay every move of the game under the current rules: are they all legal there, and is the position the same? */
  checkNewRules(): Promise<RulesCheck | null> {
    const run = async (): Promise<RulesCheck | null> => {
      const offer = this.newerRules();
      if (!offer || this.base !== 0) return null;
      // one replay per position: the screen asks again each time it is shown
      const last = this.entries[this.entries.length - 1] ?? null;
      const c = this.lastCheck;
      if (c && c.to === offer.to && c.length === this.entries.length && c.last === last) return c.result;
      const result = this.replayUnder(offer);
      this.lastCheck = { to: offer.to, length: this.entries.length, last, result };
      return result;
    };
    const p = this.queue.then(run, run);
    this.queue = p;
    return p;
  }

  private replayUnder(offer: { from: number; to: number; changes: readonly Ruling[] }): RulesCheck {
    const r = replay(
      this.engine as Engine<S, GameEvent>,
      { ...this.setupNow, rulesVersion: offer.to },
      this.entries.map((e) => e.event),
    );
    if (!r.ok)
      return {
        ...offer,
        ok: false,
        at: r.at,
        rejection: r.rejection,
      };
    const same =
      JSON.stringify(this.engine.summary(r.state)) === JSON.stringify(this.engine.summary(this.state.peek()));
    return { ...offer, ok: true, samePosition: same };
  }

  /**
   * The player's choice: go on under the current rules. Checked again by replay; refused (nothing changed)
   * unless every move so far is legal under them. The stored moves stay as they are; their undo marks
   * (who moved, dice or reveal) are brought in line with the new rules, and the snapshot cache, computed
   * under the old rules, is dropped, all in one transaction.
   */
  moveToNewRules(): Promise<Result<number>> {
    const run = async (): Promise<Result<number>> => {
      const offer = this.newerRules();
      if (!offer)
        return { ok: false, rule: 'rules-version', message: 'This game already plays under the current rules.' };
      if (this.base !== 0)
        return { ok: false, rule: 'rules-version', message: 'The older moves of this game are still being read.' };
      const setup = { ...this.setupNow, rulesVersion: offer.to };
      const r = replay(
        this.engine as Engine<S, GameEvent>,
        setup,
        this.entries.map((e) => e.event),
      );
      if (!r.ok)
        return {
          ok: false,
          rule: r.rejection.rule,
          message: `Move ${r.at + 1} is not legal under the new rules (${r.rejection.rule}: ${r.rejection.message}); the game stays on its own rules.`,
          code: 'rules.moveIllegal',
          params: { move: r.at + 1, rule: r.rejection.rule, reason: r.rejection.message },
        };
      const entries = this.entries.map((e, i) =>
        e.barrier === r.barriers[i] && e.by === r.actors[i]
          ? e
          : { ...e, barrier: r.barriers[i] ?? e.barrier, by: r.actors[i] ?? null },
      );
      const changed = entries.filter((e, i) => e !== this.entries[i]);
      try {
        await store.setRulesVersion(
          this.gameId,
          { rulesVersion: offer.to, status: this.engine.status(r.state), updatedAt: this.now() },
          this.entries.length,
          changed,
        );
      } catch (e) {
        return { ok: false, rule: 'storage', message: e instanceof Error ? e.message : String(e) };
      }
      this.meta = { ...this.meta, rulesVersion: offer.to };
      this.setupNow = setup;
      this.entries = entries;
      this.window = [r.state];
      // the cached states were worked out under the old rules
      this.lastSnap = null;
      this.anchor = null;
      this.rebuildWindow();
      batch(() => {
        this.state.value = r.state;
        this.log.value = this.entries.map(toLog<E>);
      });
      return { ok: true, value: offer.to };
    };
    const p = this.queue.then(run, run);
    this.queue = p;
    return p;
  }

  /**
   * A read-only game goes on as a new game: the same set-up (rules version included) and the moves up to
   * the last good one, under `name`. The original record is not touched. Returns the new game's id.
   */
  continueAsCopy(name: string): Promise<Result<string>> {
    const run = async (): Promise<Result<string>> => {
      const checked = checkGameName(name);
      if (!checked.ok) return checked;
      const clean = checked.value;
      if (this.base !== 0)
        return { ok: false, rule: 'record', message: 'The older moves of this game are still being read.' };
      const now = this.now();
      const id = crypto.randomUUID();
      const m = this.meta;
      const meta: GameMeta = {
        id,
        name: clean,
        system: m.system,
        scenario: m.scenario,
        rulesVersion: this.setupNow.rulesVersion ?? 1,
        appVersion: APP_VERSION,
        options: m.options,
        dice: m.dice,
        ...(m.data !== undefined ? { data: m.data } : {}),
        ...(m.checked ? { checked: true } : {}),
        createdAt: now,
        updatedAt: now,
        eventCount: this.entries.length,
        status: this.engine.status(this.state.peek()),
        ...(m.opponent ? { opponent: m.opponent } : {}),
        ...(m.orders ? { orders: copyOrders(m.orders) } : {}),
      };
      const events = this.entries.map((e) => ({ ...e, gameId: id }));
      try {
        await store.createGame(meta, events);
      } catch (e) {
        return { ok: false, rule: 'storage', message: e instanceof Error ? e.message : String(e) };
      }
      return { ok: true, value: id };
    };
    const p = this.queue.then(run, run);
    this.queue = p;
    return p;
  }

  dispatch(event: E): Promise<{ ok: true } | Rejection | StorageFailure> {
    const run = async (): Promise<{ ok: true } | Rejection | StorageFailure> => {
      const ro = this.readOnly.peek();
      if (ro)
        return {
          ok: false,
          rule: 'record',
          message: 'This game is read-only: its record cannot be replayed past this move. Continue it as a copy.',
          code: 'record.readOnly',
        };
      const before = this.state.peek();
      let out;
      try {
        out = this.engine.apply(before, event);
      } catch (e) {
        return {
          ok: false,
          rule: 'engine',
          message: `The rules engine failed on this move: ${e instanceof Error ? e.message : String(e)}`,
        };
      }
      if (!out.ok) return out;
      // the events the rules force on the side to move next are worked out first, then the move and they are
      // stored together (one transaction), before anything is shown
      const run: Step<S, E>[] = [{ before, event, out, auto: false }];
      this.takeForced(out.state, run);
      const stored = await this.commit(run, () => this.dispatch(event));
      if (!stored.ok) return stored;
      this.publish(stored.state, stored.added);
      return { ok: true };
    };
    const p = this.queue.then(run, run);
    this.queue = p;
    return p;
  }

  /** At most this many events are taken in a row for the players (a guard against a rules loop). */
  private static readonly MAX_FORCED = 500;

  /**
   * Hand off only for real decisions: while the engine names an event the side to move cannot avoid
   * (`Engine.forcedEvent`), apply it as that side's event, marked `auto`, and add it to `run`. Nothing is
   * stored or published here.
   */
  private takeForced(from: S, run: Step<S, E>[]): void {
    let st = from;
    const forced = this.engine.forcedEvent?.bind(this.engine);
    if (!forced) return;
    const ordered = this.engine.orderedEvent?.bind(this.engine);
    const orders = this.activeOrders();
    for (let i = 0; i < GameSession.MAX_FORCED; i++) {
      let e: E | null;
      let o;
      let byOrder = false;
      try {
        e = forced(st);
        // a question the side to act answered in advance: taken like a forced event, marked as its order
        if (!e && ordered && orders) {
          e = ordered(st, orders);
          byOrder = e !== null;
        }
        if (!e) break;
        o = this.engine.apply(st, e);
      } catch {
        break;
      }
      if (!o.ok) break;
      run.push({ before: st, event: e, out: o, auto: byOrder ? 'order' : 'forced' });
      st = o.state;
    }
  }

  /** The standing orders the app follows: every side's but the computer opponent's (it decides for itself), or
   * null when no side has any. */
  private activeOrders(): OrdersBySide | null {
    const op = this.meta.opponent?.side;
    const out = Object.fromEntries(Object.entries(this.orders.peek()).filter(([side]) => side !== op));
    return Object.keys(out).length ? out : null;
  }

  /**
   * Standing orders: `side` tells the app how to answer some recurring questions from now on (stored in the
   * game's header, replacing that side's orders; "ask" everywhere removes them). Nothing is taken at once: the
   * orders answer the next such question, after a move or when the game is next opened (`settle`).
   */
  setOrders(side: string, orders: StandingOrders): Promise<Result<OrdersBySide>> {
    const run = async (): Promise<Result<OrdersBySide>> => {
      if (this.readOnly.peek())
        return { ok: false, rule: 'record', message: 'This game is read-only.', code: 'record.readOnly' };
      if (this.meta.opponent?.side === side)
        return { ok: false, rule: 'setup', message: 'The app plays that side: it takes no standing orders.' };
      const clean = cleanOrders(orders);
      try {
        await store.updateGameExtras(this.gameId, { orders: { [side]: clean } });
      } catch (e) {
        return { ok: false, rule: 'storage', message: e instanceof Error ? e.message : String(e) };
      }
      const next = copyOrders({ ...this.orders.peek(), [side]: clean });
      this.meta = { ...this.meta, orders: next };
      this.orders.value = next;
      return { ok: true, value: next };
    };
    const p = this.queue.then(run, run);
    this.queue = p;
    return p;
  }

  /**
   * Store applied events (a move and the events it forced) in one transaction, all or none, and keep them in
   * memory; the caller publishes. A snapshot cache goes with them when one of them ends on a multiple of
   * SNAPSHOT_EVERY.
   */
  private async commit(
    run: readonly Step<S, E>[],
    retry: () => Promise<unknown>,
  ): Promise<{ ok: true; state: S; added: StoredEvent[] } | StorageFailure> {
    const last = run[run.length - 1];
    if (!last) return { ok: true, state: this.state.peek(), added: [] };
    const start = this.base + this.entries.length;
    const at = this.now();
    const entries: StoredEvent[] = run.map((r, i) => ({
      gameId: this.gameId,
      seq: start + i,
      at,
      by: this.engine.status(r.before).actor,
      barrier: r.out.barrier,
      ...(r.auto ? { auto: true as const } : {}),
      ...(r.auto === 'order' ? { order: true as const } : {}),
      event: r.event,
    }));
    const status = this.engine.status(last.out.state);
    // the newest snapshot of the run (only one is kept per game) chains to the one before it
    const due = run.flatMap((r, i) => ((start + i + 1) % SNAPSHOT_EVERY === 0 ? [{ seq: start + i + 1, r }] : []));
    const snapAt = (d: { seq: number; r: Step<S, E> } | undefined) =>
      d ? { seq: d.seq, data: this.engine.serialize(d.r.out.state) } : null;
    const newest = snapAt(due[due.length - 1]);
    const prev = snapAt(due[due.length - 2]) ?? (this.lastSnap && this.lastSnap.seq <= start ? this.lastSnap : null);
    const snapshot = newest
      ? {
          gameId: this.gameId,
          seq: newest.seq,
          stateVersion: this.engine.stateVersion,
          data: newest.data,
          ...(prev ? { prev: { seq: prev.seq, data: prev.data } } : {}),
        }
      : undefined;
    try {
      await store.appendEvents(entries, { status, updatedAt: at }, snapshot, MOVE_WRITE_LIMIT_MS);
    } catch (e) {
      return this.failed(e, retry);
    }
    if (this.storageError.peek()) this.storageError.value = null;
    if (newest) {
      this.lastSnap = newest;
      if (prev) this.anchor = { seq: prev.seq, data: prev.data };
    }
    for (const r of run) {
      if (r.out.barrier) this.window = [r.out.state];
      else this.window.push(r.out.state);
    }
    this.entries.push(...entries);
    return { ok: true, state: last.out.state, added: entries };
  }

  /** A write failed: say why (the shell shows it, with `retry`), and answer the caller with a storage failure. */
  private failed(e: unknown, retry: () => Promise<unknown>): StorageFailure {
    const message = e instanceof Error ? e.message : String(e);
    const kind =
      e instanceof store.StorageFullError
        ? 'full'
        : e instanceof store.ConflictError
          ? 'conflict'
          : e instanceof store.StorageTimeoutError
            ? 'slow'
            : 'other';
    // another tab moved on: trying the same move again cannot help (the shell says to reload)
    this.storageError.value = kind === 'conflict' ? { kind, message } : { kind, message, retry };
    return { ok: false, rule: 'storage', message };
  }

  /** Stored: now, and only now, show the result (one drawing for a move and the events it forced). */
  private publish(state: S, added: readonly StoredEvent[]): void {
    if (added.length === 0) return;
    batch(() => {
      this.state.value = state;
      const log = this.log.peek();
      if (log) this.log.value = [...log, ...added.map(toLog<E>)];
    });
  }

  /**
   * Take the events the rules force at the position the game opened at (a new game whose first step has no
   * choice in it, or a tab closed between a move and the events it forced). Never on a read-only game. Called
   * by the game screen when a player opens the game to play it; opening alone changes nothing.
   */
  settle(): Promise<void> {
    const run = async (): Promise<void> => {
      if (this.readOnly.peek() || this.damaged.peek() || !this.engine.forcedEvent) return;
      const from = this.state.peek();
      const run: Step<S, E>[] = [];
      this.takeForced(from, run);
      if (!run.length) return;
      const stored = await this.commit(run, () => this.settle());
      if (stored.ok) this.publish(stored.state, stored.added);
    };
    const p = this.queue.then(run, run);
    this.queue = p;
    return p;
  }

  /**
   * How many moves an undo takes back: the events taken for the players after the last tapped move (never past
   * a roll or a reveal), and that move.
   */
  private undoSpan(): number {
    let n = 0;
    for (let i = this.entries.length - 1; i >= 0; i--) {
      const e = this.entries[i];
      if (!e) break;
      n++;
      if (!e.auto || e.barrier) break;
    }
    return n;
  }

  private undoCheck(status: GameStatus): UndoAllowed | UndoRefused {
    const span = this.undoSpan();
    const first = this.entries[this.entries.length - span];
    const nothing: UndoRefused = {
      ok: false,
      reason: 'nothing',
      message: 'There is nothing to undo yet.',
      code: 'undo.nothing',
    };
    if (!first) return nothing;
    if (first.barrier || this.entries.slice(this.entries.length - span).some((e) => e.barrier)) {
      return {
        ok: false,
        reason: 'dice',
        message: 'The last move rolled dice or revealed hidden information, so it cannot be taken back.',
        code: 'undo.dice',
      };
    }
    // only events the app took for the players since the start: no move of anyone's to take back
    if (first.auto) return nothing;
    // solo play: the app's own moves are never taken back, and nothing is while it is to move
    const op = this.meta.opponent;
    if (op && (first.by === op.side || status.actor === op.side))
      return {
        ok: false,
        reason: 'opponent',
        message:
          'The app has moved since, or is about to: undo goes back through your own moves only, never past one of its moves.',
        code: 'undo.opponent',
      };
    if (first.by !== null && status.actor !== null && first.by !== status.actor) {
      return {
        ok: false,
        reason: 'other-side',
        message: 'The last move was the other side’s; only the player who made a move can take it back.',
        code: 'undo.otherSide',
      };
    }
    return { ok: true };
  }

  undo(): Promise<UndoAllowed | UndoRefused> {
    const run = async (): Promise<UndoAllowed | UndoRefused> => {
      if (this.readOnly.peek()) return readOnlyUndo;
      const check = this.undoCheck(this.status.peek());
      if (!check.ok) return check;
      // the move and the events it forced, all since the last barrier, go back together
      const span = this.undoSpan();
      if (this.window.length < span + 1) this.rebuildWindow();
      const prev = this.window[this.window.length - 1 - span];
      if (prev === undefined)
        return {
          ok: false,
          reason: 'nothing',
          message: 'The older moves of this game could not be read, so this move cannot be taken back.',
          code: 'undo.unread',
        };
      const seq = this.base + this.entries.length - span;
      try {
        await store.truncateLog(
          this.gameId,
          seq,
          { status: this.engine.status(prev), updatedAt: this.now() },
          MOVE_WRITE_LIMIT_MS,
        );
      } catch (e) {
        const f = this.failed(e, () => this.undo());
        return { ok: false, reason: 'nothing', message: f.message };
      }
      if (this.storageError.peek()) this.storageError.value = null;
      this.entries.splice(this.entries.length - span, span);
      this.window.splice(this.window.length - span, span);
      // the store drops a snapshot from after the undone move, and the log's anchor must not be past the end
      if (this.lastSnap && this.lastSnap.seq > seq) this.lastSnap = null;
      if (this.anchor && this.anchor.seq >= seq) this.anchor = null;
      batch(() => {
        this.state.value = prev;
        const log = this.log.peek();
        if (log) this.log.value = log.slice(0, log.length - span);
      });
      return { ok: true };
    };
    const p = this.queue.then(run, run);
    this.queue = p;
    return p;
  }

  /** Rename the game; a name that cannot be used (blank, too long, a direction control) is refused, nothing stored. */
  async rename(name: string): Promise<Result<string>> {
    const checked = checkGameName(name);
    if (!checked.ok) return checked;
    const clean = checked.value;
    await store.renameGame(this.gameId, clean);
    this.name.value = clean;
    this.imported.value = false;
    return { ok: true, value: clean };
  }

  /** Take the snapshot cache the game opened from as the one the next snapshot chains to, and as the log's
   * anchor its `prev` (or itself). Only a cache: anything unusable is ignored. */
  private adoptSnapshot(raw: unknown): void {
    const snap = raw as store.Snapshot | undefined;
    const n = this.base + this.entries.length;
    if (!usableSnapshot(snap, this.engine.stateVersion, n)) return;
    this.lastSnap = { seq: snap.seq, data: snap.data };
    const prev = snap.prev;
    const usablePrev =
      !!prev && typeof prev === 'object' && Number.isInteger(prev.seq) && prev.seq >= 0 && prev.seq < snap.seq;
    this.anchor = usablePrev
      ? { seq: prev.seq, data: prev.data }
      : snap.seq < n
        ? { seq: snap.seq, data: snap.data }
        : null;
  }

  /** A state some moves before the end, for the newest lines of a long log (see GameSessionApi). */
  logAnchor(): { seq: number; state: S } | null {
    const a = this.anchor;
    if (!a || a.seq >= this.base + this.entries.length) return null;
    if (a.state === undefined) {
      try {
        const r = this.engine.restore(a.data, this.setup);
        a.state = r.ok ? r.state : null;
      } catch {
        a.state = null;
      }
    }
    return a.state === null ? null : { seq: a.seq, state: a.state };
  }

  /** Recompute the states since the last barrier by replaying the log from the start. */
  private rebuildWindow(): void {
    if (this.base !== 0) return; // the older moves are not in memory (unreadable): no undo beyond the window
    const lastBarrier = findLastBarrier(this.entries);
    const events = this.entries.map((e) => e.event as E);
    const head = replay(this.engine as Engine<S, GameEvent>, this.setup, events.slice(0, lastBarrier + 1));
    if (!head.ok) return;
    const win: S[] = [head.state];
    let st = head.state;
    for (let i = lastBarrier + 1; i < events.length; i++) {
      const out = this.engine.apply(st, events[i]!);
      if (!out.ok) return;
      st = out.state;
      win.push(st);
    }
    this.window = win;
  }
}

/** Resolves when the browser is idle (at most 300 ms on), or on the next turn of the event loop elsewhere. */
function whenIdle(): Promise<void> {
  const ric = (globalThis as { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => void })
    .requestIdleCallback;
  return new Promise((ok) => (ric ? ric(() => ok(), { timeout: 300 }) : setTimeout(ok, 0)));
}

const readOnlyUndo: UndoRefused = {
  ok: false,
  reason: 'read-only',
  message: 'This game is read-only: nothing in its record is taken back. Continue it as a copy to play on.',
  code: 'undo.readOnly',
};

interface Opened<S> {
  entries: StoredEvent[];
  state: S;
  damaged: string | null;
  /** Set when the record holds moves past the position shown: it is opened read-only, nothing is removed. */
  readOnly: ReadOnly | null;
  fromSnapshot: boolean;
  /** Replayed whole: the state at the last multiple of SNAPSHOT_EVERY before the end, kept as the refreshed
   * snapshot's `prev` (the log's anchor). */
  mid: { seq: number; state: S } | null;
}

/** How many records at the start of `raw` are sound moves of game `id`, in order from seq `base`. */
function soundPrefix(raw: readonly unknown[], id: string, base: number): number {
  let n = 0;
  while (n < raw.length && isStoredEvent(raw[n], id, base + n)) n++;
  return n;
}

/** The state kept in a snapshot cache, or null when the cache cannot be read (it is only a cache). */
function restoreSnapshot<S, E extends GameEvent>(
  engine: Engine<S, E>,
  snap: store.Snapshot,
  setup: GameSetup,
): S | null {
  try {
    const restored = engine.restore(snap.data, setup);
    return restored.ok ? restored.state : null;
  } catch {
    return null;
  }
}

function usableSnapshot(
  snap: store.Snapshot | undefined,
  stateVersion: number,
  logLength: number,
): snap is store.Snapshot {
  return !!snap && snap.stateVersion === stateVersion && Number.isInteger(snap.seq) && snap.seq <= logLength;
}

/** The whole log checked record by record, the snapshot cache used when it is sound, the rest replayed. A
 * damaged or rule-breaking record opens the game at the last good move with a message. Throws when the game
 * cannot even be set up. */
function openFromLog<S, E extends GameEvent>(
  meta: GameMeta,
  engine: Engine<S, E>,
  raw: readonly unknown[],
  snapshot: unknown,
): Opened<S> {
  const id = meta.id;
  const setup = setupOf(meta);
  // 1. The log, up to the first damaged record.
  const sound = soundPrefix(raw, id, 0);
  const entries = raw.slice(0, sound) as StoredEvent[];
  let damaged: string | null = null;
  let readOnly: ReadOnly | null = null;
  const stored = Math.max(meta.eventCount, raw.length);
  if (sound < raw.length) {
    damaged = `Move ${sound + 1} of this game was damaged in storage; the game opens read-only at the last good move before it.`;
    readOnly = {
      kind: 'damaged',
      goodMoves: sound,
      storedMoves: stored,
      rule: 'storage',
      message: `Move ${sound + 1} was damaged in storage.`,
      code: 'record.damaged',
      params: { move: sound + 1 },
    };
  } else if (raw.length < meta.eventCount) {
    damaged = `The last ${meta.eventCount - raw.length} moves of this game were lost from storage; the game opens read-only at the last stored move.`;
    readOnly = {
      kind: 'lost',
      goodMoves: raw.length,
      storedMoves: stored,
      rule: 'storage',
      message: `The last ${meta.eventCount - raw.length} moves were lost from storage.`,
      code: 'record.lost',
      params: { count: meta.eventCount - raw.length },
    };
  }

  // 2. The snapshot cache, when it is current and readable.
  let from: { state: S; index: number } | undefined;
  const snap = snapshot as store.Snapshot | undefined;
  if (usableSnapshot(snap, engine.stateVersion, entries.length)) {
    const state = restoreSnapshot(engine, snap, setup); // unreadable: rebuilt from the log below
    if (state !== null) from = { state, index: snap.seq };
  }

  // 3. Replay. A stale or corrupt snapshot that makes the log fail is discarded and the log replayed whole.
  const events = entries.map((e) => e.event as E);
  let r = from ? replay(engine as Engine<S, GameEvent>, setup, events, from) : null;
  if (r && !r.ok) from = undefined;
  let mid: { seq: number; state: S } | null = null;
  if (!r || !from) {
    // replayed whole, in two parts: the state between them is the log's anchor (see Opened.mid)
    const k = Math.floor((events.length - 1) / SNAPSHOT_EVERY) * SNAPSHOT_EVERY;
    const head = k > 0 ? replay(engine as Engine<S, GameEvent>, setup, events.slice(0, k)) : null;
    if (head?.ok) mid = { seq: k, state: head.state };
    r =
      head && !head.ok
        ? head
        : replay(engine as Engine<S, GameEvent>, setup, events, mid ? { state: mid.state, index: k } : undefined);
  }
  if (!r.ok && r.state === null) throw new GameSetupError(r.rejection);
  let good = entries.length;
  if (!r.ok) {
    good = r.at;
    damaged = `Move ${r.at + 1} of this game is refused by the rules (${r.rejection.rule}: ${r.rejection.message}); the game opens read-only just before it.`;
    readOnly = {
      kind: 'refused',
      goodMoves: r.at,
      storedMoves: stored,
      rule: r.rejection.rule,
      message: r.rejection.message,
      code: 'record.refused',
      params: { move: r.at + 1, rule: r.rejection.rule, reason: r.rejection.message },
      ...(r.rejection.code ? { rejection: r.rejection } : {}),
    };
  }
  // Nothing is removed from the record here: moves past `good` stay stored, and the game is read-only.
  return {
    entries: entries.slice(0, good),
    state: r.state as S,
    damaged,
    readOnly,
    fromSnapshot: !!from,
    mid: mid && mid.seq < good ? mid : null,
  };
}

/** The quick opening: the snapshot and the moves after it, all sound, or null (then the whole log is read). */
function openFromTail<S, E extends GameEvent>(
  meta: GameMeta,
  engine: Engine<S, E>,
  loaded: store.LoadedTail,
): { entries: StoredEvent[]; state: S } | null {
  const snap = loaded.snapshot as store.Snapshot | undefined;
  if (!usableSnapshot(snap, engine.stateVersion, meta.eventCount) || snap.seq !== loaded.from + 1) return null;
  const entries = loaded.events as StoredEvent[];
  if (soundPrefix(entries, meta.id, loaded.from) !== entries.length || loaded.from + entries.length !== meta.eventCount)
    return null;
  const setup = setupOf(meta);
  const state = restoreSnapshot(engine, snap, setup);
  if (state === null) return null;
  const r = replay(
    engine as Engine<S, GameEvent>,
    setup,
    entries.map((e) => e.event),
    { state, index: 1 },
  );
  return r.ok ? { entries, state: r.state } : null;
}

function findLastBarrier(entries: readonly StoredEvent[]): number {
  for (let i = entries.length - 1; i >= 0; i--) if (entries[i]!.barrier) return i;
  return -1;
}

function toLog<E extends GameEvent>(e: StoredEvent): LogEntry<E> {
  return {
    seq: e.seq,
    at: e.at,
    event: e.event as E,
    ...(e.auto ? { auto: true as const } : {}),
    ...(e.auto && e.order ? { order: true as const } : {}),
  };
}
