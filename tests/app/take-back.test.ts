/**
 * Issue 27, take-back by agreement: a side asks to take back its last move past a roll, the other side accepts or
 * refuses; the record keeps the move, the request and the answer; every replay (opening, the log, the replay
 * screen, an import) reaches the same position; the dice rolled stay spent. Dice are scripted (injected).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { freshDatabase } from '../fixtures/db';
import { tallyEngine, type TallyEvent, type TallyState } from '../fixtures/tally-engine';
import { createNewGame, exportGame, importGame } from '../../src/app/games';
import { GameSession, SNAPSHOT_EVERY } from '../../src/app/session';
import { Timeline } from '../../src/app/review';
import { setupOf } from '../../src/app/replay';
import { ANSWER, ASK, applyAt } from '../../src/app/take-back';
import * as store from '../../src/store';
import { gameFileJson, storedEvents } from '../fixtures/json';
import type { Engine, GameEvent } from '../../src/rules/common/engine';
import type { GameFile } from '../../src/store/file';

type Ev = TallyEvent & GameEvent;
/** The tally engine with take-back: the state before the move, the dice stream from after it. */
const engine: Engine<TallyState, Ev> = {
  ...tallyEngine,
  takeBack: (before, after) => ({ ...before, dice: after.dice }),
};

beforeEach(() => {
  freshDatabase();
});

async function newGame(rolls = [6, 2, 5, 1, 3, 4]): Promise<GameSession<TallyState, Ev>> {
  const r = await createNewGame(
    {
      name: 'Take back',
      system: 'fubar',
      scenario: { id: 'tally', version: 1 },
      options: {},
      dice: { kind: 'scripted', rolls },
    },
    { engine, now: 1000 },
  );
  if (!r.ok) throw new Error(r.message);
  return GameSession.open<TallyState, Ev>(r.value, { engine, now: () => 2000 });
}

/** A adds 2 (undoable), then rolls (a barrier: undo stops there). */
async function afterRoll(rolls?: number[]) {
  const s = await newGame(rolls);
  expect((await s.dispatch({ type: 'ADD', n: 2 })).ok).toBe(true);
  expect((await s.dispatch({ type: 'ROLL' })).ok).toBe(true);
  expect(s.state.value.total).toBe(8);
  return s;
}

const types = async (id: string) => storedEvents(await store.loadGame(id)).map((e) => [e.event.type, e.by]);

describe('take-back by agreement (issue 27)', () => {
  it('a move past a roll cannot be undone but may be asked back; the request is stored before it is shown', async () => {
    const s = await afterRoll();
    expect(s.undoable.value).toMatchObject({ ok: false, reason: 'dice' });
    expect(s.takeBack.askable.value).toEqual({ ok: true, value: { move: 1, by: 'A' } });
    const asked = await s.takeBack.ask('A');
    expect(asked).toEqual({ ok: true, value: { at: 2, move: 1, by: 'A' } });
    expect(await types(s.gameId)).toEqual([
      ['ADD', 'A'],
      ['ROLL', 'A'],
      [ASK, 'A'],
    ]);
    expect(s.takeBack.pending.value).toEqual({ at: 2, move: 1, by: 'A' });
    // asking changes nothing yet
    expect(s.state.value.total).toBe(8);
  });

  it('the request and the answer are in IndexedDB before the screen shows them', async () => {
    const s = await afterRoll();
    const shown: unknown[] = [];
    const append = store.appendEvents;
    const spy = vi.spyOn(store, 'appendEvents').mockImplementation(async (...args) => {
      shown.push([s.takeBack.pending.peek(), s.state.peek().total]);
      return append(...args);
    });
    await s.takeBack.ask('A');
    await s.takeBack.answer('B', true);
    spy.mockRestore();
    // while each was being stored, the screen still showed the position before it
    expect(shown).toEqual([
      [null, 8],
      [{ at: 2, move: 1, by: 'A' }, 8],
    ]);
    expect(s.state.value.total).toBe(2);
  });

  it('a move undo can take back is not asked back, nor a move by the side that did not make it', async () => {
    const s = await newGame();
    await s.dispatch({ type: 'ADD', n: 2 });
    expect(s.takeBack.askable.value).toMatchObject({ ok: false, rule: 'take-back', code: 'takeBack.undo' });
    await s.dispatch({ type: 'ROLL' });
    expect(await s.takeBack.ask('B')).toMatchObject({ ok: false, rule: 'take-back', code: 'takeBack.otherSide' });
    await s.dispatch({ type: 'PASS' });
    // A's last move is now PASS, which Undo takes back
    expect(s.takeBack.askable.value).toMatchObject({ ok: false, code: 'takeBack.undo' });
    expect(await s.takeBack.ask('A')).toMatchObject({ ok: false, rule: 'take-back' });
    expect(await types(s.gameId)).toHaveLength(3);
  });

  it('the side that rolled asks even when the other side decides next (it reads the result first)', async () => {
    // a variant where a roll hands the turn over, as a FAB fire step hands the next decision to the other side
    const handing: Engine<TallyState, Ev> = {
      ...engine,
      apply(st, e) {
        const o = engine.apply(st, e);
        return o.ok && e.type === 'ROLL' ? { ...o, state: { ...o.state, side: st.side === 'A' ? 'B' : 'A' } } : o;
      },
    };
    const made = await createNewGame(
      {
        name: 'Hand',
        system: 'fubar',
        scenario: { id: 'tally', version: 1 },
        options: {},
        dice: { kind: 'scripted', rolls: [5, 1] },
      },
      { engine: handing },
    );
    if (!made.ok) throw new Error(made.message);
    const s = await GameSession.open<TallyState, Ev>(made.value, { engine: handing });
    await s.dispatch({ type: 'ROLL' });
    expect(s.status.value.actor).toBe('B');
    expect(s.takeBack.askable.value).toEqual({ ok: true, value: { move: 0, by: 'A' } });
    expect(await s.takeBack.ask('B')).toMatchObject({ ok: false, code: 'takeBack.otherSide' });
    expect((await s.takeBack.ask('A')).ok).toBe(true);
    await s.takeBack.answer('B', true);
    expect(s.state.value).toMatchObject({ total: 0, side: 'A', rolls: [] });
    await s.dispatch({ type: 'ROLL' });
    expect(s.state.value.rolls).toEqual([1]);
  });

  it('while a request waits nobody moves, the asker may not ask twice, and undo is refused (withdraw instead)', async () => {
    const s = await afterRoll();
    await s.takeBack.ask('A');
    expect(await s.dispatch({ type: 'ADD', n: 1 })).toMatchObject({
      ok: false,
      rule: 'take-back',
      code: 'takeBack.pending',
    });
    expect(s.probe('A', { type: 'ADD', n: 1 })).toMatchObject({ rule: 'take-back' });
    expect(await s.takeBack.ask('A')).toMatchObject({ ok: false, code: 'takeBack.pending' });
    expect(s.undoable.value).toMatchObject({ ok: false, reason: 'take-back' });
    expect(await s.undo()).toMatchObject({ ok: false, reason: 'take-back' });
    expect(await types(s.gameId)).toHaveLength(3);
    expect(s.state.value.total).toBe(8);
  });

  it('accept: back to before the roll, the record keeps move, request and answer, and the dice stay spent', async () => {
    const s = await afterRoll([6, 2, 5]);
    await s.takeBack.ask('A');
    expect(await s.takeBack.answer('A', true)).toMatchObject({ ok: false, code: 'takeBack.ownAnswer' });
    expect(await s.takeBack.answer('B', true)).toEqual({ ok: true, value: true });
    expect(s.state.value.total).toBe(2);
    expect(s.state.value.rolls).toEqual([]);
    expect(s.takeBack.pending.value).toBeNull();
    expect(await types(s.gameId)).toEqual([
      ['ADD', 'A'],
      ['ROLL', 'A'],
      [ASK, 'A'],
      [ANSWER, 'B'],
    ]);
    // the answer is not undone, and A moves on: its roll is the next die (2), not the 6 it took back
    expect(s.undoable.value.ok).toBe(false);
    await s.dispatch({ type: 'ROLL' });
    expect(s.state.value.rolls).toEqual([2]);
    expect(s.state.value.total).toBe(4);
    // the stored record replays to the same position
    const again = await GameSession.open<TallyState, Ev>(s.gameId, { engine });
    expect(again.state.value).toEqual(s.state.value);
    expect(again.readOnly.value).toBeNull();
  });

  it('refuse: nothing changes, play goes on, and the answer is the other side’s line in the asker’s log', async () => {
    const s = await afterRoll();
    await s.takeBack.ask('A');
    const before = s.state.value;
    expect(await s.takeBack.answer('B', false)).toEqual({ ok: true, value: false });
    expect(s.state.value).toEqual(before);
    expect(s.takeBack.pending.value).toBeNull();
    expect((await s.dispatch({ type: 'ADD', n: 1 })).ok).toBe(true);
    const lines = s.lines.since('A', 2);
    expect(lines?.[1]).toMatchObject({ seq: 3, event: { type: ANSWER, accept: false, side: 'B' } });
  });

  it('a request still waits when the game is opened again (a reload): no move until it is answered', async () => {
    const s = await afterRoll();
    await s.takeBack.ask('A');
    const again = await GameSession.open<TallyState, Ev>(s.gameId, { engine });
    expect(again.takeBack.pending.value).toEqual({ at: 2, move: 1, by: 'A' });
    expect(await again.dispatch({ type: 'ADD', n: 1 })).toMatchObject({ ok: false, code: 'takeBack.pending' });
    expect(await again.takeBack.answer('B', true)).toEqual({ ok: true, value: true });
    expect(again.state.value.total).toBe(2);
  });

  it('the asker withdraws its request before it is answered: the request leaves the record', async () => {
    const s = await afterRoll();
    await s.takeBack.ask('A');
    expect(await s.takeBack.withdraw()).toEqual({ ok: true, value: true });
    expect(await types(s.gameId)).toHaveLength(2);
    expect(s.takeBack.pending.value).toBeNull();
    expect((await s.dispatch({ type: 'ADD', n: 1 })).ok).toBe(true);
    expect(await s.takeBack.withdraw()).toMatchObject({ ok: false, code: 'takeBack.noRequest' });
  });

  it('the replay screen steps through the move, the request and the accept, ending before the roll', async () => {
    const s = await afterRoll();
    await s.takeBack.ask('A');
    await s.takeBack.answer('B', true);
    const meta = await store.getGame(s.gameId);
    const events = storedEvents(await store.loadGame(s.gameId)).map((e) => e.event);
    const t = new Timeline(engine, setupOf(meta!), events);
    expect(t.brokenAt).toBeNull();
    expect(t.length).toBe(4);
    expect(t.stateAt(2).total).toBe(8);
    expect(t.stateAt(3).total).toBe(8);
    expect(t.stateAt(4).total).toBe(2);
    // the log lists all four entries
    expect(s.lines.all('A')?.map((l) => (l as { event: GameEvent }).event.type)).toEqual(['ADD', 'ROLL', ASK, ANSWER]);
  });

  it('a game opened from its snapshot with a take-back after it reaches the same position', async () => {
    const s = await newGame(Array.from({ length: 80 }, () => 1));
    for (let i = 0; i < SNAPSHOT_EVERY + 1; i++) await s.dispatch({ type: 'ROLL' });
    await s.takeBack.ask('A');
    await s.takeBack.answer('B', true);
    expect(s.state.value.total).toBe(SNAPSHOT_EVERY);
    const again = await GameSession.open<TallyState, Ev>(s.gameId, { engine });
    await again.idle();
    expect(again.state.value.total).toBe(SNAPSHOT_EVERY);
    expect(again.damaged.value).toBeNull();
  });

  it('solo: the app answers at once, accepting the first take-back of the game and refusing later ones', async () => {
    const made = await newGame();
    const meta = await store.getGame(made.gameId);
    await store.createGame({ ...meta!, id: 'solo', opponent: { side: 'B', level: 'easy', seed: 1 } });
    const s = await GameSession.open<TallyState, Ev>('solo', { engine });
    await s.dispatch({ type: 'ROLL' });
    expect(await s.takeBack.ask('A')).toEqual({ ok: true, value: null });
    expect(s.state.value.total).toBe(0);
    await s.dispatch({ type: 'ROLL' });
    expect(s.state.value.total).toBe(2);
    expect(await s.takeBack.ask('A')).toEqual({ ok: true, value: null });
    expect(s.state.value.total).toBe(2);
    expect(await types('solo')).toEqual([
      ['ROLL', 'A'],
      [ASK, 'A'],
      [ANSWER, 'B'],
      ['ROLL', 'A'],
      [ASK, 'A'],
      [ANSWER, 'B'],
    ]);
    const answers = storedEvents(await store.loadGame('solo')).flatMap((e) =>
      e.event.type === ANSWER ? [e.event['accept']] : [],
    );
    expect(answers).toEqual([true, false]);
  });
});

describe('take-back in solo while the app is to move (issue 27)', () => {
  it('nothing is asked back while the app is to move: it may be deciding from that position already', async () => {
    const handing: Engine<TallyState, Ev> = {
      ...engine,
      apply(st, e) {
        const o = engine.apply(st, e);
        return o.ok && e.type === 'ROLL' ? { ...o, state: { ...o.state, side: st.side === 'A' ? 'B' : 'A' } } : o;
      },
    };
    const made = await createNewGame(
      {
        name: 'Solo',
        system: 'fubar',
        scenario: { id: 'tally', version: 1 },
        options: {},
        dice: { kind: 'scripted', rolls: [4] },
      },
      { engine: handing },
    );
    if (!made.ok) throw new Error(made.message);
    const meta = await store.getGame(made.value);
    await store.createGame({ ...meta!, id: 'solo-b', opponent: { side: 'B', level: 'easy', seed: 1 } });
    const s = await GameSession.open<TallyState, Ev>('solo-b', { engine: handing });
    await s.dispatch({ type: 'ROLL' });
    expect(s.status.value.actor).toBe('B');
    expect(s.takeBack.askable.value).toMatchObject({ ok: false, code: 'takeBack.appMoving' });
    expect(await s.takeBack.ask('A')).toMatchObject({ ok: false, rule: 'take-back' });
    expect(await types('solo-b')).toHaveLength(1);
  });
});

describe('take-back entries in files (issue 27)', () => {
  it('an exported game with a take-back imports and replays to the same position, the answer by its side', async () => {
    const s = await afterRoll();
    await s.takeBack.ask('A');
    await s.takeBack.answer('B', true);
    const file = await exportGame(s.gameId);
    expect(gameFileJson(file.text).version).toBe(3);
    const id = await importGame(file.text, { engine });
    expect(id.ok).toBe(true);
    if (!id.ok) return;
    expect(await types(id.value)).toEqual([
      ['ADD', 'A'],
      ['ROLL', 'A'],
      [ASK, 'A'],
      [ANSWER, 'B'],
    ]);
    const opened = await GameSession.open<TallyState, Ev>(id.value, { engine });
    expect(opened.state.value).toEqual(s.state.value);
  });

  it('a version 2 file (before take-backs) still imports', async () => {
    const s = await afterRoll();
    const json = gameFileJson((await exportGame(s.gameId)).text);
    const old = JSON.stringify({ ...json, version: 2 });
    expect((await importGame(old, { engine })).ok).toBe(true);
  });

  type FileEvents = GameFile['game']['events'];
  /** Entries pushed by a test: numbered after the file's own. */
  const entry = (event: FileEvents[number]['event']) => ({ seq: 0, at: 3000, event });

  async function hostile(edit: (events: FileEvents) => void) {
    const s = await afterRoll();
    await s.dispatch({ type: 'PASS' });
    await s.dispatch({ type: 'ROLL' });
    const json = gameFileJson((await exportGame(s.gameId)).text);
    const events = json.game.events;
    edit(events);
    events.forEach((e, i) => (e.seq = i));
    const before = (await store.listGames()).length;
    const r = await importGame(JSON.stringify(json), { engine });
    expect((await store.listGames()).length).toBe(before);
    return r;
  }

  it('an answer with no request before it is refused, naming the rule, and nothing is stored', async () => {
    const r = await hostile((e) => e.push(entry({ type: ANSWER, seq: 3, accept: true, side: 'A' })));
    expect(r).toMatchObject({ ok: false, rule: 'take-back' });
    if (!r.ok) expect(r.message).toMatch(/Move 5 \(TAKE_BACK_ANSWER\)/);
  });

  it('a request in the name of the side that did not make the move, accepted, is refused', async () => {
    // move 4 (the last roll) was B's: A asks it back and B "accepts"
    const r = await hostile((e) =>
      e.push(entry({ type: ASK, seq: 3, side: 'A' }), entry({ type: ANSWER, seq: 3, accept: true, side: 'B' })),
    );
    expect(r).toMatchObject({ ok: false, rule: 'take-back', code: 'import.breaksRule' });
    expect(r.ok ? '' : r.message).toMatch(/did not make/);
  });

  it('a request for a move far back (moves tapped since) is refused before any replay', async () => {
    const r = await hostile((e) =>
      e.push(entry({ type: ASK, seq: 1, side: 'A' }), entry({ type: ANSWER, seq: 1, accept: true, side: 'B' })),
    );
    expect(r).toMatchObject({ ok: false, rule: 'take-back', params: { move: 5 } });
    expect(r.ok ? '' : r.message).toMatch(/not the last one its side played/);
  });

  it('a request naming a later move, and an entry with fields of its own, are refused', async () => {
    const later = await hostile((e) => e.push(entry({ type: ASK, seq: 9, side: 'B' })));
    expect(later).toMatchObject({ ok: false, rule: 'take-back' });
    const extra = await hostile((e) => e.push(entry({ type: ASK, seq: 3, side: 'B', dice: [6, 6] })));
    expect(extra.ok).toBe(false);
    if (!extra.ok) expect(extra.message).toMatch(/take-back entry holds only/);
  });

  it('applyAt refuses a take-back for a system without one', () => {
    const setup = {
      system: 'fubar' as const,
      scenario: { id: 'tally', version: 1 },
      options: {},
      dice: { kind: 'scripted' as const, rolls: [3] },
    };
    const start = tallyEngine.start(setup);
    if (!start.ok) throw new Error('start');
    const events: GameEvent[] = [{ type: 'ROLL' }, { type: ASK, seq: 0, side: 'A' }];
    const rolled = applyAt(tallyEngine, setup, events, 0, start.state);
    if (!rolled.ok) throw new Error('roll');
    expect(applyAt(tallyEngine, setup, events, 1, rolled.state)).toMatchObject({ ok: false, code: 'takeBack.none' });
    expect(applyAt(engine, setup, events, 1, rolled.state)).toMatchObject({ ok: true, barrier: false });
  });
});
