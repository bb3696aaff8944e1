/**
 * `npm run arena -- --scenario ID --a LEVEL --b LEVEL --games N [--json] [--seed S]`: the FAB opponent plays
 * itself (levels easy, normal, hard, or `random` for random legal play). A and B swap sides every game; the
 * output gives A's and B's wins, draws (games stopped unfinished), average game length in events and the
 * decision times per player.
 */
import '../src/app/systems/fab-all';
import { playGame, type PlayerKind } from '../src/ai/fab/play';
import type { Side } from '../src/rules/fab/types';

const KINDS: readonly PlayerKind[] = ['easy', 'normal', 'hard', 'random'];

function arg(argv: readonly string[], name: string): string | undefined {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
}

function stats(xs: number[]) {
  const s = [...xs].sort((a, b) => a - b);
  const q = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))] ?? 0;
  const r = (x: number) => Math.round(x * 10) / 10;
  return {
    decisions: s.length,
    meanMs: r(s.length ? s.reduce((a, b) => a + b, 0) / s.length : 0),
    medianMs: r(q(0.5)),
    p95Ms: r(q(0.95)),
    maxMs: r(s[s.length - 1] ?? 0),
  };
}

function main(argv: readonly string[]): number {
  const scenario = arg(argv, 'scenario') ?? 'fab-millbrook';
  const a = (arg(argv, 'a') ?? 'normal') as PlayerKind;
  const b = (arg(argv, 'b') ?? 'random') as PlayerKind;
  const games = Number(arg(argv, 'games') ?? 10);
  const seed = Number(arg(argv, 'seed') ?? 1);
  const json = argv.includes('--json');
  if (!KINDS.includes(a) || !KINDS.includes(b) || !Number.isInteger(games) || games < 1) {
    console.error('usage: npm run arena -- --scenario ID --a LEVEL --b LEVEL --games N [--json] [--seed S]');
    console.error(`levels: ${KINDS.join(', ')}`);
    return 2;
  }
  const res = { a: { wins: 0, asBlue: 0, asRed: 0 }, b: { wins: 0, asBlue: 0, asRed: 0 }, draws: 0 };
  const times: Record<'a' | 'b', number[]> = { a: [], b: [] };
  const perGame: { game: number; aSide: Side; winner: string | null; events: number }[] = [];
  let events = 0;
  for (let g = 0; g < games; g++) {
    const aSide: Side = g % 2 === 0 ? 'blue' : 'red';
    const bSide: Side = aSide === 'blue' ? 'red' : 'blue';
    const r = playGame({
      scenario,
      players: { [aSide]: a, [bSide]: b } as Record<Side, PlayerKind>,
      dice: seed * 1000 + g + 1,
      seed: (seed * 7919 + g * 104729) >>> 0,
    });
    events += r.events;
    times.a.push(...r.times[aSide]);
    times.b.push(...r.times[bSide]);
    const who = !r.finished || !r.winner ? null : r.winner === aSide ? 'a' : 'b';
    if (who === null) res.draws++;
    else {
      res[who].wins++;
      res[who][r.winner === 'blue' ? 'asBlue' : 'asRed']++;
    }
    perGame.push({ game: g, aSide, winner: who, events: r.events });
    if (!json) console.error(`game ${g + 1}/${games}: A (${a}) ${aSide}, winner ${who ?? 'none'}, ${r.events} events`);
  }
  const out = {
    scenario,
    games,
    seed,
    a: { level: a, ...res.a, times: stats(times.a) },
    b: { level: b, ...res.b, times: stats(times.b) },
    draws: res.draws,
    averageEvents: Math.round(events / games),
    perGame,
  };
  if (json) console.log(JSON.stringify(out, null, 2));
  else {
    console.log(`${scenario}: ${games} games, A=${a} vs B=${b}`);
    console.log(
      `A wins ${res.a.wins} (as blue ${res.a.asBlue}, as red ${res.a.asRed}); B wins ${res.b.wins} (as blue ${res.b.asBlue}, as red ${res.b.asRed}); draws ${res.draws}`,
    );
    console.log(`average length ${out.averageEvents} events`);
    console.log(`A decision ms: ${JSON.stringify(out.a.times)}`);
    console.log(`B decision ms: ${JSON.stringify(out.b.times)}`);
  }
  return 0;
}

process.exitCode = main(process.argv.slice(2));
