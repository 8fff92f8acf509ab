import { sql } from 'drizzle-orm';
import type { HealthFailure, HealthReport, ReadinessDraining } from '@/lib/health/contracts';
import { databaseMode, getDb } from '../db';
import { storageMode } from '../storage';
import { isDraining } from './state';

/** Reachability of the database, for load balancers and the README's first check. */
export async function health(): Promise<{ ok: true; report: HealthReport } | { ok: false; report: HealthFailure }> {
  const started = Date.now();
  try {
    await getDb().execute(sql`SELECT 1`);
    return {
      ok: true,
      report: { status: 'ok', database: { ok: true, mode: databaseMode(), latencyMs: Date.now() - started }, storage: { mode: storageMode() } },
    };
  } catch (err) {
    return {
      ok: false,
      report: { status: 'unavailable', database: { ok: false, error: err instanceof Error ? err.message : String(err) } },
    };
  }
}

/**
 * Whether a load balancer should send this instance requests (issue 39): not once it is leaving
 * (SIGTERM, ./state.ts), nor while its database does not answer.
 */
export async function readiness(): Promise<{ ok: true; report: HealthReport } | { ok: false; report: HealthFailure | ReadinessDraining }> {
  if (isDraining()) return { ok: false, report: { status: 'draining' } };
  return health();
}
