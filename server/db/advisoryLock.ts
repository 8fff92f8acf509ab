import { databaseMode, getPool } from './index';

/**
 * Runs `work` while this instance holds the PostgreSQL advisory lock `name` (session level, on a
 * connection of its own for the whole run), so one instance at a time runs a periodic job; answers
 * null without running it when another instance holds the lock. The work's own queries and
 * transactions use the pool's other connections, so its batches commit as they go and nothing
 * runs inside a transaction it does not know of. A crashed runner's connection closes and frees
 * the lock.
 */
export async function withAdvisoryLock<T>(name: string, work: () => Promise<T>): Promise<T | null> {
  // The in-process database serves one instance through one connection (server/db/index.ts):
  // nothing to exclude, and holding that connection would leave the work none.
  if (databaseMode() === 'inprocess') return work();
  const client = await getPool().connect();
  try {
    const { rows } = await client.query<{ got: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS got', [name]);
    if (!rows[0]?.got) return null;
    try {
      return await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [name]);
    }
  } finally {
    client.release();
  }
}
