import type { AppConfig } from '../config';
import { startEmbeddedPostgres } from './embedded';
import { superviseEmbedded } from './supervisor';
import { getPool, openDatabase, type DatabaseMode } from './index';
import { runMigrations } from './migrate';

/** Opens the database the configuration asks for and brings its schema up to date. */
export async function startDatabase(config: AppConfig): Promise<DatabaseMode> {
  if (config.databaseUrl) {
    openDatabase(config.databaseUrl, 'external');
  } else {
    const embedded = await startEmbeddedPostgres({ dataDir: config.dataDir });
    // Started again if it dies; stopped (supervision first) when the app closes the database.
    const stopSupervising = superviseEmbedded(embedded, (line) => console.log(`[db] ${line}`));
    try {
      openDatabase(embedded.url, 'embedded', async () => {
        stopSupervising();
        await embedded.stop();
      });
    } catch (err) {
      stopSupervising();
      await embedded.stop();
      throw err;
    }
  }
  await runMigrations(getPool());
  return config.databaseUrl ? 'external' : 'embedded';
}
