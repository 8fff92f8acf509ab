import { closeDatabase } from '../server/db';

/** Runs a benchmark script that uses the app's database pool: closes the pool at the end, reports a failure. */
export function runScript(main: () => Promise<void>): void {
  main()
    .then(() => closeDatabase())
    .catch(async (err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      await closeDatabase().catch(() => undefined);
      process.exitCode = 1;
    });
}
