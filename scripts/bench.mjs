// `npm run bench`: builds the app and measures it against its budgets. Prints a table and writes
// bench/results.json; exits non-zero when a budget is missed. See bench/README.md for what each figure means.
//   node scripts/bench.mjs [--skip size,load,interaction,engine,fuzz] [--runs N] [--lh-runs N]
// Each timed figure is the median of repeated runs, shown with its spread (min-max).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join, posix } from 'node:path';
import { cpus, loadavg } from 'node:os';
import { startServer } from './serve.mjs';

const args = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : dflt;
};
const skip = new Set((opt('skip', '') || '').split(',').filter(Boolean));
const RUNS = Number(opt('runs', 5));
const LH_RUNS = Number(opt('lh-runs', 3));
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const DIST = 'dist';
const started = Date.now();
const log = (...m) => console.error(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(3)}s]`, ...m);

/** @type {{id:string, group:string, label:string, unit:string, budget:number|null, higherIsBetter?:boolean, samples:number[], note?:string, unmeasured?:string, failed?:string}[]} */
const figures = [];
const add = (f) => figures.push(f);

// ---------- helpers ----------
export function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  if (!s.length) return NaN;
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
}
export function quantile(xs, q) {
  const s = [...xs].sort((a, b) => a - b);
  if (!s.length) return NaN;
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)];
}
const kb = (bytes) => bytes / 1024;
const gz = (buf) => gzipSync(buf, { level: 9 }).length;

// ---------- 1. build ----------
function buildApp() {
  log('building (vite build --manifest)...');
  // --manifest only adds dist/.vite/manifest.json (not precached): it maps each system's screen module to its chunk.
  const b = spawnSync('npx', ['vite', 'build', '--manifest', '--logLevel', 'warn'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (b.status !== 0) {
    console.error('The build failed.');
    process.exit(b.status ?? 1);
  }
}

// ---------- 2. size ----------
/** Static imports of a built chunk (import/export ... from "x", import "x"), never dynamic import("x"). */
export function staticImports(code) {
  const out = new Set();
  const re = /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]*?from\s*)?["']([^"']+\.m?js)["']/g;
  for (const m of code.matchAll(re)) out.add(m[1]);
  return [...out];
}

/** Every file loaded by static imports from `start` (paths relative to dist, like "assets/x.js"). */
export function closure(start, dist = DIST) {
  const seen = new Set();
  const todo = [...start];
  while (todo.length) {
    const f = todo.pop();
    if (seen.has(f) || !existsSync(join(dist, f))) continue;
    seen.add(f);
    const code = readFileSync(join(dist, f), 'utf8');
    for (const spec of staticImports(code)) {
      const target = spec.startsWith('/') ? spec.slice(1) : posix.normalize(posix.join(posix.dirname(f), spec));
      todo.push(target);
    }
  }
  return seen;
}

/** The JavaScript of the home screen: the entry script of index.html, its modulepreloads, and their static imports. */
export function homeScripts(html) {
  const srcs = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]);
  const preloads = [...html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
  return [...srcs, ...preloads].filter((s) => s.startsWith('/')).map((s) => s.slice(1));
}

const sumGz = (files) => [...files].reduce((a, f) => a + gz(readFileSync(join(DIST, f))), 0);

/** The size budgets (KB of gzip level 9), one place: the table, bench/README.md and the README quote them. */
export const SIZE_BUDGETS = { home: 25, fab: 110, fubar: 75, ocs: 75, precache: 400 };

/**
 * Chunks a screen awaits before it shows although they are dynamic imports, per variant (one per language: the
 * heaviest counts). Read from the build's manifest by source path; a path the manifest does not hold is an
 * error (the figure would be too small).
 *   fab, fubar, ocs: the strings of the screens but home (src/i18n/screens/load.ts, awaited with the game host's
 *   code by src/ui/screens.ts) and the system screen's words (src/i18n/<system>/load.ts, awaited with the screen's
 *   code by src/ui/systems.ts), in the player's language.
 *   fab: take-back's desk (src/app/session/take-back.ts: awaited by the opening for a system with take-back) and the
 *   hand-off panel (src/ui/game/Handoff.tsx, awaited by a game that passes the tablet now) are in the FAB screen's
 *   chunk (vite.config.ts, 'fab-screen'), counted with it. Not take-back's panels and strings (src/ui/game/TakeBack.tsx,
 *   src/i18n/tb/<lang>.ts): fetched as the game is read and awaited only by a game whose request waits or whose last
 *   move may be asked back now (src/ui/game/host-parts.tsx `prepareTakeBack`).
 */
export const AWAITED = {
  home: () => [],
  fab: (lang) => [`src/i18n/screens/${lang}.ts`, `src/i18n/fab/${lang}.ts`],
  fubar: (lang) => [`src/i18n/screens/${lang}.ts`, `src/i18n/fubar/${lang}.ts`],
  ocs: (lang) => [`src/i18n/screens/${lang}.ts`, `src/i18n/ocs/${lang}.ts`],
};
const LANGS = ['en', 'es', 'fr'];
/**
 * Chunks of which a game awaits one (the heaviest counts): a FAB game the body of its shipped scenario, fetched with
 * the runner's opening (src/app/systems/fab.ts; a custom scenario is carried by the game itself).
 */
export const AWAITED_ONE_OF = {
  fab: ['src/scenarios/fab/millbrook.ts', 'src/scenarios/fab/varna-gap.ts'],
};

/** The build's manifest (`vite build --manifest`): source path -> chunk. Without it no screen can be sized. */
export function readManifest(dist = DIST) {
  const p = join(dist, '.vite', 'manifest.json');
  if (!existsSync(p)) throw new Error(`${p} is missing: build with \`vite build --manifest\` (npm run bench does)`);
  return JSON.parse(readFileSync(p, 'utf8'));
}

/**
 * The chunks (paths relative to dist) of home and of each system's game screen, one set per language: home is the
 * entry script of index.html, its modulepreloads, their static imports and the awaited shell strings; a game
 * screen adds the game host with the runner (src/ui/game/GameHost.tsx holds src/app/session.ts), the system's
 * `src/ui/<system>/index.tsx` and what it awaits (the heaviest of AWAITED_ONE_OF), each with its static imports.
 */
export function screenChunks(dist = DIST) {
  const manifest = readManifest(dist);
  // a module imported both dynamically and statically (a scenario body: ./parts imports them all) is a shared chunk,
  // listed under its name (`_varna-gap-<hash>.js`), not its source path
  const named = (src) => {
    const name = posix.basename(src).replace(/\.tsx?$/, '');
    const hits = Object.values(manifest).filter((c) => c.name === name && !c.src);
    return hits.length === 1 ? hits[0].file : undefined;
  };
  const chunkOf = (src) => {
    const f = manifest[src]?.file ?? named(src);
    if (!f) throw new Error(`the build's manifest has no chunk for ${src}`);
    return f;
  };
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const out = { home: {}, fab: {}, fubar: {}, ocs: {} };
  for (const lang of LANGS) {
    const home = closure([...homeScripts(html), ...AWAITED.home(lang).map(chunkOf)], dist);
    out.home[lang] = home;
    for (const sys of ['fab', 'fubar', 'ocs']) {
      const start = ['src/ui/game/GameHost.tsx', `src/ui/${sys}/index.tsx`, ...AWAITED[sys](lang)].map(chunkOf);
      const sets = (AWAITED_ONE_OF[sys] ?? [null]).map(
        (one) => new Set([...home, ...closure(one ? [...start, chunkOf(one)] : start, dist)]),
      );
      const size = (s) => [...s].reduce((a, f) => a + gz(readFileSync(join(dist, f))), 0);
      out[sys][lang] = sets.reduce((a, b) => (size(b) > size(a) ? b : a));
    }
  }
  return out;
}

function measureSize() {
  let chunks;
  try {
    chunks = screenChunks();
  } catch (e) {
    for (const [id, label] of [
      ['home', 'Home screen JS (gzip)'],
      ['screen.fab', 'FAB game screen JS, in all (gzip)'],
      ['screen.fubar', 'FUBAR game screen JS, in all (gzip)'],
      ['screen.ocs', 'OCS game screen JS, in all (gzip)'],
    ])
      add({
        id: `size.${id}`,
        group: 'Size',
        label,
        unit: 'KB',
        budget: SIZE_BUDGETS[id.replace('screen.', '')],
        samples: [],
        failed: `not measured: ${e.message}`,
      });
    chunks = null;
  }
  if (chunks) {
    const byLang = (sets) => LANGS.map((l) => ({ lang: l, files: sets[l], total: sumGz(sets[l]) }));
    const worst = (xs) => xs.reduce((a, b) => (b.total > a.total ? b : a));
    const home = byLang(chunks.home);
    const h = worst(home);
    add({
      id: 'size.home',
      group: 'Size',
      label: 'Home screen JS (gzip)',
      unit: 'KB',
      budget: SIZE_BUDGETS.home,
      samples: [kb(h.total)],
      note: `${h.files.size} file(s); by language ${home.map((x) => kb(x.total).toFixed(1)).join(' / ')} (en/es/fr)`,
    });
    for (const sys of ['fab', 'fubar', 'ocs']) {
      const v = byLang(chunks[sys]);
      const w = worst(v);
      const extra = [...w.files].filter((f) => !chunks.home[w.lang].has(f));
      add({
        id: `size.screen.${sys}`,
        group: 'Size',
        label: `${sys.toUpperCase()} game screen JS, in all (gzip)`,
        unit: 'KB',
        budget: SIZE_BUDGETS[sys],
        samples: [kb(w.total)],
        note: `${kb(sumGz(extra)).toFixed(1)} KB on top of home; by language ${v.map((x) => kb(x.total).toFixed(1)).join(' / ')} (en/es/fr)`,
      });
    }
  }

  const sw = readFileSync(join(DIST, 'sw.js'), 'utf8');
  const urls = [...new Set([...sw.matchAll(/url:\s*"([^"]+)"/g)].map((m) => m[1]))].filter((u) =>
    existsSync(join(DIST, u)),
  );
  // the one-language chunks are kept apart by the worker, one language per device (scripts/build/languages.ts):
  // a device downloads the precache and one language of them, the heaviest counts
  const langs = languageFiles(DIST);
  const worstLang = Object.entries(langs).reduce(
    (a, [l, files]) => {
      const z = files.reduce((n, f) => n + gz(readFileSync(join(DIST, f))), 0);
      return z > a.zipped ? { lang: l, files, zipped: z } : a;
    },
    { lang: '', files: [], zipped: 0 },
  );
  let raw = 0;
  let zipped = 0;
  for (const u of [...urls, ...worstLang.files]) {
    const b = readFileSync(join(DIST, u));
    raw += b.length;
    zipped += gz(b);
  }
  // offline, every chunk the app may fetch must be in the precache (lazy parts included) or kept by language
  const listed = new Set([...urls, ...Object.values(langs).flat()]);
  const left = readdirSync(join(DIST, 'assets'))
    .map((f) => `assets/${f}`)
    .filter((f) => /\.(js|css)$/.test(f) && !listed.has(f));
  add({
    id: 'size.precache',
    group: 'Size',
    label: 'Total precache (gzip)',
    unit: 'KB',
    budget: SIZE_BUDGETS.precache,
    samples: [kb(zipped)],
    note: `${urls.length} files and ${worstLang.files.length} of one language (${worstLang.lang}, ${kb(worstLang.zipped).toFixed(1)} KB), ${kb(raw).toFixed(0)} KB raw`,
    ...(left.length ? { failed: `not precached, so not offline: ${left.join(', ')}` } : {}),
  });
}

/** The one-language chunks of the build by language, from the worker's script the build wrote (dist/lang-cache.js). */
export function languageFiles(dist = DIST) {
  const p = join(dist, 'lang-cache.js');
  if (!existsSync(p)) return {};
  const m = /const LANGUAGE_FILES = (\{.*?\});/.exec(readFileSync(p, 'utf8'));
  if (!m) throw new Error(`${p} holds no language file lists`);
  return JSON.parse(m[1]);
}

// ---------- shared browser helpers ----------
async function withServer(fn) {
  const server = await startServer({ dir: DIST, port: 0 });
  try {
    return await fn(`http://127.0.0.1:${server.address().port}/`);
  } finally {
    server.close();
  }
}

/** A long game, generated and imported in the page (writes the app's IndexedDB); returns its id and size. */
async function seedLongGame(page, n) {
  return page.evaluate(async (n) => {
    const d = globalThis.SandtableDriver;
    const have = d.systems();
    // FAB first (the heaviest engine); FUBAR without a turn limit when a FAB game ends before n events.
    for (const sys of ['fab', 'fubar', 'ocs'].filter((s) => have.includes(s))) {
      const text = await d.makeFile(sys, n, 11, { long: true });
      const count = JSON.parse(text).game.events.length;
      if (count >= n) return { id: await d.importText(text), system: sys, count };
    }
    throw new Error(`no system reaches ${n} events`);
  }, n);
}

// ---------- 3. load (Lighthouse) ----------
async function measureLoad(url) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const { chromium } = await import('playwright-core');
  const { driverScript } = await import('./bench/build-driver.mjs');
  const flags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: flags, logLevel: 'silent' });
  try {
    // First visit (storage reset by Lighthouse), then, once a FAB game is stored, a returning player's home
    // screen and the FAB game screen (storage and service worker kept: a warm load).
    let gameUrl = null;
    let gameNote = '';
    const seed = async () => {
      // a FAB game in this browser's storage for the game-screen run
      try {
        const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
        const page = await browser.contexts()[0].newPage();
        await page.goto(url);
        await page.evaluate(await driverScript());
        if (await page.evaluate(() => globalThis.SandtableDriver.systems().includes('fab'))) {
          const id = await page.evaluate(async () => {
            const d = globalThis.SandtableDriver;
            return d.importText(await d.makeFile('fab', 60, 5));
          });
          gameUrl = `${url}#/game/${encodeURIComponent(id)}`;
        } else gameNote = 'this build has no FAB engine';
        await page.close();
        await browser.close().catch(() => undefined); // disconnects; chrome-launcher owns the process
      } catch (e) {
        gameNote = `could not seed a FAB game: ${e.message}`;
      }
    };
    const pages = [
      ['home', 'Home (first visit)', () => url, false],
      ['home-saved', 'Home (a saved game)', async () => (await seed(), gameUrl && url), true],
      ['fab', 'FAB game screen', () => gameUrl, true],
    ];
    for (const [id, name, where, keepStorage] of pages) {
      const target = await where();
      const metrics = { perf: [], lcp: [], tbt: [], cls: [], a11y: [] };
      if (target) {
        for (let r = 0; r < LH_RUNS; r++) {
          log(`lighthouse ${name} run ${r + 1}/${LH_RUNS}`);
          const res = await lighthouse(target, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility'],
            disableStorageReset: keepStorage,
          });
          const lhr = res.lhr;
          if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.message}`);
          metrics.perf.push(lhr.categories.performance.score * 100);
          metrics.a11y.push(lhr.categories.accessibility.score * 100);
          metrics.lcp.push(lhr.audits['largest-contentful-paint'].numericValue);
          metrics.tbt.push(lhr.audits['total-blocking-time'].numericValue);
          metrics.cls.push(lhr.audits['cumulative-layout-shift'].numericValue);
        }
      }
      const nb = target ? undefined : gameNote || 'no FAB game to open';
      const g = 'Load (Lighthouse, mobile)';
      add({
        id: `load.${id}.perf`,
        group: g,
        label: `${name}: performance score`,
        unit: '',
        budget: 100,
        higherIsBetter: true,
        samples: metrics.perf,
        unmeasured: nb,
      });
      add({
        id: `load.${id}.lcp`,
        group: g,
        label: `${name}: largest contentful paint`,
        unit: 'ms',
        budget: 1500,
        samples: metrics.lcp,
        unmeasured: nb,
      });
      add({
        id: `load.${id}.tbt`,
        group: g,
        label: `${name}: total blocking time`,
        unit: 'ms',
        budget: 50,
        samples: metrics.tbt,
        unmeasured: nb,
      });
      add({
        id: `load.${id}.cls`,
        group: g,
        label: `${name}: cumulative layout shift`,
        unit: '',
        budget: 0,
        samples: metrics.cls,
        unmeasured: nb,
      });
      add({
        id: `load.${id}.a11y`,
        group: g,
        label: `${name}: accessibility score`,
        unit: '',
        budget: 100,
        higherIsBetter: true,
        samples: metrics.a11y,
        unmeasured: nb,
      });
    }
  } finally {
    await chrome.kill();
  }
}

// ---------- 4. interaction (Chromium, 4x CPU slowdown) ----------
async function measureInteraction(url) {
  const { launch, TABLET } = await import('../tests/e2e/harness.mjs');
  const { driverScript } = await import('./bench/build-driver.mjs');
  const code = await driverScript();
  const browser = await launch();
  const g = 'Interaction (Chromium, 4x CPU slowdown)';
  try {
    const ctx = await browser.newContext(TABLET);
    const page = await ctx.newPage();
    const cdp = await ctx.newCDPSession(page);
    const throttle = (rate) => cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.goto(url);
    await page.evaluate(code);

    log('interaction: generating and importing a 5,000-event game');
    const game = await seedLongGame(page, 5000);
    await page.evaluate((id) => globalThis.SandtableDriver.open(id), game.id); // first opening writes the snapshot cache

    // Resume through the app: from the home screen to the game screen with its controls on screen
    // (scripts/bench/resume.mjs). Opening must not cost more for a short game than for a long one: a 10-event game and
    // a game of 5,000 events and more, on the same map and on the same screen (both in a movement phase, the map and
    // its areas to tap), measured alternately so that the machine's speed cancels out (budget: the short within 1.2x
    // of the long). The 5,000-event game above stands in a combat round, whose panel is lighter to draw than the map:
    // measured too, without a budget, it says what the screen shown costs apart from the game's length.
    const { resumeOnce, seedResumeGames } = await import('./bench/resume.mjs');
    const resume = [];
    const resumeShort = [];
    const resumeRound = [];
    const ratios = [];
    const pair = await seedResumeGames(page);
    let resumeNote = `${game.system.toUpperCase()}, ${pair.long.count} events (movement phase)`;
    const timed = (id, label) =>
      resumeOnce(page, url, id, throttle).catch((e) => {
        resumeNote += `; ${label}: ${e.message.split('\n')[0]}`;
        return null;
      });
    for (let r = 0; r < RUNS; r++) {
      const long = await timed(pair.long.id, 'long');
      const brief = await timed(pair.short.id, 'short');
      const round = await timed(game.id, 'in a round');
      if (long !== null) resume.push(long);
      if (brief !== null) resumeShort.push(brief);
      if (round !== null) resumeRound.push(round);
      // each run's pair (long then short, one after the other) gives one ratio
      if (long !== null && brief !== null) ratios.push(brief / long);
    }
    await throttle(1);
    await page.goto(`${url}#/`);
    await page.evaluate(code);
    add({
      id: 'interaction.resume',
      group: g,
      label: 'Resume a 5,000-event game to a playable screen (the map)',
      unit: 'ms',
      budget: 120,
      samples: resume,
      note: resumeNote,
    });
    add({
      id: 'interaction.resume10',
      group: g,
      label: 'Resume a 10-event game on the same map',
      unit: 'ms',
      budget: 120,
      samples: resumeShort,
    });
    add({
      id: 'interaction.resumeRatio',
      group: g,
      label: 'Resume 10 events / resume 5,000 events (same map and screen, same run)',
      unit: 'x',
      budget: 1.2,
      samples: ratios,
    });
    add({
      id: 'interaction.resumeRound',
      group: g,
      label: `Resume the ${game.count}-event game standing in a combat round (its panel)`,
      unit: 'ms',
      budget: null,
      samples: resumeRound,
    });

    // The FAB log tab of the same game: the record is replayed in slices, then the latest moves are drawn.
    if (game.system === 'fab') {
      const logTab = [];
      for (let r = 0; r < RUNS; r++) {
        await throttle(1);
        await page.goto(`${url}#/game/${encodeURIComponent(game.id)}`);
        await page.reload();
        await page.locator('.st-handoff-take').click();
        // what the other side did since this side last looked (the app may have taken forced events on opening),
        // then any roll held on screen: both come before the tabs
        await page.waitForTimeout(300);
        for (const go of ['.fab-looked-go', '.fab-roll-go'])
          if (await page.locator(go).count()) await page.locator(go).first().click();
        await page.waitForSelector('[role=tab]'); // the Play tab may show a combat instead of the map
        await page.waitForTimeout(500);
        await throttle(4);
        logTab.push(
          await page.evaluate(async () => {
            const t0 = performance.now();
            [...document.querySelectorAll('[role=tab]')].find((b) => /log/i.test(b.textContent ?? ''))?.click();
            await new Promise((ok, ko) => {
              const tick = () => {
                if (document.querySelector('.fab-log li')) return requestAnimationFrame(() => ok());
                if (performance.now() - t0 > 20_000) return ko(new Error('the log did not show in 20 s'));
                requestAnimationFrame(tick);
              };
              tick();
            });
            return performance.now() - t0;
          }),
        );
      }
      await throttle(1);
      await page.goto(`${url}#/`);
      await page.evaluate(code);
      add({
        id: 'interaction.logtab',
        group: g,
        label: 'FAB log tab of that game, first lines drawn',
        unit: 'ms',
        budget: 100,
        samples: logTab,
        note: 'newest 40 lines from the snapshot before the last (built ahead in idle time); older ones in 12 ms slices',
      });
    }

    // The runner alone: read the log and snapshot, restore, replay the tail.
    await throttle(4);
    const open = [];
    for (let r = 0; r < RUNS; r++)
      open.push(await page.evaluate((id) => globalThis.SandtableDriver.timeOpen(id), game.id));
    add({
      id: 'interaction.open',
      group: g,
      label: 'Open a 5,000-event game (runner only)',
      unit: 'ms',
      budget: null,
      samples: open,
      note: 'snapshot cache present',
    });

    // Commit: stored in IndexedDB, state published, next frame drawn; p95 over 500 events per run.
    log('interaction: 500 commits x 3');
    const p95s = [];
    const counts = [];
    for (let r = 0; r < 3; r++) {
      // each run on its own copy of the 5,000-event game: random play can end a game (the first run left the
      // next one a few hundred moves, the third none, and a run without samples gave no figure)
      let id = game.id;
      if (r > 0) {
        await throttle(1);
        id = (await seedLongGame(page, 5000)).id;
        await page.evaluate((id) => globalThis.SandtableDriver.open(id), id);
        await throttle(4);
      }
      const times = await page.evaluate(
        ([id, seed]) => globalThis.SandtableDriver.timeCommits(id, 500, seed),
        [id, 100 + r],
      );
      counts.push(times.length);
      if (times.length) p95s.push(quantile(times, 0.95));
    }
    add({
      id: 'interaction.commit',
      group: g,
      label: 'Commit an event, p95 of 500 (stored + next frame)',
      unit: 'ms',
      budget: 50,
      samples: p95s,
      note: `${game.system.toUpperCase()} game of 5,000+ events, ${counts.join('/')} commits`,
    });

    // Rules search: each keystroke until its results are drawn.
    log('interaction: rules search');
    const worst = [];
    for (let r = 0; r < 3; r++) {
      await throttle(1);
      await page.goto(`${url}#/rules`);
      await page.reload();
      const input = page.locator('input[type="search"]').first();
      await input.waitFor();
      await page.waitForTimeout(500); // the books and their index load after the first render
      await throttle(4);
      const times = await page.evaluate(
        async (words) => {
          const el = document.querySelector('input[type="search"]');
          const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
          const out = [];
          for (const word of words) {
            setter.call(el, '');
            el.dispatchEvent(new Event('input', { bubbles: true }));
            await new Promise((ok) => setTimeout(ok, 50));
            for (let i = 1; i <= word.length; i++) {
              const t0 = performance.now();
              setter.call(el, word.slice(0, i));
              el.dispatchEvent(new Event('input', { bubbles: true }));
              await new Promise((ok) => requestAnimationFrame(() => setTimeout(ok, 0)));
              out.push(performance.now() - t0);
            }
          }
          return { out, results: document.querySelectorAll('#ref-results a, #ref-results li').length };
        },
        ['retreat', 'supply', 'movement'],
      );
      if (!times.results) throw new Error('rules search showed no results');
      worst.push(Math.max(...times.out));
    }
    add({
      id: 'interaction.search',
      group: g,
      label: 'Rules search, slowest keystroke to drawn results',
      unit: 'ms',
      budget: 50,
      samples: worst,
      note: '"retreat", "supply", "movement", one letter at a time',
    });

    // FAB reachable areas: the rules call behind highlighting a unit's destinations, in the page.
    await throttle(1);
    await page.goto(`${url}#/`);
    await page.evaluate(code);
    await throttle(4);
    const reach = [];
    for (let r = 0; r < RUNS; r++) {
      const t = await page.evaluate(() => globalThis.SandtableDriver.timeFabReach(30));
      if (!t) break;
      reach.push(median(t));
    }
    add({
      id: 'interaction.fab.reach',
      group: g,
      label: 'FAB reachable areas of a unit (200 areas)',
      unit: 'ms',
      budget: 50,
      samples: reach,
      unmeasured: reach.length ? undefined : 'the FAB benchmark fixtures are not in this build',
      note: 'rules call in the page',
    });
    await throttle(1);
    await ctx.close();
  } finally {
    await browser.close();
  }
}

// ---------- 5. engine (Node) ----------
function measureEngine() {
  log('engine benchmarks (tsx)...');
  const r = spawnSync('npx', ['tsx', 'scripts/bench/engine.ts', '--runs', String(RUNS)], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (r.status !== 0) {
    add({
      id: 'engine',
      group: 'Engine (Node)',
      label: 'engine benchmarks',
      unit: '',
      budget: null,
      samples: [],
      failed: (r.stderr || r.stdout).slice(-500),
    });
    return;
  }
  const line = r.stdout.trim().split('\n').pop();
  for (const f of JSON.parse(line).figures) add({ ...f, group: 'Engine (Node)' });
}

// ---------- 6. fuzz ----------
/** Larger runs of every fuzzer: each game/turn/run count knob (`process.env.X_GAMES ?? N`) in tests/fuzz/*.test.ts is multiplied. */
async function measureFuzz() {
  const SCALE = Number(process.env.BENCH_FUZZ_SCALE ?? 2);
  for (const file of readdirSync('tests/fuzz')
    .filter((f) => f.endsWith('.test.ts'))
    .sort()) {
    const path = `tests/fuzz/${file}`;
    const src = readFileSync(path, 'utf8');
    const env = { ...process.env };
    const knobs = [];
    for (const m of src.matchAll(/process\.env\.([A-Z0-9_]+)\s*\?\?\s*([\d_]+)/g)) {
      if (!/(GAMES|TURNS|RUNS)$/.test(m[1])) continue; // scale how many games are played, not their length or seed
      const n = Number(m[2].replace(/_/g, '')) * SCALE;
      env[m[1]] = String(n);
      knobs.push(`${m[1]}=${n}`);
    }
    log(`fuzz ${file} ${knobs.join(' ')}`);
    const t0 = Date.now();
    const code = await new Promise((ok) => {
      const child = spawn('npx', ['vitest', 'run', path, '--reporter=dot'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '';
      child.stdout.on('data', (d) => (out += d));
      child.stderr.on('data', (d) => (out += d));
      const timer = setTimeout(() => child.kill('SIGTERM'), 300_000);
      child.on('exit', (c) => {
        clearTimeout(timer);
        ok({ c, out });
      });
    });
    const secs = (Date.now() - t0) / 1000;
    // eslint-disable-next-line no-control-regex -- strips the ANSI colour codes from vitest's output
    const tests = /Tests\s+(.*)/.exec(code.out.replace(/\x1b\[[0-9;]*m/g, ''))?.[1]?.trim() ?? '';
    add({
      id: `fuzz.${file.replace('.test.ts', '')}`,
      group: 'Fuzz (larger runs, invariants checked)',
      label: `${file.replace('.test.ts', '')} fuzz`,
      unit: 's',
      budget: null,
      samples: [secs],
      note: `${knobs.join(' ') || 'fixed size'}; ${tests}`,
      ...(code.c === 0 ? {} : { failed: `exit ${code.c}: ${tests || code.out.slice(-300)}` }),
    });
  }
}

// ---------- table ----------
/** A figure with a budget and no measurement fails: a budget the bench could not check is never "met". */
function verdict(f) {
  if (f.failed) return 'FAIL';
  if (f.budget !== null && (f.unmeasured || !f.samples.length)) return 'FAIL';
  if (f.budget === null || f.unmeasured || !f.samples.length) return '';
  const m = median(f.samples);
  const ok = f.higherIsBetter ? m >= f.budget : f.budget === 0 ? m <= 0.0005 : m <= f.budget;
  return ok ? 'ok' : 'MISSED';
}
const fmt = (x, unit) =>
  Number.isNaN(x)
    ? ''
    : unit === 'KB'
      ? x.toFixed(1)
      : unit === 'x'
        ? x.toFixed(2)
        : unit === '' && x < 1 && x !== 0
          ? x.toFixed(3)
          : x >= 100
            ? x.toFixed(0)
            : x >= 1
              ? x.toFixed(1)
              : x.toFixed(3);

export function table(figs) {
  const rows = [['Figure', 'Median', 'Spread (min-max)', 'Budget', '', 'Notes']];
  let group = '';
  const out = [];
  for (const f of figs) {
    if (f.group !== group) {
      rows.push([`## ${f.group}`]);
      group = f.group;
    }
    const v = verdict(f);
    const u = f.unit ? ` ${f.unit}` : '';
    if (f.unmeasured || f.failed || !f.samples.length) {
      rows.push([
        f.label,
        f.failed && !f.failed.startsWith('not measured') ? 'failed' : 'not measured',
        '',
        f.budget === null ? '-' : `${f.higherIsBetter ? '>=' : '<='} ${f.budget}${u}`,
        v === 'FAIL' ? '** FAIL **' : v,
        f.failed ?? f.unmeasured ?? f.note ?? 'no sample',
      ]);
      continue;
    }
    const m = median(f.samples);
    const spread =
      f.samples.length > 1 ? `${fmt(Math.min(...f.samples), f.unit)}-${fmt(Math.max(...f.samples), f.unit)}` : '';
    rows.push([
      f.label,
      `${fmt(m, f.unit)}${u}`,
      spread,
      f.budget === null ? '-' : `${f.higherIsBetter ? '>=' : '<='} ${f.budget}${u}`,
      v === 'MISSED' ? '** MISSED **' : v,
      f.note ?? '',
    ]);
  }
  const widths = [0, 1, 2, 3, 4].map((i) =>
    Math.max(...rows.filter((r) => r.length > 1).map((r) => String(r[i] ?? '').length)),
  );
  for (const r of rows) {
    if (r.length === 1) out.push(`\n${r[0]}`);
    else
      out.push(
        r
          .map((c, i) => (i < 5 ? String(c ?? '').padEnd(widths[i]) : c))
          .join('  ')
          .trimEnd(),
      );
  }
  return out.join('\n');
}

/** The budgeted figures each group must produce: one missing (a step that threw before it was added) fails. */
const EXPECTED = {
  size: ['size.home', 'size.screen.fab', 'size.screen.fubar', 'size.screen.ocs', 'size.precache'],
  load: ['home', 'home-saved', 'fab'].flatMap((p) =>
    ['perf', 'lcp', 'tbt', 'cls', 'a11y'].map((m) => `load.${p}.${m}`),
  ),
  interaction: [
    'interaction.resume',
    'interaction.resume10',
    'interaction.resumeRatio',
    'interaction.logtab',
    'interaction.commit',
    'interaction.search',
    'interaction.fab.reach',
  ],
};
const GROUP_OF = {
  size: 'Size',
  load: 'Load (Lighthouse, mobile)',
  interaction: 'Interaction (Chromium, 4x CPU slowdown)',
};

// ---------- main ----------
async function main() {
  if (!skip.has('build')) buildApp();
  if (!skip.has('size')) measureSize();
  if (!skip.has('engine')) measureEngine();
  if (!skip.has('interaction') || !skip.has('load')) {
    if (!existsSync(CHROME)) throw new Error(`Chromium is not installed at ${CHROME}`);
    await withServer(async (url) => {
      if (!skip.has('interaction'))
        await measureInteraction(url).catch((e) =>
          add({
            id: 'interaction',
            group: 'Interaction (Chromium, 4x CPU slowdown)',
            label: 'interaction benchmarks',
            unit: '',
            budget: null,
            samples: [],
            failed: e.message.split('\n')[0],
          }),
        );
      if (!skip.has('load'))
        await measureLoad(url).catch((e) =>
          add({
            id: 'load',
            group: 'Load (Lighthouse, mobile)',
            label: 'Lighthouse',
            unit: '',
            budget: null,
            samples: [],
            failed: e.message.split('\n')[0],
          }),
        );
    });
  }
  if (!skip.has('fuzz')) await measureFuzz();
  for (const [group, ids] of Object.entries(EXPECTED)) {
    if (skip.has(group)) continue;
    for (const id of ids)
      if (!figures.some((f) => f.id === id))
        add({ id, group: GROUP_OF[group], label: id, unit: '', budget: null, samples: [], failed: 'not measured' });
  }

  const order = [
    'Size',
    'Load (Lighthouse, mobile)',
    'Interaction (Chromium, 4x CPU slowdown)',
    'Engine (Node)',
    'Fuzz (larger runs, invariants checked)',
  ];
  figures.sort((a, b) => order.indexOf(a.group) - order.indexOf(b.group));
  const text = table(figures);
  const missed = figures.filter((f) => ['MISSED', 'FAIL'].includes(verdict(f)));
  const skipped = ['size', 'load', 'interaction', 'engine', 'fuzz'].filter((g) => skip.has(g));
  const summary = missed.length
    ? `${missed.length} budget(s) missed, failed or not measured: ${missed.map((f) => f.id).join(', ')}`
    : skipped.length
      ? `Every budget measured was met; not measured (skipped): ${skipped.join(', ')}. Not all budgets were checked.`
      : 'All budgets met, every figure measured.';
  console.log(
    `${text}\n\n${summary}\nMachine: ${cpus().length} cores (${cpus()[0]?.model ?? '?'}), load ${loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')}; bench took ${((Date.now() - started) / 1000).toFixed(0)} s.`,
  );
  mkdirSync('bench', { recursive: true });
  const git = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout.trim();
  writeFileSync(
    'bench/results.json',
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        commit: git,
        node: process.version,
        cores: cpus().length,
        seconds: Math.round((Date.now() - started) / 1000),
        runs: RUNS,
        lighthouseRuns: LH_RUNS,
        skipped: [...skip],
        figures: figures.map((f) => ({
          ...f,
          median: f.samples.length ? median(f.samples) : null,
          min: f.samples.length ? Math.min(...f.samples) : null,
          max: f.samples.length ? Math.max(...f.samples) : null,
          verdict: verdict(f) || null,
        })),
        missed: missed.map((f) => f.id),
        table: text,
      },
      null,
      2,
    )}\n`,
  );
  process.exitCode = missed.length ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((e) => {
    console.error(e);
    process.exit(2);
  });
}
