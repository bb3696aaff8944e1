/**
 * The working out of a take-back entry of a record (what ./take-back.ts `applyAt` describes): the checks of a
 * request and an answer, and the state an accepted one goes back to. Only a system with take-back (FAB) reaches it;
 * it comes with that system's engine (./systems/fab.ts imports it, and it registers itself with ./take-back.ts). Pure:
 * no I/O, no clock.
 */
import type { Engine, GameEvent, GameSetup } from '../rules/common/engine';
import { applyAt, asAnswer, asAsk, isTakeBack, provideTakeBackEntries, refuse, type WorkedOut } from './take-back';

/**
 * The state before entry `seq` of `events`: the record replayed from its start (take-backs are rare; a long game
 * pays one replay per accepted one). Null when it does not replay.
 */
function stateBefore<S, E extends GameEvent>(
  engine: Engine<S, E>,
  setup: GameSetup,
  events: readonly GameEvent[],
  seq: number,
): S | null {
  const init = engine.start(setup);
  if (!init.ok) return null;
  let s = init.state;
  for (let i = 0; i < seq; i++) {
    const out = applyAt(engine, setup, events, i, s);
    if (!out.ok) return null;
    s = out.state;
  }
  return s;
}

/** A take-back entry `events[i]` of a record whose whole is in memory, for an engine with take-back. */
export const workedOut: WorkedOut = (engine, setup, events, i, state) => {
  const event = events[i];
  if (!engine.takeBack) return refuse('This rule system has no take-back by agreement.', 'takeBack.none');
  const ask = asAsk(event);
  if (ask) {
    if (ask.seq >= i)
      return refuse(`A take-back request names move ${ask.seq + 1}, not one before it.`, 'takeBack.later');
    for (let k = ask.seq; k < i; k++)
      if (isTakeBack(events[k]))
        return refuse('A take-back request names a move already followed by another take-back.', 'takeBack.twice');
    const before = stateBefore(engine, setup, events, ask.seq);
    if (before === null) return refuse('The move asked back does not replay.', 'takeBack.broken');
    if (engine.status(before).actor !== ask.side)
      return refuse(
        `A take-back request names move ${ask.seq + 1}, which the side asking did not make.`,
        'takeBack.notOwn',
        { move: ask.seq + 1 },
      );
    return { ok: true, state, barrier: false };
  }
  const answer = asAnswer(event);
  if (!answer) return refuse('A take-back entry of this record is malformed.', 'takeBack.malformed');
  const asked = asAsk(events[i - 1]);
  if (!asked || asked.seq !== answer.seq)
    return refuse('A take-back answer does not follow the request it answers.', 'takeBack.noRequest');
  if (answer.side === asked.side)
    return refuse('The side that asked to take a move back cannot answer its own request.', 'takeBack.ownAnswer');
  if (!answer.accept) return { ok: true, state, barrier: true };
  const before = stateBefore(engine, setup, events, answer.seq);
  if (before === null) return refuse('The move taken back does not replay.', 'takeBack.broken');
  return { ok: true, state: engine.takeBack(before, state), barrier: true };
};

provideTakeBackEntries(workedOut);
