/**
 * Issue 27, results shown to the side that decided: after a move that closed a combat round (6.29), the side that
 * sent it reads the whole round (each fire step with its dice, losses, retreats, eliminations, control) before the
 * cover comes up; built from its own log lines and views only, so an enemy block it never saw stays unnamed. Played
 * on the recorded Millbrook game with its scripted dice.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { lang } from '../../../src/i18n';
import '../../../src/i18n/fab';
import { actorOf } from '../../../machines/fab/engine';
import { holder } from '../../../machines/fab/combat-bridge';
import { secretIds } from '../../../src/rules/fab/view';
import { fabEngine } from '../../../src/app/systems/fab';
import { boardIndex } from '../../../src/rules/fab/board';
import { resultsToHold } from '../../../src/ui/fab/looked';
import { boardChanges, closedRounds, type ResultCard } from '../../../src/ui/fab/summary';
import type { LogLine } from '../../../src/ui/fab/log';
import type { Side } from '../../../src/rules/fab/types';
import { fakeSession, SETUP } from './helpers';
import game from '../../machines/fab/millbrook-game.json';
import { millbrookEvents, millbrookStates } from '../../machines/fab/millbrook-positions';

beforeEach(() => {
  lang.value = 'en';
});

const states = millbrookStates();
const events = millbrookEvents;
const scripted = { ...SETUP, dice: { kind: 'scripted' as const, rolls: game.rolls } };

/** Each event of the record that closed a combat round: its index, the round's area and the side that sent it. */
const closing = events.flatMap((_, i) => {
  const h = holder(states[i]!);
  const after = holder(states[i + 1]!);
  if (!h || (after && after.area === h.area)) return [];
  return [{ i, area: h.area, side: actorOf(states[i]!) as Side }];
});

const words = (c: ResultCard) => [...c.actions.flatMap((a) => [a.text, ...a.details]), ...c.changes].join('\n');

describe('result cards (issue 27)', () => {
  it('the record closes rounds by a roll, a step loss, a retreat (6.42c) and an abort (6.41b)', () => {
    const types = new Set(closing.map((c) => events[c.i]!.type));
    expect(closing.length).toBeGreaterThanOrEqual(5);
    for (const t of ['ROLL', 'STEP_LOSS', 'ABSORB_BY_RETREAT', 'ABORT']) expect(types).toContain(t);
  });

  it('6.29 the side whose move closed a round reads the whole round: each fire step with its dice, and the board', () => {
    let changed = 0;
    for (const c of closing) {
      const session = fakeSession(events.slice(0, c.i + 1), {}, scripted);
      const cards = resultsToHold(session, c.side, c.i);
      const card = cards.find((x) => x.area === c.area);
      expect(card, `round in ${c.area} closed by ${events[c.i]!.type}`).toBeDefined();
      if (!card) continue;
      // every fire step of the round, with its dice
      const start = findStart(c.i, c.area);
      const fired = events.slice(start, c.i + 1).filter((e) => e.type === 'ROLL').length;
      expect(card.actions.filter((a) => a.faces?.length).length).toBeGreaterThanOrEqual(fired);
      // the board as the side's own views tell it, from before the round to after it
      const then = fabEngine.view(states[start]!, c.side).state;
      const now = fabEngine.view(states[c.i + 1]!, c.side).state;
      expect(card.changes).toEqual(boardChanges(then, now));
      if (card.changes.length) changed++;
    }
    expect(changed).toBeGreaterThan(3);
  });

  it('6.42c a retreat that closes the round tells the defender where its units went or that they were eliminated', () => {
    const c = closing.find((x) => events[x.i]!.type === 'ABSORB_BY_RETREAT');
    expect(c).toBeDefined();
    if (!c) return;
    const card = resultsToHold(fakeSession(events.slice(0, c.i + 1), {}, scripted), c.side, c.i)[0];
    expect(card).toBeDefined();
    if (card) expect(words(card)).toMatch(/went from .* to |was eliminated/);
  });

  it('2.2 a card never names an enemy block the side could not see before or after the round', () => {
    const ix = boardIndex(states[0]!.scenario);
    for (const c of closing) {
      for (const side of ['blue', 'red'] as const) {
        const start = findStart(c.i, c.area);
        const secret = [...secretIds(states[start]!, side)].filter((id) => secretIds(states[c.i + 1]!, side).has(id));
        const cards = resultsToHold(fakeSession(events.slice(0, c.i + 1), {}, scripted), side, c.i);
        const text = cards.map(words).join('\n');
        for (const id of secret) {
          const name = ix.unitDefs.get(id)?.name ?? ix.assetDefs.get(id)?.name;
          if (name) expect(text).not.toContain(name);
        }
      }
    }
  });

  it('6.43 a step loss in the middle of a round, the other side to decide next, is shown to the side that took it', () => {
    const mid = events.flatMap((e, i) => {
      const h = holder(states[i]!);
      const next = holder(states[i + 1]!);
      const side = actorOf(states[i]!);
      return e.type === 'STEP_LOSS' && h && next?.area === h.area && side && actorOf(states[i + 1]!) !== side
        ? [{ i, side }]
        : [];
    });
    expect(mid.length).toBeGreaterThan(0);
    for (const { i, side } of mid) {
      const [card] = resultsToHold(fakeSession(events.slice(0, i + 1), {}, scripted), side, i);
      expect(card?.area).toBeNull();
      expect(card?.changes.join('\n')).toMatch(/steps \d → \d|was eliminated/);
    }
  });

  it('5.3 a plain move that hands the tablet over (no roll) holds no card: the mover knows what it did', () => {
    const plain = events.flatMap((e, i) => {
      const side = actorOf(states[i]!);
      const next = actorOf(states[i + 1]!);
      return (e.type === 'MOVE_STEP' || e.type === 'MOVE_ALONG') && side && next && next !== side ? [{ i, side }] : [];
    });
    expect(plain.length).toBeGreaterThan(0);
    for (const { i, side } of plain)
      expect(resultsToHold(fakeSession(events.slice(0, i + 1), {}, scripted), side, i)).toEqual([]);
  });

  it('a move in the middle of a round that changes nothing on the board holds no card', () => {
    // the attacker's asset step: the defender decides next, nothing on the board changed
    const i = events.findIndex((e, k) => e.type === 'ASSIGN_ASSETS' && holder(states[k]!) !== null);
    expect(i).toBeGreaterThan(0);
    const side = actorOf(states[i]!) as Side;
    expect(resultsToHold(fakeSession(events.slice(0, i + 1), {}, scripted), side, i)).toEqual([]);
  });

  it('closedRounds: a round still in progress is not closed; the line that opened it belongs to it', () => {
    const line = (seq: number, type: string, area?: string): LogLine => ({
      seq,
      turn: 1,
      phase: 'combat',
      side: 'blue',
      event: { type, ...(type === 'SELECT_COMBAT' ? { area: 'a5' } : {}) },
      notes: [],
      fire: null,
      ...(area ? { area } : {}),
    });
    const open = [
      line(0, 'END_PHASE'),
      line(1, 'SELECT_COMBAT'),
      line(2, 'ASSIGN_ASSETS', 'a5'),
      line(3, 'ROLL', 'a5'),
    ];
    expect(closedRounds(open, 1, 'a5')).toEqual([]);
    const closed = closedRounds(open, 1, null);
    expect(closed.map((r) => [r.area, r.start, r.lines.length])).toEqual([['a5', 1, 3]]);
    // an older round, not closed by the newest move, is not shown again
    const two = [...open, line(4, 'END_PHASE'), line(5, 'END_PHASE')];
    expect(closedRounds(two, 1, null)).toEqual([]);
  });
});

/** The index of the event that opened the round closed at `i` in `area`. */
function findStart(i: number, area: string): number {
  let k = i;
  while (k > 0 && holder(states[k - 1]!)?.area === area) k--;
  // the SELECT_COMBAT (or 7.4 OPEN_COMBAT) that opened it
  return k > 0 && !holder(states[k - 1]!) ? k - 1 : k;
}
