import { getConfig, prepareSessionSecret } from '../config';
import { closeDatabase } from '../db';
import { startDatabase } from '../db/start';
import { reloadDemo } from '../demo/seed';

/** `npm run demo:reload`: empties the database and loads the demo community again. */
async function run(): Promise<void> {
  prepareSessionSecret();
  await startDatabase(getConfig());
  try {
    await reloadDemo((line) => console.log(line));
  } finally {
    await closeDatabase();
  }
}

run().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
