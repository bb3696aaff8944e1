// @vitest-environment happy-dom
/**
 * Standing orders on the game screen (issue 16): the sheet in the Boxes tab shows and sets the holding side's
 * orders only (the other side's are never on screen), and the question asked in person offers a one-tap
 * "always answer this way" that stores the order and then answers.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { signal } from '@preact/signals';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lang } from '../../../src/i18n';
import '../../../src/i18n/fab';
import { GameScreen } from '../../../src/ui/fab/GameScreen';
import type { OrdersBySide, StandingOrders } from '../../../src/rules/common/orders';
import { otherSide, type FabState } from '../../../src/rules/fab/types';
import { fakeSession, prefer, startState, walk } from './helpers';

beforeEach(() => {
  lang.value = 'en';
});
afterEach(() => cleanup());

/** A fake session that keeps standing orders in memory and records each call. */
function withOrders(events: Parameters<typeof fakeSession>[0], start: OrdersBySide = {}) {
  const base = fakeSession(events);
  const orders = signal<OrdersBySide>(start);
  const calls: { side: string; orders: StandingOrders }[] = [];
  const s = Object.assign(base, {
    orders,
    async setOrders(side: string, o: StandingOrders) {
      calls.push({ side, orders: o });
      orders.value = { ...orders.value, [side]: o };
      return { ok: true as const, value: orders.value };
    },
  });
  return { s, calls };
}

/** The 4.2c step: the non-phasing side decides in the administration phase. */
const in42c = (x: FabState) => x.phase === 'admin' && x.step === 'non-phasing';

describe('standing orders on the game screen', () => {
  it('4.2c the sheet shows only the holding side’s orders and a tap stores that side’s answer', async () => {
    const { s, calls } = withOrders([], { red: { bridge: 'always' } });
    render(<GameScreen session={s} viewer="blue" />);
    fireEvent.click(screen.getByRole('tab', { name: 'Boxes' }));
    fireEvent.click(screen.getByRole('button', { name: 'Standing orders' }));
    const sheet = document.querySelector('dialog.fab-orders');
    expect(sheet).not.toBeNull();
    expect(sheet?.querySelectorAll('.fab-orders-side').length).toBe(1);
    expect(sheet?.textContent).toContain('Standing orders of Western Alliance');
    expect(sheet?.textContent).not.toContain('Eastern League');
    // red's "always" is red's: blue's bridge question is on "Ask me"
    const ask = sheet?.querySelector('fieldset[data-question="bridge"] input[value="ask"]') as HTMLInputElement;
    expect(ask.checked).toBe(true);
    fireEvent.click(sheet?.querySelector('fieldset[data-question="admin"] input[value="skip"]') as Element);
    await waitFor(() => expect(calls).toEqual([{ side: 'blue', orders: { admin: 'skip' } }]));
    await screen.findByText('Saved. The app answers from the next such question on.');
  });

  it('4.2c asked in person, "always answer this way" stores the order, then ends the step for the side', async () => {
    const { events, s: at } = walk(startState(), in42c, prefer());
    const side = otherSide(at.phasing);
    const { s, calls } = withOrders(events);
    render(<GameScreen session={s} viewer={side} />);
    const b = await screen.findByRole('button', { name: 'Skip it (my assets stay in Available), from now on' });
    fireEvent.click(b);
    await waitFor(() => expect(calls).toEqual([{ side, orders: { admin: 'skip' } }]));
    await waitFor(() => expect(s.log.value?.at(-1)?.event).toEqual({ type: 'END_STEP' }));
    expect(in42c(s.state.value)).toBe(false);
  });

  it('the hint is not offered to a side whose order already answers the question, nor outside these questions', () => {
    const { events, s: at } = walk(startState(), in42c, prefer());
    const side = otherSide(at.phasing);
    const ordered = withOrders(events, { [side]: { admin: 'skip' } });
    render(<GameScreen session={ordered.s} viewer={side} />);
    expect(screen.queryByText('Always answer this way')).toBeNull();
    cleanup();
    render(<GameScreen session={withOrders([]).s} viewer="blue" />);
    expect(screen.queryByText('Always answer this way')).toBeNull();
  });
});
