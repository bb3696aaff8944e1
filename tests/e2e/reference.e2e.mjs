/**
 * The rules reference at the table: search in each language, open the result, deep links, bookmarks kept
 * across reloads, and no horizontal scrolling on a phone.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE, launch, PHONE, TABLET, tap, watchErrors } from './harness.mjs';

const browser = await launch();
test.after(() => browser.close());

async function setLanguage(page, label) {
  await page.goto(`${BASE}#/settings`);
  await tap(page, page.getByLabel(label));
}

for (const [label, query, heading, placeholder] of [
  ['English', 'retreat', 'Rules reference', /Search/],
  ['Español', 'retirada', 'Reglamento', /Buscar/],
  ['Français', 'retraite', 'Règles', /Chercher/],
]) {
  test(`searching "${query}" in ${label} finds FAB 6.6 and opens it`, async () => {
    const ctx = await browser.newContext(TABLET);
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    await setLanguage(page, label);
    await page.goto(`${BASE}#/rules`);
    await page.getByRole('heading', { name: heading, exact: true }).waitFor();
    const box = page.getByRole('searchbox');
    assert.match(await box.getAttribute('placeholder'), placeholder);
    await box.fill(query);
    const hit = page.locator('#ref-results a', { hasText: '6.6' }).first();
    await hit.waitFor();
    await tap(page, hit);
    await page.waitForURL(/#\/rules\/fab\/6\.6$/);
    await page.locator('#ref-sec-title', { hasText: '6.6' }).waitFor();
    assert.deepEqual(errors, []);
    await ctx.close();
  });
}

test('a deep link opens the section; a lettered citation opens its section; bookmarks survive a reload', async () => {
  const ctx = await browser.newContext(TABLET);
  const page = await ctx.newPage();
  await page.goto(`${BASE}#/rules/fab/6.42c`);
  await page.locator('#ref-sec-title', { hasText: '6.42' }).waitFor();
  await page.getByText('Rule 6.42c is part of this section.').waitFor();
  await tap(page, page.getByRole('button', { name: /Bookmark/ }));
  await page.getByRole('button', { name: /Bookmarked/ }).waitFor();
  await page.goto(`${BASE}#/rules`);
  await page.reload();
  const bm = page.locator('section', { has: page.getByRole('heading', { name: 'Bookmarks' }) });
  await bm.getByRole('link', { name: /FAB 6\.42/ }).waitFor();
  await page
    .locator('section', { has: page.getByRole('heading', { name: 'Recently viewed' }) })
    .getByRole('link', { name: /6\.42/ })
    .waitFor();
  // A cross-reference inside the text is a link.
  await page.goto(`${BASE}#/rules/fab/6.42`);
  await tap(page, page.locator('.st-ref-main a[href="#/rules/fab/6.6"]').first());
  await page.locator('#ref-sec-title', { hasText: '6.6' }).waitFor();
  await page.goBack();
  await page.locator('#ref-sec-title', { hasText: '6.42' }).waitFor();
  await ctx.close();
});

test('on a phone a section with a wide table does not scroll sideways', async () => {
  const ctx = await browser.newContext(PHONE);
  const page = await ctx.newPage();
  await page.goto(`${BASE}#/rules/fab/6.42`);
  await page.locator('#ref-sec-title').waitFor();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  assert.ok(overflow <= 0, `page is ${overflow}px wider than the screen`);
  await ctx.close();
});

test('a refused move links to the rule it cites, and Back returns to the same game state', async () => {
  const ctx = await browser.newContext(TABLET);
  const page = await ctx.newPage();
  const errors = watchErrors(page);
  await page.goto(BASE);
  await tap(page, page.locator('a.st-scenario', { hasText: 'Valley of Rails' }).first());
  await tap(page, page.getByRole('button', { name: 'Start the game' }));
  await page.locator('.ocs-screen').waitFor();
  await tap(page, page.getByRole('button', { name: 'End breakouts' }));
  await page.getByText('Movement segment').first().waitFor();
  await tap(page, page.locator('[data-hex="0,7"]'));
  await page.getByText(/Selected in hex 0408/).waitFor();
  await tap(page, page.locator('[data-hex="0,2"]')); // far beyond its movement points
  // the stop sign is drawn (SVG), not a font glyph
  const refusal = page.locator('.ocs-refusal', { has: page.locator('svg[data-icon="stop"]') }).first();
  await refusal.waitFor();
  const link = refusal.locator('a[href^="#/rules/ocs/"]');
  const target = (await link.getAttribute('href')).split('/').pop();
  const gameUrl = page.url();
  await tap(page, link);
  await page.waitForURL(new RegExp(`#/rules/ocs/${target}$`));
  await page.locator('#ref-sec-title').waitFor();
  await tap(page, page.getByRole('button', { name: 'Back', exact: true }));
  await page.waitForURL(gameUrl);
  await page.getByText('Movement segment').first().waitFor();
  // The unit has not moved and the game is at the same point.
  await tap(page, page.locator('[data-hex="0,7"]'));
  await page.getByText(/Selected in hex 0408/).waitFor();
  await page
    .getByText(/1\/3 Fusiliers/)
    .first()
    .waitFor();
  await page.getByText('4 MP left').first().waitFor();
  assert.deepEqual(errors, []);
  await ctx.close();
});
