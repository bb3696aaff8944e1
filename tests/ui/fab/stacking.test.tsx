// @vitest-environment happy-dom
/**
 * 5.1 / 6.6 (FAB rules version 4, issue 26): a movement phase that ends with an area overstacked waits for its
 * owner, whose screen lists every unit of the stack with every area it may retreat to, and sends the one picked;
 * the other side's screen says who decides.
 */
import { signal } from '@preact/signals';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { preloadChoices } from '../../../src/ui/fab/later';
import { lang } from '../../../src/i18n';
import '../../../src/i18n/fab';
import { ChoicePanel } from '../../../src/ui/fab/Choices';
import { GameScreen } from '../../../src/ui/fab/GameScreen';
import { fabEngine, fabRecordEngine } from '../../../src/app/systems/fab';
import type { GameEvent } from '../../../src/rules/common/engine';
import type { FabState } from '../../../src/rules/fab/types';
import { mini } from '../../rules/fab/fixture';
import { fakeSession, summaryFrom } from './helpers';

beforeEach(() => {
  lang.value = 'en';
});
afterEach(() => cleanup());

/** Blue's operational movement (original edition) ended with i, b and c in p2: blue's stacking retreat. */
function overstacked(): FabState {
  const s0 = mini(
    [
      ['i', 'blue', 'infantry', 'p1'],
      ['b', 'blue', 'infantry', 'p2'],
      ['c', 'blue', 'infantry', 'p2'],
      ['r', 'red', 'infantry', 'q3'],
    ],
    'operational-movement',
    {},
    'original',
  );
  let s: FabState = { ...s0, rulesVersion: 4 };
  for (const e of [{ type: 'MOVE_STEP', unit: 'i', to: 'p2' }, { type: 'END_PHASE' }] as const) {
    const r = fabEngine.apply(s, e);
    if (!r.ok) throw new Error(r.message);
    s = r.state;
  }
  return s;
}

// the game screen's choice panel is a part: a game opened on a choice waits for it (src/ui/fab/index.tsx prepareScreen)
beforeAll(() => preloadChoices());
describe('5.1 the stacking retreat on screen', () => {
  it('5.1 each unit of the stack offers every area it may retreat to; the pick is sent and accepted', () => {
    const s = overstacked();
    const sent: GameEvent[] = [];
    render(
      <ChoicePanel
        s={s}
        viewer="blue"
        me="blue"
        legal={fabEngine.legalEvents(s)}
        send={async (e) => {
          sent.push(e);
          return null;
        }}
      />,
    );
    for (const u of ['i', 'b', 'c']) expect(screen.getByRole('group', { name: new RegExp(`^${u} \\(`) })).toBeTruthy();
    const piece = screen.getByRole('group', { name: /^c \(/ });
    fireEvent.click(within(piece).getByRole('button', { name: /^Retreat out of 2 P2/ }));
    const options = within(screen.getByRole('group', { name: /^c .*: Retreat out of 2 P2$/ })).getAllByRole('button');
    expect(options.map((b) => b.textContent)).toEqual(['1 P1', '5 Q2']);
    fireEvent.click(options[1]!);
    expect(sent).toEqual([{ type: 'STACK_RETREAT', unit: 'c', to: 'q2' }]);
    const r = fabRecordEngine.apply(s, sent[0]!);
    expect(r.ok && r.state.phase).toBe('strategic-movement');
  });

  it('5.1 the owner reads what to do; the other side reads who decides and gets no choice', () => {
    const session = { ...fakeSession(), state: signal(overstacked()) };
    const { unmount } = render(<GameScreen session={session} viewer="blue" />);
    expect(screen.getByText(/pick which of them retreat/)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Choices of this phase' })).toBeTruthy();
    unmount();
    render(<GameScreen session={session} viewer="red" />);
    expect(screen.getByText(/is pulling units out of an overstacked area/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Choices of this phase' })).toBeNull();
  });

  it('5.1 the other side hears of the retreat in its summary, the block moved and outlined, never named', () => {
    const s = overstacked();
    const e: GameEvent = { type: 'STACK_RETREAT', unit: 'c', to: 'q2' };
    const sum = summaryFrom(s, [{ seq: 1, event: e }], 'red');
    expect(sum?.moves).toEqual([expect.objectContaining({ from: 'p2', to: 'q2' })]);
    const text = [...(sum?.moves ?? []).map((m) => m.text), ...(sum?.actions ?? []).map((a) => a.text)].join('\n');
    expect(text).toMatch(/5 Q2/);
    expect(text).not.toMatch(/\bc\b/);
  });
});
