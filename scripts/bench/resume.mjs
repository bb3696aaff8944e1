// The bench's "resume a game" measurement (scripts/bench.mjs, interaction.resume*), shared with
// scripts/bench/profile-resume.mjs: from a freshly loaded home screen at `url`, the time from
// `location.hash = #/game/<id>` until the game screen offers an enabled control. A hand-off panel is tapped as
// soon as it shows (the game screen is drawn in one frame after that tap).

/** Load the home screen at CPU rate 1, then time one resume at `rate` (the page's clock, ms). */
export async function resumeOnce(page, url, id, throttle, rate = 4) {
  await throttle(1);
  await page.goto(`${url}#/`);
  await page.reload();
  await page.waitForSelector('main');
  await throttle(rate);
  return page.evaluate(async (id) => {
    const ready = () => {
      const busy = document.querySelector('[aria-busy="true"]');
      const err = document.querySelector('.st-error, [role="alert"].st-error');
      if (err) throw new Error(`the game screen shows an error: ${err.textContent}`);
      // playable: the game host is up and the system's screen (or its hand-off panel) offers an enabled control
      // systems with hidden information first show the hand-off panel: take the tablet at once
      const take = document.querySelector('.st-handoff-take');
      if (take) {
        take.click();
        return false;
      }
      const host = document.querySelector('.st-game-host');
      if (busy || !host) return false;
      return [...host.querySelectorAll('button:not([disabled]), [role="button"], [tabindex="0"]')].some(
        (el) => !el.closest('.st-gamebar'),
      );
    };
    // where the phases of an instrumented build count from (profile-resume.mjs --phases)
    performance.clearMarks();
    const t0 = performance.mark('open:route').startTime;
    location.hash = `#/game/${encodeURIComponent(id)}`;
    await new Promise((ok, ko) => {
      const tick = () => {
        try {
          if (ready()) return requestAnimationFrame(() => ok());
        } catch (e) {
          return ko(e);
        }
        if (performance.now() - t0 > 20_000) return ko(new Error('the game screen did not become playable in 20 s'));
        requestAnimationFrame(tick);
      };
      tick();
    });
    return performance.now() - t0;
  }, id);
}

/** The two games the bench resumes, generated in the page and imported (each opened once: snapshot cache written),
 * both on the 200-area benchmark grid and both standing in a movement phase (the same screen: the map): a long FAB
 * game (`long` events, played on to the next movement phase) and a 10-event game. */
export async function seedResumeGames(page, long = 5000) {
  return page.evaluate(async (n) => {
    const d = globalThis.SandtableDriver;
    const make = async (count) => {
      const text = await d.makeFile('fab', count, 11, { long: true, endIn: 'operational-movement' });
      const id = await d.importText(text);
      await d.open(id);
      return { id, count: JSON.parse(text).game.events.length };
    };
    return { long: await make(n), short: await make(10) };
  }, long);
}
