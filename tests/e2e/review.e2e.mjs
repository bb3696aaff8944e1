/**
 * At the table, in Chromium: the replay viewer (stepping, jumps, autoplay, the per-side view of an unfinished
 * hidden FAB game, the stored game untouched), the screen wake lock (stubbed `navigator.wakeLock`), export
 * through the share sheet (stubbed `navigator.share` / `canShare`) with its download fallback, the manifest's
 * install fields, private notes hidden from the other side, and the clock surviving a reload. Screenshots of
 * the replay viewer at 1024x768 and 390x844 go to $REVIEW_SHOTS (default: the temp folder).
 * Run alone: npm run build && node scripts/e2e.mjs tests/e2e/review.e2e.mjs --no-build
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { BASE, launch, PHONE, TABLET, tap, smallTargets, watchErrors } from './harness.mjs';
import { driverScript } from '../../scripts/bench/build-driver.mjs';

const SHOTS = process.env.REVIEW_SHOTS ?? tmpdir();
mkdirSync(SHOTS, { recursive: true });
const browser = await launch();
test.after(() => browser.close());
const driver = await driverScript();

async function withDriver(page) {
  if (!(await page.evaluate(() => !!globalThis.SandtableDriver))) await page.evaluate(driver);
}

/** A game of `n` generated legal events imported into the page's database; returns its id. */
async function importGenerated(page, system, n, seed) {
  await page.goto(BASE);
  await page.getByRole('heading', { name: 'Saved games' }).waitFor();
  await withDriver(page);
  return page.evaluate(
    async ([system, n, seed]) => {
      const d = globalThis.SandtableDriver;
      return d.importText(await d.makeFile(system, n, seed));
    },
    [system, n, seed],
  );
}

/** The stored header of a game and its number of stored events, read straight from IndexedDB. */
async function stored(page, id) {
  return page.evaluate(
    (id) =>
      new Promise((ok, ko) => {
        const req = indexedDB.open('sandtable');
        req.onerror = () => ko(req.error);
        req.onsuccess = () => {
          const db = req.result;
          const tx = db.transaction(['games', 'events'], 'readonly');
          const g = tx.objectStore('games').get(id);
          const c = tx.objectStore('events').count(IDBKeyRange.bound([id, 0], [id, Number.MAX_SAFE_INTEGER]));
          tx.oncomplete = () => {
            db.close();
            ok({ meta: g.result, events: c.result });
          };
        };
      }),
    id,
  );
}

async function everything(page) {
  return `${await page.locator('body').innerText()}\n${await page.content()}`;
}

async function cursor(page) {
  return Number(await page.locator('.st-replay').getAttribute('data-cursor'));
}

async function newFubar(page, name) {
  await page.goto(BASE);
  await page.getByRole('heading', { name: 'New game' }).waitFor();
  await tap(page, page.locator('a.st-scenario[href*="/new/fubar/"]').first());
  await page.getByLabel('Game name').fill(name);
  await tap(page, page.getByRole('button', { name: 'Start the game' }));
  await page.waitForURL(/#\/game\//);
  await page.locator('.st-gamebar-title', { hasText: name }).waitFor();
  return decodeURIComponent(new URL(page.url()).hash.replace(/^#\/game\//, ''));
}

test(
  'replay of an unfinished hidden FAB game: only as the side that asks, step by step, and the stored game untouched',
  { timeout: 180_000 },
  async () => {
    const ctx = await browser.newContext(TABLET);
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    const id = await importGenerated(page, 'fab', 80, 5);
    const before = await stored(page, id);
    assert.equal(before.meta.status.finished, false);
    // what blue may not know, from the rules (src/rules/fab/secrets.ts): unseen red units and hidden chits
    const sec = await page.evaluate(([id]) => globalThis.SandtableDriver.secrets(id, 'blue'), [id]);
    const secrets = [...sec.units.map((u) => u.name), ...sec.chits];
    assert.ok(secrets.length > 0, 'blue has something not to know');

    // from the saved game on the home screen
    await page.goto(BASE);
    const card = page.locator('li.st-game').first();
    await tap(page, card.getByRole('link', { name: 'Replay' }));
    await page.waitForURL(/#\/replay\//);
    // the hand-off first: nothing of either side on it
    await page.getByRole('heading', { name: 'Who is watching the replay?' }).waitFor();
    const all = await everything(page);
    assert.deepEqual(
      secrets.filter((n) => all.includes(n)),
      [],
    );
    // sides are offered blue first
    await tap(page, page.locator('.st-handoff-take').first());
    await page.locator('.st-replay .fab-screen').waitFor();
    assert.match(await page.locator('.st-replay-notice').innerText(), /only what .* saw/);
    const n = await cursor(page);
    assert.equal(n, 80, 'the replay opens at the last move');

    // at the last move, blue sees exactly what blue saw in the game: no hidden red block is named
    let text = await everything(page);
    assert.deepEqual(
      secrets.filter((s) => text.includes(s)),
      [],
      'names blue may not read are in the replay',
    );

    // stepping
    await tap(page, page.getByRole('button', { name: 'First move' }));
    assert.equal(await cursor(page), 0);
    assert.match(await page.locator('.st-replay-where').innerText(), /Start of the game/);
    await tap(page, page.getByRole('button', { name: 'Next move' }));
    await tap(page, page.getByRole('button', { name: 'Next move' }));
    assert.equal(await cursor(page), 2);
    assert.match(await page.locator('.st-replay-where').innerText(), /Move 2 of 80/);
    await tap(page, page.getByRole('button', { name: 'Previous move' }));
    assert.equal(await cursor(page), 1);
    // a phase jump lands further on, where the phase line changes
    const phaseBefore = (await page.locator('.st-replay-where').innerText()).split('·').slice(1).join('·');
    await tap(page, page.getByRole('button', { name: 'Next phase' }));
    const afterJump = await cursor(page);
    assert.ok(afterJump > 1, 'next phase moves on');
    assert.notEqual((await page.locator('.st-replay-where').innerText()).split('·').slice(1).join('·'), phaseBefore);
    await tap(page, page.getByRole('button', { name: 'Previous phase' }));
    assert.ok((await cursor(page)) < afterJump);
    // the moves list follows the cursor; a tap on a move goes there
    await tap(page, page.getByRole('button', { name: 'Last move' }));
    assert.equal(await cursor(page), 80);
    await tap(page, page.locator('.st-replay-move').nth(3));
    assert.equal(await cursor(page), 77);
    text = await everything(page);
    assert.deepEqual(
      secrets.filter((s) => text.includes(s)),
      [],
    );

    // autoplay at the fastest speed moves on by itself, and pauses
    await tap(page, page.getByRole('button', { name: 'First move' }));
    await page.getByLabel('Speed').selectOption('8');
    await tap(page, page.locator('.st-replay-play'));
    await page.waitForFunction(() => Number(document.querySelector('.st-replay')?.getAttribute('data-cursor')) >= 4);
    await tap(page, page.locator('.st-replay-play'));
    const paused = await cursor(page);
    await page.waitForTimeout(600);
    assert.equal(await cursor(page), paused, 'paused');

    // a move sent from the replayed screen is refused and nothing is stored
    assert.deepEqual(await smallTargets(page), []);
    const axe = await new AxeBuilder({ page }).include('.st-replay-bar').include('.st-replay-log').analyze();
    assert.deepEqual(
      axe.violations.map((v) => `${v.id}: ${v.nodes.length}`),
      [],
    );
    await page.screenshot({ path: join(SHOTS, 'replay-1024x768.png') });
    const after = await stored(page, id);
    assert.deepEqual(after, before, 'the replay wrote nothing');
    assert.deepEqual(errors, []);
    await ctx.close();
  },
);

test('a finished game replays in full from its game-over screen; the phone layout', { timeout: 180_000 }, async () => {
  const ctx = await browser.newContext(PHONE);
  const page = await ctx.newPage();
  const errors = watchErrors(page);
  // a short FUBAR game played to its end by generated moves (FUBAR has no hidden information anyway)
  const id = await importGenerated(page, 'fubar', 4000, 3);
  const meta = (await stored(page, id)).meta;
  await page.goto(`${BASE}#/game/${encodeURIComponent(id)}`);
  if (meta.status.finished) {
    await tap(page, page.getByRole('link', { name: 'Replay this game' }));
  } else {
    await page.goto(`${BASE}#/replay/${encodeURIComponent(id)}`);
  }
  await page.locator('.st-replay').waitFor();
  assert.equal(await page.getByRole('heading', { name: 'Who is watching the replay?' }).count(), 0);
  assert.match(await page.locator('.st-replay-notice').innerText(), /Nothing in this replay is hidden/);
  await tap(page, page.getByRole('button', { name: 'Previous turn' }));
  assert.ok((await cursor(page)) < meta.eventCount);
  await page.screenshot({ path: join(SHOTS, 'replay-390x844.png') });
  assert.deepEqual(await smallTargets(page), []);
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('the screen stays awake on a game screen, again on coming back, and sleeps on the home screen', async () => {
  const ctx = await browser.newContext(TABLET);
  await ctx.addInitScript(() => {
    const log = (globalThis.__wake = { requests: 0, releases: 0, active: 0 });
    const sentinels = (globalThis.__sentinels = []);
    Object.defineProperty(navigator, 'wakeLock', {
      configurable: true,
      value: {
        request: async (type) => {
          if (type !== 'screen') throw new TypeError('screen only');
          log.requests++;
          log.active++;
          const listeners = [];
          const s = {
            released: false,
            addEventListener: (t, cb) => t === 'release' && listeners.push(cb),
            release: async () => {
              if (s.released) return;
              s.released = true;
              log.releases++;
              log.active--;
              listeners.forEach((cb) => cb());
            },
          };
          sentinels.push(s);
          return s;
        },
      },
    });
  });
  const page = await ctx.newPage();
  const errors = watchErrors(page);
  await newFubar(page, 'Awake');
  await page.waitForFunction(() => globalThis.__wake.active === 1);
  // the system takes the lock away (the tab was hidden): it is taken again on coming back
  await page.evaluate(() => globalThis.__sentinels.at(-1).release());
  assert.equal(await page.evaluate(() => globalThis.__wake.active), 0);
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await page.waitForFunction(() => globalThis.__wake.active === 1);
  assert.equal(await page.evaluate(() => globalThis.__wake.requests), 2);
  // home: released
  await tap(page, page.getByRole('link', { name: 'Home' }).first());
  await page.getByRole('heading', { name: 'Saved games' }).waitFor();
  await page.waitForFunction(() => globalThis.__wake.active === 0);
  // switched off in Settings: a game screen no longer asks
  await tap(page, page.getByRole('link', { name: 'Settings' }));
  const sw = page.getByLabel('Keep the screen awake during games');
  assert.equal(await sw.isChecked(), true, 'on by default');
  await sw.uncheck();
  const requests = await page.evaluate(() => globalThis.__wake.requests);
  await page.goto(`${BASE}#/`);
  await tap(page, page.locator('li.st-game').first().getByRole('link', { name: 'Resume' }));
  await page.locator('.st-game-host').waitFor();
  await page.waitForTimeout(300);
  assert.equal(await page.evaluate(() => globalThis.__wake.requests), requests);
  // and the choice is kept across a reload
  await page.reload();
  await page.locator('.st-game-host').waitFor();
  await page.waitForTimeout(300);
  assert.equal(await page.evaluate(() => globalThis.__wake.active), 0);
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('export goes to the share sheet where files can be shared, and is a download elsewhere', async () => {
  const ctx = await browser.newContext(TABLET);
  await ctx.addInitScript(() => {
    globalThis.__shared = [];
    navigator.canShare = (data) => !!globalThis.__canShare && Array.isArray(data?.files) && data.files.length === 1;
    navigator.share = async (data) => {
      const f = data.files[0];
      globalThis.__shared.push({ name: f.name, type: f.type, text: await f.text() });
    };
  });
  const page = await ctx.newPage();
  const errors = watchErrors(page);
  await newFubar(page, 'Shared game');
  await page.goto(BASE);
  await page.evaluate(() => (globalThis.__canShare = true));
  const card = page.locator('li.st-game', { hasText: 'Shared game' });
  await tap(page, card.getByRole('button', { name: 'Export' }));
  await page.getByText('Game file shared.').waitFor();
  const shared = await page.evaluate(() => globalThis.__shared);
  assert.equal(shared.length, 1);
  assert.match(shared[0].name, /^Shared-game\.sandtable$/);
  assert.equal(JSON.parse(shared[0].text).game.name, 'Shared game');
  // no file sharing here: a download
  await page.evaluate(() => (globalThis.__canShare = false));
  const [dl] = await Promise.all([
    page.waitForEvent('download'),
    tap(page, card.getByRole('button', { name: 'Export' })),
  ]);
  assert.equal(dl.suggestedFilename(), 'Shared-game.sandtable');
  assert.equal((await page.evaluate(() => globalThis.__shared)).length, 1);
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('the manifest: id, shortcuts, screenshots with form factors, file handlers with a launch handler, a share target', async () => {
  const m = await (await fetch(new URL('manifest.webmanifest', BASE))).json();
  assert.equal(m.id, '/');
  const urls = m.shortcuts.map((s) => s.url);
  assert.ok(urls.includes('/#/continue') && urls.includes('/#/rules'), urls.join());
  const factors = new Set(m.screenshots.map((s) => s.form_factor));
  assert.deepEqual([...factors].sort(), ['narrow', 'wide']);
  for (const s of m.screenshots) {
    const res = await fetch(new URL(s.src, BASE));
    assert.equal(res.status, 200, s.src);
    const png = Buffer.from(await res.arrayBuffer());
    assert.equal(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, s.sizes, `${s.src} is the size it says`);
  }
  // the app's own extensions only (issue 28): games and scenarios, never every .json file
  const extensions = Object.values(m.file_handlers[0].accept).flat().sort();
  assert.deepEqual(extensions, ['.sandtable', '.sandtable-scenario']);
  assert.equal(m.share_target.method, 'POST');
  assert.equal(m.share_target.params.files[0].name, 'files');
  assert.ok(m.launch_handler.client_mode);
  // the screenshots are not precached (every device would download them for nothing)
  const sw = await (await fetch(new URL('sw.js', BASE))).text();
  assert.equal(/screenshots\//.test(sw), false);
  // nor the install icons (the browser reads them when installing, online)
  assert.equal(/icons\/(icon-192|icon-512|maskable-512)\.png/.test(sw), false);
  // "continue" opens the last game played
  const ctx = await browser.newContext(TABLET);
  const page = await ctx.newPage();
  const id = await newFubar(page, 'Continue me');
  await page.goto(`${BASE}#/continue`);
  await page.waitForURL(new RegExp(`#/game/${id}`));
  await ctx.close();
});

test('a game file the installed app is launched with is imported like the import button does', async () => {
  const ctx = await browser.newContext(TABLET);
  const page = await ctx.newPage();
  const errors = watchErrors(page);
  await page.goto(BASE);
  await withDriver(page);
  const text = await page.evaluate(() => globalThis.SandtableDriver.makeFile('fubar', 12, 9));
  // a launchQueue as Chromium gives it to an installed app opened with a file
  await ctx.addInitScript(
    (text) => {
      // Chromium has a read-only window.launchQueue of its own: shadow it
      Object.defineProperty(window, 'launchQueue', {
        configurable: true,
        value: {
          setConsumer(cb) {
            const file = new File([text], 'Launched.sandtable.json', { type: 'application/json' });
            setTimeout(() => cb({ files: [{ kind: 'file', getFile: async () => file }] }), 50);
          },
        },
      });
    },
    text.replace('fubar long game', 'Launched game'),
  );
  await page.reload();
  await page.locator('li.st-game', { hasText: 'Launched game' }).waitFor();
  assert.deepEqual(errors, []);
  await ctx.close();
});

test(
  'notes: the shared note for both, a private note only after its own side’s hand-off',
  { timeout: 180_000 },
  async () => {
    const ctx = await browser.newContext(TABLET);
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    const id = await importGenerated(page, 'fab', 30, 8);
    const first = (await stored(page, id)).meta.status.actor;
    await page.goto(`${BASE}#/game/${encodeURIComponent(id)}`);
    await tap(page, page.locator('.st-handoff-take'));
    await tap(page, page.getByRole('button', { name: 'Notes' }));
    await page.locator('.st-note-shared').fill('Both: the bridge at Millbrook is out');
    await page.locator('.st-note-private').fill(`Only ${first}: feint on the left`);
    await page.locator('.st-note-shared').focus(); // leaving the private note saves it
    await page.waitForTimeout(900);
    // play on (generated moves, stored by the runner) until the other side must decide
    await page.goto(BASE);
    await page.reload();
    await withDriver(page);
    for (let k = 0; k < 40 && (await stored(page, id)).meta.status.actor === first; k++)
      await page.evaluate(([id, k]) => globalThis.SandtableDriver.timeCommits(id, 1, 50 + k), [id, k]);
    const second = (await stored(page, id)).meta.status.actor;
    assert.notEqual(second, first, 'the other side got the move');
    await page.reload();
    await page.goto(`${BASE}#/game/${encodeURIComponent(id)}`);
    await page.locator('.st-handoff-take').waitFor();
    assert.equal((await everything(page)).includes('feint on the left'), false, 'not on the hand-off');
    await tap(page, page.locator('.st-handoff-take'));
    await tap(page, page.getByRole('button', { name: 'Notes' }));
    assert.equal(await page.locator('.st-note-shared').inputValue(), 'Both: the bridge at Millbrook is out');
    assert.equal(await page.locator('.st-note-private').inputValue(), '');
    assert.equal(
      (await everything(page)).includes('feint on the left'),
      false,
      'the other side’s note is not in the page',
    );
    assert.deepEqual(errors, []);
    await ctx.close();
  },
);

test('the clock per side survives a reload, keeps counting, and FUBAR shows the far side’s turned', async () => {
  const ctx = await browser.newContext(TABLET);
  const page = await ctx.newPage();
  const errors = watchErrors(page);
  const id = await newFubar(page, 'Clocked');
  await tap(page, page.getByRole('button', { name: 'Notes' }));
  await page.getByLabel('Clock per side').check();
  await page.locator('.st-clock-running').waitFor();
  const running = await page.locator('.st-clock-running').getAttribute('data-side');
  await page.waitForTimeout(2200);
  await page.reload();
  await page.locator('.st-clock-running').waitFor();
  assert.equal(await page.locator('.st-clock-running').getAttribute('data-side'), running);
  const secs = async () => {
    const m = (await page.locator('.st-clock-running').innerText()).match(/(\d+):(\d\d)\s*$/);
    return Number(m[1]) * 60 + Number(m[2]);
  };
  assert.ok((await secs()) >= 2, 'time before the reload is kept');
  const t1 = await secs();
  await page.waitForTimeout(1500);
  assert.ok((await secs()) > t1, 'and it keeps running');
  // turned for the player across the table
  const turned = await page.locator('.st-clock[data-side="B"]').evaluate((el) => getComputedStyle(el).transform);
  assert.notEqual(turned, 'none');
  // paused: it stops, also across a reload
  await tap(page, page.getByRole('button', { name: /Pause the clock/ }));
  await page.getByRole('button', { name: /Resume the clock/ }).waitFor();
  for (let k = 0; k < 50 && !(await stored(page, id)).meta.clock?.paused; k++) await page.waitForTimeout(100);
  const p = await secs();
  await page.reload();
  await page.locator('.st-clock').first().waitFor();
  await page.waitForTimeout(1200);
  assert.equal(await secs(), p);
  assert.equal((await stored(page, id)).meta.clock.paused, true);
  assert.deepEqual(errors, []);
  await ctx.close();
});
