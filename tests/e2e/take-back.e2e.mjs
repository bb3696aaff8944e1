/**
 * Issue 27, take-back by agreement in a two-player Millbrook game, in Chromium: the Eastern League (red) commits no
 * asset to a combat round and the app rolls its fire; red asks to take the move back (Undo cannot: it rolled);
 * the tablet goes to the Western Alliance (blue), asked first, in its own words; blue accepts; the game stands
 * before the roll again (red is offered the same decision), the record keeps the move, the request and the answer,
 * and the replay lists them. At 1024x768 red then rolls again, withdraws a request before blue looks (it leaves the
 * record), asks once more and is refused: nothing changes and red reads the refusal in its "since you last looked".
 * The game is a file (tests/e2e/fixtures/take-back-millbrook.sandtable.json, seeded
 * dice) played with no choices up to red's first combat decision of turn 1.
 * SCREENSHOTS=1: docs/screenshots/fab-take-back-ask-*.png and fab-take-back-answer-*.png at 1024x768, 768x1024
 * and 390x844 (otherwise the screenshots go to the temp folder).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import {
  BASE,
  PHONE,
  TABLET,
  TABLET_PORTRAIT,
  a11y,
  launch,
  quiet,
  tap,
  tapRetry,
  watchErrors,
  readStoredGames,
} from './harness.mjs';

const FILE = join(import.meta.dirname, 'fixtures/take-back-millbrook.sandtable.json');
const SHOTS = process.env.SCREENSHOTS ? 'docs/screenshots' : tmpdir();
const MOVES_BEFORE = 32;

/** Take the tablet as `side` (its hand-off button, once armed) and go past its "since you last looked", whose
 * text it returns ('' when there was none). */
async function take(page, side) {
  const btn = page.locator('.st-handoff-take', { hasText: side });
  await btn.waitFor();
  await page.waitForFunction(() => !document.querySelector('.st-handoff-take[disabled]'));
  await tapRetry(page, btn);
  await quiet(page, 300);
  const looked = page.locator('.fab-looked');
  const text = (await looked.count()) ? await looked.first().innerText() : '';
  const go = page.locator('.fab-looked-go');
  if (await go.count()) await tapRetry(page, go.first());
  return text;
}

/** Red commits no asset (the app rolls the round's fire) and goes on past the dice it is shown. */
async function commitNone(page) {
  const commit = page.getByRole('button', { name: 'Commit no assets' });
  await commit.waitFor();
  await tapRetry(page, commit);
  await quiet(page, 400);
  const go = page.locator('.fab-roll-go, .fab-card-go');
  if (await go.count()) await tapRetry(page, go.first());
  await quiet(page, 300);
}

const devices = process.env.SCREENSHOTS ? [TABLET, TABLET_PORTRAIT, PHONE] : [TABLET];

for (const device of devices) {
  const { width, height } = device.viewport;
  test(
    `${width}x${height}: a combat roll asked back, accepted after the hand-off; the replay shows it`,
    { timeout: 240_000 },
    async () => {
      const browser = await launch();
      try {
        const ctx = await browser.newContext(device);
        const page = await ctx.newPage();
        const errors = watchErrors(page);
        await page.goto(BASE);
        await page.getByText('No saved games yet').waitFor();
        await page.getByTestId('games-import').setInputFiles(FILE);
        const card = page.locator('li.st-game').first();
        await card.waitFor();
        await tap(page, card.getByRole('link', { name: 'Resume' }));
        await take(page, 'Eastern League');

        // red commits no asset: the app rolls the round's fire (the roll stays in a panel until "Go on")
        const commit = page.getByRole('button', { name: 'Commit no assets' });
        await commit.waitFor();
        await tapRetry(page, commit);
        await quiet(page, 400);
        let { events } = await readStoredGames(page);
        const rolled = events.filter((e) => e.seq >= MOVES_BEFORE);
        assert.ok(
          rolled.some((e) => e.event.type === 'ROLL' && e.barrier),
          'the move rolled dice',
        );
        const go = page.locator('.fab-roll-go, .fab-card-go');
        if (await go.count()) await tapRetry(page, go.first());
        await quiet(page, 300);

        // Undo cannot take it back; "Ask to take back" stands in its place
        const ask = page.locator('.st-takeback-ask');
        await ask.waitFor();
        assert.equal(await page.getByRole('button', { name: /^Undo/ }).count(), 0);
        await tapRetry(page, ask);
        // stored before shown: the request is in the record, by red
        await page.locator('.st-takeback-waiting').waitFor();
        ({ events } = await readStoredGames(page));
        const request = events.at(-1);
        assert.deepEqual(request.event, { type: 'TAKE_BACK_ASK', seq: MOVES_BEFORE, side: 'red' });
        assert.match(await page.locator('.st-handoff').innerText(), /Eastern League asked to take back its last move/);
        await page.screenshot({ path: join(SHOTS, `fab-take-back-ask-${width}x${height}.png`) });
        await page.waitForFunction(() => !document.querySelector('.st-handoff-take[disabled]'));
        await a11y(page, 'the hand-off with a take-back request', { blanks: true });

        // blue takes the tablet and is asked first, the move in its words
        await take(page, 'Western Alliance');
        const question = page.locator('.st-takeback');
        await question.waitFor();
        const asked = await question.innerText();
        assert.match(asked, /Eastern League asks to take back its last move:/);
        assert.match(asked, /Commit no assets/);
        assert.match(asked, /rolled/);
        assert.match(asked, /Dice already rolled stay rolled/);
        assert.equal(await page.locator('.fab-screen').count(), 0, 'the question comes before the game');
        await page.screenshot({ path: join(SHOTS, `fab-take-back-answer-${width}x${height}.png`) });
        await a11y(page, 'the take-back question', { blanks: true });
        await tapRetry(page, page.getByRole('button', { name: 'Accept' }));

        // back before the roll: red decides again, the same decision offered
        await take(page, 'Eastern League');
        await page.getByRole('button', { name: 'Commit no assets' }).waitFor();
        const { games, events: all } = await readStoredGames(page);
        const answer = all.at(-1);
        assert.deepEqual(answer.event, { type: 'TAKE_BACK_ANSWER', seq: MOVES_BEFORE, accept: true, side: 'blue' });
        assert.equal(answer.by, 'blue');
        assert.equal(games[0].eventCount, all.length);
        assert.equal(
          all.length,
          rolled.length + MOVES_BEFORE + 2,
          'the record keeps the move, the request and the answer',
        );
        if (width === 1024) {
          // again: a request withdrawn before blue looks leaves the record; one refused changes nothing and red
          // reads the refusal in its "since you last looked"
          await commitNone(page);
          const length = (await readStoredGames(page)).events.length;
          await tapRetry(page, page.locator('.st-takeback-ask'));
          await tapRetry(page, page.locator('.st-takeback-withdraw'));
          await page.locator('.st-takeback-ask').waitFor();
          assert.equal((await readStoredGames(page)).events.length, length, 'the withdrawn request left the record');
          await tapRetry(page, page.locator('.st-takeback-ask'));
          await take(page, 'Western Alliance');
          await tapRetry(page, page.getByRole('button', { name: 'Refuse' }));
          const looked = await take(page, 'Eastern League');
          assert.match(looked, /refused to take back the last move/);
          const last = (await readStoredGames(page)).events.at(-1);
          assert.deepEqual(last.event, { type: 'TAKE_BACK_ANSWER', seq: length - 6, accept: false, side: 'blue' });
        }

        // red's log says what came of it
        await tapRetry(page, page.getByRole('tab', { name: 'Log' }));
        const log = await page.locator('.fab-log').innerText();
        assert.match(log, /asked to take back its last move/);
        assert.match(log, /agreed to take back the last move/);

        // the replay lists the move, the request and the accept
        await page.goto(`${BASE}#/replay/${encodeURIComponent(games[0].id)}`);
        await page.getByRole('heading', { name: 'Who is watching the replay?' }).waitFor();
        await tapRetry(page, page.locator('.st-handoff-take').first());
        await page.locator('.st-replay .fab-screen').waitFor();
        const moves = await page.locator('.st-replay-log').innerText();
        assert.match(moves, /asked to take back its last move/);
        assert.match(moves, /agreed to take back the last move/);
        assert.deepEqual(errors, []);
      } finally {
        await browser.close();
      }
    },
  );
}
