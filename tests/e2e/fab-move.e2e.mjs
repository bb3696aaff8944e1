/**
 * Issue 16, moves you confirm and a map you can read, in Chromium: a tapped block lights its reachable areas
 * with the cost and the points left; a tapped area shows the path with each step's cost and "Move here"; only
 * that button moves, the move is stored (a reload shows it), and the map keeps its size and place throughout.
 * At 1024x768 and 768x1024 every action of the step is in view or its list says that it scrolls. The Varna
 * Gap's block labels are at least 11 px and never cut with an ellipsis; on a phone the first view holds the
 * side's blocks and the zoom buttons sit off the map. Screenshots (SCREENSHOTS=1) in docs/screenshots/.
 * A double tap on "End the phase" ends one phase, and the hand-off's take button ignores taps in its first moments.
 * Run alone: npm run build && node scripts/e2e.mjs tests/e2e/fab-move.e2e.mjs --no-build
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { BASE, launch, PHONE, TABLET, TABLET_PORTRAIT, tap, watchErrors, a11y, startGame } from './harness.mjs';

const SHOTS = process.env.SCREENSHOTS ? 'docs/screenshots' : tmpdir();
mkdirSync(SHOTS, { recursive: true });

const browser = await launch();
test.after(() => browser.close());

async function newGame(page, scenario) {
  await page.goto(BASE);
  await page.getByRole('heading', { name: 'New game' }).waitFor();
  await tap(page, page.locator('a.st-scenario', { hasText: scenario }).first());
  await startGame(page);
  await settle(page);
}

/** Wait for the hand-off panel or the game screen; take the tablet if it is offered. */
async function settle(page) {
  await page.locator('.st-handoff-take, .fab-screen').first().waitFor();
  await page.waitForTimeout(150);
  const take = page.locator('.st-handoff-take');
  if (await take.count()) {
    await tap(page, take);
    await page.locator('.fab-screen').waitFor();
  }
}

/** End steps and phases until `phase` (holding the tablet as whoever must act). */
async function toPhase(page, phase) {
  for (let i = 0; i < 40; i++) {
    await settle(page);
    if ((await page.locator('.fab-screen').getAttribute('data-phase')) === phase) return;
    await tap(page, page.locator('.fab-play button', { hasText: /^End this step|^End the phase/ }).first());
  }
  throw new Error(`never reached ${phase}`);
}

const box = async (page) => {
  const b = await page.locator('.fab-map').boundingBox();
  return b && [b.x, b.y, b.width, b.height].map(Math.round);
};

/** Every button of the orders panel is inside the window, or its list scrolls and says so ("more below", a cue
 * that covers none of the foot's buttons). */
async function actionsInView(page) {
  return page.evaluate(() => {
    const out = [];
    const pane = document.querySelector('.fab-pane');
    const scrolls = !!pane && pane.scrollHeight > pane.clientHeight + 4;
    const cue = !!document.querySelector('.fab-more');
    for (const b of document.querySelectorAll('.fab-panel button')) {
      const r = b.getBoundingClientRect();
      if (r.width === 0) continue;
      const inside = r.top >= 0 && r.bottom <= innerHeight + 0.5 && r.left >= 0 && r.right <= innerWidth + 0.5;
      if (inside) continue;
      // out of view: allowed only inside the scrolling list, while it shows that there is more
      if (!(pane?.contains(b) && scrolls && cue)) out.push(b.textContent.trim().slice(0, 40));
    }
    // the cue itself covers no button of the panel's foot (it sits beside a lone "End ..." only when it fits)
    const more = document.querySelector('.fab-more')?.getBoundingClientRect();
    for (const b of document.querySelectorAll('.fab-enders button')) {
      const r = b.getBoundingClientRect();
      if (more && r.left < more.right && more.left < r.right && r.top < more.bottom && more.top < r.bottom)
        out.push(`"more below" over ${b.textContent.trim().slice(0, 40)}`);
    }
    return out;
  });
}

test('5.3 a move is shown, then confirmed: path and step costs, "Move here", stored, and the map never moves', async () => {
  const ctx = await browser.newContext(TABLET);
  const page = await ctx.newPage();
  const errors = watchErrors(page);
  await newGame(page, 'Millbrook');
  await toPhase(page, 'operational-movement');
  const before = await box(page);
  await tap(page, page.locator('[data-area="a3"]'));
  await page.locator('.fab-area-reach').first().waitFor();
  // every lit area says what getting there costs and the points left (or that the move ends there)
  const lit = await page.evaluate(() =>
    [...document.querySelectorAll('.fab-area-reach')].map((g) => ({
      id: g.getAttribute('data-area'),
      label: g.getAttribute('aria-label'),
    })),
  );
  assert.ok(lit.length >= 3, 'the lancers light several areas');
  for (const a of lit) assert.match(a.label, /costs \d+ movement points, \d+ left/, a.id);
  const badges = await page.locator('.fab-badges .fab-cost-text').allTextContents();
  assert.equal(badges.length, lit.length);
  for (const t of badges) assert.match(t, /^Cost \d+ MP(\d+ MP left|then stop)$/);
  assert.deepEqual(await box(page), before, 'selecting a block did not move or resize the map');

  // a destination two areas away with no bridge on the way (its path has two steps), for one of blue's blocks
  let to = null;
  let unit = null;
  for (const [from, name] of [
    ['a3', '3rd Lancers'],
    ['a4', '1st Rifles'],
    ['a2', '2nd Rifles'],
  ]) {
    if (from !== 'a3') {
      await tap(page, page.locator(`[data-area="${from}"]`));
      await page.locator('.fab-area-reach').first().waitFor();
    }
    const ids = await page.evaluate(() =>
      [...document.querySelectorAll('.fab-area-reach')].map((g) => g.getAttribute('data-area')),
    );
    for (const id of ids) {
      await tap(page, page.locator(`[data-area="${id}"]`));
      await page.locator('.fab-path').waitFor();
      const steps = Number(await page.locator('.fab-path').getAttribute('data-steps'));
      if (steps === 2 && !(await page.locator('.fab-path-bridge').count())) {
        to = id;
        unit = name;
        break;
      }
    }
    if (to) break;
    // put this block down again: Cancel, then a second tap on its area
    await tap(page, page.getByRole('button', { name: 'Cancel' }));
    await tap(page, page.locator(`[data-area="${from}"]`));
    await page.waitForFunction(() => !document.querySelector('.fab-area-reach'));
  }
  assert.ok(to, 'a two-area move of one of the blocks');
  assert.equal(await page.locator(`[data-area="${to}"].fab-area-target`).count(), 1);
  const tags = await page.locator('.fab-path-step text').allTextContents();
  const rows = await page.getByRole('list', { name: 'The path, step by step' }).locator('li').allTextContents();
  assert.equal(rows.length, 2);
  // the map's step tags and the panel's rows give the same cost for each step, and they add up to the total
  const costs = rows.map((r) => Number(/costs (\d+) MP/.exec(r)?.[1]));
  assert.deepEqual(
    tags.map((t) => Number(t.replace(/[^\d]/g, ''))),
    costs,
  );
  const total = await page.getByTestId('fab-move-total').innerText();
  assert.match(total, new RegExp(`costs ${costs[0] + costs[1]} MP`));
  assert.deepEqual(await box(page), before, 'picking an area did not move or resize the map');
  const here = page.getByRole('button', { name: 'Move here' });
  const hb = await here.boundingBox();
  assert.ok(hb && hb.y + hb.height <= 768, '"Move here" is in view');
  // nothing has moved yet
  assert.ok(!(await page.locator(`[data-area="${to}"]`).getAttribute('aria-label')).includes(unit));
  await a11y(page, 'move preview 1024x768');
  await page.screenshot({ path: `${SHOTS}/fab-move-confirm-1024x768.png` });

  await tap(page, here);
  await page.waitForFunction(
    ([to, unit]) => (document.querySelector(`[data-area="${to}"]`)?.getAttribute('aria-label') ?? '').includes(unit),
    [to, unit],
  );
  assert.deepEqual(await box(page), before, 'moving did not move or resize the map');
  // stored: a reload shows the lancers there
  await page.reload();
  await settle(page);
  await page.waitForFunction(
    ([to, unit]) => (document.querySelector(`[data-area="${to}"]`)?.getAttribute('aria-label') ?? '').includes(unit),
    [to, unit],
  );
  assert.deepEqual(errors, []);
  await ctx.close();
});

for (const device of [TABLET, TABLET_PORTRAIT]) {
  const size = `${device.viewport.width}x${device.viewport.height}`;
  test(`layout at ${size}: every action of the step in view or in a list that says it scrolls`, async () => {
    const ctx = await browser.newContext(device);
    const page = await ctx.newPage();
    await newGame(page, 'Millbrook');
    await toPhase(page, 'admin');
    assert.deepEqual(await actionsInView(page), [], `administration at ${size}`);
    const end = await page.getByRole('button', { name: /^End this step/ }).boundingBox();
    assert.ok(end && end.y + end.height <= device.viewport.height, '"End this step" always in view');
    await toPhase(page, 'operational-movement');
    const before = await box(page);
    await tap(page, page.locator('[data-area="a3"]'));
    await page.locator('.fab-area-reach').first().waitFor();
    await tap(page, page.locator('[data-area="a5"]'));
    await page.getByRole('button', { name: 'Move here' }).waitFor();
    assert.deepEqual(await box(page), before, `the map holds still at ${size}`);
    assert.deepEqual(await actionsInView(page), [], `move preview at ${size}`);
    if (size !== '1024x768') await page.screenshot({ path: `${SHOTS}/fab-move-confirm-${size}.png` });
    await ctx.close();
  });
}

test('the move preview on a phone: "Move here" in view, axe clean, 44 px targets', async () => {
  const ctx = await browser.newContext(PHONE);
  const page = await ctx.newPage();
  await newGame(page, 'Millbrook');
  await toPhase(page, 'operational-movement');
  await tap(page, page.locator('[data-area="a3"]'));
  await page.locator('.fab-area-reach').first().waitFor();
  // Millbrook (a5) is off the right edge of the phone's close view: once picked, it is brought into view
  const map = await page.locator('.fab-map').boundingBox();
  const inView = async (id) => {
    const r = await page.locator(`[data-area="${id}"] .fab-area-shape`).boundingBox();
    return (
      r.x >= map.x - 1 &&
      r.x + r.width <= map.x + map.width + 1 &&
      r.y >= map.y - 1 &&
      r.y + r.height <= map.y + map.height + 1
    );
  };
  assert.equal(await inView('a5'), false, 'Millbrook starts out of the phone view');
  await page.evaluate(() =>
    document.querySelector('[data-area="a5"]').dispatchEvent(new MouseEvent('click', { bubbles: true })),
  );
  const here = await page.getByRole('button', { name: 'Move here' }).boundingBox();
  assert.ok(here && here.y + here.height <= 844);
  assert.equal(await inView('a5'), true, 'the picked area is brought into view');
  await a11y(page, 'move preview 390x844');
  await page.screenshot({ path: `${SHOTS}/fab-move-confirm-390x844.png` });
  await ctx.close();
});

test('the Varna Gap: labels at least 11 px and never cut; on a phone the first view holds the side and the zoom bar is off the map', async () => {
  for (const device of [TABLET, TABLET_PORTRAIT, PHONE]) {
    const size = `${device.viewport.width}x${device.viewport.height}`;
    const ctx = await browser.newContext(device);
    const page = await ctx.newPage();
    await newGame(page, 'Varna');
    const labels = await page.evaluate(() =>
      [...document.querySelectorAll('.fab-block-name')].map((t) => ({
        text: t.textContent ?? '',
        px: parseFloat(getComputedStyle(t).fontSize) * (t.getScreenCTM()?.a ?? 0),
        over: t.getBBox().width > 70,
      })),
    );
    if (size === '1024x768') {
      assert.ok(labels.length >= 8, 'the side blocks are drawn with labels');
      assert.deepEqual(
        labels.filter((l) => l.px < 11),
        [],
        'labels under 11 px',
      );
    }
    assert.deepEqual(
      labels.filter((l) => /…|\.\.\.$/.test(l.text) || l.over),
      [],
      `labels cut or wider than their block at ${size}`,
    );
    // the zoom buttons sit in their own bar, outside the map drawing
    const map = await page.locator('.fab-map').boundingBox();
    for (const b of await page.locator('.fab-zoom button').all()) {
      const r = await b.boundingBox();
      assert.ok(r && r.y >= map.y + map.height - 0.5, `a zoom button over the map at ${size}`);
    }
    if (size === '390x844') {
      // the first view holds blocks of the side holding the tablet
      const own = await page.evaluate(() => {
        const svg = document.querySelector('.fab-map').getBoundingClientRect();
        return [...document.querySelectorAll('.fab-block:not(.fab-block-back)')].filter((b) => {
          const r = b.getBoundingClientRect();
          return r.left >= svg.left && r.right <= svg.right && r.top >= svg.top && r.bottom <= svg.bottom;
        }).length;
      });
      assert.ok(own >= 4, `own blocks in the first phone view: ${own}`);
    }
    await a11y(page, `Varna Gap ${size}`);
    await page.screenshot({ path: `${SHOTS}/fab-varna-${size}.png` });
    await ctx.close();
  }
});

/** The events stored for game `id` that the players made themselves (not those the app took for them, `auto`). */
const storedMoves = (page, id) =>
  page.evaluate(async (gameId) => {
    const get = (r) => new Promise((ok, ko) => ((r.onsuccess = () => ok(r.result)), (r.onerror = () => ko(r.error))));
    const db = await get(indexedDB.open('sandtable'));
    const all = await get(db.transaction('events').objectStore('events').getAll());
    db.close();
    const mine = all.filter((e) => e.gameId === gameId);
    return { taps: mine.filter((e) => !e.auto).map((e) => e.event.type) };
  }, id);

test('a double tap on "End the phase" ends one phase (5.2 movement, not 7.3 too); the hand-off ignores taps in its first moments', async () => {
  const ctx = await browser.newContext(TABLET);
  const page = await ctx.newPage();
  const errors = watchErrors(page);
  await newGame(page, 'Millbrook');
  const id = decodeURIComponent(new URL(page.url()).hash.replace(/^#\/game\//, ''));
  // operational movement's "End the phase" sits where penetration movement's, the same side's next one, does
  await toPhase(page, 'operational-movement');
  const ender = page.locator('.fab-enders button', { hasText: /^End the phase/ });
  await ender.waitFor();
  const before = await storedMoves(page, id);
  // a player's double tap: two touches 150 ms apart on the same spot
  const b = await ender.boundingBox();
  const [x, y] = [b.x + b.width / 2, b.y + b.height / 2];
  await page.touchscreen.tap(x, y);
  await page.waitForTimeout(150);
  await page.touchscreen.tap(x, y);
  await page.waitForTimeout(800);
  const after = await storedMoves(page, id);
  assert.deepEqual(after.taps.slice(before.taps.length), ['END_PHASE'], 'one tap stored');
  assert.equal(await page.locator('.fab-screen').getAttribute('data-phase'), 'penetration-movement');
  // that phase's end brings the hand-off: its "I am ..." button is off when the panel appears, and a touch
  // at once (the side that just played) opens nothing
  const take = page.locator('.st-handoff-take');
  await tap(page, ender);
  await take.waitFor();
  const shownAt = Date.now();
  const t = await take.boundingBox();
  await page.touchscreen.tap(t.x + t.width / 2, t.y + t.height / 2);
  const tappedAfter = Date.now() - shownAt;
  const offAtFirst = await take.isDisabled({ timeout: 1000 }).catch(() => false);
  await page.waitForTimeout(100);
  // (the check holds only for a touch inside the 600 ms; a machine too slow to touch within 400 ms says so)
  assert.ok(tappedAfter < 400, `the touch came ${tappedAfter} ms after the panel: too late to check the guard`);
  assert.ok(offAtFirst, 'the take button is off when the hand-off appears');
  assert.equal(await page.locator('.st-handoff').count(), 1, 'a tap at once does not open the next side');
  // then it takes the tablet as before
  await tap(page, take);
  await page.locator('.fab-screen, .fab-looked').first().waitFor();
  assert.deepEqual(errors, []);
  await ctx.close();
});
