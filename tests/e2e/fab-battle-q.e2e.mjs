/**
 * Issue 27, combat questions asked out of turn, in Chromium at 1024x768, 768x1024 and 390x844: when the defender
 * is asked its special action (6.21) or another question of the round out of its turn, a strip of map over the
 * round shows the battle area in view, marked, with no first-turn guide note over it; a hit to take (6.4) rings
 * the blocks that may take it.
 * Screenshots (SCREENSHOTS=1) in docs/screenshots/.
 * Run alone: npm run build && node scripts/e2e.mjs tests/e2e/fab-battle-q.e2e.mjs --no-build
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
  tapToMove,
  watchErrors,
  startGame,
} from './harness.mjs';

const SHOTS = process.env.SCREENSHOTS ? 'docs/screenshots' : tmpdir();
mkdirSync(SHOTS, { recursive: true });

const browser = await launch();
test.after(() => browser.close());

const inside = (b, box) =>
  b &&
  box &&
  b.x >= box.x - 1 &&
  b.y >= box.y - 1 &&
  b.x + b.width <= box.x + box.width + 1 &&
  b.y + b.height <= box.y + box.height + 1;
const overlap = (a, b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The combat round's choice to make for the side asked (the attacker's usual answers; never abort or withdraw). */
const ORDER = [/^Roll \d+ di/, /loses a step/, /^Commit/, /^Point unit/, /No special action/, /Do not exploit/, /./];

/** Plays the scripted Millbrook game by taps until `stop(viewer)` says the question looked for is on screen; returns
 * the viewer then (null if it never came). */
async function playUntil(page, state, stop) {
  for (let i = 0; i < 160; i++) {
    await page.locator('.st-handoff-take, .fab-screen, .fab-looked').first().waitFor();
    await page.waitForTimeout(250);
    const cover = page.locator('.st-handoff-take');
    if (await cover.count()) {
      await page.waitForTimeout(700);
      await tap(page, cover);
      continue;
    }
    if (await page.locator('.fab-looked').count()) {
      await tap(page, page.getByRole('button', { name: 'Continue' }));
      continue;
    }
    const go = page.locator('.fab-roll-go');
    if (await go.count()) {
      await tap(page, go.first());
      continue;
    }
    const screen = page.locator('.fab-screen');
    const viewer = await screen.getAttribute('data-viewer');
    const phasing = await screen.getAttribute('data-phasing');
    const phase = await screen.getAttribute('data-phase');
    if (await stop(viewer, phasing)) return viewer;
    // the first-turn guide's notes are read and put away one by one (the guide stays on)
    const gotIt = page.locator('.fab-guide .fab-primary');
    if (await gotIt.count()) {
      await tap(page, gotIt);
      continue;
    }
    const actions = page.locator('.fab-actions button');
    if ((await page.locator('.fab-combat').count()) && (await actions.count())) {
      const labels = await actions.allInnerTexts();
      let idx = -1;
      for (const re of ORDER) if (idx < 0) idx = labels.findIndex((l) => re.test(l) && !/Abort|Withdraw/.test(l));
      await tap(page, actions.nth(Math.max(0, idx)));
      continue;
    }
    const stand = page.locator('.fab-enders button', { hasText: /^Let the bridge stand/ });
    if (await stand.count()) {
      await tap(page, stand);
      continue;
    }
    if (!state.moved && phase === 'operational-movement' && viewer === 'blue') {
      // the lancers from the Old Mill into South Ford, where red's blocks stand: a battle for the combat phase
      await tap(page, page.locator('[data-area="a3"]'));
      await page.locator('[data-area="a6"].fab-area-reach').waitFor();
      await tapToMove(page, page.locator('[data-area="a6"]'), tap);
      state.moved = true;
      await page.waitForTimeout(400);
      continue;
    }
    const fight = page.locator('.fab-play .fab-list .st-btn', { hasText: /South Ford/ });
    if (phase === 'combat' && viewer === 'blue' && (await fight.count())) {
      await tap(page, fight.first());
      continue;
    }
    const pass = page.getByRole('button', { name: 'Pass the tablet' });
    if (await pass.count()) {
      await tap(page, pass);
      continue;
    }
    const end = page.locator('.fab-play button', { hasText: /^End this step|^End the phase|^End this unit's move/ });
    if (await end.count()) {
      await tap(page, end.first());
      await page.waitForTimeout(500);
      continue;
    }
    await page.waitForTimeout(300);
  }
  return null;
}

for (const [name, device] of [
  ['1024x768', TABLET],
  ['768x1024', TABLET_PORTRAIT],
  ['390x844', PHONE],
]) {
  test(`6.21 a combat question asked out of turn shows its battle on the map, marked, in view, uncovered (${name})`, async () => {
    const context = await browser.newContext(device);
    await injectDiceSeed(context, 27);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(BASE);
    await page.getByRole('heading', { name: 'New game' }).waitFor();
    await tap(page, page.locator('a.st-scenario', { hasText: 'Millbrook' }).first());
    await startGame(page);
    const state = { moved: false };
    const asked = await playUntil(
      page,
      state,
      async (viewer, phasing) =>
        viewer !== phasing &&
        (await page.locator('.fab-combat').count()) > 0 &&
        (await page.locator('.fab-actions button').count()) > 0,
    );
    assert.equal(asked, 'red', 'red, the defender, is asked a question of the round out of its turn');
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/fab-battle-question-${name}.png` });
    // the battle strip: South Ford marked, in the map's view, no guide note over it
    const mark = page.locator('.fab-battle-q');
    assert.equal(await mark.count(), 1, 'the battle is marked');
    assert.equal(await mark.getAttribute('data-battle'), 'a6');
    const map = await page.locator('.fab-battle-map .fab-map').boundingBox();
    const area = await page.locator('.fab-battle-q-area').boundingBox();
    // the area's middle in the middle of the strip (centred), its outline on screen
    const mid = (b) => [b.x + b.width / 2, b.y + b.height / 2];
    const [mx, my] = mid(map);
    const [ax, ay] = mid(area);
    assert.ok(
      Math.abs(mx - ax) <= map.width * 0.1 && Math.abs(my - ay) <= map.height * 0.1,
      `the battle is centred (${ax}, ${ay}) in (${mx}, ${my})`,
    );
    assert.ok(inside(await page.locator('.fab-battle-q .fab-bridge-q-mark').boundingBox(), map), 'its mark is in view');
    assert.equal(await page.locator('.fab-guide').count(), 0, 'no guide note over the question');
    // the question's answers are on screen too
    const first = await page.locator('.fab-actions button').first().boundingBox();
    assert.ok(first && first.y + first.height <= device.viewport.height, 'the first answer is in the window');
    assert.ok(!overlap(first, map), 'the map strip covers no answer');
    // the round's "more below" cue covers no answer in view (it lay over "No special action" at 1024x768)
    const cue = page.locator('.fab-main-combat .fab-more');
    if (await cue.count()) {
      const c = await cue.boundingBox();
      for (const b of await page.locator('.fab-actions button').all())
        assert.ok(!overlap(c, await b.boundingBox()), `the cue covers "${await b.innerText()}"`);
    }
    // 6.4 later in the round a side takes a hit: the blocks that may take it are ringed on the strip
    const loser = await playUntil(
      page,
      state,
      async () => (await page.locator('.fab-actions button', { hasText: /loses a step/ }).count()) > 0,
    );
    assert.ok(loser, 'a side is asked which block takes a hit');
    const choices = await page.locator('.fab-actions button', { hasText: /loses a step/ }).count();
    const ringed = page.locator('.fab-battle-map .fab-block-marked');
    assert.equal(await ringed.count(), choices, 'one ring per block that may take the hit');
    for (const r of await ringed.all()) assert.ok(inside(await r.boundingBox(), map), 'a ringed block is in view');
    await page.screenshot({ path: `${SHOTS}/fab-hit-question-${name}.png` });
    assert.deepEqual(errors, []);
    await context.close();
  });
}
