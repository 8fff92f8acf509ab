import { startPeriodicJob } from '../../server/jobs/periodic';

describe('startPeriodicJob', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs first after its delay, then every interval, never twice at once, and stops', async () => {
    let runs = 0;
    let finish: () => void = () => undefined;
    const stop = startPeriodicJob('test', () => {
      runs += 1;
      return new Promise<void>((resolve) => (finish = resolve));
    }, { intervalMs: 1000, firstAfterMs: 100 });
    jest.advanceTimersByTime(99);
    expect(runs).toBe(0);
    jest.advanceTimersByTime(1);
    expect(runs).toBe(1);
    // Still running when the interval comes: not started again.
    jest.advanceTimersByTime(1000);
    expect(runs).toBe(1);
    finish();
    await Promise.resolve();
    await Promise.resolve();
    jest.advanceTimersByTime(1000);
    expect(runs).toBe(2);
    stop();
    finish();
    await Promise.resolve();
    await Promise.resolve();
    jest.advanceTimersByTime(5000);
    expect(runs).toBe(2);
  });

  it('logs a failed run under its name and runs again at the next interval', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let runs = 0;
    const stop = startPeriodicJob('failing', async () => {
      runs += 1;
      throw new Error('boom');
    }, { intervalMs: 1000, firstAfterMs: 0 });
    jest.advanceTimersByTime(0);
    for (let i = 0; i < 4; i += 1) await Promise.resolve();
    expect(errors).toHaveBeenCalledWith('[failing] failed', expect.any(Error));
    jest.advanceTimersByTime(1000);
    expect(runs).toBe(2);
    stop();
    errors.mockRestore();
  });
});
