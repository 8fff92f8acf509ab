import type { AppConfig } from '../config';
import { fillUsernameSkeletons } from '../users/repository';
import { startEmbeddedPostgres } from './embedded';
import { getPool, openDatabase, type DatabaseMode } from './index';
import { runMigrations } from './migrate';

/** Opens the database the configuration asks for and brings its schema up to date. */
export async function startDatabase(config: AppConfig): Promise<DatabaseMode> {
  if (config.databaseUrl) {
    openDatabase(config.databaseUrl, 'external');
  } else {
    const embedded = await startEmbeddedPostgres({ dataDir: config.dataDir });
    try {
      openDatabase(embedded.url, 'embedded', () => embedded.stop());
    } catch (err) {
      await embedded.stop();
      throw err;
    }
  }
  await runMigrations(getPool());
  // Members from before username skeletons get theirs (hardening 5).
  await fillUsernameSkeletons((line) => console.warn(`[db] ${line}`));
  return config.databaseUrl ? 'external' : 'embedded';
}
