import { describe, expect, it } from 'vitest';
import {
  depthOf,
  FILE_VERSION,
  fileMigrations,
  MAX_DEPTH,
  MAX_FILE_BYTES,
  parseGameFile,
  serializeGameFile,
  type GameFile,
} from '../../src/store/file';
import { poke } from '../fixtures/json';
import { okValue } from '../fixtures/ok';

/** A version-1 file, as app 0.1.0 wrote it: no rules version yet. */
type V1File = Omit<GameFile, 'game'> & { game: Omit<GameFile['game'], 'rulesVersion'> };

const good = (): V1File => ({
  format: 'sandtable-game',
  version: 1,
  exportedAt: '2026-01-01T00:00:00.000Z',
  game: {
    name: 'Bridge at Dawn',
    system: 'fab',
    scenario: { id: 'teach', version: 1 },
    options: { edition: '2016' },
    dice: { kind: 'seeded', seed: 7 },
    events: [
      { seq: 0, at: 1, event: { type: 'END_PHASE' } },
      { seq: 1, at: 2, event: { type: 'MOVE', unit: 'u1', to: 'a3' } },
    ],
  },
});
const msg = (x: unknown) => {
  const r = parseGameFile(typeof x === 'string' ? x : JSON.stringify(x));
  if (r.ok) throw new Error('expected a refusal');
  return r.message;
};

describe('game file: what is accepted', () => {
  it('a well-formed file round trips through serialize and parse', () => {
    const f = good();
    const text = serializeGameFile(
      { ...f.game, rulesVersion: 3, appVersion: '0.2.0' },
      '2026-01-01T00:00:00.000Z',
      '0.2.1',
    );
    const r = okValue(parseGameFile(text));
    expect(r.game).toEqual({ ...f.game, rulesVersion: 3, appVersion: '0.2.0' });
    expect(r).toMatchObject({ version: FILE_VERSION, app: '0.2.1' });
  });
  it('names with markup are kept as plain text (they are shown as text, never as HTML)', () => {
    const f = good();
    f.game.name = '<img src=x onerror=alert(1)>';
    const r = parseGameFile(JSON.stringify(f));
    expect(okValue(r).game.name).toBe('<img src=x onerror=alert(1)>');
  });
});

describe('game file: what is refused, and why', () => {
  it('not JSON, or cut short', () => {
    const text = JSON.stringify(good());
    expect(msg(text.slice(0, text.length / 2))).toMatch(/not valid JSON/);
  });
  it('not a Sandtable file', () => {
    expect(msg({ hello: 'world' })).toMatch(/not a Sandtable game file/);
    expect(msg([1, 2, 3])).toMatch(/not a Sandtable game file/);
    expect(msg('42')).toMatch(/not a Sandtable game file/);
  });
  it('from a newer version of the app', () => {
    expect(msg({ ...good(), version: 9 })).toMatch(/newer version of Sandtable/);
  });
  it('too large', () => {
    expect(msg('x'.repeat(MAX_FILE_BYTES + 1))).toMatch(/too large/);
  });
  it('nested too deeply, without overflowing the stack', () => {
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    const f = JSON.stringify(good()).replace('"edition":"2016"', `"edition":${deep}`);
    expect(msg(f)).toMatch(/nested too deeply/);
    expect(depthOf({ a: [{ b: 1 }] })).toBe(3);
    expect(depthOf(JSON.parse('['.repeat(MAX_DEPTH + 5) + ']'.repeat(MAX_DEPTH + 5)), MAX_DEPTH)).toBeGreaterThan(
      MAX_DEPTH,
    );
  });
  it('wrong types name the bad field', () => {
    const f = good();
    poke(f, ['game', 'events', 1, 'seq'], 'one');
    expect(msg(f)).toMatch(/game\.events\.1\.seq/);
    const g = good();
    poke(g, ['game', 'system'], 'chess');
    expect(msg(g)).toMatch(/game\.system.*fab, fubar or ocs/);
    const h = good();
    h.game.dice = { kind: 'seeded', seed: -3 };
    expect(msg(h)).toMatch(/game\.dice/);
  });
  it('an event type that is not SCREAMING_CASE (markup, junk) is refused', () => {
    const f = good();
    poke(f, ['game', 'events', 0, 'event', 'type'], '<script>alert(1)</script>');
    expect(msg(f)).toMatch(/SCREAMING_CASE/);
  });
  it('events out of order or missing', () => {
    const f = good();
    poke(f, ['game', 'events', 1, 'seq'], 5);
    expect(msg(f)).toMatch(/out of order or missing/);
  });
  it('an empty or overlong name', () => {
    const f = good();
    f.game.name = '   ';
    expect(msg(f)).toMatch(/no name/);
    f.game.name = 'x'.repeat(500);
    expect(msg(f)).toMatch(/at most 120 characters/);
  });
});

describe('game file: refusals carry a code for the player’s language', () => {
  it('each refusal names a code with the blanks its sentence needs', () => {
    const r = parseGameFile(JSON.stringify({ ...good(), version: 9 }));
    expect(r).toMatchObject({ ok: false, code: 'import.newer', params: { version: 9, supported: FILE_VERSION } });
    expect(parseGameFile('{')).toMatchObject({ code: 'import.notJson' });
    const f = good();
    poke(f, ['game', 'events', 1, 'seq'], 'one');
    expect(parseGameFile(JSON.stringify(f))).toMatchObject({
      code: 'import.damagedAt',
      params: { path: 'game.events.1.seq' },
    });
  });
});

describe('game file: versions and migrations', () => {
  it('every file migration from 2 to the current version exists', () => {
    for (let n = 2; n <= FILE_VERSION; n++) expect(typeof fileMigrations[n]).toBe('function');
  });
  it('a version 1 file (no rules version) is read as a game of rules version 1, made by app 0.1.0', () => {
    const r = parseGameFile(JSON.stringify(good()));
    if (!r.ok) throw new Error(r.message);
    expect(r.value.version).toBe(FILE_VERSION);
    expect(r.value.game).toMatchObject({ rulesVersion: 1, appVersion: '0.1.0' });
    expect(r.value.game.events).toEqual(good().game.events);
  });
  it('a current file keeps the rules version it names, and must name one', () => {
    const f = { ...good(), version: FILE_VERSION, game: { ...good().game, rulesVersion: 2 } };
    const r = parseGameFile(JSON.stringify(f));
    expect(okValue(r).game.rulesVersion).toBe(2);
    const { rulesVersion: _, ...without } = f.game;
    expect(msg({ ...f, game: without })).toMatch(/game\.rulesVersion/);
    expect(msg({ ...f, game: { ...f.game, rulesVersion: 0 } })).toMatch(/game\.rulesVersion/);
    expect(msg({ ...f, game: { ...f.game, rulesVersion: 1.5 } })).toMatch(/game\.rulesVersion/);
  });
});
