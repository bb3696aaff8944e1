import { beforeEach, describe, expect, it } from 'vitest';
import { freshDatabase } from '../fixtures/db';
import { tallyEngine, type TallyEvent, type TallyState } from '../fixtures/tally-engine';
import { createNewGame, exportGame, importGame } from '../../src/app/games';
import { GameSession, SNAPSHOT_EVERY } from '../../src/app/session';
import { replay } from '../../src/app/replay';
import type { GameEvent } from '../../src/rules/common/engine';
import * as store from '../../src/store';

const engine = tallyEngine;
type Ev = TallyEvent & GameEvent;

beforeEach(() => {
  freshDatabase();
});

async function played(n: number) {
  const r = await createNewGame(
    {
      name: 'Anchor',
      system: 'fubar',
      scenario: { id: 'tally', version: 1 },
      options: {},
      dice: { kind: 'scripted', rolls: [] },
    },
    { engine, now: 1000 },
  );
  if (!r.ok) throw new Error(r.message);
  const s = await GameSession.open<TallyState, Ev>(r.value, { engine, now: () => 2000 });
  const events: Ev[] = [];
  for (let i = 0; i < n; i++) {
    const e: Ev = i % 3 === 2 ? { type: 'PASS' } : { type: 'ADD', n: 1 + (i % 3) };
    expect((await s.dispatch(e)).ok).toBe(true);
    events.push(e);
  }
  return { id: r.value, s, events };
}

describe('the log anchor: a state some moves before the end, from the snapshot caches', () => {
  it('each snapshot keeps the one before it; a reopened long game offers the state 50-99 moves back', async () => {
    const { id, events } = await played(2 * SNAPSHOT_EVERY + 7);
    const loaded = await store.loadGame(id);
    const snap = loaded?.snapshot as store.Snapshot;
    expect(snap.seq).toBe(2 * SNAPSHOT_EVERY);
    expect(snap.prev?.seq).toBe(SNAPSHOT_EVERY);
    const reopened = await GameSession.open<TallyState, Ev>(id, { engine });
    const a = reopened.logAnchor();
    expect(a?.seq).toBe(SNAPSHOT_EVERY);
    const fresh = replay(engine, reopened.setup, events.slice(0, SNAPSHOT_EVERY));
    expect(fresh.ok).toBe(true);
    if (fresh.ok) expect(a?.state).toEqual(fresh.state);
    await reopened.idle();
  });
  it('a game right at its snapshot still has an anchor before the end', async () => {
    const { id } = await played(2 * SNAPSHOT_EVERY);
    const reopened = await GameSession.open<TallyState, Ev>(id, { engine });
    const a = reopened.logAnchor();
    expect(a).not.toBeNull();
    expect(a?.seq ?? Infinity).toBeLessThan(2 * SNAPSHOT_EVERY);
    await reopened.idle();
  });
  it('a game opened with no snapshot (just imported) is replayed in two parts and gets its anchor', async () => {
    const { id, events } = await played(2 * SNAPSHOT_EVERY + 5);
    const imported = await importGame((await exportGame(id, 0)).text, { engine, now: 5 });
    if (!imported.ok) throw new Error(imported.message);
    expect((await store.loadGame(imported.value))?.snapshot).toBeUndefined();
    const s = await GameSession.open<TallyState, Ev>(imported.value, { engine });
    const a = s.logAnchor();
    expect(a?.seq).toBe(2 * SNAPSHOT_EVERY);
    const fresh = replay(engine, s.setup, events.slice(0, 2 * SNAPSHOT_EVERY));
    expect(fresh.ok).toBe(true);
    if (fresh.ok) expect(a?.state).toEqual(fresh.state);
    const whole = replay(engine, s.setup, events);
    if (!whole.ok) throw new Error('replay');
    expect(s.state.peek()).toEqual(whole.state);
    await s.idle();
    await new Promise((ok) => setTimeout(ok, 20));
    const snap = (await store.loadGame(imported.value))?.snapshot as store.Snapshot;
    expect([snap.seq, snap.prev?.seq]).toEqual([2 * SNAPSHOT_EVERY + 5, 2 * SNAPSHOT_EVERY]);
  });
  it('undo back past the anchor drops it', async () => {
    const { s } = await played(2 * SNAPSHOT_EVERY + 1);
    expect(s.logAnchor()?.seq).toBe(SNAPSHOT_EVERY);
    // the tally engine lets its own side undo ADDs: undo until the anchor would be at or past the end
    for (let k = 0; k < 60 && s.logAnchor(); k++) {
      const r = await s.undo();
      if (!r.ok) break;
    }
    const a = s.logAnchor();
    const n = s.log.peek()?.length ?? 0;
    expect(a === null || a.seq < n).toBe(true);
  });
});
