/**
 * Starts a PostgreSQL server for benchmarks (the app's embedded one, in its own data directory)
 * and prints its DATABASE_URL; runs until Ctrl-C. For when no external PostgreSQL is at hand:
 *
 *   npx tsx bench/postgres.ts            # data in .data/bench (BENCH_PG_DIR to change)
 */
import path from 'node:path';
import { ensureDatabase, startEmbeddedPostgres } from '../server/db/embedded';

async function main(): Promise<void> {
  const dataDir = path.resolve(process.env.BENCH_PG_DIR ?? '.data/bench');
  const server = await startEmbeddedPostgres({ dataDir, log: (line) => console.log(`[db] ${line}`) });
  const url = new URL(server.adminUrl);
  url.pathname = '/bench';
  await ensureDatabase(server.adminUrl, 'bench');
  console.log(`DATABASE_URL=${url.toString()}`);
  const stop = () => {
    void server.stop().finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
