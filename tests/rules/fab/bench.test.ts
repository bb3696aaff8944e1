import { describe, expect, it } from 'vitest';
import { benchReachable, benchSupplyTrace, gridState, gridScenario } from '../../../src/rules/fab/bench-fixtures';
import { fabEngine, fabRecordEngine } from '../../../src/app/systems/fab';
import type { GameEvent } from '../../../src/rules/common/engine';
import game from '../../machines/fab/millbrook-game.json';

// The timings of these fixtures (2 ms supply trace, 1 ms reach, 10,000-event replay) are budgets of
// `npm run bench` (scripts/bench/engine.ts), not of the unit suite: wall-clock limits fail on a busy machine.
describe('FAB bench fixtures', () => {
  it('9.31 the supply trace of both sides on the 200-area map reaches most of it', () => {
    const s = gridState();
    expect(s.scenario.areas).toHaveLength(200);
    expect(benchSupplyTrace(s)).toBeGreaterThan(100);
  });
  it('5.3 one unit on the grid has several legal destinations', () => {
    const s = gridState();
    expect(benchReachable(s, 'bu0')).toBeGreaterThan(5);
  });
  it('the recorded Millbrook game replays to its end, twice over with the same result', () => {
    const ends: string[] = [];
    let n = 0;
    for (let k = 0; k < 2; k++) {
      const st = fabEngine.start({
        system: 'fab',
        scenario: { id: 'fab-millbrook', version: 1 },
        options: {},
        dice: { kind: 'scripted', rolls: game.rolls },
      });
      if (!st.ok) throw new Error(st.message);
      let s = st.state;
      for (const e of game.events as GameEvent[]) {
        const r = fabRecordEngine.apply(s, e);
        if (!r.ok) throw new Error(r.message);
        s = r.state;
        n++;
      }
      expect(s.finished).toBe(true);
      ends.push(JSON.stringify(fabEngine.summary(s)));
    }
    expect(n).toBe(2 * game.events.length);
    expect(ends[1]).toBe(ends[0]);
  });
  it('the grid fixture is a valid scenario', () => {
    expect(gridScenario(4, 2, 2).areas).toHaveLength(8);
  });
});
