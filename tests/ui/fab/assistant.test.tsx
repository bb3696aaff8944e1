// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lang } from '../../../src/i18n';
import '../../../src/i18n/fab';
import { CombatAssistant, setupFromRows } from '../../../src/ui/fab/Assistant';
import { FabOptionsForm, editTable, tableFor } from '../../../src/ui/fab/Options';
import { startCombatRound } from '../../../machines/fab/combat-round';
import { defaultCombatTable } from '../../../src/rules/fab/combat/table';

beforeEach(() => {
  lang.value = 'en';
});
afterEach(() => cleanup());

const opts = {
  terrain: 2,
  defences: true,
  riverAssault: false,
  newlyContested: true,
  edition: 'revised' as const,
  typed: true,
  seed: 5,
};

describe('combat assistant (issue 4)', () => {
  it('6.2 the form rows become a round the statechart accepts: units, steps, qualities, assets, terrain and defences', () => {
    const setup = setupFromRows(
      {
        attacker: {
          units: [{ name: 'Tanks', unitClass: 'armor', steps: 4, quality: 'elite', disordered: false }],
          assets: [{ name: 'Guns', kind: 'artillery', unitClass: 'infantry', quality: 'veteran' }],
        },
        defender: {
          units: [{ name: 'Militia', unitClass: 'infantry', steps: 2, quality: 'recruit', disordered: true }],
          assets: [],
        },
      },
      opts,
    );
    expect(setup.attacker.units[0]).toMatchObject({
      unitClass: 'armor',
      steps: 4,
      qualities: ['elite', 'elite', 'elite', 'elite'],
      order: 'good',
    });
    expect(setup.defender.units[0]).toMatchObject({ steps: 2, order: 'disordered' });
    expect(setup.attacker.available![0]).toMatchObject({ kind: 'artillery', name: 'Guns' });
    expect(setup.attacker.available![0]).not.toHaveProperty('unitClass');
    expect(setup).toMatchObject({ terrain: 2, defences: true, newlyContested: true, typedDice: true });
    expect(startCombatRound(setup).ok).toBe(true);
  });

  it('2.1 typed dice: the players type the faces they rolled and the screen shows each success number and result', async () => {
    render(<CombatAssistant />);
    fireEvent.click(screen.getByRole('checkbox', { name: /We roll real dice/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Start the combat round' }));
    // walk the round's decisions until the first fire step that rolls
    const nextDecision = () =>
      screen.queryByRole<HTMLButtonElement>('button', { name: /Commit no assets/ }) ??
      screen.queryAllByRole<HTMLButtonElement>('button', { name: /Point unit:/ })[0] ??
      screen.queryByRole<HTMLButtonElement>('button', { name: /No special action/ });
    for (let i = 0; i < 6 && !screen.queryByLabelText(/Type the \d+ dice/); i++) {
      if (!nextDecision()) break;
      // each decision's buttons take taps a moment after the one before (src/ui/fab/settle.ts)
      await waitFor(() => expect(nextDecision()?.disabled).toBe(false));
      fireEvent.click(nextDecision()!);
      await Promise.resolve();
    }
    const input = await screen.findByLabelText(/Type the (\d+) dice/);
    const n = Number(/Type the (\d+) dice/.exec(input.closest('label')!.textContent)![1]);
    fireEvent.input(input, { target: { value: Array.from({ length: n }, () => '1').join(' ') } });
    fireEvent.click(screen.getByRole('button', { name: 'Use these dice' }));
    const dice = await screen.findByLabelText('Last roll');
    expect(dice.querySelectorAll('.fab-die').length).toBe(n);
    expect(dice.querySelector('.fab-die')!.getAttribute('aria-label')).toMatch(/rolled 1, needing \d or less: hit/);
  });
});

describe('new-game options', () => {
  it("6.0 editing one row of the combat table stores this game's own table and leaves the others as they were", () => {
    let got: Record<string, unknown> = {};
    render(
      <FabOptionsForm
        scenarioId="fab-millbrook"
        options={{ edition: '2016' }}
        onOptions={(o) => {
          got = o;
        }}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Change for elite' });
    fireEvent.change(select, { target: { value: '2' } });
    const table = got['combatTable'] as typeof defaultCombatTable;
    expect(table.appDefault).toBe(false);
    expect(table.modifiers.find((m) => m.id === 'elite')!.delta).toBe(2);
    expect(table.modifiers.filter((m) => m.id !== 'elite')).toEqual(
      defaultCombatTable.modifiers.filter((m) => m.id !== 'elite'),
    );
    expect(got['edition']).toBe('2016');
  });

  it("6.0 the form shows the scenario's table until it is edited, then the edited one", () => {
    expect(tableFor('fab-millbrook', {})!.id).toBe(defaultCombatTable.id);
    const edited = editTable(defaultCombatTable, { base: 6 });
    expect(tableFor('fab-millbrook', { combatTable: edited })!.base).toBe(6);
  });

  it('10.0 the edition radio and the hidden-assets and open-table boxes write their options', () => {
    let got: Record<string, unknown> = {};
    render(
      <FabOptionsForm
        scenarioId="fab-millbrook"
        options={{}}
        onOptions={(o) => {
          got = o;
        }}
      />,
    );
    fireEvent.click(screen.getByRole('radio', { name: /Original edition/ }));
    expect(got['edition']).toBe('original');
    fireEvent.click(screen.getByRole('checkbox', { name: /assets and events hidden/ }));
    expect(got['hiddenAssets']).toBe(true);
  });
});
