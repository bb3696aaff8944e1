/**
 * Messages between the game screen and the opponent's Web Worker (worker.ts). The state travels as the
 * engine's own snapshot (`fabEngine.serialize`), the set-up with it for a custom scenario.
 */
import type { GameSetup } from '../../rules/common/engine';
import type { FabEvent } from '../../../machines/fab/events';
import type { Side } from '../../rules/fab/types';
import { fabEngine } from '../../app/systems/fab';
import type { FabState } from '../../rules/fab/types';
import { decide, LEVELS, type Level } from './decide';

export interface DecideRequest {
  readonly type: 'decide';
  /** Echoed in every answer, so a stale answer (the human undid or reloaded) can be told apart. */
  readonly id: number;
  readonly snapshot: unknown;
  readonly setup?: GameSetup;
  readonly side: Side;
  readonly level: Level;
  readonly seed: number;
}

export type WorkerAnswer =
  | { readonly type: 'progress'; readonly id: number; readonly done: number; readonly total: number }
  | { readonly type: 'decision'; readonly id: number; readonly event: FabEvent; readonly ms: number }
  | { readonly type: 'error'; readonly id: number; readonly message: string };

function isRequest(m: unknown): m is DecideRequest {
  if (!m || typeof m !== 'object') return false;
  const r = m as Partial<DecideRequest>;
  return (
    r.type === 'decide' &&
    typeof r.id === 'number' &&
    (r.side === 'blue' || r.side === 'red') &&
    typeof r.level === 'string' &&
    LEVELS.includes(r.level) &&
    typeof r.seed === 'number'
  );
}

/** Answer one message (the worker's whole job; a plain function so Node tests can call it). */
export function handleRequest(m: unknown, post: (a: WorkerAnswer) => void): void {
  if (!isRequest(m)) {
    const id =
      m && typeof m === 'object' && typeof (m as { id?: unknown }).id === 'number' ? (m as { id: number }).id : -1;
    post({ type: 'error', id, message: 'The opponent was asked something it does not understand.' });
    return;
  }
  const restored = fabEngine.restore(m.snapshot, m.setup);
  if (!restored.ok) {
    post({ type: 'error', id: m.id, message: restored.message });
    return;
  }
  const state: FabState = restored.state;
  const t0 = performance.now();
  try {
    const d = decide(state, m.side, {
      level: m.level,
      seed: m.seed,
      onProgress: (done, total) => post({ type: 'progress', id: m.id, done, total }),
    });
    if (!d) post({ type: 'error', id: m.id, message: `It is not ${m.side}'s decision now.` });
    else post({ type: 'decision', id: m.id, event: d.event, ms: performance.now() - t0 });
  } catch (err) {
    post({ type: 'error', id: m.id, message: err instanceof Error ? err.message : String(err) });
  }
}
