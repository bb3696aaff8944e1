/**
 * Pass-and-play: who holds the tablet, and the hand-off between the players, as a small statechart. A game
 * with hidden information is `covered` (the hand-off panel, nothing private on screen) until the side that
 * must decide takes the tablet; it is then `holding` until another side must decide. The per-side view the
 * screens read (`engine.view`) is the holder's. Kept per game for the life of the page, so a visit to the
 * rules reference does not hand the tablet over again.
 *
 * The chart is two states and two events, stepped by `tabletStep` below rather than by xstate: every game screen
 * holds a tablet, and xstate (11.8 KB gzip) in every screen's first load for these two states was the largest part
 * of the OCS screen's weight (issue 30). The rules' charts (the FAB turn and combat round, the FUBAR turn, the OCS
 * phase) stay xstate statecharts.
 */
import { computed, effect, signal, type ReadonlySignal } from '@preact/signals';
import type { GameEvent } from '../rules/common/engine';
import type { AnySession } from './session-api';

export type TabletEvent = { type: 'NEED'; side: string | null } | { type: 'TAKE' };

export interface TabletContext {
  /** The side holding the tablet; null before anyone took it. */
  readonly holder: string | null;
  /** The side that must decide now; null when nobody must (game over). */
  readonly needed: string | null;
}

export interface TabletSnapshot {
  /** `covered`: the hand-off panel covers the screen, the side that must decide has not tapped yet. `holding`: the
   * holder sees its own view and decides. */
  readonly value: 'covered' | 'holding';
  readonly context: TabletContext;
}

/** A game opens covered, held by nobody. */
export const TABLET_START: TabletSnapshot = { value: 'covered', context: { holder: null, needed: null } };

/**
 * The chart's one step. NEED (the deciding side changed) is always stored; covered, it uncovers when the holder
 * may go on (the side needed is the holder's, or nobody: an undo back to the holder, the game's end); holding, it
 * covers when another side must decide. TAKE (the "I am ..." tap) hands the tablet to the side needed, if any.
 */
export function tabletStep(s: TabletSnapshot, e: TabletEvent): TabletSnapshot {
  const { holder, needed } = s.context;
  if (e.type === 'TAKE')
    return s.value === 'covered' && needed !== null ? { value: 'holding', context: { holder: needed, needed } } : s;
  const context = { holder, needed: e.side };
  if (s.value === 'covered')
    return { value: holder !== null && (e.side === null || e.side === holder) ? 'holding' : 'covered', context };
  return { value: e.side !== null && e.side !== holder ? 'covered' : 'holding', context };
}

/** A game's tablet: the hand-off state, the holder's view, and dispatch on the holder's behalf. */
export class Tablet<V = unknown> {
  private readonly snap = signal<TabletSnapshot>(TABLET_START);
  /** True when a side must take the tablet before anything private is shown. */
  readonly covered: ReadonlySignal<boolean>;
  /** The side that must take the tablet now. */
  readonly needed: ReadonlySignal<string | null>;
  /** True while covered after a side held the tablet: the cover came in play, not when the game was opened. */
  readonly passed: ReadonlySignal<boolean>;
  /** Whose view the screens show: the holder, or 'open' for the open table and systems with nothing hidden. */
  readonly viewer: ReadonlySignal<string>;
  /** Everything the viewer may know (the engine's `view`), recomputed with each new state. */
  readonly view: ReadonlySignal<V>;

  constructor(
    readonly session: AnySession,
    /** The side that must hold the tablet now, or null: no hand-off (open table, no hidden information). */
    neededSide: ((session: AnySession) => string | null) | null,
  ) {
    const hidden = neededSide !== null && session.options['openTable'] !== true;
    const needed = computed(() => (hidden ? neededSide(session) : null));
    this.needed = computed(() => this.snap.value.context.needed);
    // every change of the deciding side goes through the statechart (synchronously, before the next drawing)
    effect(() => {
      const side = needed.value;
      this.send({ type: 'NEED', side });
    });
    // solo play (issue 17): no hand-off at all, the player holds the tablet from the start
    if (hidden && session.opponent) this.send({ type: 'TAKE' });
    this.covered = computed(
      () =>
        hidden && !this.held.value && this.snap.value.value === 'covered' && this.snap.value.context.needed !== null,
    );
    this.passed = computed(() => this.covered.value && this.snap.value.context.holder !== null);
    this.viewer = computed(() => (hidden ? (this.snap.value.context.holder ?? 'open') : 'open'));
    this.view = computed(() => session.view(this.viewer.value) as V);
  }

  /** While true the holder keeps the tablet even when the other side must decide: the holder is looking at
   * the dice it just rolled (the screen says "Go on" and releases it). */
  private readonly held = signal(false);

  hold(on: boolean): void {
    this.held.value = on;
  }

  /** The side that must decide taps "I am ...". */
  take(): void {
    this.send({ type: 'TAKE' });
  }

  private send(e: TabletEvent): void {
    this.snap.value = tabletStep(this.snap.peek(), e);
  }

  /** Send an event built from the holder's view. */
  dispatch(event: GameEvent) {
    return this.session.dispatchAs(this.viewer.peek(), event);
  }
}

const tablets = new Map<string, Tablet>();

/** The tablet of an open game, if the shell made one (pass-and-play games). */
export function tabletOf(gameId: string): Tablet | null {
  return tablets.get(gameId) ?? null;
}

/** The tablet of a game (one per game for the life of the page). */
export function tabletFor(session: AnySession, neededSide: ((session: AnySession) => string | null) | null): Tablet {
  let t = tablets.get(session.gameId);
  // a game opened again in a new session starts covered: nothing private before someone takes the tablet
  if (!t || t.session !== session) {
    t = new Tablet(session, neededSide);
    tablets.set(session.gameId, t);
  }
  return t;
}
