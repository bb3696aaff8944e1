/**
 * Issue 25: the log a side reads is projected below the screens (src/app/log-lines.ts with the engine's
 * `logLine`, machines/fab/log-lines.ts). Over random hidden-block games: no line a side reads names a piece it did
 * not know before or after that move; the lines are the same whichever unseen enemy piece is which (two never-seen
 * blocks of the same side with their ids traded in the whole record); a finished game's lines name everything.
 */
import { describe, expect, it } from 'vitest';
import { logLines } from '../../src/app/log-lines';
import { fabRecordEngine } from '../../src/app/systems/fab';
import { fabScenarios } from '../../src/scenarios/fab/data';
import { secretIds } from '../../src/rules/fab/view';
import { FAB_RULES_VERSION } from '../../src/rules/fab/rulings';
import type { GameEvent, GameSetup } from '../../src/rules/common/engine';
import type { FabState, Side } from '../../src/rules/fab/types';
import type { LogEntry } from '../../src/app/session-api';

const SETUP = (seed: number, hiddenAssets: boolean, scenario = 'fab-millbrook'): GameSetup => ({
  system: 'fab',
  scenario: { id: scenario, version: 1 },
  options: { hiddenAssets },
  dice: { kind: 'seeded', seed },
  rulesVersion: FAB_RULES_VERSION,
});

function chooser(seed: number): (n: number) => number {
  let x = seed >>> 0 || 1;
  return (n) => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) % n;
  };
}

/** A random game: its record and every state along it. */
function game(
  seed: number,
  hiddenAssets: boolean,
  n: number,
  scenario?: string,
): { entries: LogEntry[]; states: FabState[] } {
  const r = fabRecordEngine.start(SETUP(seed, hiddenAssets, scenario));
  if (!r.ok) throw new Error(r.message);
  let s = r.state;
  const pick = chooser(seed);
  const entries: LogEntry[] = [];
  const states = [s];
  for (let i = 0; i < n && !s.finished; i++) {
    const legal = fabRecordEngine.legalEvents(s);
    if (!legal.length) break;
    const event = legal[pick(legal.length)]!;
    const o = fabRecordEngine.apply(s, event);
    if (!o.ok) continue;
    s = o.state;
    entries.push({ seq: entries.length, at: 0, event });
    states.push(s);
  }
  return { entries, states };
}

const linesOf = (setup: GameSetup, entries: readonly LogEntry[], last: FabState) =>
  logLines<FabState, GameEvent>({
    engine: fabRecordEngine,
    setup: () => setup,
    entries: () => entries,
    anchor: () => null,
    current: () => last,
  });

describe('issue 25: the log as a side may read it, projected below the screens', () => {
  for (const hiddenAssets of [false, true])
    it(`2.2 no line names a piece its reader knew neither before nor after that move${hiddenAssets ? ' (hidden assets)' : ''}`, () => {
      let checked = 0;
      for (const seed of [3, 5, 8]) {
        const { entries, states } = game(seed, hiddenAssets, 160);
        const lines = linesOf(SETUP(seed, hiddenAssets), entries, states.at(-1)!);
        for (const side of ['blue', 'red'] as const satisfies readonly Side[]) {
          const all = lines.all(side)!;
          expect(all).toHaveLength(entries.length);
          all.forEach((line, i) => {
            const secret = [...secretIds(states[i]!, side)].filter((id) => secretIds(states[i + 1]!, side).has(id));
            const text = JSON.stringify(line);
            for (const id of secret) if (text.includes(`"${id}"`)) expect.fail(`${side} line ${i}: ${id} in ${text}`);
            checked += secret.length;
          });
        }
      }
      expect(checked).toBeGreaterThan(100);
    });

  it('2.2 the lines are the same whichever of two never-seen enemy pieces is which', () => {
    const seed = 11;
    const { entries, states } = game(seed, false, 120);
    const final = states.at(-1)!;
    let compared = 0;
    for (const side of ['blue', 'red'] as const) {
      // two enemy units the side never saw in the whole game trade their ids, in the scenario and in the record
      const [x, y] = Object.keys(final.units).filter((id) => states.every((s) => secretIds(s, side).has(id)));
      if (!x || !y) continue;
      const swap = <T>(v: T): T =>
        JSON.parse(
          JSON.stringify(v).replaceAll(`"${x}"`, '"§"').replaceAll(`"${y}"`, `"${x}"`).replaceAll('"§"', `"${y}"`),
        ) as T;
      const custom: GameSetup = {
        ...SETUP(seed, false),
        scenario: { id: 'traded', version: 1 },
        data: { scenario: { ...swap(fabScenarios['fab-millbrook']!), id: 'traded' } },
      };
      const traded = entries.map((e) => ({ ...e, event: swap(e.event) }));
      const a = linesOf(SETUP(seed, false), entries, final).all(side);
      const b = linesOf(custom, traded, final).all(side);
      expect(b).toHaveLength(entries.length);
      expect(JSON.stringify(b)).toBe(JSON.stringify(a));
      compared++;
    }
    expect(compared).toBeGreaterThan(0);
  });

  it('a finished game: both sides read every line in full', () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const { entries, states } = game(seed, false, 2000);
      const last = states.at(-1)!;
      if (!last.finished) continue;
      const lines = linesOf(SETUP(seed, false), entries, last);
      const open = JSON.stringify(lines.all('open'));
      // the last move ended the game: from then on nothing is hidden, so its line is the same for everyone
      expect(JSON.stringify(lines.all('blue')!.at(-1))).toBe(JSON.stringify((JSON.parse(open) as unknown[]).at(-1)));
      return;
    }
    throw new Error('no random game finished');
  });
});

describe('issue 30: the state where a summary of what a side missed begins', () => {
  /** The record's engine, counting the moves it applies. */
  const counting = () => {
    const count = { n: 0 };
    const engine = {
      ...fabRecordEngine,
      apply: (st: FabState, e: GameEvent) => {
        count.n++;
        return fabRecordEngine.apply(st, e);
      },
    };
    return { count, engine };
  };

  it('is worked out once for its lines and its view, and the next summary goes on from it', () => {
    // the first 120 moves of a random game that lasts that long
    const seed = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].find((x) => game(x, false, 400).entries.length >= 120)!;
    const g = game(seed, false, 400);
    const entries = g.entries.slice(0, 120);
    const states = g.states.slice(0, 121);
    expect(entries).toHaveLength(120);
    const { count, engine } = counting();
    let record: readonly LogEntry[] = entries;
    // the runner hands the same set-up object until the game's set-up changes (its rules, src/app/session.ts)
    const setup = SETUP(seed, false);
    const lines = logLines<FabState, GameEvent>({
      engine,
      setup: () => setup,
      entries: () => record,
      // the runner's anchor (the last 50th move in a game): after where both summaries begin
      anchor: () => ({ seq: 100, state: states[100]! }),
      current: () => states.at(-1)!,
    });
    // the view where the summary begins: replayed from the start once...
    expect(lines.viewAt('blue', 80)).toEqual(fabRecordEngine.view(states[80]!, 'blue'));
    expect(count.n).toBe(80);
    // ...and its lines go on from that state (40 moves), not from the start again (120)
    count.n = 0;
    expect(lines.since('blue', 80)).toHaveLength(40);
    expect(count.n).toBe(40);
    // a later summary begins from the state known before it
    count.n = 0;
    expect(lines.viewAt('red', 90)).toEqual(fabRecordEngine.view(states[90]!, 'red'));
    expect(count.n).toBe(10);
    // past the anchor, the anchor is nearer
    count.n = 0;
    expect(lines.viewAt('red', 105)).toEqual(fabRecordEngine.view(states[105]!, 'red'));
    expect(count.n).toBe(5);
    // a record changed before it (a move replaced by a copy) is replayed again, from the start
    record = [...entries.slice(0, 40), { ...entries[40]! }, ...entries.slice(41)];
    count.n = 0;
    expect(lines.viewAt('blue', 95)).toEqual(fabRecordEngine.view(states[95]!, 'blue'));
    expect(count.n).toBe(95);
  });
});
