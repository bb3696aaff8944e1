/**
 * FAB pass-and-play in Chromium: "Since you last looked" and every roll seen. Millbrook is played by taps from
 * the new-game form into its first combats: after each hand-off the side that takes the tablet reads what the
 * other side did (checked against the rules' secrets: no name it may not know), and each roll that ends what
 * is on screen shows its faces until its side taps "Go on"; at the end every roll's faces are in the log.
 * Every roll line says who rolled and for what; a side reads the rolls the app made for it while the other
 * side held the tablet; a move stopped at a bridge (5.35d) shows the mover where and who decides before the
 * hand-off, and the mover reads the bridge die when the tablet comes back. The newer-rules offer is a strip
 * of the layout that moves nothing when opened. Screenshots at 1024x768, 768x1024 and 390x844 with
 * SCREENSHOTS=1: docs/screenshots/fab-summary-*.png, fab-summary-own-*.png, fab-closing-roll-*.png,
 * fab-summary-marks-*.png, fab-bridge-wait-*.png.
 * Run alone: npm run build && node scripts/e2e.mjs tests/e2e/fab-looked.e2e.mjs --no-build
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import {
  BASE,
  launch,
  TABLET,
  tapToMove,
  watchErrors,
  tapRetry as tap,
  a11y,
  quiet,
  tapPreferred,
  GO_ON,
  assertNoSecretNames,
} from './harness.mjs';
import { driverScript } from '../../scripts/bench/build-driver.mjs';

const SHOTS = process.env.SCREENSHOTS ? 'docs/screenshots' : tmpdir();
mkdirSync(SHOTS, { recursive: true });
const SIZES = [
  [1024, 768],
  [768, 1024],
  [390, 844],
];

/** The dice seed of the game played (a seed whose rolls close a combat round with a roll). */
const SEED = Number(process.env.LOOKED_SEED ?? 4);

const browser = await launch();
test.after(() => browser.close());
const driver = await driverScript();

/** Wait until something to act on is shown and the screen stops changing. */
async function ready(page) {
  const any = '.st-handoff-take, .fab-screen, .fab-looked, .fab-victory';
  await page.locator(any).first().waitFor();
  await quiet(page);
  await page.locator(any).first().waitFor();
}

/** 2.2 nothing `viewer` may not know is in the page (text, markup, accessibility tree); secrets from the rules. */
async function assertNoSecret(page, viewer) {
  await assertNoSecretNames(page, viewer, driver);
}

async function shots(page, name) {
  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(250);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}x${height}.png` });
  }
  await page.setViewportSize(TABLET.viewport);
}

test(
  'since you last looked, and every roll seen before the screen moves on, in the log too',
  { timeout: 600_000 },
  async () => {
    const ctx = await browser.newContext(TABLET);
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    // a Millbrook game with a fixed dice seed (SandtableDriver.newGame), so the same rolls close the same rounds
    await page.goto(BASE);
    await page.getByRole('heading', { name: 'Saved games' }).waitFor();
    await page.evaluate(driver);
    const id = await page.evaluate((seed) => globalThis.SandtableDriver.newGame('fab', seed), SEED);
    await page.goto(`${BASE}#/game/${encodeURIComponent(id)}`);
    await page.waitForURL(/#\/game\//);

    let summaries = 0,
      summariesWithDice = 0,
      closingRolls = 0,
      panels = 0,
      marksSeen = 0,
      shotSummary = false,
      shotRoll = false,
      moved = false,
      redMoved = false,
      shotMarks = false,
      pendingMarks = false,
      rollTaps = 0,
      rollsSeenInCombat = 0,
      ownRolls = 0,
      bridgeWaits = 0,
      bridgeTried = false,
      bridgeSeenByMover = false,
      mover = null;
    const rolled = [];
    for (let i = 0; i < 900; i++) {
      await ready(page);
      if (await page.locator('.fab-victory').count()) break;
      // the guided first turn (tests/e2e/fab-key.e2e.mjs) is skipped, so that it covers nothing
      const skipGuide = page.getByRole('button', { name: 'Skip the guide' });
      if (await skipGuide.count()) {
        await tap(page, skipGuide.first());
        continue;
      }
      const take = page.locator('.st-handoff-take');
      if (await take.count()) {
        pendingMarks = false;
        await tap(page, take);
        continue;
      }
      // the summary after "I am ...": what the other side did, nothing this side may not know
      const summary = page.locator('.fab-looked');
      if (await summary.count()) {
        const side = await summary.getAttribute('data-side');
        await assertNoSecret(page, side);
        summaries++;
        const text = await summary.innerText();
        assert.match(text, /Since you last looked/);
        const faces = text.match(/rolled \d+(, \d+)*/g) ?? [];
        if (faces.length) summariesWithDice++;
        // every roll line says who rolled and for what, and draws its dice
        for (const li of await summary.locator('li.fab-looked-roll').all()) {
          const said = await li.innerText();
          assert.match(said, /^(Western Alliance|Eastern League|Morale checks)/, `a roll with its subject: ${said}`);
          assert.ok((await li.locator('.fab-roll-face').count()) > 0, 'the dice of the roll are drawn');
        }
        // the side's own rolls the app made while the other side held the tablet: seen by the side that rolled
        const own = summary.locator('.fab-looked-own li.fab-looked-roll');
        const mine = side === 'blue' ? 'Western Alliance' : 'Eastern League';
        for (const li of await own.all()) {
          assert.match(await li.innerText(), new RegExp(`^(${mine}|Morale checks)`));
          if (!ownRolls) {
            await a11y(page, 'summary with the side’s own rolls');
            await shots(page, 'fab-summary-own');
          }
          ownRolls++;
        }
        // 5.35d the mover reads the other side's bridge decision and its die when the tablet comes back
        if (
          bridgeTried &&
          side === mover &&
          /(Eastern League|Western Alliance) tried to blow the \w+ bridge: rolled \d+, needing 5 or less: (blown|the bridge held)/.test(
            text,
          )
        )
          bridgeSeenByMover = true;
        const moves = await summary.locator('h3', { hasText: 'Moves' }).count();
        if (!shotSummary && faces.length) {
          await a11y(page, 'summary');
          await shots(page, 'fab-summary');
          shotSummary = true;
        }
        await tap(page, page.locator('.fab-looked-go'));
        await ready(page);
        // the moves are outlined on the map until the first tap there (checked when the map shows)
        if (moves) pendingMarks = true;
        continue;
      }
      // 5.35d a move stopped at a bridge: the mover sees where and who decides before the tablet goes across
      const wait = page.locator('.fab-wait');
      if (await wait.count()) {
        const viewer = await page.locator('.fab-screen').getAttribute('data-viewer');
        await assertNoSecret(page, viewer);
        const said = await wait.innerText();
        const decider = viewer === 'blue' ? 'Eastern League' : 'Western Alliance';
        assert.match(said, new RegExp(`stopped in \\d+ .*, at the bridge into \\d+ .*: ${decider} decides`));
        mover ??= viewer;
        // the map behind stays in view with the block where it stopped
        assert.ok((await page.locator('.fab-map').count()) > 0, 'the map is on screen behind the note');
        await page.waitForTimeout(300);
        assert.equal(await page.locator('.st-handoff-take').count(), 0, 'no hand-off before "Pass the tablet"');
        if (!bridgeWaits) {
          await a11y(page, 'bridge wait');
          await shots(page, 'fab-bridge-wait');
        }
        bridgeWaits++;
        await tap(page, wait.locator('.fab-roll-go'));
        continue;
      }
      // a roll held on screen: faces visible until its side taps "Go on"
      const roll = page.locator('.fab-roll');
      if (await roll.count()) {
        const viewer = await page.locator('.fab-screen').getAttribute('data-viewer');
        await assertNoSecret(page, viewer);
        panels++;
        // one block per roll held (the one just made, and any the app made after it)
        for (const block of await roll.locator('.fab-roll-line').all()) {
          const faces = await block.locator('.fab-roll-face').allInnerTexts();
          assert.ok(faces.length > 0, 'the dice panel shows the faces');
          const line = await block.locator('.fab-roll-text').innerText();
          // who rolled and for what: "Eastern League rolled 3, 8 for Defensive close fire in 5 Millbrook: 1 hit"
          if (!/ rolled \d+(, \d+)* for /.test(line)) continue;
          assert.match(
            line,
            new RegExp(
              `^(Western Alliance|Eastern League) rolled ${faces.join(', ')} for [A-Z].* in \\d+ .*: \\d+ hits?`,
            ),
          );
          rolled.push(`rolled ${faces.join(', ')}`);
          if (!(await page.locator('.fab-combat').count())) closingRolls++;
          const details = await block.locator('.fab-looked-details li').allInnerTexts();
          assert.ok(
            details.some((d) => /: \d+ hits?$/.test(d)),
            `the hits are said: ${details.join(' | ')}`,
          );
          assert.ok(
            details.filter((d) => /rolled \d+, needing \d or less: (hit|miss)$/.test(d)).length === faces.length,
          );
          if (!shotRoll && !(await page.locator('.fab-combat').count())) {
            await a11y(page, 'closing roll');
            await shots(page, 'fab-closing-roll');
            shotRoll = true;
          }
        }
        // issue 27: a move that closed a combat round shows the whole round as a result card, its dice included
        for (const li of await roll.locator('.fab-result-card .fab-looked-roll').all()) {
          const faces = await li.locator('.fab-roll-face').allInnerTexts();
          assert.ok(faces.length > 0, 'the result card shows the faces of each roll of the round');
          if (await page.locator('.fab-combat').count()) continue;
          closingRolls++;
          if (!shotRoll) {
            await a11y(page, 'closing roll');
            await shots(page, 'fab-closing-roll');
            shotRoll = true;
          }
        }
        // the screen does not move on by itself
        await page.waitForTimeout(300);
        assert.equal(await page.locator('.fab-roll').count(), 1, 'the dice stay until "Go on"');
        assert.equal(await page.locator('.st-handoff-take').count(), 0, 'no hand-off before "Go on"');
        await tap(page, page.locator('.fab-roll-go'));
        continue;
      }
      if (pendingMarks && (await page.locator('.fab-map').count())) {
        pendingMarks = false;
        assert.ok((await page.locator('.fab-recent-area').count()) > 0, 'moved-from and moved-to areas outlined');
        marksSeen++;
        if (!shotMarks) {
          await shots(page, 'fab-summary-marks');
          shotMarks = true;
        }
      }
      if (!(await page.locator('.fab-screen').count())) {
        if (process.env.FAB_DEBUG) {
          console.log('no screen', (await page.locator('body').innerText()).replace(/\s+/g, ' ').slice(0, 200));
          await page.screenshot({ path: '/tmp/ll/noscreen.png' });
        }
        continue;
      }
      const viewer = await page.locator('.fab-screen').getAttribute('data-viewer');
      const phase = await page.locator('.fab-screen').getAttribute('data-phase');
      if (
        closingRolls >= 1 &&
        summariesWithDice >= 1 &&
        shotSummary &&
        marksSeen >= 1 &&
        (!bridgeTried || bridgeSeenByMover) &&
        ownRolls >= 1
      )
        break;
      const actions = page.locator('.fab-actions button');
      if (await page.locator('.fab-combat').count()) {
        if (!(await actions.count())) {
          await page.waitForTimeout(100);
          continue;
        }
        const labels = await actions.allInnerTexts();
        const order = [
          /^Roll \d+ di/,
          /loses a step/,
          /^Commit/,
          /^Point unit/,
          /No special action/,
          /Do not exploit/,
          /./,
        ];
        let idx = -1;
        for (const re of order) {
          if (idx >= 0) break;
          idx = labels.findIndex((l) => re.test(l) && !/Abort|Withdraw/.test(l));
        }
        if (idx < 0) idx = 0;
        const isRoll = /^Roll \d+ di/.test(labels[idx]);
        if (process.env.FAB_DEBUG) console.log('combat', viewer, labels.join(' | '), '->', labels[idx]);
        await tap(page, actions.nth(idx));
        if (isRoll) {
          rollTaps++;
          await ready(page);
          // either the combat screen shows the dice of this roll, or the dice panel holds them
          const onScreen =
            (await page.locator('.fab-combat .fab-dice').count()) + (await page.locator('.fab-roll').count());
          assert.ok(onScreen > 0, 'the faces of a roll are on screen after it');
          rollsSeenInCombat++;
        }
        continue;
      }
      if (!moved && phase === 'operational-movement' && viewer === 'blue') {
        // the lancers from the Old Mill across the Mill bridge into South Ford (a move into sight of red, 5.3)
        await tap(page, page.locator('[data-area="a3"]'));
        await page.locator('[data-area="a6"].fab-area-reach').waitFor();
        await tapToMove(page, page.locator('[data-area="a6"]'), tap);
        moved = true;
        continue;
      }
      const phasing = await page.locator('.fab-screen').getAttribute('data-phasing');
      if (!redMoved && phase === 'operational-movement' && viewer === 'red' && phasing === 'red') {
        // red moves a block (the Hussar Group to Millbrook when it may): blue reads it, and sees it outlined
        redMoved = true;
        const mine = await page.evaluate(() =>
          [...document.querySelectorAll('[data-area]')]
            .filter((g) =>
              /Border Fusiliers|Landwehr|Hussar Group|Mountain Rifles/.test(g.getAttribute('aria-label') ?? ''),
            )
            .map((g) => g.getAttribute('data-area')),
        );
        for (const from of ['a7', ...mine.filter((x) => x !== 'a7')]) {
          await tap(page, page.locator(`[data-area="${from}"]`));
          await ready(page);
          const lit = page.locator('[data-area="a5"].fab-area-reach, .fab-area-reach');
          if (await lit.count()) {
            await tapToMove(page, lit.first(), tap);
            await ready(page);
            break;
          }
        }
        continue;
      }
      // 5.35d the first bridge chance is taken (a die for the mover to read later), later ones let stand
      const blow = page.locator('.fab-play button', { hasText: /^Try to blow the bridge/ }).first();
      if (!bridgeTried && (await blow.count())) {
        bridgeTried = true;
        await tap(page, blow);
        continue;
      }
      let done = await tapPreferred(page, GO_ON, tap);
      const arriving = page.getByRole('region', { name: 'Reinforcements to place' }).locator('button');
      if (!done && (await arriving.count())) {
        await tap(page, arriving.first());
        await tapToMove(page, page.locator('.fab-area-reach').first(), tap);
        done = true;
      }
      if (!done && (await page.locator('.fab-area-reach').count())) {
        await tapToMove(page, page.locator('.fab-area-reach').first(), tap);
        done = true;
      }
      if (!done) {
        if (process.env.FAB_DEBUG) {
          console.log(
            'stuck',
            phase,
            viewer,
            (await page.locator('.fab-pane').innerText()).replace(/\s+/g, ' ').slice(0, 200),
          );
          await page.screenshot({ path: '/tmp/ll/stuck.png' });
        }
        await page.waitForTimeout(150);
      }
    }
    console.log(
      `FAB looked: ${summaries} summaries (${summariesWithDice} with dice, ${marksSeen} with moves outlined, ${ownRolls} own rolls made by the app), ${panels} dice panels (${closingRolls} closing rolls), ${rollTaps} roll taps all seen on screen (${rollsSeenInCombat}), ${bridgeWaits} bridge waits (tried: ${bridgeTried}, seen by the mover: ${bridgeSeenByMover})`,
    );
    assert.ok(bridgeWaits >= 1, 'a move stopped at a bridge showed the mover where and who decides');
    assert.ok(bridgeTried && bridgeSeenByMover, 'the mover read the bridge die when the tablet came back');
    assert.ok(ownRolls >= 1, 'a side saw the rolls the app made for it while the other side held the tablet');
    assert.ok(summaries >= 3, `summaries after hand-offs: ${summaries}`);
    assert.ok(summariesWithDice >= 1, 'a summary listed the other side’s dice with their faces');
    assert.ok(closingRolls >= 1, `a combat's closing roll stayed on screen: ${closingRolls}`);
    assert.ok(shotSummary && shotRoll, 'screenshots of the summary and of a closing roll');
    assert.ok(marksSeen >= 1, 'the other side’s moves were outlined on the map after the summary');
    // every roll the panels showed is in the log with its faces
    if (await page.locator('.fab-screen').count()) {
      await tap(page, page.getByRole('tab', { name: 'Log' }));
      await page.locator('.fab-log li').first().waitFor();
      const log = await page.locator('.fab-pane').innerText();
      for (const r of rolled) assert.ok(log.includes(r), `"${r}" is in the log`);
      assert.ok(!log.includes('rolled the dice'), 'no roll without its faces in the log');
    }
    assert.deepEqual(errors, []);
    await ctx.close();
  },
);

test('the newer-rules offer is a strip of the layout: the map keeps its size and place, opened or not', async () => {
  for (const [width, height] of SIZES) {
    const ctx = await browser.newContext({ ...TABLET, viewport: { width, height } });
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    await page.goto(BASE);
    await page.getByRole('heading', { name: 'Saved games' }).waitFor();
    await page.evaluate(driver);
    const id = await page.evaluate((seed) => globalThis.SandtableDriver.newGame('fab', seed), SEED);
    // the same game stored as one of rules version 1: every move so far (none) is legal under the newer rules
    await page.evaluate(async (gameId) => {
      const get = (r) => new Promise((ok, ko) => ((r.onsuccess = () => ok(r.result)), (r.onerror = () => ko(r.error))));
      const db = await get(indexedDB.open('sandtable'));
      const tx = db.transaction('games', 'readwrite');
      const games = tx.objectStore('games');
      games.put({ ...(await get(games.get(gameId))), rulesVersion: 1 });
      await new Promise((ok) => (tx.oncomplete = ok));
      db.close();
    }, id);
    await page.goto(`${BASE}#/game/${encodeURIComponent(id)}`);
    for (let i = 0; i < 10 && !(await page.locator('.fab-map').count()); i++) {
      await ready(page);
      const next = page.locator('.st-handoff-take, .fab-looked-go, .fab-roll-go');
      if (await next.count()) await tap(page, next.first());
      const skip = page.getByRole('button', { name: 'Skip the guide' });
      if (await skip.count()) await tap(page, skip.first());
    }
    const strip = page.locator('.st-record-offer');
    await strip.waitFor();
    const box = async (sel) => page.locator(sel).first().boundingBox();
    const [offer, bar, map] = [await box('.st-record-offer'), await box('.fab-phasebar'), await box('.fab-map')];
    assert.ok(offer.height <= 46, `the offer is one line: ${offer.height} px at ${width}x${height}`);
    assert.ok(offer.y + offer.height <= bar.y + 0.5, 'the offer ends above the phase bar');
    assert.ok(bar.y + bar.height <= map.y + 0.5, 'nothing over the top edge of the map');
    assert.equal(await page.evaluate(() => document.documentElement.scrollHeight - innerHeight), 0, 'no page scroll');
    await tap(page, page.locator('.st-record-offer-open'));
    // the newest FAB rules version grows with each ruling: the button names it, whatever it is
    await page.getByRole('button', { name: /^Move this game to version \d+$/ }).waitFor();
    assert.deepEqual(await box('.fab-map'), map, 'opening the offer moves and resizes nothing');
    if (width === 1024) await a11y(page, 'newer-rules offer');
    await tap(page, page.getByRole('button', { name: 'Not now' }));
    await page
      .locator('.st-record-dialog[open]')
      .waitFor({ state: 'detached' })
      .catch(() => undefined);
    assert.deepEqual(await box('.fab-map'), map);
    assert.deepEqual(errors, []);
    await ctx.close();
  }
});
