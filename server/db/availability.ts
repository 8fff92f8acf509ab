import { isSqlState } from './errors';

/**
 * Whether PostgreSQL can be reached (hardening 16). Any part of the server that meets an error of
 * the kind "the database is not there" (refused or dropped connections, a server shutting down or
 * starting up) reports it here; from then on pages answer the "we'll be right back" page with 503,
 * API calls a 503 catalogue error and /api/health 503, without waiting on the database. A probe
 * (installed by server/db/index.ts) tries `SELECT 1` every second until it succeeds, and listeners
 * (the embedded server's supervisor) hear of the outage at once.
 *
 * State lives on globalThis: the custom server and Next's bundle load this module separately.
 */

interface AvailabilityState {
  down: boolean;
  since: number;
  reason: string;
  probe: (() => Promise<unknown>) | null;
  timer: NodeJS.Timeout | null;
  listeners: Set<(reason: string) => void>;
  log: (line: string) => void;
}

const KEY = Symbol.for('community.database.availability');
type GlobalWithAvailability = typeof globalThis & { [KEY]?: AvailabilityState };
const holder = globalThis as GlobalWithAvailability;

function state(): AvailabilityState {
  holder[KEY] ??= {
    down: false,
    since: 0,
    reason: '',
    probe: null,
    timer: null,
    listeners: new Set(),
    log: (line) => console.error(`[db] ${line}`),
  };
  return holder[KEY];
}

/** Seconds a client is asked to wait before trying again (the Retry-After header). */
export const RETRY_AFTER_SECONDS = 10;
const PROBE_INTERVAL_MS = 1_000;

/** Node's network error codes of a connection that cannot be made or was lost. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * PostgreSQL's SQLSTATEs of an unreachable server: class 08 (connection exception), 57P01-57P03
 * (administrator or crash shutdown, cannot connect now) and 53300 would be load, not an outage.
 */
function unreachableSqlState(code: string): boolean {
  return code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03';
}

const DROPPED_CONNECTION = /Connection terminated|connection (is )?(closed|lost)|terminating connection|the database system is (starting up|shutting down|in recovery mode)|server closed the connection/i;

/** True when the error (or an error it wraps, as Drizzle's query errors do) says the database is not reachable. */
export function isDatabaseUnreachable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 5) return false;
  // fetch() to another service (GitHub) failing is not the database, whatever its cause says.
  if (err instanceof TypeError && err.message === 'fetch failed') return false;
  const { code, message, cause, errors } = err as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || (isSqlState(code) && unreachableSqlState(code)))) return true;
  if (typeof message === 'string' && DROPPED_CONNECTION.test(message)) return true;
  // Node reports a refused connection to a name with several addresses as an AggregateError.
  if (Array.isArray(errors) && errors.some((e) => isDatabaseUnreachable(e, depth + 1))) return true;
  return isDatabaseUnreachable(cause, depth + 1);
}

export function databaseAvailable(): boolean {
  return !state().down;
}

/** Since when, and why, the database is unreachable (null while it is reachable). */
export function databaseOutage(): { since: number; reason: string } | null {
  const s = state();
  return s.down ? { since: s.since, reason: s.reason } : null;
}

function scheduleProbe(): void {
  const s = state();
  if (s.timer || !s.probe) return;
  s.timer = setTimeout(() => {
    s.timer = null;
    const probe = s.probe;
    if (!s.down || !probe) return;
    probe().then(
      () => markDatabaseUp(),
      () => scheduleProbe(),
    );
  }, PROBE_INTERVAL_MS);
  s.timer.unref();
}

export function markDatabaseDown(reason: string): void {
  const s = state();
  if (!s.down) {
    s.down = true;
    s.since = Date.now();
    s.reason = reason;
    s.log(`the database is unreachable (${reason}); pages answer 503 until it is back`);
    for (const listener of s.listeners) listener(reason);
  }
  scheduleProbe();
}

function markDatabaseUp(): void {
  const s = state();
  if (!s.down) return;
  const seconds = Math.round((Date.now() - s.since) / 1000);
  s.down = false;
  s.reason = '';
  s.log(`the database is reachable again after ${seconds} s`);
}

/** Reports an error met while using the database; answers whether it means the database is unreachable. */
export function reportDatabaseError(err: unknown): boolean {
  if (!isDatabaseUnreachable(err)) return false;
  markDatabaseDown(err instanceof Error ? err.message || err.name : String(err));
  return true;
}

/** How the probe reaches the database (`SELECT 1` on the pool); null stops probing (the pool closed). */
export function setDatabaseProbe(probe: (() => Promise<unknown>) | null): void {
  const s = state();
  s.probe = probe;
  if (!probe && s.timer) {
    clearTimeout(s.timer);
    s.timer = null;
  }
  if (probe && s.down) scheduleProbe();
}

/** Called at once whenever the database becomes unreachable; answers the function that unsubscribes. */
export function onDatabaseDown(listener: (reason: string) => void): () => void {
  const s = state();
  s.listeners.add(listener);
  return () => s.listeners.delete(listener);
}

/** For tests: forget any outage and probe. */
export function resetDatabaseAvailability(): void {
  const s = state();
  if (s.timer) clearTimeout(s.timer);
  s.timer = null;
  s.down = false;
  s.reason = '';
  s.probe = null;
}
