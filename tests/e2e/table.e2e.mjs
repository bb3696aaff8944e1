/**
 * At the table, in Chromium with touch: rules search in each language from each interface language (the
 * result in the interface language, the query back after Back, section numbers in quick cards as links);
 * drag, pinch, wheel, double tap and arrow keys on the OCS hex map; FUBAR's turned screen inside the window;
 * the theme switch, colour-blind palette and large dice; 44 px language choices named in their own language;
 * axe on the OCS selected-unit card in light and dark.
 * Screenshots for people: SHOTS_DIR=/some/dir node scripts/e2e.mjs tests/e2e/table.e2e.mjs
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import AxeBuilder from '@axe-core/playwright';
import { BASE, launch, PHONE, TABLET, tap, smallTargets, watchErrors } from './harness.mjs';

const browser = await launch();
test.after(() => browser.close());
const SHOTS = process.env.SHOTS_DIR;
const shot = async (page, name) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
};

async function setLanguage(page, label) {
  await page.goto(`${BASE}#/settings`);
  await tap(page, page.getByLabel(label, { exact: true }));
}

const LANGS = [
  ['English', 'Retreats', 'Rules reference'],
  ['Español', 'Retiradas', 'Reglamento'],
  ['Français', 'Retraites', 'Règles'],
];

for (const [label, title, heading] of LANGS) {
  test(`rules search in the ${label} interface: "retreat", "retirada" and "retraite" each open FAB 6.6 "${title}"`, async () => {
    const ctx = await browser.newContext(TABLET);
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    await setLanguage(page, label);
    await page.goto(`${BASE}#/rules`);
    await page.getByRole('heading', { name: heading, exact: true }).waitFor();
    const box = page.getByRole('searchbox');
    for (const query of ['retreat', 'retirada', 'retraite']) {
      await box.fill(query);
      const first = page.locator('#ref-results li a').first();
      // the section about the word comes first, named in the interface language
      await page.waitForFunction(
        (want) => document.querySelector('#ref-results li a')?.getAttribute('href') === want,
        '#/rules/fab/6.6',
      );
      assert.match(await first.innerText(), new RegExp(title));
      await tap(page, first);
      await page.waitForURL(/#\/rules\/fab\/6\.6$/);
      await page.locator('#ref-sec-title', { hasText: title }).waitFor();
      // Back: the query and its results are there again
      await page.goBack();
      await page.locator('#ref-results li a').first().waitFor();
      assert.equal(await box.inputValue(), query);
    }
    assert.deepEqual(errors, []);
    await ctx.close();
  });
}

test('section numbers written in a quick card are links (French combat round card)', async () => {
  const ctx = await browser.newContext(TABLET);
  const page = await ctx.newPage();
  await setLanguage(page, 'Français');
  await page.goto(`${BASE}#/rules/fab/card:combat-round`);
  await page.locator('#ref-card-title').waitFor();
  const link = page.locator('.st-ref-card p a[href="#/rules/fab/6.42"], .st-ref-card li a[href="#/rules/fab/6.42"]');
  assert.ok((await link.count()) > 0, 'a bare 6.42 in the card text is a link');
  await tap(page, link.first());
  await page.locator('#ref-sec-title', { hasText: '6.42' }).waitFor();
  await ctx.close();
});

async function newOcsGame(page) {
  await page.goto(BASE);
  await tap(page, page.locator('a.st-scenario', { hasText: 'Valley of Rails' }).first());
  await page.getByLabel('Game name').fill('Table OCS');
  await tap(page, page.getByRole('button', { name: 'Start the game' }));
  await page.waitForURL(/#\/game\//);
  await page.locator('.ocs-screen').waitFor();
}

const viewBox = async (page) => (await page.locator('.ocs-map > svg').getAttribute('viewBox')).split(' ').map(Number);

for (const [label, device] of [
  ['tablet', TABLET],
  ['phone', PHONE],
]) {
  test(`the OCS hex map pans and zooms by drag, pinch, wheel, double tap and arrow keys (${label})`, async () => {
    const ctx = await browser.newContext(device);
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    await newOcsGame(page);
    const svg = page.locator('.ocs-map > svg');
    await svg.scrollIntoViewIfNeeded();
    // start from the whole map, so that every gesture has room to zoom in
    await tap(page, page.getByRole('button', { name: 'Whole map' }));
    const r = await svg.boundingBox();
    const cx = r.x + r.width / 2,
      cy = r.y + r.height / 2;
    const cdp = await ctx.newCDPSession(page);
    const touch = (type, points) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: points.map(([x, y], id) => ({ x, y, id, radiusX: 2, radiusY: 2, force: 1 })),
      });

    // pinch out: the view gets narrower (zoomed in) around the fingers
    let v0 = await viewBox(page);
    await touch('touchStart', [
      [cx - 40, cy],
      [cx + 40, cy],
    ]);
    for (let i = 1; i <= 8; i++)
      await touch('touchMove', [
        [cx - 40 - i * 12, cy],
        [cx + 40 + i * 12, cy],
      ]);
    await touch('touchEnd', []);
    await page.waitForTimeout(100);
    let v1 = await viewBox(page);
    assert.ok(v1[2] < v0[2] * 0.7, `pinch zoomed in: width ${v0[2]} -> ${v1[2]}`);

    // one-finger drag: the map follows the finger (the view moves the other way)
    await page.waitForTimeout(400);
    v0 = v1;
    await touch('touchStart', [[cx, cy]]);
    for (let i = 1; i <= 6; i++) await touch('touchMove', [[cx - i * 15, cy - i * 10]]);
    await touch('touchEnd', []);
    await page.waitForTimeout(100);
    v1 = await viewBox(page);
    assert.ok(v1[0] > v0[0] && v1[1] > v0[1], `drag panned: ${v0.slice(0, 2)} -> ${v1.slice(0, 2)}`);
    assert.equal(v1[2], v0[2], 'a drag does not zoom');

    // mouse drag works the same way; a drag is not a tap (no hex gets selected)
    v0 = v1;
    await page.mouse.move(cx, cy);
    await page.mouse.down();
    await page.mouse.move(cx + 60, cy + 40, { steps: 6 });
    await page.mouse.up();
    await page.waitForTimeout(100);
    v1 = await viewBox(page);
    assert.ok(v1[0] < v0[0], `mouse drag panned: ${v0[0]} -> ${v1[0]}`);
    assert.equal(await page.getByText(/Selected in hex/).count(), 0);

    // wheel out, then double tap in
    v0 = v1;
    await page.mouse.move(cx, cy);
    await page.mouse.wheel(0, 200);
    await page.waitForTimeout(100);
    v1 = await viewBox(page);
    assert.ok(v1[2] > v0[2], `wheel zoomed out: ${v0[2]} -> ${v1[2]}`);
    v0 = v1;
    await page.waitForTimeout(400);
    await page.touchscreen.tap(cx + 3, cy + 3);
    await page.waitForTimeout(60);
    await page.touchscreen.tap(cx + 3, cy + 3);
    await page.waitForTimeout(100);
    v1 = await viewBox(page);
    assert.ok(v1[2] < v0[2], `double tap zoomed in: ${v0[2]} -> ${v1[2]}`);

    // arrow keys pan while the map has the focus
    await svg.focus();
    v0 = await viewBox(page);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    v1 = await viewBox(page);
    assert.ok(v1[0] > v0[0] && v1[1] > v0[1], `arrow keys panned: ${v0.slice(0, 2)} -> ${v1.slice(0, 2)}`);
    await shot(page, `ocs-map-${device.viewport.width}x${device.viewport.height}`);
    assert.deepEqual(errors, []);
    await ctx.close();
  });
}

test('the OCS selected-unit card ("… RE · … MP left") passes axe colour contrast, light and dark', async () => {
  for (const theme of ['Light', 'Dark']) {
    const ctx = await browser.newContext(TABLET);
    const page = await ctx.newPage();
    await page.goto(`${BASE}#/settings`);
    await tap(page, page.getByLabel(theme, { exact: true }));
    await newOcsGame(page);
    await tap(page, page.getByRole('button', { name: 'End breakouts' }));
    await tap(page, page.locator('[data-hex="0,7"]'));
    await page.getByText(/Selected in hex 0408/).waitFor();
    const card = page.locator('.ocs-unitbtn[aria-pressed="true"]');
    await card.first().waitFor();
    assert.match(await card.first().innerText(), /MP left/);
    const r = await new AxeBuilder({ page })
      .include('.ocs-unitbtn[aria-pressed="true"]')
      .withRules(['color-contrast'])
      .analyze();
    assert.ok(r.passes.length + r.incomplete.length > 0, 'axe looked at the card');
    assert.deepEqual(
      r.violations.map((v) => v.nodes.map((n) => n.failureSummary)),
      [],
      `contrast on the selected unit (${theme})`,
    );
    if (theme === 'Dark') await shot(page, 'ocs-dark-1024x768');
    await ctx.close();
  }
});

async function newFubarGame(page) {
  await page.goto(BASE);
  await tap(page, page.locator('a.st-scenario', { hasText: 'Crossroads' }).first());
  await page.getByLabel('Game name').fill('Table FUBAR');
  const rosters = page.getByLabel('Roster');
  await rosters.nth(0).selectOption({ label: 'Rifle section' });
  await rosters.nth(1).selectOption({ label: 'Militia' });
  await tap(page, page.getByRole('button', { name: 'Start the game' }));
  await page.waitForURL(/#\/game\//);
  await page.locator('.fubar-screen').waitFor();
}

for (const [label, device] of [
  ['tablet', TABLET],
  ['phone', PHONE],
]) {
  test(`FUBAR's turned screen turns the bar too and keeps the step card inside the window (${label})`, async () => {
    const ctx = await browser.newContext(device);
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    await newFubarGame(page);
    // scrolled down first, as at the table: turning must still show the top of the screen
    await page.mouse.wheel(0, 600);
    await tap(page, page.getByRole('button', { name: /Turn the screen/ }));
    await page.waitForTimeout(200);
    const { w, h } = { w: device.viewport.width, h: device.viewport.height };
    const host = await page
      .locator('.st-game-host')
      .evaluate((el) => ({ t: getComputedStyle(el).transform, r: el.getBoundingClientRect().toJSON() }));
    assert.match(host.t, /^matrix\(-1, [^,]+, [^,]+, -1/, `the whole host is turned: ${host.t}`);
    for (const sel of ['.st-gamebar', '.fubar-bar', '.fubar-step', '.fubar-rotate']) {
      const b = await page.locator(sel).first().boundingBox();
      assert.ok(b, `${sel} is drawn`);
      assert.ok(
        b.x >= -1 && b.y >= -1 && b.x + b.width <= w + 1 && b.y + b.height <= h + 1,
        `${sel} within the ${w}x${h} window: ${JSON.stringify(b)}`,
      );
    }
    // the big button of the step can be tapped where it is drawn, and turning back restores the screen
    const logBefore = await page.locator('.fubar-screen').getAttribute('data-log');
    await tap(page, page.getByTestId('roll-initiative'));
    // the roll is stored and shown (a tie keeps the initiative step, so watch the log, not the phase)
    await page
      .waitForFunction((n) => document.querySelector('.fubar-screen')?.getAttribute('data-log') !== n, logBefore, {
        timeout: 10_000,
      })
      .catch(async (e) => {
        await page.screenshot({ path: '/tmp/table-e2e-roll.png' });
        throw new Error(`the roll did not register: ${e.message}`);
      });
    await shot(page, `fubar-turned-${w}x${h}`);
    const turn = page.getByRole('button', { name: /Turn the screen/ });
    await page.waitForTimeout(300);
    await tap(page, turn);
    await page
      .waitForFunction(() => getComputedStyle(document.querySelector('.st-game-host')).transform === 'none', null, {
        timeout: 10_000,
      })
      .catch(async (e) => {
        await page.screenshot({ path: '/tmp/table-e2e-turn.png' });
        throw new Error(
          `turning back did not register (pressed ${await turn.getAttribute('aria-pressed')}): ${e.message}`,
        );
      });
    assert.equal(await turn.getAttribute('aria-pressed'), 'false');
    assert.deepEqual(errors, []);
    await ctx.close();
  });
}

test('theme, side palette and dice size from Settings apply at once and after a reload', async () => {
  const ctx = await browser.newContext({ ...PHONE, colorScheme: 'light' });
  const page = await ctx.newPage();
  const errors = watchErrors(page);
  await page.goto(`${BASE}#/settings`);
  const bg = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const light = await bg();
  await tap(page, page.getByLabel('Dark', { exact: true }));
  assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'dark');
  assert.notEqual(await bg(), light);
  const dark = await bg();
  await tap(page, page.getByLabel(/Colour-blind-safe sides/));
  await tap(page, page.getByLabel(/Large dice/));
  await page.waitForTimeout(200);
  await page.reload();
  await page.locator('#settings-title').waitFor();
  assert.equal(await bg(), dark);
  assert.equal(await page.evaluate(() => document.documentElement.dataset.palette), 'colourblind');
  assert.equal(await page.evaluate(() => document.documentElement.dataset.dice), 'large');
  assert.ok(await page.getByLabel('Dark', { exact: true }).isChecked());
  await shot(page, 'settings-dark-390x844');
  // "as the device" follows the system's scheme
  await tap(page, page.getByLabel('As the device'));
  assert.equal(await bg(), light);
  await page.emulateMedia({ colorScheme: 'dark' });
  assert.equal(await bg(), dark);
  await tap(page, page.getByLabel('Light', { exact: true }));
  assert.equal(await bg(), light);
  // every choice is a 44 px target; each language is named in its own language and marked with it
  assert.deepEqual(await smallTargets(page), []);
  const langs = await page
    .locator('fieldset', { hasText: 'Language' })
    .locator('label')
    .evaluateAll((ls) => ls.map((l) => [l.getAttribute('lang'), l.textContent.trim()]));
  assert.deepEqual(langs, [
    ['en', 'English'],
    ['es', 'Español'],
    ['fr', 'Français'],
  ]);
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('dark theme: the rules reference passes axe colour contrast (and its screenshots)', async () => {
  for (const device of [TABLET, PHONE]) {
    const ctx = await browser.newContext({ ...device, colorScheme: 'dark' });
    const page = await ctx.newPage();
    await page.goto(`${BASE}#/rules/fab/6.6`);
    await page.locator('#ref-sec-title').waitFor();
    const r = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
    assert.deepEqual(
      r.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' '))),
      [],
      'contrast of the reference in dark',
    );
    await shot(page, `rules-dark-${device.viewport.width}x${device.viewport.height}`);
    await ctx.close();
  }
});
