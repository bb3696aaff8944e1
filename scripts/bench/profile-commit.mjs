// Profile of the bench's "commit an event" figure (scripts/bench.mjs, interaction.commit) on its own: the same
// 5,000-event FAB game, N commits through the page driver at 4x CPU, with the CDP sampling profiler on; prints
// the median and p95, and self and inclusive time per function. Writes commit.cpuprofile (open it in DevTools)
// and commit-times.json to $TMPDIR/sandtable-commit-profile. Needs a served folder (dist/ by default).
//   node scripts/bench/profile-commit.mjs [--n 500] [--seed 100] [--runs 1] [--no-profile] [--dir dist]
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { launch, TABLET } from '../../tests/e2e/harness.mjs';
import { driverScript } from './build-driver.mjs';
import { startServer } from '../serve.mjs';

const args = process.argv.slice(2);
const opt = (k, d) => (args.includes(`--${k}`) ? args[args.indexOf(`--${k}`) + 1] : d);
const N = Number(opt('n', 500));
const SEED = Number(opt('seed', 100));
const RUNS = Number(opt('runs', 1));
const PROFILE = !args.includes('--no-profile');
const OUT = join(tmpdir(), 'sandtable-commit-profile');
mkdirSync(OUT, { recursive: true });
// any served folder will do: the driver only needs the app's origin for its IndexedDB
const dir = opt('dir', 'dist');
const q = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(p * s.length) - 1)];
};

const server = await startServer({ dir, port: 0 });
const url = `http://127.0.0.1:${server.address().port}/`;
const code = await driverScript();
const browser = await launch();
try {
  const ctx = await browser.newContext(TABLET);
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await page.goto(url);
  await page.evaluate(code);
  const t = Date.now();
  const game = await page.evaluate(async () => {
    const d = globalThis.SandtableDriver;
    const text = await d.makeFile('fab', 5000, 11, { long: true });
    return { id: await d.importText(text), count: JSON.parse(text).game.events.length };
  });
  console.error(`seeded ${game.count} events in ${Date.now() - t} ms`);
  await page.evaluate((id) => globalThis.SandtableDriver.open(id), game.id);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  if (PROFILE) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  // as the bench does: RUNS runs of N commits one after the other on the same game, seeds SEED, SEED+1, ...
  const times = [];
  for (let r = 0; r < RUNS; r++) {
    const t = await page.evaluate(
      ([id, n, seed]) => globalThis.SandtableDriver.timeCommits(id, n, seed),
      [game.id, N, SEED + r],
    );
    console.log(`run ${r + 1}: ${t.length} commits, p95 ${t.length ? q(t, 0.95).toFixed(1) : '-'} ms`);
    times.push(...t);
  }
  const med = q(times, 0.5);
  console.log(
    `commits ${times.length}: median ${med.toFixed(1)} ms, p95 ${q(times, 0.95).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms`,
  );
  if (PROFILE) {
    const { profile } = await cdp.send('Profiler.stop');
    writeFileSync(join(OUT, 'commit.cpuprofile'), JSON.stringify(profile));
    const byId = new Map(profile.nodes.map((nd) => [nd.id, nd]));
    const self = new Map();
    const dt = profile.timeDeltas;
    profile.samples.forEach((id, i) => {
      const nd = byId.get(id);
      const f = nd.callFrame;
      const k = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}`;
      self.set(k, (self.get(k) ?? 0) + (dt[i] ?? 0) / 1000);
    });
    // inclusive time per function name
    const parent = new Map();
    for (const nd of profile.nodes) for (const c of nd.children ?? []) parent.set(c, nd.id);
    const incl = new Map();
    profile.samples.forEach((id, i) => {
      const seen = new Set();
      for (let x = id; x !== undefined; x = parent.get(x)) {
        const f = byId.get(x).callFrame;
        const k = `${f.functionName || '(anon)'}:${f.lineNumber}`;
        if (seen.has(k)) continue;
        seen.add(k);
        incl.set(k, (incl.get(k) ?? 0) + (dt[i] ?? 0) / 1000);
      }
    });
    const total = dt.reduce((a, b) => a + b, 0) / 1000;
    console.log(`profile ${total.toFixed(0)} ms (throttled wall)`);
    console.log('--- self');
    for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(v.toFixed(0).padStart(7), k);
    console.log('--- inclusive');
    for (const [k, v] of [...incl].sort((a, b) => b[1] - a[1]).slice(0, 45)) console.log(v.toFixed(0).padStart(7), k);
  }
  writeFileSync(join(OUT, 'commit-times.json'), JSON.stringify(times));
} finally {
  await browser.close();
  server.close();
}
