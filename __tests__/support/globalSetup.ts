import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres, type EmbeddedServer } from '../../server/db/embedded';

/**
 * One PostgreSQL server for the whole run: the one DATABASE_URL names (its database is used only
 * to create a database per test file), or an embedded server in the temp folder.
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.DATABASE_URL) {
    process.env.TEST_ADMIN_URL = process.env.DATABASE_URL;
    process.env.TEST_DB_KIND = 'external';
    return;
  }
  const server = await startEmbeddedPostgres({
    // TEST_PG_DIR lets two test runs on one machine use separate servers. The default folder is
    // not the one older checkouts used: their server keeps the built-in password they expect.
    dataDir: process.env.TEST_PG_DIR ?? path.join(os.tmpdir(), `community-test-db-${process.getuid?.() ?? 0}`),
    log: () => undefined,
    throwAway: true,
  });
  (globalThis as { __testPg?: EmbeddedServer }).__testPg = server;
  process.env.TEST_ADMIN_URL = server.adminUrl;
  process.env.TEST_DB_KIND = 'embedded';
}
