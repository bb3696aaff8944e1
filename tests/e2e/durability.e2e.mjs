/**
 * Nothing the player saw is ever lost: the browser is killed (SIGKILL, like a dead battery) right after a
 * roll's result appears; on reopening, the game is exactly where it was, down to that roll. The store is
 * exercised in a real browser here (IndexedDB transactions close at the next task, unlike fake-indexeddb).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { BASE, launchProfile, tap, tempProfile } from './harness.mjs';

function killBrowser(profileDir) {
  // No shell in between (it would match its own command line); pkill never matches itself.
  const r = spawnSync('pkill', ['-9', '-f', '--', `--user-data-dir=${profileDir}`]);
  assert.equal(r.status, 0, 'the browser process was found and killed');
}

/** A new FUBAR game named `name`, its initiative rolled: the game's address, the roll as shown, the log's length. */
async function rollInNewGame(page, name) {
  await page.goto(BASE);
  await tap(page, page.locator('a.st-scenario[href*="/new/fubar/"]').first());
  await page.getByLabel('Game name').fill(name);
  await tap(page, page.getByRole('button', { name: 'Start the game' }));
  await page.waitForURL(/#\/game\//);
  const gameUrl = page.url();
  await tap(page, page.getByRole('button', { name: 'Roll initiative' }));
  const shown = page.locator('.fubar-last');
  await shown.waitFor();
  return {
    gameUrl,
    seen: await shown.innerText(),
    logCount: await page.locator('.fubar-screen').getAttribute('data-log'),
  };
}

test('a roll shown on screen survives killing the browser at once', async () => {
  const profile = tempProfile();
  try {
    let ctx = await launchProfile(profile.dir);
    let page = ctx.pages()[0] ?? (await ctx.newPage());
    const { gameUrl, seen, logCount } = await rollInNewGame(page, 'Battery test');
    // The result is on screen: kill immediately, no chance for a clean shutdown.
    killBrowser(profile.dir);
    await ctx.close().catch(() => undefined);

    ctx = await launchProfile(profile.dir);
    page = ctx.pages()[0] ?? (await ctx.newPage());
    await page.goto(gameUrl);
    await page.locator('.fubar-last').waitFor();
    assert.equal(await page.locator('.fubar-last').innerText(), seen);
    assert.equal(await page.locator('.fubar-screen').getAttribute('data-log'), logCount);
    // And the home screen lists it with its current state.
    await page.goto(BASE);
    await page.locator('li.st-game', { hasText: 'Battery test' }).waitFor();
    await ctx.close();
  } finally {
    profile.remove();
  }
});

test('the browser throws the database away: the games come back from the second copy, and the player is told', async () => {
  const profile = tempProfile();
  let ctx = null;
  try {
    ctx = await launchProfile(profile.dir);
    let page = ctx.pages()[0] ?? (await ctx.newPage());
    const { gameUrl, seen, logCount } = await rollInNewGame(page, 'Lost and found');
    // What Chromium does when it finds the database damaged at opening: it deletes it, and only it (the kill
    // that damages it is in reliability-crash.e2e.mjs; here the loss itself, every time). From a page of the
    // origin that runs none of the app's code, so that no connection holds the database open.
    await page.goto(`${BASE}manifest.webmanifest`);
    await page.evaluate(
      () =>
        new Promise((ok, ko) => {
          const r = indexedDB.deleteDatabase('sandtable');
          r.onsuccess = ok;
          r.onerror = () => ko(r.error);
          r.onblocked = () => ko(new Error('blocked'));
        }),
    );
    await ctx.close();

    ctx = await launchProfile(profile.dir);
    page = ctx.pages()[0] ?? (await ctx.newPage());
    await page.goto(BASE);
    const notice = page.getByRole('region', { name: 'Your games were put back' });
    await notice.waitFor();
    assert.match(await notice.innerText(), /put your game back/);
    await page.locator('li.st-game', { hasText: 'Lost and found' }).waitFor();
    await tap(page, notice.getByRole('button', { name: 'Got it' }));
    await notice.waitFor({ state: 'detached' });
    await page.goto(gameUrl);
    await page.locator('.fubar-last').waitFor();
    assert.equal(await page.locator('.fubar-last').innerText(), seen);
    assert.equal(await page.locator('.fubar-screen').getAttribute('data-log'), logCount);
  } finally {
    await ctx?.close().catch(() => undefined);
    profile.remove();
  }
});
