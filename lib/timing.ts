import lodashDebounce from 'lodash/debounce';
import lodashThrottle from 'lodash/throttle';
import type { DebounceSettings, DebouncedFunc, ThrottleSettings } from 'lodash';
import { DEBOUNCE_MS, SCROLL_THROTTLE_MS } from './constants';

/**
 * R9.4: lodash `debounce` with the product's default wait (500 ms, `DEBOUNCE_MS.default`).
 * Use `DEBOUNCE_MS.eventFilters` (250 ms) for the event, project event and my-event filters and
 * `DEBOUNCE_MS.short` (100 ms) for quick ones. Cancel it on unmount (`.cancel()`).
 */
export function debounce<F extends (...args: never[]) => unknown>(
  fn: F,
  wait: number = DEBOUNCE_MS.default,
  options?: DebounceSettings,
): DebouncedFunc<F> {
  return lodashDebounce(fn, wait, options);
}

/** R9.4: lodash `throttle` with the scroll default (50 ms, `SCROLL_THROTTLE_MS`). */
export function throttle<F extends (...args: never[]) => unknown>(
  fn: F,
  wait: number = SCROLL_THROTTLE_MS,
  options?: ThrottleSettings,
): DebouncedFunc<F> {
  return lodashThrottle(fn, wait, options);
}


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
