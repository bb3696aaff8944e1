/**
 * The screen's side of the opponent's worker: one request at a time, progress for a "thinking" indicator, and
 * answers to an older request (after an undo or a new position) ignored. Started by the game screen on the app's
 * first turn of a solo game (src/ui/fab/opponent.ts), so it loads with the game, never with the home screen.
 */
import type { GameSetup } from '../../rules/common/engine';
import type { FabEvent } from '../../../machines/fab/events';
import type { FabState, Side } from '../../rules/fab/types';
import { fabEngine } from '../../app/systems/fab';
import type { Level } from './decide';
import type { DecideRequest, WorkerAnswer } from './protocol';
// a chunk of the app's build, sharing its engine chunks (vite.config.ts, workerChunk)
import workerUrl from './worker.ts?worker-chunk';

export interface FabOpponent {
  decide(
    state: FabState,
    side: Side,
    o: { level: Level; seed: number; setup?: GameSetup; onProgress?: (done: number, total: number) => void },
  ): Promise<FabEvent>;
  terminate(): void;
}

export function createFabOpponent(): FabOpponent {
  const worker = new Worker(workerUrl, { type: 'module' });
  let next = 0;
  let pending: {
    id: number;
    resolve: (e: FabEvent) => void;
    reject: (err: Error) => void;
    onProgress?: (done: number, total: number) => void;
  } | null = null;
  worker.addEventListener('message', (e: MessageEvent<WorkerAnswer>) => {
    const a = e.data;
    if (!pending || a.id !== pending.id) return;
    if (a.type === 'progress') pending.onProgress?.(a.done, a.total);
    else if (a.type === 'decision') {
      pending.resolve(a.event);
      pending = null;
    } else {
      pending.reject(new Error(a.message));
      pending = null;
    }
  });
  return {
    decide(state, side, o) {
      pending?.reject(new Error('superseded'));
      const id = ++next;
      return new Promise<FabEvent>((resolve, reject) => {
        pending = { id, resolve, reject, onProgress: o.onProgress };
        const req: DecideRequest = {
          type: 'decide',
          id,
          snapshot: fabEngine.serialize(state),
          setup: o.setup,
          side,
          level: o.level,
          seed: o.seed,
        };
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
