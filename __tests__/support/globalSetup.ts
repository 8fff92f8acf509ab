import os from 'node:os';
import path from 'node:path';
import { Client, Pool } from 'pg';
import { startEmbeddedPostgres, type EmbeddedServer } from '../../server/db/embedded';
import { runMigrations } from '../../server/db/migrate';

/**
 * One PostgreSQL server for the whole run: the one DATABASE_URL names (its database is used only
 * to create a database per test file), or an embedded server in the temp folder.
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.DATABASE_URL) {
    process.env.TEST_ADMIN_URL = process.env.DATABASE_URL;
    process.env.TEST_DB_KIND = 'external';
  } else {
    await startEmbedded();
  }
  await makeTemplate(process.env.TEST_ADMIN_URL!);
}

/**
 * A database with every migration applied, which each test file's database copies (CREATE
 * DATABASE … TEMPLATE, __tests__/support/testApp.ts): the migrations run once a run instead of
 * once in each of some 140 files. Its name is the run's (TEST_TEMPLATE_DB); globalTeardown drops
 * it, and the demo community's template made from it.
 */
async function makeTemplate(adminUrl: string): Promise<void> {
  const name = `test_template_${process.pid}_${Date.now()}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pool = new Pool({ connectionString: url.toString(), max: 1 });
  try {
    await runMigrations(pool);
  } finally {
    await pool.end();
  }
  process.env.TEST_TEMPLATE_DB = name;
}

async function startEmbedded(): Promise<void> {
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
