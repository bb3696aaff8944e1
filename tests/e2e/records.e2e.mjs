/**
 * A record that can no longer be replayed opens read-only at its last good move, says why, and goes on as a
 * copy; the original stays whole. The game is a file exported before records named a rules version
 * (tests/fixtures/files/v1), imported through the home screen; one of its stored moves is then made one
 * the rules refuse, as an unversioned rules change would.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { BASE, PHONE, TABLET, launch, smallTargets, tap, watchErrors, readStoredGames } from './harness.mjs';

const FILE = join(import.meta.dirname, '../fixtures/files/v1/ocs-ocs-valley-of-rails.sandtable.json');
const SHOTS = process.env.SANDTABLE_SHOTS; // a folder to save screenshots into, when set

/** Make stored move `seq` of game `id` one the rules refuse (a unit that does not exist). */
const breakMove = (page, id, seq) =>
  page.evaluate(
    async ([gameId, n]) => {
      const get = (r) => new Promise((ok, ko) => ((r.onsuccess = () => ok(r.result)), (r.onerror = () => ko(r.error))));
      const db = await get(indexedDB.open('sandtable'));
      const tx = db.transaction('events', 'readwrite');
      const store = tx.objectStore('events');
      const e = await get(store.get([gameId, n]));
      store.put({ ...e, event: { type: 'RAIL_MOVE', unitId: 'nobody', to: 'nowhere' } });
      await new Promise((ok) => (tx.oncomplete = ok));
      db.close();
    },
    [id, seq],
  );

for (const [label, device] of [
  ['tablet', TABLET],
  ['phone', PHONE],
]) {
  test(`${label}: a record the rules refuse opens read-only, says why, and continues as a copy; the original is kept`, async () => {
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
      const { games } = await readStoredGames(page);
      assert.equal(games.length, 1);
      const id = games[0].id;
      assert.equal(games[0].rulesVersion, 1, 'a file of version 1 is a game of rules version 1');
      assert.equal(games[0].eventCount, 40);
      // move 21 becomes a move the rules refuse
      await breakMove(page, id, 20);

      await tap(page, card.getByRole('link', { name: 'Resume' }));
      const box = page.locator('section.st-record');
      await box.getByRole('heading', { name: 'This game is read-only' }).waitFor();
      const text = await box.innerText();
      assert.match(text, /Move 21 is refused by rule/);
      assert.match(text, /shown after move 20 of 40/);
      assert.match(text, /Nothing has been deleted/);
      // the original can be exported whole from here
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        tap(page, box.getByRole('button', { name: 'Export this game' })),
      ]);
      const exported = JSON.parse(readFileSync(await download.path(), 'utf8'));
      assert.equal(exported.game.events.length, 40);
      assert.equal(exported.game.rulesVersion, 1);
      if (SHOTS) await page.screenshot({ path: join(SHOTS, `records-readonly-${label}.png`) });
      const axe = await new AxeBuilder({ page }).analyze();
      const bad = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
      assert.deepEqual(bad, [], 'axe on the read-only game');
      assert.deepEqual(await smallTargets(page), [], 'touch targets');

      await tap(page, box.getByRole('button', { name: 'Continue from here as a copy' }));
      await page.waitForURL((u) => /#\/game\//.test(u.hash) && !u.hash.endsWith(id));
      const copyId = new URL(page.url()).hash.slice('#/game/'.length);
      await page.locator('.st-gamebar-title', { hasText: '(copy)' }).waitFor();
      // (the copy may offer newer rules in a notice of its own: it plays version 1 while the app knows more)
      assert.equal(
        await page.getByRole('heading', { name: 'This game is read-only' }).count(),
        0,
        'the copy is not read-only',
      );
      if (SHOTS) await page.screenshot({ path: join(SHOTS, `records-copy-${label}.png`) });

      const after = await readStoredGames(page);
      const original = after.games.find((g) => g.id === id);
      const copy = after.games.find((g) => g.id === copyId);
      assert.equal(original.eventCount, 40, 'the original keeps every move');
      assert.equal(after.events.filter((e) => e.gameId === id).length, 40);
      assert.equal(copy.eventCount, 20);
      assert.equal(copy.rulesVersion, 1);
      assert.equal(after.events.filter((e) => e.gameId === copyId).length, 20);

      // the home screen lists both
      await page.goto(BASE);
      await page.locator('li.st-game').nth(1).waitFor();
      assert.equal(await page.locator('li.st-game').count(), 2);
      assert.deepEqual(errors, []);
      await ctx.close();
    } finally {
      await browser.close();
    }
  });
}
