/**
 * Whole games between players (levels of the opponent, or random legal play), for `npm run arena` and tests.
 * Each decision's seed is derived from the game's AI seed and the event's index, as a game record would.
 */
import type { FabEvent } from '../../../machines/fab/events';
import type { FabState, Side } from '../../rules/fab/types';
import { actorOf } from '../../../machines/fab/engine';
import { fabEngine } from '../../app/systems/fab';
import { decide, type Level } from './decide';
import { decisionSeed, makeRng } from './rng';

export type PlayerKind = Level | 'random';

export { decisionSeed };

export interface GameReport {
  readonly finished: boolean;
  readonly winner: Side | null;
  readonly events: number;
  /** Decision times in ms per side (random players included). */
  readonly times: Readonly<Record<Side, number[]>>;
  readonly final: FabState;
}

export interface PlayOptions {
  readonly scenario: string;
  /** The game's options (e.g. 10.0 hidden assets); none by default. */
  readonly options?: Readonly<Record<string, unknown>>;
  readonly players: Readonly<Record<Side, PlayerKind>>;
  /** Dice seed of the game. */
  readonly dice: number;
  /** Seed of the players' own random choices. */
  readonly seed: number;
  readonly maxEvents?: number;
  /** Called with every accepted event (tests check legality here). */
  readonly onEvent?: (before: FabState, e: FabEvent, legal: readonly FabEvent[]) => void;
}

export function playGame(o: PlayOptions): GameReport {
  const st = fabEngine.start({
    system: 'fab',
    scenario: { id: o.scenario, version: 1 },
    options: { ...o.options },
    dice: { kind: 'seeded', seed: o.dice },
  });
  if (!st.ok) throw new Error(st.message);
  let s = st.state;
  const times: Record<Side, number[]> = { blue: [], red: [] };
  const max = o.maxEvents ?? 4000;
  let n = 0;
  while (!s.finished && n < max) {
    const side = actorOf(s);
    if (!side) break;
    const legal = fabEngine.legalEvents(s);
    if (legal.length === 0) throw new Error(`dead end: ${fabEngine.status(s).label}`);
    const kind = o.players[side];
    const t0 = performance.now();
    let e: FabEvent | undefined;
    if (kind === 'random') e = legal[makeRng(decisionSeed(o.seed, n)).int(legal.length)];
    else {
      const d = decide(s, side, { level: kind, seed: decisionSeed(o.seed, n) });
      if (!d) throw new Error(`no decision for ${side} at ${fabEngine.status(s).label}`);
      e = d.event;
    }
    times[side].push(performance.now() - t0);
    if (!e) throw new Error(`${kind} found no event at ${fabEngine.status(s).label}`);
    o.onEvent?.(s, e, legal);
    const r = fabEngine.apply(s, e);
    if (!r.ok) throw new Error(`${kind} chose a refused event ${JSON.stringify(e)}: ${r.message}`);
    s = r.state;
    n++;
  }
  return { finished: s.finished, winner: s.winner, events: n, times, final: s };
}
