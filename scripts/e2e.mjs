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
const child = spawn(process.execPath, ['--test', '--test-concurrency=1', '--test-reporter=spec', ...list], {
  stdio: 'inherit',
  env: { ...process.env, SANDTABLE_URL: url },
});
child.on('exit', (code) => {
  server.close();
  process.exit(code ?? 1);
});
