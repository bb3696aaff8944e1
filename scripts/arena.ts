/**
 * `npm run arena -- --scenario ID[,ID] --a LEVEL --b LEVEL --games N [--json] [--seed S] [--hidden-assets]
 * [--tune-a JSON] [--tune-b JSON] [--a-side blue|red]`: the
 * FAB opponent plays itself (levels easy, normal, hard, `random` for random legal play, or `passive`, who ends every step and phase). A and B swap sides
 * every game. Per scenario it reports A's and B's wins in all and per side with 95 % (Wilson) intervals, draws
 * (games stopped unfinished), game length, the rounds each opened, and the decision times of each player counted
 * over real decisions only (two candidates or more; the events the app takes for a side are apart). `--tune-a` and
 * `--tune-b` change a player's level parameters (src/ai/fab/levels.ts) for self-play tuning, e.g.
 * `--tune-a '{"budget":200,"weights":{"threat":1.2}}'`. `--a-side blue` plays only the games of the N in which A
 * is Blue (the same dice and seeds as in the full run: a one-sided batch for tuning an attacker).
 */
import '../src/app/systems/fab-all';
import { playGame, type PlayerKind } from '../src/ai/fab/play';
import type { DecideOptions } from '../src/ai/fab/decide';
import type { Side } from '../src/rules/fab/types';

const KINDS: readonly PlayerKind[] = ['easy', 'normal', 'hard', 'random', 'passive'];
const SHIPPED = ['fab-millbrook', 'fab-varna-gap'];

function arg(argv: readonly string[], name: string): string | undefined {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
}

const round1 = (x: number) => Math.round(x * 10) / 10;

function stats(xs: number[]) {
  const s = [...xs].sort((a, b) => a - b);
  const q = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))] ?? 0;
  return {
    decisions: s.length,
    meanMs: round1(s.length ? s.reduce((a, b) => a + b, 0) / s.length : 0),
    medianMs: round1(q(0.5)),
    p95Ms: round1(q(0.95)),
    p99Ms: round1(q(0.99)),
    maxMs: round1(s[s.length - 1] ?? 0),
  };
}

/** Percentiles of the decisions' work in playout steps (src/ai/fab/work.ts). */
function steps(xs: number[]) {
  const s = [...xs].sort((a, b) => a - b);
  const q = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))] ?? 0;
  return { median: q(0.5), p95: q(0.95), max: s[s.length - 1] ?? 0 };
}

/** A share with its 95 % Wilson interval, in percent. */
function share(k: number, n: number) {
  if (n === 0) return { wins: k, games: n, pct: 0, low: 0, high: 0 };
  const z = 1.96;
  const p = k / n;
  const d = 1 + (z * z) / n;
  const c = (p + (z * z) / (2 * n)) / d;
  const h = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return { wins: k, games: n, pct: round1(100 * p), low: round1(100 * (c - h)), high: round1(100 * (c + h)) };
}

type Tune = DecideOptions['tune'];

function runScenario(
  scenario: string,
  a: PlayerKind,
  b: PlayerKind,
  games: number,
  seed: number,
  opts: Record<string, unknown>,
  json: boolean,
  tune: { a?: Tune; b?: Tune } = {},
  only?: Side,
) {
  const wins = { a: { blue: 0, red: 0 }, b: { blue: 0, red: 0 } };
  const played = { aBlue: 0, aRed: 0 };
  let draws = 0;
  const times: Record<'a' | 'b', number[]> = { a: [], b: [] };
  const cpu: Record<'a' | 'b', number[]> = { a: [], b: [] };
  const work: Record<'a' | 'b', number[]> = { a: [], b: [] };
  const forced = { a: 0, b: 0 };
  const attacks = { a: 0, b: 0 };
  let events = 0;
  const t0 = performance.now();
  for (let g = 0; g < games; g++) {
    const aSide: Side = g % 2 === 0 ? 'blue' : 'red';
    if (only && aSide !== only) continue;
    const bSide: Side = aSide === 'blue' ? 'red' : 'blue';
    if (aSide === 'blue') played.aBlue++;
    else played.aRed++;
    const r = playGame({
      scenario,
      options: opts,
      players: { [aSide]: a, [bSide]: b } as Record<Side, PlayerKind>,
      tune: { [aSide]: tune.a, [bSide]: tune.b },
      dice: seed * 1000 + g + 1,
      seed: (seed * 7919 + g * 104729) >>> 0,
    });
    events += r.events;
    times.a.push(...r.times[aSide]);
    times.b.push(...r.times[bSide]);
    cpu.a.push(...r.cpu[aSide]);
    cpu.b.push(...r.cpu[bSide]);
    work.a.push(...r.work[aSide]);
    work.b.push(...r.work[bSide]);
    forced.a += r.forced[aSide];
    forced.b += r.forced[bSide];
    attacks.a += r.attacks[aSide];
    attacks.b += r.attacks[bSide];
    const who = !r.finished || !r.winner ? null : r.winner === aSide ? 'a' : 'b';
    if (who === null) draws++;
    else wins[who][r.winner === 'blue' ? 'blue' : 'red']++;
    if (!json)
      console.error(
        `${scenario} game ${g + 1}/${games}: A (${a}) ${aSide}, winner ${who ?? 'none'}, ${r.events} events`,
      );
  }
  const aWins = wins.a.blue + wins.a.red;
  const bWins = wins.b.blue + wins.b.red;
  const n = played.aBlue + played.aRed;
  return {
    scenario,
    games: n,
    seed,
    a: {
      level: a,
      ...share(aWins, n),
      asBlue: share(wins.a.blue, played.aBlue),
      asRed: share(wins.a.red, played.aRed),
      attacksPerGame: round1(attacks.a / n),
      forcedEvents: forced.a,
      times: stats(times.a),
      cpu: stats(cpu.a),
      work: steps(work.a),
    },
    b: {
      level: b,
      ...share(bWins, n),
      asBlue: share(wins.b.blue, played.aRed),
      asRed: share(wins.b.red, played.aBlue),
      attacksPerGame: round1(attacks.b / n),
      forcedEvents: forced.b,
      times: stats(times.b),
      cpu: stats(cpu.b),
      work: steps(work.b),
    },
    draws,
    averageEvents: Math.round(events / n),
    seconds: round1((performance.now() - t0) / 1000),
  };
}

function main(argv: readonly string[]): number {
  const scenarios = (arg(argv, 'scenario') ?? 'fab-millbrook').split(',').flatMap((x) => (x === 'all' ? SHIPPED : [x]));
  const a = (arg(argv, 'a') ?? 'normal') as PlayerKind;
  const b = (arg(argv, 'b') ?? 'random') as PlayerKind;
  const games = Number(arg(argv, 'games') ?? 10);
  const seed = Number(arg(argv, 'seed') ?? 1);
  const json = argv.includes('--json');
  const opts: Record<string, unknown> = argv.includes('--hidden-assets') ? { hiddenAssets: true } : {};
  if (!KINDS.includes(a) || !KINDS.includes(b) || !Number.isInteger(games) || games < 1) {
    console.error(
      'usage: npm run arena -- --scenario ID[,ID|all] --a LEVEL --b LEVEL --games N [--json] [--seed S] [--hidden-assets]',
    );
    console.error(`levels: ${KINDS.join(', ')}`);
    return 2;
  }
  const parse = (x: string | undefined): Tune => (x ? (JSON.parse(x) as Tune) : undefined);
  const tune = { a: parse(arg(argv, 'tune-a')), b: parse(arg(argv, 'tune-b')) };
  const side = arg(argv, 'a-side');
  const only: Side | undefined = side === 'blue' || side === 'red' ? side : undefined;
  if (side !== undefined && !only) {
    console.error('--a-side takes blue or red');
    return 2;
  }
  const out = scenarios.map((sc) => runScenario(sc, a, b, games, seed, opts, json, tune, only));
  if (json) console.log(JSON.stringify(out.length === 1 ? out[0] : out, null, 2));
  else
    for (const r of out) {
      const f = (x: { wins: number; games: number; pct: number; low: number; high: number }) =>
        `${x.wins}/${x.games} ${x.pct} % (${x.low}-${x.high})`;
      console.log(`${r.scenario}: ${r.games} games, A=${a} vs B=${b}, ${r.seconds} s`);
      console.log(`A wins ${f(r.a)}; as blue ${f(r.a.asBlue)}; as red ${f(r.a.asRed)}`);
      console.log(`B wins ${f(r.b)}; as blue ${f(r.b.asBlue)}; as red ${f(r.b.asRed)}; draws ${r.draws}`);
      console.log(
        `average length ${r.averageEvents} events; rounds opened per game A ${r.a.attacksPerGame}, B ${r.b.attacksPerGame}`,
      );
      console.log(`A decision ms: ${JSON.stringify(r.a.times)}; processor ms: ${JSON.stringify(r.a.cpu)}`);
      console.log(`B decision ms: ${JSON.stringify(r.b.times)}; processor ms: ${JSON.stringify(r.b.cpu)}`);
      console.log(`work (playout steps) A ${JSON.stringify(r.a.work)}, B ${JSON.stringify(r.b.work)}`);
    }
  return 0;
}

process.exitCode = main(process.argv.slice(2));
