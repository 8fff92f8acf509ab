/**
 * Fills the community activity rollups of a benchmark database (server/community/job.ts) so the
 * app's activity job only keeps today current while the benchmark measures. Migrates first; a
 * database already filled is only brought up to date. Never run by CI.
 *
 *   DATABASE_URL=postgres://... npx tsx bench/activity.ts
 */
import { getPool } from '../server/db';
import { runMigrations } from '../server/db/migrate';
import { refreshActivityOnce } from '../server/community/job';
import { runScript } from './script';

async function main(): Promise<void> {
  if (!process.env.DATABASE_URL) throw new Error('Set DATABASE_URL to a benchmark database.');
  await runMigrations(getPool());
  const started = Date.now();
  const days = await refreshActivityOnce();
  console.log(`community activity: ${days} days computed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

runScript(main);
