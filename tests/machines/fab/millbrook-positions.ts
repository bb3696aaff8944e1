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

/** Every state of the recorded game, from the start to after its last event (one more than the events). */
export function millbrookStates(): FabState[] {
  const r = fabEngine.start({
    system: 'fab',
    scenario: { id: 'fab-millbrook', version: 1 },
    options: {},
    dice: { kind: 'scripted', rolls: game.rolls },
  });
  expect(r.ok).toBe(true);
  if (!r.ok) return [];
  const out = [r.state];
  for (const e of millbrookEvents) out.push(okOutcome(fabRecordEngine.apply(out[out.length - 1]!, e)).state);
  return out;
}

/** The recorded game's events. */
export const millbrookEvents = game.events as GameEvent[];

export function millbrookPositions(): Position[] {
  const states = millbrookStates();
  return millbrookEvents.map((e, i) => {
    const s = states[i]!;
    const h = holder(s);
    return { state: s, next: e, step: h ? stepPath(h.round) : s.phase };
  });
}
