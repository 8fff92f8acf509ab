import { inFlightRequests } from '@/server/http/inFlight';

/** Resolves on the next turns of the event loop: what has settled by then has. */
const turns = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the requests still being handled (server/http/inFlight.ts, the shutdown waits for them)', () => {
  it('drains at once when nothing runs', async () => {
    const inFlight = inFlightRequests();
    await expect(inFlight.drained()).resolves.toBeUndefined();
    expect(inFlight.count).toBe(0);
  });

  it('drains when the last handler ends, whether it answered or failed', async () => {
    const inFlight = inFlightRequests();
    let answer!: () => void;
    let fail!: (err: Error) => void;
    const first = inFlight.track(new Promise<void>((resolve) => (answer = resolve)));
    const second = inFlight.track(new Promise<void>((_, reject) => (fail = reject)));
    second.catch(() => undefined);
    expect(inFlight.count).toBe(2);
    let drained = false;
    void inFlight.drained().then(() => (drained = true));
    answer();
    await first;
    await turns();
    expect(drained).toBe(false);
    expect(inFlight.count).toBe(1);
    fail(new Error('the client went away'));
    await expect(second).rejects.toThrow('the client went away');
    await turns();
    expect(drained).toBe(true);
    expect(inFlight.count).toBe(0);
  });

  it('answers what the tracked work answers', async () => {
    const inFlight = inFlightRequests();
    await expect(inFlight.track(Promise.resolve(42))).resolves.toBe(42);
  });
});
