/**
 * Issue 29 in Chromium: a whole Millbrook game against the app at level hard, the app as Blue (the attacker), by
 * the same taps as the easy game (tests/e2e/solo-game.mjs), in which the app opens at least one combat round (6.1)
 * and the log explains the app's attack with the odds it saw from its view when it names its point unit (6.24);
 * the app's decision times (the `fab:opponent-decide` measures) are printed. The player never takes the initiative
 * (it ends every step and phase, stands and fights), so Red keeps both VP areas and the app, 3 VP behind with a win
 * only above 0 (19.0), has cause to attack: games like it in Node (tests/ai/behaviour.test.ts, 'hard attacks against
 * a passive player', with this dice and opponent seed among others) attack too, so the attack is no matter of luck.
 * Run alone: npm run build && node scripts/e2e.mjs tests/e2e/solo-hard.e2e.mjs --no-build
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { launch } from './harness.mjs';
import { GAME_SEED, soloGame } from './solo-game.mjs';

const browser = await launch();
test.after(() => browser.close());

test('issue 29: a whole Millbrook game against the app at hard (the app as Blue, 3 VP behind a passive player): it attacks, and each attack it takes to 6.24 explains its odds', async () => {
  const r = await soloGame(browser, { app: 'Blue', level: 'Hard', reload: false });
  assert.ok(r.sawThinkingOrMove, 'the app was seen thinking or moving');
  // 6.1 the rounds the app (Blue, "Western Alliance" in this scenario) opened, and 6.24 those that reached its point
  // unit: each of those carries the odds it saw from its own view
  const attacks = r.logText.match(/Western Alliance:\s*started a combat round/g) ?? [];
  const odds = r.logText.match(/The app’s odds as its side saw them before the dice: \d+ % to take /g) ?? [];
  assert.ok(attacks.length >= 1, `the app attacked (${attacks.length} rounds opened)`);
  assert.ok(odds.length >= 1, 'an attack of the app is explained with its odds in the log');
  // the app's designations in the rounds it opened (its attacks), read in the order of play: in a round the player
  // opens (a contested area can oblige even a passive player to fight, 6.1) the app defends, and only its attacks are
  // explained
  let opener = '';
  const points = [];
  for (const l of r.movesInOrder) {
    opener = /([^|:]+?):\s*started a combat round/.exec(l)?.[1]?.trim() ?? opener;
    if (opener === 'Western Alliance' && /Western Alliance:\s*Point unit:/.test(l)) points.push(l);
  }
  const unexplained = points.filter((l) => !/odds as its side/.test(l));
  assert.equal(
    unexplained.length,
    0,
    `every 6.24 designation of the app in its own attacks is explained (${points.length - unexplained.length} of ${points.length}); without odds: ${unexplained.join(' || ')}; ` +
      `the log: ${r.logLines.join(' | ')}`,
  );
  const d = [...r.decisions].sort((a, b) => a - b);
  const q = (p) => d[Math.min(d.length - 1, Math.floor(p * d.length))] ?? 0;
  console.log(
    `solo game at hard (dice seed ${GAME_SEED}): ${attacks.length} rounds opened by the app, ${points.length} reached 6.24, ${odds.length} explained; ` +
      `${d.length} decisions, median ${q(0.5)} ms, 95th percentile ${q(0.95)} ms, slowest ${d[d.length - 1] ?? 0} ms; ` +
      `${r.taps} player taps, ${r.seconds} s`,
  );
});
