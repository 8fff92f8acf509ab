import { sql } from 'drizzle-orm';
import { databaseMode, getDb } from '../db';

/** Reachability of the database, for load balancers and the README's first check. */
export async function health() {
  const started = Date.now();
  try {
    await getDb().execute(sql`SELECT 1`);
    return { ok: true as const, status: 'ok', database: { ok: true, mode: databaseMode(), latencyMs: Date.now() - started } };
  } catch (err) {
    return {
      ok: false as const,
      status: 'unavailable',
      database: { ok: false, error: err instanceof Error ? err.message : String(err) },
    };
  }
}
