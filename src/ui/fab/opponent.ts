/**
 * The app's turns in a solo FAB game (issues 17, 29). Whenever the side it plays must decide, the opponent's Web
 * Worker (src/ai/fab/worker.ts, started on the first such turn) is sent that side's view and nothing else (issue
 * 25: `session.view(side)`, its legal events from the view and the printed scenario) and chooses one of those
 * events; the event, which names hidden blocks by view key, is dispatched like a player's (`dispatchAs`, stored
 * before it is shown), and then held on screen for a moment so the player can follow it (a tap goes on at once).
 * One per game for the life of the page, so a visit to the rules reference does not stop it: it goes on playing in
 * the background.
 */
import { effect, signal, type ReadonlySignal } from '@preact/signals';
import type { GameEvent } from '../../rules/common/engine';
import type { FabScenario, FabState, Side } from '../../rules/fab/types';
import type { GameSessionApi, SoloOpponent } from '../../app/session-api';
import type { FabOpponent } from '../../ai/fab/client';
import { decisionSeed } from '../../ai/fab/rng';
import { opponentView } from '../../ai/fab/input';
import { legalEventsFromView } from '../../../machines/fab/view-legal';
import { shippedScenario } from '../../app/systems/fab';
import { fabViewOf } from './view';

type Session = GameSessionApi<FabState, GameEvent>;

/** The printed scenario of the game (public: both players hold it): the custom one of its set-up, or a shipped
 * one (the engine fetched its body, and no other's, when the game opened: issue 30). */
function publicScenario(session: Session): FabScenario | null {
  const d = session.setup.data;
  if (d && typeof d === 'object' && Object.hasOwn(d, 'scenario')) return (d as { scenario: FabScenario }).scenario;
  return shippedScenario(session.scenario.id) ?? null;
}

/** How long each of the app's moves stays on screen before it goes on (a tap goes on at once). */
export const SHOW_MS = { visible: 1100, quiet: 350 } as const;

/** Events the player sees happen on the map or the combat screen: shown for longer. */
const VISIBLE = new Set([
  'MOVE_STEP',
  'MOVE_ALONG',
  'STRATEGIC_MOVE',
  'STACK_RETREAT',
  'PLACE_REINFORCEMENT',
  'SELECT_COMBAT',
  'OPEN_COMBAT',
  'ROLL',
  'STEP_LOSS',
  'ABSORB_BY_RETREAT',
  'RETREAT',
  'BLOW_BRIDGE',
  'EXPLOIT',
]);

export interface OpponentTurn {
  /** Set while it thinks: worlds scored so far of how many (0 of 0 before the first report). */
  readonly thinking: ReadonlySignal<{ readonly done: number; readonly total: number } | null>;
  /** Its last event, held on screen for a moment (seq in the log). */
  readonly shown: ReadonlySignal<{ readonly seq: number; readonly event: GameEvent } | null>;
  /** Why it could not move (the worker failed or its event was refused); `retry` tries again. */
  readonly error: ReadonlySignal<string | null>;
  readonly opponent: SoloOpponent;
  /** Go on at once (the tap on the shown move). */
  skip(): void;
  retry(): void;
}

class Turns implements OpponentTurn {
  readonly thinking = signal<{ done: number; total: number } | null>(null);
  readonly shown = signal<{ seq: number; event: GameEvent } | null>(null);
  readonly error = signal<string | null>(null);
  private running = false;
  private worker: FabOpponent | null = null;
  private wake: (() => void) | null = null;
  private stop: () => void;

  constructor(
    readonly session: Session,
    readonly opponent: SoloOpponent,
  ) {
    this.stop = effect(() => {
      // every new state and every read of the log's head is a chance that the app is to move
      void session.status.value;
      void session.log.value;
      void session.readOnly.value;
      queueMicrotask(() => void this.step());
    });
  }

  private due(): boolean {
    const s = this.session;
    const st = s.status.peek();
    return !st.finished && st.actor === this.opponent.side && !s.readOnly.peek() && s.log.peek() !== null;
  }

  private async step(): Promise<void> {
    if (this.running || this.error.peek() || !this.due()) return;
    this.running = true;
    try {
      const side = this.opponent.side as Side;
      const log = this.session.log.peek();
      const view = fabViewOf(this.session.view(side));
      const scenario = publicScenario(this.session);
      if (!view || !scenario || !log || !this.due()) return;
      // issue 25: the side's view is all the worker is sent
      const input = opponentView(view, scenario, legalEventsFromView(view, side));
      this.thinking.value = { done: 0, total: 0 };
      let event: GameEvent;
      const t0 = performance.now();
      try {
        // the opponent's code comes with the first turn of the app (precached; a failure to load it is said, and
        // Retry fetches it again)
        this.worker ??= (await import('../../ai/fab/client')).createFabOpponent();
        event = (
          await this.worker.decide(input, {
            level: this.opponent.level,
            seed: decisionSeed(this.opponent.seed, log.length),
            onProgress: (done, total) => (this.thinking.value = { done, total }),
          })
        ).event;
      } catch (e) {
        const message = e instanceof Error ? e.message : String(e);
        if (message !== 'superseded' && message !== 'terminated') this.error.value = message;
        return;
      }
      // for the speed figures (issue 17: median and slowest decision), read with performance.getEntriesByName
      performance.measure?.('fab:opponent-decide', { start: t0, end: performance.now() });
      // another event came first (nothing should, but never send a move for a position that is gone): look again
      if (this.session.log.peek()?.length !== log.length) {
        queueMicrotask(() => void this.step());
        return;
      }
      this.thinking.value = null;
      const r = await this.session.dispatchAs(side, event);
      if (!r.ok) {
        this.error.value = r.message;
        return;
      }
      this.shown.value = { seq: log.length, event };
      await this.hold(VISIBLE.has(event.type) ? SHOW_MS.visible : SHOW_MS.quiet);
      this.shown.value = null;
    } finally {
      this.thinking.value = null;
      this.running = false;
    }
    // the app may be to move again at once (status unchanged between its own events)
    void this.step();
  }

  private hold(ms: number): Promise<void> {
    return new Promise((ok) => {
      const done = () => {
        clearTimeout(timer);
        this.wake = null;
        ok();
      };
      const timer = setTimeout(done, ms);
      this.wake = done;
    });
  }

  skip(): void {
    this.wake?.();
  }

  retry(): void {
    this.error.value = null;
    void this.step();
  }

  dispose(): void {
    this.stop();
    this.wake?.();
    this.worker?.terminate();
    this.worker = null;
  }
}

let current: Turns | null = null;

/** The app's turns of a solo game (null for a two-player game). One at a time: opening another game ends the last. */
export function opponentTurns(session: Session): OpponentTurn | null {
  const op = session.opponent;
  if (!op) return null;
  if (current?.session === session) return current;
  current?.dispose();
  current = new Turns(session, op);
  return current;
}
