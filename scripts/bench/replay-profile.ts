/**
 * Profile helper: replays 10,000 legal events of one system (the bench's games) so that
 * `node --cpu-prof --import tsx scripts/bench/replay-profile.ts fab` shows where replay time goes.
 */
import { performance } from 'node:perf_hooks';
import type { AnyEngine, GameEvent, GameSetup } from '../../src/rules/common/engine';
import { replay } from '../../src/app/replay';
import { benchGames } from './games';

const sys = process.argv[2] ?? 'fab';
const reps = Number(process.argv[3] ?? 5);

async function setupFor(): Promise<{ engine: AnyEngine; setup: (g: number) => GameSetup }> {
  if (sys === 'fab') {
    const { fabEngine } = await import('../../src/app/systems/fab-all');
    const { fabScenarios } = await import('../../src/scenarios/fab/data');
    const ids = Object.keys(fabScenarios);
    return {
      engine: fabEngine,
      setup: (g) => ({
        system: 'fab',
        scenario: { id: ids[g % ids.length]!, version: 1 },
        options: {},
        dice: { kind: 'seeded', seed: 100 + g },
      }),
    };
  }
  if (sys === 'fubar') {
    const { fubarEngine } = await import('../../src/app/systems/fubar-all');
    const { PRESET_SCENARIOS } = await import('../../src/scenarios/fubar/presets');
    const ids = Object.keys(PRESET_SCENARIOS);
    return {
      engine: fubarEngine,
      setup: (g) => ({
        system: 'fubar',
        scenario: { id: ids[g % ids.length]!, version: 1 },
        options: {},
        dice: { kind: 'seeded', seed: 100 + g },
        data: { ...PRESET_SCENARIOS[ids[g % ids.length]!]!, turnLimit: null },
      }),
    };
  }
  const { ocsEngine } = await import('../../src/app/systems/ocs-all');
  const { demoScenario } = await import('../../src/scenarios/ocs/demo');
  return {
    engine: ocsEngine,
    setup: (g) => ({
      system: 'ocs',
      scenario: { id: demoScenario.id, version: 1 },
      options: {},
      dice: { kind: 'seeded', seed: 100 + g },
    }),
  };
}

const { engine, setup } = await setupFor();
// the games are cached in a file so that a CPU profile shows the replay alone
const cache = process.env.REPLAY_GAMES ? `${process.env.REPLAY_GAMES}/games-${sys}.json` : null;
const { existsSync, readFileSync, writeFileSync } = await import('node:fs');
let games: { setup: GameSetup; events: GameEvent[] }[];
if (cache && existsSync(cache)) games = JSON.parse(readFileSync(cache, 'utf8')) as typeof games;
else {
  games = benchGames(engine, setup, 10_000, 7);
  if (cache) writeFileSync(cache, JSON.stringify(games));
}
const times: number[] = [];
const cpu: number[] = [];
for (let r = 0; r < reps; r++) {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  for (const g of games) {
    const res = replay(engine, g.setup, g.events);
    if (!res.ok) throw new Error(`replay refused ${res.at}: ${res.rejection.message}`);
  }
  times.push(performance.now() - t0);
  const c = process.cpuUsage(c0);
  cpu.push((c.user + c.system) / 1000);
}
const med = (xs: number[]) => Math.round([...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!);
console.log(
  `${sys} wall ${times.map((t) => Math.round(t)).join(' ')} median ${med(times)}; cpu median ${med(cpu)} min ${Math.round(Math.min(...cpu))}`,
);
