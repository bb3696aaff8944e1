/**
 * The positions of the recorded Millbrook game (millbrook-game.json), walked with its scripted dice: each
 * position with the event the recorded game made there and its step (the combat step inside a round, else
 * the phase). Shared by the forced-event and standing-order tests.
 */
import { expect } from 'vitest';
import { fabEngine, fabRecordEngine } from '../../../src/app/systems/fab';
import { holder } from '../../../machines/fab/combat-bridge';
import { stepPath } from '../../../machines/fab/combat-round';
import type { FabState } from '../../../src/rules/fab/types';
import type { GameEvent } from '../../../src/rules/common/engine';
import { okOutcome } from '../../fixtures/ok';
import game from './millbrook-game.json';

export interface Position {
  readonly state: FabState;
  /** What the recorded game did here. */
  readonly next: GameEvent;
  /** The combat step, or the phase outside a round. */
  readonly step: string;
}

export function millbrookPositions(): Position[] {
  const r = fabEngine.start({
    system: 'fab',
    scenario: { id: 'fab-millbrook', version: 1 },
    options: {},
    dice: { kind: 'scripted', rolls: game.rolls },
  });
  expect(r.ok).toBe(true);
  if (!r.ok) return [];
  let s = r.state;
  const out: Position[] = [];
  for (const e of game.events as GameEvent[]) {
    const h = holder(s);
    out.push({ state: s, next: e, step: h ? stepPath(h.round) : s.phase });
    s = okOutcome(fabRecordEngine.apply(s, e)).state;
  }
  return out;
}
