/**
 * The game runner shared by every system: derives state by replay, stores each accepted event in one
 * IndexedDB transaction before publishing its result, keeps snapshot caches, and undoes back to (never past)
 * the last die roll or reveal of hidden information. The session holds the game's signals and its place in the
 * record; the jobs are in ./session/: opening a stored game (opening.ts), the move queue and what a write is made
 * of (writes.ts), undo (undo.ts), newer rules and copies (rules-move.ts).
 */
import { batch, computed, signal, type ReadonlySignal } from '@preact/signals';
import { PartMissing, type Engine, type GameEvent, type GameSetup, type GameStatus } from '../rules/common/engine';
import type { Rejection, Result } from '../rules/common/result';
import * as store from '../store';
import type { GameMeta, StoredEvent } from '../store';
import { setupOf } from './replay';
import { checkGameName } from './names';
import { linesOf, type LogLinesApi } from './log-lines-slot';
import { copyOrders } from './orders';
import { followedOrders, storeOrders } from './session/orders';
import type { OrdersBySide, StandingOrders } from '../rules/common/orders';
import type { GameSessionApi, LogEntry, ReadOnly, SoloOpponent, UndoAllowed, UndoRefused } from './session-api';
import {
  GameMissingError,
  GameSetupError,
  SNAPSHOT_EVERY,
  findLastBarrier,
  toLog,
  openStored,
  whenIdle,
  windowSince,
  type OpenOptions,
} from './session/opening';
import {
  MOVE_WRITE_LIMIT_MS,
  Serial,
  problemOf,
  probeEvent,
  writeRun,
  takeForced,
  applyMove,
  withParts,
  type Step,
  type StorageFailure,
  type StorageProblem,
} from './session/writes';
import { readOnlyUndo, undoCheck, undoSpan, unreadUndo, waitingUndo } from './session/undo';
import { CheckCache, offerOf, type RulesCheck, type RulesOffer } from './session/rules-offer';
import { SnapshotChain, restorer } from './session/snapshots';
import { PENDING, deskFor, type TakeBackApi } from './session/take-back-desk';
/** The check of the moves under newer rules, the move to them and a read-only game's copy: fetched when asked. */
const rulesMove = () => import('./session/rules-move');

export { setupOf, SNAPSHOT_EVERY, MOVE_WRITE_LIMIT_MS, GameMissingError, GameSetupError };
export type { ReadOnly, RulesCheck, StorageProblem };

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
  /** The log as each side may read it, built on first use (./log-lines-slot.ts: FAB's engine brings the builder). */
  get lines(): LogLinesApi {
    return (this.linesMade ??= linesOf<S, E>({
      engine: this.engine,
      setup: () => this.setupNow,
      entries: () => this.log.value,
      anchor: () => this.logAnchor(),
      current: () => this.state.peek(),
      app: () => this.meta.opponent?.side,
      fetch: (part) => this.engine.prepare?.({ setup: this.setupNow, missing: part }) ?? Promise.resolve(),
    }));
  }
  private linesMade: LogLinesApi | null = null;
  /** Take-back by agreement of a move undo cannot take back (./session/take-back.ts). */
  readonly takeBack: TakeBackApi;

  private meta: GameMeta;
  private readonly engine: Engine<S, E, V>;
  private setupNow: GameSetup;
  /** The stored moves read so far: `entries[0]` has seq `base` (0 once the whole log is in memory). */
  private entries: StoredEvent[];
  private base: number;
  /** States after the last barrier: window[0] is the state after the last barrier (or the start). */
  private window: S[];
  private readonly queue = new Serial();
  private readonly now: () => number;
  /** The snapshot caches: the last one stored, and the log's anchor (./session/snapshots.ts). */
  private readonly snaps: SnapshotChain<S>;
  /** The last answer of `checkNewRules` (one replay per position: the screen asks again each time it is shown). */
  private readonly lastCheck = new CheckCache();

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
    this.snaps = new SnapshotChain<S>(restorer(this.engine, () => this.setup));
    this.name = signal(args.meta.name);
    this.imported = signal(args.meta.imported === true);
    this.orders = signal<OrdersBySide>(copyOrders(args.meta.orders));
    this.state = signal(args.state);
    this.status = computed(() => this.engine.status(this.state.value));
    this.log = signal<readonly LogEntry<E>[] | null>(args.base === 0 ? this.entries.map(toLog<E>) : null);
    this.damaged = signal(args.damaged);
    this.readOnly = signal<ReadOnly | null>(args.readOnly);
    this.undoable = computed(() => {
      void this.log.value; // re-evaluate when the log changes
      const why = this.readOnly.value ? readOnlyUndo : this.takeBack.pending.value ? waitingUndo : null;
      return why ?? undoCheck(this.entries, this.status.value, this.meta.opponent ?? null);
    });
    this.takeBack = deskFor<S, E>(this, {
      ...{ engine: this.engine, entries: () => this.entries, base: () => this.base, run: (job) => this.queue.run(job) },
      ...{ store: (run, retry) => this.storeShown(run, retry), drop: (span, retry) => this.drop(span, retry) },
    });
  }

  /**
   * Open a stored game (./session/opening.ts `openStored`). With a usable snapshot cache only the moves after it
   * are read and replayed, and the game is shown at once; the older moves are read behind it (`readHead`), before
   * any new move is stored. Without one, or at the least sign of damage, the whole log is read and checked first.
   */
  static async open<S, E extends GameEvent>(id: string, opts: OpenOptions<S, E> = {}): Promise<GameSession<S, E>> {
    const o = await openStored(id, opts);
    const s = new GameSession<S, E>({ ...o, window: [o.state], now: opts.now ?? Date.now });
    if (o.adopt !== undefined) s.snaps.adopt(o.adopt, o.engine.stateVersion, o.base + o.entries.length);
    // the undo window starts at the state shown, as after a snapshot; an undo that reaches further rebuilds it
    // (replaying it here cost every game without a snapshot cache a second replay before its first screen)
    if (o.refreshed) {
      s.snaps.last = o.refreshed.last;
      if (o.refreshed.anchor) s.snaps.anchorAt(o.refreshed.anchor, o.refreshed.anchor.data);
    }
    // when the screen is drawn and the device idle (a player reads the screen before the first move)
    if (o.head !== undefined) void s.queue.run(() => whenIdle().then(() => s.readHead(o.head)));
    return s;
  }

  /**
   * Read and check the moves before the snapshot. Queued first, so no move is stored before the whole log
   * is known to be sound. Damage there means the record cannot be trusted past it: the game goes back to
   * the last good move, read-only, and says so, exactly as if it had been found on opening.
   */
  private async readHead(snapshot: unknown): Promise<void> {
    // the checking code comes after the first drawing (./session/older.ts, with the table tools' chunk: issue 30)
    const older = await import('./session/older')
      .then((m) => m.readOlder(this.meta, this.engine, this.base, this.entries, snapshot))
      .catch((e: unknown) => ({
        kind: 'unread' as const,
        message: `The older moves of this game could not be read: ${e instanceof Error ? e.message : String(e)}`,
      }));
    if (older.kind === 'unread') {
      this.storageError.value = { kind: 'other', message: older.message };
      return;
    }
    if (older.kind === 'broken') {
      this.damaged.value = older.message;
      return;
    }
    if (older.kind === 'sound') {
      this.entries = older.head.concat(this.entries);
      this.base = 0;
      this.log.value = this.entries.map(toLog<E>);
      return;
    }
    const o = older.opened;
    this.entries = o.entries;
    this.base = 0;
    this.window = [o.state];
    // the head was not sound: the snapshot the game opened from is not to be trusted for the log either
    this.snaps.forget();
    this.snaps.anchorAt(o.mid);
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
    return this.queue.idle();
  }

  get record(): GameMeta {
    return this.meta;
  }

  /** Where each side had looked, from the header read when the game opened (none: an empty record). The header's
   * `looked` is only ever written to the store (src/app/looked.ts), never into `meta`, so it stays what was read. */
  get lookedWhenOpened(): Readonly<Record<string, number>> {
    return this.meta.looked ?? {};
  }

  /** The app's side in a solo game (issue 17), or null. */
  get opponent(): SoloOpponent | null {
    return this.meta.opponent ?? null;
  }

  view(side: string): V {
    return this.engine.view(this.state.value, side);
  }

  probe(side: string, event: E): Rejection | null {
    if (this.takeBack.pending.peek()) return PENDING;
    try {
      return probeEvent(this.engine, this.state.peek(), side, event);
    } catch (e) {
      // a part of the engine not here yet (issue 30: FAB's turn chart in the first moments of a page) has no answer to
      // give: none, rather than a refusal that is not the rules'; it is fetched for the next question
      if (!(e instanceof PartMissing)) throw e;
      void this.engine.prepare?.({ setup: this.setupNow, missing: e.part }).catch(() => undefined);
      return null;
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
  newerRules(): RulesOffer | null {
    return this.readOnly.peek() ? null : offerOf(this.rules.version, this.engine);
  }

  /** Replay every move of the game under the current rules: are they all legal there, and is the position the same?
   * The record is taken in the move queue, as it stands between two moves; the replay runs outside it, in slices
   * (./session/slices.ts), so a move played meanwhile is not held up by it (the answer is then the record's before
   * that move, and the next ask checks again). */
  async checkNewRules(): Promise<RulesCheck | null> {
    const asked = await this.queue.run(async () => {
      const offer = this.newerRules();
      if (!offer || this.base !== 0) return null;
      return { offer, setup: this.setupNow, entries: this.entries.slice(), state: this.state.peek() };
    });
    if (!asked) return null;
    const { offer, setup, entries, state } = asked;
    const { checkUnder } = await rulesMove();
    return this.lastCheck.check(offer.to, entries, () => checkUnder(this.engine, setup, entries, state, offer));
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
      const moved = (await rulesMove()).underNewRules(this.engine, this.setupNow, this.entries, offer);
      if (!moved.ok) return moved;
      const { setup, entries, changed, state, status } = moved.value;
      try {
        await store.setRulesVersion(
          this.gameId,
          { rulesVersion: offer.to, status, updatedAt: this.now() },
          this.entries.length,
          changed,
        );
      } catch (e) {
        return { ok: false, rule: 'storage', message: e instanceof Error ? e.message : String(e) };
      }
      this.meta = { ...this.meta, rulesVersion: offer.to };
      this.setupNow = setup;
      this.entries = entries;
      this.window = [state];
      // the cached states were worked out under the old rules
      this.snaps.forget();
      this.rebuildWindow();
      batch(() => {
        this.state.value = state;
        this.log.value = this.entries.map(toLog<E>);
      });
      return { ok: true, value: offer.to };
    };
    return this.queue.run(run);
  }

  /** A read-only game goes on as a new game under `name` (./session/rules-move.ts `storeCopy`): its new id. */
  continueAsCopy(name: string): Promise<Result<string>> {
    return this.queue.run(async () => {
      const checked = checkGameName(name);
      if (!checked.ok) return checked;
      if (this.base !== 0)
        return { ok: false, rule: 'record', message: 'The older moves of this game are still being read.' };
      const status = this.engine.status(this.state.peek());
      const { storeCopy } = await rulesMove();
      return storeCopy(this.meta, this.setupNow, this.entries, { name: checked.value, status, now: this.now() });
    });
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
      if (this.takeBack.pending.peek()) return PENDING; // the answer comes first
      // the events the rules force on the side to move next are worked out first, then the move and they are
      // stored together (one transaction), before anything is shown
      const orders = followedOrders(this.orders.peek(), this.meta.opponent ?? null);
      const run = await applyMove(this.engine, this.setupNow, this.state.peek(), event, orders);
      if (!Array.isArray(run)) return run;
      const stored = await this.commit(run, () => this.dispatch(event));
      if (!stored.ok) return stored;
      this.publish(stored.state, stored.added);
      return { ok: true };
    };
    return this.queue.run(run);
  }

  /**
   * Standing orders: `side` tells the app how to answer some recurring questions from now on (stored in the
   * game's header, replacing that side's orders; "ask" everywhere removes them). Nothing is taken at once: the
   * orders answer the next such question, after a move or when the game is next opened (`settle`).
   */
  setOrders(side: string, orders: StandingOrders): Promise<Result<OrdersBySide>> {
    return this.queue.run(async () => {
      if (this.readOnly.peek())
        return { ok: false, rule: 'record', message: 'This game is read-only.', code: 'record.readOnly' };
      const r = await storeOrders(this.gameId, side, orders, this.orders.peek(), this.meta.opponent ?? null);
      if (!r.ok) return r;
      this.meta = { ...this.meta, orders: r.value };
      this.orders.value = r.value;
      return r;
    });
  }

  /**
   * Store applied events (a move and the events it forced) in one transaction, all or none, and keep them in
   * memory; the caller publishes. A snapshot cache goes with them when one of them ends on a multiple of
   * SNAPSHOT_EVERY.
   */
  private async commit(
    run: readonly Step<S, GameEvent>[],
    retry: () => Promise<unknown>,
  ): Promise<{ ok: true; state: S; added: StoredEvent[] } | StorageFailure> {
    const last = run[run.length - 1];
    if (!last) return { ok: true, state: this.state.peek(), added: [] };
    const start = this.base + this.entries.length;
    const at = this.now();
    let written;
    try {
      written = await writeRun(
        this.engine,
        this.gameId,
        { start, at, last: this.snaps.last, anchor: this.snaps.anchorDue() },
        run,
      );
    } catch (e) {
      return this.failed(e, retry);
    }
    const { entries, newest, prev } = written;
    if (this.storageError.peek()) this.storageError.value = null;
    if (newest) this.snaps.stored(newest, prev);
    for (const r of run) {
      if (r.out.barrier) this.window = [r.out.state];
      else this.window.push(r.out.state);
    }
    this.entries.push(...entries);
    return { ok: true, state: last.out.state, added: entries };
  }

  /** Store applied entries (`commit`), then show them. */
  private async storeShown(run: readonly Step<S, GameEvent>[], retry: () => Promise<unknown>) {
    const stored = await this.commit(run, retry);
    if (stored.ok) this.publish(stored.state, stored.added);
    return stored.ok ? { ok: true as const } : stored;
  }

  /** A write failed: say why (the shell shows it, with `retry`), and answer the caller with a storage failure. */
  private failed(e: unknown, retry: () => Promise<unknown>): StorageFailure {
    const problem = problemOf(e, retry);
    this.storageError.value = problem;
    return { ok: false, rule: 'storage', message: problem.message };
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
      if (this.readOnly.peek() || this.damaged.peek() || !this.engine.forcedEvent || this.takeBack.pending.peek())
        return;
      const from = this.state.peek();
      const run: Step<S, E>[] = [];
      const orders = followedOrders(this.orders.peek(), this.meta.opponent ?? null);
      await withParts(this.engine, this.setupNow, () => {
        run.length = 0;
        takeForced(this.engine, from, orders, run);
      });
      if (!run.length) return;
      const stored = await this.commit(run, () => this.settle());
      if (stored.ok) this.publish(stored.state, stored.added);
    };
    return this.queue.run(run);
  }

  undo(): Promise<UndoAllowed | UndoRefused> {
    const run = async (): Promise<UndoAllowed | UndoRefused> => {
      const check = this.undoable.peek();
      if (!check.ok) return check;
      // the move and the events it forced, all since the last barrier, go back together
      return this.drop(undoSpan(this.entries), () => this.undo());
    };
    return this.queue.run(run);
  }

  /** Take the last `span` entries out of the record, then show the state before them (undo, a withdrawn request). */
  private async drop(span: number, retry: () => Promise<unknown>): Promise<UndoAllowed | UndoRefused> {
    // the states before are replayed: with the engine's parts (FAB's turn chart may not have arrived yet, issue 30)
    if (this.window.length < span + 1) await withParts(this.engine, this.setupNow, () => this.rebuildWindow());
    const prev = this.window[this.window.length - 1 - span];
    if (prev === undefined) return unreadUndo;
    const seq = this.base + this.entries.length - span;
    try {
      await store.truncateLog(
        this.gameId,
        seq,
        { status: this.engine.status(prev), updatedAt: this.now() },
        MOVE_WRITE_LIMIT_MS,
      );
    } catch (e) {
      const f = this.failed(e, retry);
      return { ok: false, reason: 'nothing', message: f.message };
    }
    if (this.storageError.peek()) this.storageError.value = null;
    this.entries.splice(this.entries.length - span, span);
    this.window.splice(this.window.length - span, span);
    // the store drops a snapshot from after the undone move, and the log's anchor must not be past the end
    this.snaps.undoneFrom(seq);
    batch(() => {
      this.state.value = prev;
      const log = this.log.peek();
      if (log) this.log.value = log.slice(0, log.length - span);
    });
    return { ok: true };
  }

  /** Rename the game; a name that cannot be used (blank, too long, a direction control) is refused, nothing stored. */
  async rename(name: string): Promise<Result<string>> {
    const checked = checkGameName(name);
    if (!checked.ok) return checked;
    await store.renameGame(this.gameId, checked.value);
    this.name.value = checked.value;
    this.imported.value = false;
    return checked;
  }

  /** A state some moves before the end, for the newest lines of a long log (see GameSessionApi). */
  logAnchor(): { seq: number; state: S } | null {
    return this.snaps.logAnchor(this.base + this.entries.length);
  }

  /** Recompute the states since the last barrier by replaying the log from the start. */
  private rebuildWindow(): void {
    if (this.base !== 0) return; // the older moves are not in memory (unreadable): no undo beyond the window
    const win = windowSince(this.engine, this.setup, this.entries);
    if (win) this.window = win;
  }
}
