/**
 * Issue 29 / 30 in a real browser: the app's explanation of its own attack (its odds at its 6.24 point designation,
 * src/ai/fab/explain.ts) comes with a solo game's screen, fetched before the screen draws, while a two-player game
 * never downloads the opponent's search. A stored solo Millbrook game (tests/e2e/fixtures/fab-solo-attack.ts)
 * whose last move is the app's point designation is imported and opened: its log explains that move; the same
 * moves as a two-player game load no chunk of the opponent's.
 * Run alone: npm run build && node scripts/e2e.mjs tests/e2e/solo-explain.e2e.mjs --no-build
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE, launch, TABLET, watchErrors, tapRetry as tap, quiet, bundledFixture } from './harness.mjs';
import { driverScript } from '../../scripts/bench/build-driver.mjs';

const ODDS = /The app’s odds as its side saw them before the dice: \d+ % to take /;

const mod = await bundledFixture(new URL('./fixtures/fab-solo-attack.ts', import.meta.url));
let file = null;
for (let seed = 1; !file && seed < 60; seed++) file = mod.soloAttackFile(seed);
assert.ok(file, 'a seed reaches an attack of the app');
const browser = await launch();
test.after(() => browser.close());

/** Import `text` and open it; the names of the script files the page fetched after the import. */
async function openLog(page, text) {
  await page.goto(BASE);
  await page.evaluate(await driverScript());
  const id = await page.evaluate((t) => globalThis.SandtableDriver.importText(t), text);
  const fetched = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') fetched.push(new URL(r.url()).pathname);
  });
  await page.goto(new URL(`#/game/${encodeURIComponent(id)}`, BASE).href);
  await page.locator('.st-handoff-take, .fab-screen').first().waitFor();
  const takeIt = page.locator('.st-handoff-take');
  if (await takeIt.count()) await tap(page, takeIt.first());
  // the summary, dice and result cards (the app plays on in a solo game and may show one at any time): read, then
  // on, until the Log tab takes the tap
  const logTab = page.getByRole('tab', { name: 'Log' });
  for (let i = 0; ; i++) {
    await quiet(page, 300);
    const go = page.locator('.fab-looked-go, .fab-roll-go');
    if (await go.count()) {
      await tap(page, go.first());
      continue;
    }
    try {
      await logTab.tap({ timeout: 3000 });
      break;
    } catch (e) {
      if (i > 30) throw e;
    }
  }
  await page.locator('.fab-log li').first().waitFor();
  await quiet(page);
  return { logText: (await page.locator('.fab-log').textContent()) ?? '', fetched };
}

test(
  'issue 29/30: a solo game explains the app’s attack in its log; a two-player game fetches no opponent code',
  { timeout: 300_000 },
  async () => {
    const ctx = await browser.newContext(TABLET);
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    const solo = await openLog(page, file);
    assert.match(solo.logText, ODDS, 'the app’s point designation carries its odds');
    assert.ok(
      solo.fetched.some((f) => /fab-opponent/.test(f)),
      'the solo game fetched the opponent’s explanation',
    );

    // the same moves as a two-player game: no odds, and the opponent's code is not fetched
    const parsed = JSON.parse(file);
    delete parsed.game.opponent;
    parsed.game.name = 'Two players';
    const page2 = await ctx.newPage();
    const two = await openLog(page2, JSON.stringify(parsed));
    assert.doesNotMatch(two.logText, ODDS);
    assert.deepEqual(
      two.fetched.filter((f) => /fab-opponent/.test(f)),
      [],
    );
    assert.deepEqual(errors, []);
    await ctx.close();
  },
);
