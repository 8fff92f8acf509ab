import { Client } from 'pg';
import type { EmbeddedServer } from '../../server/db/embedded';

export default async function globalTeardown(): Promise<void> {
  // The run's templates (globalSetup, and the demo community's copied from it).
  const template = process.env.TEST_TEMPLATE_DB;
  if (template && process.env.TEST_ADMIN_URL) {
    const admin = new Client({ connectionString: process.env.TEST_ADMIN_URL });
    await admin.connect();
    try {
      for (const name of [`${template}_demo`, template]) await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    } finally {
      await admin.end();
    }
  }
  await (globalThis as { __testPg?: EmbeddedServer }).__testPg?.stop();
}
