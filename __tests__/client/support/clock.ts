import { setImmediate as nodeSetImmediate } from 'node:timers';
import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

let faked = false;

/**
 * jest's clock, for a test that checks what happens (or that nothing does) after a delay (the
 * hovercard's open and close delays). userEvent moves the clock as it acts, Testing Library's
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
    until,
  };
}

/**
 * Waits until `check` passes, on the real event loop: an answer comes over msw's interceptors in
 * event-loop turns, however busy the machine, while `waitFor` on the fake clock gives up after a
 * second of fake time that can pass before a slow turn comes. Fails after `turns` turns.
 */
async function until<T>(check: () => T, turns = 50_000): Promise<T> {
  for (let done = 0; ; done += 1) {
    try {
      return check();
    } catch (err) {
      if (done >= turns) throw err;
    }
    await turn(1);
  }
}

/** One turn of the real event loop, the fake clock moved by `ms` first (the timers of jsdom's XHR and msw's interceptor run on it). */
function turn(ms: number): Promise<void> {
  return act(async () => {
    jest.advanceTimersByTime(ms);
    await new Promise<void>((resolve) => nodeSetImmediate(resolve));
  });
}

/** After each test: the real clock again. */
export function restoreClock(): void {
  if (!faked) return;
  jest.useRealTimers();
  faked = false;
}
