/**
 * Backups and keeping the games (issue 15), in Chromium at a tablet viewport: back up all games, clear the
 * browser's storage, restore: every game, roster and bookmark is back and the game plays on; restoring
 * again skips everything. The install offer with a stubbed `beforeinstallprompt`, and the iOS steps and
 * the "may erase" notice with an iPhone's user agent.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { BASE, launch, TABLET, PHONE, tap, watchErrors, smallTargets } from './harness.mjs';

const browser = await launch();
test.after(() => browser.close());

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

async function newFubarGame(page, name) {
  await page.goto(BASE);
  await page.getByRole('heading', { name: 'New game' }).waitFor();
  await tap(page, page.locator('a.st-scenario[href*="/new/fubar/"]').first());
  await page.getByLabel('Game name').fill(name);
  await tap(page, page.getByRole('button', { name: 'Start the game' }));
  await page.waitForURL(/#\/game\//);
  await page.locator('.fubar-screen').waitFor();
}

/** Small targets, leaving out the radio buttons inside the language labels: each label (a 44 px st-btn) is the
 * target, and tapping anywhere on it chooses its radio. */
async function small(page) {
  const radios = await page.locator('label.st-btn input[type=radio]').count();
  const out = await smallTargets(page);
  const inputs = out.filter((x) => x.startsWith('input ""'));
  assert.ok(inputs.length <= radios);
  return out.filter((x) => !x.startsWith('input ""'));
}

/** Serious or critical accessibility violations (axe). */
async function a11y(page) {
  const r = await new AxeBuilder({ page }).analyze();
  return r.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

const logOf = (page) => page.locator('.fubar-screen').getAttribute('data-log');

/** Tap a control that sends an event and wait until the stored move shows. */
async function send(page, locator) {
  const before = await logOf(page);
  await tap(page, locator);
  await page.waitForFunction(
    (b) => {
      const el = document.querySelector('.fubar-screen');
      return el && el.getAttribute('data-log') !== b && el.getAttribute('aria-busy') !== 'true';
    },
    before,
    { timeout: 10_000 },
  );
}

test('back up all games, clear the browser storage, restore: every game, roster and bookmark is back and plays on', async () => {
  const ctx = await browser.newContext({ ...TABLET, acceptDownloads: true });
  const page = await ctx.newPage();
  const errors = watchErrors(page);
  await newFubarGame(page, 'Backed up');
  await send(page, page.getByTestId('roll-initiative'));
  const log = await logOf(page);
  const gameUrl = page.url();

  await page.goto(`${BASE}#/tool/fubar/rosters`);
  await tap(page, page.getByRole('button', { name: 'Start empty' }));
  await page.getByLabel('Roster name').fill('Night raiders');
  await tap(page, page.getByRole('button', { name: '+ Infantry unit' }));
  await tap(page, page.getByRole('button', { name: 'Save roster' }));
  await page.getByText('Roster “Night raiders” saved.').waitFor();

  await page.goto(`${BASE}#/rules/fab/6.6`);
  await tap(page, page.getByRole('button', { name: /Bookmark/ }));
  await page.locator('button[aria-pressed="true"]', { hasText: /Bookmark/ }).waitFor();

  await page.goto(`${BASE}#/settings`);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    tap(page, page.getByRole('button', { name: 'Back up all games' })),
  ]);
  const dir = mkdtempSync(join(tmpdir(), 'backup-'));
  const file = join(dir, download.suggestedFilename());
  await download.saveAs(file);
  assert.match(download.suggestedFilename(), /^sandtable-backup-\d{4}-\d\d-\d\d\.json$/);
  assert.deepEqual(await small(page), []);

  // the browser's storage is cleared (as Safari does after seven days without a visit)
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', { origin: new URL(BASE).origin, storageTypes: 'all' });
  await page.goto(BASE);
  await page.reload();
  await page.getByText('No saved games yet').waitFor();

  await page.goto(`${BASE}#/settings`);
  await page.getByTestId('restore-input').setInputFiles(file);
  await page.getByText('Restored from the backup').waitFor();
  await page.getByText('3 added, 0 skipped, 0 refused.').waitFor();

  await page.goto(BASE);
  const card = page.locator('li.st-game', { hasText: 'Backed up' });
  await card.waitFor();
  await tap(page, card.getByRole('link', { name: 'Resume' }));
  await page.locator('.fubar-screen').waitFor();
  assert.equal(page.url(), gameUrl);
  assert.equal(await logOf(page), log);
  // the game plays on: the next step of the turn is taken and stored
  const phase = await page.locator('.fubar-screen').getAttribute('data-phase');
  if (phase === 'initiative') await send(page, page.getByTestId('roll-initiative'));
  else {
    assert.equal(phase, 'activation');
    await tap(page, page.locator('.fubar-step .fubar-choice').first());
    await tap(page, page.getByTestId('sight-yes'));
    await send(page, page.getByTestId('roll-activation'));
  }
  await page.goto(`${BASE}#/tool/fubar/rosters`);
  await page.locator('.fubar-roster-list', { hasText: 'Night raiders' }).waitFor();
  await page.goto(`${BASE}#/rules/fab/6.6`);
  await page.locator('button[aria-pressed="true"]', { hasText: /Bookmark/ }).waitFor();

  // restoring the same backup again changes nothing: everything is skipped
  await page.goto(`${BASE}#/settings`);
  await page.getByTestId('restore-input').setInputFiles(file);
  await page.getByText('0 added, 3 skipped, 0 refused.').waitFor();
  assert.deepEqual(await a11y(page), []);
  assert.deepEqual(errors, []);
  await ctx.close();
  rmSync(dir, { recursive: true, force: true });
});

test('the install offer uses the browser’s install event (stubbed) once, with a 44 px button', async () => {
  const ctx = await browser.newContext(TABLET);
  const page = await ctx.newPage();
  const errors = watchErrors(page);
  await page.goto(BASE);
  await page.getByRole('heading', { name: 'New game' }).waitFor();
  await page.evaluate(() => {
    const e = new Event('beforeinstallprompt', { cancelable: true });
    e.prompt = async () => {
      window.__prompted = (window.__prompted ?? 0) + 1;
    };
    e.userChoice = Promise.resolve({ outcome: 'accepted' });
    window.dispatchEvent(e);
  });
  await page.goto(`${BASE}#/settings`);
  const button = page.getByRole('button', { name: 'Install the app' });
  await button.waitFor();
  assert.deepEqual(await small(page), []);
  await tap(page, button);
  await button.waitFor({ state: 'detached' });
  assert.equal(await page.evaluate(() => window.__prompted), 1);
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('on an iPhone in a tab: the Share, then Add to Home Screen steps, and the notice told once', async () => {
  const ctx = await browser.newContext({ ...PHONE, userAgent: IPHONE_UA });
  const page = await ctx.newPage();
  const errors = watchErrors(page);
  await page.goto(`${BASE}#/settings`);
  await page.getByText('Tap the Share button').waitFor();
  await page.getByText('Add to Home Screen').waitFor();
  await page.goto(BASE);
  assert.equal(await page.getByText('This browser may erase your games').count(), 0); // nothing saved yet
  await newFubarGame(page, 'Phone game');
  await page.goto(BASE);
  const notice = page.locator('.st-notice');
  await notice.getByText('This browser may erase your games').waitFor();
  await notice.getByRole('button', { name: 'Back up all games' }).waitFor();
  assert.deepEqual(await a11y(page), []);
  assert.deepEqual(await small(page), []);
  await tap(page, notice.getByRole('button', { name: 'Got it' }));
  await notice.waitFor({ state: 'detached' });
  await page.reload();
  await page.locator('li.st-game', { hasText: 'Phone game' }).waitFor();
  assert.equal(await page.locator('.st-notice').count(), 0);
  assert.deepEqual(errors, []);
  await ctx.close();
});
