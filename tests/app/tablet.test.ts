/**
 * Pass-and-play (DESIGN: hidden information): who holds the tablet and the hand-off, as the statechart in
 * src/app/tablet.ts. Nothing private is shown while it is covered; it stays with its holder while that side
 * still decides; it covers again the moment the other side must decide.
 */
import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import { tabletMachine, type TabletEvent } from '../../src/app/tablet';

function run(events: TabletEvent[]) {
  let [snap] = initialTransition(tabletMachine);
  for (const e of events) [snap] = transition(tabletMachine, snap, e);
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
