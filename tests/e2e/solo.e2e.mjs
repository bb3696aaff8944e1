/**
 * Issue 17 in Chromium: a whole Millbrook game against the app, from the new-game form ("Play against the app",
 * the app as Red, level easy: the quickest) to the victory screen, by taps alone, with a page reload in the
 * middle (tests/e2e/solo-game.mjs plays it). Checked on the way: no hand-off panel ever shows, the app is seen
 * thinking and moving, Red's block names are nowhere on Blue's screen before the first combat (2.2: the app's
 * moves name "an enemy block"), the undo button says it stops at the app's moves, and the worker the page started
 * is in the service worker's precache (dist/sw.js). The game at hard is solo-hard.e2e.mjs.
 * Run alone: npm run build && node scripts/e2e.mjs tests/e2e/solo.e2e.mjs --no-build
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE, launch } from './harness.mjs';
import { GAME_SEED, soloGame } from './solo-game.mjs';

const browser = await launch();
test.after(() => browser.close());

test('a whole Millbrook game against the app (easy, the app as Red), by taps, with a reload', async () => {
  const r = await soloGame(browser, { app: 'Red', level: 'Easy', reload: true });
  assert.ok(r.reloaded, 'the page was reloaded in the middle of the game');
  assert.ok(r.sawThinkingOrMove, 'the app was seen thinking or moving');
  assert.ok(
    r.undoLabels.some((l) => l.includes('The app has moved since')),
    `undo stops at the app's moves (${[...new Set(r.undoLabels)].join(' / ')})`,
  );
  // offline: the opponent's worker is precached with the rest of the shell
  assert.ok(r.workers.length > 0, 'the opponent ran in a Web Worker');
  const sw = await (await fetch(new URL('sw.js', BASE))).text();
  for (const w of new Set(r.workers)) assert.ok(sw.includes(w.replace(/^\//, '')), `${w} is in the precache`);
  console.log(`solo game (dice seed ${GAME_SEED}): ${r.taps} player taps, ${r.seconds} s`);
});
