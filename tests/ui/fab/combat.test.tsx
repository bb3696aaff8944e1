// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lang } from '../../../src/i18n';
import '../../../src/i18n/fab';
import { CombatPanel } from '../../../src/ui/fab/Combat';
import { SETTLE_MS } from '../../../src/ui/fab/settle';
import { roundView } from '../../../machines/fab/view';
import {
  applyCombatEvent,
  legalCombatEvents,
  startCombatRound,
  stepPath,
  type CombatEvent,
  type CombatRound,
} from '../../../machines/fab/combat-round';
import type { CombatUnit, RoundSetup } from '../../../src/rules/fab/combat/types';
import { createDice } from '../../../src/rules/common/dice';

beforeEach(() => {
  lang.value = 'en';
});
afterEach(() => cleanup());

const unit = (id: string, side: 'attacker' | 'defender', name: string): CombatUnit => ({
  id,
  name,
  side,
  formation: side,
  unitClass: 'infantry',
  qualities: ['veteran', 'veteran', 'veteran'],
  steps: 3,
  order: 'good',
});

function setup(attacker: CombatUnit = unit('a1', 'attacker', 'Red Guards')): RoundSetup {
  return {
    areaId: 'x',
    attacker: { units: [attacker], available: [], supplied: true, canTraceSupply: true },
    defender: { units: [unit('d1', 'defender', 'Blue Rifles')], available: [], supplied: true, canTraceSupply: true },
    newlyContested: false,
    map: {
      areas: [
        {
          id: 'x',
          controlledBy: 'defender',
          attackerUnits: 0,
          defenderUnits: 0,
          adjacent: [{ to: 'y' }, { to: 'z' }, { to: 'w' }],
        },
        { id: 'y', controlledBy: 'defender', attackerUnits: 0, defenderUnits: 0, adjacent: [{ to: 'x' }] },
        { id: 'z', controlledBy: 'defender', attackerUnits: 0, defenderUnits: 0, adjacent: [{ to: 'x' }] },
        { id: 'w', controlledBy: 'attacker', attackerUnits: 0, defenderUnits: 0, adjacent: [{ to: 'x' }] },
      ],
    },
    dice: createDice({ kind: 'scripted', rolls: [10, 10, 10, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1] }),
  };
}

/** Walk the round with the first legal event until the defender must take hits from the attacker's fire. */
function toDefenderHits(attacker?: CombatUnit): CombatRound {
  const r = startCombatRound(setup(attacker));
  if (!r.ok) throw new Error(r.message);
  let cr = r.value;
  for (let i = 0; i < 20 && !(stepPath(cr).endsWith('allocate') && cr.round.allocation?.against === 'defender'); i++) {
    const e =
      legalCombatEvents(cr).find((x) => x.type !== 'ABORT' && x.type !== 'WITHDRAW') ?? legalCombatEvents(cr)[0]!;
    const o = applyCombatEvent(cr, e);
    if (!o.ok) throw new Error(o.message);
    cr = o.state;
  }
  return cr;
}

/** The defender's combat screen of `cr` (areas named by `areaName`); returns what it sends, as it sends it. */
function showDefender(cr: CombatRound, areaName?: (id: string) => string): CombatEvent[] {
  const sent: CombatEvent[] = [];
  render(
    <CombatPanel
      cv={roundView(cr, 'defender')}
      title="Combat"
      sideName={(s) => s}
      areaName={areaName}
      onEvent={async (e) => {
        sent.push(e);
        return null;
      }}
    />,
  );
  return sent;
}

describe('combat round screen', () => {
  it('6.42c retreat absorbs a hit: the defender picks the destination among the legal areas, named, then the event carries it', async () => {
    const cr = toDefenderHits();
    expect(cr.round.allocation?.against).toBe('defender');
    const sent = showDefender(cr, (id) => `Area ${id.toUpperCase()}`);
    fireEvent.click(screen.getByRole('button', { name: /Take the hit by retreating/ }));
    const select = await screen.findByRole('combobox', { name: 'Blue Rifles' });
    const options = [...select.querySelectorAll('option')].map((o) => o.textContent);
    expect(options).toEqual(expect.arrayContaining(['Area Y', 'Area Z']));
    expect(options).not.toContain('Area W');
    fireEvent.change(select, { target: { value: 'z' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ type: 'ABSORB_BY_RETREAT', destinations: { d1: 'z' } });
  });

  it("6.3 a taken decision dims the next decision's buttons for a moment: a double tap takes one decision", async () => {
    const sent = showDefender(toDefenderHits());
    const decisions = () => [...screen.getByRole('group', { name: 'Decisions' }).querySelectorAll(':scope > button')];
    expect(decisions().length).toBeGreaterThan(0);
    fireEvent.click(decisions()[0]!);
    await waitFor(() => expect(decisions().every((b) => (b as HTMLButtonElement).disabled)).toBe(true));
    fireEvent.click(decisions()[0]!);
    expect(sent).toHaveLength(1);
    await new Promise((r) => setTimeout(r, SETTLE_MS + 50));
    await waitFor(() => expect(decisions().every((b) => !(b as HTMLButtonElement).disabled)).toBe(true));
  });

  it('6.25-6.28 each die shows its face, its success number and hit or miss; the side not deciding only waits', () => {
    const cr = toDefenderHits();
    render(
      <CombatPanel cv={roundView(cr, 'attacker')} title="Combat" sideName={(s) => s} onEvent={async () => null} />,
    );
    const dice = screen.getByLabelText('Last roll').querySelectorAll('.fab-die');
    expect(dice.length).toBe(cr.round.lastFire!.dice.length);
    expect(dice[0]!.getAttribute('aria-label')).toMatch(/rolled 1, needing \d or less: hit/);
    expect(screen.queryByRole('group', { name: 'Decisions' })).toBeNull();
    expect(screen.getByText(/Waiting for defender/)).toBeTruthy();
  });

  it('2.3 every die\'s "why" links to the sections behind its modifiers (an elite firer cites 2.3)', () => {
    const elite = { ...unit('a1', 'attacker', 'Red Guards'), qualities: ['elite', 'elite', 'elite'] } as CombatUnit;
    const cr = toDefenderHits(elite);
    expect(cr.round.lastFire!.dice.some((d) => d.reasons.some((x) => x.rule === '2.3'))).toBe(true);
    render(
      <CombatPanel cv={roundView(cr, 'attacker')} title="Combat" sideName={(s) => s} onEvent={async () => null} />,
    );
    const links = [...screen.getByLabelText('Last roll').querySelectorAll('.fab-dice-rules a')].map((a) =>
      a.getAttribute('href'),
    );
    expect(links).toContain('#/rules/fab/2.3');
    // a plain veteran firer has no modifier, so no such line
    cleanup();
    const plain = toDefenderHits();
    render(
      <CombatPanel cv={roundView(plain, 'attacker')} title="Combat" sideName={(s) => s} onEvent={async () => null} />,
    );
    expect(screen.getByLabelText('Last roll').querySelector('.fab-dice-rules')).toBeNull();
  });

  it('6.24 before the reveal the defender sees the attacker as a hidden block: no name, class, quality or steps', () => {
    const elite = { ...unit('a1', 'attacker', 'Red Guards'), qualities: ['elite', 'elite', 'elite'] } as CombatUnit;
    const r = startCombatRound({
      ...setup(elite),
      newlyContested: true,
      attacker: { units: [{ ...elite, hidden: true }] },
    });
    if (!r.ok) throw new Error(r.message);
    const { container } = render(
      <CombatPanel cv={roundView(r.value, 'defender')} title="Combat" sideName={(s) => s} onEvent={async () => null} />,
    );
    expect(container.textContent).not.toContain('Red Guards');
    const line = container.querySelector('.fab-line-attacker')?.textContent ?? '';
    expect(line).toContain('hidden block');
    expect(line).not.toMatch(/elite|infantry|steps/i);
    // with no pool of unseen identities to average over, the odds of its fire are not shown at all
    expect(container.querySelector('.fab-odds')?.textContent).toContain('Depends on hidden blocks');
    expect(container.querySelector('.fab-odds')?.textContent).not.toMatch(/Expected hits/);
    // the attacker, who decides now, reads its own block
    cleanup();
    const own = render(
      <CombatPanel cv={roundView(r.value, 'attacker')} title="Combat" sideName={(s) => s} onEvent={async () => null} />,
    );
    expect(own.container.textContent).toContain('Red Guards');
  });
});
