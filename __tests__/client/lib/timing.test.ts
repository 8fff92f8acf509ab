import { DEBOUNCE_MS, SCROLL_THROTTLE_MS } from '@/lib/constants';
import { debounce, throttle } from '@/lib/timing';

describe('R9.4 debounce and throttle defaults', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('R9.4 debounce waits 500 ms by default and calls once with the last arguments', () => {
    const fn = jest.fn((_term: string) => undefined);
    const debounced = debounce(fn);
    debounced('a');
    debounced('ab');
    jest.advanceTimersByTime(DEBOUNCE_MS.default - 1);
    expect(fn).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith('ab');
  });

  it('R9.4 event filters debounce for 250 ms', () => {
    const fn = jest.fn();
    const debounced = debounce(fn, DEBOUNCE_MS.eventFilters);
    debounced();
    jest.advanceTimersByTime(249);
    expect(fn).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('R9.4 a debounced call can be cancelled', () => {
    const fn = jest.fn();
    const debounced = debounce(fn, DEBOUNCE_MS.short);
    debounced();
    debounced.cancel();
    jest.advanceTimersByTime(1000);
    expect(fn).not.toHaveBeenCalled();
  });

  it('R9.4 throttle runs at most every 50 ms by default', () => {
    const fn = jest.fn();
    const throttled = throttle(fn);
    throttled();
    expect(fn).toHaveBeenCalledTimes(1);
    throttled();
    throttled();
    jest.advanceTimersByTime(SCROLL_THROTTLE_MS - 1);
    expect(fn).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(2);
  });
});

describe('afterLoadIdle', () => {
  it('runs once the page has loaded and the browser is idle, not before; cancelling stops it', async () => {
    const { afterLoadIdle } = await import('@/lib/idle');
    const ran: string[] = [];
    afterLoadIdle(() => ran.push('first'));
    const cancel = afterLoadIdle(() => ran.push('cancelled'));
    cancel();
    expect(ran).toEqual([]); // never in the same turn
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ran).toEqual(['first']);
  });
});
