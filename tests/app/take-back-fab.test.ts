/**
 * Issue 27, take-back by agreement in a FAB game (Millbrook, seeded dice, the browser test's file): the Eastern
 * League commits no asset to a combat round (6.22) and the app rolls the round's fire (6.25-6.28); it asks the move
 * back. Accepted, the game stands before the move with the dice stream of after it (the rolls stay spent) and what
 * each side saw (2.2) kept; refused, the answer is the Western Alliance's line in the League's log.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { freshDatabase } from '../fixtures/db';
import { importGame } from '../../src/app/games';
import { GameSession } from '../../src/app/session';
import { fabEngine } from '../../src/app/systems/fab-all';
import { renderLine, fabLines } from '../../src/ui/fab/log';
import '../../src/i18n/tb'; // every language of take-back's strings (the app fetches the player's)
import { buildSummary } from '../../src/ui/fab/summary';
import { moveText } from '../../src/ui/fab/index';
import { secretsFor } from '../../src/rules/fab/secrets';
import { fabViewOf } from '../../src/ui/fab/view';
import { ANSWER, ASK } from '../../src/app/take-back';
import type { GameEvent } from '../../src/rules/common/engine';
import type { FabState } from '../../src/rules/fab/types';
import type { FabScreenView } from '../../machines/fab/view';

const FILE = readFileSync(join(import.meta.dirname, '../e2e/fixtures/take-back-millbrook.sandtable.json'), 'utf8');

beforeEach(() => {
  freshDatabase();
});

async function rolled() {
  const id = await importGame(FILE, { engine: fabEngine });
  if (!id.ok) throw new Error(id.message);
  const s = await GameSession.open<FabState, GameEvent>(id.value, { engine: fabEngine });
  const before = s.state.value;
  expect(s.status.value.actor).toBe('red');
  expect((await s.dispatchAs('red', { type: 'ASSIGN_ASSETS', assetIds: [] })).ok).toBe(true);
  const after = s.state.value;
  expect(after.dice).not.toEqual(before.dice);
  return { s: s as GameSession<FabState, GameEvent, FabScreenView>, before, after };
}

describe('FAB take-back by agreement (issue 27)', () => {
  it('6.25 a fire roll asked back and accepted: the position before it, the dice of after it, 2.2 seen kept', async () => {
    const { s, before, after } = await rolled();
    expect(s.undoable.value).toMatchObject({ ok: false, reason: 'dice' });
    expect((await s.takeBack.ask('red')).ok).toBe(true);
    expect(await s.dispatchAs('blue', { type: 'END_STEP' })).toMatchObject({ ok: false, rule: 'take-back' });
    expect(await s.takeBack.answer('blue', true)).toEqual({ ok: true, value: true });
    const back = s.state.value;
    expect(back.units).toEqual(before.units);
    expect(back.phase).toBe(before.phase);
    expect(back.dice).toEqual(after.dice);
    expect(back.seen).toEqual(after.seen);
    expect(s.status.value.actor).toBe('red');
    // the round rolls from the spent stream too: the same decision again rolls other dice, not the ones taken back
    expect((await s.dispatchAs('red', { type: 'ASSIGN_ASSETS', assetIds: [] })).ok).toBe(true);
    expect(s.state.value.dice).not.toEqual(after.dice);
    const rolls = fabLines(s.lines.since('red', 0))!
      .filter((l) => l.fire)
      .map((l) => l.fire!.dice.map((d) => d.face));
    expect(rolls).toHaveLength(2);
    expect(rolls[1]).not.toEqual(rolls[0]);
  });

  it('2.2 the question put to the Alliance names nothing it may not know', async () => {
    const { s } = await rolled();
    await s.takeBack.ask('red');
    const p = s.takeBack.pending.value!;
    const text = moveText(s, 'blue', p.move, p.at);
    expect(text.length).toBe(6);
    expect(text.join(' ')).toMatch(/rolled/);
    const hidden = secretsFor(s.state.value, 'blue');
    const names = [...hidden.units.map((u) => u.name), ...hidden.chits];
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((n) => text.join(' ').includes(n))).toEqual([]);
  });

  it('refused: nothing changes, and the League reads the Alliance’s refusal among the other side’s lines', async () => {
    const { s, after } = await rolled();
    await s.takeBack.ask('red');
    await s.takeBack.answer('blue', false);
    expect(s.state.value).toBe(after);
    const n = s.log.value!.length;
    const lines = fabLines(s.lines.since('red', n - 2))!;
    expect(lines.map((l) => [l.event.type, l.side])).toEqual([
      [ASK, 'red'],
      [ANSWER, 'blue'],
    ]);
    const view = fabViewOf(s.view('red'))!;
    expect(lines.map((l) => renderLine(l, view.state).text)).toEqual([
      'asked to take back its last move',
      'refused to take back the last move',
    ]);
    // "Since you last looked" (from the request on): the Alliance's refusal is news to the League
    const summary = buildSummary(lines, new Set(), view.state, view.state, 'red');
    expect(summary?.actions.map((a) => a.text)).toEqual([expect.stringMatching(/refused to take back the last move/)]);
  });
});
