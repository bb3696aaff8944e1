/**
 * Game files exported before records named a rules version (tests/fixtures/files/v1, written by the app's
 * own export) still import, open, replay to the very same position and play on, after every change.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { freshDatabase } from '../fixtures/db';
import { importGame } from '../../src/app/games';
import { GameSession } from '../../src/app/session';
import { engineLoaders } from '../../src/app/engine-loaders';
import { run } from '../../src/cli/replay';
import type { GameEvent, SystemId } from '../../src/rules/common/engine';

const dir = join(import.meta.dirname, '../fixtures/files/v1');
const files = readdirSync(dir).filter((f) => f.endsWith('.sandtable.json'));

interface Expected {
  events: number;
  status: { label: string; turn: number; finished: boolean };
  summary: unknown;
}
const expectedOf = (f: string): Expected =>
  JSON.parse(readFileSync(join(dir, f.replace('.sandtable.json', '.expected.json')), 'utf8')) as Expected;

beforeEach(() => {
  freshDatabase();
});

describe('game files of the first version (no rules version in them)', () => {
  it('there is one for each of the three systems', () => {
    const systems = files.map(
      (f) => (JSON.parse(readFileSync(join(dir, f), 'utf8')) as { game: { system: string } }).game.system,
    );
    expect(systems.sort()).toEqual(['fab', 'fubar', 'ocs']);
  });

  for (const f of files) {
    it(`${f}: imports, opens at the same position with every move kept, and plays on`, async () => {
      const text = readFileSync(join(dir, f), 'utf8');
      const exp = expectedOf(f);
      const system = (JSON.parse(text) as { game: { system: SystemId } }).game.system;
      const engine = await engineLoaders[system]!();
      const r = await importGame(text, { engine });
      if (!r.ok) throw new Error(r.message);
      const s = await GameSession.open<unknown, GameEvent>(r.value, { engine });
      expect(s.damaged.value).toBeNull();
      expect(s.log.value).toHaveLength(exp.events);
      expect(s.status.value).toEqual(exp.status);
      expect(engine.summary(s.state.value)).toEqual(exp.summary);
      if (!exp.status.finished) {
        const next = engine.legalEvents(s.state.value)[0];
        expect(next).toBeDefined();
        expect((await s.dispatch(next!)).ok).toBe(true);
        expect(s.log.value).toHaveLength(exp.events + 1);
      }
    });

    it(`${f}: npm run replay replays it to the same summary`, async () => {
      const exp = expectedOf(f);
      const r = await run([join(dir, f)]);
      expect(r.code, r.out).toBe(0);
      const out = JSON.parse(r.out) as { events: number; summary: unknown; status: unknown; rulesVersion: number };
      expect(out.rulesVersion).toBe(1); // a file that names no rules version is played under version 1
      expect(out.events).toBe(exp.events);
      expect(out.status).toEqual(exp.status);
      expect(out.summary).toEqual(exp.summary);
      // and under the current rules of its system: while no ruling has changed, the very same game
      const now = await run(['--current-rules', join(dir, f)]);
      const system = (JSON.parse(readFileSync(join(dir, f), 'utf8')) as { game: { system: SystemId } }).game.system;
      const engine = await engineLoaders[system]!();
      const outNow = JSON.parse(now.out) as { summary: unknown; rulesVersion: number; ok?: boolean; rule?: string };
      expect(outNow.rulesVersion).toBe(engine.rulesVersion);
      if (engine.rulings.length === 0) {
        expect(now.code, now.out).toBe(0);
        expect(outNow.summary).toEqual(exp.summary);
      } else if (now.code !== 0) {
        // a later ruling may refuse a move the first rules took (FAB v3: 8.1 the payer is named): the replay
        // stops at it and names that ruling's section, never another rule
        expect(outNow.ok, now.out).toBe(false);
        expect(engine.rulings.map((x) => x.section)).toContain(outNow.rule);
      }
    });
  }
});
