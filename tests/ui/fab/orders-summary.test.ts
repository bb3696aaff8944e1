/**
 * Standing orders in "since you last looked" (issue 16): an answer the app gave by a side's standing order while
 * the other side held the tablet (5.35d bridge) is reported to that side as its own, "by your standing order";
 * the mover, who saw it happen, reads it as the other side's, with no word of whose order it was.
 */
import { summaryFrom } from './helpers';
import { beforeEach, describe, expect, it } from 'vitest';
import { lang } from '../../../src/i18n';
import '../../../src/i18n/fab';
import { actorOf } from '../../../machines/fab/engine';
import { type LookSummary } from '../../../src/ui/fab/summary';
import type { FabState, Side } from '../../../src/rules/fab/types';
import { otherSide } from '../../../src/rules/fab/types';
import { millbrookEvents, millbrookStates } from '../../machines/fab/millbrook-positions';

beforeEach(() => {
  lang.value = 'en';
});

const events = millbrookEvents;
const act = (s: FabState): Side => actorOf(s) ?? s.phasing;

const states = millbrookStates();
const words = (s: LookSummary | null) => (s ? s.actions.flatMap((a) => [a.text, ...a.details]).join('\n') : '');
const BY_ORDER = 'Answered for you by your standing order.';

describe('since you last looked: answers by standing order', () => {
  const at = events.findIndex((e) => e.type === 'BLOW_BRIDGE');
  const enemy = act(states[at]!);
  // the mover's run up to the bridge and one step after: the enemy last looked before the move began
  const from = at - 1;
  const slice = (order: boolean) =>
    events
      .slice(from, at + 1)
      .map((event, k) => ({ seq: from + k + 1, event, ...(order && from + k === at ? { order: true as const } : {}) }));

  it('5.35d the recorded game has a bridge question answered by the side not moving', () => {
    expect(at).toBeGreaterThan(0);
    expect(act(states[from]!)).toBe(otherSide(enemy));
  });

  it("5.35d the bridge answered by the enemy's standing order is in the enemy's summary, as its own order", () => {
    const sum = summaryFrom(states[from]!, slice(true), enemy);
    expect(words(sum)).toContain(BY_ORDER);
  });

  it('5.35d answered in person, the enemy is not told of it again; the mover never reads whose order it was', () => {
    expect(words(summaryFrom(states[from]!, slice(false), enemy))).not.toContain(BY_ORDER);
    expect(words(summaryFrom(states[from]!, slice(true), otherSide(enemy)))).not.toContain('standing order');
  });
});
