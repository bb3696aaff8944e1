/**
 * Issue 16 help screens in Chromium, on a new Millbrook game: the guided first turn's note (seen, then
 * skipped), the map key opened from the map's phase bar, a tapped block's unit card (own block: its label;
 * a face-down enemy block: its side only), the turn track with the victory points and conditions; axe and
 * 44 px targets on each; screenshots of the map with its key open at 1024x768, 768x1024 and 390x844
 * (docs/screenshots/fab-key-*.png when SCREENSHOTS=1).
 * Run alone: node scripts/e2e.mjs tests/e2e/fab-key.e2e.mjs
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { BASE, launch, PHONE, TABLET, TABLET_PORTRAIT, tap, watchErrors, a11y } from './harness.mjs';

const RED = ['Border Fusiliers', 'Landwehr', 'Hussar Group', 'Mountain Rifles'];
const SHOTS = process.env.SCREENSHOTS ? 'docs/screenshots' : tmpdir();
mkdirSync(SHOTS, { recursive: true });

const browser = await launch();
test.after(() => browser.close());

/** A new Millbrook game, the tablet taken by the side that must act first (blue). */
async function newGame(page) {
  await page.goto(`${BASE}#/new/fab/fab-millbrook`);
  await tap(page, page.getByRole('button', { name: 'Start the game' }));
  await page.waitForURL(/#\/game\//);
  await tap(page, page.locator('.st-handoff-take'));
  await page.locator('.fab-screen').waitFor();
}

async function openKey(page) {
  await tap(page, page.getByRole('button', { name: 'Map key' }));
  const sheet = page.getByRole('dialog', { name: 'Map key: what each mark means' });
  await sheet.waitFor();
  return sheet;
}

test('guide, map key, unit cards and turn track on the tablet', { timeout: 180_000 }, async () => {
  const ctx = await browser.newContext(TABLET);
  const page = await ctx.newPage();
  const errors = watchErrors(page);
  await newGame(page);

  // the guided first turn: a note next to the thing to tap, inside the window, then skipped
  const note = page.getByRole('note', { name: 'Guide to the first turn' });
  await note.waitFor();
  const box = await note.boundingBox();
  assert.ok(
    box && box.x >= 0 && box.y >= 0 && box.x + box.width <= 1024 && box.y + box.height <= 768,
    'note on screen',
  );
  await a11y(page, 'the guided first turn', { blanks: true });
  await page.screenshot({ path: `${SHOTS}/fab-guide-1024x768.png` });
  await tap(page, note.getByRole('button', { name: 'Skip the guide' }));
  await note.waitFor({ state: 'detached' });

  // the map key, one tap from the map: every entry draws a mark and cites a rule
  const sheet = await openKey(page);
  const entries = sheet.locator('.fab-key-entry');
  assert.ok((await entries.count()) >= 20, 'entries in the key');
  assert.equal(await sheet.locator('.fab-key-entry:not(:has(svg))').count(), 0);
  assert.equal(await sheet.locator('.fab-key-entry:not(:has(a.fab-rule))').count(), 0);
  for (const mark of ['T0', 'T3', 'DF', 'NC', 'RA', 'OS', 'RB'])
    assert.ok((await sheet.locator('svg text', { hasText: new RegExp(`^${mark}$`) }).count()) >= 1, mark);
  await a11y(page, 'the map key', { blanks: true });
  await page.screenshot({ path: `${SHOTS}/fab-key-1024x768.png` });
  await tap(page, sheet.getByRole('button', { name: 'Close the map key' }));
  await sheet.waitFor({ state: 'hidden' });

  // a tap on an own block shows its card; a face-down enemy block's card shows only its side
  const own = page.locator('.fab-map .fab-block:not(.fab-block-back)').first();
  await tap(page, own);
  const card = page.locator('.fab-card');
  await card.waitFor();
  assert.match(await card.innerText(), /Steps[\s\S]*Movement[\s\S]*movement points/);
  await a11y(page, 'a unit card', { blanks: true });
  await page.screenshot({ path: `${SHOTS}/fab-card-1024x768.png` });
  const back = page.locator('.fab-map .fab-block-back').first();
  if (await back.count()) {
    await tap(page, back);
    await card.getByRole('heading', { name: /Eastern League block, face down/ }).waitFor();
    const text = await page.locator('body').innerText();
    assert.deepEqual(
      RED.filter((n) => text.includes(n)),
      [],
      'a red name on blue’s screen',
    );
  }

  // the turn track, the VP and the victory conditions, one tap away
  await tap(page, page.locator('.fab-turn-btn'));
  const turns = page.getByRole('dialog', { name: 'Turn track and victory' });
  await turns.waitFor();
  assert.equal(await turns.locator('.fab-track-turn').count(), 3);
  assert.match(await turns.innerText(), /After turn 3: Western Alliance wins/);
  await a11y(page, 'the turn track', { blanks: true });
  await page.screenshot({ path: `${SHOTS}/fab-turns-1024x768.png` });
  await tap(page, turns.getByRole('button', { name: 'Close the turn track' }));
  assert.deepEqual(errors, []);
  await ctx.close();
});

for (const [device, name] of [
  [TABLET_PORTRAIT, '768x1024'],
  [PHONE, '390x844'],
]) {
  test(`the map key at ${name}`, { timeout: 120_000 }, async () => {
    const ctx = await browser.newContext(device);
    const page = await ctx.newPage();
    await newGame(page);
    const skip = page.getByRole('button', { name: 'Skip the guide' });
    if (await skip.count()) await tap(page, skip);
    // the phase bar with its two buttons, for a look at the map's room (not a README picture)
    await page.screenshot({ path: `${tmpdir()}/fab-bar-${name}.png` });
    await openKey(page);
    await a11y(page, `the map key at ${name}`, { blanks: true });
    await page.screenshot({ path: `${SHOTS}/fab-key-${name}.png` });
    await ctx.close();
  });
}
