import { beforeEach, describe, expect, it } from 'vitest';
import { freshDatabase } from '../fixtures/db';
import { tallyEngine } from '../fixtures/tally-engine';
import { createNewGame, exportGame, importGame } from '../../src/app/games';
import {
  formatClock,
  newClock,
  pauseClock,
  readTable,
  resumeClock,
  runFor,
  saveClock,
  saveNotes,
  stopClock,
  usedAt,
} from '../../src/app/table';
import { parseGameFile } from '../../src/store/file';
import * as store from '../../src/store';

const engine = tallyEngine;

describe('clock per side', () => {
  it('the side to decide runs; switching banks its time; a pause stops both', () => {
    let c = runFor(newClock(), 'A', 1000);
    expect(usedAt(c, 'A', 4000)).toBe(3000);
    c = runFor(c, 'B', 5000);
    expect(usedAt(c, 'A', 9000)).toBe(4000);
    expect(usedAt(c, 'B', 9000)).toBe(4000);
    c = pauseClock(c, 6000);
    expect(usedAt(c, 'B', 60_000)).toBe(1000);
    // the turn passes while paused: nothing runs until resumed
    c = runFor(c, 'A', 7000);
    expect(usedAt(c, 'A', 70_000)).toBe(4000);
    c = resumeClock(c, 10_000);
    expect(usedAt(c, 'A', 12_000)).toBe(6000);
    expect(runFor(c, null, 13_000).running).toBeNull();
    expect(usedAt(runFor(c, null, 13_000), 'A', 99_000)).toBe(7000);
  });
  it('is plain data: after a JSON round trip (a reload) the running side keeps counting from wall-clock time', () => {
    const c = JSON.parse(JSON.stringify(runFor(newClock(), 'B', 1000))) as ReturnType<typeof newClock>;
    expect(usedAt(c, 'B', 61_000)).toBe(60_000);
  });
  it('reads as minutes and seconds, hours when needed', () => {
    expect(formatClock(65_400)).toBe('1:05');
    expect(formatClock(3_726_000)).toBe('1:02:06');
  });
});

describe('notes and clock are stored with the game and travel in its file', () => {
  beforeEach(() => {
    freshDatabase();
  });
  async function game() {
    const r = await createNewGame(
      {
        name: 'Notes',
        system: 'fubar',
        scenario: { id: 'tally', version: 1 },
        options: {},
        dice: { kind: 'scripted', rolls: [1, 2, 3] },
      },
      { engine, now: 1000 },
    );
    if (!r.ok) throw new Error(r.message);
    return r.value;
  }
  it('saving notes and a clock changes nothing else in the record', async () => {
    const id = await game();
    const before = await store.getGame(id);
    await saveNotes(id, { shared: 'Bridge at 12 is blown', sides: { A: 'feint north' } });
    await saveClock(id, runFor(newClock(), 'A', 5000));
    const after = await store.getGame(id);
    expect(after).toEqual({
      ...before,
      notes: { shared: 'Bridge at 12 is blown', sides: { A: 'feint north' } },
      clock: { used: {}, running: 'A', since: 5000, paused: false },
    });
    expect((await readTable(id)).notes.sides['A']).toBe('feint north');
    await saveClock(id, null);
    expect((await readTable(id)).clock).toBeNull();
  });
  it("issue 27: under the hand-off cover nobody's clock runs; the time before the cover is banked", async () => {
    const id = await game();
    await saveClock(id, runFor(newClock(), 'A', 5000));
    await stopClock(id, 8000);
    const c = (await readTable(id)).clock;
    expect(c?.running).toBeNull();
    // a minute under the cover costs A nothing: its 3 s before the cover are kept
    expect(c && usedAt(c, 'A', 68_000)).toBe(3000);
    // no clock in use: nothing written
    await saveClock(id, null);
    await stopClock(id, 9000);
    expect((await readTable(id)).clock).toBeNull();
  });
  it('export carries them; import restores them; a file without them (older app) still imports', async () => {
    const id = await game();
    await saveNotes(id, { shared: 'shared words', sides: { B: 'secret plan' } });
    await saveClock(id, pauseClock(runFor(newClock(), 'A', 1000), 31_000));
    const f = await exportGame(id, 0);
    const parsed = parseGameFile(f.text);
    expect(parsed.ok).toBe(true);
    const imported = await importGame(f.text, { engine, now: 50 });
    if (!imported.ok) throw new Error(imported.message);
    const t = await readTable(imported.value);
    expect(t.notes).toEqual({ shared: 'shared words', sides: { B: 'secret plan' } });
    expect(usedAt(t.clock!, 'A', 99_999)).toBe(30_000);
    const old = JSON.parse(f.text) as { game: Record<string, unknown> };
    delete old.game.notes;
    delete old.game.clock;
    const r = await importGame(JSON.stringify(old), { engine, now: 60 });
    if (!r.ok) throw new Error(r.message);
    expect(await readTable(r.value)).toEqual({ notes: { shared: '', sides: {} }, clock: null });
  });
  it('a file with a malformed clock is refused with where it is wrong', async () => {
    const id = await game();
    const f = JSON.parse((await exportGame(id, 0)).text) as { game: Record<string, unknown> };
    f.game.clock = { used: { A: -5 }, running: 'A', since: 1, paused: false };
    const r = parseGameFile(JSON.stringify(f));
    expect(r.ok).toBe(false);
    if (r.ok) throw new Error('a malformed clock was accepted');
    expect(r.message).toMatch(/game\.clock\.used/);
  });
});
