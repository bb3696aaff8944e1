/**
 * The bench's games: random legal play (seeded) over one engine until `n` events, several games when one
 * ends, generated untimed. Shared by `engine.ts` (the replay figures) and `replay-profile.ts` (profiling).
 */
import type { AnyEngine, GameEvent, GameSetup } from '../../src/rules/common/engine';

export function chooser(seed: number) {
  let s = seed >>> 0;
  return (n: number) => (((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 4294967296) * n) | 0;
}

/** Games of legal events totalling `n` events (several games when one ends). */
export function benchGames(
  engine: AnyEngine,
  setup: (game: number) => GameSetup,
  n: number,
  seed: number,
): { setup: GameSetup; events: GameEvent[] }[] {
  const pick = chooser(seed);
  const out: { setup: GameSetup; events: GameEvent[] }[] = [];
  let total = 0;
  for (let game = 0; total < n && game < 200; game++) {
    const st = setup(game);
    const s0 = engine.start(st);
    if (!s0.ok) throw new Error(`${st.system}: ${s0.message}`);
    let s = s0.state;
    const events: GameEvent[] = [];
    while (total < n && !engine.status(s).finished) {
      const legal = engine.legalEvents(s).filter((e) => e.type !== 'END_GAME');
      if (!legal.length) break;
      let applied = false;
      for (let tries = 0; tries < 8 && !applied; tries++) {
        const e = legal[pick(legal.length)]!;
        const r = engine.apply(s, e);
        if (r.ok) {
          s = r.state;
          events.push(e);
          total++;
          applied = true;
        }
      }
      if (!applied) break;
    }
    out.push({ setup: st, events });
  }
  return out;
}
