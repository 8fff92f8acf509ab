/**
 * The requests whose handler is still running. A client that goes away closes its connection
 * while its page or API answer is still being worked on (a database read, a render): the
 * shutdown waits for those handlers too, not only for the connections, before it closes Next
 * and the database under them (server.ts).
 */
export interface InFlight {
  /** Counts `work` until it settles; answers it. */
  track<T>(work: Promise<T>): Promise<T>;
  /** Settles when no tracked work is running (at once when none is). */
  drained(): Promise<void>;
  readonly count: number;
}

export function inFlightRequests(): InFlight {
  let count = 0;
  let waiting: Array<() => void> = [];
  const settled = () => {
    count -= 1;
    if (count > 0) return;
    const done = waiting;
    waiting = [];
    done.forEach((resolve) => resolve());
  };
  return {
    track(work) {
      count += 1;
      return work.finally(settled);
    },
    drained() {
      return count === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve));
    },
    get count() {
      return count;
    },
  };
}
