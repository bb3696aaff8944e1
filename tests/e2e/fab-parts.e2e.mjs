/**
 * Issue 30 in Chromium: a stored FAB game is drawn from the cache of its last move while its turn chart (with xstate)
 * and combat rules are still on their way (machines/fab/turn-part.ts, in the fab-combat chunk, and the charts chunk).
 * The hand-off panel comes up without them; what the taking side reads first (what the other side did) waits for them
 * with "Loading", never an error; once they are here the summary, the map and the log follow.
 * Run alone: npm run build && node scripts/e2e.mjs tests/e2e/fab-parts.e2e.mjs --no-build
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE, launch, TABLET, watchErrors, tapRetry as tap } from './harness.mjs';
import { driverScript } from '../../scripts/bench/build-driver.mjs';

const browser = await launch();
test.after(() => browser.close());
const driver = await driverScript();

test(
  'a stored FAB game opens covered while its turn chart is on its way, then plays on',
  { timeout: 120_000 },
  async () => {
    // no service worker, so the page's own requests can be held back
    const context = await browser.newContext({ ...TABLET, serviceWorkers: 'block' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    try {
      await page.goto(BASE);
      await page.getByRole('heading', { name: 'Saved games' }).waitFor();
      await page.evaluate(driver);
      // a Millbrook game played by random legal moves (seeded) into a movement phase after 30 moves or more: a game in
      // a combat phase waits for the combat rules before it is drawn, by design (its round's panel shows at once)
      const id = await page.evaluate(async () => {
        const d = globalThis.SandtableDriver;
        const game = await d.newGame('fab', 11);
        for (let n = 0; n < 150; n++) {
          await d.play(game, 11 + n, 1);
          const at = await d.position(game);
          if (n >= 30 && /movement/.test(at.phase) && !at.round) return game;
        }
        throw new Error('the game never stood in a movement phase');
      });
      let release;
      const released = new Promise((r) => (release = r));
      const held = [];
      await page.route(/\/assets\/(?:fab-combat|charts)-[^/]*\.js$/, async (route) => {
        held.push(route.request().url());
        await released;
        await route.continue();
      });
      await page.goto(`${BASE}#/game/${encodeURIComponent(id)}`);
      await page.reload();
      // drawn without them: the hand-off panel, the game's status in it
      const take = page.locator('.st-handoff-take');
      await take.waitFor();
      for (let t = 0; held.length === 0 && t < 50; t++) await page.waitForTimeout(100);
      assert.ok(
        held.some((u) => /fab-combat/.test(u)),
        'the turn chart was asked for while the panel was up',
      );
      await tap(page, take);
      // what the other side did waits for the chart that replays it: "Loading", no error
      await page.locator('.fab-looked[aria-busy="true"], .fab-screen').first().waitFor();
      assert.equal(await page.locator('[role="alert"].st-error, .st-error').count(), 0);
      release();
      const go = page.locator('.fab-looked-go');
      await page.locator('.fab-looked-go, .fab-screen').first().waitFor();
      if (await go.count()) await tap(page, go);
      await page.locator('.fab-screen').waitFor();
      // the log is built by replaying the record through the chart
      await tap(page, page.getByRole('tab', { name: /log/i }));
      await page.locator('.fab-log li').first().waitFor();
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  },
);
