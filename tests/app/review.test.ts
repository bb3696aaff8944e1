import { beforeEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { freshDatabase } from '../fixtures/db';
import { tallyEngine, type TallyEvent, type TallyState } from '../fixtures/tally-engine';
import { createNewGame } from '../../src/app/games';
import { GameSession } from '../../src/app/session';
import {
  Timeline,
  clampIndex,
  nextStart,
  phaseStarts,
  prevStart,
  readForReview,
  replayAudience,
  turnStarts,
  type Stop,
} from '../../src/app/review';
import { replay } from '../../src/app/replay';
import type { GameEvent, GameSetup } from '../../src/rules/common/engine';
import * as store from '../../src/store';

const engine = tallyEngine;
const setup: GameSetup = {
  system: 'fubar',
  scenario: { id: 'tally', version: 1 },
  options: {},
  dice: { kind: 'scripted', rolls: Array.from({ length: 200 }, (_, i) => 1 + ((i * 5) % 6)) },
};
const eventArb = fc.oneof(
  fc.constantFrom<TallyEvent>({ type: 'ROLL' }, { type: 'PASS' }),
  fc.integer({ min: 1, max: 3 }).map((n): TallyEvent => ({ type: 'ADD', n })),
);

const stop = (turn: number, phase: string): Stop => ({ turn, phase, actor: 'A', finished: false, label: '' });

describe('replay cursor: jumps by phase and turn', () => {
  // turn 1: setup(0) move(1,2) combat(3); turn 2: move(4,5) combat(6,7)
  const stops = [
    stop(1, 'setup'),
    stop(1, 'move'),
    stop(1, 'move'),
    stop(1, 'combat'),
    stop(2, 'move'),
    stop(2, 'move'),
    stop(2, 'combat'),
    stop(2, 'combat'),
  ];
  const n = stops.length - 1;
  it('finds where each phase and each turn begins', () => {
    expect(phaseStarts(stops)).toEqual([0, 1, 3, 4, 6]);
    expect(turnStarts(stops)).toEqual([0, 4]);
  });
  it('next phase goes to the next start, and to the end after the last one', () => {
    const p = phaseStarts(stops);
    expect(nextStart(p, 0, n)).toBe(1);
    expect(nextStart(p, 1, n)).toBe(3);
    expect(nextStart(p, 2, n)).toBe(3);
    expect(nextStart(p, 6, n)).toBe(n);
    expect(nextStart(turnStarts(stops), 4, n)).toBe(n);
  });
  it('previous phase goes to the start before the cursor, and to 0 from the first phase', () => {
    const p = phaseStarts(stops);
    expect(prevStart(p, 7)).toBe(6);
    expect(prevStart(p, 6)).toBe(4);
    expect(prevStart(p, 5)).toBe(4);
    expect(prevStart(p, 1)).toBe(0);
    expect(prevStart(p, 0)).toBe(0);
    expect(prevStart(turnStarts(stops), 6)).toBe(4);
    expect(prevStart(turnStarts(stops), 4)).toBe(0);
  });
  it('the cursor never leaves the game', () => {
    expect(clampIndex(-3, 7)).toBe(0);
    expect(clampIndex(9, 7)).toBe(7);
    expect(clampIndex(2.7, 7)).toBe(2);
  });
  it('jumps always land strictly ahead (or at the end) and strictly behind (or at the start)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 1, max: 3 }), fc.constantFrom('a', 'b', 'c')), {
          minLength: 1,
          maxLength: 40,
        }),
        fc.nat(),
        (raw, at) => {
          const st = raw.map(([tu, ph]) => stop(tu, ph));
          const len = st.length - 1;
          const i = at % st.length;
          const starts = phaseStarts(st);
          const next = nextStart(starts, i, len);
          const prev = prevStart(starts, i);
          expect(next === len || next > i).toBe(true);
          expect(prev === 0 || prev < i).toBe(true);
          // no phase begins strictly between the cursor and where "next phase" lands
          expect(starts.filter((s) => s > i && s < next)).toEqual([]);
        },
      ),
    );
  });
});

describe('replay timeline: the state after any move, in any order of visits', () => {
  it('stateAt(i) is the replay of the first i moves, visited at random', () => {
    fc.assert(
      fc.property(fc.array(eventArb, { maxLength: 120 }), fc.array(fc.nat(), { maxLength: 30 }), (events, visits) => {
        const tl = new Timeline<TallyState>(engine, setup, events, 8);
        expect(tl.length).toBe(events.length);
        expect(tl.brokenAt).toBeNull();
        for (const v of visits) {
          const i = v % (events.length + 1);
          const r = replay(engine, setup, events.slice(0, i) as GameEvent[]);
          expect(r.ok).toBe(true);
          if (r.ok) expect(tl.stateAt(i)).toEqual(r.state);
          expect(tl.stops[i]!.label).toBe(engine.status(tl.stateAt(i)).label);
        }
      }),
      { numRuns: 60 },
    );
  });
  it('a move the rules refuse ends the timeline just before it', () => {
    const events = [{ type: 'ADD', n: 1 }, { type: 'ADD', n: 9 }, { type: 'PASS' }] as GameEvent[];
    const tl = new Timeline<TallyState>(engine, setup, events);
    expect(tl.brokenAt).toBe(1);
    expect(tl.length).toBe(1);
    expect(tl.stateAt(5).total).toBe(1);
  });
});

describe('who may watch a replay', () => {
  it('an unfinished hidden-information game replays as one side; finished or open-table ones in full', () => {
    expect(replayAudience({ hiddenInformation: true, openTable: false, finished: false })).toBe('side');
    expect(replayAudience({ hiddenInformation: true, openTable: false, finished: true })).toBe('full');
    expect(replayAudience({ hiddenInformation: true, openTable: true, finished: false })).toBe('full');
    expect(replayAudience({ hiddenInformation: false, openTable: false, finished: false })).toBe('full');
  });
});

describe('reading a game for review writes nothing', () => {
  beforeEach(() => {
    freshDatabase();
  });
  it('the stored game is byte for byte the same after a review, and the review has its whole log', async () => {
    const r = await createNewGame(
      { name: 'Review', system: 'fubar', scenario: { id: 'tally', version: 1 }, options: {}, dice: setup.dice },
      { engine, now: 1000 },
    );
    if (!r.ok) throw new Error(r.message);
    const s = await GameSession.open<TallyState, TallyEvent & GameEvent>(r.value, { engine, now: () => 2000 });
    for (const e of [{ type: 'ADD', n: 2 }, { type: 'ROLL' }, { type: 'PASS' }] as (TallyEvent & GameEvent)[])
      expect((await s.dispatch(e)).ok).toBe(true);
    const before = JSON.stringify(await store.loadGame(r.value));
    const rec = await readForReview(r.value);
    expect(rec?.log.map((e) => e.event.type)).toEqual(['ADD', 'ROLL', 'PASS']);
    const tl = new Timeline<TallyState>(
      engine,
      rec!.setup,
      rec!.log.map((e) => e.event),
    );
    expect(tl.stateAt(3)).toEqual(s.state.peek());
    expect(JSON.stringify(await store.loadGame(r.value))).toBe(before);
  });
});
