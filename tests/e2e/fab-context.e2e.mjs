/**
 * Issue 27, questions in context and Millbrook held sideways, in Chromium. A bridge question asked out of turn
 * (5.35d): the side asked sees the crossing marked on the map (the area the unit waits in, an arrow over the
 * bridge, a ring on it), in view, with no first-turn guide note over it and no name of the crossing unit. A phone
 * held sideways puts the orders panel beside Millbrook's map, not in a strip under it.
 * Screenshots (SCREENSHOTS=1) in docs/screenshots/.
 * Run alone: npm run build && node scripts/e2e.mjs tests/e2e/fab-context.e2e.mjs --no-build
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { BASE, launch, PHONE, TABLET, TABLET_PORTRAIT, tapRetry as tap, watchErrors, startGame } from './harness.mjs';

const SHOTS = process.env.SCREENSHOTS ? 'docs/screenshots' : tmpdir();
mkdirSync(SHOTS, { recursive: true });

const browser = await launch();
test.after(() => browser.close());

async function newGame(page) {
  await page.goto(BASE);
  await page.getByRole('heading', { name: 'New game' }).waitFor();
  await tap(page, page.locator('a.st-scenario', { hasText: 'Millbrook' }).first());
  await startGame(page);
}

/** Take the tablet when it is offered and read past "Since you last looked"; returns the side now holding it. */
async function take(page) {
  await page.locator('.st-handoff-take, .fab-screen, .fab-looked').first().waitFor();
  await page.waitForTimeout(700);
  const cover = page.locator('.st-handoff-take');
  if (await cover.count()) await tap(page, cover);
  await page.locator('.fab-screen, .fab-looked').first().waitFor();
  const looked = page.getByRole('button', { name: 'Continue' });
  if (await page.locator('.fab-looked').count()) await tap(page, looked);
  await page.locator('.fab-screen').waitFor();
  return page.locator('.fab-screen').getAttribute('data-viewer');
}

async function toPhase(page, phase) {
  for (let i = 0; i < 40; i++) {
    await take(page);
    if ((await page.locator('.fab-screen').getAttribute('data-phase')) === phase) return;
    await tap(page, page.locator('.fab-play button', { hasText: /^End this step|^End the phase/ }).first());
    await page.waitForTimeout(500); // the moment after an "End …" (issue 27), when no tap is taken
  }
  throw new Error(`never reached ${phase}`);
}

const overlap = (a, b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const inWindow = (b, vp) => b && b.x >= 0 && b.y >= 0 && b.x + b.width <= vp.width && b.y + b.height <= vp.height;

for (const [name, device] of [
  ['1024x768', TABLET],
  ['768x1024', TABLET_PORTRAIT],
  ['390x844', PHONE],
]) {
  test(`5.35d a bridge question asked out of turn is marked on the map, in view, uncovered (${name})`, async () => {
    const context = await browser.newContext(device);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await newGame(page);
    await toPhase(page, 'operational-movement');
    assert.equal(await page.locator('.fab-screen').getAttribute('data-viewer'), 'blue');
    assert.equal(await page.locator('.fab-bridge-q').count(), 0, 'nothing marked before the question');
    // blue's lancers, Riverside Road (a3), over the bridge at Ferry Landing into Millbrook (a5)
    await tap(page, page.locator('[data-area="a3"]'));
    await page.locator('.fab-area-reach').first().waitFor();
    await tap(page, page.locator('[data-area="a5"]'));
    await tap(page, page.getByRole('button', { name: 'Move here' }));
    // the move stops at the bridge (the mover is told it waits) and the tablet goes to red
    await tap(page, page.getByRole('button', { name: 'Pass the tablet' }));
    await page.locator('.st-handoff-take').waitFor();
    assert.equal(await take(page), 'red', 'red is asked about the bridge');
    await page.locator('.fab-enders button', { hasText: /^Try to blow the bridge/ }).waitFor();
    const mark = page.locator('.fab-bridge-q');
    assert.equal(await mark.count(), 1, 'the crossing is marked');
    assert.deepEqual([await mark.getAttribute('data-from'), await mark.getAttribute('data-to')], ['a4', 'a5']);
    const vp = page.viewportSize();
    const map = await page.locator('.fab-map').boundingBox();
    const ring = await page.locator('.fab-bridge-q-ring').boundingBox();
    assert.ok(ring && map, 'the ring is drawn');
    assert.ok(
      ring.x >= map.x &&
        ring.y >= map.y &&
        ring.x + ring.width <= map.x + map.width &&
        ring.y + ring.height <= map.y + map.height,
      `the bridge is in the map's view (${JSON.stringify(ring)} in ${JSON.stringify(map)})`,
    );
    // no first-turn note (its movement hint is wrong here), so nothing covers the crossing
    assert.equal(await page.locator('.fab-guide').count(), 0, 'no guide note during the bridge question');
    assert.ok(inWindow(await page.locator('.fab-enders button').first().boundingBox(), vp), 'the question is in view');
    // issue 27: the "more below" cue covers neither answer (it covered "Let the bridge stand" on a phone)
    if (await page.locator('.fab-more').count()) {
      const cue = await page.locator('.fab-more').boundingBox();
      for (const b of await page.locator('.fab-enders button').all())
        assert.ok(!overlap(cue, await b.boundingBox()), `the cue covers "${await b.innerText()}"`);
    }
    assert.doesNotMatch(await page.locator('.fab-screen').innerText(), /Lancers/, 'the crossing unit is not named');
    await page.screenshot({ path: `${SHOTS}/fab-bridge-question-${name}.png` });
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('Millbrook on a phone held sideways: the orders panel beside the map, tall enough for its choices', async () => {
  const context = await browser.newContext({ ...PHONE, viewport: { width: 844, height: 390 } });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await newGame(page);
  await toPhase(page, 'admin');
  const body = page.locator('.fab-body-side');
  assert.equal(await body.count(), 1, 'the panel sits beside the map');
  const panel = await page.locator('.fab-panel').boundingBox();
  const map = await page.locator('.fab-map').boundingBox();
  assert.ok(panel && map && panel.x >= map.x + map.width - 1, 'right of the map');
  assert.ok(panel.height >= 240, `the panel is ${Math.round(panel.height)} px high`);
  // issue 27: the first-turn guide's note stands over the map, beside the panel, never over it
  const note = page.locator('.fab-guide');
  await note.waitFor();
  await page.waitForTimeout(200);
  const g = await note.boundingBox();
  assert.ok(!overlap(g, panel), `the guide's note (${JSON.stringify(g)}) covers the panel (${JSON.stringify(panel)})`);
  assert.ok(g.x >= 0 && g.y >= 0 && g.y + g.height <= 390, 'the note is in the window');
  await page.screenshot({ path: `${SHOTS}/fab-millbrook-844x390.png` });
  assert.deepEqual(errors, []);
  await context.close();
});

for (const [name, device] of [
  ['1024x768', TABLET],
  ['768x1024', TABLET_PORTRAIT],
  ['390x844', PHONE],
]) {
  test(`5.35 "why not": a tap on a block whose move is over says why, with the rule (${name})`, async () => {
    const context = await browser.newContext(device);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await newGame(page);
    await toPhase(page, 'operational-movement');
    // the first-turn guide's note lies over West Farm: put away
    const skip = page.getByRole('button', { name: 'Skip the guide' });
    if (await skip.count()) await tap(page, skip);
    // the 2nd Rifles, Chapel Hill (a2), one area west to West Farm (a1), and their move ended there
    await tap(page, page.locator('[data-area="a2"]'));
    await page.locator('.fab-area-reach').first().waitFor();
    await tap(page, page.locator('[data-area="a1"]'));
    await tap(page, page.getByRole('button', { name: 'Move here' }));
    const end = page.locator('.fab-play button', { hasText: /^End this unit's move/ });
    await page.waitForTimeout(300);
    if (await end.count()) {
      await tap(page, end.first());
      await page.waitForTimeout(600);
    }
    await tap(page, page.locator('[data-area="a1"]'));
    const alert = page.locator('.fab-msg[role="alert"]');
    await alert.waitFor();
    assert.match(await alert.innerText(), /^2nd Rifles has already finished its move this phase/);
    assert.match(await alert.locator('a').first().innerText(), /5\.35/);
    assert.equal(await page.locator('.fab-area-reach').count(), 0, 'nothing lit for a block that cannot move');
    await alert.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/fab-why-not-${name}.png` });
    assert.deepEqual(errors, []);
    await context.close();
  });
}
