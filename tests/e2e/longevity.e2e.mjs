/**
 * Issue 24: a game lives as long as a player plays it. A phone collects garbage all the time, freezes a
 * hidden page and comes back to it; the second copy of the games (src/store/replica.ts) must never stop a move
 * being stored. Three games at once (FAB, FUBAR, OCS), each in its own tab: play, force garbage collections,
 * idle a minute, freeze and wake every page, collect again and play on. Every tap that makes a move is stored
 * within a second (its game's header counts it), a reload shows every move, and the second copy holds every
 * stored move and is not behind. With the storage bucket no longer kept alive, the first tap after a collection
 * waits for the copy to give up (2 s) and the copy falls behind: this test fails (tried, see the issue note).
 * Run alone: npm run build && node scripts/e2e.mjs tests/e2e/longevity.e2e.mjs --no-build
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE, GO_ON, TABLET, injectDiceSeed, launch, tap, watchErrors } from './harness.mjs';
import { collectGarbage, copyHolds, gameIdOf, storedCount, tapStored } from './storage-probe.mjs';

const IDLE_MS = Number(process.env.LONGEVITY_IDLE_MS ?? 60_000);
/** The three games' dice seed: dice are injected, so every run takes the same path. */
const SEED = Number(process.env.LONGEVITY_SEED ?? 2024);
const browser = await launch();
test.after(() => browser.close());

async function newGame(page, scenario, name, fill) {
  await page.goto(BASE);
  await page.getByRole('heading', { name: 'New game' }).waitFor();
  await tap(page, page.locator('a.st-scenario', { hasText: scenario }).first());
  await page.getByLabel('Game name').fill(name);
  await fill?.(page);
  await tap(page, page.getByRole('button', { name: 'Start the game' }));
  await page.waitForURL(/#\/game\//);
  return gameIdOf(page);
}

/** FAB: take the tablet when it is offered (and read what the other side did), then end the current step or
 * phase (or answer the question). `tries`: how many times the hand-off may come up after the wait below. */
async function fabTap(page, id, tries = 3) {
  // the last tap's move is stored before it is shown: until the screen has caught up (the hand-off panel, or the
  // next step's buttons) the side that just ended its phase sees its own screen with nothing to tap
  const goOn = GO_ON.map((re) => re.source).join('|');
  await page
    .waitForFunction(
      (goOn) =>
        document.querySelector('.st-handoff-take, .fab-looked-go') ||
        [...document.querySelectorAll('.fab-play button')].some((b) =>
          new RegExp(goOn).test((b.textContent ?? '').trim()),
        ),
      goOn,
      { timeout: 10_000 },
    )
    .catch(() => {}); // the error below says what the screen offers instead
  const take = page.locator('.st-handoff-take');
  if (await take.count()) {
    await page.waitForTimeout(700); // the take button ignores taps in its first 0.6 s (a stray tap of the other side)
    await tap(page, take);
    await page.locator('.fab-screen, .fab-looked-go').first().waitFor();
  }
  const looked = page.locator('.fab-looked-go');
  if (await looked.count()) {
    await tap(page, looked);
    await page.locator('.fab-screen').waitFor();
  }
  for (const re of GO_ON) {
    const b = page.locator('.fab-play button', { hasText: re }).first();
    if (await b.count()) return tapStored(page, b, id);
  }
  // the wait above can see the last screen's button a moment before the hand-off (or what the other side did) replaces
  // it (found under load in a full run: the screen then offered the hand-off's take button alone): start again there
  if (tries > 1 && (await page.locator('.st-handoff-take, .fab-looked-go').count())) return fabTap(page, id, tries - 1);
  const shown = await page.locator('.fab-play button, [role=dialog] button').allInnerTexts();
  throw new Error(`no FAB button to move the game on; the screen offers: ${shown.join(' | ')}`);
}

/** FUBAR: the step's big button (initiative, activation, melee...), whichever the step offers; returns once the
 * screen has drawn the stored move. */
async function fubarTap(page, id) {
  const sig = () =>
    page.evaluate(() => {
      const el = document.querySelector('.fubar-screen');
      return `${el?.getAttribute('data-phase')}|${el?.getAttribute('data-log')}`;
    });
  const before = await sig();
  const p = await page.locator('.fubar-screen').getAttribute('data-phase');
  let ms;
  if (p === 'activation') {
    await tap(page, page.locator('.fubar-step .fubar-choice').first());
    await tap(page, page.getByTestId('sight-yes'));
    ms = await tapStored(page, page.getByTestId('roll-activation'), id);
  } else {
    const walk = page.locator('[data-action="walk"]');
    const pick = {
      initiative: page.getByTestId('roll-initiative'),
      action: (await walk.count()) ? walk : page.locator('.fubar-step .fubar-choice').first(),
      moving: page.getByTestId('done-moving'),
      shooting: page.getByRole('button', { name: 'End this activation' }),
      melee: page.locator('.fubar-step .fubar-big').first(),
      turnEnd: page.getByTestId('next-turn'),
      owner: page.locator('.fubar-step [data-quick], .fubar-step .fubar-choice').first(),
      assault: page.getByRole('button', { name: /No contact/ }),
    }[p];
    assert.ok(pick, `a FUBAR button for step ${p}`);
    ms = await tapStored(page, pick, id);
  }
  await page.waitForFunction(
    (b) => {
      const el = document.querySelector('.fubar-screen');
      return (
        el &&
        `${el.getAttribute('data-phase')}|${el.getAttribute('data-log')}` !== b &&
        el.getAttribute('aria-busy') !== 'true'
      );
    },
    before,
    { timeout: 10_000 },
  );
  return ms;
}

/** OCS: end the breakout segment, then move the fusiliers two hexes east and take it back by Undo, in turn: one
 * stored change a call (a move adds to the log, an undo takes from it). */
let ocsCalls = 0;
async function ocsTap(page, id) {
  if (ocsCalls++ === 0) return tapStored(page, page.getByRole('button', { name: 'End breakouts' }), id);
  if (ocsCalls % 2 === 1) return tapStored(page, page.locator('.st-gamebar button', { hasText: 'Undo' }), id);
  await tap(page, page.locator('[data-hex="0,7"]'));
  await tap(page, page.locator('[data-hex="2,7"]'));
  return tapStored(page, page.getByRole('button', { name: 'Move here' }), id);
}

test('three games played across collections, a minute idle and a frozen page: every tap stored within 1 s, every move back after a reload and in the second copy', async () => {
  const ctx = await browser.newContext(TABLET);
  await injectDiceSeed(ctx, SEED);
  const games = [];
  for (const [scenario, play, fill] of [
    ['Millbrook', fabTap],
    [
      'Crossroads',
      fubarTap,
      async (page) => {
        const rosters = page.getByLabel('Roster');
        await rosters.nth(0).selectOption({ label: 'Rifle section' });
        await rosters.nth(1).selectOption({ label: 'Militia' });
      },
    ],
    ['Valley of Rails', ocsTap],
  ]) {
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    const id = await newGame(page, scenario, `Long ${scenario}`, fill);
    games.push({ scenario, page, id, play, errors, taps: [] });
  }
  const round = async (label, n) => {
    for (const g of games) {
      await g.page.bringToFront();
      for (let i = 0; i < n; i++) g.taps.push({ label, ms: await g.play(g.page, g.id) });
    }
  };
  const collectAll = async () => {
    for (const g of games) await collectGarbage(g.page);
  };

  await round('fresh', 3);
  await collectAll();
  await round('after a collection', 3);
  await collectAll();
  await collectAll();
  // idle, as a player thinking or away from the table; then every page frozen (hidden, as a phone does) and woken
  await games[0].page.waitForTimeout(IDLE_MS);
  for (const g of games) {
    const cdp = await g.page.context().newCDPSession(g.page);
    await cdp.send('Page.setWebLifecycleState', { state: 'frozen' });
    await g.page.waitForTimeout(1000);
    await cdp.send('Page.setWebLifecycleState', { state: 'active' });
    await cdp.detach();
  }
  await collectAll();
  await round('after idle, freeze and collections', 4);

  for (const g of games) {
    const ms = g.taps.map((t) => t.ms).sort((a, b) => a - b);
    console.log(`${g.scenario}: ${ms.length} taps stored in ${ms[0]}-${ms.at(-1)} ms (median ${ms[ms.length >> 1]})`);
    const slow = g.taps.filter((t) => t.ms > 1000);
    assert.deepEqual(slow, [], `${g.scenario}: every tap stored within 1 s (${g.taps.map((t) => t.ms).join(', ')} ms)`);
    const stored = await storedCount(g.page, g.id);
    // a reload shows every move: the header and the screen agree with what was stored before it
    await g.page.reload();
    await g.page.locator('.fab-screen, .st-handoff-take, .fubar-screen, .ocs-screen').first().waitFor();
    assert.equal(await storedCount(g.page, g.id), stored, `${g.scenario}: the same moves after a reload`);
    assert.ok(stored >= 1, `${g.scenario}: ${stored} moves stored`);
  }
  // the home screen lists the three games
  const home = games[0].page;
  await home.goto(BASE);
  for (const g of games) await home.locator('li.st-game', { hasText: `Long ${g.scenario}` }).waitFor({ timeout: 5000 });
  // the second copy is whole: every stored record of the three games is in it, and it is not behind
  const copy = await copyHolds(home);
  assert.deepEqual(copy.missing, [], `records missing from the second copy (${copy.kind})`);
  for (const g of games) assert.deepEqual(g.errors, [], `${g.scenario}: no page errors`);
  await ctx.close();
});
