/**
 * FUBAR at the table, in Chromium at tablet and phone sizes: set up two small rosters in the new-game
 * form, then play a whole turn by taps (initiative, activations, actions, shooting, allocation) and
 * start the next one; the rotate control, touch target sizes and no page errors.
 * Run alone: npm run build && node scripts/e2e.mjs tests/e2e/fubar.e2e.mjs --no-build
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  BASE,
  launch,
  PHONE,
  TABLET,
  TABLET_PORTRAIT,
  smallTargets,
  watchErrors,
  tapRetry as tap,
} from './harness.mjs';

const browser = await launch();
test.after(() => browser.close());

/** Whether this build's home screen offers the FUBAR scenarios (the shell registers systems). */
async function fubarOffered(page) {
  await page.goto(BASE);
  await page.getByRole('heading', { name: 'New game' }).waitFor();
  await page.waitForTimeout(300);
  return (await page.locator('a.st-scenario', { hasText: 'Crossroads' }).count()) > 0;
}

async function newFubarGame(page, name) {
  await page.goto(BASE);
  await page.getByRole('heading', { name: 'New game' }).waitFor();
  const scenario = page.locator('a.st-scenario', { hasText: 'Crossroads' }).first();
  await scenario.waitFor({ timeout: 10_000 });
  await tap(page, scenario);
  await page.getByLabel('Game name').fill(name);
  // two small rosters: side A a rifle section, side B a militia
  const rosters = page.getByLabel('Roster');
  await rosters.nth(0).selectOption({ label: 'Rifle section' });
  await rosters.nth(1).selectOption({ label: 'Militia' });
  await page.getByLabel('Side name').nth(1).fill('Greens');
  await tap(page, page.getByRole('button', { name: 'Start the game' }));
  await page.waitForURL(/#\/game\//);
  await page.locator('.fubar-screen').waitFor();
}

const phase = (page) => page.locator('.fubar-screen').getAttribute('data-phase');
const signature = (page) =>
  page.evaluate(() => {
    const el = document.querySelector('.fubar-screen');
    return `${el?.getAttribute('data-phase')}|${el?.getAttribute('data-log')}`;
  });

/** Tap a control that sends an event, then wait until the stored event shows (phase or log moved on). */
async function send(page, locator) {
  const before = await signature(page);
  await tap(page, locator);
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
}

/** Play taps until the turn ends; returns the phases seen. */
async function playTurn(page) {
  const seen = [];
  let fired = 0;
  for (let i = 0; i < 80; i++) {
    const p = await phase(page);
    seen.push(p);
    if (p === 'turnEnd' || p === 'over') return { seen, fired };
    if (p === 'initiative') await send(page, page.getByTestId('roll-initiative'));
    else if (p === 'melee') await send(page, page.locator('.fubar-step .fubar-big').first());
    else if (p === 'activation') {
      await tap(page, page.locator('.fubar-step .fubar-choice').first());
      await tap(page, page.getByTestId('sight-yes'));
      await send(page, page.getByTestId('roll-activation'));
    } else if (p === 'action') {
      const walk = page.locator('[data-action="walk"]');
      await send(page, (await walk.count()) ? walk : page.locator('.fubar-step .fubar-choice').first());
    } else if (p === 'moving') await send(page, page.getByTestId('done-moving'));
    else if (p === 'shooting') {
      const target = page.locator('[data-target]').first();
      if (await target.count()) {
        await tap(page, target);
        const n = await page.locator('.fubar-shooter').count();
        // figures that cannot fire (suppressed, stood up, fired) have their weapons disabled: tap the others
        for (let k = 0; k < n; k++) {
          const weapon = page.locator('.fubar-shooter').nth(k).locator('.fubar-weapon:enabled').first();
          if (await weapon.count()) await tap(page, weapon);
        }
        const fire = page.getByTestId('fire');
        if (await fire.isEnabled()) {
          await send(page, fire);
          fired++;
          continue;
        }
      }
      await send(page, page.getByRole('button', { name: 'End this activation' }));
    } else if (p === 'owner')
      await send(page, page.locator('.fubar-step [data-quick], .fubar-step .fubar-choice').first());
    else if (p === 'assault') await send(page, page.getByRole('button', { name: /No contact/ }));
  }
  throw new Error(`the turn did not end: ${seen.join(' > ')}`);
}

test('two small rosters, a whole turn played by taps, then the next turn', async () => {
  const ctx = await browser.newContext(TABLET);
  const page = await ctx.newPage();
  assert.ok(await fubarOffered(page), 'FUBAR scenarios are offered on the home screen');
  const errors = watchErrors(page);
  await newFubarGame(page, 'FUBAR e2e');
  assert.equal(await phase(page), 'initiative');
  assert.equal(await page.locator('.fubar-side-b .fubar-unit').count(), 2);
  assert.match(await page.locator('.fubar-side-b h2').innerText(), /Greens/);
  assert.deepEqual(await smallTargets(page), []);
  const { seen } = await playTurn(page);
  assert.ok(seen.includes('activation'), seen.join(' > '));
  assert.ok((await page.locator('.fubar-log-list > li').count()) >= 3, 'the turn log records the rolls');
  assert.ok((await page.locator('.fubar-last .fubar-die').count()) >= 1, 'the last roll shows its dice');
  assert.match(await page.locator('.fubar-last .fubar-die').first().getAttribute('aria-label'), /needed|rolled/);
  // every unit has had its try this turn (or is out or locked in melee): each card says so in words
  const cards = page.locator('.fubar-unit:not(.fubar-out)');
  for (let i = 0; i < (await cards.count()); i++) {
    assert.match(await cards.nth(i).locator('.fubar-badges').innerText(), /Activated|Failed activation|In melee/);
  }
  if ((await phase(page)) === 'turnEnd') {
    await tap(page, page.getByTestId('next-turn'));
    await page.locator('.fubar-turn', { hasText: 'Turn 2' }).waitFor();
  }
  // the game survives a reload exactly
  const before = await page.locator('.fubar-log-list').innerText();
  await page.reload();
  await page.locator('.fubar-screen').waitFor();
  assert.equal(await page.locator('.fubar-log-list').innerText(), before);
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('the rotate control turns the table screen for the far side', async () => {
  const ctx = await browser.newContext(TABLET);
  const page = await ctx.newPage();
  assert.ok(await fubarOffered(page), 'FUBAR scenarios are offered on the home screen');
  await newFubarGame(page, 'FUBAR rotate');
  const rotate = page.getByRole('button', { name: /Turn the screen/ });
  await tap(page, rotate);
  assert.equal(await rotate.getAttribute('aria-pressed'), 'true');
  // the whole game screen turns, its bar included (tests/e2e/table.e2e.mjs checks it fits the window)
  await page.waitForFunction(() => getComputedStyle(document.querySelector('.st-game-host')).transform !== 'none');
  await ctx.close();
});

for (const [label, device] of [
  ['portrait tablet', TABLET_PORTRAIT],
  ['phone', PHONE],
]) {
  test(`the table screen fits a ${label} with no sideways scrolling and big targets`, async () => {
    const ctx = await browser.newContext(device);
    const page = await ctx.newPage();
    assert.ok(await fubarOffered(page), 'FUBAR scenarios are offered on the home screen');
    const errors = watchErrors(page);
    await newFubarGame(page, `FUBAR ${label}`);
    await send(page, page.getByTestId('roll-initiative'));
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    assert.ok(overflow <= 1, `horizontal overflow ${overflow}px`);
    assert.deepEqual(await smallTargets(page), []);
    assert.deepEqual(errors, []);
    await ctx.close();
  });
}

test('a roster built in the roster builder is kept across reloads and offered for a new game', async () => {
  const ctx = await browser.newContext(TABLET);
  const page = await ctx.newPage();
  const errors = watchErrors(page);
  assert.ok(await fubarOffered(page), 'FUBAR scenarios are offered on the home screen');
  await page.goto(`${BASE}#/tool/fubar/rosters`);
  await tap(page, page.getByRole('button', { name: 'Start empty' }));
  await page.getByLabel('Roster name').fill('Night raiders');
  await tap(page, page.getByRole('button', { name: '+ Infantry unit' }));
  await tap(page, page.getByRole('button', { name: '+ Carrier' }));
  assert.deepEqual(await smallTargets(page), []);
  await tap(page, page.getByRole('button', { name: 'Save roster' }));
  await page.getByText('Roster “Night raiders” saved.').waitFor();
  await page.reload();
  await page.locator('.fubar-roster-list', { hasText: 'Night raiders' }).waitFor();
  // the saved roster is offered in the new-game form
  await page.goto(BASE);
  await tap(page, page.locator('a.st-scenario', { hasText: 'Crossroads' }).first());
  const roster = page.getByLabel('Roster').nth(0);
  await roster.locator('option', { hasText: 'Night raiders' }).waitFor({ state: 'attached' });
  await roster.selectOption({ label: 'Night raiders' });
  await page.getByLabel('Game name').fill('Raid');
  await tap(page, page.getByRole('button', { name: 'Start the game' }));
  await page.locator('.fubar-screen').waitFor();
  assert.equal(await page.locator('.fubar-side-a .fubar-unit').count(), 2);
  assert.deepEqual(errors, []);
  await ctx.close();
});
