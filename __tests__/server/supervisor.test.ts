import { databaseAvailable, resetDatabaseAvailability } from '@/server/db/availability';
import type { EmbeddedServer } from '@/server/db/embedded';
import { superviseEmbedded } from '@/server/db/supervisor';

/** Hardening 16: a dead embedded PostgreSQL is started again, a bounded number of times, logged. */

function fakeServer(startsAfter: number) {
  let alive = true;
  let attempts = 0;
  const server: EmbeddedServer = {
    url: 'postgres://x',
    adminUrl: 'postgres://x',
    port: 1,
    running: () => alive,
    async restart() {
      attempts += 1;
      if (attempts < startsAfter) throw new Error('pre-existing shared memory block is still in use');
      alive = true;
    },
    async stop() {},
  };
  return { server, kill: () => (alive = false), attempts: () => attempts, alive: () => alive };
}

const until = async (check: () => boolean, ms = 5_000) => {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
};

afterEach(() => resetDatabaseAvailability());

describe('the embedded server supervisor', () => {
  it('hardening 16: starts a dead postmaster again, retrying with pauses, and logs each step', async () => {
    const fake = fakeServer(3);
    const lines: string[] = [];
    const stop = superviseEmbedded(fake.server, (l) => lines.push(l), [10, 10, 10, 10]);
    try {
      fake.kill();
      await until(() => fake.alive());
      expect(fake.attempts()).toBe(3);
      expect(databaseAvailable()).toBe(false); // until the availability probe sees queries work
      expect(lines).toEqual([
        'PostgreSQL stopped unexpectedly; starting it again',
        'restarting PostgreSQL failed (attempt 1 of 4): pre-existing shared memory block is still in use',
        'restarting PostgreSQL failed (attempt 2 of 4): pre-existing shared memory block is still in use',
        'PostgreSQL is running again (attempt 3 of 4)',
      ]);
    } finally {
      stop();
    }
  });

  it('hardening 16: gives up after the last attempt and says so; never restarts once stopped', async () => {
    // The supervisor's clock is jest's: "nothing more happens" is checked over time that passes at once.
    jest.useFakeTimers();
    try {
      const fake = fakeServer(Infinity);
      const lines: string[] = [];
      const stop = superviseEmbedded(fake.server, (l) => lines.push(l), [10, 10]);
      fake.kill();
      // The next check (every second) finds it dead; two attempts 10 ms apart follow.
      await jest.advanceTimersByTimeAsync(2_000);
      expect(lines.some((l) => l.includes('could not be started again'))).toBe(true);
      expect(fake.attempts()).toBe(2);
      await jest.advanceTimersByTimeAsync(60_000);
      expect(fake.attempts()).toBe(2);
      stop();

      const other = fakeServer(1);
      const stopOther = superviseEmbedded(other.server, () => undefined, [10]);
      stopOther();
      other.kill();
      await jest.advanceTimersByTimeAsync(60_000);
      expect(other.attempts()).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });
});
