/**
 * Storage faults and the security policy in a real browser:
 * - quota exceeded while saving (CDP Storage.overrideQuotaForOrigin): the move is refused with a sentence,
 *   the screen does not move, nothing half-stored survives, play resumes when space is back;
 * - a database upgrade blocked by another tab: an old tab that does not let go makes the app say so, and the
 *   upgrade finishes (keeping the old tab's games) once it closes; an app tab gives way to a newer one;
 * - the app runs under the Content-Security-Policy header of scripts/serve.mjs without a single violation
 *   on every screen.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE, launch, launchProfile, tempProfile, TABLET } from './harness.mjs';
import { driverScript } from '../../scripts/bench/build-driver.mjs';

const origin = new URL(BASE).origin;
/** A page of the app's origin that is not the app (the server answers 404 text): IndexedDB without the app. */
const BLANK = new URL('/no-app-here.txt', BASE).href;

test(
  'quota exceeded while saving: the move is refused with a reason, nothing half-stored, play resumes with space',
  { timeout: 120_000 },
  async () => {
    const browser = await launch();
    try {
      const ctx = await browser.newContext(TABLET);
      const page = await ctx.newPage();
      const cdp = await ctx.newCDPSession(page);
      const code = await driverScript();
      // A small quota from the start (Chromium reads it when the origin's storage is first opened).
      await cdp.send('Storage.overrideQuotaForOrigin', { origin, quotaSize: 160 * 1024 });
      await page.goto(BASE);
      await page.evaluate(code);

      // Play games until a write is refused for lack of space.
      let full = null;
      let id = null;
      for (let game = 0; game < 40 && !full?.failure; game++) {
        id = await page.evaluate(
          (seed) => globalThis.SandtableDriver.newGame('fubar', seed).catch((e) => `refused: ${e.message}`),
          game,
        );
        if (id.startsWith('refused: ')) {
          full = { failure: { rule: 'storage', message: id.slice(9) }, shown: 0, creation: true };
          break;
        }
        full = await page.evaluate(([id, seed]) => globalThis.SandtableDriver.tryPlay(id, seed, 5000), [id, game]);
      }
      assert.ok(full?.failure, `no write was refused although the quota was exhausted: ${JSON.stringify(full)}`);
      assert.match(full.failure.message, /no room left/i);
      console.log(
        `quota: refused after ${full.shown} moves${full.creation ? ' (at a game creation)' : ''}: ${full.failure.message}`,
      );
      if (full.creation) return; // the quota ran out at a game's creation: refused with the reason, nothing to check in a log

      assert.equal(full.failure.rule, 'storage');
      // What is stored is exactly what was shown, and it opens to a fresh replay.
      await page.evaluate(() => globalThis.SandtableDriver.forget());
      const v = await page.evaluate((id) => globalThis.SandtableDriver.verify(id), id);
      assert.equal(v.count, full.shown, 'the refused move (or a shown one) is missing or extra in storage');
      assert.equal(v.eventCount, v.count);
      assert.equal(v.damaged, null);
      assert.ok(v.equal);

      // Space is back (a fresh page of the same origin): play continues from the same game.
      await cdp.send('Storage.overrideQuotaForOrigin', { origin });
      const again = await ctx.newPage();
      await page.close();
      await again.goto(BASE);
      await again.evaluate(code);
      const after = await again.evaluate((id) => globalThis.SandtableDriver.tryPlay(id, 99, 5), id);
      assert.equal(after.failure, null, after.failure?.message);
    } finally {
      await browser.close();
    }
  },
);

test(
  'a database upgrade blocked by an old tab: the app says so, then upgrades keeping the games when the tab closes',
  { timeout: 120_000 },
  async () => {
    const profile = tempProfile();
    const ctx = await launchProfile(profile.dir);
    try {
      // An "old version" tab: schema version 1 with a game in it, holding its connection and ignoring requests to close.
      const old = ctx.pages()[0] ?? (await ctx.newPage());
      await old.goto(BLANK);
      await old.evaluate(
        () =>
          new Promise((ok, ko) => {
            const req = indexedDB.open('sandtable', 1);
            req.onupgradeneeded = () => {
              const db = req.result;
              db.createObjectStore('games', { keyPath: 'id' });
              db.createObjectStore('events', { keyPath: ['gameId', 'seq'] });
              db.createObjectStore('snapshots', { keyPath: 'gameId' });
            };
            req.onerror = () => ko(req.error);
            req.onsuccess = () => {
              const db = req.result;
              globalThis.oldDb = db; // stays open: this old tab never reacts to versionchange
              const tx = db.transaction(['games', 'events'], 'readwrite');
              tx.objectStore('games').put({
                id: 'old-game',
                name: 'From the old version',
                system: 'ocs',
                scenario: { id: 'x', version: 1 },
                options: {},
                dice: { kind: 'seeded', seed: 1 },
                createdAt: 1,
                updatedAt: 1,
                eventCount: 0,
                status: { turn: 1, phase: 'p', actor: 'A', finished: false, label: 'Turn 1' },
              });
              tx.oncomplete = () => ok();
              tx.onerror = () => ko(tx.error);
            };
          }),
      );

      // The new app in a second tab must wait, and tell the player why.
      const app = await ctx.newPage();
      await app.goto(BASE);
      await app
        .getByText(/open in another tab with an older version/i)
        .first()
        .waitFor({ timeout: 15_000 });

      // The old tab closes its connection: the upgrade completes and the old game is listed.
      await old.evaluate(() => globalThis.oldDb.close());
      await app.reload();
      await app.getByText('From the old version').first().waitFor({ timeout: 15_000 });
      const version = await app.evaluate(
        () =>
          new Promise((ok) => {
            const r = indexedDB.open('sandtable');
            r.onsuccess = () => {
              ok(r.result.version);
              r.result.close();
            };
          }),
      );
      assert.ok(version >= 2, `schema still at version ${version}`);

      // The other way round: an open app tab gives way to a newer version and asks its player to reload.
      const newer = await ctx.newPage();
      await newer.goto(BLANK);
      const upgraded = await newer.evaluate(
        (v) =>
          new Promise((ok) => {
            const r = indexedDB.open('sandtable', v + 1);
            const timer = setTimeout(() => ok('still blocked after 10 s'), 10_000);
            r.onblocked = () => undefined; // the app tab should close its connection promptly
            r.onsuccess = () => {
              clearTimeout(timer);
              r.result.close();
              ok('upgraded');
            };
            r.onerror = () => ok(`error ${r.error}`);
          }),
        version,
      );
      assert.equal(upgraded, 'upgraded');
      await app
        .getByText(/updated in another tab/i)
        .first()
        .waitFor({ timeout: 10_000 });
    } finally {
      await ctx.close();
      profile.remove();
    }
  },
);

test(
  'the app runs under the strict Content-Security-Policy header without a violation, on every screen',
  { timeout: 120_000 },
  async () => {
    const browser = await launch();
    try {
      const ctx = await browser.newContext(TABLET);
      const page = await ctx.newPage();
      const violations = [];
      await page.exposeFunction('__csp', (v) => violations.push(v));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) =>
          globalThis.__csp?.(`${e.violatedDirective} blocked ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}`),
        );
      });
      page.on('console', (m) => {
        if (/Content.Security.Policy/i.test(m.text())) violations.push(`console: ${m.text()}`);
      });
      const res = await page.goto(BASE);
      assert.match(res.headers()['content-security-policy'] ?? '', /script-src 'self'/);
      await page.evaluate(await driverScript());
      const systems = await page.evaluate(() => globalThis.SandtableDriver.systems());
      const scenarios = await page.evaluate(() => globalThis.SandtableDriver.scenarios());
      const ids = [];
      for (const sys of systems)
        ids.push(
          await page.evaluate(async (sys) => {
            const d = globalThis.SandtableDriver;
            const id = await d.newGame(sys, 7);
            await d.tryPlay(id, 7, 15);
            return id;
          }, sys),
        );
      const routes = [
        '#/',
        '#/settings',
        '#/rules',
        ...systems.map((s) => `#/rules/${s}`),
        '#/rules?q=retreat',
        ...Object.entries(scenarios).map(([s, sc]) => `#/new/${s}/${encodeURIComponent(sc)}`),
        ...ids.map((id) => `#/game/${encodeURIComponent(id)}`),
      ];
      for (const r of routes) {
        await page.goto(new URL(r, BASE).href);
        await page.waitForLoadState('networkidle');
        const take = page.locator('.st-handoff-take');
        if (await take.count())
          await take
            .first()
            .click({ timeout: 3000 })
            .catch(() => undefined);
        await page.waitForTimeout(300);
      }
      assert.deepEqual(violations, []);
    } finally {
      await browser.close();
    }
  },
);
