// @vitest-environment happy-dom
/**
 * 8.1 (FAB rules version 3) the defender's combat screen names the special action that pays for 8.23 / 8.24:
 * one button per payer, and every event it sends carries its `source` (an event without one is refused).
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lang } from '../../../src/i18n';
import '../../../src/i18n/fab';
import { CombatPanel } from '../../../src/ui/fab/Combat';
import { fabView } from '../../../machines/fab/view';
import { fabEngine } from '../../../src/app/systems/fab';
import type { CombatEvent } from '../../../machines/fab/combat-round';
import { mini, withDice, type UnitSpec } from '../../rules/fab/fixture';
import type { EventDef, FabState } from '../../../src/rules/fab/types';

beforeEach(() => {
  lang.value = 'en';
});
afterEach(() => cleanup());

const units: UnitSpec[] = [
  ['a', 'blue', 'armor', 'q3'],
  ['r1', 'red', 'infantry', 'q3'],
  ['r2', 'red', 'infantry', 'p3'],
];
const redSa: EventDef = {
  id: 'r-sa',
  side: 'red',
  name: 'Red Rush',
  formation: 'rf',
  effect: { kind: 'special-action' },
};

/** Blue attacks q3; red may reinforce from p3 or withdraw, paid by its block r-hq or its single-use r-sa. */
function battle(version: number): FabState {
  const s0 = mini(units, 'combat', { events: [redSa] });
  const red = s0.boxes.red;
  const s1: FabState = {
    ...s0,
    rulesVersion: version,
    boxes: { ...s0.boxes, red: { ...red, cup: red.cup.filter((x) => x !== 'r-sa'), available: ['r-hq', 'r-sa'] } },
    areas: { ...s0.areas, q3: { ...s0.areas.q3!, newlyContested: true } },
  };
  const r = fabEngine.apply(withDice(s1, Array<number>(200).fill(3)), { type: 'SELECT_COMBAT', area: 'q3' });
  if (!r.ok) throw new Error(r.message);
  return r.state;
}

function show(s: FabState, sent: CombatEvent[]): void {
  const cv = fabView(s, 'red').combat;
  if (!cv) throw new Error('no round on the screen');
  const names: Record<string, string> = { 'r-hq': 'Red HQ', 'r-sa': 'Red Rush' };
  render(
    <CombatPanel
      cv={cv}
      sideName={(x) => x}
      title="Q3"
      payerName={(id) => names[id] ?? id}
      onEvent={(e) => {
        sent.push(e);
        return Promise.resolve(null);
      }}
    />,
  );
}

describe('8.1 the combat screen names the payer (rules version 3)', () => {
  it('8.1 one reinforce and one withdraw button per payer; the single-use one sends its source', async () => {
    const sent: CombatEvent[] = [];
    const s = battle(3);
    show(s, sent);
    const paid = screen.getAllByRole('button').filter((b) => /spending/.test(b.textContent ?? ''));
    expect(paid.map((b) => b.textContent).some((x) => /Red HQ/.test(x ?? ''))).toBe(true);
    expect(paid).toHaveLength(4); // reinforce and withdraw, each with Red HQ or Red Rush
    const rush = paid.find((b) => /Red Rush/.test(b.textContent ?? '') && /r2/.test(b.textContent ?? ''));
    if (!rush) throw new Error('no button pays with Red Rush');
    fireEvent.click(rush);
    await Promise.resolve();
    expect(sent).toEqual([{ type: 'REINFORCE', unitId: 'r2', source: 'r-sa' }]);
    // what the screen sent is accepted as it is
    for (const e of sent) expect(fabEngine.apply(s, e).ok).toBe(true);
  });

  it('8.1 every reinforce or withdraw button sends a payer, and the engine takes each', async () => {
    const s = battle(3);
    const sent: CombatEvent[] = [];
    show(s, sent);
    const buttons = screen.getAllByRole('button').filter((b) => /reinforce|withdraw/i.test(b.textContent ?? ''));
    expect(buttons.length).toBeGreaterThan(0);
    for (const b of buttons) fireEvent.click(b);
    await Promise.resolve();
    const paidEvents = sent.filter((e) => e.type === 'REINFORCE' || e.type === 'WITHDRAW');
    expect(paidEvents.length).toBeGreaterThan(0);
    for (const e of paidEvents) {
      expect(e).toHaveProperty('source');
      expect(fabEngine.apply(s, e).ok).toBe(true);
    }
  });
});
