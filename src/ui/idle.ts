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

/**
 * Run `fn` once the screen is on the display: on a page's first load after its first contentful paint (the
 * browser's own paint entry), later after the next animation frame; at the latest after `timeout` ms (a page
 * opened hidden draws no frame). Fetches a screen starts here do not compete with its first paint on a slow
 * network. Returns a function that cancels it.
 */
export function afterPaint(fn: () => void, timeout = 1000): () => void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    fn();
  };
  const late = setTimeout(run, timeout);
  let task: ReturnType<typeof setTimeout> | undefined;
  let frame = 0;
  let watch: PerformanceObserver | undefined;
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  if (typeof PerformanceObserver === 'function' && typeof performance !== 'undefined' && !painted()) {
    watch = new PerformanceObserver(() => {
      if (!painted()) return;
      watch?.disconnect();
      task = setTimeout(run, 0);
    });
    watch.observe({ type: 'paint' });
  } else if (typeof requestAnimationFrame === 'function')
    frame = requestAnimationFrame(() => (task = setTimeout(run, 0)));
  else task = setTimeout(run, 0);
  return () => {
    done = true;
    clearTimeout(late);
    watch?.disconnect();
    if (task !== undefined) clearTimeout(task);
    if (frame) cancelAnimationFrame(frame);
  };
}
