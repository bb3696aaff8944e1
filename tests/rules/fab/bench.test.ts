import { describe, expect, it } from 'vitest';
import { benchReachable, benchSupplyTrace, gridState, gridScenario } from '../../../src/rules/fab/bench-fixtures';
import { fabEngine } from '../../../src/app/systems/fab';
import type { GameEvent } from '../../../src/rules/common/engine';
import game from '../../machines/fab/millbrook-game.json';

const median = (f: () => void, n = 101): number => {
  const t: number[] = [];
  for (let i = 0; i < n; i++) {
    const a = performance.now();
    f();
    t.push(performance.now() - a);
  }
  return t.sort((a, b) => a - b)[n >> 1]!;
};

describe('FAB speed (bench fixtures)', () => {
  it('9.31 a full supply trace of both sides on a 200-area map takes under 2 ms', () => {
    const s = gridState();
    expect(s.scenario.areas).toHaveLength(200);
    expect(benchSupplyTrace(s)).toBeGreaterThan(100);
    expect(median(() => benchSupplyTrace(s))).toBeLessThan(2);
  });
  it('5.3 the legal destinations of one unit take under 1 ms', () => {
    const s = gridState();
    expect(benchReachable(s, 'bu0')).toBeGreaterThan(5);
    expect(median(() => benchReachable(s, 'bu0'))).toBeLessThan(1);
  });
  it('replays 10,000 events (about 1 s of CPU; the wall-clock ceiling here only guards against a gross regression on a shared box)', () => {
    const rounds = Math.ceil(10_000 / game.events.length);
    const t0 = performance.now();
    let n = 0;
    for (let k = 0; k < rounds; k++) {
      const st = fabEngine.start({
        system: 'fab',
        scenario: { id: 'fab-millbrook', version: 1 },
        options: {},
        dice: { kind: 'scripted', rolls: game.rolls },
      });
      if (!st.ok) throw new Error(st.message);
      let s = st.state;
      for (const e of game.events as GameEvent[]) {
        const r = fabEngine.apply(s, e);
        if (!r.ok) throw new Error(r.message);
        s = r.state;
        n++;
      }
      expect(s.finished).toBe(true);
    }
    const ms = performance.now() - t0;
    expect(n).toBeGreaterThanOrEqual(10_000);
    console.info(`FAB replay: ${n} events in ${ms.toFixed(0)} ms`);
    expect(ms).toBeLessThan(20_000);
  }, 60_000);
  it('the grid fixture is a valid scenario', () => {
    expect(gridScenario(4, 2, 2).areas).toHaveLength(8);
  });
});
