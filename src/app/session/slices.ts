/**
 * A record replayed by the rules a few moves at a time, with a yield to the page between slices: the checks that run
 * behind a game's screen (the moves its opening did not replay, ./older.ts; every move under newer rules,
 * ./rules-move.ts) leave the player's taps their time. In one piece, a 5,000-move FAB game took a third to two thirds
 * of a second on this machine, about two seconds at 4x CPU (issue 30). Rides in the chunk fetched after a game's
 * first drawing (vite.config.ts, `host-later`).
 */
import type { Engine, GameEvent, GameSetup } from '../../rules/common/engine';
import { replay, type ReplayResult } from '../replay';

/** Moves replayed between two yields to the page (about 10 ms of a long FAB game at 4x CPU). */
export const REPLAY_SLICE = 40;

const yieldToPage = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * `events` replayed from the start (or from `start`, a state the record passed), `REPLAY_SLICE` moves at a time: the
 * same answer as `replay` in one piece (the final state, or the first move refused with its place and reason; the
 * barriers and actors are the last slice's only).
 */
export async function replayInSlices<S, E extends GameEvent>(
  engine: Engine<S, E>,
  setup: GameSetup,
  events: readonly GameEvent[],
  start?: { state: S; index: number },
): Promise<ReplayResult<S>> {
  let from = start;
  for (let end = Math.min((from?.index ?? 0) + REPLAY_SLICE, events.length); ;) {
    const r = replay(engine, setup, events.slice(0, end), from);
    if (!r.ok || end >= events.length) return r;
    from = { state: r.state, index: end };
    end = Math.min(end + REPLAY_SLICE, events.length);
    await yieldToPage();
  }
}
