// @vitest-environment happy-dom
/**
 * The record notices of the game screen: newer rules are offered only when every move so far is legal under
 * them, the choice is the player's, and keeping the old rules changes nothing.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../fixtures/db';
import { tallyAt, type TallyEvent, type TallyState } from '../../fixtures/tally-engine';
import { lang } from '../../../src/i18n';
import '../../../src/i18n/core';
import { createNewGame } from '../../../src/app/games';
import { GameSession } from '../../../src/app/session';
import { RecordNotices } from '../../../src/ui/game/RecordNotices';
import * as store from '../../../src/store';

type Ev = TallyEvent & { type: string };
const v1 = tallyAt(1);
const v2 = tallyAt(2);

async function gameUnderV1(moves: Ev[]) {
  const r = await createNewGame(
    {
      name: 'T',
      system: 'fubar',
      scenario: { id: 'tally', version: 1 },
      options: {},
      dice: { kind: 'scripted', rolls: [3] },
    },
    { engine: v1 },
  );
  if (!r.ok) throw new Error(r.message);
  const s = await GameSession.open<TallyState, Ev>(r.value, { engine: v1 });
  for (const m of moves) if (!(await s.dispatch(m)).ok) throw new Error('refused');
  return GameSession.open<TallyState, Ev>(r.value, { engine: v2 });
}

beforeEach(() => {
  lang.value = 'en';
  freshDatabase();
});
afterEach(() => cleanup());

describe('record notices: newer rules', () => {
  it('offers the move when every move is legal under the new rules, lists the ruling, and moves on a tap', async () => {
    const s = await gameUnderV1([{ type: 'ADD', n: 2 }]);
    render(<RecordNotices session={s} />);
    // a one-line strip; the offer opens in a dialog on a tap
    fireEvent.click(await screen.findByRole('button', { name: 'Newer rules: Move this game to version 2' }));
    const button = await screen.findByRole('button', { name: 'Move this game to version 2' });
    expect(screen.getByText('T1: A move adds 1 or 2 (no longer 3).')).toBeTruthy();
    expect(screen.getByText(/position stays the same/)).toBeTruthy();
    fireEvent.click(button);
    await waitFor(async () => expect((await store.getGame(s.gameId))!.rulesVersion).toBe(2));
    expect(s.rules.version).toBe(2);
  });

  it('does not offer it when a move so far is illegal under the new rules', async () => {
    const s = await gameUnderV1([{ type: 'ADD', n: 3 }]);
    const { container } = render(<RecordNotices session={s} />);
    expect(await s.checkNewRules()).toMatchObject({ ok: false });
    await s.idle();
    expect(container.textContent).toBe('');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('keeping its rules hides the offer and changes nothing', async () => {
    const s = await gameUnderV1([{ type: 'ADD', n: 1 }]);
    render(<RecordNotices session={s} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Newer rules: Move this game to version 2' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Keep its rules' }));
    await waitFor(() => expect(screen.queryByRole('button')).toBeNull());
    expect((await store.getGame(s.gameId))!.rulesVersion).toBe(1);
  });
});
