/**
 * The views the FAB opponent decides from in self-play, written out for scripts/bench/opponent.mjs (which times
 * them in the real Web Worker in Chromium): `level` plays `scenario` against normal for `games` games (sides
 * swapped), and every real decision of `level` (two candidates or more) is kept with the level and seed it was
 * made with, and its time in Node.
 *   npx tsx scripts/bench/opponent-views.ts --scenario fab-varna-gap --level hard --games 2 --out views.json
 */
import { writeFileSync } from 'node:fs';
import '../../src/app/systems/fab-all';
import { actorOf } from '../../machines/fab/engine';
import { decide, type Level } from '../../src/ai/fab/decide';
import { playGame, viewOf, decisionSeed } from '../../src/ai/fab/play';
import type { OpponentView } from '../../src/ai/fab/input';
import type { Side } from '../../src/rules/fab/types';

const args = process.argv.slice(2);
const opt = (k: string, d: string) => (args.includes(`--${k}`) ? (args[args.indexOf(`--${k}`) + 1] ?? d) : d);
const scenario = opt('scenario', 'fab-millbrook');
const level = opt('level', 'hard') as Level;
const games = Number(opt('games', '2'));
const out = opt('out', 'opponent-views.json');

const kept: { view: OpponentView; level: Level; seed: number; nodeMs: number }[] = [];
for (let g = 0; g < games; g++) {
  const side: Side = g % 2 ? 'red' : 'blue';
  let n = 0;
  playGame({
    scenario,
    players: { [side]: level, [side === 'blue' ? 'red' : 'blue']: 'normal' } as Record<Side, Level>,
    dice: 700 + g,
    seed: 31 * g + 7,
    onEvent: (before, _e, _legal, d) => {
      if (d && actorOf(before) === side && d.worlds > 0) {
        const view = viewOf(before, side);
        const seed = decisionSeed(31 * g + 7, n);
        const t0 = performance.now();
        decide(view, { level, seed });
        kept.push({ view, level, seed, nodeMs: performance.now() - t0 });
      }
      n++;
    },
  });
}
writeFileSync(out, JSON.stringify(kept));
console.log(`${kept.length} decisions of ${level} on ${scenario} written to ${out}`);
