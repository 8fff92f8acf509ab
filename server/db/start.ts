import type { AppConfig } from '../config';
import { fillUsernameSkeletons } from '../users/repository';
import { startEmbeddedPostgres } from './embedded';
import { startInProcessDatabase } from './inProcess';
import { superviseEmbedded } from './supervisor';
import { getPool, openDatabase, type DatabaseMode } from './index';
import { runMigrations } from './migrate';

/** Opens the database the configuration asks for and brings its schema up to date. */
export async function startDatabase(config: AppConfig): Promise<DatabaseMode> {
  if (config.databaseUrl) {
    openDatabase(config.databaseUrl, 'external');
  } else if (config.inProcessDatabase) {
    const inProcess = await startInProcessDatabase({ dataDir: config.dataDir, avoidPort: config.port, log: (line) => console.log(`[db] ${line}`) });
    openDatabase(inProcess.url, 'inprocess', () => inProcess.stop());
  } else {
    const embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, avoidPort: config.port });
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
  // Members from before username skeletons get theirs (hardening 5).
  await fillUsernameSkeletons((line) => console.warn(`[db] ${line}`));
  return config.databaseUrl ? 'external' : config.inProcessDatabase ? 'inprocess' : 'embedded';
}
