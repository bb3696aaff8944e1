import { computed, signal } from '@preact/signals';
import type { GameSessionApi, LogEntry } from '../../../src/app/session-api';
import type { FabScreenView } from '../../../machines/fab/view';
import type { GameEvent, GameSetup } from '../../../src/rules/common/engine';
import type { FabState } from '../../../src/rules/fab/types';
import { fabEngine, fabRecordEngine } from '../../../src/app/systems/fab';
import { logLines } from '../../../src/app/log-lines';
import type { Side } from '../../../src/rules/fab/types';
import { buildSummary, type LookSummary } from '../../../src/ui/fab/summary';
import { fabLines, type LogLine } from '../../../src/ui/fab/log';

export const SETUP: GameSetup = {
  system: 'fab',
  scenario: { id: 'fab-millbrook', version: 1 },
  options: {},
  dice: { kind: 'seeded', seed: 7 },
};

export function startState(options: Record<string, unknown> = {}): FabState {
  const r = fabEngine.start({ ...SETUP, options });
  if (!r.ok) throw new Error(r.message);
  return r.state;
}

/** Apply events chosen by `pick` until `until` holds (a scripted walk through the real engine). */
export function walk(
  s0: FabState,
  until: (s: FabState) => boolean,
  pick: (legal: GameEvent[], s: FabState) => GameEvent | undefined,
  max = 200,
): { s: FabState; events: GameEvent[] } {
  let s = s0;
  const events: GameEvent[] = [];
  for (let i = 0; i < max && !until(s); i++) {
    const e = pick(fabEngine.legalEvents(s), s);
    if (!e) break;
    const o = fabRecordEngine.apply(s, e);
    if (!o.ok) throw new Error(`${e.type}: ${o.message}`);
    s = o.state;
    events.push(e);
  }
  return { s, events };
}

/** End every step and phase (no moves) except the given kinds, preferred in order. */
export const prefer =
  (...types: string[]) =>
  (legal: GameEvent[]) => {
    for (const t of types) {
      const e = legal.find((x) => x.type === t);
      if (e) return e;
    }
    return legal.find((x) => x.type === 'END_STEP' || x.type === 'END_PHASE') ?? legal[0];
  };

/** A session like the runner's (signals, dispatch through the engine, log), with the set-up for the log replay. */
export function fakeSession(
  events: GameEvent[] = [],
  options: Record<string, unknown> = {},
  base: GameSetup = SETUP,
): GameSessionApi<FabState, GameEvent, FabScreenView> & { setup: GameSetup } {
  const first = fabEngine.start({ ...base, options });
  if (!first.ok) throw new Error(first.message);
  let s = first.state;
  const entries: LogEntry<GameEvent>[] = [];
  for (const e of events) {
    const o = fabRecordEngine.apply(s, e);
    if (!o.ok) throw new Error(o.message);
    s = o.state;
    entries.push({ seq: entries.length + 1, at: 0, event: e });
  }
  const state = signal(s);
  const log = signal<readonly LogEntry<GameEvent>[]>(entries);
  return {
    gameId: 'g1',
    system: 'fab',
    name: signal('Test'),
    scenario: base.scenario,
    options,
    setup: { ...base, options },
    state,
    status: computed(() => fabEngine.status(state.value)),
    log,
    lines: logLines<FabState, GameEvent>({
      engine: fabRecordEngine,
      setup: () => ({ ...base, options }),
      entries: () => log.value,
      anchor: () => null,
      current: () => state.value,
    }),
    undoable: signal({ ok: false, reason: 'nothing', message: 'Nothing to undo' } as const),
    damaged: signal(null),
    readOnly: signal(null),
    async dispatch(e) {
      const r = fabRecordEngine.apply(state.value, e);
      if (!r.ok) return r;
      state.value = r.state;
      log.value = [...log.value, { seq: log.value.length + 1, at: 0, event: e }];
      return { ok: true };
    },
    undo: async () => ({ ok: false, reason: 'nothing', message: '' }),
    rename: (name: string) => Promise.resolve({ ok: true as const, value: name }),
    // through `this`, so a test that swaps in its own state signal gets its view
    view(side) {
      return fabEngine.view(this.state.value, side);
    },
    probe(side, e) {
      const now = this.state.value;
      const r = fabRecordEngine.apply(now, fabRecordEngine.fromView?.(now, side, e) ?? e);
      return r.ok ? null : r;
    },
    dispatchAs(side, e) {
      return this.dispatch(fabRecordEngine.fromView?.(this.state.value, side, e) ?? e);
    },
  };
}

export const RED_NAMES = ['Border Fusiliers', 'Landwehr', 'Hussar Group', 'Mountain Rifles'];
export const BLUE_NAMES = ['3rd Lancers', '1st Rifles', '2nd Rifles', 'Guard Fusiliers'];

/**
 * "Since you last looked" for `side`, as the game screen builds it: the moves from `start` replayed, each made
 * into the side's own log line by the engine's projection (as the runner does, src/app/log-lines.ts), and the
 * side's views before and after them.
 */
export function summaryFrom(
  start: FabState,
  events: readonly { readonly seq: number; readonly event: GameEvent; readonly order?: true }[],
  side: Side,
): LookSummary | null {
  const lines: LogLine[] = [];
  let s = start;
  for (const { seq, event } of events) {
    const o = fabRecordEngine.apply(s, event);
    if (!o.ok) break;
    lines.push(fabLines([fabRecordEngine.logLine!(seq, s, event, o.state, side)])![0]!);
    s = o.state;
  }
  const ordered = new Set(events.flatMap((e) => (e.order ? [e.seq] : [])));
  return buildSummary(lines, ordered, fabEngine.view(start, side).state, fabEngine.view(s, side).state, side);
}
