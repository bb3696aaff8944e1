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

/**
 * How long the worker may stay silent while it decides (no progress, no answer) before the request fails: a hard
 * decision takes under a second at 4x CPU and reports progress as it goes, so 30 s of silence is a worker that
 * died (its code failed to load, the browser stopped it) and the player sees why and may try again, instead of an
 * app thinking for ever.
 */
export const SILENCE_LIMIT_MS = 30_000;

/** An answer of the worker (protocol.ts); anything else on the channel is ignored. */
function isAnswer(a: unknown): a is WorkerAnswer {
  return !!a && typeof a === 'object' && 'id' in a && typeof a.id === 'number' && 'type' in a;
}

/** What the client needs of a worker (a module Worker in the app; a stand-in in tests). */
export interface WorkerPort {
  postMessage(m: DecideRequest): void;
  terminate(): void;
  addEventListener(type: 'message' | 'error' | 'messageerror', listener: (e: Event) => void): void;
}

export function createFabOpponent(
  start: () => WorkerPort = () => new Worker(workerUrl, { type: 'module' }),
  limitMs = SILENCE_LIMIT_MS,
): FabOpponent {
  let worker: WorkerPort | null = null;
  let next = 0;
  let pending: {
    id: number;
    resolve: (d: { event: FabEvent; ms: number }) => void;
    reject: (err: Error) => void;
    onProgress?: (done: number, total: number) => void;
    timer: ReturnType<typeof setTimeout>;
  } | null = null;
  /** Ends the request in hand (if any) with `err`. */
  const fail = (err: Error) => {
    if (!pending) return;
    clearTimeout(pending.timer);
    pending.reject(err);
    pending = null;
  };
  /** A worker that failed or went silent is dropped; the next request starts a new one. */
  const drop = (reason: string) => {
    worker?.terminate();
    worker = null;
    fail(new Error(reason));
  };
  const silence = () => setTimeout(() => drop(`the app gave no answer for ${Math.round(limitMs / 1000)} s`), limitMs);
  const open = (): WorkerPort => {
    const w = start();
    w.addEventListener('message', (e) => {
      const a: unknown = e instanceof MessageEvent ? e.data : null;
      if (!isAnswer(a) || !pending || a.id !== pending.id) return;
      clearTimeout(pending.timer);
      if (a.type === 'progress') {
        pending.timer = silence();
        pending.onProgress?.(a.done, a.total);
      } else if (a.type === 'decision') {
        pending.resolve({ event: a.event, ms: a.ms });
        pending = null;
      } else fail(new Error(a.message));
    });
    // its code failed to load or threw outside a request: without this the request would wait for ever
    w.addEventListener('error', (e) => {
      e.preventDefault();
      const said = 'message' in e && typeof e.message === 'string' ? e.message : '';
      drop(`the app stopped: ${said || 'its code could not be loaded'}`);
    });
    w.addEventListener('messageerror', () => drop('the app could not read its answer'));
    return w;
  };
  return {
    decide(view, o) {
      fail(new Error('superseded'));
      const id = ++next;
      worker ??= open();
      const w = worker;
      return new Promise((resolve, reject) => {
        pending = { id, resolve, reject, onProgress: o.onProgress, timer: silence() };
        const req: DecideRequest = { type: 'decide', id, view, level: o.level, seed: o.seed };
        w.postMessage(req);
      });
    },
    terminate() {
      fail(new Error('terminated'));
      worker?.terminate();
      worker = null;
    },
  };
}
