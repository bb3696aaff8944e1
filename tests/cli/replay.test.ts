import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run } from '../../src/cli/replay';
import { engineLoaders } from '../../src/app/engine-loaders';
import { serializeGameFile } from '../../src/store/file';
import { scenarios as fubarScenarios } from '../../src/scenarios/fubar';
import type { GameEvent } from '../../src/rules/common/engine';
import { gameFileJson } from '../fixtures/json';

/** What the replay command prints (its JSON report), as far as these tests read it. */
interface Report {
  status?: { turn: number };
  summary?: unknown;
  rule?: unknown;
  error?: string;
}

const dir = mkdtempSync(join(tmpdir(), 'replay-'));

/** Play `n` legal events, always picking by a fixed rule, and write the game file. */
async function writeGame(n: number): Promise<{ path: string; events: GameEvent[] }> {
  const engine = await engineLoaders.fubar!();
  const sc = fubarScenarios[0]!;
  const setup = {
    system: 'fubar' as const,
    scenario: { id: sc.id, version: sc.version },
    options: {},
    dice: { kind: 'seeded' as const, seed: 11 },
  };
  const start = engine.start(setup);
  if (!start.ok) throw new Error(start.message);
  let s = start.state;
  const events: GameEvent[] = [];
  for (let i = 0; i < n; i++) {
    const legal = engine.legalEvents(s);
    if (!legal.length) break;
    const e = legal[i % legal.length]!;
    const out = engine.apply(s, e);
    if (!out.ok) throw new Error(out.message);
    s = out.state;
    events.push(e);
  }
  const path = join(dir, `g${n}.json`);
  writeFileSync(
    path,
    serializeGameFile(
      {
        name: 'CLI',
        system: 'fubar',
        scenario: setup.scenario,
        options: {},
        dice: setup.dice,
        events: events.map((event, seq) => ({ seq, at: seq, event })),
      },
      '2026-01-01T00:00:00Z',
    ),
  );
  return { path, events };
}

describe('npm run replay', () => {
  it('replays a game file headlessly and prints the final state as JSON', async () => {
    const { path, events } = await writeGame(40);
    const r = await run([path]);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.out) as Report;
    expect(out).toMatchObject({ ok: true, system: 'fubar', events: events.length });
    expect(out.status?.turn).toBeGreaterThanOrEqual(1);
    expect(out.summary).toBeDefined();
  });

  it('stops at the first event the rules reject and names its rule', async () => {
    const { path } = await writeGame(10);
    const file = gameFileJson(readFileSync(path, 'utf8'));
    file.game.events.splice(3, 0, { seq: 3, at: 3, event: { type: 'NOT_A_FUBAR_EVENT' } });
    file.game.events.forEach((e, i) => (e.seq = i));
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify(file));
    const r = await run([bad]);
    expect(r.code).toBe(1);
    const out = JSON.parse(r.out) as Report;
    expect(out).toMatchObject({ ok: false, rejectedAt: 3, event: { type: 'NOT_A_FUBAR_EVENT' } });
    expect(typeof out.rule).toBe('string');
  });

  it('refuses a damaged file with the reason', async () => {
    const bad = join(dir, 'cut.json');
    writeFileSync(bad, '{"format":"sandtable-game","vers');
    const r = await run([bad]);
    expect(r.code).toBe(1);
    expect((JSON.parse(r.out) as Report).error).toMatch(/not valid JSON/);
    expect((await run([])).code).toBe(2);
  });
});
