/**
 * A game is replayed under the rules version it was played with. A later version that changes a ruling
 * (here the test-only ADD_AT_MOST_TWO of the tally engine) keeps every stored move; the game goes on under
 * its own rules, and moves to the new ones only at the player's request and only where every move so far is
 * legal under them. A record that can no longer be replayed at all opens read-only and goes on as a copy.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { freshDatabase } from '../fixtures/db';
import { ADD_AT_MOST_TWO, tallyAt, type TallyEvent, type TallyState } from '../fixtures/tally-engine';
import { createNewGame, exportGame, importGame } from '../../src/app/games';
import { GameSession, SNAPSHOT_EVERY } from '../../src/app/session';
import { REPLAY_SLICE } from '../../src/app/session/slices';
import { APP_VERSION } from '../../src/app/version';
import * as store from '../../src/store';
import { storedEvents } from '../fixtures/json';

type Ev = TallyEvent & { type: string };
const v1 = tallyAt(1);
const v2 = tallyAt(2);

async function recordUnderV1(moves: Ev[]) {
  const r = await createNewGame(
    {
      name: 'Old rules',
      system: 'fubar',
      scenario: { id: 'tally', version: 1 },
      options: {},
      dice: { kind: 'scripted', rolls: [5, 2, 6] },
    },
    { engine: v1, now: 1000 },
  );
  if (!r.ok) throw new Error(r.message);
  const s = await GameSession.open<TallyState, Ev>(r.value, { engine: v1, now: () => 2000 });
  for (const m of moves) {
    const d = await s.dispatch(m);
    if (!d.ok) throw new Error(d.message);
  }
  return s;
}
const openWith = (engine: ReturnType<typeof tallyAt>, id: string) =>
  GameSession.open<TallyState, Ev>(id, { engine, now: () => 3000 });

beforeEach(() => {
  freshDatabase();
});

describe('rules versions: a stored game replays under the rules it was played with', () => {
  it('a game is created under its system’s current rules and the app version, and names both', async () => {
    const s = await recordUnderV1([]);
    expect(s.record).toMatchObject({ rulesVersion: 1, appVersion: APP_VERSION });
    const r = await createNewGame(
      { name: 'New', system: 'fubar', scenario: { id: 'tally', version: 1 }, options: {} },
      { engine: v2 },
    );
    if (!r.ok) throw new Error(r.message);
    expect((await store.getGame(r.value))!.rulesVersion).toBe(2);
  });

  it('T1 changed in rules 2: a rules-1 game with ADD 3 moves keeps every move, goes on under rules 1, and cannot move to rules 2', async () => {
    const s = await recordUnderV1([
      { type: 'ADD', n: 3 },
      { type: 'ROLL' },
      { type: 'ADD', n: 1 },
      { type: 'ADD', n: 3 },
    ]);
    const before = await store.loadGame(s.gameId);
    const again = await openWith(v2, s.gameId);
    expect(again.readOnly.value).toBeNull();
    expect(again.damaged.value).toBeNull();
    expect(again.log.value).toHaveLength(4);
    expect(again.state.value.total).toBe(3 + 5 + 1 + 3);
    expect(again.rules).toEqual({ version: 1, current: 2 });
    // the game goes on under the rules it started with: 3 is still a legal addition there
    expect((await again.dispatch({ type: 'ADD', n: 3 })).ok).toBe(true);
    expect(again.state.value.total).toBe(15);
    // moving to rules 2 is offered as a change, and the replay check says the first ADD 3 is illegal there
    expect(again.newerRules()).toEqual({ from: 1, to: 2, changes: [ADD_AT_MOST_TWO] });
    expect(await again.checkNewRules()).toMatchObject({ ok: false, at: 0, rejection: { rule: 'T1' } });
    expect(await again.moveToNewRules()).toMatchObject({ ok: false, rule: 'T1', code: 'rules.moveIllegal' });
    const after = await store.loadGame(s.gameId);
    expect(after!.meta.rulesVersion).toBe(1);
    expect(after!.events.slice(0, 4)).toEqual(before!.events);
    expect(after!.events).toHaveLength(5);
    // and it still opens whole, under rules 1
    expect((await openWith(v2, s.gameId)).state.value.total).toBe(15);
  });

  it('moving to rules 2 is possible when every move so far is legal there; then the new ruling applies', async () => {
    const s = await recordUnderV1([{ type: 'ADD', n: 2 }, { type: 'ROLL' }, { type: 'PASS' }, { type: 'ADD', n: 1 }]);
    const again = await openWith(v2, s.gameId);
    expect(await again.checkNewRules()).toMatchObject({ ok: true, from: 1, to: 2, samePosition: true });
    // the answer follows the log: a move illegal under rules 2 withdraws the offer, its undo brings it back
    expect((await again.dispatch({ type: 'ADD', n: 3 })).ok).toBe(true);
    expect(await again.checkNewRules()).toMatchObject({ ok: false, at: 4 });
    expect((await again.undo()).ok).toBe(true);
    expect(await again.checkNewRules()).toMatchObject({ ok: true });
    expect(await again.moveToNewRules()).toEqual({ ok: true, value: 2 });
    expect(again.rules.version).toBe(2);
    expect(again.newerRules()).toBeNull();
    expect(await again.dispatch({ type: 'ADD', n: 3 })).toMatchObject({ ok: false, rule: 'T1' });
    expect((await again.dispatch({ type: 'ADD', n: 2 })).ok).toBe(true);
    // undo still stops at the roll, as the rules say
    expect((await again.undo()).ok).toBe(true);
    expect((await again.undo()).ok).toBe(true);
    expect(await again.undo()).toMatchObject({ ok: false, reason: 'other-side' });
    const stored = await store.loadGame(s.gameId);
    expect(stored!.meta.rulesVersion).toBe(2);
    expect(storedEvents(stored).map((e) => e.event)).toEqual([
      { type: 'ADD', n: 2 },
      { type: 'ROLL' },
      { type: 'PASS' },
    ]);
    const reopened = await openWith(v2, s.gameId);
    expect(reopened.setup.rulesVersion).toBe(2);
    expect(await reopened.dispatch({ type: 'ADD', n: 3 })).toMatchObject({ ok: false, rule: 'T1' });
  });

  it('moving to the new rules drops the snapshot cache taken under the old ones, and the next opening rebuilds it', async () => {
    const s = await recordUnderV1(Array.from({ length: SNAPSHOT_EVERY + 2 }, () => ({ type: 'ADD', n: 1 })));
    expect((await store.loadGame(s.gameId))!.snapshot).toBeDefined();
    const again = await openWith(v2, s.gameId);
    await again.idle();
    expect((await again.moveToNewRules()).ok).toBe(true);
    expect((await store.loadGame(s.gameId))!.snapshot).toBeUndefined();
    const reopened = await openWith(v2, s.gameId);
    expect(reopened.state.value).toMatchObject({ total: SNAPSHOT_EVERY + 2, rules: 2 });
  });

  it('a game played under newer rules than this app knows is refused with the reason, and left as it is', async () => {
    const r = await createNewGame(
      { name: 'Future', system: 'fubar', scenario: { id: 'tally', version: 1 }, options: {} },
      { engine: v2 },
    );
    if (!r.ok) throw new Error(r.message);
    await expect(openWith(v1, r.value)).rejects.toThrow(/version 2 of the FUBAR rules.*Update the app/);
    // also when a snapshot cache could have been restored without asking the rules
    const s = await openWith(v2, r.value);
    for (let i = 0; i < SNAPSHOT_EVERY + 1; i++) expect((await s.dispatch({ type: 'ADD', n: 1 })).ok).toBe(true);
    expect((await store.loadGame(r.value))!.snapshot).toBeDefined();
    await expect(openWith(v1, r.value)).rejects.toThrow(/Update the app/);
    expect((await store.getGame(r.value))!.rulesVersion).toBe(2);
    const file = await exportGame(r.value);
    expect(await importGame(file.text, { engine: v1 })).toMatchObject({ ok: false, message: /Update the app/ });
  });

  it('an exported file names the rules version and the app version; imported into a newer app it keeps its rules', async () => {
    const s = await recordUnderV1([{ type: 'ADD', n: 3 }]);
    const file = await exportGame(s.gameId);
    const json: unknown = JSON.parse(file.text);
    expect(json).toMatchObject({ version: 3, app: APP_VERSION, game: { rulesVersion: 1, appVersion: APP_VERSION } });
    const r = await importGame(file.text, { engine: v2 });
    if (!r.ok) throw new Error(r.message);
    const imported = await openWith(v2, r.value);
    expect(imported.rules).toEqual({ version: 1, current: 2 });
    expect((await imported.dispatch({ type: 'ADD', n: 3 })).ok).toBe(true);
  });
});

describe('a record that can no longer be replayed at all', () => {
  it('opens read-only at its last good move, says why, and goes on as a copy; the original is intact and opens whole again once the rules read it', async () => {
    const s = await recordUnderV1([
      { type: 'ADD', n: 1 },
      { type: 'ADD', n: 2 },
      { type: 'PASS' },
      { type: 'ADD', n: 3 },
    ]);
    const before = await store.loadGame(s.gameId);
    // an engine changed without a rules version: PASS is unknown to it under every version
    const broken = tallyAt(2, ['PASS']);
    const ro = await openWith(broken, s.gameId);
    expect(ro.readOnly.value).toMatchObject({ kind: 'refused', goodMoves: 2, storedMoves: 4, rule: 'T0' });
    expect(ro.readOnly.value!.message).toMatch(/Unknown event PASS/);
    expect(ro.state.value.total).toBe(3);
    expect(ro.newerRules()).toBeNull();
    expect(await ro.dispatch({ type: 'ADD', n: 1 })).toMatchObject({ ok: false, code: 'record.readOnly' });
    expect(await ro.undo()).toMatchObject({ ok: false, reason: 'read-only' });
    expect(await store.loadGame(s.gameId)).toEqual(before);

    const copy = await ro.continueAsCopy('Old rules (copy)');
    if (!copy.ok) throw new Error(copy.message);
    const c = await openWith(broken, copy.value);
    expect(c.readOnly.value).toBeNull();
    expect(c.record).toMatchObject({ rulesVersion: 1, eventCount: 2, name: 'Old rules (copy)' });
    expect((await c.dispatch({ type: 'ADD', n: 3 })).ok).toBe(true); // still rules 1 in the copy
    expect(c.state.value.total).toBe(6);

    expect(await store.loadGame(s.gameId)).toEqual(before);
    const whole = await openWith(v2, s.gameId);
    expect(whole.readOnly.value).toBeNull();
    expect(whole.log.value).toHaveLength(4);
    expect(whole.state.value.total).toBe(6);
  });
});

describe('the check of a long game under newer rules runs in slices (issue 30)', () => {
  // 130 moves: more than three slices (REPLAY_SLICE, src/app/session/slices.ts); the only ADD 3 is move 121
  const long = (): Ev[] => [
    ...Array.from({ length: 120 }, (_, i): Ev => (i % 2 ? { type: 'PASS' } : { type: 'ADD', n: 2 })),
    { type: 'ADD', n: 3 },
    ...Array.from({ length: 9 }, (): Ev => ({ type: 'ADD', n: 1 })),
  ];

  it('gives the answer of a replay in one piece: the first move the new rules refuse, counted from the start', async () => {
    const moves = long();
    expect(REPLAY_SLICE * 3).toBeLessThan(moves.length);
    const s = await recordUnderV1(moves);
    const again = await openWith(v2, s.gameId);
    expect(await again.checkNewRules()).toMatchObject({ ok: false, at: 120, rejection: { rule: 'T1' } });
    // the same record without the ADD 3: every move legal, the same position
    const fine = await recordUnderV1(moves.map((m) => (m.type === 'ADD' && m.n === 3 ? { type: 'ADD', n: 2 } : m)));
    expect(await (await openWith(v2, fine.gameId)).checkNewRules()).toMatchObject({ ok: true, samePosition: true });
  });

  it('leaves the page its turn between slices and holds no move up while it runs', async () => {
    const s = await recordUnderV1(long());
    const again = await openWith(v2, s.gameId);
    const order: string[] = [];
    const check = again.checkNewRules().then((c) => {
      order.push('check');
      return c;
    });
    // a timer set now runs before the check answers: the replay yielded to the page
    setTimeout(() => order.push('timer'), 0);
    // a move sent while the check runs is taken and stored before the check answers
    const moved = again.dispatch({ type: 'ADD', n: 1 }).then((r) => {
      order.push('move');
      return r;
    });
    expect((await moved).ok).toBe(true);
    expect(await check).toMatchObject({ ok: false, at: 120 });
    expect(order).toEqual(['timer', 'move', 'check']);
    expect((await store.loadGame(s.gameId))!.events).toHaveLength(131);
  });
});
