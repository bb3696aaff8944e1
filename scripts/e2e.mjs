// Runs the real-browser tests: builds the app (unless --no-build), serves dist/ on a free localhost port,
// then runs tests/e2e/*.e2e.mjs (or the files given) with node's test runner (see `concurrency` below).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { startServer } from './serve.mjs';

const args = process.argv.slice(2);
const noBuild = args.includes('--no-build');
const files = args.filter((a) => !a.startsWith('--'));
if (!existsSync(process.env.CHROME_PATH ?? '/usr/bin/chromium')) {
  console.error('Chromium is not installed at /usr/bin/chromium: run `apt-get install -y chromium` (see README).');
  process.exit(1);
}
if (!noBuild) {
  const b = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (b.status !== 0) process.exit(b.status ?? 1);
}
const server = await startServer({ dir: 'dist', port: 0 });
const url = `http://127.0.0.1:${server.address().port}/`;
const list = files.length
  ? files
  : readdirSync('tests/e2e')
      .filter((f) => f.endsWith('.e2e.mjs'))
      .sort()
      .map((f) => `tests/e2e/${f}`);
// A hung test must fail, not wait out CI's limit (a CI run once did, after a failed test left its browser
// open): each test has 10 minutes (the longest takes about one), a file's process exits when its tests are
// done even if something is left open, and the whole run is stopped after E2E_LIMIT_MIN minutes (40).
const limitMin = Number(process.env.E2E_LIMIT_MIN ?? (files.some((f) => f.includes('/soak/')) ? 60 : 40));
// a soak test runs for a quarter of an hour: its own limit is in the file (node:test's per-test timeout option)
const testTimeout = Number(
  process.env.E2E_TEST_TIMEOUT_MS ?? (files.some((f) => f.includes('/soak/')) ? 3_600_000 : 600_000),
);
// Two files run at a time (most of a browser test's time is waiting on the page, and the machines have two cores),
// which keeps CI well under its quarter of an hour; a file that measures time or kills browsers says
// `e2e: run alone` in its source and runs after the others, one at a time, on a quiet machine.
const concurrency = Math.max(1, Number(process.env.E2E_CONCURRENCY ?? 2));
const alone = list.filter((f) => readFileSync(f, 'utf8').includes('e2e: run alone'));
const together = list.filter((f) => !alone.includes(f));
const passes = [
  { files: together, concurrency },
  { files: alone, concurrency: 1 },
].filter((p) => p.files.length);

let child = null;
let stopped = false; // by the watchdog: no pass starts after it
function run(pass) {
  return new Promise((resolve) => {
    child = spawn(
      process.execPath,
      [
        '--test',
        `--test-concurrency=${pass.concurrency}`,
        '--test-reporter=spec',
        `--test-timeout=${testTimeout}`,
        '--test-force-exit',
        ...pass.files,
      ],
      { stdio: 'inherit', env: { ...process.env, SANDTABLE_URL: url }, detached: true },
    );
    child.on('exit', (code, signal) => resolve(signal ? 1 : (code ?? 1)));
  });
}
const watchdog = setTimeout(() => {
  console.error(`e2e: the browser tests were still running after ${limitMin} minutes; stopped them.`);
  stopped = true;
  try {
    if (child) process.kill(-child.pid, 'SIGKILL'); // the runner and the file it was running
  } catch {
    child?.kill('SIGKILL');
  }
}, limitMin * 60_000);
for (const sig of ['SIGINT', 'SIGTERM'])
  process.on(sig, () => {
    try {
      if (child) process.kill(-child.pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
    process.exit(1);
  });
let status = 0;
for (const pass of passes) {
  if (stopped) break;
  if (passes.length > 1)
    console.log(`\ne2e: ${pass.files.length} file(s), ${pass.concurrency} at a time: ${pass.files.join(' ')}`);
  status = (await run(pass)) || status;
}
clearTimeout(watchdog);
server.close();
process.exit(stopped ? 1 : status);
