/**
 * One dispatch at a time for a game screen. The session queues every event, so a tap made while the one
 * before it is still being stored (the second of a double tap) would be applied to the position after it:
 * `run` drops such a call and returns `dropped`. `busy` is a signal, set at once (both taps of a double tap
 * can come before the next render); a screen that dims its buttons reads it, one that does not is never
 * re-rendered by it.
 */
import { useSignal, type Signal } from '@preact/signals';

export function useOneAtATime(): {
  readonly busy: Signal<boolean>;
  run<R>(work: () => Promise<R>, dropped: R): Promise<R>;
} {
  const busy = useSignal(false);
  return {
    busy,
    async run(work, dropped) {
      if (busy.peek()) return dropped;
      busy.value = true;
      try {
        return await work();
      } finally {
        busy.value = false;
      }
    },
  };
}
