// Takes the README's screenshots of the main screens at tablet (landscape, portrait) and phone sizes.
// Usage: npm run build && node scripts/screenshots.mjs   (writes docs/screenshots/*.png; ONLY=clocks,ocs-whole-map
// takes only those)
import { launch, TABLET, TABLET_PORTRAIT, PHONE, tap, startGame } from '../tests/e2e/harness.mjs';
import { startServer } from './serve.mjs';

const server = await startServer({ dir: 'dist', port: 0 });
const base = `http://127.0.0.1:${server.address().port}/`;
const browser = await launch();
const devices = [
  ['tablet', TABLET],
  ['portrait', TABLET_PORTRAIT],
  ['phone', PHONE],
];

const only = process.env.ONLY ? process.env.ONLY.split(',') : null;

async function shoot(name, device, steps) {
  if (only && !only.includes(name)) return;
  const ctx = await browser.newContext(device[1]);
  const page = await ctx.newPage();
  await steps(page);
  await page.waitForTimeout(400);
  await page.screenshot({ path: `docs/screenshots/${name}-${device[0]}.png` });
  await ctx.close();
}

const newGame = (system, scenario) => async (page) => {
  await page.goto(`${base}#/new/${system}/${scenario}`);
  await tap(page, page.getByRole('button', { name: 'Start the game' }));
  await page.waitForURL(/#\/game\//);
};

for (const d of devices) {
  await shoot('home', d, async (page) => {
    await page.goto(base);
    await page.getByRole('heading', { name: 'New game' }).waitFor();
  });
  await shoot('rules', d, async (page) => {
    await page.goto(`${base}#/rules/fab/6.42`);
    await page.locator('#ref-sec-title').waitFor();
  });
  await shoot('fab', d, async (page) => {
    await newGame('fab', 'fab-varna-gap')(page);
    await tap(page, page.getByRole('button', { name: /I am/ }));
    await page.locator('svg').first().waitFor();
  });
  await shoot('fubar', d, async (page) => {
    await newGame('fubar', 'fubar-crossroads')(page);
    await tap(page, page.getByRole('button', { name: 'Roll initiative' }));
    await page.locator('.fubar-last').waitFor();
  });
  await shoot('ocs', d, async (page) => {
    await newGame('ocs', 'ocs-valley-of-rails')(page);
    await tap(page, page.getByRole('button', { name: 'End breakouts' }));
    await tap(page, page.locator('[data-hex="0,7"]'));
    await page.getByText(/Selected in hex/).waitFor();
  });
  // issue 27: the layout items (each also measured in tests/e2e/layout-27.e2e.mjs)
  await shoot('ocs-whole-map', d, async (page) => {
    await newGame('ocs', 'ocs-valley-of-rails')(page);
    await tap(page, page.getByRole('button', { name: 'End breakouts' }));
    await tap(page, page.getByRole('button', { name: 'Whole map' }));
  });
  await shoot('rules-search', d, async (page) => {
    await page.goto(`${base}#/rules/fab`);
    await page.getByRole('searchbox', { name: 'Search the rules' }).fill('retreat');
    await page.locator('#ref-results li a').first().waitFor();
  });
  await shoot('clocks', d, async (page) => {
    await page.goto(`${base}#/new/fab/fab-millbrook`);
    await startGame(page);
    await page.locator('.st-handoff-take, .fab-screen').first().waitFor();
    if (await page.locator('.st-handoff-take').count()) await tap(page, page.locator('.st-handoff-take'));
    await page.locator('.fab-screen').waitFor();
    await tap(page, page.getByRole('button', { name: 'Notes' }));
    await page.getByLabel('Clock per side').check();
    await tap(page, page.getByRole('button', { name: 'Notes' }));
    await page.locator('.st-clock-running').waitFor();
    const skip = page.getByRole('button', { name: 'Skip the guide' });
    if (await skip.count()) await tap(page, skip);
  });
  await shoot('new-game', d, async (page) => {
    await page.goto(`${base}#/new/fab/fab-millbrook`);
    await page.getByRole('button', { name: 'Start the game' }).waitFor();
  });
}
await browser.close();
server.close();
console.log('screenshots written to docs/screenshots/');
