/**
 * Deterministic replay: the state of a game is its setup plus its events run through its engine.
 * Used to open games, to validate imports, by `npm run replay` and by the fuzzers.
 */
import { PartMissing, type Engine, type GameEvent, type GameSetup } from '../rules/common/engine';
import type { Rejection, Result } from '../rules/common/result';
import type { DiceSpec } from '../rules/common/dice';
import { applyAt, asAnswer, asAsk } from './take-back';

/** The setup part of a game record. */
export function setupOf(meta: {
  system: GameSetup['system'];
  scenario: GameSetup['scenario'];
  options: GameSetup['options'];
  dice: DiceSpec;
  data?: unknown;
  /** Absent in records and files written before rules versions: version 1. */
  rulesVersion?: number;
  checked?: boolean;
}): GameSetup {
  return {
    system: meta.system,
    scenario: meta.scenario,
    options: meta.options,
    dice: meta.dice,
    rulesVersion: meta.rulesVersion ?? 1,
    ...(meta.data !== undefined ? { data: meta.data } : {}),
    ...(meta.checked === true ? { checked: true } : {}),
  };
}

/**
 * Validate what a set-up brings from outside, once (import, creation, `npm run replay`), and return its
 * checked form, the one to store and to start from. An engine without `checkSetup` has nothing to check.
 */
export function checkSetup<S>(engine: Engine<S, GameEvent>, setup: GameSetup): Result<GameSetup> {
  if (!engine.checkSetup) return { ok: true, value: setup };
  try {
    return engine.checkSetup(setup);
  } catch (e) {
    return {
      ok: false,
      rule: 'engine',
      message: `The rules engine could not check this set-up: ${e instanceof Error ? e.message : String(e)}`,
    };
  }
}

export interface ReplayStep<S> {
  state: S;
  by: string | null;
  barrier: boolean;
}

export type ReplayResult<S> =
  | { ok: true; state: S; steps: number; barriers: boolean[]; actors: (string | null)[] }
  | { ok: false; at: number; rejection: Rejection; state: S | null; barriers: boolean[]; actors: (string | null)[] };

/**
 * Replay `events` from `from` (the initial state when omitted). Stops at the first event the rules
 * reject, returning the state before it and its index. Never throws for a rule violation; an engine
 * crash on a hostile event is turned into a rejection as well, so a bad file cannot crash the app. A part of the
 * engine not fetched yet (`PartMissing`: the caller did not await `Engine.prepare`) is thrown. Take-back entries
 * (./take-back.ts) are worked out with the record's other entries; `base` is the seq of `events[0]` when only the
 * record's tail is given (a take-back there is then refused: the caller reads the whole record).
 */
export function replay<S, E extends GameEvent = GameEvent>(
  engine: Engine<S, E>,
  setup: GameSetup,
  events: readonly GameEvent[],
  from?: { state: S; index: number },
  base = 0,
): ReplayResult<S> {
  let state: S;
  let start = 0;
  const barriers: boolean[] = [];
  const actors: (string | null)[] = [];
  if (from) {
    state = from.state;
    start = from.index;
  } else {
    const init = safe(() => engine.start(setup));
    if (!init.ok) return { ok: false, at: -1, rejection: init, state: null, barriers, actors };
    state = init.state;
  }
  for (let i = start; i < events.length; i++) {
    const event = events[i];
    // a start outside the record (a damaged snapshot's place) replays nothing: refused, like a move that breaks a rule
    if (event === undefined) {
      const rejection = { ok: false as const, rule: 'record', message: `The record has no move ${i + 1}.` };
      return { ok: false, at: i, rejection, state, barriers, actors };
    }
    // who sent it: the side to decide, but a take-back entry names its side (./take-back.ts)
    const by = asAnswer(event)?.side ?? asAsk(event)?.side ?? engine.status(state).actor;
    const out = safe(() => applyAt(engine, setup, events, i, state, base));
    if (!out.ok) return { ok: false, at: i, rejection: out, state, barriers, actors };
    state = out.state;
    barriers.push(out.barrier);
    actors.push(by);
  }
  return { ok: true, state, steps: events.length - start, barriers, actors };
}

function safe<T extends { ok: boolean }>(fn: () => T): T | Rejection {
  try {
    return fn();
  } catch (e) {
    // a part of the engine not fetched (Engine.prepare) is not the rules refusing the record: never a rejection
    if (e instanceof PartMissing) throw e;
    return {
      ok: false,
      rule: 'engine',
      message: `The rules engine could not process this: ${e instanceof Error ? e.message : String(e)}`,
    };
  }
}
