/**
 * Real-browser test harness: Debian's Chromium (/usr/bin/chromium) driven by playwright-core.
 * scripts/e2e.mjs builds the app once, serves dist/ and sets SANDTABLE_URL; each test file uses
 * node:test and these helpers. Run one file alone with:
 *   npm run build && node scripts/e2e.mjs tests/e2e/<file>.e2e.mjs --no-build
 */
import assert from 'node:assert/strict';
import AxeBuilder from '@axe-core/playwright';
import { chromium } from 'playwright-core';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const BASE = process.env.SANDTABLE_URL ?? 'http://127.0.0.1:4173/';
export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export const TABLET = { viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 };
export const TABLET_PORTRAIT = { ...TABLET, viewport: { width: 768, height: 1024 } };
export const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 };

export function launch() {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
}

/** A persistent profile that survives closing (or killing) the browser. */
export async function launchProfile(dir, device = TABLET) {
  return chromium.launchPersistentContext(dir, { executablePath: CHROMIUM, headless: true, args: ARGS, ...device });
}

export function tempProfile() {
  const dir = mkdtempSync(join(tmpdir(), 'sandtable-profile-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Fail the test on any error the page logs or throws (CSP violations included). */
export function watchErrors(page) {
  const errors = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' && !/Failed to load resource.*(net::ERR_INTERNET_DISCONNECTED|404)/.test(m.text()))
      errors.push(`console: ${m.text()}`);
  });
  return errors;
}

/** Wait until the service worker controls the page (the first load is not controlled until it activates). */
/**
 * Dice are injected, never lucky: the new-game form draws the game's dice seed from crypto.getRandomValues
 * (src/app/games.ts randomSeed, its only caller); pages of `context` answer that one-number draw with `seed`,
 * so a game started there takes the same path on every run. Other draws get real random numbers.
 */
export async function injectDiceSeed(context, seed) {
  await context.addInitScript((seed) => {
    const real = crypto.getRandomValues.bind(crypto);
    crypto.getRandomValues = (a) => {
      if (a instanceof Uint32Array && a.length === 1) {
        a[0] = seed >>> 0;
        return a;
      }
      return real(a);
    };
  }, seed);
}

export async function waitForServiceWorker(page, timeout = 30_000) {
  const deadline = Date.now() + timeout;
  // page.evaluate awaits the promise (waitForFunction would take a pending promise for a truthy value).
  while (
    (await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state)) !== 'activated'
  ) {
    if (Date.now() > deadline) throw new Error('The service worker did not activate in time.');
    await page.waitForTimeout(100);
  }
  if (!(await page.evaluate(() => !!navigator.serviceWorker.controller))) {
    await page.reload();
    await page.waitForFunction(() => !!navigator.serviceWorker.controller, null, { timeout });
  }
}

export async function tap(page, locator) {
  // Playwright's scroll does not find the element again when the screen replaced it between finding and scrolling
  // (a part that arrives swaps its placeholder: the Notes button of ./src/ui/game/host-parts.tsx); nothing was tapped
  // yet, so looking again is safe. The tap itself finds the element again on its own.
  for (let i = 0; ; i++) {
    try {
      await locator.scrollIntoViewIfNeeded();
      break;
    } catch (e) {
      if (i >= 4 || !/not attached|detached/i.test(String(e))) throw e;
      await page.waitForTimeout(100);
    }
  }
  await locator.tap();
}

/** Tap "Start the game" once the new-game form is whole: its options and solo parts arrive after the form's frame and
 * push the button down, so a tap aimed before they land can hit the space it left (a player sees the button move). */
export async function startGame(page) {
  const start = page.getByRole('button', { name: 'Start the game' });
  await start.waitFor();
  await page.waitForFunction(() => !document.querySelector('.st-form button[type="submit"][disabled]'));
  await quiet(page, 300);
  await tap(page, start);
  await page.waitForURL(/#\/game\//);
}

/** `tap`, tried again (up to five times) when the screen re-rendered under the finger: every step of a game
 * re-renders once its event is stored, so the element tapped may be replaced between finding and tapping. */
export async function tapRetry(page, locator) {
  for (let i = 0; ; i++) {
    try {
      return await tap(page, locator);
    } catch (e) {
      if (i >= 4 || !/not attached|detached|not visible|Timeout/i.test(String(e))) throw e;
      await page.waitForTimeout(150);
    }
  }
}

/** Resolve once the page has not changed for `ms` (every stored event is drawn before the screen settles). */
export async function quiet(page, ms = 120) {
  await page.evaluate(
    (ms) =>
      new Promise((resolve) => {
        let timer = setTimeout(done, ms);
        const obs = new MutationObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(done, ms);
        });
        function done() {
          obs.disconnect();
          resolve();
        }
        obs.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
      }),
    ms,
  );
}

/** axe finds nothing serious or critical, every target is at least 44 px, and (with `blanks`) no {blank} is left. */
export async function a11y(page, label, { blanks = false } = {}) {
  const r = await new AxeBuilder({ page }).analyze();
  const bad = r.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
  assert.deepEqual(bad, [], `axe on ${label}`);
  assert.deepEqual(await smallTargets(page), [], `small targets on ${label}`);
  if (blanks) assert.deepEqual(await unfilledBlanks(page), [], `unfilled blanks on ${label}`);
}

/** FAB: the buttons a scripted player taps to move the game on when it has nothing else to do, in order. */
export const GO_ON = [
  /^Let the bridge stand/,
  /^Cross anyway/,
  /^Fight in/,
  /^End this unit's move/,
  /^End this step/,
  /^End the phase/,
];

/** FAB: tap the first button of the orders panel matching one of `res`, in that order of preference. */
export async function tapPreferred(page, res, tapFn = tapRetry) {
  for (const re of res) {
    const b = page.locator('.fab-play button', { hasText: re }).first();
    if (await b.count()) {
      await tapFn(page, b);
      return true;
    }
  }
  return false;
}

/** Every visible interactive element at least 44x44 CSS px (returns the offenders). */
export async function smallTargets(page) {
  return page.evaluate(() => {
    const out = [];
    for (const el of document.querySelectorAll(
      'button, a[href], input:not([type=hidden]), select, [role=button], label.st-btn',
    )) {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (r.width === 0 || r.height === 0 || style.visibility === 'hidden') continue;
      if (el.classList.contains('st-visually-hidden')) continue;
      if (
        el.closest('p, li') &&
        el.tagName === 'A' &&
        !el.classList.contains('st-btn') &&
        el.closest('.st-ref-main, .st-ref-table')
      )
        continue; // links inside running text
      if (r.width < 44 - 0.5 || r.height < 44 - 0.5)
        out.push(
          `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 30)}" ${Math.round(r.width)}x${Math.round(r.height)}`,
        );
    }
    return out;
  });
}

/** Interface text with an unfilled {blank} (a missing translation parameter). */
export async function unfilledBlanks(page) {
  return page.evaluate(() => document.body.innerText.match(/\{[a-zA-Z]+\}/g) ?? []);
}

/**
 * FAB: tap a lit area (`target`, a locator) for the selected block, then "Move here" (or "Place here"): a tap on
 * an area only shows the move; the confirm button makes it. `tapFn` is the caller's own tap (with retries).
 */
export async function tapToMove(page, target, tapFn = tap) {
  await tapFn(page, target);
  const here = page.locator('[data-testid="fab-move-here"]');
  await here.waitFor({ timeout: 5000 });
  await tapFn(page, here);
}

/** Everything a viewer could read in the page: its text, its accessibility tree and its markup. */
export async function pageText(page) {
  const text = await page.locator('body').innerText();
  const tree = await page.locator('body').ariaSnapshot();
  const html = await page.content();
  return `${text}\n${tree}\n${html}`;
}

/**
 * FAB 2.2: no name of a piece `viewer` may not know (enemy blocks still face down, hidden chits) is in the
 * page, and no id of such a block is in the markup. The secrets come from the rules, on a fresh replay of the
 * stored game through the page driver (`driver`: scripts/bench/build-driver.mjs). Returns them.
 */
export async function assertNoSecretNames(page, viewer, driver) {
  if (!(await page.evaluate(() => !!globalThis.SandtableDriver))) await page.evaluate(driver);
  const id = decodeURIComponent(new URL(page.url()).hash.replace(/^#\/game\//, ''));
  const sec = await page.evaluate(([id, viewer]) => globalThis.SandtableDriver.secrets(id, viewer), [id, viewer]);
  const all = await pageText(page);
  const names = [...sec.units.map((u) => u.name), ...sec.chits];
  assert.deepEqual(
    names.filter((n) => all.includes(n)),
    [],
    `names ${viewer} may not read are in the page`,
  );
  const html = await page.content();
  assert.deepEqual(
    sec.units.map((u) => u.id).filter((x) => new RegExp(`["'=>\\s]${x}["'<\\s]`).test(html)),
    [],
    `ids of blocks ${viewer} may not know are in the markup`,
  );
  return { sec, all };
}

/**
 * A TypeScript fixture module (tests/e2e/fixtures/*.ts) bundled with Vite into one module and imported here, in
 * node: the engine's parts that the app fetches later are chunks of their own otherwise.
 */
export async function bundledFixture(url) {
  const { build } = await import('vite');
  const entry = fileURLToPath(url);
  const out = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: false,
      target: 'es2022',
      lib: { entry, formats: ['es'], fileName: () => 'fixture.mjs' },
      rolldownOptions: { output: { codeSplitting: false } },
    },
  });
  const chunk = (Array.isArray(out) ? out : [out]).flatMap((o) => o.output).find((o) => o.type === 'chunk');
  if (!chunk) throw new Error(`the fixture ${entry} did not build`);
  return import(`data:text/javascript;base64,${Buffer.from(chunk.code).toString('base64')}`);
}

/** The app's stored games and moves, read from the page (as a player's own storage; no eval under the CSP). */
export const readStoredGames = (page) =>
  page.evaluate(async () => {
    const get = (r) => new Promise((ok, ko) => ((r.onsuccess = () => ok(r.result)), (r.onerror = () => ko(r.error))));
    const db = await get(indexedDB.open('sandtable'));
    const tx = db.transaction(['games', 'events']);
    const out = {
      games: await get(tx.objectStore('games').getAll()),
      events: await get(tx.objectStore('events').getAll()),
    };
    db.close();
    return out;
  });
