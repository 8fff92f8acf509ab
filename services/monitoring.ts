/**
 * Error reporting (R7.7, R8.6, R8.7). Sentry is loaded and initialised only when the server's
 * configuration carries a DSN; with none nothing is sent anywhere. The logged-in member's uid is
 * attached to every report. In production the browser console is silenced.
 */

type SentryModule = typeof import('@sentry/nextjs');

let sentry: SentryModule | null = null;
let loading: Promise<void> | null = null;
let currentUid = -1;

export async function initMonitoring(dsn: string | null | undefined, environment: string): Promise<void> {
  if (!dsn || typeof window === 'undefined' || sentry || loading) return loading ?? undefined;
  loading = import('@sentry/nextjs').then((mod) => {
    mod.init({ dsn, environment, tracesSampleRate: 0 });
    mod.setUser(currentUid > 0 ? { id: String(currentUid) } : null);
    sentry = mod;
  });
  return loading;
}

/** R8.7: the logged-in user id travels with every report (-1 or below: none). */
export function setMonitoringUser(uid: number): void {
  // Server rendering shares this module between requests: only the browser keeps a member here.
  if (typeof window === 'undefined') return;
  currentUid = uid;
  sentry?.setUser(uid > 0 ? { id: String(uid) } : null);
}

export function reportError(error: unknown, context?: Record<string, unknown>): void {
  if (!sentry) return;
  sentry.captureException(error, { extra: { ...context, uid: currentUid } });
}

const SILENCED = ['log', 'info', 'debug', 'warn', 'error', 'trace'] as const;

/** R8.6: production builds write nothing to the browser console. */
export function silenceConsole(production: boolean): void {
  if (!production || typeof window === 'undefined') return;
  for (const method of SILENCED) console[method] = () => undefined;
}
