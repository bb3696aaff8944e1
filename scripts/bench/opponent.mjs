// The FAB opponent's decision time in Chromium at a CPU slowdown (CDP Emulation.setCPUThrottlingRate), for the
// views written by scripts/bench/opponent-views.ts, two ways:
// - in its real Web Worker (the built dist/assets/worker-*.js), sent one at a time as the game screen sends them
//   (src/ai/fab/client.ts) and timed from the page (postMessage, which copies the view, to the decision), while the
//   page draws frames: the longest gap between two frames says whether the screen stayed responsive. Chromium
//   slows the page only ("Operation is only supported for pages, not workers"), so the worker runs at full speed;
// - on the page's own thread, slowed down: the same code (src/ai/fab/protocol.ts, bundled here for the page), which
//   gives what a decision costs on a device that many times slower.
//   npx tsx scripts/bench/opponent-views.ts --scenario fab-varna-gap --level hard --games 2 --out /tmp/views.json
//   node scripts/bench/opponent.mjs --views /tmp/views.json [--rate 4] [--dir dist]
import { readFileSync, readdirSync } from 'node:fs';
import { build } from 'vite';
import { launch, TABLET } from '../../tests/e2e/harness.mjs';
import { startServer } from '../serve.mjs';

const args = process.argv.slice(2);
const opt = (k, d) => (args.includes(`--${k}`) ? args[args.indexOf(`--${k}`) + 1] : d);
const rate = Number(opt('rate', 4));
const dir = opt('dir', 'dist');
const views = JSON.parse(readFileSync(opt('views', 'opponent-views.json'), 'utf8'));
const worker = readdirSync(`${dir}/assets`).find((f) => /^worker-.*\.js$/.test(f));
if (!worker) throw new Error(`no worker-*.js in ${dir}/assets: build first (npx vite build)`);
const q = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(p * s.length) - 1))] ?? 0;
};

// the opponent's request handler as a module the page can load, with every part of the engine (the worker's own
// bundle listens on its global)
await build({
  configFile: false,
  logLevel: 'warn',
  build: {
    lib: { entry: 'scripts/bench/opponent-page.ts', formats: ['es'], fileName: 'protocol' },
    outDir: `${dir}/bench-opponent`,
    emptyOutDir: true,
  },
});
const server = await startServer({ dir, port: 0 });
const url = `http://127.0.0.1:${server.address().port}/`;
const browser = await launch();
try {
  const ctx = await browser.newContext(TABLET);
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await page.goto(url);
  // the worker's own target, for the slowdown to reach its thread too (the page's slowdown does not)
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: false });
  const attached = new Promise((ok) => {
    cdp.on('Target.attachedToTarget', (m) => {
      if (m.targetInfo.type === 'worker') ok(m.sessionId);
    });
  });
  await page.evaluate((src) => {
    globalThis.opponent = new Worker(src, { type: 'module' });
  }, `${url}assets/${worker}`);
  const sessionId = await Promise.race([attached, new Promise((ok) => setTimeout(() => ok(null), 5000))]);
  let throttled = 'page only (no worker target)';
  if (sessionId) {
    const reply = new Promise((ok) => {
      cdp.on('Target.receivedMessageFromTarget', (m) => {
        if (m.sessionId !== sessionId) return;
        const msg = JSON.parse(m.message);
        if (msg.id === 1) ok(msg);
      });
    });
    await cdp.send('Target.sendMessageToTarget', {
      sessionId,
      message: JSON.stringify({ id: 1, method: 'Emulation.setCPUThrottlingRate', params: { rate } }),
    });
    const r = await Promise.race([reply, new Promise((ok) => setTimeout(() => ok({ error: 'no answer' }), 5000))]);
    throttled = r.error ? `page only (worker: ${JSON.stringify(r.error)})` : 'page and worker';
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const times = [];
  const gaps = [];
  for (let i = 0; i < views.length; i++) {
    const v = views[i];
    const r = await page.evaluate(
      ([view, level, seed, id]) =>
        new Promise((ok) => {
          let gap = 0;
          let last = performance.now();
          let live = true;
          const frame = () => {
            const now = performance.now();
            gap = Math.max(gap, now - last);
            last = now;
            if (live) requestAnimationFrame(frame);
          };
          requestAnimationFrame(frame);
          const w = globalThis.opponent;
          const t0 = performance.now();
          const on = (e) => {
            if (e.data.id !== id || e.data.type === 'progress') return;
            w.removeEventListener('message', on);
            live = false;
            ok({ ms: performance.now() - t0, type: e.data.type, gap });
          };
          w.addEventListener('message', on);
          w.postMessage({ type: 'decide', id, view, level, seed });
        }),
      [v.view, v.level, v.seed, i + 1],
    );
    if (r.type !== 'decision') throw new Error(`decision ${i}: the worker answered ${r.type}`);
    times.push(r.ms);
    gaps.push(r.gap);
  }
  // the same decisions on the page's thread, slowed down
  const main = [];
  await page.evaluate(async (src) => {
    globalThis.protocol = await import(src);
  }, `${url}bench-opponent/protocol.js`);
  for (let i = 0; i < views.length; i++) {
    const v = views[i];
    const r = await page.evaluate(
      ([view, level, seed, id]) => {
        const t0 = performance.now();
        let type = 'none';
        globalThis.protocol.handleRequest({ type: 'decide', id, view, level, seed }, (a) => {
          if (a.type !== 'progress') type = a.type;
        });
        return { ms: performance.now() - t0, type };
      },
      [v.view, v.level, v.seed, i + 1],
    );
    if (r.type !== 'decision') throw new Error(`decision ${i} on the page: ${r.type}`);
    main.push(r.ms);
  }
  const node = views.map((v) => v.nodeMs);
  const level = views[0]?.level;
  console.log(
    JSON.stringify(
      {
        level,
        decisions: times.length,
        cpuSlowdown: rate,
        throttled,
        workerMs: {
          median: Math.round(q(times, 0.5)),
          p95: Math.round(q(times, 0.95)),
          p99: Math.round(q(times, 0.99)),
          max: Math.round(Math.max(...times)),
        },
        pageThreadSlowedMs: {
          median: Math.round(q(main, 0.5)),
          p95: Math.round(q(main, 0.95)),
          p99: Math.round(q(main, 0.99)),
          max: Math.round(Math.max(...main)),
        },
        nodeMs: {
          median: Math.round(q(node, 0.5)),
          p95: Math.round(q(node, 0.95)),
          max: Math.round(Math.max(...node)),
        },
        longestFrameGapMs: Math.round(Math.max(...gaps)),
        frameGapP95Ms: Math.round(q(gaps, 0.95)),
      },
      null,
      2,
    ),
  );
} finally {
  await browser.close();
  server.close();
}
