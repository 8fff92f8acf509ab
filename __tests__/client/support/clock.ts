import { setImmediate as nodeSetImmediate } from 'node:timers';
import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

let faked = false;

/**
 * jest's clock, for a test that checks what happens (or that nothing does) after a delay: a
 * debounce, an open or close delay. userEvent moves the clock as it acts, Testing Library's
 * `waitFor` moves it while it waits, and `pass(ms)` lets that much time go by at once. The real
 * clock is back after the test (setup.ts).
 */
export function fakeClock() {
  jest.useFakeTimers();
  // msw's interceptors answer on setImmediate, which jsdom lacks and the fake clock leaves out: Node's own.
  globalThis.setImmediate = nodeSetImmediate;
  faked = true;
  return {
    user: userEvent.setup({ advanceTimers: jest.advanceTimersByTime }),
    pass: (ms: number) => act(() => jest.advanceTimersByTime(ms)),
  };
}

/** After each test: the real clock again. */
export function restoreClock(): void {
  if (!faked) return;
  jest.useRealTimers();
  faked = false;
}
