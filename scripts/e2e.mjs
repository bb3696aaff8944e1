// Runs the real-browser tests: builds the app (unless --no-build), serves dist/ on a free localhost port,
// then runs tests/e2e/*.e2e.mjs (or the files given) one file at a time with node's test runner.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
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
const child = spawn(
  process.execPath,
  [
    '--test',
    '--test-concurrency=1',
    '--test-reporter=spec',
    `--test-timeout=${testTimeout}`,
    '--test-force-exit',
    ...list,
  ],
  { stdio: 'inherit', env: { ...process.env, SANDTABLE_URL: url }, detached: true },
);
const watchdog = setTimeout(() => {
  console.error(`e2e: the browser tests were still running after ${limitMin} minutes; stopped them.`);
  try {
    process.kill(-child.pid, 'SIGKILL'); // the runner and the file it was running
  } catch {
    child.kill('SIGKILL');
  }
}, limitMin * 60_000);
for (const sig of ['SIGINT', 'SIGTERM'])
  process.on(sig, () => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
    process.exit(1);
  });
child.on('exit', (code, signal) => {
  clearTimeout(watchdog);
  server.close();
  process.exit(signal ? 1 : (code ?? 1));
});
