/**
 * Issue 17, the FAB opponent: it never peeks (2.2 hidden blocks, the cup, future dice), every event it sends
 * is one the rules list and accept, whole games end, and the same seed gives the same decisions.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { actorOf } from '../../machines/fab/engine';
import { fabEngine } from '../../src/app/systems/fab';
import { holder } from '../../machines/fab/combat-bridge';
import { decide } from '../../src/ai/fab/decide';
import { playGame } from '../../src/ai/fab/play';
import { makeRng, shuffled } from '../../src/ai/fab/rng';
import { handleRequest, type WorkerAnswer } from '../../src/ai/fab/protocol';
import { canSeeUnit } from '../../src/rules/fab/view';
import type { GameEvent } from '../../src/rules/common/engine';
import type { FabState, Side, UnitState } from '../../src/rules/fab/types';
import { otherSide } from '../../src/rules/fab/types';

function start(id: string, seed: number, options: Record<string, unknown> = {}): FabState {
  const r = fabEngine.start({
    system: 'fab',
    scenario: { id, version: 1 },
    options,
    dice: { kind: 'seeded', seed },
  });
  if (!r.ok) throw new Error(r.message);
  return r.state;
}

/** Random legal play for `n` events, then on until no combat round is being fought (and, with `combat`,
 * until a combat round may be opened: the decision where hidden strength matters most). */
function randomState(
  id: string,
  seed: number,
  n: number,
  combat = false,
  options: Record<string, unknown> = {},
): FabState {
  let s = start(id, seed, options);
  const rng = makeRng(seed ^ 0x5bd1e995);
  const opening = (x: FabState) => fabEngine.legalEvents(x).some((e) => e.type === 'SELECT_COMBAT');
  for (let k = 0; k < 600 && !s.finished && (k < n || holder(s) || (combat && !opening(s))); k++) {
    const legal = fabEngine.legalEvents(s);
    const e = legal[rng.int(legal.length)];
    if (!e) throw new Error(`dead end at ${fabEngine.status(s).label}`);
    const r = fabEngine.apply(s, e);
    if (!r.ok) throw new Error(r.message);
    s = r.state;
  }
  return s;
}

/** The enemy blocks `side` cannot read (on the map, face down). */
function hiddenEnemy(s: FabState, side: Side): string[] {
  return s.scenario.units
    .filter((u) => u.side === otherSide(side) && s.units[u.id]?.where === 'map' && !canSeeUnit(s, side, u.id))
    .map((u) => u.id);
}

/** The same game with the hidden enemy blocks' identities permuted, the enemy cup reordered and other dice. */
function permuted(s: FabState, side: Side, perm: readonly number[], diceSeed: number): FabState {
  const ids = hiddenEnemy(s, side);
  const units: Record<string, UnitState> = { ...s.units };
  // unit ids[perm[i]] now stands where ids[i] stood, keeping its own strength and markers (face down, a
  // block's strength is hidden as well as its name)
  ids.forEach((id, i) => {
    const to = ids[perm[i] ?? i] ?? id;
    const u = s.units[to];
    if (u) units[to] = { ...u, area: s.units[id]?.area ?? u.area };
  });
  const enemy = otherSide(side);
  const cup = shuffled(s.boxes[enemy].cup, makeRng(diceSeed));
  return {
    ...s,
    units,
    boxes: { ...s.boxes, [enemy]: { ...s.boxes[enemy], cup } },
    dice: { kind: 'seeded', s: diceSeed },
  };
}

const sameEvent = (a: GameEvent, b: GameEvent) => JSON.stringify(a) === JSON.stringify(b);

describe('FAB opponent never peeks (2.2 hidden blocks, 4.2 the cup, dice)', () => {
  for (const [id, level, combat] of [
    ['fab-millbrook', 'normal', false],
    ['fab-varna-gap', 'hard', false],
    ['fab-millbrook', 'normal', true],
    ['fab-varna-gap', 'normal', true],
  ] as const) {
    it(`${id} ${level}${combat ? ' at a combat selection (6.1)' : ''}: same scores and decision when unrevealed enemy identities are permuted, the cup reordered, the dice changed`, () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 1, max: 10_000 }),
          fc.integer({ min: 0, max: 160 }),
          fc.integer({ min: 0, max: 2 ** 31 }),
          fc.integer({ min: 1, max: 2 ** 31 }),
          (seed, n, permSeed, aiSeed) => {
            const s = randomState(id, seed, n, combat);
            const side = actorOf(s);
            fc.pre(side !== null && hiddenEnemy(s, side).length >= 2);
            const me = side;
            const ids = hiddenEnemy(s, me);
            const perm = shuffled(
              ids.map((_, i) => i),
              makeRng(permSeed),
            );
            const t = permuted(s, me, perm, permSeed + 1);
            const a = decide(s, me, { level: level, seed: aiSeed });
            const b = decide(t, me, { level: level, seed: aiSeed });
            expect(a).not.toBeNull();
            expect(b).not.toBeNull();
            expect(b?.scores).toEqual(a?.scores);
            expect(b?.event).toEqual(a?.event);
          },
        ),
        { numRuns: 12, seed: 17 },
      );
    });
  }
});

describe('FAB opponent plays legal events to the end of the game', () => {
  const games: [string, Record<Side, 'easy' | 'normal' | 'hard' | 'random'>, number][] = [
    ['fab-millbrook', { blue: 'normal', red: 'random' }, 1],
    ['fab-millbrook', { blue: 'easy', red: 'hard' }, 2],
    ['fab-millbrook', { blue: 'random', red: 'normal' }, 3],
    ['fab-varna-gap', { blue: 'easy', red: 'normal' }, 4],
  ];
  for (const [id, players, seed] of games) {
    it(`${id} ${players.blue} vs ${players.red} (seed ${seed}): every decision is listed by legalEvents, the game ends`, () => {
      let checked = 0;
      const r = playGame({
        scenario: id,
        players,
        dice: seed,
        seed: seed * 31,
        onEvent: (_before, e, legal) => {
          expect(legal.some((l) => sameEvent(l, e))).toBe(true);
          checked++;
        },
      });
      expect(r.finished).toBe(true);
      expect(r.winner === 'blue' || r.winner === 'red').toBe(true);
      expect(checked).toBe(r.events);
    }, 60_000);
  }
});

describe('FAB opponent is reproducible from its seed', () => {
  it('the same seeds give the same game; another AI seed gives another game', () => {
    const record = (aiSeed: number) => {
      const evs: string[] = [];
      playGame({
        scenario: 'fab-millbrook',
        players: { blue: 'easy', red: 'normal' },
        dice: 9,
        seed: aiSeed,
        onEvent: (_b, e) => evs.push(JSON.stringify(e)),
      });
      return evs;
    };
    const a = record(5);
    expect(record(5)).toEqual(a);
    expect(record(6)).not.toEqual(a);
  }, 60_000);

  it('decide: same state and seed, same event; it does not decide for the side not to move', () => {
    const s = randomState('fab-varna-gap', 11, 40);
    const side = actorOf(s);
    expect(side).not.toBeNull();
    const me = side as Side;
    const a = decide(s, me, { level: 'normal', seed: 77 });
    const b = decide(s, me, { level: 'normal', seed: 77 });
    expect(a?.event).toBeDefined();
    expect(b?.event).toEqual(a?.event);
    expect(decide(s, otherSide(me), { level: 'normal', seed: 77 })).toBeNull();
  });
});

describe("FAB opponent's worker messages (protocol.ts)", () => {
  it('answers a decide request from the engine snapshot with progress, then the same event as decide', () => {
    const s = randomState('fab-millbrook', 21, 30);
    const side = actorOf(s);
    expect(side).not.toBeNull();
    const me = side as Side;
    const answers: WorkerAnswer[] = [];
    handleRequest({ type: 'decide', id: 7, snapshot: fabEngine.serialize(s), side: me, level: 'hard', seed: 3 }, (a) =>
      answers.push(a),
    );
    const last = answers[answers.length - 1];
    expect(last?.type).toBe('decision');
    expect(answers.every((a) => a.id === 7)).toBe(true);
    expect(last?.type === 'decision' ? last.event : null).toEqual(decide(s, me, { level: 'hard', seed: 3 })?.event);
    // progress precedes the decision whenever worlds are sampled
    const worlds = decide(s, me, { level: 'hard', seed: 3 })?.worlds ?? 0;
    expect(answers.filter((a) => a.type === 'progress')).toHaveLength(worlds);
  });

  it('a malformed request or the wrong side gets an error, never a move', () => {
    const s = randomState('fab-millbrook', 22, 10);
    const me = actorOf(s) as Side;
    const answers: WorkerAnswer[] = [];
    handleRequest(
      { type: 'decide', id: 1, snapshot: fabEngine.serialize(s), side: me, level: 'expert', seed: 1 },
      (a) => answers.push(a),
    );
    handleRequest(
      { type: 'decide', id: 2, snapshot: fabEngine.serialize(s), side: otherSide(me), level: 'easy', seed: 1 },
      (a) => answers.push(a),
    );
    handleRequest({ type: 'decide', id: 3, snapshot: { v: 9 }, side: me, level: 'easy', seed: 1 }, (a) =>
      answers.push(a),
    );
    expect(answers.map((a) => [a.id, a.type])).toEqual([
      [1, 'error'],
      [2, 'error'],
      [3, 'error'],
    ]);
  });
});

/** 10.0 hidden assets: the enemy's pieces in its cup, Available, Used and Eliminated boxes dealt again at random,
 * each box keeping its size (all the view tells of them), the rest as it is. */
function redealt(s: FabState, side: Side, seed: number): FabState {
  const enemy = otherSide(side);
  const b = s.boxes[enemy];
  const pool = shuffled([...b.cup, ...b.available, ...b.used, ...b.eliminated], makeRng(seed));
  const take = (n: number) => pool.splice(0, n);
  const boxes = {
    ...b,
    cup: take(b.cup.length),
    available: take(b.available.length),
    used: take(b.used.length),
    eliminated: take(b.eliminated.length),
  };
  return { ...s, boxes: { ...s.boxes, [enemy]: boxes } };
}

describe('FAB opponent never peeks at hidden assets (10.0): only the sizes of the enemy boxes', () => {
  for (const [id, level] of [
    ['fab-millbrook', 'normal'],
    ['fab-varna-gap', 'hard'],
  ] as const) {
    it(`${id} ${level}: same scores and decision when the enemy's cup and boxes are dealt again (sizes kept)`, () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 1, max: 10_000 }),
          fc.integer({ min: 0, max: 160 }),
          fc.integer({ min: 0, max: 2 ** 31 }),
          fc.integer({ min: 1, max: 2 ** 31 }),
          (seed, n, dealSeed, aiSeed) => {
            const s = randomState(id, seed, n, false, { hiddenAssets: true });
            const side = actorOf(s);
            fc.pre(side !== null && !holder(s));
            const me = side;
            const b = s.boxes[otherSide(me)];
            fc.pre(b.available.length + b.used.length + b.eliminated.length > 0 && b.cup.length > 0);
            const t = redealt(s, me, dealSeed);
            const a = decide(s, me, { level, seed: aiSeed });
            const c = decide(t, me, { level, seed: aiSeed });
            expect(a).not.toBeNull();
            expect(c?.scores).toEqual(a?.scores);
            expect(c?.event).toEqual(a?.event);
          },
        ),
        { numRuns: 10, seed: 17 },
      );
    });
  }

  it('fab-varna-gap hard vs random with hidden assets: every decision is listed by legalEvents, the game ends', () => {
    let checked = 0;
    const r = playGame({
      scenario: 'fab-varna-gap',
      options: { hiddenAssets: true },
      players: { blue: 'random', red: 'hard' },
      dice: 5,
      seed: 155,
      onEvent: (_before, e, legal) => {
        expect(legal.some((l) => sameEvent(l, e))).toBe(true);
        checked++;
      },
    });
    expect(r.finished).toBe(true);
    expect(checked).toBe(r.events);
  }, 60_000);
});
