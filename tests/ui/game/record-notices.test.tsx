// @vitest-environment happy-dom
/**
 * The record notices of the game screen: a game on older rules says which version it plays and what the newer
 * one changes (issue 24); the move is offered only when every move so far is legal under them, else the move
 * they refuse is named; the choice is the player's, and keeping the old rules changes nothing.
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
    fireEvent.click(await screen.findByRole('button', { name: /Rules version 1 · version 2 is newer/ }));
    const button = await screen.findByRole('button', { name: 'Move this game to version 2' });
    expect(screen.getByText('T1: A move adds 1 or 2 (no longer 3).')).toBeTruthy();
    expect(screen.getByText(/position stays the same/)).toBeTruthy();
    fireEvent.click(button);
    await waitFor(async () => expect((await store.getGame(s.gameId))!.rulesVersion).toBe(2));
    expect(s.rules.version).toBe(2);
  });

  it('when a move so far is illegal under the new rules: still says which rules it plays, names the move, and offers no move', async () => {
    const s = await gameUnderV1([{ type: 'ADD', n: 3 }]);
    render(<RecordNotices session={s} />);
    expect(await s.checkNewRules()).toMatchObject({ ok: false });
    await s.idle();
    fireEvent.click(await screen.findByRole('button', { name: /Rules version 1 · version 2 is newer/ }));
    expect(await screen.findByText(/Move 1 is not legal under the new rules/)).toBeTruthy();
    expect(screen.getByText('T1: A move adds 1 or 2 (no longer 3).')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Move this game to version 2' })).toBeNull();
  });

  it('keeping its rules closes the offer and changes nothing; the strip still says which rules the game plays', async () => {
    const s = await gameUnderV1([{ type: 'ADD', n: 1 }]);
    render(<RecordNotices session={s} />);
    fireEvent.click(await screen.findByRole('button', { name: /Rules version 1 · version 2 is newer/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Keep its rules' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Keep its rules' })).toBeNull());
    expect(screen.getByRole('button', { name: /Rules version 1 · version 2 is newer/ })).toBeTruthy();
    expect((await store.getGame(s.gameId))!.rulesVersion).toBe(1);
  });
});
