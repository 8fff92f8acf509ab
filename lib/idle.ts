// Kept apart from lib/timing.ts: every page's first load needs this, and lodash's debounce and
// throttle only the pages with filters (docs/features/what-the-browser-loads.md).

/**
 * Runs `fn` once the page has loaded and the browser is idle (at the latest `timeoutMs` after the
 * load event), so work that can wait (the realtime connection) does not compete with the first
 * render. Answers the function that cancels it. Outside a browser it runs on the next tick.
 */
export function afterLoadIdle(fn: () => void, timeoutMs = 2000): () => void {
  let cancelled = false;
  let idleHandle: number | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const run = () => {
    if (!cancelled) fn();
  };
  const whenIdle = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') idleHandle = window.requestIdleCallback(run, { timeout: timeoutMs });
    else timer = setTimeout(run, 0);
  };
  if (typeof window === 'undefined') timer = setTimeout(run, 0);
  else if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return () => {
    cancelled = true;
    if (timer) clearTimeout(timer);
    if (idleHandle !== null) window.cancelIdleCallback(idleHandle);
    if (typeof window !== 'undefined') window.removeEventListener('load', whenIdle);
  };
}

/**
 * Resolves in a later task, so that what follows does not lengthen the task that awaited it (the
 * browser may paint or answer input in between).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
