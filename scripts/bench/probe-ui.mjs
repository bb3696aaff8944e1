// Probe (perf helper): serve dist/, seed the bench's 5,000-event FAB game and a 10-event one, then time
// resume (long, short alternately) and the FAB log tab at 4x CPU, as scripts/bench.mjs does. Not part of
// the bench; prints JSON. Usage: node scripts/bench/probe-ui.mjs [runs] [what=resume,log]
import { startServer } from '../serve.mjs';
import { launch, TABLET } from '../../tests/e2e/harness.mjs';
import { driverScript } from './build-driver.mjs';

const RUNS = Number(process.argv[2] || 5);
const what = new Set((process.argv[3] || 'resume,log').split(','));
const server = await startServer({ dir: process.env.DIST || 'dist', port: 0 });
const url = `http://127.0.0.1:${server.address().port}/`;
const browser = await launch();
const out = { resume: [], resume10: [], log: [], errors: [] };
try {
  const ctx = await browser.newContext(TABLET);
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  const throttle = (rate) => cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.goto(url);
  const code = await driverScript();
  await page.evaluate(code);
  const long = await page.evaluate(async () => {
    const d = globalThis.SandtableDriver;
    const text = await d.makeFile('fab', 5000, 11, { long: true });
    return d.importText(text);
  });
  await page.evaluate((id) => globalThis.SandtableDriver.open(id), long);
  const short = await page.evaluate(async () => {
    const d = globalThis.SandtableDriver;
    return d.importText(await d.makeFile('fab', 10, 11, { long: true }));
  });
  await page.evaluate((id) => globalThis.SandtableDriver.open(id), short);
  const resume = async (id) => {
    await throttle(1);
    await page.goto(`${url}#/`);
    await page.reload();
    await page.waitForSelector('main');
    await throttle(4);
    return page.evaluate(async (id) => {
      const ready = () => {
        const take = document.querySelector('.st-handoff-take');
        if (take) {
          take.click();
          return false;
        }
        const host = document.querySelector('.st-game-host');
        if (document.querySelector('[aria-busy="true"]') || !host) return false;
        return [...host.querySelectorAll('button:not([disabled]), [role="button"], [tabindex="0"]')].some(
          (el) => !el.closest('.st-gamebar'),
        );
      };
      const t0 = performance.now();
      location.hash = `#/game/${encodeURIComponent(id)}`;
      await new Promise((ok, ko) => {
        const tick = () => {
          if (ready()) return requestAnimationFrame(() => ok());
          if (performance.now() - t0 > 20000) return ko(new Error('not playable in 20 s'));
          requestAnimationFrame(tick);
        };
        tick();
      });
      return performance.now() - t0;
    }, id);
  };
  if (what.has('resume'))
    for (let r = 0; r < RUNS; r++) {
      out.resume.push(await resume(long));
      out.resume10.push(await resume(short));
    }
  if (what.has('log'))
    for (let r = 0; r < RUNS; r++) {
      await throttle(1);
      await page.goto(`${url}#/game/${encodeURIComponent(long)}`);
      await page.reload();
      await page.locator('.st-handoff-take').click({ timeout: 30000 });
      try {
        await page.waitForSelector('[role=tab]', { timeout: 30000 });
      } catch (e) {
        await page.screenshot({ path: '/tmp/perf/log-fail.png' });
        throw e;
      }
      await page.waitForTimeout(500);
      await throttle(4);
      const prof = !!process.env.PROFILE;
      if (prof) {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
        await cdp.send('Profiler.start');
      }
      out.log.push(
        await page.evaluate(async () => {
          const t0 = performance.now();
          [...document.querySelectorAll('[role=tab]')].find((b) => /log/i.test(b.textContent ?? ''))?.click();
          await new Promise((ok, ko) => {
            const tick = () => {
              if (document.querySelector('.fab-log li')) return requestAnimationFrame(() => ok());
              if (performance.now() - t0 > 20000) return ko(new Error('the log did not show in 20 s'));
              requestAnimationFrame(tick);
            };
            tick();
          });
          return performance.now() - t0;
        }),
      );
      if (prof) {
        const { profile } = await cdp.send('Profiler.stop');
        (await import('node:fs')).writeFileSync(
          process.env.PROFILE.replace('.cpuprofile', `-${r}.cpuprofile`),
          JSON.stringify(profile),
        );
      }
    }
} catch (e) {
  out.errors.push(String(e.message).split('\n')[0]);
} finally {
  await browser.close();
  server.close();
}
const med = (xs) => (xs.length ? [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] : null);
const r = (x) => (x === null ? null : Math.round(x));
console.log(
  JSON.stringify({
    resume: { median: r(med(out.resume)), samples: out.resume.map(r) },
    resume10: { median: r(med(out.resume10)), samples: out.resume10.map(r) },
    ratio: med(out.resume.map((x, i) => x / out.resume10[i])),
    log: { median: r(med(out.log)), samples: out.log.map(r) },
    errors: out.errors,
  }),
);
