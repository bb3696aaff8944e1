/**
 * Issue 27, layout items measured in Chromium at 1024x768, 768x1024 and 390x844: the game bar on one line with the
 * clocks on, the clock's pause sign drawn (not a missing glyph), nobody's clock running under the hand-off cover,
 * and "Start the game" where it was at first paint once the new-game form is whole.
 * Screenshots (SCREENSHOTS=1) in docs/screenshots/.
 * Run alone: npm run build && node scripts/e2e.mjs tests/e2e/layout-27.e2e.mjs --no-build
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import {
  BASE,
  injectDiceSeed,
  launch,
  PHONE,
  TABLET,
  TABLET_PORTRAIT,
  tapRetry as tap,
  watchErrors,
  startGame,
} from './harness.mjs';

const SHOTS = process.env.SCREENSHOTS ? 'docs/screenshots' : tmpdir();
mkdirSync(SHOTS, { recursive: true });

const browser = await launch();
test.after(() => browser.close());

const DEVICES = [
  ['1024x768', TABLET],
  ['768x1024', TABLET_PORTRAIT],
  ['390x844', PHONE],
];

async function storedClock(page) {
  const id = decodeURIComponent(page.url().split('#/game/')[1] ?? '');
  return page.evaluate(
    (id) =>
      new Promise((ok, ko) => {
        const req = indexedDB.open('sandtable');
        req.onerror = () => ko(req.error);
        req.onsuccess = () => {
          const db = req.result;
          const g = db.transaction('games', 'readonly').objectStore('games').get(id);
          g.onsuccess = () => {
            db.close();
            ok(g.result?.clock ?? null);
          };
          g.onerror = () => ko(g.error);
        };
      }),
    id,
  );
}

async function takeTablet(page) {
  await page.locator('.st-handoff-take, .fab-screen, .fab-looked').first().waitFor();
  await page.waitForTimeout(700);
  const cover = page.locator('.st-handoff-take');
  if (await cover.count()) await tap(page, cover);
  await page.locator('.fab-screen, .fab-looked').first().waitFor();
  if (await page.locator('.fab-looked').count()) await tap(page, page.getByRole('button', { name: 'Continue' }));
  await page.locator('.fab-screen').waitFor();
}

for (const [name, device] of DEVICES) {
  test(`issue 27: the game bar stays on one line with both clocks, the pause sign is drawn, no clock runs under the cover (${name})`, async () => {
    const context = await browser.newContext(device);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(BASE);
    await page.getByRole('heading', { name: 'New game' }).waitFor();
    await tap(page, page.locator('a.st-scenario', { hasText: 'Millbrook' }).first());
    await startGame(page);
    await takeTablet(page);
    const bar = page.locator('.st-gamebar');
    const oneLine = (await bar.boundingBox()).height;
    await tap(page, page.getByRole('button', { name: 'Notes' }));
    await page.getByLabel('Clock per side').check();
    await page.locator('.st-clock-running').waitFor();
    await tap(page, page.getByRole('button', { name: 'Notes' }));
    await page.waitForTimeout(300);
    const box = await bar.boundingBox();
    // one line: as high as the bar without clocks (its buttons are 44 px), never a second row
    assert.ok(box.height <= oneLine + 1, `the bar is ${box.height} px high with the clocks (${oneLine} without)`);
    assert.ok(box.height < 70, `the bar is ${box.height} px high`);
    assert.ok(box.x + box.width <= device.viewport.width + 0.5, 'the bar fits the width');
    // every clock and button of the bar lies on that line, inside the window
    for (const el of await bar.locator('.st-clock, .st-btn').all()) {
      const b = await el.boundingBox();
      assert.ok(b && b.y >= box.y - 0.5 && b.y + b.height <= box.y + box.height + 0.5, 'on the bar’s line');
      assert.ok(b.x >= -0.5 && b.x + b.width <= device.viewport.width + 0.5, 'inside the window');
    }
    // the pause sign is an SVG of some size, not a character the font may lack
    const pause = page.getByRole('button', { name: 'Pause the clock' });
    const sign = await pause.locator('svg').boundingBox();
    assert.ok(sign && sign.width >= 12 && sign.height >= 12, 'the pause sign is drawn');
    assert.equal((await pause.innerText()).trim(), '', 'no glyph in the pause button’s text');
    await page.screenshot({ path: `${SHOTS}/clock-bar-${name}.png` });

    // play to the hand-off: under the cover, nobody's clock runs
    for (let i = 0; i < 12 && !(await page.locator('.st-handoff-take').count()); i++) {
      const end = page.locator('.fab-play button', { hasText: /^End this step|^End the phase/ }).first();
      if (await end.count()) await tap(page, end);
      await page.waitForTimeout(600);
    }
    await page.locator('.st-handoff-take').waitFor();
    await page.waitForTimeout(400);
    const under = await storedClock(page);
    assert.equal(under?.running, null, `no clock runs under the cover (${JSON.stringify(under)})`);
    const before = { ...under.used };
    await page.waitForTimeout(2500);
    assert.deepEqual((await storedClock(page)).used, before, 'the time under the cover is nobody’s');
    await takeTablet(page);
    await page.locator('.st-clock-running').waitFor();
    const after = await storedClock(page);
    assert.ok(after.running !== null, 'the side that took the tablet has the clock');
    assert.equal(after.used[after.running] ?? 0, before[after.running] ?? 0, 'from where it stood before the cover');
    assert.deepEqual(errors, []);
    await context.close();
  });
}

/** From the page's first frames: the top of "Start the game" (document coordinates) each frame it is drawn. */
async function watchStart(context) {
  await context.addInitScript(() => {
    const seen = [];
    Object.defineProperty(window, '__startYs', { value: seen });
    const frame = () => {
      const b = document.querySelector('.st-form button[type="submit"]');
      if (b && b.getClientRects().length)
        seen.push(Math.round((b.getBoundingClientRect().top + window.scrollY) * 10) / 10);
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

for (const [name, device] of DEVICES) {
  test(`issue 27: "Start the game" stays where it is first drawn while the new-game form fills in (${name})`, async () => {
    const context = await browser.newContext(device);
    await watchStart(context);
    const page = await context.newPage();
    const errors = watchErrors(page);
    for (const route of [
      'fab/fab-millbrook',
      'fab/fab-varna-gap',
      'fubar/fubar-crossroads',
      'ocs/ocs-valley-of-rails',
    ]) {
      // the home screen first (the app's code is here), then the form as a player reaches it, by a link
      await page.goto(BASE);
      await page.getByRole('heading', { name: 'New game' }).waitFor();
      await page.evaluate(() => window.__startYs.splice(0));
      await page.evaluate((r) => (location.hash = `#/new/${r}`), route);
      const start = page.getByRole('button', { name: 'Start the game' });
      await start.waitFor();
      await page.waitForFunction(() => !document.querySelector('.st-form button[type="submit"][disabled]'));
      await page.waitForTimeout(1200);
      const ys = await page.evaluate(() => window.__startYs.slice());
      assert.ok(ys.length > 5, `the button was drawn (${ys.length} frames)`);
      const moved = Math.max(...ys) - Math.min(...ys);
      assert.ok(moved <= 2, `${route}: the button moved ${moved} px (from ${ys[0]} to ${ys[ys.length - 1]})`);
      const box = await start.boundingBox();
      assert.ok(box && box.height >= 40, 'the button is there to tap');
    }
    assert.deepEqual(errors, []);
    await context.close();
  });
}

for (const [name, device] of DEVICES) {
  test(`issue 27: OCS "Whole map" draws the map in the middle of its pane, filling it across (${name})`, async () => {
    const context = await browser.newContext(device);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${BASE}#/new/ocs/ocs-valley-of-rails`);
    await startGame(page);
    await tap(page, page.getByRole('button', { name: 'End breakouts' }));
    await tap(page, page.getByRole('button', { name: 'Whole map' }));
    await page.waitForTimeout(300);
    const pane = await page.locator('.ocs-map').boundingBox();
    const drawn = await page.locator('.ocs-map svg > g').first().boundingBox();
    const mid = (b) => [b.x + b.width / 2, b.y + b.height / 2];
    const [px, py] = mid(pane);
    const [dx, dy] = mid(drawn);
    assert.ok(
      Math.abs(px - dx) <= 3 && Math.abs(py - dy) <= 3,
      `the map's middle (${dx}, ${dy}) is the pane's (${px}, ${py})`,
    );
    assert.ok(drawn.width >= pane.width - 40, `the map fills the pane across (${drawn.width} of ${pane.width} px)`);
    if (device !== TABLET) {
      // the map above the panel: the pane no taller than the whole map (a phone keeps 300 px to play in)
      const room = Math.max(drawn.height, Math.min(300, device.viewport.height * 0.45));
      assert.ok(pane.height <= room + 12, `the pane is ${pane.height} px high for a map ${drawn.height} px high`);
    }
    await page.screenshot({ path: `${SHOTS}/ocs-whole-map-${name}.png` });
    assert.deepEqual(errors, []);
    await context.close();
  });
}

/** FUBAR: tap a control that sends an event, then wait for it to be stored and drawn (phase or log moved on). */
async function fubarSend(page, locator) {
  const sig = () =>
    page.evaluate(() => {
      const el = document.querySelector('.fubar-screen');
      return `${el?.getAttribute('data-phase')}|${el?.getAttribute('data-log')}`;
    });
  const before = await sig();
  await tap(page, locator);
  await page.waitForFunction(
    (b) => {
      const el = document.querySelector('.fubar-screen');
      const now = `${el?.getAttribute('data-phase')}|${el?.getAttribute('data-log')}`;
      return el && now !== b && el.getAttribute('aria-busy') !== 'true';
    },
    before,
    { timeout: 10_000 },
  );
  await page.waitForTimeout(250);
}

for (const [name, device] of DEVICES) {
  test(`issue 27: FUBAR, every roll's result is in view once rolled, shots included (${name})`, async () => {
    const context = await browser.newContext(device);
    await injectDiceSeed(context, 2701);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${BASE}#/new/fubar/fubar-crossroads`);
    await startGame(page);
    await page.locator('.fubar-screen').waitFor();
    const phase = () => page.locator('.fubar-screen').getAttribute('data-phase');
    const rolls = () => page.locator('.fubar-log-list .fubar-die').count();
    let fired = 0;
    let checked = 0;
    const inView = async (what) => {
      const bar = await page.locator('.st-gamebar').boundingBox();
      const last = await page.locator('.fubar-last').boundingBox();
      const vh = device.viewport.height;
      // whole when it fits under the bar, else from its top (its heading and first dice)
      const room = vh - (bar.y + bar.height);
      const whole = last.height <= room ? last.y + last.height <= vh + 1 : last.y <= bar.y + bar.height + 100;
      assert.ok(
        last && last.y >= bar.y + bar.height - 1 && whole,
        `${what}: the result is at ${last?.y}-${last && last.y + last.height} px in a ${vh} px window`,
      );
      checked++;
    };
    for (let i = 0; i < 60 && fired < 2; i++) {
      const p = await phase();
      const before = await rolls();
      if (p === 'turnEnd' || p === 'over') break;
      if (p === 'initiative') await fubarSend(page, page.getByTestId('roll-initiative'));
      else if (p === 'melee') await fubarSend(page, page.locator('.fubar-step .fubar-big').first());
      else if (p === 'activation') {
        await tap(page, page.locator('.fubar-step .fubar-choice').first());
        await tap(page, page.getByTestId('sight-yes'));
        await fubarSend(page, page.getByTestId('roll-activation'));
      } else if (p === 'action') {
        const shoot = page.locator('[data-action="shoot"]');
        await fubarSend(page, (await shoot.count()) ? shoot : page.locator('.fubar-step .fubar-choice').first());
      } else if (p === 'moving') await fubarSend(page, page.getByTestId('done-moving'));
      else if (p === 'shooting') {
        const target = page.locator('[data-target]').first();
        let shot = false;
        if (await target.count()) {
          await tap(page, target);
          const n = await page.locator('.fubar-shooter').count();
          for (let k = 0; k < n; k++) {
            const weapon = page.locator('.fubar-shooter').nth(k).locator('.fubar-weapon:enabled').first();
            if (await weapon.count()) await tap(page, weapon);
          }
          const fire = page.getByTestId('fire');
          if (await fire.isEnabled()) {
            await fubarSend(page, fire);
            fired++;
            shot = true;
            await inView(`shot ${fired}`);
            if (fired === 1) await page.screenshot({ path: `${SHOTS}/fubar-shot-${name}.png` });
          }
        }
        if (!shot) await fubarSend(page, page.getByRole('button', { name: 'End this activation' }));
      } else if (p === 'owner')
        await fubarSend(page, page.locator('.fubar-step [data-quick], .fubar-step .fubar-choice').first());
      else if (p === 'assault') await fubarSend(page, page.getByRole('button', { name: /No contact/ }));
      else break;
      if ((await rolls()) > before && (await page.locator('.fubar-last').count())) await inView(`${p} roll`);
    }
    assert.ok(fired >= 1, 'a shot was fired');
    assert.ok(checked >= 3, `${checked} results checked`);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

for (const [route, what] of [
  ['rules/fab', 'a system’s contents'],
  ['rules/fab/6.42', 'a section'],
]) {
  test(`issue 27: on a phone the rules search lists its results right under the search box, above the keyboard (${what})`, async () => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${BASE}#/${route}`);
    const box = page.getByRole('searchbox', { name: 'Search the rules' });
    await box.waitFor();
    await box.fill('retreat');
    const first = page.locator('#ref-results li a').first();
    await first.waitFor();
    const input = await box.boundingBox();
    const heading = await page.locator('#ref-results h2').boundingBox();
    const hit = await first.boundingBox();
    // the systems' row sits between (two lines on a phone), nothing else (an empty 420 px box did, or the section)
    assert.ok(
      heading.y - (input.y + input.height) <= 160,
      `the results start ${heading.y - input.y - input.height} px under the box`,
    );
    // a phone's keyboard takes about the lower 45 % of an 844 px screen
    assert.ok(hit.y + hit.height <= 844 * 0.55, `the first result ends at ${hit.y + hit.height} px`);
    await page.screenshot({ path: `${SHOTS}/rules-search-${route.replace(/\W/g, '-')}-390x844.png` });
    assert.deepEqual(errors, []);
    await context.close();
  });
}
