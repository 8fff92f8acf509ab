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
