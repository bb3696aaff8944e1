/**
 * Test helper: a FAB record written before rules version 3 (the engine chose who paid for 8.23 / 8.24 and which
 * Used assets a 17.0 rally brought back) made explicit for a game played under version 3, where an event
 * without that choice is refused. Each such event becomes the legal event that names the choice the automatic
 * rule made (the first payer offered, the first Used assets), so the game is the same one, played by taps.
 */
import { fabEngine } from '../../../src/app/systems/fab';
import type { GameEvent, GameSetup } from '../../../src/rules/common/engine';
import * as v from 'valibot';
import type { FabEvent } from '../../../machines/fab/events';
import { FabEventSchema } from '../../../machines/fab/event-schema';
import type { FabState } from '../../../src/rules/fab/types';

/**
 * The rules version the recorded Millbrook game (millbrook-game.json) can be played under by taps: its players
 * spend events on their alternative use with nothing in the Eliminated box (4.21), which version 4 refuses, so it
 * is a version-3 game. (Version 3 itself asks the 8.1 payers named, which `explicitRecord` supplies.)
 */
export const RECORDED_RULES_VERSION = 3;

const needsChoice = (e: GameEvent): boolean =>
  ((e.type === 'REINFORCE' || e.type === 'WITHDRAW') && e['source'] === undefined) ||
  (e.type === 'PLAY_EVENT' && e['assets'] === undefined && e['units'] === undefined);

const withoutChoice = (e: GameEvent): string => {
  const { source: _s, assets: _a, ...rest } = e;
  const sorted = (x: unknown): unknown =>
    x && typeof x === 'object' && !Array.isArray(x)
      ? Object.fromEntries(
          Object.entries(x)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([k, val]) => [k, sorted(val)]),
        )
      : x;
  return JSON.stringify(sorted(rest));
};

/** The explicit form of `e` in state `s` (v3 on): the first legal event that differs from it only by the
 * choice; `e` itself when it needs none or the state takes it as it is. */
export function explicitChoice(s: FabState, e: FabEvent): FabEvent {
  if (!needsChoice(e) || fabEngine.apply(s, e).ok) return e;
  const key = withoutChoice(e);
  return fabEngine.legalEvents(s).find((x) => x.type === e.type && withoutChoice(x) === key) ?? e;
}

/** A whole record made explicit for `setup` (replayed as it goes); throws if an event is refused. */
export function explicitRecord(setup: GameSetup, events: readonly GameEvent[]): FabEvent[] {
  const st = fabEngine.start(setup);
  if (!st.ok) throw new Error(st.message);
  let s = st.state;
  const out: FabEvent[] = [];
  for (const raw of events) {
    const e = explicitChoice(s, v.parse(FabEventSchema, raw));
    const r = fabEngine.apply(s, e);
    if (!r.ok) throw new Error(`${e.type} #${out.length}: ${r.message}`);
    out.push(e);
    s = r.state;
  }
  return out;
}
