/**
 * The screen's side of the opponent's worker (src/ai/fab/client.ts) never waits without a limit: a worker whose code
 * failed to load, or that went silent, ends the request with a reason the screen shows (with Retry), and the next
 * request starts a new worker. Seen in a browser run: an app "thinking" for ten minutes.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../src/ai/fab/worker.ts?worker-chunk', () => ({ default: 'worker.js' }));
const { createFabOpponent } = await import('../../src/ai/fab/client');
import type { WorkerPort } from '../../src/ai/fab/client';
import type { OpponentView } from '../../src/ai/fab/input';

/** A stand-in for a module worker: records what it is sent, answers when the test says. */
class FakeWorker extends EventTarget implements WorkerPort {
  sent: { id: number }[] = [];
  ended = false;
  postMessage(m: { id: number }) {
    this.sent.push(m);
  }
  terminate() {
    this.ended = true;
  }
  answer(data: unknown) {
    this.dispatchEvent(new MessageEvent('message', { data }));
  }
  crash(message: string) {
    this.dispatchEvent(Object.assign(new Event('error'), { message }));
  }
}

const view = {} as OpponentView;
const ask = { level: 'hard' as const, seed: 1 };

let made: FakeWorker[] = [];
const start = () => {
  const w = new FakeWorker();
  made.push(w);
  return w;
};

beforeEach(() => {
  made = [];
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('the opponent client', () => {
  it('answers with the decision of its own request', async () => {
    const o = createFabOpponent(start, 1000);
    const p = o.decide(view, ask);
    const id = made[0]!.sent[0]!.id;
    made[0]!.answer({ type: 'decision', id, event: { type: 'END_PHASE' }, ms: 12 });
    await expect(p).resolves.toEqual({ event: { type: 'END_PHASE' }, ms: 12 });
  });

  it('a worker whose code failed ends the request with the reason, and the next request starts a new worker', async () => {
    const o = createFabOpponent(start, 1000);
    const p = o.decide(view, ask);
    made[0]!.crash('Failed to fetch a chunk');
    await expect(p).rejects.toThrow(/the app stopped: Failed to fetch a chunk/);
    expect(made[0]!.ended).toBe(true);
    const q = o.decide(view, ask);
    expect(made).toHaveLength(2);
    made[1]!.answer({ type: 'decision', id: made[1]!.sent[0]!.id, event: { type: 'END_STEP' }, ms: 3 });
    await expect(q).resolves.toMatchObject({ event: { type: 'END_STEP' } });
  });

  it('a silent worker ends the request after the limit; progress keeps it alive', async () => {
    const o = createFabOpponent(start, 1000);
    const p = o.decide(view, ask);
    const id = made[0]!.sent[0]!.id;
    const settled = vi.fn();
    p.then(settled, settled);
    vi.advanceTimersByTime(900);
    made[0]!.answer({ type: 'progress', id, done: 1, total: 4 });
    vi.advanceTimersByTime(900);
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    await expect(p).rejects.toThrow(/no answer for 1 s/);
    expect(made[0]!.ended).toBe(true);
  });

  it('an answer to an older request is ignored', async () => {
    const o = createFabOpponent(start, 1000);
    const first = o.decide(view, ask);
    await expect(Promise.race([first.catch((e: Error) => e.message), Promise.resolve('pending')])).resolves.toBe(
      'pending',
    );
    const second = o.decide(view, ask);
    await expect(first).rejects.toThrow('superseded');
    const [a, b] = made[0]!.sent;
    made[0]!.answer({ type: 'decision', id: a!.id, event: { type: 'OLD' }, ms: 1 });
    made[0]!.answer({ type: 'decision', id: b!.id, event: { type: 'NEW' }, ms: 1 });
    await expect(second).resolves.toMatchObject({ event: { type: 'NEW' } });
  });
});
