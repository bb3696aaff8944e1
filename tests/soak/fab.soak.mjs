/**
 * Issue 24's soak: scripted FAB play for SOAK_MINUTES (15) in one page, two players passing the tablet, with a
 * forced garbage collection every 30 s, as a long evening on a phone would. Every tap that makes a move is
 * counted against the moves the game's header then counts: a tap whose move is not stored within a second is a
 * failure, and one never stored is a dead tap. When a game ends a new one starts. At the end a reload shows every
 * stored move, and the second copy holds every record. Not part of `npm test` (it takes a quarter of an hour):
 * `npm run soak` (SOAK_MINUTES=2 for a short run). Prints one line of figures, which the README quotes.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE, TABLET, launch, tapToMove, watchErrors } from '../e2e/harness.mjs';
import { collectGarbage, copyHolds, gameIdOf, storedCount } from '../e2e/storage-probe.mjs';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 15);
const GC_EVERY_MS = 30_000;
const browser = await launch();
test.after(() => browser.close());

/** A tap that gives up quickly when the control went away meanwhile (the screen moved on). */
async function quickTap(locator) {
  try {
    await locator.tap({ timeout: 3000 });
    return true;
  } catch (e) {
    if (!/not attached|detached|not visible|Timeout|intercept/i.test(String(e))) throw e;
    return false;
  }
}

/** What the player taps next that makes a move (null: nothing to do but hand over, go on or wait). */
async function nextMove(page) {
  const combat = page.locator('.fab-actions > button');
  if (await combat.count()) {
    const roll = page.locator('.fab-actions > button.fab-primary');
    return (await roll.count()) ? roll.first() : combat.first();
  }
  const assets = page.locator('.fab-assets button');
  if (await assets.count()) return assets.first();
  const buttons = page.locator('.fab-pane button:not([disabled]), .fab-enders button:not([disabled])');
  const texts = await buttons.allInnerTexts();
  for (const re of [
    /^End this unit's move/,
    /^End this step/,
    /^End the phase/,
    /^Let the bridge stand/,
    /^Cross anyway/,
  ]) {
    const i = texts.findIndex((x) => re.test(x.trim()));
    if (i >= 0) return buttons.nth(i);
  }
  return null;
}

test(
  `FAB soak: ${MINUTES} minutes of play with a garbage collection every 30 s, every move stored within 1 s`,
  { timeout: (MINUTES + 5) * 60_000 },
  async () => {
    const ctx = await browser.newContext(TABLET);
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    const end = Date.now() + MINUTES * 60_000;
    let lastGc = Date.now();
    let collections = 0;
    let games = 0;
    let id = null;
    const taps = [];
    const dead = [];
    const newGame = async () => {
      await page.goto(BASE);
      await page.getByRole('heading', { name: 'New game' }).waitFor();
      await page.locator('a.st-scenario', { hasText: 'Millbrook' }).first().tap();
      await page.getByLabel('Game name').fill(`Soak ${++games}`);
      await page.getByRole('button', { name: 'Start the game' }).tap();
      await page.waitForURL(/#\/game\//);
      id = gameIdOf(page);
    };
    await newGame();
    while (Date.now() < end) {
      if (Date.now() - lastGc >= GC_EVERY_MS) {
        await collectGarbage(page);
        collections++;
        lastGc = Date.now();
      }
      if (await page.locator('.fab-victory').count()) {
        await newGame();
        continue;
      }
      const take = page.locator('.st-handoff-take:enabled');
      if (await take.count()) {
        await quickTap(take);
        continue;
      }
      if (await page.locator('.st-handoff-take').count()) {
        await page.waitForTimeout(100); // the take button wakes up 0.6 s after the cover comes
        continue;
      }
      for (const sel of ['.fab-looked-go', '.fab-roll-go']) {
        const b = page.locator(sel);
        if (await b.count()) await quickTap(b.first());
      }
      const skip = page.getByRole('button', { name: 'Skip the guide' });
      if (await skip.count()) await quickTap(skip);
      const placeable = page.getByRole('region', { name: 'Reinforcements to place' }).locator('button');
      if (await placeable.count()) {
        await quickTap(placeable.first());
        const entry = page.locator('.fab-area-reach').first();
        if (await entry.count()) await tapToMove(page, entry, (_p, l) => l.tap()).catch(() => undefined);
        continue;
      }
      const move = await nextMove(page);
      if (!move) {
        await page.waitForTimeout(100);
        continue;
      }
      const before = await storedCount(page, id);
      const t0 = Date.now();
      if (!(await quickTap(move))) continue;
      let ms = null;
      while (Date.now() - t0 < 5000) {
        if ((await storedCount(page, id)) !== before) {
          ms = Date.now() - t0;
          break;
        }
        await page.waitForTimeout(20);
      }
      if (ms === null) dead.push(`${await move.innerText().catch(() => '?')} at ${new Date().toISOString()}`);
      else taps.push(ms);
    }
    const stored = await storedCount(page, id);
    await page.reload();
    await page.locator('.fab-screen, .st-handoff-take, .fab-victory, .fab-looked').first().waitFor();
    assert.equal(await storedCount(page, id), stored, 'a reload shows every stored move');
    const copy = await copyHolds(page);
    const sorted = [...taps].sort((a, b) => a - b);
    const p = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
    console.log(
      `FAB soak: ${MINUTES} min, ${games} games, ${collections} collections, ${taps.length + dead.length} taps that make a move, ${taps.length} stored (median ${p(0.5)} ms, p95 ${p(0.95)} ms, max ${sorted.at(-1)} ms), ${dead.length} never stored, ${taps.filter((m) => m > 1000).length} over 1 s; second copy (${copy.kind}) missing ${copy.count ?? copy.missing.length} records`,
    );
    assert.deepEqual(dead, [], 'taps whose move was never stored');
    assert.deepEqual(
      taps.filter((m) => m > 1000),
      [],
      'moves stored more than a second after their tap',
    );
    assert.deepEqual(copy.missing, [], 'records missing from the second copy');
    assert.deepEqual(errors, []);
    await ctx.close();
  },
);
