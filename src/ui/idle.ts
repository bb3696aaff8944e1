/**
 * Run `fn` once the browser is idle (at the latest after `timeout` ms), or after a short timer where there is no
 * requestIdleCallback (tests, Safari before 18). Returns a function that cancels it: work a screen schedules for
 * after its first paint is dropped when the screen goes first.
 */
export function whenIdle(fn: () => void, timeout = 1000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const h = requestIdleCallback(fn, { timeout });
    return () => cancelIdleCallback(h);
  }
  const h = setTimeout(fn, 50);
  return () => clearTimeout(h);
}
