/**
 * Messages between the game screen and the opponent's Web Worker (worker.ts). The request carries the side's
 * view only (`OpponentView`: the view of `fabEngine.view`, its legal events and the printed scenario), never the
 * game state or its dice.
 */
import type { FabEvent } from '../../../machines/fab/events';
import type { OpponentView } from './input';
import { decide, LEVELS, type Level } from './decide';

export interface DecideRequest {
  readonly type: 'decide';
  /** Echoed in every answer, so a stale answer (the human undid or reloaded) can be told apart. */
  readonly id: number;
  readonly view: OpponentView;
  readonly level: Level;
  readonly seed: number;
}

export type WorkerAnswer =
  | { readonly type: 'progress'; readonly id: number; readonly done: number; readonly total: number }
  | { readonly type: 'decision'; readonly id: number; readonly event: FabEvent; readonly ms: number }
  | { readonly type: 'error'; readonly id: number; readonly message: string };

function isView(v: unknown): v is OpponentView {
  if (!v || typeof v !== 'object') return false;
  const o = v as Partial<OpponentView>;
  return (
    (o.side === 'blue' || o.side === 'red') &&
    Array.isArray(o.legal) &&
    Array.isArray(o.hiddenBlocks) &&
    !!o.state &&
    typeof o.state === 'object' &&
    !!o.scenario &&
    typeof o.scenario === 'object' &&
    !!o.destinations &&
    typeof o.destinations === 'object'
  );
}

function isRequest(m: unknown): m is DecideRequest {
  if (!m || typeof m !== 'object') return false;
  const r = m as Partial<DecideRequest>;
  return (
    r.type === 'decide' &&
    typeof r.id === 'number' &&
    isView(r.view) &&
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
  const t0 = performance.now();
  try {
    const d = decide(m.view, {
      level: m.level,
      seed: m.seed,
      onProgress: (done, total) => post({ type: 'progress', id: m.id, done, total }),
    });
    if (!d) post({ type: 'error', id: m.id, message: `It is not ${m.view.side}'s decision now.` });
    else post({ type: 'decision', id: m.id, event: d.event, ms: performance.now() - t0 });
  } catch (err) {
    post({ type: 'error', id: m.id, message: err instanceof Error ? err.message : String(err) });
  }
}
