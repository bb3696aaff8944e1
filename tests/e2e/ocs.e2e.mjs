/**
 * The OCS movement phase in Chromium at tablet sizes: start the demo scenario, end the breakout
 * segment, move a unit by taps (select its hex, tap a lit hex, read the path, commit), check the map
 * fits without sideways scrolling, every target is at least 44 px, and the page logs no error.
 * Run alone: npm run build && node scripts/e2e.mjs tests/e2e/ocs.e2e.mjs --no-build
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE, launch, PHONE, TABLET, TABLET_PORTRAIT, tap, smallTargets, watchErrors } from './harness.mjs';

const browser = await launch();
test.after(() => browser.close());

async function ocsOffered(page) {
  await page.goto(BASE);
  await page.getByRole('heading', { name: 'New game' }).waitFor();
  await page.waitForTimeout(300);
  return (await page.locator('a.st-scenario', { hasText: 'Valley of Rails' }).count()) > 0;
}

async function newOcsGame(page, name) {
  await tap(page, page.locator('a.st-scenario', { hasText: 'Valley of Rails' }).first());
  await page.getByLabel('Game name').fill(name);
  await tap(page, page.getByRole('button', { name: 'Start the game' }));
  await page.waitForURL(/#\/game\//);
  await page.locator('.ocs-screen').waitFor();
}

// Axial keys of demo hexes: 1/3 Fusiliers stand in column 3 row 7 ("0,7"); two hexes east along the road is "2,7".
const FUSILIERS = '0,7';
const EAST_TWO = '2,7';

for (const [label, device] of [
  ['landscape tablet', TABLET],
  ['portrait tablet', TABLET_PORTRAIT],
  ['phone', PHONE],
]) {
  test(`a unit moved by taps on the hex map (${label})`, async () => {
    const context = await browser.newContext(device);
    const page = await context.newPage();
    const errors = watchErrors(page);
    try {
      assert.ok(await ocsOffered(page), 'OCS scenarios are offered on the home screen');
      await newOcsGame(page, `OCS ${label}`);
      await tap(page, page.getByRole('button', { name: 'End breakouts' }));
      await page.getByText('Movement segment').first().waitFor();
      await tap(page, page.locator(`[data-hex="${FUSILIERS}"]`));
      await page.getByText(/Selected in hex 0408/).waitFor();
      assert.ok((await page.locator('.ocs-mark-reach').count()) > 3, 'reachable hexes are lit');
      await tap(page, page.locator(`[data-hex="${EAST_TWO}"]`));
      await page.getByText(/Path to 0608/).waitFor();
      await tap(page, page.getByRole('button', { name: 'Move here' }));
      await page.waitForFunction(
        (k) =>
          /units of Northern Army/.test(document.querySelector(`[data-hex="${k}"]`)?.getAttribute('aria-label') ?? ''),
        EAST_TWO,
      );
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      assert.ok(overflow <= 0, `no sideways scrolling (${overflow}px)`);
      assert.deepEqual(await smallTargets(page), []);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
}

test('the movement calculator prices hexes for a physical map and refuses prohibited terrain', async () => {
  const context = await browser.newContext(TABLET);
  const page = await context.newPage();
  const errors = watchErrors(page);
  try {
    assert.ok(await ocsOffered(page), 'OCS scenarios are offered on the home screen');
    await page.goto(`${BASE}#/tool/ocs/calculator`);
    await page.getByRole('heading', { name: 'Movement calculator' }).first().waitFor();
    await tap(page, page.getByRole('button', { name: 'Forest' }).nth(1));
    assert.match(await page.locator('.ocs-verdict').textContent(), /Legal: 2 of 6 MP/);
    await tap(page, page.getByRole('button', { name: 'Add a hex' }));
    await tap(page, page.getByRole('button', { name: 'Mountain' }).nth(2));
    assert.match(await page.locator('.ocs-verdict').textContent(), /Legal: 5 of 6 MP/);
    await page.getByLabel('Movement type').selectOption('wheeled');
    assert.match(await page.locator('.ocs-verdict').textContent(), /Not allowed \(terrain\)/);
    assert.deepEqual(await smallTargets(page), []);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('a breakout roll and a rail move by taps, each shown on the map and in the dice log', async () => {
  const context = await browser.newContext(TABLET);
  const page = await context.newPage();
  const errors = watchErrors(page);
  try {
    assert.ok(await ocsOffered(page), 'OCS scenarios are offered on the home screen');
    await newOcsGame(page, 'OCS rail');
    await tap(page, page.getByRole('button', { name: /Attempt breakout: 4th Rifles/ }));
    await page.locator('.ocs-notes li').first().waitFor();
    assert.match(
      await page.locator('.ocs-notes').textContent(),
      /4th Rifles (broke out|failed to break out) on a [1-6]/,
    );
    await tap(page, page.getByRole('button', { name: 'End breakouts' }));
    await tap(page, page.locator('[data-hex="0,3"]')); // 9th Durham Bn at Port Sable
    await tap(page, page.getByRole('tab', { name: 'Rail' }));
    // Serin lies past the double track, so the battalion uses its full half RE
    await tap(page, page.getByRole('button', { name: /Rail to 1404 \(Serin\)/ }));
    await page.waitForFunction(() =>
      /units of Northern Army/.test(document.querySelector('[data-hex="12,3"]')?.getAttribute('aria-label') ?? ''),
    );
    assert.match(await page.locator('.ocs-banner').textContent(), /Rail capacity used this turn: 0.5 of 2 RE/);
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});

test('a stored game is drawn from its last position while the phase chart and checks are still on their way (issue 30)', async () => {
  // no service worker, so the page's own requests can be held back: the later part (machines/ocs/chart-part.ts with
  // xstate, the checks, the scenario's body) answers only once the game is on screen
  const context = await browser.newContext({ ...TABLET, serviceWorkers: 'block' });
  const page = await context.newPage();
  const errors = watchErrors(page);
  try {
    assert.ok(await ocsOffered(page), 'OCS scenarios are offered on the home screen');
    await newOcsGame(page, 'OCS later part');
    await tap(page, page.getByRole('button', { name: 'End breakouts' }));
    await page.getByText('Movement segment').first().waitFor();
    let release;
    const released = new Promise((r) => (release = r));
    const held = [];
    await page.route(/\/assets\/(?:ocs-checks|charts)-[^/]*\.js$/, async (route) => {
      held.push(route.request().url());
      await released;
      await route.continue();
    });
    await page.reload();
    await page.locator('.ocs-screen').waitFor();
    await page.getByText('Movement segment').first().waitFor();
    await page.locator(`[data-hex="${FUSILIERS}"]`).waitFor();
    await tap(page, page.locator(`[data-hex="${FUSILIERS}"]`));
    await page.getByText(/Selected in hex 0408/).waitFor();
    assert.ok((await page.locator('.ocs-mark-reach').count()) > 3, 'reachable hexes are lit without the chart');
    // the screen asks for its later part once drawn (in idle time): it is held until now
    for (let t = 0; held.length === 0 && t < 100; t++) await page.waitForTimeout(100);
    assert.ok(held.length > 0, 'the screen asked for its later part after drawing');
    assert.equal(await page.locator('.ocs-screen').count(), 1);
    release();
    await tap(page, page.locator(`[data-hex="${EAST_TWO}"]`));
    await tap(page, page.getByRole('button', { name: 'Move here' }));
    await page.waitForFunction(
      (k) =>
        /units of Northern Army/.test(document.querySelector(`[data-hex="${k}"]`)?.getAttribute('aria-label') ?? ''),
      EAST_TWO,
    );
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
