/**
 * Headless replay: `npm run replay -- FILE` replays an exported game file without a browser and prints a
 * JSON summary of the final state, or the first event the rules reject with its rule number.
 * The game replays under the rules version the file names (files without one: 1). `--current-rules` replays
 * it under the engine's current rules instead: whether a game could move to them (every move legal there).
 * Exit status: 0 replayed, 1 refused (file or rules), 2 usage.
 */
import { readFile } from 'node:fs/promises';
import { checkSetup, replay, setupOf } from '../app/replay';
import { engineLoaders } from '../app/engine-loaders';
import { parseGameFile } from '../store/file';
import type { GameEvent } from '../rules/common/engine';

export async function run(argv: readonly string[]): Promise<{ code: number; out: string }> {
  const file = argv.find((a) => !a.startsWith('-'));
  if (!file) return { code: 2, out: 'usage: npm run replay -- [--current-rules] FILE.sandtable' };
  const current = argv.includes('--current-rules');
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (e) {
    return { code: 2, out: JSON.stringify({ ok: false, error: `cannot read ${file}: ${(e as Error).message}` }) };
  }
  const parsed = parseGameFile(text);
  if (!parsed.ok)
    return {
      code: 1,
      out: JSON.stringify(
        { ok: false, rule: parsed.rule, error: parsed.message, code: parsed.code, params: parsed.params },
        null,
        2,
      ),
    };
  const g = parsed.value.game;
  const load = engineLoaders[g.system];
  if (!load) return { code: 1, out: JSON.stringify({ ok: false, error: `no engine for ${g.system}` }) };
  const engine = await load();
  // every part of the engine (the scenario's body, the checks of a custom one) before the file is checked
  await engine.prepare?.();
  const events = g.events.map((e) => e.event as GameEvent);
  const started = performance.now();
  // the set-up is checked once, as an import does, then replayed from its checked form
  const checked = checkSetup(
    engine,
    // under the rules version the file names (version 1 files: 1), or the current one when asked
    current ? { ...setupOf(g), rulesVersion: engine.rulesVersion } : setupOf(g),
  );
  if (!checked.ok)
    return {
      code: 1,
      out: JSON.stringify(
        {
          ok: false,
          system: g.system,
          scenario: g.scenario,
          rejectedAt: -1,
          rule: checked.rule,
          error: checked.message,
          code: checked.code,
          params: checked.params,
        },
        null,
        2,
      ),
    };
  const r = replay(engine, checked.value, events);
  const ms = Math.round((performance.now() - started) * 10) / 10;
  if (!r.ok) {
    return {
      code: 1,
      out: JSON.stringify(
        {
          ok: false,
          system: g.system,
          scenario: g.scenario,
          rulesVersion: current ? engine.rulesVersion : g.rulesVersion,
          rejectedAt: r.at,
          event: r.at >= 0 ? events[r.at] : null,
          rule: r.rejection.rule,
          error: r.rejection.message,
        },
        null,
        2,
      ),
    };
  }
  return {
    code: 0,
    out: JSON.stringify(
      {
        ok: true,
        system: g.system,
        scenario: g.scenario,
        rulesVersion: current ? engine.rulesVersion : g.rulesVersion,
        name: g.name,
        events: events.length,
        replayMs: ms,
        status: engine.status(r.state),
        summary: engine.summary(r.state),
      },
      null,
      2,
    ),
  };
}

const invoked = process.argv[1] && /replay\.ts$/.test(process.argv[1]);
if (invoked) {
  void run(process.argv.slice(2)).then(({ code, out }) => {
    console.log(out);
    process.exit(code);
  });
}
