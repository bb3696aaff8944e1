/**
 * The screen's side of the opponent's worker: one request at a time, progress for a "thinking" indicator, and
 * answers to an older request (after an undo or a new position) ignored. Started by the game screen on the app's
 * first turn of a solo game (src/ui/fab/opponent.ts), so it loads with the game, never with the home screen. It is
 * sent the side's view only (`OpponentView`).
 */
import type { FabEvent } from '../../../machines/fab/events';
import type { Level } from './decide';
import type { OpponentView } from './input';
import type { DecideRequest, WorkerAnswer } from './protocol';
// a chunk of the app's build, sharing its engine chunks (vite.config.ts, workerChunk)
import workerUrl from './worker.ts?worker-chunk';

export interface FabOpponent {
  decide(
    view: OpponentView,
    o: { level: Level; seed: number; onProgress?: (done: number, total: number) => void },
  ): Promise<{ event: FabEvent; ms: number }>;
  terminate(): void;
}

export function createFabOpponent(): FabOpponent {
  const worker = new Worker(workerUrl, { type: 'module' });
  let next = 0;
  let pending: {
    id: number;
    resolve: (d: { event: FabEvent; ms: number }) => void;
    reject: (err: Error) => void;
    onProgress?: (done: number, total: number) => void;
  } | null = null;
  worker.addEventListener('message', (e: MessageEvent<WorkerAnswer>) => {
    const a = e.data;
    if (!pending || a.id !== pending.id) return;
    if (a.type === 'progress') pending.onProgress?.(a.done, a.total);
    else if (a.type === 'decision') {
      pending.resolve({ event: a.event, ms: a.ms });
      pending = null;
    } else {
      pending.reject(new Error(a.message));
      pending = null;
    }
  });
  return {
    decide(view, o) {
      pending?.reject(new Error('superseded'));
      const id = ++next;
      return new Promise((resolve, reject) => {
        pending = { id, resolve, reject, onProgress: o.onProgress };
        const req: DecideRequest = { type: 'decide', id, view, level: o.level, seed: o.seed };
        worker.postMessage(req);
      });
    },
    terminate() {
      pending?.reject(new Error('terminated'));
      pending = null;
      worker.terminate();
    },
  };
}
