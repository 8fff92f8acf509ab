import { markDatabaseDown, onDatabaseDown } from './availability';
import type { EmbeddedServer } from './embedded';

/**
 * Keeps the embedded PostgreSQL running (hardening 16). When the postmaster dies (a crash, an
 * out-of-memory kill, `kill -9`), pages answer the outage page at once and the server is started
 * again with growing pauses, a bounded number of times, every step logged. The pool reconnects by
 * itself and the availability probe notices when queries work again. Stopping the app stops the
 * supervision first, so a shutdown never races a restart.
 */

/** Pauses before each restart attempt; after the last one the supervisor gives up and says so. */
const RESTART_DELAYS_MS = [1_000, 1_000, 2_000, 4_000, 8_000, 15_000, 30_000];
const CHECK_INTERVAL_MS = 1_000;

export function superviseEmbedded(server: EmbeddedServer, log: (line: string) => void, delays = RESTART_DELAYS_MS): () => void {
  let stopped = false;
  let recovering = false;
  const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

  const recover = async () => {
    recovering = true;
    markDatabaseDown('the embedded PostgreSQL stopped');
    log('PostgreSQL stopped unexpectedly; starting it again');
    try {
      for (let attempt = 1; attempt <= delays.length; attempt += 1) {
        await wait(delays[attempt - 1]!);
        if (stopped) return;
        try {
          await server.restart();
          log(`PostgreSQL is running again (attempt ${attempt} of ${delays.length})`);
          return;
        } catch (err) {
          const reason = err instanceof Error ? err.message.split('\n')[0] : String(err);
          log(`restarting PostgreSQL failed (attempt ${attempt} of ${delays.length}): ${reason}`);
        }
      }
      log(`PostgreSQL could not be started again after ${delays.length} attempts; pages answer 503 until the app is restarted`);
      stopped = true;
    } finally {
      recovering = false;
    }
  };

  const check = () => {
    if (stopped || recovering || server.running()) return;
    void recover();
  };

  const timer = setInterval(check, CHECK_INTERVAL_MS);
  timer.unref();
  // A failed query or a dropped connection is often the first sign: look at once.
  const unsubscribe = onDatabaseDown(() => check());
  return () => {
    stopped = true;
    clearInterval(timer);
    unsubscribe();
  };
}
