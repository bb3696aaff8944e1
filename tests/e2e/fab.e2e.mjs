/**
 * e2e: run alone (it measures the speed of a move at 4x CPU; scripts/e2e.mjs runs it after the others, on a quiet machine).
 *
 * FAB on the tablet, in Chromium: the Millbrook teaching scenario played from the new-game form to the
 * victory screen by taps alone (a move over a river, a combat round with its hit decisions, reaction,
 * penetration, supply), with a reload in the middle; a leak check at every hand-off and on every screen,
 * against the names the holder may not read at that moment (from a fresh replay of the stored game); axe and 44 px targets on the map, combat and log screens; speed at 4x CPU
 * slowdown; the combat assistant; screenshots at three sizes (docs/screenshots/fab-*.png).
 * Run alone: npm run build && node scripts/e2e.mjs tests/e2e/fab.e2e.mjs --no-build
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import {
  BASE,
  launch,
  PHONE,
  TABLET,
  TABLET_PORTRAIT,
  tapToMove,
  smallTargets,
  watchErrors,
  tapRetry as tap,
  a11y,
  quiet,
  GO_ON,
  assertNoSecretNames,
  pageText,
  injectDiceSeed,
} from './harness.mjs';
import { driverScript } from '../../scripts/bench/build-driver.mjs';

const BLUE = ['3rd Lancers', '1st Rifles', '2nd Rifles', 'Guard Fusiliers'];
const RED = ['Border Fusiliers', 'Landwehr', 'Hussar Group', 'Mountain Rifles'];
// README screenshots are refreshed only on request (SCREENSHOTS=1); a plain test run leaves the tree clean.
const SHOTS = process.env.SCREENSHOTS ? 'docs/screenshots' : tmpdir();
mkdirSync(SHOTS, { recursive: true });

const browser = await launch();
test.after(() => browser.close());

async function newGame(page) {
  await page.goto(BASE);
  await page.getByRole('heading', { name: 'New game' }).waitFor();
  await tap(page, page.locator('a.st-scenario', { hasText: 'Millbrook' }).first());
  await page.getByRole('radio', { name: /Spanish 2016 edition/ }).waitFor();
  assert.equal(await page.getByRole('radio', { name: /Spanish 2016 edition/ }).isChecked(), true);
  await tap(page, page.getByRole('button', { name: 'Start the game' }));
  await page.waitForURL(/#\/game\//);
}

/** Text and accessibility tree of the whole page. */
/** The hand-off panel names no block of either side. */
async function assertHandoffBlank(page) {
  const all = await pageText(page);
  assert.deepEqual(
    [...BLUE, ...RED].filter((n) => all.includes(n)),
    [],
    'names on the hand-off panel',
  );
}

const driver = await driverScript();

/** The expected-hits number as the screens print it (English, at most two decimals). */
const hits = (x) => new Intl.NumberFormat('en', { maximumFractionDigits: 2 }).format(x);
/** Positions where the odds were checked against an unseen block elsewhere losing a step (issue 25). */
let oddsChecks = 0;

/**
 * 2.2 while `viewer` holds the tablet, nothing it may not know is anywhere in the page: text, markup (every
 * attribute), accessibility tree, with every details panel opened. The secrets come from the rules
 * (src/rules/fab/secrets.ts, on a fresh replay of the stored game), not from the screens: the enemy units
 * still face down with their ids, names, class, quality and steps, hidden chits, and in a round the success
 * numbers and expected hits a screen would show with full knowledge. Returns the secrets.
 */
async function assertNoSecret(page, viewer) {
  await page.evaluate(() => document.querySelectorAll('details').forEach((d) => (d.open = true)));
  const { sec, all } = await assertNoSecretNames(page, viewer, driver);
  // a face-down block is only ever "hidden block": never with a class, quality, steps or success number
  assert.doesNotMatch(all, /hidden block\s*(·|:\s*needs|: [+-]\d)/i, 'a hidden block described');
  // (a figure followed by % is a chance in the hit distribution table, not an expected number of hits)
  const odds = (await page.locator('.fab-odds, .fab-assets').allInnerTexts()).join('\n');
  // issue 25: an enemy block the viewer cannot see, away from the battle, losing a step moves no number shown
  if (sec.viewExpectedIfLoss) {
    assert.deepEqual(sec.viewExpectedIfLoss, sec.viewExpected, 'odds moved with an unseen block elsewhere');
    // and what the screen shows are the view's numbers
    const shown = Object.values(sec.viewExpected).filter((e) => e !== null && e > 0);
    if (odds.trim() && shown.length)
      assert.ok(
        shown.some((e) => odds.includes(hits(e))),
        `the view's expected hits (${shown.map(hits).join(', ')}) on ${viewer}'s screen: ${odds}`,
      );
    if (Object.keys(sec.viewExpected).length) oddsChecks++;
  }
  for (const f of sec.fire) {
    if (f.successNumbers.length >= 2)
      assert.ok(!all.includes(f.successNumbers.join(', ')), `full-knowledge success numbers of ${f.step} shown`);
    const shown = sec.viewExpected[f.step];
    if (shown === null || shown === undefined || hits(shown) !== hits(f.expected))
      assert.ok(
        !new RegExp(`(^|[^\\d.])${hits(f.expected).replace('.', '\\.')}([^\\d%]|$)`).test(odds),
        `full-knowledge expected hits of ${f.step} (${hits(f.expected)}) shown to ${viewer}: ${odds}`,
      );
  }
  return sec;
}

/** Tap each own area until one of its units lights `target`; move it there (5.3). */
async function tryMoveTo(page, names, target) {
  for (const id of await areasWith(page, names)) {
    await tap(page, page.locator(`[data-area="${id}"]`));
    // wait for the selection to be drawn, not a fixed time: on a loaded machine 100 ms was not always enough
    // and the scripted game then took another path (missing the 6.22 check)
    await ready(page);
    if (await page.locator(`[data-area="${target}"].fab-area-reach`).count()) {
      await tapToMove(page, page.locator(`[data-area="${target}"]`), tap);
      await ready(page);
      return true;
    }
    if (await page.locator(`[data-area="${id}"][aria-pressed="true"]`).count())
      await tap(page, page.locator(`[data-area="${id}"]`));
  }
  return false;
}

/** Wait until the game host shows the hand-off panel, the game screen or the victory screen, and the
 * last tap's event has been stored and drawn (the screen stops changing for a moment). */
async function ready(page) {
  await page.locator('.st-handoff-take, .fab-screen, .fab-looked, .fab-victory').first().waitFor();
  await quiet(page);
  await page.locator('.st-handoff-take, .fab-screen, .fab-looked, .fab-victory').first().waitFor();
  // the guided first turn (issue 16, tests/e2e/fab-key.e2e.mjs) is skipped here, so that it covers nothing
  const skip = page.getByRole('button', { name: 'Skip the guide' });
  if (await skip.count()) await tap(page, skip);
}

/** End the step or phase (the one button that moves the game on), or take the tablet. */
async function endOrTake(page) {
  await ready(page);
  const take = page.locator('.st-handoff-take');
  if (await take.count()) return tap(page, take);
  const go = page.locator('.fab-roll-go, .fab-looked-go');
  if (await go.count()) return tap(page, go.first());
  return tap(
    page,
    page.locator('.fab-play button', { hasText: /^End this step|^End the phase|^Let the bridge stand/ }).first(),
  );
}

/** From the start of the game to blue's first operational movement, holding the tablet as blue. */
async function toMovement(page) {
  for (let i = 0; i < 40; i++) {
    await ready(page);
    const phase = await page.locator('.fab-screen[data-phase="operational-movement"][data-viewer="blue"]').count();
    if (phase) return;
    await endOrTake(page);
  }
  throw new Error('never reached operational movement');
}

async function turnOf(page) {
  return (
    await page
      .locator('.fab-turn')
      .innerText()
      .catch(() => '')
  ).trim();
}

async function holder(page) {
  return page.evaluate(() => document.querySelector('.fab-screen')?.getAttribute('data-viewer') ?? null);
}

/** Areas whose label names one of `names` (the viewer's own blocks). */
async function areasWith(page, names) {
  return page.evaluate(
    (names) =>
      [...document.querySelectorAll('[data-area]')]
        .filter((g) => names.some((n) => (g.getAttribute('aria-label') ?? '').includes(n)))
        .map((g) => g.getAttribute('data-area')),
    names,
  );
}

/** Put down the block still selected from the last move (a move no longer ends on a hand-off now that the
 * other side's standing orders answer its bridge, so the moved block stays selected): the next tap selects. */
async function putDown(page) {
  // a second tap on the selected block's own area puts it down (GameScreen onArea)
  const own = await page.evaluate(
    () => document.querySelector('.fab-block.fab-selected')?.closest('[data-area]')?.getAttribute('data-area') ?? null,
  );
  if (own && !(await page.locator('.fab-play button', { hasText: /^End this unit's move/ }).count())) {
    await tap(page, page.locator(`[data-area="${own}"]`));
    await ready(page);
  }
}

/** Tap each own area until a unit there offers the order `re`; tap it. */
async function tryOrder(page, names, re) {
  await putDown(page);
  for (const id of await areasWith(page, names)) {
    await tap(page, page.locator(`[data-area="${id}"]`));
    // read the unit's orders once the selection is drawn (as tryMove does)
    await ready(page);
    const b = page.locator('.fab-play button', { hasText: re }).first();
    if (await b.count()) {
      await tap(page, b);
      return true;
    }
  }
  return false;
}

/** Tap each own area until a unit there lights areas to move to; move it to the first one (5.3, 7.2, 7.3). */
async function tryMove(page, names) {
  await putDown(page);
  for (const id of await areasWith(page, names)) {
    await tap(page, page.locator(`[data-area="${id}"]`));
    await ready(page);
    // prefer an area where the unit may end its move (fewer than two own blocks there, 5.1)
    const lit = await page.evaluate(
      (names) =>
        [...document.querySelectorAll('.fab-area-reach')]
          .map((g) => ({
            id: g.getAttribute('data-area'),
            own: names.filter((n) => (g.getAttribute('aria-label') ?? '').includes(n)).length,
          }))
          .sort((a, b) => a.own - b.own)
          .map((x) => x.id),
      names,
    );
    if (lit.length) {
      await tapToMove(page, page.locator(`[data-area="${lit[0]}"]`), tap);
      await ready(page);
      return true;
    }
    if (await page.locator(`[data-area="${id}"][aria-pressed="true"]`).count())
      await tap(page, page.locator(`[data-area="${id}"]`));
  }
  return false;
}

/**
 * Standing orders (issue 16): what each player of the scripted game tells the app in its first pass, by taps in
 * the Boxes tab's "Standing orders" sheet. The script always ends its 4.2c step and declines 6.21, and lets
 * bridges stand, so these orders play the same game with fewer passes of the tablet.
 */
const ORDERS = {
  // issue 27: blue, attacking, takes hits as step losses (never aborts); red commits no asset in defence
  blue: { admin: 'skip', defence: 'decline', hits: 'steps' },
  red: { bridge: 'never', admin: 'skip', defence: 'decline', assets: 'none' },
};
/** FAB_ORDERS=none plays the game with no standing orders, to count its hand-offs without them (README). */
const WITH_ORDERS = process.env.FAB_ORDERS !== 'none';

/** Set `viewer`'s standing orders by taps (the sheet is checked with axe and for 44 px targets on the first). */
async function setOrders(page, viewer, first) {
  await tap(page, page.getByRole('tab', { name: 'Boxes' }));
  await tap(page, page.getByRole('button', { name: 'Standing orders' }));
  const sheet = page.locator('dialog.fab-orders');
  await sheet.waitFor();
  for (const [q, a] of Object.entries(ORDERS[viewer])) {
    const radio = sheet.locator(`fieldset[data-question="${q}"] input[value="${a}"]`);
    await tap(page, radio);
    await sheet.locator('[role="status"]', { hasText: 'Saved' }).waitFor();
    assert.equal(await radio.isChecked(), true, `${viewer} ${q} order ${a}`);
  }
  // only the holder's orders are on the sheet: the other side's never are
  assert.equal(await sheet.locator('.fab-orders-side').count(), 1);
  if (first) await a11y(page, 'standing orders');
  await tap(page, sheet.getByRole('button', { name: 'Close the standing orders' }));
  await tap(page, page.getByRole('tab', { name: 'Play' }));
}

/** The moves the players tapped so far: the record less the moves the app took for them (a fresh replay). */
async function tappedMoves(page) {
  if (!(await page.evaluate(() => !!globalThis.SandtableDriver))) await page.evaluate(driver);
  const id = decodeURIComponent(new URL(page.url()).hash.replace(/^#\/game\//, ''));
  const r = await page.evaluate((gid) => globalThis.SandtableDriver.phasesOf(gid), id);
  return r.events - r.auto;
}

/**
 * The first of the GO_ON buttons on screen, tapped. An "End …" button (issue 27) gets two taps 50 ms apart at the
 * same spot, as a finger's double tap: the record must hold exactly one more tapped move after them, whatever came
 * up under the finger in between (the next step's button, the next phase's combat round, the hand-off cover).
 * `doubled` collects "phase: label" of each one double-tapped.
 */
async function goOnByDoubleTap(page, phase, doubled) {
  for (const re of GO_ON) {
    const b = page.locator('.fab-play button', { hasText: re }).first();
    if (!(await b.count())) continue;
    const label = (await b.innerText()).replace(/\s*\(.*\)\s*$/, '').trim();
    if (!/^End /.test(label)) {
      await tap(page, b);
      return true;
    }
    await b.scrollIntoViewIfNeeded();
    await quiet(page);
    const box = await b.boundingBox();
    if (!box) return false;
    const before = await tappedMoves(page);
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    await page.touchscreen.tap(x, y);
    await page.waitForTimeout(50);
    await page.touchscreen.tap(x, y);
    // both taps answered and the moment after an ending over: the record holds what they stored
    await page.waitForTimeout(600);
    await ready(page);
    const stored = (await tappedMoves(page)) - before;
    assert.equal(stored, 1, `a double tap on "${label}" in ${phase} stored ${stored} moves`);
    doubled.add(`${phase}: ${label}`);
    return true;
  }
  return false;
}

/** The dice seed of the scripted Millbrook game (see the test). */
const GAME_SEED = Number(process.env.FAB_GAME_SEED ?? 20261123);

test(
  'Millbrook from set-up to the victory screen by taps, reload in the middle, no leaks',
  { timeout: 600_000 },
  async () => {
    const ctx = await browser.newContext(TABLET);
    // the same dice on every run (set FAB_GAME_SEED to play another game)
    await injectDiceSeed(ctx, GAME_SEED);
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    await newGame(page);
    console.log(`FAB game: dice seed ${GAME_SEED}`);
    const seen = new Set();
    const decisions = new Set();
    const kinds = new Set();
    let moved = false;
    let placed = false;
    let reserved = 0;
    const tried = new Set();
    const special = new Set();
    let reloaded = false;
    let revealedAny = false;
    let checkedMap = false,
      checkedCombat = false,
      checkedLog = false,
      shotDice = false;
    let secretChecks = 0,
      checksAfterReveal = 0,
      saw622 = false,
      redStacked = false,
      blueAttacked = false;
    // "Hand off only for real decisions": every time the hand-off panel is shown and taken
    let handoffs = 0;
    // issue 27: the hand-offs to a decision of a combat round (6.2), to count them per round
    let roundHandoffs = 0;
    // the sides that have set their standing orders (each in its first pass with the game screen)
    const ordered = new Set();
    // issue 27: every "End …" tapped in the game is a double tap ("phase: label")
    const doubleTapped = new Set();
    // issue 27: result cards read per side, and hit decisions checked to be followed by one
    const results = {};
    let resultChecks = 0;
    let resultShot = false;
    for (let i = 0; i < 900; i++) {
      await ready(page);
      if (await page.locator('.fab-victory').count()) break;
      const take = page.locator('.st-handoff-take');
      if (await take.count()) {
        await assertHandoffBlank(page);
        handoffs++;
        // hand off only for real decisions: the side asked for has a choice (the app takes forced events)
        if (!(await page.evaluate(() => !!globalThis.SandtableDriver))) await page.evaluate(driver);
        const gid = decodeURIComponent(new URL(page.url()).hash.replace(/^#\/game\//, ''));
        const pos = await page.evaluate((id) => globalThis.SandtableDriver.position(id), gid);
        assert.ok(!pos.forced, `a hand-off to ${pos.actor} for an event the app should have taken`);
        assert.ok(!pos.ordered, `a hand-off to ${pos.actor} for a question its standing orders answer`);
        if (pos.round) roundHandoffs++;
        if (process.env.FAB_DEBUG) console.log('HANDOFF', handoffs, JSON.stringify(pos));
        if (handoffs === 1) {
          // the hand-off panel: axe, 44 px, and a way home that shows nothing and comes back covered
          await a11y(page, 'hand-off');
          const here = page.url();
          await tap(page, page.locator('.st-handoff-home'));
          await page.getByRole('heading', { name: 'New game' }).waitFor();
          await assertHandoffBlank(page);
          await page.goto(here);
          await page.locator('.st-handoff-take').waitFor();
          await assertHandoffBlank(page);
        }
        await tap(page, take);
        continue;
      }
      // "since you last looked" and a roll held on screen (fab-looked.e2e.mjs checks them closely): no leak
      const goOn = page.locator('.fab-roll-go, .fab-looked-go');
      if (await goOn.count()) {
        const looker = (await page.locator('.fab-looked').count())
          ? await page.locator('.fab-looked').getAttribute('data-side')
          : await holder(page);
        if (looker && looker !== 'open') {
          await assertNoSecret(page, looker);
          secretChecks++;
        }
        if (await page.locator('.fab-result').count()) {
          results[looker] = (results[looker] ?? 0) + 1;
          if (!resultShot) {
            resultShot = true;
            await page.screenshot({ path: `${SHOTS}/fab-result-card-1024x768.png` });
          }
        }
        await tap(page, goOn.first());
        continue;
      }
      if (!(await page.locator('.fab-screen').count())) continue;
      const viewer = await holder(page);
      const phase = await page
        .locator('.fab-screen')
        .getAttribute('data-phase', { timeout: 2000 })
        .catch(() => null);
      if (!phase) continue;
      if (process.env.FAB_DEBUG)
        console.log(i, phase, viewer, (await page.locator('.fab-phasebar').innerText()).replace(/\s+/g, ' '));
      seen.add(phase);
      if (
        WITH_ORDERS &&
        (viewer === 'blue' || viewer === 'red') &&
        !ordered.has(viewer) &&
        !(await page.locator('.fab-combat').count())
      ) {
        await setOrders(page, viewer, ordered.size === 0);
        ordered.add(viewer);
        continue;
      }
      // neither side may read a name it may not know, anywhere on the page, at any moment of the game
      if (viewer !== 'open') {
        const sec = await assertNoSecret(page, viewer);
        secretChecks++;
        if (revealedAny) checksAfterReveal++;
        if (secretChecks === 1)
          assert.equal(sec.units.length, RED.length, 'at the start all four red blocks are secret to blue');
        // 6.22 the attacker assigns assets in Millbrook with both defending blocks still face down
        const step = (await page.locator('.fab-step').count())
          ? await page
              .locator('.fab-step')
              .innerText()
              .catch(() => '')
          : '';
        if (
          !saw622 &&
          viewer === 'blue' &&
          /attacker assigns assets/.test(step) &&
          /Millbrook/.test(await page.locator('#fab-combat-title').innerText())
        ) {
          const hiddenHere = await page.locator('.fab-line-defender li', { hasText: 'hidden block' }).count();
          if (hiddenHere === 2) {
            saw622 = true;
            assert.ok(sec.fire.length > 0, 'the rules have full-knowledge numbers to hide here');
            assert.match(await page.locator('.fab-assets').innerText(), /averaged over the hidden blocks/);
            await page.screenshot({ path: `${SHOTS}/fab-combat-6.22-1024x768.png` });
            if (process.env.SHOT_622) await page.screenshot({ path: process.env.SHOT_622 });
          }
        }
      }

      if (!checkedMap && phase === 'operational-movement') {
        await a11y(page, 'map');
        await page.screenshot({ path: `${SHOTS}/fab-map-1024x768.png` });
        checkedMap = true;
      }
      // the log once blue has moved, at the first moment the tabs are on screen after movement (the app now
      // takes the combat phase's forced events, so the combat screen may hold the whole phase)
      if (
        !checkedLog &&
        moved &&
        phase !== 'operational-movement' &&
        (await page.getByRole('tab', { name: 'Log' }).count())
      ) {
        await tap(page, page.getByRole('tab', { name: 'Log' }));
        await page.locator('.fab-log li').first().waitFor();
        await a11y(page, 'log');
        await page.screenshot({ path: `${SHOTS}/fab-log-1024x768.png` });
        await tap(page, page.getByRole('tab', { name: 'Play' }));
        checkedLog = true;
      }
      const combat = page.locator('.fab-combat');
      if (await combat.count()) {
        revealedAny = true;
        if (!checkedCombat) {
          await a11y(page, 'combat');
          await page.screenshot({ path: `${SHOTS}/fab-combat-1024x768.png` });
          checkedCombat = true;
        }
        if (
          !shotDice &&
          (await page.locator('.fab-dice').count()) &&
          (await page.locator('.fab-actions button').count())
        ) {
          await page.screenshot({ path: `${SHOTS}/fab-combat-dice-1024x768.png` });
          shotDice = true;
        }
        const actions = page.locator('.fab-actions button');
        if (!(await actions.count())) {
          await page.waitForTimeout(100);
          continue;
        }
        const labels = await actions.allInnerTexts();
        // hit decisions (6.41-6.43): a kind not taken yet first, so the game shows each one the rules offer
        const KINDS = [
          [/loses a step/, 'step loss'],
          [/as disorder/, 'disorder'],
          [/by retreating/, 'retreat'],
        ];
        let idx = labels.findIndex((l) => /^Confirm/.test(l));
        for (const [re, kind] of KINDS) if (idx < 0 && !kinds.has(kind)) idx = labels.findIndex((l) => re.test(l));
        const order = [
          /^Roll \d+ di(c)?e/,
          /loses a step/,
          /Take the hit as disorder/,
          /Take the hit by retreating/,
          /^Commit/,
          /^Point unit/,
          /No special action/,
          /Do not exploit/,
          /./,
        ];
        for (const re of order) {
          if (idx >= 0) break;
          idx = labels.findIndex((l) => re.test(l) && !/Abort|Withdraw/.test(l));
        }
        if (idx < 0) idx = 0;
        const label = labels[idx];
        for (const [re, kind] of KINDS)
          if (re.test(label)) {
            kinds.add(kind);
            decisions.add(label.replace(/\(.*\)/, '').trim());
          }
        await tap(page, actions.nth(idx));
        // issue 27: a side that took a hit decision sees what came of it before the tablet goes on (the round's
        // result card when it closed the round, else what its decision did to the board)
        if (/loses a step|as disorder|by retreating|^Abort/.test(label)) {
          await ready(page);
          const goesOn =
            (await page.locator('.fab-combat').count()) &&
            !(await page.locator('.st-handoff-take').count()) &&
            (await holder(page)) === viewer;
          if (!goesOn) {
            if (process.env.FAB_DEBUG && !(await page.locator('.fab-result').count()))
              await page.screenshot({ path: '/tmp/fab-noresult.png' });
            assert.ok(await page.locator('.fab-result').count(), `${viewer} saw no result of "${label}"`);
            resultChecks++;
          }
        }
        continue;
      }
      if (!reloaded && revealedAny) {
        // reload in the middle of the game and carry on
        await page.reload();
        reloaded = true;
        continue;
      }
      // turn 1: red brings the Hussar Group to Millbrook, next to the Border Fusiliers (two face-down blocks)
      // (in red's own movement: red also holds the tablet in blue's movement to answer a bridge, 5.35d)
      if (
        !redStacked &&
        phase === 'operational-movement' &&
        viewer === 'red' &&
        (await page.locator('.fab-screen').getAttribute('data-phasing')) === 'red'
      ) {
        redStacked = true;
        await tap(page, page.locator('[data-area="a7"]'));
        // Millbrook lights once the selection is drawn: read it only then (reading at once raced the drawing,
        // and the game went on without the 6.22 situation)
        await page.locator('[data-area="a5"].fab-area-reach').waitFor({ timeout: 5000 });
        await tapToMove(page, page.locator('[data-area="a5"]'), tap);
        await page.waitForTimeout(200);
        continue;
      }
      // turn 2: blue goes into Millbrook, so that it attacks two face-down blocks there (6.22)
      if (
        !blueAttacked &&
        redStacked &&
        phase === 'operational-movement' &&
        viewer === 'blue' &&
        (await turnOf(page)).startsWith('Turn 2 ')
      ) {
        blueAttacked = true;
        await tryMoveTo(page, BLUE, 'a5');
        continue;
      }
      if (!moved && phase === 'operational-movement' && viewer === 'blue') {
        // tap the Old Mill (the lancers), then South Ford across the Mill bridge
        await tap(page, page.locator('[data-area="a3"]'));
        await page.locator('[data-area="a6"].fab-area-reach').waitFor();
        await tapToMove(page, page.locator('[data-area="a6"]'), tap);
        moved = true;
        await page.waitForTimeout(200);
        continue;
      }
      const moving = await page.locator('.fab-play button', { hasText: /^End this unit's move/ }).count();
      if (
        moved &&
        !moving &&
        viewer === 'blue' &&
        phase === 'operational-movement' &&
        !tried.has(`reserve-${await turnOf(page)}`)
      ) {
        // 5.21 put a unit in reserve: it may move in the penetration phase (7.3) or react in the enemy's turn (7.2)
        tried.add(`reserve-${await turnOf(page)}`);
        if (await tryOrder(page, BLUE, /in reserve/)) reserved++;
        continue;
      }
      // turn 1: the reserve moves in penetration (7.3); later turns it waits to react in the enemy's turn (7.2)
      const turn = await turnOf(page);
      if (
        !moving &&
        viewer === 'blue' &&
        ((phase === 'penetration-movement' && turn.startsWith('Turn 1 ')) || phase === 'reaction') &&
        !tried.has(`${phase}-${turn}`)
      ) {
        tried.add(`${phase}-${await turnOf(page)}`);
        if (await tryMove(page, BLUE)) special.add(phase);
        continue;
      }
      const arriving = page.getByRole('region', { name: 'Reinforcements to place' }).locator('button');
      if (await arriving.count()) {
        // 4.1 tap the arriving unit, then its lit entry area
        await tap(page, arriving.first());
        const entry = page.locator('.fab-area-reach').first();
        await entry.waitFor();
        await tapToMove(page, entry, tap);
        placed = true;
        continue;
      }
      let done = await goOnByDoubleTap(page, phase, doubleTapped);
      if (!done && (await page.locator('.fab-area-reach').count())) {
        // a moving unit that may not stop here (5.1 stacking) goes on to a lit area
        await tapToMove(page, page.locator('.fab-area-reach').first(), tap);
        done = true;
      }
      if (!done) {
        if (process.env.FAB_DEBUG) {
          console.log('stuck:', (await page.locator('.fab-pane').innerText()).replace(/\s+/g, ' ').slice(0, 300));
          await page.screenshot({ path: '/tmp/fab-stuck.png' });
        }
        await page.waitForTimeout(150);
      }
    }
    await page.locator('.fab-victory').waitFor();
    console.log(`FAB game: ${handoffs} hand-offs`);
    assert.ok(saw622, '6.22 in Millbrook with both defending blocks face down was played and checked');
    await page.screenshot({ path: `${SHOTS}/fab-victory-1024x768.png` });
    assert.match(await page.locator('.fab-victory').innerText(), /Victory points/);
    // issue 27: the game over, both sides' blocks face up on the final map and named in the log
    await tap(page, page.getByRole('tab', { name: 'Map' }));
    await page.locator('.fab-over-map .fab-map').waitFor();
    assert.ok((await page.locator('.fab-over-map .fab-block').count()) > 0, 'blocks on the final map');
    assert.equal(await page.locator('.fab-over-map .fab-block-back').count(), 0, 'no block face down at the end');
    await page.screenshot({ path: `${SHOTS}/fab-victory-map-1024x768.png` });
    await tap(page, page.getByRole('tab', { name: 'Log' }));
    assert.doesNotMatch(await page.locator('.fab-over-pane').innerText(), /face down|enemy block/i);
    await tap(page, page.getByRole('tab', { name: 'Result' }));
    for (const p of ['admin', 'operational-movement', 'combat', 'penetration-movement'])
      assert.ok(seen.has(p), `phase ${p} seen`);
    // phases with nothing to decide in them are ended by the app for the side in turn: they are in the record
    if (!(await page.evaluate(() => !!globalThis.SandtableDriver))) await page.evaluate(driver);
    const gameId = decodeURIComponent(new URL(page.url()).hash.replace(/^#\/game\//, ''));
    const record = await page.evaluate((id) => globalThis.SandtableDriver.phasesOf(id), gameId);
    for (const p of ['reinforcement', 'reaction', 'penetration-combat', 'supply'])
      assert.ok(record.phases.includes(p), `phase ${p} played (on screen or taken by the app)`);
    console.log(`FAB game: ${record.events} moves, ${record.auto} taken by the app`);
    console.log(`FAB game: double taps on ${[...doubleTapped].join(' | ')}`);
    for (const p of ['admin', 'operational-movement', 'strategic-movement', 'penetration-movement'])
      assert.ok(
        [...doubleTapped].some((d) => d.startsWith(`${p}:`)),
        `an "End …" of ${p} double-tapped (${[...doubleTapped].join(', ')})`,
      );
    // hand off only for real decisions (issue 16). Before: 69 hand-offs in this game; 37 once the app took forced
    // events; 17 with the players' standing orders (4.2c skipped, 6.21 declined, red's bridges let stand), one of
    // them the reload's cover.
    // Every one is checked above to lead to a choice. The ceiling catches a return to handing off for taps.
    console.log(`FAB game: ${handoffs} hand-offs ${WITH_ORDERS ? 'with' : 'without'} standing orders`);
    // issue 27: a combat round in two hand-offs where the players want it (their standing orders answer the rest)
    const perRound = record.rounds ? roundHandoffs / record.rounds : 0;
    console.log(
      `FAB game: ${record.rounds} combat rounds, ${roundHandoffs} hand-offs to a round's decision (${perRound.toFixed(2)} per round)`,
    );
    assert.ok(record.rounds > 0, 'combat rounds were fought');
    console.log(`FAB game: result cards read ${JSON.stringify(results)}, ${resultChecks} after a hit decision`);
    assert.ok(results.blue > 0 && results.red > 0, `both sides read result cards: ${JSON.stringify(results)}`);
    if (WITH_ORDERS) {
      assert.deepEqual([...ordered].sort(), ['blue', 'red'], 'both players set their standing orders');
      assert.ok(record.ordered > 0, 'the app answered by standing order');
      // issue 27: the target is 20 or fewer; the test fails above 24
      assert.ok(handoffs <= 24, `${handoffs} hand-offs in the scripted Millbrook game`);
      // issue 27: a combat round in two hand-offs where the players want it (4.00 per round without orders)
      assert.ok(perRound <= 2, `${perRound.toFixed(2)} hand-offs per combat round with standing orders`);
    }
    assert.ok(record.auto > 0, 'the app took the events the rules forced');
    assert.ok(
      moved && (placed || record.placed > 0) && reloaded && checkedCombat && checkedLog,
      `moved ${moved}, placed a reinforcement ${placed || record.placed > 0}, reloaded ${reloaded}, fought ${checkedCombat}, read the log ${checkedLog}`,
    );
    assert.ok(decisions.size >= 1, `hit decisions taken: ${[...decisions].join(', ')}`);
    assert.ok(checksAfterReveal > 10, `leak checks after the first reveal: ${checksAfterReveal}`);
    assert.ok(oddsChecks > 0, 'odds checked against an unseen block elsewhere losing a step');
    console.log(
      `FAB game: ${secretChecks} leak checks (${checksAfterReveal} after blocks were revealed); phases ${[...seen].join(', ')}; hit decisions: ${[...kinds].join(', ')} (${[...decisions].join(' | ')}); reserves ${reserved}; moved in ${[...special].join(', ')}`,
    );
    // Since red's turn-1 move to Millbrook waits for its own movement phase (it used to race a bridge decision),
    // the scripted game's reserve no longer gets a reaction chance; 7.2 reaction is covered by the machine tests.
    assert.ok(reserved >= 1 && special.has('penetration-movement'), 'reserves placed and moved in penetration');
    assert.deepEqual(errors, []);
    await ctx.close();
  },
);

test(
  'speed at 4x CPU slowdown: reachable areas and a stored, drawn move stay within twice their bench budgets (50 and 100 ms)',
  { timeout: 180_000 },
  async () => {
    const ctx = await browser.newContext(TABLET);
    const page = await ctx.newPage();
    await newGame(page);
    await toMovement(page);
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    /** Time from a tap on an area to a condition on the page (MutationObserver, in the page's own clock). */
    const timeTap = (area, cond, sel = `[data-area="${area}"]`) =>
      page.evaluate(
        ([sel, cond]) =>
          new Promise((resolve) => {
            const t0 = performance.now();
            const check = new Function('return (' + cond + ')');
            const obs = new MutationObserver(() => {
              if (check()) {
                obs.disconnect();
                resolve(performance.now() - t0);
              }
            });
            obs.observe(document.body, { subtree: true, attributes: true, childList: true });
            document.querySelector(sel).dispatchEvent(new MouseEvent('click', { bubbles: true }));
          }),
        [sel, cond],
      );
    // select the lancers and put them down again, three times: the median counts
    const highlights = [];
    for (let k = 0; k < 3; k++) {
      highlights.push(await timeTap('a3', "!!document.querySelector('.fab-area-reach')"));
      await page.waitForTimeout(200);
      await timeTap('a3', "!document.querySelector('.fab-area-reach')");
      await page.waitForTimeout(200);
    }
    const highlight = [...highlights].sort((a, b) => a - b)[1];
    await timeTap('a3', "!!document.querySelector('.fab-area-reach')");
    // three single-area moves of the lancers (a3 to a1, a1 to a2, a2 to a4): stored and drawn; the median counts
    const moves = [];
    for (const [to, from] of [
      ['a1', 'a3'],
      ['a2', 'a1'],
      ['a4', 'a2'],
    ]) {
      await page.locator(`[data-area="${to}"].fab-area-reach`).waitFor();
      // the tap on the area shows the move; the timed tap is "Move here"
      await tap(page, page.locator(`[data-area="${to}"]`));
      await page.locator('[data-testid="fab-move-here"]').waitFor();
      moves.push(
        await timeTap(
          to,
          `(document.querySelector('[data-area="${to}"]')?.getAttribute('aria-label') ?? '').includes('3rd Lancers') && !(document.querySelector('[data-area="${from}"]')?.getAttribute('aria-label') ?? '').includes('3rd Lancers')`,
          '[data-testid="fab-move-here"]',
        ),
      );
      await page.waitForTimeout(300);
    }
    const move = [...moves].sort((a, b) => a - b)[1];
    // pan: drag the map for a second and count animation frames (at 4x, then without slowdown)
    const pan = async () => {
      const box = await page.locator('.fab-map').boundingBox();
      const frames = page.evaluate(
        () =>
          new Promise((resolve) => {
            let n = 0;
            const t0 = performance.now();
            const tick = () => {
              n++;
              if (performance.now() - t0 < 1000) requestAnimationFrame(tick);
              else resolve(n);
            };
            requestAnimationFrame(tick);
          }),
      );
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      for (let k = 0; k < 60; k++)
        await page.mouse.move(box.x + box.width / 2 - k * 4, box.y + box.height / 2 - k, { steps: 1 });
      await page.mouse.up();
      return frames;
    };
    // load the map to 40 blocks (copies of the drawn ones, spread over the map) for the pan measurement
    await page.evaluate(() => {
      const svg = document.querySelector('.fab-map');
      const blocks = [...document.querySelectorAll('.fab-block')];
      const layer = document.createElementNS('http://www.w3.org/2000/svg', 'g');
      layer.setAttribute('aria-hidden', 'true');
      for (let i = 0; blocks.length + i < 40; i++) {
        const c = blocks[i % blocks.length].cloneNode(true);
        c.setAttribute('transform', `translate(${60 + ((i * 97) % 1200)} ${80 + ((i * 53) % 420)})`);
        layer.appendChild(c);
      }
      svg.appendChild(layer);
    });
    const fps4 = await pan();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const fps1 = await pan();
    const blocks = await page.locator('.fab-block').count();
    assert.ok(blocks >= 40);
    console.log(
      `FAB speed at 4x CPU: highlight ${highlights.map((m) => m.toFixed(1)).join(' / ')} ms (median ${highlight.toFixed(1)}), moves ${moves.map((m) => m.toFixed(1)).join(' / ')} ms (median ${move.toFixed(1)}); pan with ${blocks} blocks: ${fps4} frames/s at 4x, ${fps1} at 1x`,
    );
    // The budgets (highlight 50 ms, move 100 ms at 4x) are kept by `npm run bench` (interaction.fab.reach,
    // interaction.commit: p95 of 500 commits), measured there over more runs on a quiet machine; a median of three here moved 66-103 ms between two idle runs. This test fails on
    // a gross regression only: twice the budget.
    assert.ok(highlight < 100, `highlight ${highlight} ms (budget 50, ceiling here 100)`);
    assert.ok(fps1 >= 30, `pan ${fps1} frames/s`);
    assert.ok(move < 200, `move ${move} ms (budget 100, ceiling here 200)`);
    await ctx.close();
  },
);

test('combat assistant: both sides entered by taps, a round run with app dice', { timeout: 120_000 }, async () => {
  const ctx = await browser.newContext(TABLET);
  const page = await ctx.newPage();
  const errors = watchErrors(page);
  await page.goto(BASE);
  await tap(page, page.getByRole('link', { name: 'Combat assistant' }));
  await page.getByRole('button', { name: 'Start the combat round' }).waitFor();
  await tap(page, page.getByRole('button', { name: 'Add an asset' }).first());
  await tap(page, page.getByRole('button', { name: 'Start the combat round' }));
  for (let i = 0; i < 30; i++) {
    if (await page.locator('.fab-summary').count()) break;
    const actions = page.locator('.fab-actions button');
    const labels = await actions.allInnerTexts();
    const idx = Math.max(
      0,
      labels.findIndex((l) => /^Roll|loses a step|^Commit|^Point unit|No special|Do not exploit/.test(l)),
    );
    await tap(page, actions.nth(idx));
  }
  await page.locator('.fab-summary').waitFor();
  assert.ok((await page.locator('.fab-die').count()) > 0);
  await page.screenshot({ path: `${SHOTS}/fab-assistant-1024x768.png` });
  assert.deepEqual(errors, []);
  await ctx.close();
});

for (const [device, name] of [
  [TABLET, '1024x768'],
  [TABLET_PORTRAIT, '768x1024'],
  [PHONE, '390x844'],
]) {
  test(`the map fits and stays tappable at ${name}`, { timeout: 120_000 }, async () => {
    const ctx = await browser.newContext(device);
    const page = await ctx.newPage();
    await newGame(page);
    await toMovement(page);
    await tap(page, page.locator('[data-area="a3"]'));
    await page.locator('.fab-area-reach').first().waitFor();
    assert.deepEqual(await smallTargets(page), []);
    const svg = await page.locator('.fab-map').boundingBox();
    const inside = async () => {
      const out = [];
      for (const id of ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7', 'a8', 'a9']) {
        const b = await page.locator(`[data-area="${id}"]`).boundingBox();
        if (
          b.x >= svg.x - 1 &&
          b.x + b.width <= svg.x + svg.width + 1 &&
          b.y >= svg.y - 1 &&
          b.y + b.height <= svg.y + svg.height + 1
        )
          out.push(id);
      }
      return out;
    };
    if (name !== '390x844') assert.equal((await inside()).length, 9, `the whole map fits at ${name}`);
    else {
      // a phone starts zoomed to the map's height; the fit button shows the whole map
      assert.ok((await inside()).length < 9);
      await page.screenshot({ path: `${SHOTS}/fab-map-${name}.png` });
      await tap(page, page.getByRole('button', { name: 'Show the whole map' }));
      assert.equal((await inside()).length, 9);
      await tap(page, page.getByRole('button', { name: 'Zoom in' }));
      await ctx.close();
      return;
    }
    await page.screenshot({ path: `${SHOTS}/fab-map-${name}.png` });
    await ctx.close();
  });
}
