/**
 * Whole games between players (levels of the opponent, or random legal play), for `npm run arena` and tests. The
 * harness plays the app's part: it takes the forced events the app takes for a side (machines/fab/forced.ts),
 * gives each opponent its side's view only (as the game screen does, src/ui/fab/opponent.ts) and reads its event
 * back with the engine's `fromView`. Each decision's seed is derived from the game's AI seed and the event's
 * index, as a game record would.
 */
import type { FabEvent } from '../../../machines/fab/events';
import { actorOf } from '../../../machines/fab/engine';
import { forcedEvent } from '../../../machines/fab/forced';
import { eventFromView, fabView } from '../../../machines/fab/view';
import { legalEventsFromView } from '../../../machines/fab/view-legal';
import type { FabState, Side } from '../../rules/fab/types';
import { fabEngine } from '../../app/systems/fab';
import { decide, type DecideOptions, type Decision, type Level } from './decide';
import { opponentView, type OpponentView } from './input';
import { decisionSeed, makeRng } from './rng';

/** A level of the opponent, random legal play, or a passive player (`passiveEvent`). */
export type PlayerKind = Level | 'random' | 'passive';

/** A player who never takes the initiative (the solo browser test's player, tests/e2e/solo-game.mjs): a roll when
 * it has one, no special action (6.21), lets a bridge stand (5.35d), ends each move, step and phase, and otherwise
 * takes the first event the rules list (a step loss, a point unit...). */
export function passiveEvent(legal: readonly FabEvent[]): FabEvent | undefined {
  const first = (t: FabEvent['type']) => legal.find((e) => e.type === t);
  return (
    first('ROLL') ??
    first('DECLINE_SPECIAL_ACTION') ??
    legal.find((e) => e.type === 'ASSIGN_ASSETS' && e.assetIds.length === 0) ??
    legal.find((e) => e.type === 'BLOW_BRIDGE' && !e.attempt) ??
    first('END_MOVE') ??
    first('END_STEP') ??
    first('END_PHASE') ??
    legal[0]
  );
}

export { decisionSeed };

/** The opponent's input for `side` in a state: what the game screen sends its worker. */
export function viewOf(s: FabState, side: Side): OpponentView {
  const v = fabView(s, side);
  return opponentView(v, s.scenario, legalEventsFromView(v, side));
}

export interface GameReport {
  readonly finished: boolean;
  readonly winner: Side | null;
  readonly events: number;
  /** Times in ms of each side's real decisions (two candidates or more; forced events apart). */
  readonly times: Readonly<Record<Side, number[]>>;
  /** The same decisions' processor time in ms (Node only; on a busy machine the wall time also counts waiting). */
  readonly cpu: Readonly<Record<Side, number[]>>;
  /** The same decisions' look-ahead work in playout steps (work.ts). */
  readonly work: Readonly<Record<Side, number[]>>;
  /** Events the harness took for a side (forced: one legal event the other side can see was forced). */
  readonly forced: Readonly<Record<Side, number>>;
  /** 6.1 / 8.22 combat rounds each side opened. */
  readonly attacks: Readonly<Record<Side, number>>;
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
  /** Changes to a side's level parameters (self-play tuning). */
  readonly tune?: Partial<Record<Side, DecideOptions['tune']>>;
  /** Called with every accepted event (tests check legality here): the state before, the engine's event, the
   * engine's legal events, and the opponent's decision when an opponent chose it. */
  readonly onEvent?: (before: FabState, e: FabEvent, legal: readonly FabEvent[], d: Decision | null) => void;
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
  const cpu: Record<Side, number[]> = { blue: [], red: [] };
  const work: Record<Side, number[]> = { blue: [], red: [] };
  const usage = (globalThis as { process?: { cpuUsage(): { user: number; system: number } } }).process;
  const cpuMs = () => {
    const u = usage?.cpuUsage();
    return u ? (u.user + u.system) / 1000 : 0;
  };
  const forced: Record<Side, number> = { blue: 0, red: 0 };
  const attacks: Record<Side, number> = { blue: 0, red: 0 };
  const max = o.maxEvents ?? 4000;
  let n = 0;
  while (!s.finished && n < max) {
    const side = actorOf(s);
    if (!side) break;
    const legal = fabEngine.legalEvents(s);
    if (legal.length === 0) throw new Error(`dead end: ${fabEngine.status(s).label}`);
    const kind = o.players[side];
    let e: FabEvent | undefined;
    let d: Decision | null = null;
    const taken = forcedEvent(s);
    if (taken) {
      e = taken;
      forced[side]++;
    } else if (kind === 'passive') {
      e = passiveEvent(legal);
    } else if (kind === 'random') {
      e = legal[makeRng(decisionSeed(o.seed, n)).int(legal.length)];
    } else {
      const view = viewOf(s, side);
      const t0 = performance.now();
      const c0 = cpuMs();
      const tune = o.tune?.[side];
      d = decide(view, { level: kind, seed: decisionSeed(o.seed, n), ...(tune ? { tune } : {}) });
      const ms = performance.now() - t0;
      const c = cpuMs() - c0;
      if (!d) throw new Error(`no decision for ${side} at ${fabEngine.status(s).label}`);
      if (view.legal.length > 1) {
        times[side].push(ms);
        cpu[side].push(c);
        work[side].push(d.work ?? 0);
      }
      e = eventFromView(s, side, d.event);
    }
    if (!e) throw new Error(`${kind} found no event at ${fabEngine.status(s).label}`);
    if (e.type === 'SELECT_COMBAT' || e.type === 'OPEN_COMBAT') attacks[side]++;
    o.onEvent?.(s, e, legal, d);
    const r = fabEngine.apply(s, e);
    if (!r.ok) throw new Error(`${kind} chose a refused event ${JSON.stringify(e)}: ${r.message}`);
    s = r.state;
    n++;
  }
  return { finished: s.finished, winner: s.winner, events: n, times, cpu, work, forced, attacks, final: s };
}
