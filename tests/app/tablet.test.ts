/**
 * Pass-and-play (DESIGN: hidden information): who holds the tablet and the hand-off, as the statechart in
 * src/app/tablet.ts. Nothing private is shown while it is covered; it stays with its holder while that side
 * still decides; it covers again the moment the other side must decide.
 */
import { describe, expect, it } from 'vitest';
import { Tablet, TABLET_START, tabletStep, type TabletEvent } from '../../src/app/tablet';
import { fakeSession } from '../ui/fab/helpers';
import { fabEngine } from '../../src/app/systems/fab';

function run(events: TabletEvent[]) {
  const snap = events.reduce(tabletStep, TABLET_START);
  return { state: snap.value, holder: snap.context.holder, needed: snap.context.needed };
}

describe('the tablet statechart', () => {
  it('a hidden game opens covered: nobody holds it until the deciding side taps', () => {
    expect(run([{ type: 'NEED', side: 'blue' }])).toEqual({ state: 'covered', holder: null, needed: 'blue' });
    expect(run([{ type: 'NEED', side: 'blue' }, { type: 'TAKE' }])).toEqual({
      state: 'holding',
      holder: 'blue',
      needed: 'blue',
    });
  });

  it('the holder keeps it while it still decides; another side deciding covers the screen at once', () => {
    const take = [{ type: 'NEED', side: 'blue' }, { type: 'TAKE' }] as TabletEvent[];
    expect(run([...take, { type: 'NEED', side: 'blue' }]).state).toBe('holding');
    expect(run([...take, { type: 'NEED', side: 'red' }])).toEqual({ state: 'covered', holder: 'blue', needed: 'red' });
    // red takes it: red's view from now on
    expect(run([...take, { type: 'NEED', side: 'red' }, { type: 'TAKE' }]).holder).toBe('red');
  });

  it('undo back to the holder uncovers without a hand-off; the end of the game leaves it with its holder', () => {
    const covered = [{ type: 'NEED', side: 'blue' }, { type: 'TAKE' }, { type: 'NEED', side: 'red' }] as TabletEvent[];
    expect(run([...covered, { type: 'NEED', side: 'blue' }])).toMatchObject({ state: 'holding', holder: 'blue' });
    expect(run([{ type: 'NEED', side: 'blue' }, { type: 'TAKE' }, { type: 'NEED', side: null }])).toMatchObject({
      state: 'holding',
      holder: 'blue',
    });
  });

  it('a tap with nobody to hand to does nothing', () => {
    expect(run([{ type: 'TAKE' }])).toEqual({ state: 'covered', holder: null, needed: null });
  });
});

describe('the tablet held while its holder looks at the dice it rolled', () => {
  it('the other side deciding does not cover the screen until the holder lets go ("Go on")', async () => {
    const session = fakeSession();
    const actor = () => session.status.value.actor;
    const tablet = new Tablet(session, () => actor());
    const first = actor();
    // opened covered: nobody held it yet, so the hand-off was not passed in play
    expect(tablet.covered.value && !tablet.passed.value).toBe(true);
    tablet.take();
    expect(tablet.covered.value).toBe(false);
    tablet.hold(true);
    // the holder plays on until the other side must decide
    for (let i = 0; i < 20 && actor() === first; i++) {
      const e = fabEngine.legalEvents(session.state.value).find((x) => x.type === 'END_STEP' || x.type === 'END_PHASE');
      expect(e).toBeDefined();
      if (!e) break;
      expect((await session.dispatch(e)).ok).toBe(true);
    }
    expect(actor()).not.toBe(first);
    // still the holder's view: it reads its roll before the hand-off
    expect(tablet.covered.value).toBe(false);
    expect(tablet.viewer.value).toBe(first);
    tablet.hold(false);
    expect(tablet.covered.value).toBe(true);
    expect(tablet.needed.value).toBe(actor());
    // covered in play, from one holder to the other side: its take button waits a moment (src/ui/game/Handoff.tsx)
    expect(tablet.passed.value).toBe(true);
  });
});
