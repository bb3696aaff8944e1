// Profile of the bench's "resume a game" figures (scripts/bench.mjs, interaction.resume and resume10) on their own:
// the same two FAB games (5,000 events and 10 events on the 200-area benchmark grid), resumed alternately from a
// freshly loaded home screen at 4x CPU, with the CDP sampling profiler on during each resume. Prints each run's
// time, then per game the self and inclusive time per function summed over its runs. Writes
// resume-<game>.cpuprofile (the last run of each; open it in DevTools) to $TMPDIR/sandtable-resume-profile.
// Needs a built dist/ (npx vite build).
// --phases: builds a copy of the app whose open path sets performance marks (VITE_OPEN_MARKS, see
// src/build-env.d.ts; the app's own build has none) into $TMPDIR/sandtable-open-phases, and prints per game the median
// time from the route's change to each phase: the game read from IndexedDB (read), the engine and the parts it needs
// (parts), the session set up (opened), the screen's parts (prepared), the hand-off panel drawn (handoff), the game
// screen after the tap (screen), the map's frame laid out and measured (map-frame, map-measured), playable (ready).
// --trace: records a Chrome trace of one more run of each game, left out of the figures (the main thread's tasks,
// style, layout and paint, with the JS sampled) into resume-<game>.trace.json (open it in DevTools' Performance panel) and prints the page's main-thread
// tasks of 1 ms or more from the route's change, with the open:* marks where they fall (best with --phases).
//   node scripts/bench/profile-resume.mjs [--runs 5] [--no-profile] [--dir dist] [--rate 4] [--phases] [--trace]
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { launch, TABLET } from '../../tests/e2e/harness.mjs';
import { driverScript } from './build-driver.mjs';
import { startServer } from '../serve.mjs';
import { resumeOnce, seedResumeGames } from './resume.mjs';

const args = process.argv.slice(2);
const opt = (k, d) => (args.includes(`--${k}`) ? args[args.indexOf(`--${k}`) + 1] : d);
const RUNS = Number(opt('runs', 5));
const RATE = Number(opt('rate', 4));
const PROFILE = !args.includes('--no-profile');
const PHASES = args.includes('--phases');
const TRACE = args.includes('--trace');
const OUT = join(tmpdir(), 'sandtable-resume-profile');
mkdirSync(OUT, { recursive: true });
let dir = opt('dir', 'dist');
if (PHASES && !args.includes('--dir')) {
  dir = join(tmpdir(), 'sandtable-open-phases');
  console.error(`building the instrumented copy into ${dir}`);
  execFileSync('npx', ['vite', 'build', '--outDir', dir, '--emptyOutDir', '--logLevel', 'error'], {
    stdio: 'inherit',
    env: { ...process.env, VITE_OPEN_MARKS: '1' },
  });
}
const med = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

/** The page's main-thread tasks of a trace (1 ms or more, three levels deep) from the route's change, with the
 * open:* marks: one line each, ms from the route's change, duration, name. */
function taskLines(trace) {
  const ev = JSON.parse(trace.toString()).traceEvents;
  const route = ev.find((e) => e.name === 'open:route');
  if (!route) return ['(no open:route mark in the trace)'];
  const main = ev.find((e) => e.name === 'thread_name' && e.pid === route.pid && e.args.name === 'CrRendererMain');
  const at = (e) => ((e.ts - route.ts) / 1000).toFixed(1).padStart(7);
  const rows = [];
  const open = [];
  for (const e of ev
    .filter((x) => x.pid === route.pid && x.tid === main?.tid && x.ph === 'X' && x.dur >= 1000 && x.ts >= route.ts)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur)) {
    while (open.length && open.at(-1).ts + open.at(-1).dur <= e.ts) open.pop();
    if (open.length > 2) continue;
    const d = e.args?.data ?? {};
    const what = d.url ? `${d.url.split('/').pop()}:${d.lineNumber ?? ''}` : (d.functionName ?? d.type ?? '');
    rows.push([e.ts, `${at(e)} ${(e.dur / 1000).toFixed(1).padStart(6)} ${'  '.repeat(open.length)}${e.name} ${what}`]);
    open.push(e);
  }
  for (const m of ev.filter((x) => x.pid === route.pid && String(x.name).startsWith('open:') && x.ph !== 'X'))
    rows.push([m.ts, `${at(m)}        mark ${m.name}`]);
  return rows.sort((a, b) => a[0] - b[0]).map((r) => r[1]);
}

/** Self and inclusive milliseconds per function of a CPU profile, added into `self` and `incl`. */
function tally(profile, self, incl) {
  const byId = new Map(profile.nodes.map((nd) => [nd.id, nd]));
  const parent = new Map();
  for (const nd of profile.nodes) for (const c of nd.children ?? []) parent.set(c, nd.id);
  const name = (f) => `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}`;
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    self.set(name(byId.get(id).callFrame), (self.get(name(byId.get(id).callFrame)) ?? 0) + ms);
    const seen = new Set();
    for (let x = id; x !== undefined; x = parent.get(x)) {
      const k = name(byId.get(x).callFrame);
      if (seen.has(k)) continue;
      seen.add(k);
      incl.set(k, (incl.get(k) ?? 0) + ms);
    }
  });
}

const server = await startServer({ dir, port: 0 });
const url = `http://127.0.0.1:${server.address().port}/`;
const browser = await launch();
try {
  const ctx = await browser.newContext(TABLET);
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  const throttle = (rate) => cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.goto(url);
  await page.evaluate(await driverScript());
  const games = await seedResumeGames(page);
  console.error(`seeded ${games.long.count} and ${games.short.count} events`);
  const times = { long: [], short: [] };
  /** Per game, one record per run: each `open:*` mark's time from the route's change. */
  const phases = { long: [], short: [] };
  const prof = { long: [new Map(), new Map()], short: [new Map(), new Map()] };
  /** Per game, the main thread's tasks of its traced run (--trace). */
  const traces = {};
  if (PROFILE) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  }
  // --trace: one more run of each game, traced, and left out of the medians and the CPU profiles (tracing slows it)
  for (let r = 0; r < RUNS + (TRACE ? 1 : 0); r++) {
    for (const which of ['long', 'short']) {
      // the profiler starts once the home screen is loaded, just before the resume (resumeOnce loads it first)
      const tracing = r === RUNS;
      const ms = await resumeOnce(
        page,
        url,
        games[which].id,
        async (rate) => {
          await throttle(rate);
          if (PROFILE && !tracing && rate !== 1) await cdp.send('Profiler.start');
          if (tracing && rate !== 1)
            await browser.startTracing(page, {
              categories: [
                'devtools.timeline',
                'disabled-by-default-devtools.timeline',
                'blink.user_timing',
                'v8.execute',
                'disabled-by-default-v8.cpu_profiler',
              ],
            });
        },
        RATE,
      );
      if (tracing) {
        const trace = await browser.stopTracing();
        writeFileSync(join(OUT, `resume-${which}.trace.json`), trace);
        traces[which] = taskLines(trace);
        console.log(`traced run ${which}: ${ms.toFixed(1)} ms (not counted)`);
        continue;
      }
      times[which].push(ms);
      if (PHASES)
        phases[which].push({
          ...(await page.evaluate(() => {
            const [route] = performance.getEntriesByName('open:route');
            const out = {};
            for (const m of performance.getEntriesByType('mark'))
              if (route && m.name.startsWith('open:') && !(m.name.slice(5) in out))
                out[m.name.slice(5)] = m.startTime - route.startTime;
            return out;
          })),
          ready: ms,
        });
      if (PROFILE) {
        const { profile } = await cdp.send('Profiler.stop');
        tally(profile, ...prof[which]);
        if (r === RUNS - 1) writeFileSync(join(OUT, `resume-${which}.cpuprofile`), JSON.stringify(profile));
      }
      console.log(`run ${r + 1} ${which}: ${ms.toFixed(1)} ms`);
    }
  }
  await throttle(1);
  for (const which of ['long', 'short'])
    console.log(`${which} (${games[which].count} events): median ${med(times[which]).toFixed(1)} ms`);
  if (PHASES)
    for (const which of ['long', 'short']) {
      const names = [...new Set(phases[which].flatMap((r) => Object.keys(r)))].filter((k) => k !== 'route');
      const rows = names
        .map((k) => [k, med(phases[which].map((r) => r[k]).filter((x) => x !== undefined))])
        .sort((a, b) => a[1] - b[1]);
      console.log(`--- ${which}: median ms from the route's change to each phase (and since the one before)`);
      let before = 0;
      for (const [k, v] of rows) {
        console.log(`${v.toFixed(0).padStart(6)} ${`(+${(v - before).toFixed(0)})`.padStart(7)}  ${k}`);
        before = v;
      }
    }
  for (const [which, lines] of Object.entries(traces)) {
    console.log(
      `--- ${which}: the traced run's main-thread tasks of 1 ms or more (ms from the route's change, duration)`,
    );
    for (const l of lines) console.log(l);
  }
  if (TRACE) console.log(`traces written to ${OUT}`);
  if (PROFILE)
    for (const which of ['long', 'short']) {
      const [self, incl] = prof[which];
      console.log(`--- ${which}: self (ms over ${RUNS} runs, throttled)`);
      for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(v.toFixed(0).padStart(7), k);
      console.log(`--- ${which}: inclusive`);
      for (const [k, v] of [...incl].sort((a, b) => b[1] - a[1]).slice(0, 45)) console.log(v.toFixed(0).padStart(7), k);
    }
} finally {
  await browser.close();
  server.close();
}
