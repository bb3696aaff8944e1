/**
 * Issue 30, one language offline, in a real browser: the precache holds no chunk of one language; the service
 * worker keeps the device's language of the words and the rules reference when it installs
 * (scripts/build/lang-cache.sw.js), so a French device plays and reads the rules in French with no network. A
 * switch to a language the device does not hold yet is refused offline with the reason, and changes nothing; online
 * it fetches and keeps that language, which then works offline too.
 * Run alone: npm run build && node scripts/e2e.mjs tests/e2e/languages.e2e.mjs --no-build
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { BASE, launch, TABLET, watchErrors, waitForServiceWorker, tapRetry as tap } from './harness.mjs';

const browser = await launch();
test.after(() => browser.close());

/** The one-language files of the build, by language (the lists the build wrote into the worker's script). */
const FILES = JSON.parse(/const LANGUAGE_FILES = (\{.*?\});/.exec(readFileSync('dist/lang-cache.js', 'utf8'))[1]);

/** The files of each language the worker keeps now (its cache's entries, by language). */
async function kept(page) {
  const urls = await page.evaluate(async () => {
    const out = [];
    for (const k of await caches.keys())
      if (k.startsWith('sandtable-lang-'))
        for (const r of await (await caches.open(k)).keys()) out.push(new URL(r.url).pathname.slice(1));
    return out;
  });
  return Object.fromEntries(Object.entries(FILES).map(([l, fs]) => [l, fs.filter((f) => urls.includes(f)).length]));
}

test(
  'issue 30: a French device reads the rules offline in French; a switch to a language it lacks is refused offline, kept once online',
  { timeout: 240_000 },
  async () => {
    for (const l of ['en', 'es', 'fr']) assert.ok(FILES[l].length >= 8, `the build lists the ${l} files`);
    const precache = readFileSync('dist/sw.js', 'utf8');
    for (const f of Object.values(FILES).flat()) assert.ok(!precache.includes(f), `${f} is not precached`);

    const ctx = await browser.newContext({ ...TABLET, locale: 'fr-FR' });
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    // the requests that failed (offline), checked at the end
    const failed = [];
    page.on('requestfailed', (r) => failed.push(new URL(r.url()).pathname.slice(1)));
    await page.goto(BASE);
    await waitForServiceWorker(page);
    await page.waitForFunction(
      async () => {
        for (const k of await caches.keys())
          if (k.startsWith('sandtable-lang-')) return (await (await caches.open(k)).keys()).length >= 8;
        return false;
      },
      null,
      { timeout: 30_000 },
    );
    assert.deepEqual(
      await kept(page),
      { en: 0, es: 0, fr: FILES.fr.length },
      'the device’s language, whole, and no other',
    );

    // the first page (not yet under the worker) fetches home's notices in idle time after its first paint: let it
    // finish before the network goes, or its late request counts as a failure below
    await page.waitForLoadState('networkidle');
    await ctx.setOffline(true);
    await page.goto(BASE);
    await page.getByRole('heading', { name: 'Parties enregistrées' }).waitFor();
    await page.goto(`${BASE}#/rules/fab/6.6`);
    await page.getByRole('heading', { name: /6\.6/ }).waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'fr');

    // offline, Spanish is not here: the switch says so and nothing changes
    await page.goto(`${BASE}#/settings`);
    await tap(page, page.locator('label[lang=es]'));
    const problem = page.getByTestId('lang-problem');
    await problem.waitFor();
    assert.match(await problem.innerText(), /Español .*internet/);
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'fr');
    assert.equal(await page.locator('label[lang=fr] input').isChecked(), true);
    assert.equal(await page.locator('label[lang=es] input').isChecked(), false);

    // online, the switch fetches Spanish and keeps it; offline again, the rules read in Spanish
    await ctx.setOffline(false);
    await tap(page, page.locator('label[lang=es]'));
    await page.waitForFunction(() => document.documentElement.lang === 'es', null, { timeout: 20_000 });
    assert.equal(await problem.count(), 0);
    // the switch is at once; keeping the files follows (the worker fetches them)
    for (let i = 0; i < 100 && (await kept(page)).es < FILES.es.length; i++) await page.waitForTimeout(100);
    assert.equal((await kept(page)).es, FILES.es.length);
    await ctx.setOffline(true);
    await page.goto(`${BASE}#/rules/fab/6.6`);
    await page.reload();
    await page.getByRole('heading', { name: /6\.6/ }).waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'es');
    // offline, the words of a language the device lacks cannot come (the switch tried them before it was taken
    // back) nor the other languages' reference books (the search reads all three): no other request fails
    const oneLanguage = Object.values(FILES).flat();
    assert.deepEqual(
      failed.filter((f) => !oneLanguage.includes(f) || FILES.fr.includes(f)),
      [],
      'no request failed offline but one of a language the device lacked then',
    );
    assert.deepEqual(
      errors.filter((e) => !/Failed to load resource: net::ERR_FAILED/.test(e)),
      [],
    );
    await ctx.close();
  },
);
