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
 * Run `fn` once the screen is on the display: on a page's first load once the browser has recorded its first
 * contentful paint (looked for at each frame), later after the next frame; at the latest after `timeout` ms (a
 * page opened hidden draws no frame). Fetches a screen starts here do not compete with its first paint on a slow
 * network. Returns a function that cancels it.
 */
export function afterPaint(fn: () => void, timeout = 1000): () => void {
  let frame = 0;
  let task = setTimeout(run, timeout);
  function run() {
    cancelAnimationFrame(frame);
    clearTimeout(task);
    task = setTimeout(fn, 0);
  }
  const look = () => {
    frame = performance.getEntriesByName('first-contentful-paint').length ? (run(), 0) : requestAnimationFrame(look);
  };
  frame = requestAnimationFrame(look);
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(task);
  };
}
